package chess

import (
	"strings"
	"testing"
)

// TestPolyglotKey checks the keys of the test positions published with the
// Polyglot book format (http://hardy.uhasselt.be/Toga/book_format.html,
// also python-chess's test suite), playing each line's moves from the
// start position, and the FEN reached, so that a wrong key cannot come
// from a wrong position.
func TestPolyglotKey(t *testing.T) {
	tests := []struct {
		moves string
		fen   string
		key   uint64
	}{
		{"", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 0x463b96181691fc9c},
		{"e4", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", 0x823c9b50fd114196},
		{"e4 d5", "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2", 0x0756b94461c50fb0},
		{"e4 d5 e5", "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2", 0x662fafb965db29d4},
		{"e4 d5 e5 f5", "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", 0x22a48b5a8e47ff78},
		{"e4 d5 e5 f5 Ke2", "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR b kq - 1 3", 0x652a607ca3f242c1},
		{"e4 d5 e5 f5 Ke2 Kf7", "rnbq1bnr/ppp1pkpp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR w - - 2 4", 0x00fdd303c946bdd9},
		{"a4 b5 h4 b4 c4", "rnbqkbnr/p1pppppp/8/8/PpP4P/8/1P1PPPP1/RNBQKBNR b KQkq c3 0 3", 0x3c8123ea7b067637},
		{"a4 b5 h4 b4 c4 bxc3 Ra3", "rnbqkbnr/p1pppppp/8/8/P6P/R1p5/1P1PPPP1/1NBQKBNR b Kkq - 1 4", 0x5c3f9b829b279560},
	}
	for _, tt := range tests {
		b, err := NewBoard("")
		if err != nil {
			t.Fatal(err)
		}
		for _, san := range strings.Fields(tt.moves) {
			m, err := b.ParseSAN(san)
			if err != nil {
				t.Fatalf("%s: %v", tt.moves, err)
			}
			if err := b.Play(m); err != nil {
				t.Fatalf("%s: %v", tt.moves, err)
			}
		}
		if got := b.FEN(); got != tt.fen {
			t.Errorf("after %q: FEN %s, want %s", tt.moves, got, tt.fen)
		}
		if got := b.PolyglotKey(); got != tt.key {
			t.Errorf("after %q: PolyglotKey = %#016x, want %#016x", tt.moves, got, tt.key)
		}
		// The same position read from its FEN has the same key.
		fb, err := NewBoard(tt.fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := fb.PolyglotKey(); got != tt.key {
			t.Errorf("NewBoard(%q).PolyglotKey() = %#016x, want %#016x", tt.fen, got, tt.key)
		}
	}
}

// TestPolyglotKeyChess960 checks that Chess960 rights count by side, as
// python-chess counts them: the X-FEN and Shredder-FEN spellings of one
// position have one key, and losing a right changes it.
func TestPolyglotKeyChess960(t *testing.T) {
	keys := map[string]uint64{}
	for _, fen := range []string{
		"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
		"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9",
		"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w Hhf - 2 9",
	} {
		b, err := NewBoard(fen)
		if err != nil {
			t.Fatal(err)
		}
		if !b.Chess960() {
			t.Errorf("NewBoard(%q) is not in Chess960 mode", fen)
		}
		keys[fen] = b.PolyglotKey()
	}
	if len(keys) != 3 {
		t.Fatal("fens repeat")
	}
	var k []uint64
	for _, v := range keys {
		k = append(k, v)
	}
	distinct := map[uint64]bool{}
	for _, v := range k {
		distinct[v] = true
	}
	if len(distinct) != 2 {
		t.Errorf("keys %x: want the two spellings of full rights equal and the third different", keys)
	}
}
