package cescacs

import (
	"strings"
	"testing"
)

// fromTLPD rebuilds b's position from its TLPD through NewBoard.
func fromTLPD(t testing.TB, b *Board) *Board {
	t.Helper()
	nb, err := NewBoard(b.TLPD())
	if err != nil {
		t.Fatalf("NewBoard(%q): %v", b.TLPD(), err)
	}
	return nb
}

// TestKeyStartIsFixed: the key table comes from a fixed seed, so the start
// position has the same key in every run and build. The value is the one
// the documented generator gives; a change of table changes it.
func TestKeyStartIsFixed(t *testing.T) {
	b, _ := NewBoard("")
	if got, want := b.Key(), uint64(startKey); got != want {
		t.Errorf("start key %#x, want %#x", got, want)
	}
	var s splitMix64 = 0
	if got := s.next(); got != 0xe220a8397b1dcdaf {
		// The first output of SplitMix64 from seed 0, as published with
		// the algorithm.
		t.Errorf("splitMix64(0) = %#x", got)
	}
}

const startKey = 0x7b564e8e915603e9

// TestKeyTransposition: two move orders to one position give one key, the
// key of that position set up from its TLPD.
func TestKeyTransposition(t *testing.T) {
	a, _ := NewBoard("")
	play(t, a, "NE3-C7", "NE25-C21", "NG3-I7", "NG25-I21")
	b, _ := NewBoard("")
	play(t, b, "NG3-I7", "NG25-I21", "NE3-C7", "NE25-C21")
	if a.Key() != b.Key() || a.TLPD() != b.TLPD() {
		t.Errorf("transposition: %#x %s\n%#x %s", a.Key(), a.TLPD(), b.Key(), b.TLPD())
	}
	if k := fromTLPD(t, a).Key(); k != a.Key() {
		t.Errorf("key after the moves %#x, from the TLPD %#x", a.Key(), k)
	}
	start, _ := NewBoard("")
	if a.Key() == start.Key() {
		t.Error("different positions, same key")
	}
	// Back to the start by the same knights: the start key again, though
	// the clocks differ.
	play(t, a, "NC7-E3", "NC21-E25", "NI7-G3", "NI21-G25")
	if a.Key() != start.Key() {
		t.Errorf("start position reached again: key %#x, want %#x", a.Key(), start.Key())
	}
}

// TestKeyParts: each part of the state changes the key: the side to move,
// each castling right, a capturable en passant chance, a piece.
func TestKeyParts(t *testing.T) {
	placement := initialTLPD[:strings.IndexByte(initialTLPD, ' ')]
	keys := map[uint64]string{}
	for _, tail := range []string{" w RKRrkr - 0 1", " b RKRrkr - 0 1", " w KRrkr - 0 1", " w RKrkr - 0 1",
		" w -rkr - 0 1", " w RKR- - 0 1", " w -- - 0 1"} {
		b, err := NewBoard(placement + tail)
		if err != nil {
			t.Fatal(err)
		}
		if prev, dup := keys[b.Key()]; dup {
			t.Errorf("%q and %q have the same key", prev, tail)
		}
		keys[b.Key()] = tail
	}

	// E7-E11 crosses E9, which the black pawn on F12 may take en passant.
	b := setup(t, "w -- - 0 1", "PE7", "pF12", "KF0", "kF28")
	play(t, b, "E7-E11")
	if !strings.Contains(b.TLPD(), " E11@9 ") {
		t.Fatalf("no en passant chance in %s", b.TLPD())
	}
	if k := fromTLPD(t, b).Key(); k != b.Key() {
		t.Errorf("en passant: key after the move %#x, from the TLPD %#x", b.Key(), k)
	}
	noPass, err := NewBoard(strings.Replace(b.TLPD(), " E11@9 ", " - ", 1))
	if err != nil {
		t.Fatal(err)
	}
	if noPass.Key() == b.Key() {
		t.Error("a capturable en passant chance does not change the key")
	}
	// Without a pawn that could take, the chance is no part of the key.
	c := setup(t, "w -- - 0 1", "PE7", "pT12", "KF0", "kF28")
	play(t, c, "E7-E11")
	noPass, err = NewBoard(strings.Replace(c.TLPD(), " E11@9 ", " - ", 1))
	if err != nil {
		t.Fatal(err)
	}
	if noPass.Key() != c.Key() {
		t.Error("an en passant chance no pawn can take changes the key")
	}
}

// TestRepetitionCount: the knights' dance repeats the start position.
func TestRepetitionCount(t *testing.T) {
	b, _ := NewBoard("")
	dance := []string{"NE3-C7", "NE25-C21", "NC7-E3", "NC21-E25"}
	for want := 1; want <= 5; want++ {
		if got := b.RepetitionCount(); got != want {
			t.Errorf("after %d dances: %d repetitions, want %d", want-1, got, want)
		}
		play(t, b, dance...)
	}
	// A pawn move starts the count again.
	play(t, b, "F8-F10")
	if got := b.RepetitionCount(); got != 1 {
		t.Errorf("after a pawn move: %d repetitions, want 1", got)
	}
}

func BenchmarkKey(b *testing.B) {
	bd := board(b, midGame)
	var k uint64
	for b.Loop() {
		k ^= bd.Key()
	}
	_ = k
}
