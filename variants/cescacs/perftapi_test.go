package cescacs

import (
	"os"
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

// apiPerft counts the leaf nodes at depth through the public API only:
// LegalMoves, Make and Unmake, reusing one slice per depth.
func apiPerft(b *Board, depth int, bufs [][]pgn.Move) int {
	if depth == 0 {
		return 1
	}
	moves := b.LegalMoves(bufs[depth][:0])
	bufs[depth] = moves
	if depth == 1 {
		return len(moves)
	}
	n := 0
	for _, m := range moves {
		b.Make(m)
		n += apiPerft(b, depth-1, bufs)
		b.Unmake()
	}
	return n
}

func perftBufs(depth int) [][]pgn.Move {
	bufs := make([][]pgn.Move, depth+1)
	for i := range bufs {
		bufs[i] = make([]pgn.Move, 0, 600)
	}
	return bufs
}

// TestPerftHandDerived walks small positions built for it through the
// public API. Each count is derived by hand in its comment; the letters of
// the columns are P T A B C D E F G H I K L X Z (index 0 to 14), the odd
// columns T B D F H K X hold the even lines. Both Kings have moved (status
// "--"), so no leaps or castlings, unless the case says otherwise.
func TestPerftHandDerived(t *testing.T) {
	tests := []struct {
		name   string
		status string
		pieces []string
		want   []int // perft(1), perft(2), ...
	}{
		{
			// A lone King in the centre F14 (the Black King far on F28).
			// Depth 1: 6 orthogonal steps F12 F16 E13 E15 G13 G15 and 6
			// diagonal ones D14 H14 E11 E17 G11 G17: 12.
			// Depth 2: the King on F28 has the orthogonal steps F26 E27
			// G27 (F30, E29, G29 are off the board) and the diagonal
			// steps E25 G25 (D28, H28 and the lines above 28 do not
			// exist): 5, none near the White King (lines 11 to 17): 12×5
			// = 60.
			// Depth 3: every cell next to F14 lies in columns D..H and
			// lines 11..17, so all 12 of its neighbours are cells, none
			// within reach of the Black King: 60×12 = 720.
			name: "lone king", status: "w -- - 0 1",
			pieces: []string{"KF14", "kF28"},
			want:   []int{12, 60, 720},
		},
		// King on F0 plus one piece on E13. The King on F0 has 5 moves:
		// F2 G1 E1 (orthogonal; the other three leave the board) and G3 E3
		// (diagonal; line 0 has no D0 or H0). E13 is on no line or knight
		// jump of F0 or F28, so no ray of the piece reaches a King.
		// Rays from E13, orthogonal: up the column E15..E27 (7), down
		// E11..E1 (6), F14 G15 H16 I17 K18 L19 X20 Z21 (8), F12 G11 H10 I9
		// K8 L7 X6 (7; Z5 is no cell), D14 C15 B16 A17 T18 P19 (6), D12
		// C11 B10 A9 T8 P7 (6): 40. Diagonal: G13 I13 L13 Z13 (4), C13
		// A13 P13 (3), F16 G19 H22 I25 (4; K28 is no cell), F10 G7 H4 (3),
		// D16 C19 B22 (3), D10 C7 B4 (3): 20. Knight jumps: H14 H12 B14
		// B12 G17 F18 G9 F8 C17 D18 C9 D8: 12. Knight rides (both cells
		// empty): L15 L11 P15 P11 I21 G23 I5 G3 A21 C23 A5 C3: 12.
		{
			name: "king and rook", status: "w -- - 0 1",
			pieces: []string{"KF0", "RE13", "kF28"},
			want:   []int{5 + 40}, // orthogonal rays
		},
		{
			name: "king and bishop", status: "w -- - 0 1",
			pieces: []string{"KF0", "JE13", "kF28"},
			want:   []int{5 + 20}, // diagonal rays
		},
		{
			name: "king and queen", status: "w -- - 0 1",
			pieces: []string{"KF0", "DE13", "kF28"},
			want:   []int{5 + 40 + 20},
		},
		{
			name: "king and knight", status: "w -- - 0 1",
			pieces: []string{"KF0", "NE13", "kF28"},
			want:   []int{5 + 12 + 12}, // jumps and rides
		},
		{
			name: "king and pegasus", status: "w -- - 0 1",
			pieces: []string{"KF0", "GE13", "kF28"},
			want:   []int{5 + 20 + 12}, // diagonal rays and jumps
		},
		{
			name: "king and wyvern", status: "w -- - 0 1",
			pieces: []string{"KF0", "VE13", "kF28"},
			want:   []int{5 + 40 + 12}, // orthogonal rays and jumps
		},
		{
			// Elephant: the oblique diagonal steps F16 F10 D16 D10 and one
			// or two orthogonal steps forward E15 E17: 6.
			name: "king and elephant", status: "w -- - 0 1",
			pieces: []string{"KF0", "EE13", "kF28"},
			want:   []int{5 + 6},
		},
		{
			// Pawn: E15, the double step E17 (E13 is no initial cell, so
			// no triple step), the oblique steps D14 F14: 4.
			name: "king and pawn", status: "w -- - 0 1",
			pieces: []string{"KF0", "PE13", "kF28"},
			want:   []int{5 + 4},
		},
		{
			// The King's leap: the unmoved White King on G1 (status K-,
			// no Rooks) has the steps G3 H2 F2 F0 E1 H4 F4 (7) and the
			// leap, a knight jump, to I5 H6 F6 E5 D2 (5; the other seven
			// jumps leave the board): 12. Black's King on G27 has moved:
			// its steps mirror White's, 7, and after any White move no
			// White piece is near: 12×7 = 84.
			name: "king leap", status: "w K- - 0 1",
			pieces: []string{"KG1", "kG27"},
			want:   []int{12, 84},
		},
		{
			// Castling: King G1 and Rooks C3, I3 unmoved (RK R), Black's
			// King on G27 only. The King: 7 steps and 5 leaps as above,
			// and all 24 castlings (every target and Rook path is empty
			// and nothing is attacked): 36. The Rook on I3: up its column
			// I5..I25 (11), K4 L5 X6 Z7 (4), H4 G5 F6 E7 D8 C9 B10 A11
			// T12 P13 (10), H2 then the King on G1 (1); I1 and K2 are no
			// cells: 26. The Rook on C3: C5..C25 (11), B4 A5 T6 P7 (4),
			// D4 E5 F6 G7 H8 I9 K10 L11 X12 Z13 (10), D2 E1 F0 (3): 28.
			// 36+26+28 = 90.
			name: "castling", status: "w RKR- - 0 1",
			pieces: []string{"KG1", "RC3", "RI3", "kG27"},
			want:   []int{90},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := setup(t, tc.status, tc.pieces...)
			for d, want := range tc.want {
				if got := apiPerft(b, d+1, perftBufs(d+1)); got != want {
					t.Errorf("perft(%d) = %d, want %d", d+1, got, want)
				}
			}
		})
	}
}

// TestPerftStartAPI: the start position through the public API gives the
// counts of the internal generator's perft (TestPerftLong): 68, 4612, and
// 340386 at depth 3 with PGNTOOL_LONG=1.
func TestPerftStartAPI(t *testing.T) {
	b, err := NewBoard("")
	if err != nil {
		t.Fatal(err)
	}
	want := []int{68, 4612}
	if os.Getenv("PGNTOOL_LONG") == "1" {
		want = append(want, 340386)
	}
	for d, w := range want {
		if got := apiPerft(b, d+1, perftBufs(d+1)); got != w {
			t.Errorf("perft(%d) = %d, want %d", d+1, got, w)
		}
		if got := perft(b, d+1); got != w {
			t.Errorf("internal perft(%d) = %d, want %d", d+1, got, w)
		}
	}
}
