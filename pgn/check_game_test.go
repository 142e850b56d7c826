package pgn_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/pgntool/pgntool/internal/testdir"
	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants"
)

// TestCheckGameMatchesCheck checks every game of the corpus files under
// 1 MB twice, game by game: with Check, which sets up a checker for each
// game, and with one kept checker's CheckGame. The diagnostics are the
// same.
func TestCheckGameMatchesCheck(t *testing.T) {
	var files []string
	filepath.WalkDir(testdir.Shared(t, "corpus"), func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && (strings.HasSuffix(path, ".pgn") || strings.HasSuffix(path, ".ctl-pgn")) {
			if info, err := d.Info(); err == nil && info.Size() < 1<<20 {
				files = append(files, path)
			}
		}
		return nil
	})
	var got pgn.DiagnosticList
	kept := pgn.NewChecker(got.Add)
	games := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		r := pgn.NewReaderBytes(data, pgn.ReaderOptions{File: f, Select: variants.ForTags})
		for {
			g, err := r.ReadGame()
			if g == nil || err != nil {
				break
			}
			var want pgn.DiagnosticList
			pgn.Check(g, want.Add)
			got = got[:0]
			kept.CheckGame(g)
			if diff := cmp.Diff(want, got, cmpopts.EquateEmpty()); diff != "" {
				t.Fatalf("%s: game at %v: CheckGame (-Check +CheckGame):\n%s", f, g.Pos, diff)
			}
			games++
		}
	}
	if games < 1000 {
		t.Fatalf("only %d games checked", games)
	}
	t.Logf("%d games of %d files", games, len(files))
}

// TestCheckGameNil shows that a nil checker or game is no fault.
func TestCheckGameNil(t *testing.T) {
	var c *pgn.Checker
	c.CheckGame(&pgn.Game{})
	pgn.NewChecker(nil).CheckGame(nil)
	pgn.NewChecker(nil).CheckGame(&pgn.Game{})
}
