package cescacs

import (
	"bytes"
	"io"
	"testing"
	"unicode/utf8"

	"github.com/pgntool/pgntool/pgn"
)

// FuzzParseMove feeds CTL-AN text to the start position and to a middle
// game position: no panic, and an accepted move writes back to text that
// parses to the same move.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"E7-E13", "EE5×NF14+^", "KRK-HIOO", "KRR-EEF+", "D24-D26=&", "D26=R",
		"F12@@G9", "E15@F14", "GH6xRI3", "♘E3-C7", "AF6-C15", "NE3-A11#", "E7–E13", "GL5×GE5^+", "DC19-E25#"} {
		f.Add(s)
	}
	mid := "/28:v/27:1k/26:1jg/25:r1nr/24:pejep/23:pp2pp/22:2pjp2/21:4p3/11:3J4/9:4J3/8:3G3/7:2NN1P2/6:2P1Pd1/5:PPG2g/4:PE1EP/3:R3/2:2R/1:DK/0:V/ b RKrkr - 2 20"
	f.Fuzz(func(t *testing.T, s string) {
		for _, start := range []string{initialTLPD, mid} {
			b := board(t, start)
			m, ok := b.ParseMove([]byte(s), pgn.Position{Line: 1, Column: 1}, func(pgn.Diagnostic) {})
			if !ok {
				continue
			}
			w := b.AppendMove(nil, m, NotationLetters)
			m2, ok := b.ParseMove(w, pgn.Position{}, nil)
			if !ok || m2 != m {
				t.Fatalf("%q accepted, written %q, which reads back as %v", s, w, ok)
			}
			b.Make(m)
			b.Unmake()
		}
	})
}

// FuzzTLPD: no panic on any position string, and an accepted position
// writes back to a TLPD that reads back to the same text.
func FuzzTLPD(f *testing.F) {
	for _, a := range alphabets {
		f.Add(a.tlpd, a.redefine)
	}
	f.Add("/27:1k/13:4P3/1:1K/ b -- P@G9,11[G13] 0 1", "")
	f.Add("/27:1k/15:3p4/14:3P3/1:1K/ b -- E15@F14 0 ?", "")
	f.Add("/27:dk/25:r2r/3:R2R/1:DK/ w KRkr -", "")
	f.Fuzz(func(t *testing.T, s, redefine string) {
		l, err := parseRedefine(redefine)
		if err != nil {
			l = standardAlphabet()
		}
		p, err := parseTLPD(s, &l, func(int, string, string) {})
		if err != nil {
			if te, ok := err.(*tlpdError); ok && (te.off < 0 || te.off > len(s)) {
				t.Fatalf("error offset %d outside %q", te.off, s)
			}
			return
		}
		out := p.appendTLPD(nil, &l)
		p2, err := parseTLPD(string(out), &l, nil)
		if err != nil {
			t.Fatalf("%q written as %q, which does not read back: %v", s, out, err)
		}
		if out2 := p2.appendTLPD(nil, &l); !bytes.Equal(out, out2) {
			t.Fatalf("%q: %q then %q", s, out, out2)
		}
	})
}

// FuzzRecord reads whole CTL-PGN records through the core: lint checks
// and export must not panic, and export is idempotent.
func FuzzRecord(f *testing.F) {
	f.Add("[Variant \"C'escacs\"]\n[Id \"X-1\"]\n\n1. H6-H12 ?!, I23-I19\n{ @W: see #1@B }\n(1. …, GD2-F6)\n2. JF6-C15 :\n*\n{ end }\n")
	f.Add("1? …, GL5×GE5+^\n2. DE1×GE5, KRD-DE (2. …, KRK-II)\n")
	f.Add("[Variant \"C'escacs\"] [Redefine \"FAN\"] 1. ♘E3-C7, ♞E25-C21 ($[1] 1. …, E21-E15) 1-1")
	f.Add("%0000000\x00000") // crashed the core before its fix 7ee63b0
	f.Add("\t")
	f.Add("(=")           // panicked: the scanner took "(=" as the three bytes of "(=)"
	f.Add("1. E7-E13 (=") // the same at the end of a record
	f.Add("1. E7-E13 (=:")
	f.Fuzz(func(t *testing.T, s string) {
		if !utf8.ValidString(s) {
			return
		}
		once := exportString(t, s)
		if twice := exportString(t, string(once)); !bytes.Equal(once, twice) {
			t.Fatalf("export not idempotent:\n%s\n---\n%s", once, twice)
		}
	})
}

func exportString(t *testing.T, s string) []byte {
	r := pgn.NewReader(bytes.NewReader([]byte(s)), pgn.ReaderOptions{Variant: Variant})
	var out bytes.Buffer
	w := pgn.NewWriter(&out, pgn.WriterOptions{})
	for {
		g, err := r.ReadGame()
		if err == io.EOF {
			return out.Bytes()
		}
		if err != nil {
			t.Fatal(err)
		}
		Variant.(pgn.GameChecker).CheckGame(g, func(pgn.Diagnostic) {})
		if _, err := w.WriteGame(g); err != nil {
			t.Fatal(err)
		}
	}
}

// FuzzScanMovetext: the movetext scanner claims no more bytes than it is
// given, names a kind exactly when it claims bytes, and a claimed move
// token does not panic the notation reader. "(=" was claimed as three
// bytes.
func FuzzScanMovetext(f *testing.F) {
	for _, s := range validTokens {
		f.Add(s)
	}
	for _, s := range []string{"(=", "(=:", "(", "$[", "$[1", "1", "1?", "…", "\xe2\x80", "\xf0\x9f\xa9"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		b := []byte(s)
		k, n := Variant.ScanMovetext(b)
		if n < 0 || n > len(b) {
			t.Fatalf("ScanMovetext(%q) = %v, %d: outside the %d bytes given", b, k, n, len(b))
		}
		if (n == 0) != (k == pgn.EOF) {
			t.Fatalf("ScanMovetext(%q) = %v, %d", b, k, n)
		}
		if k == pgn.Symbol {
			var nt notation
			parseNotation(b[:n], &nt)
		}
	})
}

// FuzzCommentReferences checks a comment of any text on a small game
// with a labelled variation: no panic, and every fault it reports is placed
// inside the comment, at the position textPos gives for its offset (the
// forward cursor of references.go must agree with it).
func FuzzCommentReferences(f *testing.F) {
	for _, s := range []string{"see #1@B and ~PE13", "#3, #1@B, #2@W, $300, ~Q99 and ~xx", "#.2 and #1[1] and #2$[1]@W and #2[2]",
		"~~x~ ~♘~", "#1[#1$[", "#1[#12.2] #.1$[1]@W", "\n~x\n#9\n", "~\xf0\x9f\xa9", "#99999999999999999999", "$99999999999999"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		cm := pgn.Comment{Text: s, Pos: pgn.Position{Line: 2, Column: 1, Offset: 20}}
		sub := &pgn.Line{Label: "$[1]", Moves: []*pgn.Node{{Text: "F8-F12", Pos: pgn.Position{Line: 9}, Comments: []pgn.Comment{cm}}}}
		g := &pgn.Game{Moves: pgn.Line{Moves: []*pgn.Node{
			{Text: "E7-E13", Pos: pgn.Position{Line: 1}, Comments: []pgn.Comment{cm}},
			{Text: "E21-E15", Pos: pgn.Position{Line: 1}},
			{Text: "G7-G13", Pos: pgn.Position{Line: 8}, Variations: []*pgn.Line{sub}},
		}}}
		Variant.(pgn.GameChecker).CheckGame(g, func(d pgn.Diagnostic) {
			if d.Code != CodeCommentReference {
				return
			}
			off := int(d.Pos.Offset - cm.Pos.Offset - 1)
			if off < 0 || off >= len(s) {
				t.Fatalf("%q: %s placed outside the comment", s, d)
			}
			if want := textPos(&cm, off); d.Pos != want {
				t.Fatalf("%q: %s at %v, but byte %d is at %v", s, d.Message, d.Pos, off, want)
			}
		})
	})
}

// FuzzMoveBits makes, writes and takes back any 64-bit value as a move on
// the start position and a middle game: a value no board made changes
// nothing; none panics.
func FuzzMoveBits(f *testing.F) {
	f.Add(uint64(0))
	f.Add(uint64(1<<64 - 1))
	f.Add(uint64(encode(cellAt('E', 7), cellAt('E', 13), mvNormal, 0, 0, 0, 0)))
	f.Add(uint64(encode(cellAt('G', 1), cellAt('I', 5), mvCastle, 0, 31, 0, 0)))
	f.Fuzz(func(t *testing.T, bits uint64) {
		m := pgn.Move(bits)
		for _, start := range []string{initialTLPD, midGame} {
			b := board(t, start)
			before := string(b.AppendPosition(nil))
			b.AppendMove(nil, m, NotationFAN)
			b.Make(m)
			b.AppendPosition(nil)
			b.Outcome()
			b.Unmake()
			if after := string(b.AppendPosition(nil)); !wellFormed(m) && after != before {
				t.Fatalf("%#x is no move, but Make and Unmake changed %s into %s", bits, before, after)
			}
		}
	})
}
