package xiangqi

import (
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

func TestScanMovetext(t *testing.T) {
	cases := []struct {
		in   string
		kind pgn.Kind
		n    int // bytes
	}{
		{"1. 炮二平五", pgn.Integer, 1},
		{"1.炮二平五", pgn.Integer, 1},
		{"．炮二平五", pgn.Period, 3},
		{"．．．马８进７", pgn.Period, 9},
		{"12.  C2.5", pgn.Integer, 2},
		{"炮二平五 马８进７", pgn.Symbol, 12},
		{"马８进７\n", pgn.Symbol, 12},
		{"車５平８", pgn.Symbol, 12},
		{"前炮退二}", pgn.Symbol, 12},
		{"C2.5 H8+7", pgn.Symbol, 4},
		{"C2=5", pgn.Symbol, 4},
		{"H2+3!!", pgn.Symbol, 4},
		{"P3.4!!12.", pgn.Symbol, 4},
		{"!!12.", pgn.Glyph, 2},
		{"Ｃ２＝５ Ｈ８＋７", pgn.Symbol, 12},
		{"＋Ｐ＋１ ", pgn.Symbol, 12},
		{"+R=1", pgn.Symbol, 4},
		{"++.4", pgn.Symbol, 4},
		{"--.4", pgn.Symbol, 4},
		{"3+.4 ", pgn.Symbol, 4},
		{"33.4 ", pgn.Symbol, 4},
		{"33. 炮二平五", pgn.Integer, 2},
		{"15+1)", pgn.Symbol, 4},
		{"H2-E2 ", pgn.Symbol, 5},
		{"h2e2", pgn.Symbol, 4},
		{"h10g8 ", pgn.Symbol, 5},
		{"Cbe2 {", pgn.Symbol, 4},
		{"A10e9", pgn.Symbol, 5},
		{"Rc8+ Ke7", pgn.Symbol, 4},
		{"c5.", pgn.Symbol, 2},
		{"欢迎访问象棋百科全书网", pgn.EOF, 0},
		{"象棋巫师", pgn.EOF, 0},
		{"=========", pgn.EOF, 0},
		{"{comment}", pgn.EOF, 0},
		{"- ", pgn.EOF, 0},
		{"", pgn.EOF, 0},
	}
	for _, tc := range cases {
		kind, n := Variant.ScanMovetext([]byte(tc.in))
		if kind != tc.kind || n != tc.n {
			t.Errorf("ScanMovetext(%q) = %v, %d; want %v, %d", tc.in, kind, n, tc.kind, tc.n)
		}
	}
}
