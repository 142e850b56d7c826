package xiangqi

import (
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

// fuzzMove parses text in a few positions and checks that whatever is
// accepted is legal and survives being written and read back.
func fuzzMove(t *testing.T, text []byte) {
	for _, fen := range []string{StartFEN, afterCannon, tandem, tandemBlack} {
		b := mustBoard(t, fen)
		m, ok := b.ParseMove(text, pgn.Position{Line: 1}, func(pgn.Diagnostic) {})
		if !ok {
			continue
		}
		if !contains(b.legalMoves(nil), m) {
			t.Fatalf("%s: %q gave an illegal move %v", fen, text, m)
		}
		for _, n := range Variant.Notations() {
			out := b.AppendMove(nil, m, n)
			if back, ok := b.ParseMove(out, pgn.Position{}, func(pgn.Diagnostic) {}); !ok || back != m {
				t.Fatalf("%s: %q written in %s as %q does not read back", fen, text, n, out)
			}
		}
		b.Make(m)
		b.Unmake()
		if got := string(b.AppendPosition(nil)); got != fen {
			t.Fatalf("make/unmake of %q changed %s to %s", text, fen, got)
		}
	}
}

func FuzzParseChinese(f *testing.F) {
	for _, s := range []string{"炮二平五", "马８进７", "車５平８", "前炮退二", "后车平四", "前九平八", "二7平6", "中五平六",
		"傌二進三", "砲8平5", "兵七上一", "炮贰平伍", "帥五進一", "將５平６", "前马进8", "後马退8"} {
		f.Add([]byte(s))
	}
	f.Fuzz(fuzzMove)
}

func FuzzParseWXF(f *testing.F) {
	for _, s := range []string{"C2.5", "C2=5", "C25", "Ｃ２＝５", "h8+7", "H8+7", "R+.3", "+R=3", "－Ｒ＋２", "5+.4", "55.6",
		"P5.6", "15+1", "H++8", "p++1", "p+=2", "++.4", "--.4", "K5.4", "A4+5", "E3+5", "R9.8"} {
		f.Add([]byte(s))
	}
	f.Fuzz(fuzzMove)
}

func FuzzFEN(f *testing.F) {
	for _, s := range []string{StartFEN, afterCannon, tandem, yvonneMiddle,
		"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/9/1C5C1/9/RN2K2NR r - - 0 1",
		"rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - - 0 1",
		"3aka3/2c1n4/4bP3/9/4N4/9/9/9/9/4K4 w", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR",
		"r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, fen string) {
		b := newBoard()
		if !clean(b.setFEN(fen)) {
			return
		}
		out := string(b.AppendPosition(nil))
		b2 := newBoard()
		if faults := b2.setFEN(out); !clean(faults) || string(b2.AppendPosition(nil)) != out {
			t.Fatalf("%q was accepted as %q, which does not read back: %v", fen, out, faults)
		}
		for _, m := range b.legalMoves(nil) {
			b.Make(m)
			b.Outcome()
			b.Unmake()
		}
		if got := string(b.AppendPosition(nil)); got != out {
			t.Fatalf("moves changed the position %s to %s", out, got)
		}
	})
}

func FuzzScanMovetext(f *testing.F) {
	for _, s := range []string{"1.炮二平五", "C2.5!!", "33.4 ", "Ｃ２＝５", "h10g8", "!!12.", "象棋", "++.4"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		kind, n := Variant.ScanMovetext(b)
		if n < 0 || n > len(b) || (n == 0) != (kind == pgn.EOF) {
			t.Fatalf("ScanMovetext(%q) = %v, %d", b, kind, n)
		}
	})
}

func FuzzParseCoord(f *testing.F) {
	for _, s := range []string{"H2-E2", "h2e2", "h3e3", "h10g8", "Che2", "Che3", "c4", "Pc5", "A10e9", "Rxb10+", "Ca8#",
		"Heg2", "Cxa3", "E5e3"} {
		f.Add([]byte(s))
	}
	f.Fuzz(fuzzMove)
}
