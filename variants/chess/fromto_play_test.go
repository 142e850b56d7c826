package chess

import (
	"fmt"
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

// checkPlayFromTo compares AppendPlayFromTo(from, to, promo) in src with
// the three calls it stands for, MoveFromTo, AppendSAN and Make, each on a
// scratch copy of src: the same answer, the same SAN, the same position
// after (check cache included) and, after Unmake, the position before.
func checkPlayFromTo(t *testing.T, where func() string, src *position, from, to, promo int) {
	t.Helper()
	fast := &Board{p: *src, ready: true}
	slow := &Board{p: *src, ready: true}
	var fastUndo, slowUndo [1]undo // the undo stacks start empty: one move is made
	fast.p.history, slow.p.history = fastUndo[:0], slowUndo[:0]
	fast.p.next, slow.p.next = 0, 0 // as after the Make of the move before
	before := func() string { return where() + ": " + string(src.appendFEN(nil)) }
	sq, tq, pt := Square(from), Square(to), PieceType(promo)

	wantM, wantOK := slow.MoveFromTo(sq, tq, pt)
	var want []byte
	if wantOK {
		want = slow.AppendSAN([]byte("x"), wantM)
		slow.Make(wantM)
	}
	got, gotM, gotOK := fast.AppendPlayFromTo([]byte("x"), sq, tq, pt)
	if gotOK != wantOK || gotM != wantM || string(got) != string(want) && wantOK || !gotOK && string(got) != "x" {
		t.Fatalf("%s: AppendPlayFromTo(%d, %d, %d) = %q %x %v, want %q %x %v", before(), from, to, promo, got, gotM, gotOK, want, wantM, wantOK)
	}
	if !wantOK {
		if len(fast.p.history) != 0 || !samePosition(&fast.p, &slow.p) {
			t.Fatalf("%s: AppendPlayFromTo(%d, %d, %d) found no move but changed the board", before(), from, to, promo)
		}
		return
	}
	if !samePosition(&fast.p, &slow.p) || len(fast.p.history) != 1 || len(slow.p.history) != 1 || fastUndo != slowUndo {
		t.Fatalf("%s: after %q the positions differ:\n%+v\n%+v", before(), got, fast.p, slow.p)
	}
	fast.Unmake()
	if a := &fast.p; a.pieces != src.pieces || a.occ != src.occ || a.board != src.board || a.side != src.side ||
		a.ep != src.ep || a.castle != src.castle || a.halfmove != src.halfmove || a.fullmove != src.fullmove {
		t.Fatalf("%s: Unmake after AppendPlayFromTo(%q) gives %s", before(), got, fast.p.appendFEN(nil))
	}
}

// samePosition compares every field of two positions but the undo stack.
func samePosition(a, b *position) bool {
	return a.pieces == b.pieces && a.occ == b.occ && a.board == b.board && a.side == b.side &&
		a.ep == b.ep && a.castle == b.castle && a.halfmove == b.halfmove && a.fullmove == b.fullmove &&
		a.chess960 == b.chess960 && a.check == b.check && a.next == b.next &&
		a.nextCheck == b.nextCheck && a.nextSAN == b.nextSAN && a.quickOrigin == b.quickOrigin
}

// eachFromTo calls f for every origin of the side to move, every square
// and every promotion piece, legal or not.
func eachFromTo(p *position, f func(from, to, promo int)) {
	for own := p.pieces[p.side][0]; own != 0; {
		from := own.pop()
		promos := []int{noType, queen}
		if p.board[from].kind() == pawn {
			promos = []int{noType, pawn, knight, bishop, rook, queen, king}
		}
		for to := 0; to < 64; to++ {
			for _, promo := range promos {
				f(from, to, promo)
			}
		}
	}
}

// checkPlayEverySquare runs checkPlayFromTo for every square pair
// (eachFromTo).
func checkPlayEverySquare(t *testing.T, where func() string, p *position) {
	t.Helper()
	eachFromTo(p, func(from, to, promo int) { checkPlayFromTo(t, where, p, from, to, promo) })
}

// TestAppendPlayFromToMatchesSlowPath replays every game of the chess
// corpus: every move played is checked against MoveFromTo, AppendSAN and
// Make, and in one position of 100 (every one with PGNTOOL_LONG=1) every
// square pair, legal or not.
func TestAppendPlayFromToMatchesSlowPath(t *testing.T) {
	stride := 100
	if longTests() {
		stride = 1
	}
	seen, moves := 0, 0
	eachCorpusGame(t, func(path string, g *pgn.Game) {
		pgn.Replay(g, Variant, nil, func(n *pgn.Node, pb pgn.Board, m pgn.Move) {
			if n == nil || m == NullMove {
				return
			}
			p := &pb.(*Board).p
			where := func() string { return fmt.Sprintf("%s game %d", path, g.Pos.Game) }
			mv := move(m & moveBits)
			moves++
			checkPlayFromTo(t, where, p, mv.from(), mv.to(), mv.promo())
			if seen++; seen%stride == 0 {
				checkPlayEverySquare(t, where, p)
			}
		})
	})
	if moves == 0 {
		t.Fatal("no move checked; is the corpus there?")
	}
	t.Logf("%d moves checked", moves)
}

// TestAppendPlayFromToOnSetPositions covers what games rarely reach, as
// TestFastPrimitivesOnSetPositions does, and a board that is not ready.
func TestAppendPlayFromToOnSetPositions(t *testing.T) {
	for i, fen := range append(fuzzFENs,
		"1k6/8/8/8/8/8/8/K1Q1Q3 w - - 0 1",
		"k7/8/8/8/Q1Q5/8/Q1Q5/7K w - - 0 1",
		"4k3/1P6/8/8/8/8/8/4K3 w - - 0 1",
		"r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
		"8/8/8/KPp4r/8/8/8/7k w - c6 0 1",
		"1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1",
		"rk6/8/8/8/8/8/8/RK6 w Aa - 0 1",
		"6k1/5ppp/8/8/8/8/8/R3R1K1 w - - 0 1",
	) {
		for _, c960 := range []bool{false, true} {
			b, err := strictBoard(fen, c960)
			if err != nil {
				continue
			}
			where := func() string { return fmt.Sprintf("position %d (chess960 %v)", i, c960) }
			checkPlayEverySquare(t, where, &b.p)
		}
	}
	var nb *Board
	if out, m, ok := nb.AppendPlayFromTo([]byte("x"), 12, 28, NoPieceType); ok || m != 0 || string(out) != "x" {
		t.Fatalf("nil board: AppendPlayFromTo = %q %x %v", out, m, ok)
	}
}

// FuzzAppendPlayFromTo checks AppendPlayFromTo against MoveFromTo,
// AppendSAN and Make in any position the FEN reader accepts, for any
// squares and promotion piece, off the board included.
func FuzzAppendPlayFromTo(f *testing.F) {
	for i, fen := range fuzzFENs {
		f.Add(fen, int8(12), int8(28), uint8(0), i%2 == 1)
		f.Add(fen, int8(4), int8(6), uint8(0), false)
		f.Add(fen, int8(52), int8(60), uint8(5), false)
	}
	f.Fuzz(func(t *testing.T, fen string, from, to int8, promo uint8, c960 bool) {
		b, err := strictBoard(fen, c960)
		if err != nil {
			return
		}
		checkPlayFromTo(t, func() string { return "fuzz" }, &b.p, int(from), int(to), int(promo))
	})
}
