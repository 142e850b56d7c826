package chess

import (
	"math/rand/v2"
	"testing"
)

// checkMates compares mates with the full search (make the move, generate
// the replies) for every legal move of p that gives check, and checks that
// p is left as it was. It counts what it compared, by the kind of move.
func checkMates(t *testing.T, p *position, counts map[string]int) {
	t.Helper()
	var l moveList
	p.generate(&l)
	before := string(p.appendFEN(nil))
	pieces, occ := p.pieces, p.occ
	for _, m := range l.m[:l.n] {
		if !p.givesCheck(m) {
			continue
		}
		p.makeMove(m)
		var replies moveList
		p.generate(&replies)
		p.unmakeMove()
		want := replies.n == 0
		if got := p.mates(m); got != want {
			t.Fatalf("%s: mates(%s) = %v, want %v", before, p.appendUCI(nil, m), got, want)
		}
		if after := string(p.appendFEN(nil)); after != before || p.pieces != pieces || p.occ != occ {
			t.Fatalf("%s: mates(%s) left the position as %s", before, p.appendUCI(nil, m), after)
		}
		switch {
		case m.promo() != noType:
			counts["promotion"]++
		case m.kind() != moveNormal:
			counts["special"]++
		case p.board[m.to()] != 0:
			counts["capture"]++
		case p.board[m.from()].kind() == king:
			counts["king"]++
		default:
			counts["quiet"]++
		}
		if want {
			counts["mate"]++
		}
	}
}

// TestMatesWithoutMake compares mates, which plays most moves on the piece
// sets alone, with the full search in the positions of random games from
// the fuzz and perft positions and from positions with promotions and
// discovered checks at hand.
func TestMatesWithoutMake(t *testing.T) {
	fens := append([]string(nil), fuzzFENs...)
	for _, c := range perftCases {
		fens = append(fens, c.fen)
	}
	fens = append(fens,
		"4k3/1P6/8/8/8/8/8/4K3 w - - 0 1",
		"r3k3/1P6/8/8/8/8/8/4K2R w K - 0 1",
		"3qk3/4p3/8/8/8/8/3Q4/4K3 w - - 0 1",
		"7k/5Q2/8/8/8/8/8/4K3 w - - 0 1",
		"6k1/5ppp/8/8/8/8/8/R3K3 w Q - 0 1",
		"4k3/8/4N3/8/8/8/8/4R1K1 w - - 0 1",
		"1k6/1p6/8/8/8/8/6p1/K6R b - - 0 1",
	)
	counts := map[string]int{}
	rng := rand.New(rand.NewPCG(7, 11))
	for i, fen := range fens {
		for game := range 40 {
			b, err := strictBoard(fen, i%2 == 1 && i < len(fuzzFENs))
			if err != nil {
				break
			}
			p := &b.p
			for ply := 0; ply < 120; ply++ {
				checkMates(t, p, counts)
				var l moveList
				p.generate(&l)
				if l.n == 0 {
					break
				}
				// Prefer captures and promotions now and then, so that
				// games thin out and pawns reach the last rank.
				m := l.m[rng.IntN(l.n)]
				for try := 0; try < 3 && game%2 == 0; try++ {
					if c := l.m[rng.IntN(l.n)]; p.board[c.to()] != 0 || c.promo() != noType {
						m = c
						break
					}
				}
				p.makeMove(m)
			}
		}
	}
	for _, kind := range []string{"promotion", "special", "capture", "king", "quiet", "mate"} {
		if counts[kind] == 0 {
			t.Errorf("no checking move of kind %s compared", kind)
		}
	}
	t.Logf("checking moves compared: %v", counts)
}
