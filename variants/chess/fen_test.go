package chess

import (
	"testing"

	"github.com/pgntool/pgntool/pgn"

	"github.com/google/go-cmp/cmp"
)

func TestFENFaults(t *testing.T) {
	tests := []struct {
		fen    string
		c960   bool
		usable bool
		faults []string
	}{
		{StartFEN, false, true, nil},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -", false, true, []string{
			"FEN halfmove clock is missing; 0 assumed", "FEN fullmove number is missing; 1 assumed"}},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", false, false, []string{
			"FEN piece placement has 7 ranks, want 8 separated by '/'"}},
		{"rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", false, false, []string{
			"FEN rank 6 has '9', which is neither a piece letter (PNBRQK, pnbrqk) nor a digit 1-8"}},
		{"rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", false, false, []string{
			"FEN rank 7 describes 9 squares, want 8"}},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", false, false, []string{
			`FEN side to move is "x", want "w" or "b"`}},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1", false, false, []string{
			"FEN gives White 0 kings, want exactly 1"}},
		{"rnbqkbnr/pppppppp/8/8/8/P7/PPPPPPPP/RNBQKBNR w KQkq - 0 1", false, false, []string{
			"FEN gives White 9 pawns, at most 8 are possible",
			"FEN gives White 17 pieces, at most 16 are possible"}},
		{"rnbqkbnr/pppppppp/8/8/8/8/QQQPPPPP/RNBQKBNR w KQkq - 0 1", false, true, nil},
		{"rnbqkbnr/pppppppp/8/8/8/Q7/PPPPPPPP/R1BQKBNR w Qkq - 0 1", false, false, []string{
			"FEN gives White 1 pieces beyond the initial set, which needs as many promoted pawns, but only 0 pawns are missing"}},
		{"Pnbqkbnr/pppppppp/8/8/8/8/1PPPPPPP/RNBQKBNR w KQk - 0 1", false, false, []string{
			"FEN puts a white pawn on a8: pawns cannot stand on the first or last rank"}},
		{"4k3/8/8/8/8/8/8/4K2r w - - 0 1", false, true, nil},
		{"4k3/8/8/8/8/8/8/4K2r b - - 0 1", false, false, []string{
			"FEN has White in check with Black to move: the side not to move cannot be in check"}},
		{"4k3/8/8/8/8/3n1n2/8/r3K3 w - - 0 1", false, false, []string{
			"FEN has White in check from 3 pieces; no move gives more than a double check"}},
		{"4k3/4R3/8/8/8/8/8/4K3 w - - 0 1", false, false, []string{
			"FEN has Black in check with White to move: the side not to move cannot be in check"}},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1", false, true, []string{
			"FEN castling right 'K' needs a white rook on the king side of the king"}},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkqX - 0 1", false, true, []string{
			`FEN castling field "KQkqX" has 'X'; want '-', KQkq, or file letters A-H/a-h`}},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1", false, true, []string{
			"FEN en passant square e3 is impossible with White to move: it must be on rank 6"}},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1", false, true, []string{
			"FEN en passant square e6 is impossible: e6 and e7 must be empty after a double pawn step"}},
		{"rnbqkbnr/pppp1ppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1", false, true, []string{
			"FEN en passant square e6 is impossible: no black pawn stands on e5"}},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 0", false, true, []string{
			`FEN halfmove clock is "-1", want a number from 0 to 1000000`,
			`FEN fullmove number is "0", want a number from 1 to 1000000`}},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0", false, true, []string{
			"FEN fullmove number is missing; 1 assumed"}},
		{"rn2k1r1/ppp1pp1p/3p2p1/5bn1/P7/2N2B2/1PPPPP2/2BNK1RR w Gkq - 4 11", false, true, []string{
			"FEN castling right 'G' needs the king on e1 and the rook on h1 (set a Chess960 Variant tag for other squares)",
			"FEN castling right 'k' needs the king on e8 and the rook on h8 (set a Chess960 Variant tag for other squares)"}},
		{"rn2k1r1/ppp1pp1p/3p2p1/5bn1/P7/2N2B2/1PPPPP2/2BNK1RR w Gg - 4 11", true, true, nil},
		{"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", true, true, nil},
		{"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KHkh - 2 9", true, true, []string{
			`FEN castling field "KHkh" gives White two king-side rights`,
			`FEN castling field "KHkh" gives Black two king-side rights`}},
		{"", false, false, []string{
			"FEN has 0 fields, want 6 (placement, side to move, castling, en passant, halfmove clock, fullmove number)"}},
	}
	for _, tt := range tests {
		var p position
		faults, usable := p.setFEN(tt.fen, tt.c960)
		if usable != tt.usable || !cmp.Equal(faults, tt.faults) {
			t.Errorf("setFEN(%q) = %v\n%q\nwant %v\n%q", tt.fen, usable, faults, tt.usable, tt.faults)
		}
	}
}

func TestFENWrite(t *testing.T) {
	tests := []struct {
		in   string
		c960 bool
		want string
	}{
		{StartFEN, false, StartFEN},
		{StartFEN, true, StartFEN},
		{"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", true,
			"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9"},
		// Two rooks on the king's side: the inner one's right needs its file.
		{"1r2k1rr/ppppppp1/8/8/8/8/PPPPPPP1/1R2K1RR w GBgb - 0 1", true,
			"1r2k1rr/ppppppp1/8/8/8/8/PPPPPPP1/1R2K1RR w GQgq - 0 1"},
		{"1r2k1rr/ppppppp1/8/8/8/8/PPPPPPP1/1R2K1RR w HQhq - 0 1", true,
			"1r2k1rr/ppppppp1/8/8/8/8/PPPPPPP1/1R2K1RR w KQkq - 0 1"},
		{"rnbqkbnr/pppp1ppp/8/8/4p3/8/PPPPPPPP/RNBQKBNR w HAha - 0 1", false,
			"rnbqkbnr/pppp1ppp/8/8/4p3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
	}
	for _, tt := range tests {
		b, err := strictBoard(tt.in, tt.c960)
		if err != nil {
			t.Fatalf("NewBoard(%q): %v", tt.in, err)
		}
		if got := string(b.AppendPosition(nil)); got != tt.want {
			t.Errorf("FEN of %q = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestMakeSetsEnPassantAndClocks(t *testing.T) {
	b, _ := NewBoard(StartFEN)
	for _, text := range []string{"e4", "Nf6", "e5", "d5"} {
		m, ok := b.ParseMove([]byte(text), posZero, nil)
		if !ok {
			t.Fatalf("%s rejected", text)
		}
		b.Make(m)
	}
	const want = "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3"
	if got := string(b.AppendPosition(nil)); got != want {
		t.Errorf("after 1.e4 Nf6 2.e5 d5: %q, want %q", got, want)
	}
	if n, second := b.MoveNumber(); n != 3 || second {
		t.Errorf("MoveNumber() = %d %v, want 3 false", n, second)
	}
	for range 4 {
		b.Unmake()
	}
	b.Unmake() // one more than was made: must do nothing
	if got := string(b.AppendPosition(nil)); got != StartFEN {
		t.Errorf("after taking back: %q", got)
	}
}

var posZero = pgn.Position{}
