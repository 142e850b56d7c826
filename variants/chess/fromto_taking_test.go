package chess

import (
	"fmt"
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

// checkTaking compares AppendPlayFromToTaking(from, to, promo) in src with
// AppendPlayFromTo on a copy of src: the same answer, SAN, move, position
// and undo record after; and taken the square of the piece the board had
// there before that is gone after, NoSquare when none is, for a dst with
// room and for one without, with the check status of src known and not.
func checkTaking(t *testing.T, where func() string, src *position, from, to, promo int) {
	t.Helper()
	for i := range 4 {
		prefix := []byte("x")
		if i&1 != 0 {
			prefix = append(make([]byte, 0, 64), 'x')
		}
		fast := &Board{p: *src, ready: true}
		slow := &Board{p: *src, ready: true}
		if i&2 != 0 {
			// The check status known, as after a Make: the usual move
			// takes AppendPlayFromToTaking's own path only then.
			fast.p.inCheck()
			slow.p.inCheck()
		}
		var fastUndo, slowUndo [1]undo
		fast.p.history, slow.p.history = fastUndo[:0], slowUndo[:0]
		fast.p.next, slow.p.next = 0, 0
		sq, tq, pt := Square(from), Square(to), PieceType(promo)
		want, wantM, wantOK := slow.AppendPlayFromTo([]byte("x"), sq, tq, pt)
		got, gotM, taken, gotOK := fast.AppendPlayFromToTaking(prefix, sq, tq, pt)
		if gotOK != wantOK || gotM != wantM || string(got) != string(want) {
			t.Fatalf("%s: %s: AppendPlayFromToTaking(%d, %d, %d) = %q %x %v, want %q %x %v",
				where(), src.appendFEN(nil), from, to, promo, got, gotM, gotOK, want, wantM, wantOK)
		}
		if !samePosition(&fast.p, &slow.p) || len(fast.p.history) != len(slow.p.history) || fastUndo != slowUndo {
			t.Fatalf("%s: %s: after %q the positions differ", where(), src.appendFEN(nil), got)
		}
		wantTaken := NoSquare
		if gotOK {
			for s := range 64 {
				// A square of the side not to move that held a piece and
				// no longer holds one of that side.
				was, now := src.board[s], fast.p.board[s]
				if was != 0 && was.color() != src.side&1 && (now == 0 || now.color() != was.color()) {
					wantTaken = Square(s)
				}
			}
		}
		if taken != wantTaken {
			t.Fatalf("%s: %s: AppendPlayFromToTaking(%q) took %d, want %d", where(), src.appendFEN(nil), got, taken, wantTaken)
		}
	}
}

// TestAppendPlayFromToTakingMatches replays every game of the chess corpus:
// every move played is checked against AppendPlayFromTo, and in one
// position of 100 every square pair and promotion piece, legal or not.
func TestAppendPlayFromToTakingMatches(t *testing.T) {
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
			checkTaking(t, where, p, mv.from(), mv.to(), mv.promo())
			if seen++; seen%100 == 0 {
				checkTakingEverySquare(t, where, p)
			}
		})
	})
	if moves == 0 {
		t.Fatal("no move checked; is the corpus there?")
	}
	t.Logf("%d moves checked", moves)
}

// checkTakingEverySquare runs checkTaking for every square pair
// (eachFromTo).
func checkTakingEverySquare(t *testing.T, where func() string, p *position) {
	t.Helper()
	eachFromTo(p, func(from, to, promo int) { checkTaking(t, where, p, from, to, promo) })
}

// TestAppendPlayFromToTakingOnSetPositions covers en passant, castling of
// both kinds, promotions with and without a capture, and a board that is
// not ready.
func TestAppendPlayFromToTakingOnSetPositions(t *testing.T) {
	for i, fen := range append(fuzzFENs,
		"4k3/1P6/8/8/8/8/8/4K3 w - - 0 1",
		"2r1k3/1P6/8/8/8/8/8/4K3 w - - 0 1",
		"r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
		"8/8/8/KPp4r/8/8/8/7k w - c6 0 1",
		"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
		"1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1",
		"rk6/8/8/8/8/8/8/RK6 w Aa - 0 1",
	) {
		for _, c960 := range []bool{false, true} {
			b, err := strictBoard(fen, c960)
			if err != nil {
				continue
			}
			where := func() string { return fmt.Sprintf("position %d (chess960 %v)", i, c960) }
			checkTakingEverySquare(t, where, &b.p)
		}
	}
	var nb *Board
	if out, m, taken, ok := nb.AppendPlayFromToTaking([]byte("x"), 12, 28, NoPieceType); ok || m != 0 || taken != NoSquare || string(out) != "x" {
		t.Fatalf("nil board: AppendPlayFromToTaking = %q %x %d %v", out, m, taken, ok)
	}
}

// FuzzAppendPlayFromToTaking checks AppendPlayFromToTaking against
// AppendPlayFromTo in any position the FEN reader accepts, for any squares
// and promotion piece.
func FuzzAppendPlayFromToTaking(f *testing.F) {
	for i, fen := range fuzzFENs {
		f.Add(fen, int8(12), int8(28), uint8(0), i%2 == 1)
		f.Add(fen, int8(36), int8(43), uint8(0), false)
		f.Add(fen, int8(52), int8(60), uint8(5), false)
	}
	f.Fuzz(func(t *testing.T, fen string, from, to int8, promo uint8, c960 bool) {
		b, err := strictBoard(fen, c960)
		if err != nil {
			return
		}
		checkTaking(t, func() string { return "fuzz" }, &b.p, int(from), int(to), int(promo))
	})
}

// TestEmptyReach: a knight, bishop, rook or queen on any square that
// reaches sq on an empty board stands in emptyReach of sq.
func TestEmptyReach(t *testing.T) {
	for _, pt := range []int{knight, bishop, rook, queen} {
		for from := range 64 {
			var p position
			p.put(from, makePiece(white, pt))
			for sq := range 64 {
				if sq != from && p.reachers(pt, sq).has(from) != emptyReach(pt, sq).has(from) {
					t.Errorf("type %d from %d to %d: reachers %v, emptyReach %v", pt, from, sq, p.reachers(pt, sq).has(from), emptyReach(pt, sq).has(from))
				}
			}
		}
	}
}
