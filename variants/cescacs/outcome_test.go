package cescacs

import "testing"

func TestOutcome(t *testing.T) {
	// 2020-07-20 ends with White's mate 35. DC19-E25#.
	b := &Board{pos: startPosition, letters: standardAlphabet()}
	play(t, b, mainLineMoves(readCorpus(t, "games/2020-07-20.ctl-pgn"))...)
	if r, why := b.Outcome(); r != "3-0" || why != "checkmate" {
		t.Errorf("2020-07-20: %s %s, want 3-0 checkmate", r, why)
	}
	tests := []struct {
		name, status string
		pieces       []string
		want         string
	}{
		// Black's King on F28 can go to F26 (the knight on D22 covers
		// it), E27 and E25 (the rook on E21), G27 and G25 (the rook on
		// G21), and stands in no check: stalemate, scored 2-1.
		{"stalemate", "b -- - 0 60", []string{"kF28", "RE21", "RG21", "ND22", "KF0"}, "2-1"},
		// The same with colours swapped: Black stalemates White, 1-2.
		{"stalemated White", "w -- - 0 60", []string{"KF0", "rE7", "rG7", "nD6", "kF28"}, "1-2"},
		// 75 moves (150 plies) without capture or pawn move: 1-1.
		{"75 moves", "w -- - 150 90", []string{"KF0", "kF28", "RA13"}, "1-1"},
		{"game goes on", "w -- - 149 90", []string{"KF0", "kF28", "RA13"}, ""},
	}
	// Knights out and back four times: the start position stands for the
	// fifth time after 16 plies, a draw; one ply earlier it is not.
	b = &Board{pos: startPosition, letters: standardAlphabet()}
	shuffle := []string{"NE3-C7", "NE25-C21", "NC7-E3", "NC21-E25"}
	for i := 0; i < 4; i++ {
		play(t, b, shuffle...)
		if r, _ := b.Outcome(); (r == "1-1") != (i == 3) {
			t.Errorf("after %d shuffles: outcome %q", i+1, r)
		}
	}
	b.Unmake()
	if r, _ := b.Outcome(); r != "" {
		t.Errorf("one ply before the fifth repetition: outcome %q", r)
	}
	for _, tc := range tests {
		b := setup(t, tc.status, tc.pieces...)
		if r, _ := b.Outcome(); r != tc.want {
			t.Errorf("%s: outcome %q, want %q", tc.name, r, tc.want)
		}
	}
}
