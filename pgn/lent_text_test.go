package pgn

import (
	"strings"
	"testing"
)

// TestLentTextReset asserts that a reset hands the buffer out again from
// its start, and that a buffer grown past lentKeep by one game is let go
// rather than held for the rest of the run.
func TestLentTextReset(t *testing.T) {
	var l lentText
	a := l.string([]byte("first"))
	l.reset()
	b := l.string([]byte("again"))
	if a != "again" || b != "again" {
		t.Errorf("after a reset the buffer was not written over from its start: %q, %q", a, b)
	}
	big := []byte(strings.Repeat("x", lentKeep+1))
	s := l.string(big)
	if len(s) != len(big) || cap(l.buf) <= lentKeep {
		t.Fatalf("a string of %d bytes: got %d bytes, a buffer of %d", len(big), len(s), cap(l.buf))
	}
	l.reset()
	if cap(l.buf) != 0 {
		t.Errorf("a buffer of %d bytes was kept past a reset, want at most %d", cap(l.buf), lentKeep)
	}
	if s != string(big) {
		t.Errorf("the string made before the reset changed")
	}
	if l.string(nil) != "" {
		t.Errorf("an empty text made a non-empty string")
	}
}
