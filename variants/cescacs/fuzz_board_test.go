package cescacs

import (
	"errors"
	"testing"
)

// FuzzNewBoard: NewBoard never panics; a refusal is a *TLPDError inside
// the text; an accepted position writes a TLPD that sets up the same
// position (same key, same moves), and each legal move is played by Play,
// described by Describe and taken back to the same key.
func FuzzNewBoard(f *testing.F) {
	for _, a := range alphabets {
		if a.redefine == "" {
			f.Add(a.tlpd)
		}
	}
	f.Add("")
	f.Add(initialTLPD[:len(initialTLPD)-8])
	f.Add("/27:1k/13:4P3/1:1K/ b -- P@G9,11[G13] 0 1")
	f.Add("/27:1k/15:3p4/14:3P3/1:1K/ b -- E15@F14 0 ?")
	f.Add("/27:dk/25:r2r/3:R2R/1:DK/ w KRkr -")
	f.Fuzz(func(t *testing.T, s string) {
		b, err := NewBoard(s)
		if err != nil {
			var te *TLPDError
			if !errors.As(err, &te) || te.Offset < 0 || te.Offset > len(s) || te.Field < 1 || te.Field > 6 {
				t.Fatalf("NewBoard(%q): %v", s, err)
			}
			return
		}
		b2, err := NewBoard(b.TLPD())
		if err != nil {
			t.Fatalf("%q written as %q, which does not read back: %v", s, b.TLPD(), err)
		}
		if b2.Key() != b.Key() || b2.TLPD() != b.TLPD() {
			t.Fatalf("%q: key %#x, from its TLPD %q %#x", s, b.Key(), b2.TLPD(), b2.Key())
		}
		key := b.Key()
		moves := b.LegalMoves(nil)
		if len(b2.LegalMoves(nil)) != len(moves) {
			t.Fatalf("%q: %d moves, from its TLPD %d", s, len(moves), len(b2.LegalMoves(nil)))
		}
		for i, m := range moves {
			if i == 40 {
				break
			}
			if _, err := b.Describe(m); err != nil {
				t.Fatalf("%q: Describe: %v", s, err)
			}
			if err := b.Play(m); err != nil {
				t.Fatalf("%q: Play: %v", s, err)
			}
			b.Unmake()
			if b.Key() != key {
				t.Fatalf("%q: key changed by Play and Unmake", s)
			}
		}
	})
}
