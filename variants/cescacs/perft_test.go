package cescacs

import (
	"os"
	"strings"
	"testing"
)

func prefix(p string) func(string) bool {
	return func(m string) bool { return strings.HasPrefix(m, p) }
}

// TestMoveCounts counts the moves of constructed positions, one per rule.
// Every expected count is derived by hand in the comment of its case.
func TestMoveCounts(t *testing.T) {
	tests := []struct {
		name   string
		status string
		pieces []string
		keep   func(string) bool
		want   int
	}{
		{
			// All 24 castling codes: King and Rooks unmoved, every target
			// and Rook path empty, nothing attacked (Black has only its
			// King on G27).
			name: "castling/all codes", status: "w RKR- - 0 1",
			pieces: []string{"KG1", "RC3", "RI3", "kG27"},
			keep:   prefix("KR"), want: 24,
		},
		{
			// A white elephant on F6 is the King's target of KRK-FG,
			// KRK-FE, KRD-FG, KRD-FE, KRR-FGG, KRR-FEE; a Rook's target
			// in KRK-EF, KRD-EF, KRR-EEF; on a Rook's path in KRK-EE
			// (H4 G5 F6 E7), KRD-HH (D4 E5 F6 G7 H8), KRD-HG, KRR-HIH
			// and KRR-HGG (the queen's rook passes F6 to H8 or G7): 14
			// codes blocked, 24-14 = 10.
			name: "castling/F6 occupied", status: "w RKR- - 0 1",
			pieces: []string{"KG1", "RC3", "RI3", "EF6", "kG27"},
			keep:   prefix("KR"), want: 10,
		},
		{
			// A black rook on H20 attacks column H down to H2. The King
			// may not end on H6 unless a castling Rook lands between:
			// KRD-HH (Rook H8) and KRR-HIH (Rook H8) shield it; KRK-HIO,
			// KRK-HIOO, KRK-HH, KRK-HG, KRD-HG, KRR-HGG do not: 24-6 = 18.
			name: "castling/H6 attacked", status: "w RKR- - 0 1",
			pieces: []string{"KG1", "RC3", "RI3", "kG27", "rH20"},
			keep:   prefix("KR"), want: 18,
		},
		{
			// "KR": the queen's rook has moved, the king's rook has not:
			// the 11 KRK codes remain, no KRD, no KRR.
			name: "castling/queen's rook moved", status: "w KR- - 0 1",
			pieces: []string{"KG1", "RC3", "RI3", "kG27"},
			keep:   prefix("KR"), want: 11,
		},
		{
			// A King in check may not castle (black rook on G21 checks
			// down column G through the empty G3..G19).
			name: "castling/in check", status: "w RKR- - 0 1",
			pieces: []string{"KG1", "RC3", "RI3", "kG27", "rG21"},
			keep:   prefix("KR"), want: 0,
		},
		{
			// From G1: orthogonal steps G3 H2 F2 F0 (G-1 and H0 do not
			// exist): 4; diagonal steps E1 H4 F4 (I1 and the lines below
			// 0 do not exist): 3; the leap to I5 H6 F6 E5 D2 (the other
			// knight jumps leave the board): 5. Total 12.
			name: "king/leap and steps", status: "w K- - 0 1",
			pieces: []string{"KG1", "kG27"},
			keep:   prefix("KG1"), want: 12,
		},
		{
			// A King that has moved (status -) has no leap: 7 steps.
			name: "king/no leap after moving", status: "w -- - 0 1",
			pieces: []string{"KG1", "kG27"},
			keep:   prefix("KG1"), want: 7,
		},
		{
			// Knight on F14: 12 jumps (C13 C15 D10 E9 D18 E19 G9 H10 G19
			// H18 I13 I15) and 12 rides (T12 T16 B6 D4 B22 D24 H4 K6 H24
			// K22 X12 X16): 24.
			name: "knight/jumps and rides", status: "w -- - 0 1",
			pieces: []string{"NF14", "KF0", "kF28"},
			keep:   prefix("NF14"), want: 24,
		},
		{
			// A white pawn on C13 takes the jump to C13 and blocks the
			// ride to T12 over it: 24-2 = 22.
			name: "knight/ride blocked by own piece", status: "w -- - 0 1",
			pieces: []string{"NF14", "PC13", "KF0", "kF28"},
			keep:   prefix("NF14"), want: 22,
		},
		{
			// A black pawn on G9 can be taken by the jump, but the ride
			// to H4 over it is blocked, and a ride never captures: a
			// black pawn on T16 removes that ride: 24-2 = 22.
			name: "knight/ride never captures", status: "w -- - 0 1",
			pieces: []string{"NF14", "pG9", "pT16", "KF0", "kF28"},
			keep:   prefix("NF14"), want: 22,
		},
		{
			// Pawn on E7 (an initial cell): E9, E11, E13 (triple), D8,
			// F8 (oblique steps): 5.
			name: "pawn/triple step from an initial cell", status: "w -- - 0 1",
			pieces: []string{"PE7", "KF0", "kF28"},
			keep:   prefix("E7"), want: 5,
		},
		{
			// Pawn on E9: E11, E13 (double step from any cell), D10,
			// F10: 4, no triple step.
			name: "pawn/no triple step elsewhere", status: "w -- - 0 1",
			pieces: []string{"PE9", "KF0", "kF28"},
			keep:   prefix("E9"), want: 4,
		},
		{
			// Pawn on F8 (initial, but not a triple-step cell): F10, F12,
			// E9, G9: 4.
			name: "pawn/F8 has no triple step", status: "w -- - 0 1",
			pieces: []string{"PF8", "KF0", "kF28"},
			keep:   prefix("F8"), want: 4,
		},
		{
			// Pawn on E7 with E11 occupied: E9 only forward, D8, F8: 3.
			name: "pawn/blocked path", status: "w -- - 0 1",
			pieces: []string{"PE7", "pE11", "KF0", "kF28"},
			keep:   prefix("E7"), want: 3,
		},
		{
			// Black pawn on D22 (initial): D20, D18, D16, C21, E21: 5.
			name: "pawn/black triple step", status: "b -- - 0 1",
			pieces: []string{"pD22", "KF0", "kF28"},
			keep:   prefix("D22"), want: 5,
		},
		{
			// Pawn captures: E13 takes D16 and F16 (±1,+3); the pawn in
			// front (E15) blocks E15/E17; D14 and F14 oblique steps: 4.
			name: "pawn/captures diagonally", status: "w -- - 0 1",
			pieces: []string{"PE13", "pD16", "pF16", "pE15", "KF0", "kF28"},
			keep:   prefix("E13"), want: 4,
		},
		{
			// Elephant on F14: diagonal steps E11 E17 G11 G17 and F16,
			// F18 straight forward: 6.
			name: "elephant/six targets", status: "w -- - 0 1",
			pieces: []string{"EF14", "KF0", "kF28"},
			keep:   prefix("EF14"), want: 6,
		},
		{
			// A piece on F16 stops the two-step: 5 (F16 itself is a
			// capture of the black pawn).
			name: "elephant/two-step needs the middle cell", status: "w -- - 0 1",
			pieces: []string{"EF14", "pF16", "KF0", "kF28"},
			keep:   prefix("EF14"), want: 5,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := setup(t, tc.status, tc.pieces...)
			got, list := countWhere(b, tc.keep)
			if got != tc.want {
				t.Errorf("got %d moves, want %d: %v", got, tc.want, list)
			}
		})
	}
}

// TestStartPosition: 68 moves. Pawns: B4 (B6 B8 B10), K4 (3), C5, I5,
// D6, H6, E7, G7 (3 steps each + oblique steps: C5 B6; I5 K6; D6 C7; H6
// I7; E7 D8; G7 H8) = 8×3 + 6 = 30, plus A5 (A7 A9 B6 T6), L5 (L7 L9 X6
// K6), F8 (F10 F12 E9 G9): 12; total 42. Elephants: D4 C7, H4 I7, E5 D8,
// G5 H8: 4. Bishop F6: 10 diagonal cells (G9 H12 I15 K18 L21, E9 D12 C15
// B18 A21). Pegasi D2 (B6 C7), H2 (K6 I7): 4. Knights E3 (C7 D8 + rides
// A11 C13), G3 (I7 H8 + rides L11 I13): 8. 42+4+10+4+8 = 68.
func TestStartPosition(t *testing.T) {
	b := &Board{pos: startPosition, letters: standardAlphabet()}
	if got := len(legalMoves(b)); got != 68 {
		t.Errorf("start position: %d moves, want 68", got)
	}
}

// TestSpecialCaptures counts the en passant and scornful captures.
func TestSpecialCaptures(t *testing.T) {
	special := func(m string) bool { return strings.Contains(m, "@") }
	tests := []struct {
		name   string
		pieces []string
		moves  []string
		want   []string
	}{
		{
			// After G7-G13 (triple step crossing G9, G11), the black pawn
			// on F12 takes onto G9 (@@, the first crossed cell) and the
			// one on H14 onto G11 (@): 2.
			name:   "triple step",
			pieces: []string{"PG7", "pF12", "pH14", "KF0", "kF28"},
			moves:  []string{"G7-G13"},
			want:   []string{"H14@G11", "F12@@G9"},
		},
		{
			// After D22-D18 (double step crossing D20), the white pawn on
			// E17 takes onto D20 (@): 1.
			name:   "double step",
			pieces: []string{"pD22", "PE17", "KF0", "kF28"},
			moves:  []string{"D22-D18"},
			want:   []string{"E17@D20"},
		},
		{
			// The chance lasts one move only: after another move the
			// count is 0.
			name:   "en passant expires",
			pieces: []string{"pD22", "PE17", "KF0", "kF28", "pP21"},
			moves:  []string{"D22-D18", "KF0-E1", "P21-P19"},
			want:   nil,
		},
		{
			// Scornful: E13 faces the black pawn on E15 and side-steps to
			// F14; the scorned pawn E15 takes it orthogonally: 1.
			name:   "scornful",
			pieces: []string{"PE13", "pE15", "KF0", "kF28"},
			moves:  []string{"E13-F14"},
			want:   []string{"E15@F14"},
		},
		{
			// A side-step without a pawn in front is not scornful: 0.
			name:   "not scornful",
			pieces: []string{"PE13", "pE17", "KF0", "kF28"},
			moves:  []string{"E13-F14"},
			want:   nil,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := setup(t, "w -- - 0 1", tc.pieces...)
			if strings.HasPrefix(tc.moves[0], "D22") {
				b = setup(t, "b -- - 0 1", tc.pieces...)
			}
			play(t, b, tc.moves...)
			_, got := countWhere(b, special)
			if strings.Join(got, " ") != strings.Join(tc.want, " ") {
				t.Errorf("special captures %v, want %v", got, tc.want)
			}
		})
	}
}

// TestPromotion counts promotions.
func TestPromotion(t *testing.T) {
	// White has K and one R: Q, V, R (one lost), G, N and the coloured
	// bishop (D26 is on line 26, coloured) can be regained: 6 ways.
	b := setup(t, "w -- - 0 1", "PD24", "KF0", "RP13", "kF28")
	if n, list := countWhere(b, prefix("D24-D26")); n != 6 {
		t.Errorf("promotions: %d %v, want 6", n, list)
	}
	// With every piece on the board nothing can be regained: D24-D26=&.
	full := []string{"PD24", "KF0", "DE1", "VX6", "RP13", "RP15", "GT8", "GT10", "NT12", "NT14",
		"JB16", "JB18", "JB20", "kZ15"}
	b = setup(t, "w -- - 0 1", full...)
	if n, list := countWhere(b, prefix("D24-D26")); n != 1 || list[0] != "D24-D26=&" {
		t.Errorf("waiting promotion: %v, want [D24-D26=&]", list)
	}
	// Black then takes the rook on P13; White's only moves are the
	// in-place promotions of the waiting pawn: D26=R.
	full = append(full, "pT16")
	b = setup(t, "w -- - 0 1", full...)
	play(t, b, "D24-D26=&", "T16×RP13")
	if got := legalMoves(b); strings.Join(got, " ") != "D26=R" {
		t.Errorf("forced promotion: %v, want [D26=R]", got)
	}
}

// TestPerftLong walks the start position to depth 3 (PGNTOOL_LONG=1).
func TestPerftLong(t *testing.T) {
	if os.Getenv("PGNTOOL_LONG") != "1" {
		t.Skip("set PGNTOOL_LONG=1 for the deep perft")
	}
	b := &Board{pos: startPosition, letters: standardAlphabet()}
	// Depth 2: Black has 68 replies to most of White's 68 moves, as the
	// armies do not meet. Twelve replies are lost: after NE3-C13 the
	// black bishop F22 no longer reaches B10 and A7 (2), after NG3-I13
	// not K10 and L7 (2); after B4-B10 and K4-K10 it takes the pawn but
	// loses A7, L7 (1 each); JF6-C15 and JF6-I15 stop the knight rides
	// E25-C15 and G25-I15, which cannot capture (1 each); JF6-B18 and
	// JF6-K18 block the triple steps B24-B18, K24-K18 (1 each); JF6-A21
	// and JF6-L21 block A23/L23's step and double step but can be taken
	// by B24/K24 (1 each). 68×68 - 12 = 4612.
	if got := perft(b, 2); got != 4612 {
		t.Errorf("perft(2) = %d, want 4612", got)
	}
	// Depth 3 has no independent source; this is a regression value.
	if got := perft(b, 3); got != 340386 {
		t.Errorf("perft(3) = %d, want 340386", got)
	}
}

func perft(b *Board, depth int) int {
	if depth == 0 {
		return 1
	}
	var l moveList
	b.legal(&l)
	if depth == 1 {
		return l.n
	}
	n := 0
	for i := 0; i < l.n; i++ {
		b.Make(l.moves[i])
		n += perft(b, depth-1)
		b.Unmake()
	}
	return n
}
