package cescacs

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pgntool/pgntool/pgn"
)

// kingMovesByTarget counts the legal moves of the King on from, by target
// cell, as "leap" or "step" for the King alone and "castle" for castlings.
func kingMovesByTarget(b *Board, from Cell) map[string]int {
	var l moveList
	b.legal(&l)
	out := map[string]int{}
	for i := 0; i < l.n; i++ {
		m := l.moves[i]
		if mFrom(m) != from {
			continue
		}
		what := "step"
		switch mSpecial(m) {
		case mvCastle:
			what = "castle"
		case mvLeap:
			what = "leap"
		}
		out[mTo(m).String()+" "+what]++
	}
	return out
}

// TestKingLeapAndCastlingCounts counts the moves of an unmoved Black King
// whose castlings land on its leap cells. The generator lists the leap and
// each castling to the same cell as distinct moves (they leave different
// positions); the plain King move KG27-I23 must still denote one move.
func TestKingLeapAndCastlingCounts(t *testing.T) {
	tests := []struct {
		name   string
		status string
		pieces []string
		want   map[string]int
	}{
		{
			// Black: King G27, king's rook I25 unmoved ("kr"); White has
			// only its King, far away on G1, so nothing is attacked.
			// Steps from G27 (the mirror of G1's): orthogonal G25 H26 F26
			// F28, diagonal E27 H24 F24: 7. A knight jump has no path:
			// each leap cell is one offset from G27, and no step offset
			// equals a jump offset, so each of I23 H22 F22 E23 D26 is
			// reached by one leap, never two. The 11 KRK castlings all
			// fit (every target and Rook path is empty): King to I23 in
			// KRK-II, -IK, -IH (3); to H22 in -HIO, -HIOO, -HH, -HG (4);
			// to F22 in -FG, -FE (2); to E23 in -EF, -EE (2). D26 is the
			// target of KRD castlings only, and the queen's rook is gone.
			name: "both leap and castlings open", status: "b -kr - 0 1",
			pieces: []string{"kG27", "rI25", "KG1"},
			want: map[string]int{
				"G25 step": 1, "H26 step": 1, "F26 step": 1, "F28 step": 1,
				"E27 step": 1, "H24 step": 1, "F24 step": 1,
				"I23 leap": 1, "H22 leap": 1, "F22 leap": 1, "E23 leap": 1, "D26 leap": 1,
				"I23 castle": 3, "H22 castle": 4, "F22 castle": 2, "E23 castle": 2,
			},
		},
		{
			// A white rook on I11 sees up column I through I13..I23 to the
			// black rook on I25. On I23 the King would stand in check after
			// the leap, KRK-IK and KRK-IH; only KRK-II shields it (its
			// Rook lands on I21, between). So I23 has no leap and one
			// castling. The rook on I11 attacks no other target: H22,
			// F22 and E23 keep their leap and castlings (4, 2, 2), and
			// the steps and the D26 leap are as above.
			name: "only a castling lands on the leap cell", status: "b -kr - 0 1",
			pieces: []string{"kG27", "rI25", "KG1", "RI11"},
			want: map[string]int{
				"G25 step": 1, "H26 step": 1, "F26 step": 1, "F28 step": 1,
				"E27 step": 1, "H24 step": 1, "F24 step": 1,
				"H22 leap": 1, "F22 leap": 1, "E23 leap": 1, "D26 leap": 1,
				"I23 castle": 1, "H22 castle": 4, "F22 castle": 2, "E23 castle": 2,
			},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := setup(t, tc.status, tc.pieces...)
			got := kingMovesByTarget(b, cellAt('G', 27))
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("King moves from G27 by target (-want +got):\n%s", diff)
			}
		})
	}
}

// TestPlainKingMoveIsTheLeap: a King move written plainly is the King's
// leap, even when castlings put the King on the same cell. It was reported
// as matching 2 legal moves (the leap and KRK-II).
func TestPlainKingMoveIsTheLeap(t *testing.T) {
	for _, to := range []string{"I23", "H22", "F22", "E23", "D26"} {
		b := setup(t, "b -kr - 0 1", "kG27", "rI25", "KG1")
		var dl pgn.DiagnosticList
		m, ok := b.ParseMove([]byte("KG27-"+to), pgn.Position{}, dl.Add)
		if !ok || len(dl) > 0 {
			t.Errorf("KG27-%s: %v %v", to, ok, dl)
			continue
		}
		if mSpecial(m) != mvLeap || mTo(m).String() != to {
			t.Errorf("KG27-%s read as special %d to %s", to, mSpecial(m), mTo(m))
		}
		b.Make(m)
		if b.pos.cells[cellAt('I', 25)] != mkPiece(black, rook) {
			t.Errorf("KG27-%s moved the rook on I25", to)
		}
	}
}

// TestPlainKingMoveNeverCastles: when the leap to a cell is illegal but a
// castling lands there, the plain move is illegal, and the message names
// the castling's code. The castling's own notation is accepted.
func TestPlainKingMoveNeverCastles(t *testing.T) {
	b := setup(t, "b -kr - 0 1", "kG27", "rI25", "KG1", "RI11")
	var dl pgn.DiagnosticList
	if _, ok := b.ParseMove([]byte("KG27-I23"), pgn.Position{}, dl.Add); ok {
		t.Fatalf("KG27-I23 accepted; the leap leaves the King in check from I11")
	}
	if len(dl) != 1 || dl[0].Code != CodeIllegalMove || !strings.Contains(dl[0].Message, "written with its code: KRK-II") {
		t.Errorf("KG27-I23: %v; want %s naming KRK-II", dl, CodeIllegalMove)
	}
	play(t, b, "KRK-II")
	if b.pos.cells[cellAt('I', 21)] != mkPiece(black, rook) || b.pos.kingAt[black] != cellAt('I', 23) {
		t.Errorf("KRK-II did not put the King on I23 and the Rook on I21")
	}
}
