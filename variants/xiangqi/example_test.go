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
	board, _ := xiangqi.Variant.NewBoard(nil, func(pgn.Diagnostic) {})
	for _, text := range []string{"炮二平五", "H8+7", "h0g2", "Rih9"} {
		m, ok := board.ParseMove([]byte(text), pgn.Position{}, func(d pgn.Diagnostic) {})
		if !ok {
			return
		}
		var out []string
		for _, n := range xiangqi.Variant.Notations() {
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
	board, _ := xiangqi.Variant.NewBoard([]pgn.Tag{{Name: "FEN", Value: "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1"}}, nil)
	board.ParseMove([]byte("炮八平五"), pgn.Position{File: "game.pgn", Line: 12, Column: 4}, func(d pgn.Diagnostic) {
		fmt.Println(d)
	})
	// Output: game.pgn:12:4: error: 炮八平五: Red has no cannon on the board [move-illegal]
}
