package chess

import (
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

// TestShortcutsAgreeWithPlaying walks the move trees of the perft positions
// through ParseMove and Make, as lint does, and checks the shortcuts taken
// on that path (TestGivesCheck covers givesCheck itself): the check status
// carried from ParseMove to Make against a fresh scan, and resolve, with
// its pin test, against the move generator, by reading back the SAN of
// every legal move.
func TestShortcutsAgreeWithPlaying(t *testing.T) {
	for _, c := range perftCases {
		t.Run(c.name, func(t *testing.T) {
			b, err := strictBoard(c.fen, c.chess960)
			if err != nil {
				t.Fatal(err)
			}
			walkShortcuts(t, b, 3)
		})
	}
}

func walkShortcuts(t *testing.T, b *Board, depth int) {
	p := &b.p
	if p.check != checkUnknown && (p.check == checkYes) != (p.checkers() != 0) {
		t.Fatalf("%s: cached check status %d, but checkers are %x", p.appendFEN(nil), p.check, p.checkers())
	}
	if depth == 0 {
		return
	}
	var l moveList
	p.generate(&l)
	var buf [16]byte
	for _, m := range l.m[:l.n] {
		san := p.appendSAN(buf[:0], m)
		var diags pgn.DiagnosticList
		got, ok := b.ParseMove(san, pgn.Position{}, diags.Add)
		if !ok || move(got) != m || len(diags) > 0 {
			t.Fatalf("%s: ParseMove(%s) = %s, %v, %v; want %s", p.appendFEN(nil), san, p.appendUCI(nil, move(got)), ok, diags, p.appendUCI(nil, m))
		}
		b.Make(got)
		walkShortcuts(t, b, depth-1)
		b.Unmake()
	}
}

// TestSliderAttacksAgainstWalk compares the branch-free line attacks with
// walking each ray square by square, on random occupancies.
func TestSliderAttacksAgainstWalk(t *testing.T) {
	walk := func(sq int, occ bitboard, dirs []int) bitboard {
		var a bitboard
		for _, d := range dirs {
			f, r := sqFile(sq), sqRank(sq)
			for {
				f, r = f+dirStep[d][0], r+dirStep[d][1]
				if !onBoard(f, r) {
					break
				}
				a |= bit(r*8 + f)
				if occ.has(r*8 + f) {
					break
				}
			}
		}
		return a
	}
	rng := uint64(0x9e3779b97f4a7c15)
	next := func() bitboard { // xorshift64
		rng ^= rng << 13
		rng ^= rng >> 7
		rng ^= rng << 17
		return bitboard(rng)
	}
	for i := 0; i < 20000; i++ {
		a, b := next(), next()
		occ := a & b // about a quarter of the squares, as in play
		if i%4 == 0 {
			occ = next()
		}
		sq := i % 64
		if got, want := rookAttacks(sq, occ), walk(sq, occ, []int{dirN, dirE, dirS, dirW}); got != want {
			t.Fatalf("rookAttacks(%d, %#x) = %#x, want %#x", sq, occ, got, want)
		}
		if got, want := bishopAttacks(sq, occ), walk(sq, occ, []int{dirNE, dirNW, dirSE, dirSW}); got != want {
			t.Fatalf("bishopAttacks(%d, %#x) = %#x, want %#x", sq, occ, got, want)
		}
	}
}

// TestHasEvasion compares the mate test's evasion search with the move
// generator in every position in check of the perft positions' trees to
// depth 4, and of the fuzz seeds' to depth 2.
func TestHasEvasion(t *testing.T) {
	checks, mates := 0, 0
	var walk func(p *position, depth int)
	walk = func(p *position, depth int) {
		var l moveList
		p.generate(&l)
		if p.inCheck() {
			checks++
			if l.n == 0 {
				mates++
			}
			if got := p.hasEvasion(); got != (l.n > 0) {
				t.Fatalf("%s: hasEvasion() = %v, but there are %d legal moves", p.appendFEN(nil), got, l.n)
			}
		}
		if depth == 0 {
			return
		}
		for i := 0; i < l.n; i++ {
			p.makeMove(l.m[i])
			walk(p, depth-1)
			p.unmakeMove()
		}
	}
	for _, c := range perftCases {
		b, err := strictBoard(c.fen, c.chess960)
		if err != nil {
			t.Fatal(err)
		}
		walk(&b.p, 4)
	}
	for i, fen := range fuzzFENs {
		if b, err := strictBoard(fen, i%2 == 1); err == nil {
			walk(&b.p, 2)
		}
	}
	// Checks that the trees rarely hold: the only answer is en passant;
	// the only piece that attacks the checker is pinned (mate).
	for _, fen := range []string{"5r1k/8/2p5/3pP3/4K3/r7/4n3/8 w - d6 0 1", "7k/8/8/8/8/3n3b/r7/r2RK3 w - - 0 1"} {
		b, err := NewBoard(fen)
		if err != nil {
			t.Fatal(err)
		}
		walk(&b.p, 0)
	}
	t.Logf("%d positions in check, %d of them mate", checks, mates)
	if checks < 1000 || mates < 100 {
		t.Errorf("only %d positions in check, %d of them mate; the test wants many", checks, mates)
	}
}
