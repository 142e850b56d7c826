package pgn_test

import (
	"fmt"
	"time"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants/chess"
)

// Build a game move by move, with a variation, a comment, a NAG and a
// clock, and print it in the export format.
func ExampleNewGame() {
	g := pgn.NewGame(chess.Variant)
	_ = g.SetTag("White", "Morphy, Paul")
	_ = g.SetTag("Black", "Allies")
	e4, _ := g.AddMoveText(nil, "e4")
	e5, _ := g.AddMoveText(e4, "e7e5") // any notation the board reads; stored as SAN
	_, _ = g.AddMoveText(e4, "c5")     // after e4 there is e5 already: a variation
	nf3, _ := g.AddMoveText(e5, "Nf3")
	_ = nf3.AddNAG(1)
	_ = nf3.SetComment("The most natural move.")
	_ = nf3.SetClock(2*time.Minute + 58*time.Second)
	if _, err := g.AddMoveText(nf3, "Ke3"); err != nil {
		fmt.Println(err)
	}
	_ = g.SetResult("1-0")
	fmt.Print(g)
	// Output:
	// pgn: illegal move "Ke3": no black king can reach e3
	// [Event "?"]
	// [Site "?"]
	// [Date "????.??.??"]
	// [Round "?"]
	// [White "Morphy, Paul"]
	// [Black "Allies"]
	// [Result "1-0"]
	//
	// 1. e4 e5 (1... c5) 2. Nf3 $1 { [%clk 0:02:58] The most natural move. } 1-0
}

// Read the clock and the engine's evaluation after each move, as lichess
// writes them.
func ExampleNode_Clock() {
	g, _ := pgn.NewReaderBytes([]byte(`1. e4 { [%eval 0.17] [%clk 0:03:00] } e5 { [%eval #-3,20] [%clk 0:02:59.5] } *`),
		pgn.ReaderOptions{Variant: chess.Variant}).ReadGame()
	for _, n := range g.MainLine() {
		clock, _ := n.Clock()
		eval, _ := n.Eval()
		fmt.Println(n.Text, clock, eval.Mate, eval.Value, eval.Depth)
	}
	// Output:
	// e4 3m0s false 17 0
	// e5 2m59.5s true -3 20
}
