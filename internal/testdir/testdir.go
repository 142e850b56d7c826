// Package testdir finds the directories that tests read: the repository
// root, and the shared corpus of real files that lives beside it in
// ../shared. Tests that need the corpus skip, with a message, when it is
// absent.
package testdir

import (
	"os"
	"path/filepath"
	"testing"
)

// Root returns the directory that holds go.mod, above the test's working
// directory.
func Root(t testing.TB) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no go.mod above the test directory")
		}
		dir = parent
	}
}

// Shared returns ../shared/sub beside the repository root, or skips the
// test when it is absent.
func Shared(t testing.TB, sub string) string {
	t.Helper()
	dir := filepath.Join(Root(t), "..", "shared", sub)
	if _, err := os.Stat(dir); err != nil {
		t.Skipf("%s is absent (the shared corpus lives in ../shared beside the repository): %v", filepath.Join("shared", sub), err)
	}
	return dir
}
