package filter

import (
	"testing"
)

// dupGames hold copies of the test games written differently: other tags,
// comments, other notations (LAN for SAN, WXF for ICCS), and one game that
// differs by its last move only.
const dupGames = `[Event "copy"]
[White "X"]
[Black "Y"]
[Result "1-0"]

1. e2-e4 {a comment} e7-e5 2. Bf1-c4 Nb8-c6 3. Qd1-h5 Ng8-f6 (3... g6) 4. Qh5xf7# 1-0

[Game "Chinese Chess"]
[Red "A"]
[Black "B"]
[Format "WXF"]
[FEN "4k4/1R7/9/9/9/9/9/9/R8/3K5 w - - 0 1"]
[Result "1-0"]

1. R9+8 1-0

[Event "not a copy"]
[Result "*"]

1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 *

[Event "same end, other order"]
[Result "*"]

1. Nf3 d6 2. e4 c5 *
`

func TestDeduper(t *testing.T) {
	games := append(readGames(t, testGames), readGames(t, dupGames)...)
	tests := []struct {
		by   DedupeBy
		want []bool // a duplicate of an earlier game
	}{
		{SameMoves, []bool{false, false, false, false, false, false, false, true, true, false, false}},
		{SameFinalPosition, []bool{false, false, false, false, false, false, false, true, true, false, true}},
	}
	for _, tt := range tests {
		d := NewDeduper(tt.by)
		for i, g := range games {
			dup, err := d.Duplicate(g)
			if err != nil {
				t.Fatalf("game %d: %v", i, err)
			}
			if dup != tt.want[i] {
				t.Errorf("by %d: game %d: duplicate %v, want %v", tt.by, i, dup, tt.want[i])
			}
		}
		if n := d.Len(); n != len(games)-count(tt.want) {
			t.Errorf("by %d: %d distinct games, want %d", tt.by, n, len(games)-count(tt.want))
		}
	}
}

func count(b []bool) int {
	n := 0
	for _, v := range b {
		if v {
			n++
		}
	}
	return n
}

func TestGameKeyFaults(t *testing.T) {
	if _, err := GameKey(nil, SameMoves); err != ErrNoBoard {
		t.Errorf("nil game: %v, want ErrNoBoard", err)
	}
	g := readGames(t, "[Event \"x\"]\n\n1. e4 e5 *\n")[0]
	g.Moves.Moves[1].Text = "Ke2" // illegal: the key would not be the game's
	if _, err := GameKey(g, SameMoves); err != ErrIllegal {
		t.Errorf("illegal move: %v, want ErrIllegal", err)
	}
	d := NewDeduper(SameMoves)
	if dup, err := d.Duplicate(g); dup || err == nil {
		t.Errorf("Duplicate of an unplayable game = %v, %v; want false and an error", dup, err)
	}
}
