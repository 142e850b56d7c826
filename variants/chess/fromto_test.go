package chess

import (
	"fmt"
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

// referenceSAN writes m the slow way, from the full list of legal moves:
// "" when m is not among them, disambiguation from the legal moves of the
// same piece type to the same square, the check sign by playing the move
// and the mate sign by generating the replies. It is what AppendSAN must
// equal without doing any of that.
func referenceSAN(p *position, m move) string {
	var l moveList
	p.generate(&l)
	legal := m == nullMove && !p.inCheck()
	for _, lm := range l.m[:l.n] {
		legal = legal || lm == m
	}
	if !legal {
		return ""
	}
	var s []byte
	from, to := m.from(), m.to()
	switch {
	case m == nullMove:
		return "--"
	case m.kind() == moveCastle && m.castleSide() == kingSide:
		s = append(s, "O-O"...)
	case m.kind() == moveCastle:
		s = append(s, "O-O-O"...)
	case p.board[from].kind() == pawn:
		if sqFile(from) != sqFile(to) {
			s = append(s, byte('a'+sqFile(from)), 'x')
		}
	default:
		t := p.board[from].kind()
		s = append(s, "  NBRQK"[t])
		var sameFile, sameRank, others bool
		for _, lm := range l.m[:l.n] {
			if lm.to() == to && lm.from() != from && lm.kind() == moveNormal && p.board[lm.from()].kind() == t {
				others = true
				sameFile = sameFile || sqFile(lm.from()) == sqFile(from)
				sameRank = sameRank || sqRank(lm.from()) == sqRank(from)
			}
		}
		switch {
		case !others:
		case !sameFile:
			s = append(s, byte('a'+sqFile(from)))
		case !sameRank:
			s = append(s, byte('1'+sqRank(from)))
		default:
			s = appendSquare(s, from)
		}
		if p.board[to] != 0 {
			s = append(s, 'x')
		}
	}
	if m.kind() != moveCastle {
		s = appendSquare(s, to)
		if pr := m.promo(); pr != noType {
			s = append(s, '=', "  NBRQK"[pr])
		}
	}
	p.makeMove(m)
	p.check = checkUnknown
	if p.inCheck() {
		var replies moveList
		p.generate(&replies)
		if replies.n == 0 {
			s = append(s, '#')
		} else {
			s = append(s, '+')
		}
	}
	p.unmakeMove()
	return string(s)
}

// referenceFromTo finds the move from→to with promo in the full list of
// legal moves, reading castling as MoveFromTo documents it.
func referenceFromTo(p *position, l *moveList, from, to, promo int) (move, bool) {
	for _, m := range l.m[:l.n] {
		if m.from() != from || m.promo() != promo {
			continue
		}
		if m.to() == to {
			return m, true
		}
		if m.kind() == moveCastle && !p.chess960 {
			kingTo, _ := castleTargets(p.side, m.castleSide())
			if kingTo == to && !kingAtt[from].has(to) {
				return m, true
			}
		}
	}
	return 0, false
}

// checkFastPrimitives compares MoveFromTo and AppendSAN with the slow
// paths in one position: every origin of the side to move, every square,
// every promotion piece; then the SAN of every legal move. It works on a
// scratch copy so that the caller's board is untouched.
func checkFastPrimitives(t *testing.T, where string, src *position, scratch []undo) {
	t.Helper()
	b := &Board{p: *src, ready: true}
	b.p.history = scratch[:0]
	p := &b.p
	before := p.appendFEN(nil)
	var l moveList
	p.generate(&l)
	for own := p.pieces[p.side][0]; own != 0; {
		from := own.pop()
		promos := []int{noType, queen} // a piece that is no pawn never promotes
		if p.board[from].kind() == pawn {
			promos = []int{noType, pawn, knight, bishop, rook, queen, king}
		}
		for to := 0; to < 64; to++ {
			for _, promo := range promos {
				want, wantOK := referenceFromTo(p, &l, from, to, promo)
				got, ok := b.MoveFromTo(Square(from), Square(to), PieceType(promo))
				if ok != wantOK || ok && move(got&moveBits) != want {
					t.Fatalf("%s: %s: MoveFromTo(%s, %s, %d) = %s %v, want %s %v", where, before,
						squareName(from), squareName(to), promo, p.appendUCI(nil, move(got&moveBits)), ok, p.appendUCI(nil, want), wantOK)
				}
			}
		}
	}
	l.add(nullMove)
	l.add(newMove(p.kingSq(p.side), p.kingSq(p.side), noType, moveNormal)) // no move at all
	var buf [16]byte
	for _, m := range l.m[:l.n] {
		p.next = 0 // no help from an earlier call
		want := referenceSAN(p, m)
		if got := string(b.AppendSAN(buf[:0], pgn.Move(m)|moveTag)); got != want {
			t.Fatalf("%s: %s: AppendSAN(%s) = %q, want %q", where, before, p.appendUCI(nil, m), got, want)
		}
		if got := string(b.AppendMove(buf[:0], pgn.Move(m)|moveTag, SAN)); got != want {
			t.Fatalf("%s: %s: AppendMove(%s, SAN) = %q, want %q", where, before, p.appendUCI(nil, m), got, want)
		}
		checkSANAfterParse(t, where, b, m, want)
	}
	if after := p.appendFEN(nil); string(after) != string(before) {
		t.Fatalf("%s: the position changed from %s to %s", where, before, after)
	}
}

// checkSANAfterParse checks that AppendSAN, right after ParseMove read m,
// writes want, the reference SAN of m, whatever text ParseMove read: the
// canonical SAN (quickMove, which tells AppendSAN the origin to write),
// the SAN without its sign or with a wrong one, and the UCI form (the
// general route, which tells it the check status only).
func checkSANAfterParse(t *testing.T, where string, b *Board, m move, want string) {
	t.Helper()
	if want == "" || m == nullMove {
		return
	}
	_, n := trailingMark([]byte(want))
	bare := want[:n]
	texts := []string{want, bare, bare + "+", bare + "#", string(b.p.appendUCI(nil, m))}
	var buf [16]byte
	// A nil report skips the mate search of a check; a report of its own
	// has it done.
	for _, report := range []pgn.Report{nil, func(pgn.Diagnostic) {}} {
		for _, text := range texts {
			got, ok := b.ParseMove([]byte(text), pgn.Position{}, report)
			if !ok || move(got&moveBits) != m {
				if text == want {
					t.Fatalf("%s: %s: ParseMove(%q) = %s %v, want %s", where, b.p.appendFEN(nil), text, b.p.appendUCI(nil, move(got&moveBits)), ok, b.p.appendUCI(nil, m))
				}
				continue // the UCI form of castling may read otherwise
			}
			if s := string(b.AppendSAN(buf[:0], got)); s != want {
				t.Fatalf("%s: %s: AppendSAN after ParseMove(%q) = %q, want %q", where, b.p.appendFEN(nil), text, s, want)
			}
		}
	}
	b.p.next = 0
}

// TestFastPrimitivesMatchSlowPaths replays the chess corpus and checks
// MoveFromTo and AppendSAN against the full move generation in sampled
// positions: one in 100 by default, every position with PGNTOOL_LONG=1.
func TestFastPrimitivesMatchSlowPaths(t *testing.T) {
	stride := 100
	if longTests() {
		stride = 1
	}
	scratch := make([]undo, 0, 8)
	seen, checked := 0, 0
	eachCorpusGame(t, func(path string, g *pgn.Game) {
		pgn.Replay(g, Variant, nil, func(n *pgn.Node, pb pgn.Board, _ pgn.Move) {
			if seen++; seen%stride != 0 {
				return
			}
			checked++
			checkFastPrimitives(t, fmt.Sprintf("%s game %d", path, g.Pos.Game), &pb.(*Board).p, scratch)
		})
	})
	if checked == 0 {
		t.Fatal("no position checked; is the corpus there?")
	}
	t.Logf("%d of %d positions checked", checked, seen)
}

// TestFastPrimitivesOnSetPositions covers what games rarely reach:
// Chess960 castling, en passant pinned along the rank, promotions with
// disambiguation, positions with no castling form to read.
func TestFastPrimitivesOnSetPositions(t *testing.T) {
	for i, fen := range append(fuzzFENs,
		"1k6/8/8/8/8/8/8/K1Q1Q3 w - - 0 1",
		"k7/8/8/8/Q1Q5/8/Q1Q5/7K w - - 0 1",
		"4k3/1P6/8/8/8/8/8/4K3 w - - 0 1",
		"r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
		"8/8/8/KPp4r/8/8/8/7k w - c6 0 1",
		"1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1",
		"rk6/8/8/8/8/8/8/RK6 w Aa - 0 1",
	) {
		for _, c960 := range []bool{false, true} {
			b, err := strictBoard(fen, c960)
			if err != nil {
				continue
			}
			checkFastPrimitives(t, fmt.Sprintf("position %d (chess960 %v)", i, c960), &b.p, nil)
		}
	}
}

// FuzzMoveFromTo checks MoveFromTo and AppendSAN against the slow paths in
// any position the FEN reader accepts.
func FuzzMoveFromTo(f *testing.F) {
	for i, fen := range fuzzFENs {
		f.Add(fen, uint8(12), uint8(28), uint8(0), i%2 == 1)
		f.Add(fen, uint8(4), uint8(6), uint8(0), false)
		f.Add(fen, uint8(52), uint8(60), uint8(5), false)
	}
	f.Fuzz(func(t *testing.T, fen string, from, to, promo uint8, c960 bool) {
		b, err := strictBoard(fen, c960)
		if err != nil {
			return
		}
		p := &b.p
		var l moveList
		p.generate(&l)
		want, wantOK := referenceFromTo(p, &l, int(from), int(to), int(promo))
		got, ok := b.MoveFromTo(Square(int8(from)), Square(int8(to)), PieceType(promo))
		if ok != wantOK || ok && move(got&moveBits) != want {
			t.Fatalf("%s: MoveFromTo(%d, %d, %d) = %x %v, want %x %v", fen, from, to, promo, got, ok, want, wantOK)
		}
		// Like Make and AppendMove, AppendSAN drops a promotion piece that
		// no pawn can become (sanitize) rather than read past its tables.
		m := newMove(int(from)&63, int(to)&63, int(promo)&7, int(promo>>3)&3)
		wantSAN := referenceSAN(p, sanitize(pgn.Move(m)))
		if gotSAN := string(b.AppendSAN(nil, pgn.Move(m)|moveTag)); gotSAN != wantSAN {
			t.Fatalf("%s: AppendSAN(%x) = %q, want %q", fen, m, gotSAN, wantSAN)
		}
		if ok {
			checkFastPrimitives(t, "fuzz", p, nil)
		}
	})
}
