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
