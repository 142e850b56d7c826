package pgn

import "testing"

// TestRosterBit: each roster name has the bit of its place in
// SevenTagRoster, and other names none.
func TestRosterBit(t *testing.T) {
	all := uint8(0)
	for i, name := range SevenTagRoster {
		if got := RosterBit(name); got != 1<<i {
			t.Errorf("RosterBit(%q) = %#x, want %#x", name, got, 1<<i)
		}
		all |= RosterBit(name)
	}
	if all != 127 {
		t.Errorf("the roster's bits make %#x, want 127", all)
	}
	for _, name := range []string{"", "event", "WhiteElo", "FEN", "Results"} {
		if got := RosterBit(name); got != 0 {
			t.Errorf("RosterBit(%q) = %#x, want 0", name, got)
		}
	}
}
