package cescacs

import (
	"strings"
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

// setup builds a board from piece placements such as "KG1" (White King on
// G1) or "rI25" (Black Rook on I25); status is the TLPD tail after the
// placement ("w - - 0 1"). The position goes through TLPD, which is thus
// tested on every use.
func setup(t testing.TB, status string, pieces ...string) *Board {
	t.Helper()
	var p position
	p.clear()
	for _, s := range pieces {
		k := standardAlphabet().kindOf[strings.ToUpper(s[:1])[0]]
		c, _, _, real := parseCell([]byte(s[1:]))
		if k == noKind || !real {
			t.Fatalf("bad piece %q", s)
		}
		sd := white
		if s[0] >= 'a' {
			sd = black
		}
		p.put(c, mkPiece(sd, k))
	}
	std := standardAlphabet()
	tlpd := string(p.appendTLPD(nil, &std))
	tlpd = tlpd[:strings.IndexByte(tlpd, ' ')] + " " + status
	return board(t, tlpd)
}

// board sets up a TLPD position through the Variant, failing on any fault.
func board(t testing.TB, tlpd string) *Board {
	t.Helper()
	var dl pgn.DiagnosticList
	b, ok := Variant.NewBoard([]pgn.Tag{{Name: "TLPD", Value: tlpd}}, dl.Add)
	if !ok || dl.Errors() > 0 {
		t.Fatalf("TLPD %q: %v", tlpd, dl)
	}
	return b.(*Board)
}

// play makes the moves, failing on any error.
func play(t testing.TB, b *Board, moves ...string) {
	t.Helper()
	for _, mv := range moves {
		var dl pgn.DiagnosticList
		m, ok := b.ParseMove([]byte(mv), pgn.Position{}, dl.Add)
		if !ok || dl.Errors() > 0 {
			t.Fatalf("move %s: %v", mv, dl)
		}
		b.Make(m)
	}
}

// legalMoves lists the legal moves written in standard letters, without
// check marks.
func legalMoves(b *Board) []string {
	var l moveList
	b.legal(&l)
	out := make([]string, l.n)
	for i := 0; i < l.n; i++ {
		out[i] = string(b.appendMove(nil, l.moves[i], NotationLetters, false))
	}
	return out
}

// countWhere counts legal moves whose text has the prefix.
func countWhere(b *Board, keep func(string) bool) (n int, list []string) {
	for _, m := range legalMoves(b) {
		if keep(m) {
			n++
			list = append(list, m)
		}
	}
	return n, list
}
