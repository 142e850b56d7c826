package xiangqi_test

import (
	"fmt"
	"strings"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants/xiangqi"
)

// Moves are read in whatever notation they are written and can be written
// back in any of the notations export offers.
func Example() {
	board, _ := xiangqi.NewBoard("")
	for _, text := range []string{"炮二平五", "H8+7", "h0g2", "Rih9"} {
		m, ok := board.ParseMove([]byte(text), pgn.Position{}, func(d pgn.Diagnostic) {})
		if !ok {
			return
		}
		var out []string
		for _, n := range xiangqi.Variant.Info().Notations {
			out = append(out, string(board.AppendMove(nil, m, n)))
		}
		fmt.Println(text, "=", strings.Join(out, " "))
		board.Make(m)
	}
	fmt.Println(string(board.AppendPosition(nil)))
	// Output:
	// 炮二平五 = 炮二平五 C2.5 H2-E2 h2e2
	// H8+7 = 马８进７ H8+7 H9-G7 h9g7
	// h0g2 = 马二进三 H2+3 H0-G2 h0g2
	// Rih9 = 车９平８ R9.8 I9-H9 i9h9
	// rnbakabr1/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R w - - 4 3
}

// A move that does not agree with the position is an error naming the
// piece and the file.
func ExampleBoard_ParseMove() {
	board, _ := xiangqi.NewBoard("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1")
	board.ParseMove([]byte("炮八平五"), pgn.Position{File: "game.pgn", Line: 12, Column: 4}, func(d pgn.Diagnostic) {
		fmt.Println(d)
	})
	// Output: game.pgn:12:4: error: 炮八平五: Red has no cannon on the board [move-illegal]
}

// List the legal moves of a position given as FEN (here without its
// clocks, and with the side letter r that some tools write for Red).
func ExampleNewBoard() {
	b, err := xiangqi.NewBoard("4k4/9/4P4/9/9/9/9/9/3R1R3/4K4 r")
	if err != nil {
		panic(err)
	}
	var names []string
	for _, m := range b.LegalMoves(nil) {
		names = append(names, b.WXF(m))
	}
	fmt.Println(len(names), "moves:", strings.Join(names, " "))
	fmt.Println(b)
	// Output:
	// 30 moves: K5.4 K5.6 K5+1 R6.5 R6.7 R6.8 R6.9 R6+1 R6+2 R6+3 R6+4 R6+5 R6+6 R6+7 R6+8 R6-1 R4.3 R4.2 R4.1 R4.5 R4+1 R4+2 R4+3 R4+4 R4+5 R4+6 R4+7 R4+8 R4-1 P5+1
	// . . . . k . . . .
	// . . . . . . . . .
	// . . . . P . . . .
	// . . . . . . . . .
	// . . . . . . . . .
	// . . . . . . . . .
	// . . . . . . . . .
	// . . . . . . . . .
	// . . . R . R . . .
	// . . . . K . . . .
}

// Play moves given in any notation and print the FEN after each; an
// illegal move is refused and leaves the board as it was.
func ExampleBoard_Play() {
	b, _ := xiangqi.NewBoard("")
	for _, text := range []string{"炮二平五", "h9g7", "H2+3", "R9.8", "i9i8"} {
		m, err := b.Parse(text)
		if err != nil {
			fmt.Println(err)
			continue
		}
		if err := b.Play(m); err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(b.FEN())
	}
	// Output:
	// rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1
	// rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2
	// rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R b - - 3 2
	// rnbakabr1/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R w - - 4 3
	// xiangqi: i9i8: no Red piece stands on i9
}

// Describe tells what a move does; it prints as WXF.
func ExampleBoard_Describe() {
	b, _ := xiangqi.NewBoard("4k4/9/4P4/9/9/9/9/9/3R1R3/4K4 w")
	for _, text := range []string{"e7e8", "d1d9", "e0e1"} {
		m, _ := b.Parse(text)
		info, _ := b.Describe(m)
		fmt.Printf("%-5s %v %v from %v to %v, takes %q, check %v, mate %v\n",
			info, info.Piece.Color(), info.Piece.Type(), info.From, info.To, info.Captured, info.Check, info.Mate)
	}
	// Output:
	// P5+1  red soldier from e7 to e8, takes ".", check true, mate true
	// R6+8  red chariot from d1 to d9, takes ".", check true, mate false
	// K5+1  red general from e0 to e1, takes ".", check false, mate false
}

// Convert one move between notations: read it in one, write it in all.
func ExampleBoard_Parse() {
	b, _ := xiangqi.NewBoard("")
	m, err := b.Parse("马二进三")
	if err != nil {
		panic(err)
	}
	fmt.Println(b.Chinese(m), b.WXF(m), b.ICCS(m), b.UCCI(m))
	// Output:
	// 马二进三 H2+3 H0-G2 h0g2
}

// The key of a position does not depend on the order of the moves that
// led to it; Repetitions counts how often it has occurred.
func ExampleBoard_Key() {
	play := func(b *xiangqi.Board, moves ...string) {
		for _, text := range moves {
			m, err := b.Parse(text)
			if err != nil {
				panic(err)
			}
			b.Play(m)
		}
	}
	a, _ := xiangqi.NewBoard("")
	play(a, "b2e2", "h9g7", "h0g2")
	b, _ := xiangqi.NewBoard("")
	play(b, "h0g2", "h9g7", "b2e2")
	fmt.Printf("%016x %016x\n", a.Key(), b.Key())
	play(a, "g7h9", "g2h0", "h9g7", "h0g2")
	fmt.Println(a.Repetitions())
	// Output:
	// 291381202452b615 291381202452b615
	// 2
}

// A side without a legal move has lost, in check or not.
func ExampleBoard_IsCheckmate() {
	for _, fen := range []string{"4k4/4P4/9/9/9/9/9/9/3R1R3/4K4 b", "4k4/9/4P4/9/9/9/9/9/3R1R3/4K4 b"} {
		b, _ := xiangqi.NewBoard(fen)
		result, reason := b.Outcome()
		fmt.Println(b.IsCheckmate(), b.IsStalemate(), result, reason)
	}
	// Output:
	// true false 1-0 checkmate
	// false true 1-0 stalemate
}
