package filter

import (
	"testing"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants/chess"
)

// countingBoard is a chess board that counts its pieces, from its written
// position, as a plugin's board may.
type countingBoard struct{ *chess.Board }

func (b countingBoard) PieceCount() int {
	n, _ := countPieces(b.AppendPosition(nil))
	return n
}

// countingChess is chess whose boards count their pieces.
type countingChess struct{ pgn.Variant }

func (v countingChess) NewBoard(tags []pgn.Tag, report pgn.Report) (pgn.Board, bool) {
	b, ok := v.Variant.NewBoard(tags, report)
	if cb, is := b.(*chess.Board); is {
		return countingBoard{cb}, ok
	}
	return b, ok
}

// TestPieceCountMatchesPositions: a position search on boards that count
// their pieces (pieceCounter) selects the games that writing out every
// position does, for positions reached, never reached, and ruled out by
// a capture, alone and together, on the main line and with variations.
func TestPieceCountMatchesPositions(t *testing.T) {
	games := benchGames(t)
	games = append(games, readGames(t, testGames)...)
	for _, criteria := range [][]string{
		{"position:rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"},
		{"position:8/8/8/4k3/8/8/8/R3K3 w - - 0 1"},
		{"position:rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", "position:r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"},
		{"position:rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "variations"},
	} {
		c, err := Compile(criteria...)
		if err != nil {
			t.Fatal(err)
		}
		selected, counted := 0, 0
		for _, g := range games {
			if g.Variant == nil || g.Variant.Name() != "chess" {
				continue
			}
			want := c.Match(g)
			plain := g.Variant
			g.Variant = countingChess{plain}
			// The pools hold boards by variant name: a plain board taken
			// from them would not count.
			boardPools.Clear()
			got := c.Match(g)
			boardPools.Clear()
			g.Variant = plain
			if got != want {
				t.Errorf("%v: game %d (%s): %v with counted pieces, %v without", criteria, g.Pos.Game, g.Pos.File, got, want)
			}
			if want {
				selected++
			}
			counted++
		}
		if counted < 100 {
			t.Fatalf("%v: only %d chess games", criteria, counted)
		}
		t.Logf("%v: %d of %d games selected", criteria, selected, counted)
	}
}
