package pgn_test

import (
	"testing"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants"
)

// TestEarlyCommentsStayWithTheirGame: the comments among the tags of a
// game that goes over its tag budget, or whose tags a fault cuts, are not
// handed to the next game. They were, by a reader that read on; a reader
// made afresh at a chunk's start did not, so the output depended on where
// a file was cut.
func TestEarlyCommentsStayWithTheirGame(t *testing.T) {
	src := "[Event \"a\"]\n{early one}\n[Site \"b\"]\n[Date \"c\"]\n[Round \"d\"]\n\n1. e4 e5 *\n\n" +
		"[Event \"x\"]\n\n1. d4 d5 *\n"
	r := pgn.NewReaderBytes([]byte(src), pgn.ReaderOptions{Select: variants.ForTags, Limits: pgn.Limits{Tags: 2}})
	var games []*pgn.Game
	for {
		g, err := r.ReadGame()
		if err != nil {
			break
		}
		games = append(games, g)
	}
	if len(games) != 2 {
		t.Fatalf("read %d games, want 2", len(games))
	}
	second := games[1]
	if ev, _ := second.Tag("Event"); ev != "x" {
		t.Fatalf("the second game is %q", ev)
	}
	if len(second.Moves.Comments) != 0 {
		t.Errorf("the second game got the first game's comments: %+v", second.Moves.Comments)
	}
	// The same text read from the second game on gives the same game.
	alone := pgn.NewReaderBytes([]byte(src[len(src)-len("[Event \"x\"]\n\n1. d4 d5 *\n"):]), pgn.ReaderOptions{Select: variants.ForTags, Limits: pgn.Limits{Tags: 2}})
	g, err := alone.ReadGame()
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Moves.Comments) != len(second.Moves.Comments) || len(g.Moves.Moves) != len(second.Moves.Moves) {
		t.Errorf("read alone: %d comments and %d moves; after the first game: %d and %d",
			len(g.Moves.Comments), len(g.Moves.Moves), len(second.Moves.Comments), len(second.Moves.Moves))
	}
}
