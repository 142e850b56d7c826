package pgn_test

import (
	"slices"
	"testing"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants/chess"
)

// TestCheckerOnPlayed walks games with variations, nested ones and an
// illegal move with a Checker and compares the moves OnPlayed gives, with
// the position before each, with a replay of the tree by hand: a move,
// then its variations, then the next move; a line stops at a move that
// does not replay.
func TestCheckerOnPlayed(t *testing.T) {
	const text = `[Event "a"]

1. e4 {c} (1. d4 d5 (1... Nf6 2. c4 (2. Nf3)) 2. c4) 1... e5 2. Nf3 (2. Qh5 Ke7?? 3. Qxe5#) (2. Bc4 Nc6 3. Qxe7 Nf6) 2... Nc6 *

[Event "b"]
[FEN "4k3/P7/8/8/8/8/8/4K2R w K - 0 1"]

1. a8=Q+ (1. O-O) Kd7 2. Qb7+ *
`
	c := pgn.NewChecker(nil)
	var got []string
	c.OnPlayed(func(b pgn.Board, m pgn.Move) {
		cb := b.(*chess.Board)
		got = append(got, cb.FEN()+" "+cb.UCI(m))
	})
	var want []string
	var replay func(b *chess.Board, l *pgn.Line)
	replay = func(b *chess.Board, l *pgn.Line) {
		made := 0
		for _, n := range l.Moves {
			m, err := b.ParseSAN(n.Text)
			if err != nil {
				break
			}
			want = append(want, b.FEN()+" "+b.UCI(m))
			for _, v := range n.Variations {
				replay(b, v)
			}
			b.Make(m)
			made++
		}
		for range made {
			b.Unmake()
		}
	}
	games := 0
	for g, err := range pgn.NewReaderBytes([]byte(text), pgn.ReaderOptions{Variant: chess.Variant}).Games() {
		if err != nil {
			t.Fatal(err)
		}
		got, want = got[:0], want[:0]
		pgn.Walk(g, c)
		var b chess.Board
		if !b.Reset(g.Tags, nil) {
			t.Fatal("no start position")
		}
		replay(&b, &g.Moves)
		if len(want) < 4 || !slices.Equal(got, want) {
			t.Errorf("game %d: OnPlayed gave\n%q\nwant\n%q", g.Pos.Game, got, want)
		}
		games++
	}
	if games != 2 {
		t.Fatalf("%d games read", games)
	}
	c.OnPlayed(nil)
	got = got[:0]
	g, _ := pgn.NewReaderBytes([]byte(text), pgn.ReaderOptions{Variant: chess.Variant}).ReadGame()
	pgn.Walk(g, c)
	if len(got) != 0 {
		t.Errorf("after OnPlayed(nil): %q", got)
	}
	var none *pgn.Checker
	none.OnPlayed(func(pgn.Board, pgn.Move) {})
}
