package chess

import (
	"bytes"
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

// operaGame is Morphy against the Duke of Brunswick and Count Isouard,
// Paris 1858: short, with castling, checks, captures and a mate.
const operaGame = "e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 Nxb5 cxb5 " +
	"Bxb5+ Nbd7 O-O-O Rd8 Rxd7 Rxd7 Rd1 Qe6 Bxd7+ Nxd7 Qb8+ Nxb8 Rd8#"

func operaMoves() [][]byte { return bytes.Fields([]byte(operaGame)) }

// replayTexts parses and plays every move, then takes them all back; it is
// what lint does with a game's main line.
func replayTexts(tb testing.TB, b *Board, moves [][]byte) {
	for _, text := range moves {
		m, ok := b.ParseMove(text, pgn.Position{}, nil)
		if !ok {
			tb.Fatalf("move %q rejected", text)
		}
		b.Make(m)
	}
	for range moves {
		b.Unmake()
	}
}

func TestHotPathsDoNotAllocate(t *testing.T) {
	b, _ := NewBoard(StartFEN, false)
	moves := operaMoves()
	if n := testing.AllocsPerRun(20, func() { replayTexts(t, b, moves) }); n != 0 {
		t.Errorf("ParseMove+Make+Unmake over a game: %v allocations, want 0", n)
	}
	buf := make([]byte, 0, 64)
	m, _ := b.ParseMove([]byte("Nf3"), pgn.Position{}, nil)
	for _, notation := range notations {
		if n := testing.AllocsPerRun(20, func() { buf = b.AppendMove(buf[:0], m, notation) }); n != 0 {
			t.Errorf("AppendMove(%s): %v allocations, want 0", notation, n)
		}
	}
	if n := testing.AllocsPerRun(5, func() { b.Perft(3) }); n != 0 {
		t.Errorf("Perft(3): %v allocations, want 0", n)
	}
}

func BenchmarkPerft(b *testing.B) {
	for _, c := range perftCases[:2] {
		b.Run(c.name, func(b *testing.B) {
			board, err := NewBoard(c.fen, c.chess960)
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			var nodes uint64
			for b.Loop() {
				nodes += board.Perft(4)
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds()/1e6, "Mnodes/s")
		})
	}
}

func BenchmarkParseSAN(b *testing.B) {
	board, _ := NewBoard("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", false)
	texts := [][]byte{[]byte("Nxf7"), []byte("Bxa6"), []byte("O-O-O"), []byte("d6"), []byte("Qxh3"), []byte("Nc6")}
	b.ReportAllocs()
	for b.Loop() {
		for _, t := range texts {
			if _, ok := board.ParseMove(t, pgn.Position{}, nil); !ok {
				b.Fatalf("%s rejected", t)
			}
		}
	}
	b.ReportMetric(float64(b.N*len(texts))/b.Elapsed().Seconds()/1e6, "Mmoves/s")
}

func BenchmarkReplayGame(b *testing.B) {
	board, _ := NewBoard(StartFEN, false)
	moves := operaMoves()
	b.SetBytes(int64(len(operaGame)))
	b.ReportAllocs()
	for b.Loop() {
		replayTexts(b, board, moves)
	}
}
