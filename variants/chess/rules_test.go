package chess

import (
	"strings"
	"testing"
)

// playUCI plays space-separated UCI moves, failing the test on any refusal.
func playUCI(t *testing.T, b *Board, moves string) {
	t.Helper()
	for _, s := range strings.Fields(moves) {
		if err := b.Play(mustUCI(t, b, s)); err != nil {
			t.Fatal(err)
		}
	}
}

func TestRepetition(t *testing.T) {
	b := mustBoard(t, "")
	shuffle := "g1f3 g8f6 f3g1 f6g8"
	if b.Repetitions() != 1 {
		t.Errorf("start: Repetitions() = %d, want 1", b.Repetitions())
	}
	playUCI(t, b, shuffle)
	if b.Repetitions() != 2 || b.IsRepetition(3) || b.CanClaimThreefold() {
		t.Errorf("after one shuffle: Repetitions() = %d, CanClaimThreefold %v", b.Repetitions(), b.CanClaimThreefold())
	}
	playUCI(t, b, "g1f3 g8f6 f3g1")
	// Black can play f6g8 to reach the start position a third time.
	if !b.CanClaimThreefold() || b.IsRepetition(3) {
		t.Errorf("before the third repetition: CanClaimThreefold %v, IsRepetition(3) %v", b.CanClaimThreefold(), b.IsRepetition(3))
	}
	before := b.FEN()
	playUCI(t, b, "f6g8")
	if b.Repetitions() != 3 || !b.IsRepetition(3) || !b.CanClaimThreefold() || b.IsFivefoldRepetition() {
		t.Errorf("third time: Repetitions() = %d", b.Repetitions())
	}
	b.Unmake()
	if b.FEN() != before {
		t.Errorf("the queries changed the board: %s, want %s", b.FEN(), before)
	}
	playUCI(t, b, "f6g8 "+shuffle+" "+shuffle)
	if b.Repetitions() != 5 || !b.IsFivefoldRepetition() {
		t.Errorf("fifth time: Repetitions() = %d", b.Repetitions())
	}
	if e, over := b.Ending(false); !over || e.Termination != FivefoldRepetition || e.Result() != "1/2-1/2" {
		t.Errorf("Ending = %v, %v", e, over)
	}
	// A pawn move starts the count again.
	playUCI(t, b, "e2e4")
	if b.Repetitions() != 1 {
		t.Errorf("after e4: Repetitions() = %d, want 1", b.Repetitions())
	}
	// Castling rights tell positions apart: the rook's trip costs a right.
	c := mustBoard(t, "4k3/8/8/8/8/8/8/4K2R w K - 0 1")
	playUCI(t, c, "h1h2 e8d8 h2h1 d8e8 h1h2 e8d8 h2h1 d8e8")
	if c.Repetitions() != 2 {
		t.Errorf("rook trips: Repetitions() = %d, want 2 (the first position had a castling right)", c.Repetitions())
	}
}

func TestFiftyAndSeventyFiveMoves(t *testing.T) {
	b := mustBoard(t, "4k3/8/8/8/8/8/8/4K2R w - - 99 80")
	if b.IsFiftyMoves() || !b.CanClaimFifty() {
		t.Errorf("halfmove 99: IsFiftyMoves %v, CanClaimFifty %v", b.IsFiftyMoves(), b.CanClaimFifty())
	}
	playUCI(t, b, "h1h2")
	if !b.IsFiftyMoves() || !b.CanClaimFifty() || b.IsSeventyFiveMoves() {
		t.Error("halfmove 100: want the fifty-move rule only")
	}
	if e, over := b.Ending(false); over {
		t.Errorf("Ending(false) = %v: the fifty-move rule needs a claim", e)
	}
	if e, over := b.Ending(true); !over || e.Termination != FiftyMoves {
		t.Errorf("Ending(true) = %v, %v", e, over)
	}
	s := mustBoard(t, "4k3/8/8/8/8/8/8/4K2R w - - 150 100")
	if !s.IsSeventyFiveMoves() {
		t.Error("halfmove 150: IsSeventyFiveMoves false")
	}
	if e, _ := s.Ending(false); e.Termination != SeventyFiveMoves || e.String() != "1/2-1/2 (seventy-five moves)" {
		t.Errorf("Ending = %v", e)
	}
	// Mate on the hundredth ply is mate, not a draw.
	m := mustBoard(t, "R6k/8/6K1/8/8/8/8/8 b - - 100 80")
	if m.IsFiftyMoves() {
		t.Error("IsFiftyMoves with no legal move")
	}
}

func TestMateStalemateMaterial(t *testing.T) {
	tests := []struct {
		fen          string
		mate, stale  bool
		insufficient bool
		result       string
	}{
		{"rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", true, false, false, "0-1 (checkmate)"},
		{"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", false, true, false, "1/2-1/2 (stalemate)"},
		{"4k3/8/8/8/8/8/8/4K3 w - - 0 1", false, false, true, "1/2-1/2 (insufficient material)"},
		{"4k3/8/8/8/8/8/8/4KN2 w - - 0 1", false, false, true, "1/2-1/2 (insufficient material)"},
		{"4k3/8/8/8/8/8/8/4KB2 b - - 0 1", false, false, true, "1/2-1/2 (insufficient material)"},
		{"4kb2/8/8/8/8/8/8/4KB2 w - - 0 1", false, false, false, "*"},                               // bishops on both colours
		{"4k1b1/8/8/8/8/8/8/4KB2 w - - 0 1", false, false, true, "1/2-1/2 (insufficient material)"}, // f1 and g8: both light
		{"4kn2/8/8/8/8/8/8/4KN2 w - - 0 1", false, false, false, "*"},                               // a mate exists
		{"4k3/8/8/8/8/8/8/3NKN2 w - - 0 1", false, false, false, "*"},
		{"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", false, false, false, "*"},
		{"4k3/8/8/8/8/8/8/4KR2 w - - 0 1", false, false, false, "*"},
	}
	for _, tt := range tests {
		b := mustBoard(t, tt.fen)
		if b.IsCheckmate() != tt.mate || b.IsStalemate() != tt.stale || b.IsInsufficientMaterial() != tt.insufficient {
			t.Errorf("%s: mate %v stalemate %v insufficient %v", tt.fen, b.IsCheckmate(), b.IsStalemate(), b.IsInsufficientMaterial())
		}
		e, over := b.Ending(false)
		got := e.Result()
		if over {
			got = e.String()
		}
		if got != tt.result {
			t.Errorf("%s: Ending = %s, want %s", tt.fen, got, tt.result)
		}
	}
}
