package chess

import (
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

// TestCastleFaults: an illegal castling says which rule it breaks and
// names the square and the piece, in standard chess and Chess960, whether
// written O-O or as the king's move.
func TestCastleFaults(t *testing.T) {
	tests := []struct {
		name     string
		fen      string
		chess960 bool
		text     string
		want     string
	}{
		{"one piece between", "r3k2r/8/8/8/8/8/8/R1B1K2R w KQkq - 0 1", false, "O-O-O",
			`illegal move "O-O-O": the bishop on c1 stands between king and rook`},
		{"pieces between", StartFEN, false, "O-O",
			`illegal move "O-O": the bishop on f1 and the knight on g1 stand between king and rook`},
		{"three between, written with zeros", StartFEN, false, "0-0-0",
			`illegal move "0-0-0": the knight on b1, the bishop on c1 and the queen on d1 stand between king and rook`},
		{"an enemy piece between", "r3k2r/8/8/8/8/8/8/Rn2K2R w KQkq - 0 1", false, "O-O-O",
			`illegal move "O-O-O": the black knight on b1 stands between king and rook`},
		{"black, a white piece between", "r1B1k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", false, "O-O-O",
			`illegal move "O-O-O": the white bishop on c8 stands between king and rook`},
		{"passes through an attacked square", "3rk2r/8/8/8/8/8/8/R3K2R w KQk - 0 1", false, "O-O-O",
			`illegal move "O-O-O": the king would pass through d1, attacked by the black rook on d8`},
		{"lands on an attacked square", "r3k2r/8/8/8/8/7n/8/R3K2R w KQkq - 0 1", false, "O-O",
			`illegal move "O-O": the king would land on g1, attacked by the black knight on h3`},
		{"in check", "4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1", false, "O-O",
			`illegal move "O-O": the king is in check from the black rook on e2`},
		{"no right", "r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1", false, "O-O",
			`illegal move "O-O": the king or rook has moved (White has no king-side castling right)`},
		{"no right, black", "r3k2r/8/8/8/8/8/8/R3K2R b KQk - 0 1", false, "O-O-O",
			`illegal move "O-O-O": the king or rook has moved (Black has no queen-side castling right)`},
		{"king's move form", StartFEN, false, "e1g1",
			`illegal move "e1g1": the bishop on f1 and the knight on g1 stand between king and rook`},
		{"king's move form, attacked", "3rk2r/8/8/8/8/8/8/R3K2R w KQk - 0 1", false, "Ke1-c1",
			`illegal move "Ke1-c1": the king would pass through d1, attacked by the black rook on d8`},
		{"960: where the rook goes", "1k6/8/8/8/8/8/8/RK1N4 w A - 0 1", true, "O-O-O",
			`illegal move "O-O-O": the knight on d1 stands in the way of the rook, which goes to d1`},
		{"960: in the king's way", "1k6/8/8/8/8/8/8/1KR1B3 w C - 0 1", true, "O-O",
			`illegal move "O-O": the bishop on e1 stands in the way of the king, which goes to g1`},
		{"960: king takes own rook form", "1k6/8/8/8/8/8/8/1KR1B3 w C - 0 1", true, "b1c1",
			`illegal move "b1c1": the bishop on e1 stands in the way of the king, which goes to g1`},
		{"960: attacked on the way", "1k2r3/8/8/8/8/8/8/1KR5 w C - 0 1", true, "O-O",
			`illegal move "O-O": the king would pass through e1, attacked by the black rook on e8`},
		{"960: in check", "1k6/8/8/8/8/8/1r6/1KR5 w C - 0 1", true, "O-O",
			`illegal move "O-O": the king is in check from the black rook on b2`},
		{"960: no right", "1k6/8/8/8/8/8/8/1KR5 w - - 0 1", true, "O-O",
			`illegal move "O-O": the king or rook has moved (White has no king-side castling right)`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, err := strictBoard(tt.fen, tt.chess960)
			if err != nil {
				t.Fatal(err)
			}
			var diags pgn.DiagnosticList
			if _, ok := b.ParseMove([]byte(tt.text), pgn.Position{}, diags.Add); ok {
				t.Fatalf("%q accepted", tt.text)
			}
			if len(diags) != 1 || diags[0].Code != "move-illegal" || diags[0].Message != tt.want {
				t.Errorf("got %v\nwant %s", diags, tt.want)
			}
		})
	}
}
