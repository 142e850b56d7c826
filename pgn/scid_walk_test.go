package pgn_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/pgntool/pgntool/internal/testdir"
	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants/chess"
)

// TestCheckerWalkGame walks every game of the chess corpus files under
// 1 MB with two checkers kept from game to game, one through Walk, one
// through WalkGame: the diagnostics and the moves OnPlayed gives are the
// same, game by game.
func TestCheckerWalkGame(t *testing.T) {
	var files []string
	filepath.WalkDir(testdir.Shared(t, "corpus/chess"), func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".pgn") {
			files = append(files, path)
		}
		return nil
	})
	var gotLog, wantLog []string
	keep := func(log *[]string) *pgn.Checker {
		c := pgn.NewChecker(func(d pgn.Diagnostic) { *log = append(*log, d.String()) })
		c.OnPlayed(func(b pgn.Board, m pgn.Move) {
			*log = append(*log, b.(*chess.Board).UCI(m))
		})
		return c
	}
	viaWalk, viaWalkGame := keep(&wantLog), keep(&gotLog)
	games := 0
	for _, path := range files {
		if info, err := os.Stat(path); err != nil || info.Size() > 1<<20 {
			continue
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for g, err := range pgn.NewReaderBytes(data, pgn.ReaderOptions{Variant: chess.Variant}).Games() {
			if err != nil {
				break
			}
			gotLog, wantLog = gotLog[:0], wantLog[:0]
			pgn.Walk(g, viaWalk)
			viaWalkGame.WalkGame(g)
			if !slices.Equal(gotLog, wantLog) {
				t.Fatalf("%s game %d: WalkGame gave\n%q\nWalk gave\n%q", path, g.Pos.Game, gotLog, wantLog)
			}
			games++
		}
	}
	if games < 1000 {
		t.Fatalf("only %d games walked; is the corpus there?", games)
	}
	t.Logf("%d games walked", games)
	var none *pgn.Checker
	none.WalkGame(&pgn.Game{})
	viaWalkGame.WalkGame(nil)
}
