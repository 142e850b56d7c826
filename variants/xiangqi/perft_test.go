package xiangqi

import (
	"os"
	"testing"
)

// Figures from ../shared/docs/xiangqi-perft-fairy-stockfish.log.
var perftCases = []struct {
	name  string
	fen   string
	nodes []int64 // by depth, from 1
	long  int     // depths above this run only with PGNTOOL_LONG=1
}{
	{"start", StartFEN, []int64{44, 1920, 79666, 3290240}, 3},
	{"pos2", "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1", []int64{38, 1128, 43929, 1339047}, 3},
	{"pos3", "r2akab1r/3n5/4b3n/p1p1pRp1p/9/2P3P2/P3P3c/N2C3C1/4A4/1RBAK1B2 w - - 0 1", []int64{58, 1651, 90744, 2605437}, 2},
	{"pos3 black", "r2akab1r/3n5/4b3n/p1p1pRp1p/9/2P3P2/P3P3c/N2C3C1/4A4/1RBAK1B2 b - - 0 1", []int64{29, 1615, 46508}, 2},
	{"horse leg", "5k3/9/9/9/9/4p4/4N4/9/9/3K5 w - - 0 1", []int64{8}, 1},
	{"elephant eye", "5k3/9/9/9/9/9/9/9/3P5/2B1K4 w - - 0 1", []int64{4}, 1},
	{"cannon screen", "5k3/9/9/4p4/4c4/9/9/9/4C4/3K5 w - - 0 1", []int64{14}, 1},
	{"soldier", "5k3/9/9/9/4P4/3P5/9/9/9/3K5 w - - 0 1", []int64{6}, 1},
	{"advisor", "4k4/9/9/9/9/9/9/9/4A4/3K5 w - - 0 1", []int64{5}, 1},
	{"flying general", "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1", []int64{1}, 1},
}

func TestPerft(t *testing.T) {
	long := os.Getenv("PGNTOOL_LONG") == "1"
	for _, tc := range perftCases {
		b := mustBoard(t, tc.fen)
		for d, want := range tc.nodes {
			if d+1 > tc.long && !long {
				break
			}
			if got := b.perft(d + 1); got != want {
				t.Errorf("%s: perft(%d) = %d, want %d", tc.name, d+1, got, want)
			}
		}
		if got := string(b.AppendPosition(nil)); got != tc.fen {
			t.Errorf("%s: position changed by perft: %s", tc.name, got)
		}
	}
}

func mustBoard(t testing.TB, fen string) *Board {
	t.Helper()
	b := newBoard()
	for _, f := range b.setFEN(fen) {
		if !f.warning {
			t.Fatalf("FEN %q: %s", fen, f.msg)
		}
	}
	return b
}
