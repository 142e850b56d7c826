package xiangqi

import (
	"strings"
	"testing"
	"unicode"
)

// TestPieceCountMatchesFEN plays random legal games and compares
// PieceCount with the pieces that the FEN's placement field names after
// every move, captures included.
func TestPieceCountMatchesFEN(t *testing.T) {
	var zero Board
	if n := zero.PieceCount(); n != 0 {
		t.Errorf("a board with no position counts %d pieces", n)
	}
	seed := uint64(11)
	for game := 0; game < 100; game++ {
		b, err := NewBoard("")
		if err != nil {
			t.Fatal(err)
		}
		for ply := 0; ply < 200; ply++ {
			fen := b.FEN()
			placement, _, _ := strings.Cut(fen, " ")
			want := 0
			for _, r := range placement {
				if unicode.IsLetter(r) {
					want++
				}
			}
			if got := b.PieceCount(); got != want {
				t.Fatalf("%s: PieceCount = %d, want %d", fen, got, want)
			}
			moves := b.LegalMoves(nil)
			if len(moves) == 0 {
				break
			}
			seed = seed*6364136223846793005 + 1442695040888963407
			b.Make(moves[(seed>>33)%uint64(len(moves))])
		}
	}
}
