package testdir

import (
	"os"
	"path/filepath"
	"testing"
)

func TestRootHoldsGoMod(t *testing.T) {
	if _, err := os.Stat(filepath.Join(Root(t), "go.mod")); err != nil {
		t.Fatal(err)
	}
}

func TestSharedSkipsWhenAbsent(t *testing.T) {
	ran := false
	t.Run("absent", func(t *testing.T) {
		Shared(t, "no-such-folder-anywhere")
		ran = true
	})
	if ran {
		t.Error("Shared did not skip for a missing folder")
	}
}
