package cescacs

import (
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

// midGame is the position of 2020-07-20 after White's move 20.
const midGame = "/28:v/27:1k/26:1jg/25:r1nr/24:pejep/23:pp2pp/22:2pjp2/21:4p3/11:3J4/9:4J3/8:3G3/7:2NN1P2/6:2P1Pd1/5:PPG2g/4:PE1EP/3:R3/2:2R/1:DK/0:V/ b RKrkr - 2 20"

func TestHotPathsDoNotAllocate(t *testing.T) {
	b := board(t, midGame)
	text := []byte("GL5×GE5+^")
	m, ok := b.ParseMove(text, pgn.Position{}, nil)
	if !ok {
		t.Fatal("GL5×GE5+^ does not parse")
	}
	var l moveList
	buf := make([]byte, 0, 64)
	dst := make([]pgn.Move, 0, 600)
	for name, f := range map[string]func(){
		"ParseMove":   func() { b.ParseMove(text, pgn.Position{}, nil) },
		"legal":       func() { b.legal(&l) },
		"Make/Unmake": func() { b.Make(m); b.Unmake() },
		"AppendMove":  func() { buf = b.AppendMove(buf[:0], m, NotationLetters) },
		"scan":        func() { Variant.ScanMovetext(text) },
		"LegalMoves":  func() { dst = b.LegalMoves(dst[:0]) },
		"Play/Unmake": func() {
			if b.Play(m) != nil {
				t.Fatal("Play refuses a legal move")
			}
			b.Unmake()
		},
		"IsLegal": func() { b.IsLegal(m) },
		"InCheck": func() { b.InCheck() },
		"Key":     func() { b.Key() },
	} {
		if n := testing.AllocsPerRun(100, f); n != 0 {
			t.Errorf("%s allocates %.1f times per run", name, n)
		}
	}
}

func BenchmarkParseMove(b *testing.B) {
	bd := board(b, midGame)
	text := []byte("GL5×GE5+^")
	b.ReportAllocs()
	for b.Loop() {
		if _, ok := bd.ParseMove(text, pgn.Position{}, nil); !ok {
			b.Fatal("no move")
		}
	}
}

func BenchmarkLegalMoves(b *testing.B) {
	bd := board(b, midGame)
	var l moveList
	b.ReportAllocs()
	for b.Loop() {
		bd.legal(&l)
	}
}

func BenchmarkMakeUnmake(b *testing.B) {
	bd := board(b, midGame)
	m, _ := bd.ParseMove([]byte("GL5×GE5+^"), pgn.Position{}, nil)
	b.ReportAllocs()
	for b.Loop() {
		bd.Make(m)
		bd.Unmake()
	}
}

func BenchmarkReplayGame(b *testing.B) {
	moves := mainLineMoves(readCorpus(b, "games/2020-07-20.ctl-pgn"))
	texts := make([][]byte, len(moves))
	for i, m := range moves {
		texts[i] = []byte(m)
	}
	bd := &Board{pos: startPosition, letters: standardAlphabet(), hist: make([]undo, 0, 256)}
	b.ReportAllocs()
	for b.Loop() {
		for _, tx := range texts {
			m, ok := bd.ParseMove(tx, pgn.Position{}, nil)
			if !ok {
				b.Fatalf("%s", tx)
			}
			bd.Make(m)
		}
		for range texts {
			bd.Unmake()
		}
	}
}

func BenchmarkPlay(b *testing.B) {
	bd := board(b, midGame)
	m, _ := bd.ParseMove([]byte("GL5×GE5+^"), pgn.Position{}, nil)
	b.ReportAllocs()
	for b.Loop() {
		if err := bd.Play(m); err != nil {
			b.Fatal(err)
		}
		bd.Unmake()
	}
}
