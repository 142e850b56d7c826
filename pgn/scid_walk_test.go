package pgn_test

import (
	"fmt"
	"io"
	"os"
	"slices"
	"testing"

	"github.com/pgntool/pgntool/charset"
	"github.com/pgntool/pgntool/internal/testdir"
	"github.com/pgntool/pgntool/pgn"
)

// TestCheckerWalkGame walks every game of the corpus files under 1 MB of
// the three games (variations, labels, move numbers, NAGs, comments,
// illegal moves, whole-game checks) with two checkers kept from game to
// game, one through Walk, one through WalkGame: the diagnostics and the
// moves OnPlayed gives are the same, game by game.
func TestCheckerWalkGame(t *testing.T) {
	var gotLog, wantLog []string
	keep := func(log *[]string) *pgn.Checker {
		c := pgn.NewChecker(func(d pgn.Diagnostic) { *log = append(*log, d.String()) })
		c.OnPlayed(func(b pgn.Board, m pgn.Move) { *log = append(*log, fmt.Sprint(m)) })
		return c
	}
	viaWalk, viaWalkGame := keep(&wantLog), keep(&gotLog)
	games, variations := 0, 0
	for _, path := range corpusGameFiles(t, testdir.Shared(t, "corpus")) {
		if info, err := os.Stat(path); err != nil || info.Size() > 1<<20 {
			continue
		}
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		text, _, err := charset.NewReader(f, "")
		if err != nil {
			f.Close()
			continue
		}
		r := pgn.NewReader(text, pgn.ReaderOptions{File: path, Select: corpusSelect(path)})
		for {
			g, err := r.ReadGame()
			if err == io.EOF || err != nil {
				break
			}
			gotLog, wantLog = gotLog[:0], wantLog[:0]
			pgn.Walk(g, viaWalk)
			viaWalkGame.WalkGame(g)
			if !slices.Equal(gotLog, wantLog) {
				t.Fatalf("%s game %d: WalkGame gave\n%q\nWalk gave\n%q", path, g.Pos.Game, gotLog, wantLog)
			}
			games++
			for _, n := range g.Moves.Moves {
				variations += len(n.Variations)
			}
		}
		f.Close()
	}
	if games < 1000 || variations == 0 {
		t.Fatalf("only %d games walked, %d variations; is the corpus there?", games, variations)
	}
	t.Logf("%d games walked, %d variations of their main lines", games, variations)
	var none *pgn.Checker
	none.WalkGame(&pgn.Game{})
	viaWalkGame.WalkGame(nil)
}
