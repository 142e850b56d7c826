package chess

import (
	"errors"
	"os"
	"strings"
	"testing"
)

// perftCase is one position of the usual perft table with its node counts
// by depth (index 0 is depth 1).
type perftCase struct {
	name     string
	fen      string
	chess960 bool
	nodes    []uint64
	quick    int // depth run by default; the rest need PGNTOOL_LONG=1
}

var perftCases = []perftCase{
	{"initial", StartFEN, false, []uint64{20, 400, 8902, 197281, 4865609, 119060324}, 4},
	{"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", false,
		[]uint64{48, 2039, 97862, 4085603, 193690690}, 3},
	{"position3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", false,
		[]uint64{14, 191, 2812, 43238, 674624, 11030083}, 4},
	{"position4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", false,
		[]uint64{6, 264, 9467, 422333, 15833292}, 3},
	{"position4-mirrored", "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1", false,
		[]uint64{6, 264, 9467, 422333, 15833292}, 3},
	{"position5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", false,
		[]uint64{44, 1486, 62379, 2103487, 89941194}, 3},
	{"position6", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", false,
		[]uint64{46, 2079, 89890, 3894594, 164075551}, 3},
	// Chess960 positions; counts confirmed with Stockfish 15.1 (go perft).
	{"960-bqnb1rkr", "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", true,
		[]uint64{21, 528, 12189, 326672, 8146062}, 4},
	{"960-2nnrbkr", "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9", true,
		[]uint64{21, 807, 18002, 667366, 16253601}, 3},
	{"960-b1q1rrkb", "b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w GE - 1 9", true,
		[]uint64{20, 479, 10471, 273318, 6417013}, 4},
	{"960-qbbnnrkr", "qbbnnrkr/2pp2pp/p7/1p2pp2/8/P3PP2/1PPP1KPP/QBBNNR1R w hf - 0 9", true,
		[]uint64{22, 593, 13440, 382958, 9183776}, 4},
	{"960-1nbbnrkr", "1nbbnrkr/p1p1ppp1/3p4/1p3P1p/3Pq2P/8/PPP1P1P1/QNBBNRKR w HFhf - 0 9", true,
		[]uint64{28, 1120, 31058, 1171749, 34030312}, 3},
}

func longTests() bool { return os.Getenv("PGNTOOL_LONG") == "1" }

func TestPerft(t *testing.T) {
	for _, c := range perftCases {
		t.Run(c.name, func(t *testing.T) {
			var p position
			if faults, ok := p.setFEN(c.fen, c.chess960); !ok || len(faults) > 0 {
				t.Fatalf("setFEN(%q): %v", c.fen, faults)
			}
			before := string(p.appendFEN(nil))
			depth := c.quick
			if longTests() {
				depth = len(c.nodes)
			}
			for d := 1; d <= depth; d++ {
				if got := p.perft(d); got != c.nodes[d-1] {
					t.Errorf("perft(%d) = %d, want %d", d, got, c.nodes[d-1])
				}
			}
			if got := string(p.appendFEN(nil)); got != before {
				t.Errorf("perft left the position changed: %q, want %q", got, before)
			}
		})
	}
}

// TestGivesCheck compares givesCheck with playing the move, over every
// move of the perft positions' trees to depth 3.
func TestGivesCheck(t *testing.T) {
	var walk func(p *position, depth int)
	walk = func(p *position, depth int) {
		var l moveList
		p.generate(&l)
		for i := 0; i < l.n; i++ {
			m := l.m[i]
			predicted := p.givesCheck(m)
			p.makeMove(m)
			if actual := p.inCheck(); actual != predicted {
				p.unmakeMove()
				t.Fatalf("%s: givesCheck(%s) = %v, want %v", p.appendFEN(nil), p.appendUCI(nil, m), predicted, actual)
			}
			if depth > 1 {
				walk(p, depth-1)
			}
			p.unmakeMove()
		}
	}
	for _, c := range perftCases {
		var p position
		p.setFEN(c.fen, c.chess960)
		walk(&p, 3)
	}
}

// strictBoard sets up a board as NewBoard did before it became lenient: in
// the given mode, refusing every fault of the record (missing clocks
// included). Tests of the FEN reader's faults use it.
func strictBoard(fen string, chess960 bool) (*Board, error) {
	b := newBoard()
	faults, ok := b.p.setFEN(fen, chess960)
	if len(faults) > 0 || !ok {
		return nil, errors.New(strings.Join(faults, "; "))
	}
	b.ready = true
	return b, nil
}
