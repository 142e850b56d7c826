package xiangqi

import (
	"bytes"
	"testing"

	"github.com/pgntool/pgntool/charset"
	"github.com/pgntool/pgntool/pgn"
)

var hotTokens = []struct{ name, fen, token string }{
	{"Chinese", StartFEN, "炮二平五"},
	{"ChineseTandem", tandem, "前车平三"},
	{"WXF", StartFEN, "C2.5"},
	{"WXFFullWidth", StartFEN, "Ｃ２＝５"},
	{"ICCS", StartFEN, "H2-E2"},
	{"UCCI", StartFEN, "h2e2"},
	{"SAN", StartFEN, "Che2"},
}

func BenchmarkParseMove(b *testing.B) {
	for _, tc := range hotTokens {
		b.Run(tc.name, func(b *testing.B) {
			board := mustBoard(b, tc.fen)
			text := []byte(tc.token)
			report := func(pgn.Diagnostic) {}
			b.ReportAllocs()
			for b.Loop() {
				if _, ok := board.ParseMove(text, pgn.Position{}, report); !ok {
					b.Fatal("not parsed")
				}
			}
		})
	}
}

func BenchmarkLegalMoves(b *testing.B) {
	board := mustBoard(b, StartFEN)
	var buf [maxMoves]pgn.Move
	b.ReportAllocs()
	for b.Loop() {
		board.legalMoves(buf[:0])
	}
}

func BenchmarkMakeUnmake(b *testing.B) {
	board := mustBoard(b, StartFEN)
	m := board.legalMoves(nil)[0]
	b.ReportAllocs()
	for b.Loop() {
		board.Make(m)
		board.Unmake()
	}
}

func BenchmarkPerft3(b *testing.B) {
	board := mustBoard(b, StartFEN)
	for b.Loop() {
		board.perft(3)
	}
}

// TestHotPathsDoNotAllocate holds ParseMove, move generation and
// make/unmake to zero allocations.
func TestHotPathsDoNotAllocate(t *testing.T) {
	report := func(pgn.Diagnostic) {}
	for _, tc := range hotTokens {
		board := mustBoard(t, tc.fen)
		text := []byte(tc.token)
		if n := testing.AllocsPerRun(100, func() { board.ParseMove(text, pgn.Position{}, report) }); n != 0 {
			t.Errorf("ParseMove(%s) allocates %v times", tc.token, n)
		}
	}
	board := mustBoard(t, StartFEN)
	var buf [maxMoves]pgn.Move
	if n := testing.AllocsPerRun(100, func() { board.legalMoves(buf[:0]) }); n != 0 {
		t.Errorf("legalMoves allocates %v times", n)
	}
	m := board.legalMoves(nil)[0]
	if n := testing.AllocsPerRun(100, func() { board.Make(m); board.Unmake() }); n != 0 {
		t.Errorf("Make/Unmake allocates %v times", n)
	}
	var out []byte
	if n := testing.AllocsPerRun(100, func() { out = board.AppendMove(out[:0], m, NotationChinese) }); n != 0 {
		t.Errorf("AppendMove allocates %v times", n)
	}
}

// BenchmarkReplayCorpus decodes, reads and replays every PGN file of the
// corpus; MB/s counts the bytes of the files as stored.
func BenchmarkReplayCorpus(b *testing.B) {
	files := corpusFiles(b)
	size := 0
	for _, f := range files {
		size += len(f.data)
	}
	b.SetBytes(int64(size))
	b.ReportAllocs()
	for b.Loop() {
		for _, f := range files {
			rd, _, err := charset.NewReader(bytes.NewReader(f.data), "auto")
			if err != nil {
				b.Fatal(err)
			}
			r := pgn.NewReader(rd, pgn.ReaderOptions{File: f.name, Variant: Variant})
			for {
				g, err := r.ReadGame()
				if err != nil {
					break
				}
				pgn.Replay(g, Variant, nil, nil)
			}
		}
	}
}
