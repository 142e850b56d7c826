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
		for _, n := range Variant.Info().Notations {
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

// FuzzParseCoord is the ICCS, UCCI and generalised UCI dialects.
func FuzzParseCoord(f *testing.F) {
	for _, s := range []string{"H2-E2", "h2-e2", "H2E2", "h2e2", "h3e3", "h10g8", "b0c2", "B0-C2", "i0i1", "E5e3"} {
		f.Add([]byte(s))
	}
	f.Fuzz(fuzzMove)
}

// FuzzParseSAN is WinBoard SAN (ranks 0–9) and pychess SAN (1–10).
func FuzzParseSAN(f *testing.F) {
	for _, s := range []string{"Che2", "Che3", "Cbe2", "c4", "Pc5", "A10e9", "Rxb10+", "Ca8#", "Heg2", "Cxa3", "Hc8",
		"Rb10", "Ece8", "Ade9", "Kf10", "Rb0+"} {
		f.Add([]byte(s))
	}
	f.Fuzz(fuzzMove)
}

// FuzzGame reads whole games: the movetext scanner, the tag checks, the
// FEN tag, every move dialect in sequence (with the rank numbering and
// notation a game remembers) and the export of its tags.
func FuzzGame(f *testing.F) {
	for _, s := range []string{
		"[Game \"Chinese Chess\"]\n[Format \"WXF\"]\n\n1. C2.5 H8+7 2. H2+3 (2. R1+1 r9.8) 2... R9.8 *\n",
		"[Red \"a\"]\n[Date \"1990年10月12日\"]\n[Result \"未知\"]\n\n1．炮二平五 马８进７ 2. 马二进三 车９平８ 1-0\n",
		"[Variant \"xiangqi\"]\n[White \"a\"]\n\n1. Cbe3 Hc8 2. Pc5 Rb10 3. Hc3 Pg6 0-1\n",
		"[FEN \"3k5/9/9/9/9/9/9/9/9/R4K3 w - - 0 1\"]\n\n1. Rd0+ *\n",
		"1. h2e2 b10c8 b1c3 H9-G7 33.4 15+1 ++.4 *",
		"[Fen \"rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r KQ x 0 1 extra\"]\n[FEN \"x\"]\n\n*",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		var tags []pgn.Tag
		r := pgn.NewReaderBytes([]byte(text), pgn.ReaderOptions{File: "f", Variant: Variant})
		for {
			g, err := r.ReadGame()
			if err != nil {
				break
			}
			tags = g.Tags
			pgn.Check(g, func(pgn.Diagnostic) {})
			for _, n := range append(Variant.Info().Notations, "") {
				Variant.ExportTags(tags, pgn.TagExport{Result: "*", Notation: n})
				Variant.ExportTags(tags, pgn.TagExport{Result: "*", Notation: n, Reduced: true})
			}
			Variant.DefaultNotation(tags, false)
		}
		pgn.NewReaderBytes([]byte(text), pgn.ReaderOptions{File: "f", Variant: Variant}).Visit(pgn.NewChecker(func(pgn.Diagnostic) {}))
	})
}

// FuzzTagValues gives one value to every tag whose value the plugin
// reads: the date parser, Result, ECCO, Format, the FEN and the ratings.
func FuzzTagValues(f *testing.F) {
	for _, s := range []string{"1990年10月12日", "1982年5月", "2004.01.05", "未知", "B24", "WXF", StartFEN, "1500?", "40/900"} {
		f.Add(s)
	}
	names := append(append([]string(nil), exportRoster...), "EventDate", "RedElo", "BlackElo", "PlyCount",
		"TimeControl", "Time", "Termination", "Fen", "format", "Variant", "White", "WhiteElo")
	f.Fuzz(func(t *testing.T, value string) {
		tags := make([]pgn.Tag, len(names))
		for i, n := range names {
			tags[i] = pgn.Tag{Name: n, Value: value, Pos: pgn.Position{Line: i + 1, Column: 1}}
		}
		Variant.CheckTags(tags, pgn.Position{Line: 1, Column: 1}, func(d pgn.Diagnostic) {
			if d.Code == "" || d.Message == "" {
				t.Fatalf("diagnostic without code or message: %v", d)
			}
		})
		Variant.ExportTags(tags, pgn.TagExport{Result: "*", Notation: NotationWXF})
		if b, ok := Variant.NewBoard(tags, func(pgn.Diagnostic) {}); ok {
			b.Outcome()
		}
	})
}

// FuzzPlay gives Play any 64-bit value on any position NewBoard accepts:
// it must refuse what LegalMoves does not list, and a move it plays must
// keep the key equal to the key computed afresh and be taken back whole.
func FuzzPlay(f *testing.F) {
	b, _ := NewBoard("")
	for _, m := range b.LegalMoves(nil)[:4] {
		f.Add("", uint64(m))
		f.Add(afterCannon, uint64(m))
	}
	f.Add("4k4/9/4P4/9/9/9/9/9/3R1R3/4K4 w", uint64(0))
	f.Add("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r", ^uint64(0))
	f.Fuzz(func(t *testing.T, fen string, raw uint64) {
		b, err := NewBoard(fen)
		if err != nil {
			return
		}
		before, key := b.FEN(), b.Key()
		m := pgn.Move(raw)
		legal := contains(b.LegalMoves(nil), m)
		err = b.Play(m)
		if (err == nil) != legal {
			t.Fatalf("%s: Play(%#x) = %v, listed by LegalMoves %v", before, raw, err, legal)
		}
		if err != nil {
			if b.FEN() != before || b.Key() != key {
				t.Fatalf("%s: a refused move changed the board", before)
			}
			return
		}
		if b.Key() != b.computeKey() {
			t.Fatalf("%s: after %#x the key is %#x, computed %#x", before, raw, b.Key(), b.computeKey())
		}
		b.Unmake()
		if b.FEN() != before || b.Key() != key {
			t.Fatalf("%s: Play and Unmake of %#x left %s", before, raw, b.FEN())
		}
	})
}
