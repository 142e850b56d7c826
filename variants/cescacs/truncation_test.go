package cescacs

import (
	"bytes"
	"io"
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

// validTokens are movetext tokens of every kind the plugin claims, with
// the multi-byte characters a cut can split.
var validTokens = []string{
	"12", "1?", ".", "...", "…", "..…", ",", "?", "??", "?!", "!", "!!", "!?", "◇",
	"(=)", "(=):", ":", "$[1]", "$[12]",
	"E7-E13", "E7‐E13", "E7–E13", "EE5×NF14+^", "GL5×GE5+∞", "GL5×GE5^+", "KRK-HIOO+",
	"KRR-EEF", "D24-D26=&", "D26=R", "F12@@G9", "E15@F14", "GH6xRI3", "♘E3-C7",
	"\U0001FA50E3-C7", "DC19-E25#",
}

// TestScanTruncatedTokens cuts every valid token at every byte, inside
// multi-byte characters too: ScanMovetext never claims more bytes than it
// is given, and claims something whenever it names a kind. "(=" was read
// as three bytes, which made the core slice past the end of its input.
func TestScanTruncatedTokens(t *testing.T) {
	for _, tok := range validTokens {
		for cut := 0; cut <= len(tok); cut++ {
			b := []byte(tok[:cut])
			k, n := Variant.ScanMovetext(b)
			if n < 0 || n > len(b) {
				t.Errorf("ScanMovetext(%q) = %v, %d: outside the %d bytes given", b, k, n, len(b))
			}
			if (n == 0) != (k == pgn.EOF) {
				t.Errorf("ScanMovetext(%q) = %v, %d: a kind without bytes or bytes without a kind", b, k, n)
			}
			// The notation reader sees the same cuts when the token is
			// a move.
			var nt notation
			parseNotation(b, &nt)
		}
	}
	if k, n := Variant.ScanMovetext([]byte("(=")); n != 0 {
		t.Errorf(`ScanMovetext("(=") = %v, %d; want the "(" left to the core`, k, n)
	}
}

// truncationRecord holds three games that use the plugin's tokens:
// labels, game indicators, nested variations, comments with references,
// a TLPD and a Redefine tag.
const truncationRecord = `[Variant "C'escacs"]
[Id "X-1"]

1. H6-H12 ?!, I23-I19
{ @W: see #1@B and ~PE13 }
(1. …, GD26-F22)
2. JF6-C15 ?!(=):
*

[Variant "C'escacs"]
[Redefine "FAN"]

1? …, ♞E25-C21 ($[1] 1. …, E21-E15 .(1. …, F20-F16)) (=)
2. ♘E3-C7 ◇
1-1

[Variant "C'escacs"]
[TLPD "/27:1k/25:r2r/3:R2R/1:DK/ w KRkr - 0 1"]

1. KRK-II+^, KG27-H26
3-0
`

// TestTruncatedRecords reads, checks and exports every prefix of a small
// three-game record; none may panic.
func TestTruncatedRecords(t *testing.T) {
	if testing.Short() {
		t.Skip("every prefix of a record")
	}
	for _, s := range []string{"(=", "(=)", "1. E7-E13 (=", "1. E7-E13 (=:", "(=(=(=", "$[", "$[1"} {
		checkAndExport(t, s)
	}
	for cut := 0; cut <= len(truncationRecord); cut++ {
		checkAndExport(t, truncationRecord[:cut])
	}
}

// checkAndExport lints s with the core's checker, then reads it into trees
// and writes them, as the CLI's lint and export do.
func checkAndExport(t *testing.T, s string) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("%q: panic: %v", s, r)
		}
	}()
	r := pgn.NewReader(bytes.NewReader([]byte(s)), pgn.ReaderOptions{Variant: Variant})
	if err := r.Visit(pgn.NewChecker(func(pgn.Diagnostic) {})); err != nil {
		t.Fatalf("%q: %v", s, err)
	}
	r = pgn.NewReader(bytes.NewReader([]byte(s)), pgn.ReaderOptions{Variant: Variant})
	w := pgn.NewWriter(io.Discard, pgn.WriterOptions{})
	for {
		g, err := r.ReadGame()
		if err == io.EOF {
			return
		}
		if err != nil {
			t.Fatalf("%q: %v", s, err)
		}
		pgn.Check(g, func(pgn.Diagnostic) {})
		w.WriteGame(g)
	}
}

// TestTruncatedPositions cuts valid TLPD strings, in every alphabet and
// field-4 form, and Redefine values at every byte: no panic, and every
// error points inside the text.
func TestTruncatedPositions(t *testing.T) {
	texts := []string{initialTLPD, midGame,
		"/27:1k/13:4P3/1:1K/ b -- P@G9,11[G13] 0 1",
		"/27:1k/15:3p4/14:3P3/1:1K/ b -- E15@F14 0 ?",
		"/27:1k/15:3p4/14:3P3/1:1K/ b -- F14 0 ?",
		"/27:1k/13:4P3/1:1K/ b -- G13@9-11 0 1",
		"/27:dk/25:r2r/3:R2R/1:DK/ w KRkr -"}
	for _, a := range alphabets {
		texts = append(texts, a.tlpd)
	}
	for _, s := range texts {
		for cut := 0; cut <= len(s); cut++ {
			for _, a := range alphabets {
				l, _ := parseRedefine(a.redefine)
				_, err := parseTLPD(s[:cut], &l, func(int, string, string) {})
				if te, ok := err.(*tlpdError); ok && (te.off < 0 || te.off > cut) {
					t.Errorf("%q: error at %d, outside the text: %v", s[:cut], te.off, err)
				}
			}
		}
	}
	for _, v := range []string{"FAN", "A@J, T@R, C@N", "W@V,Q@D,S@N,L@J"} {
		for cut := 0; cut <= len(v); cut++ {
			parseRedefine(v[:cut])
		}
	}
}
