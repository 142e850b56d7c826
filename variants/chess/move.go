package chess

// move packs one move into 32 bits: from (6), to (6), promotion piece type
// (3) and kind (2). A castling move goes from the king to its own rook, which
// describes Chess960 and standard castling alike.
type move uint32

const (
	moveNormal = iota
	moveCastle
	moveEnPassant
	moveNull
)

func newMove(from, to, promo, kind int) move {
	return move(from | to<<6 | promo<<12 | kind<<15)
}

// nullMove passes the turn; see docs/chess.md for how null moves are kept.
const nullMove = move(moveNull << 15)

func (m move) from() int  { return int(m & 63) }
func (m move) to() int    { return int(m>>6) & 63 }
func (m move) promo() int { return int(m>>12) & 7 }
func (m move) kind() int  { return int(m>>15) & 3 }

// castleSide tells a castling move's side from where the rook stands.
func (m move) castleSide() int {
	if m.to() > m.from() {
		return kingSide
	}
	return queenSide
}

// castleTargets returns where king and rook end up after castling on side
// for colour c: g/f or c/d of the back rank, whatever the start squares.
func castleTargets(c, side int) (kingTo, rookTo int) {
	base := 0
	if c == black {
		base = 56
	}
	if side == kingSide {
		return base + 6, base + 5
	}
	return base + 2, base + 3
}

// makeMove plays m, which must be legal, and records how to take it back.
// The normal move, nearly every move of a game, is played here; the other
// kinds in makeSpecial, out of the way.
func (p *position) makeMove(m move) {
	u := undo{m: m, ep: int8(p.ep), castle: p.castle, halfmove: int32(p.halfmove), check: p.check}
	check := checkUnknown
	if m == p.next {
		check = p.nextCheck
	}
	p.next = 0
	p.ep = noSquare
	p.halfmove++
	if m.kind() != moveNormal {
		u.captured = p.makeSpecial(m)
	} else {
		// The sets are updated in place rather than through remove and
		// put. us is masked so that it indexes without a bounds check.
		us, them := p.side&1, (p.side^1)&1
		from, to := m.from(), m.to()
		pc := p.board[from]
		t := pc.kind()
		fromTo := bit(from) | bit(to)
		if c := p.board[to]; c != 0 {
			u.captured = c
			p.pieces[c.color()][c.kind()] &^= bit(to)
			p.pieces[c.color()][0] &^= bit(to)
			p.halfmove = 0
		}
		p.pieces[us][0] ^= fromTo
		p.occ = p.occ&^bit(from) | bit(to)
		p.board[from] = 0
		if pr := m.promo(); pr != noType {
			p.pieces[us][t] &^= bit(from)
			p.pieces[us][pr] |= bit(to)
			pc = makePiece(us, pr)
		} else {
			p.pieces[us][t] ^= fromTo
		}
		p.board[to] = pc
		switch t {
		case pawn:
			p.halfmove = 0
			if to-from == 16 || from-to == 16 {
				p.ep = (from + to) / 2
			}
		case king:
			p.castle[us] = noCastling[us]
		}
		// A right is lost when its rook moves or is taken, always on a
		// back rank; most moves keep off those squares, and most of a
		// game is played without rights.
		if fromTo&(rank1|rank8) != 0 && p.hasCastling() {
			c := &p.castle
			if int(c[us][kingSide]) == from {
				c[us][kingSide] = noSquare
			}
			if int(c[us][queenSide]) == from {
				c[us][queenSide] = noSquare
			}
			if int(c[them][kingSide]) == to {
				c[them][kingSide] = noSquare
			}
			if int(c[them][queenSide]) == to {
				c[them][queenSide] = noSquare
			}
		}
	}
	p.fullmove += p.side // the move number advances after Black's move
	p.side ^= 1
	p.check = check
	p.history = append(p.history, u)
}

// makeSpecial plays the null move, castling or en passant for makeMove and
// returns the piece captured.
func (p *position) makeSpecial(m move) (captured piece) {
	us := p.side
	from, to := m.from(), m.to()
	switch m.kind() {
	case moveCastle:
		kingTo, rookTo := castleTargets(us, m.castleSide())
		p.moveKingRook(us, from, to, kingTo, rookTo)
		p.castle[us] = noCastling[us]
	case moveEnPassant:
		capSq := epCaptured(us, to)
		captured = p.board[capSq]
		p.remove(capSq)
		p.remove(from)
		p.put(to, makePiece(us, pawn))
		p.halfmove = 0
	}
	return captured
}

// unmakeMove takes back the last move made; it does nothing when there is
// none, so a confused caller cannot crash the board.
func (p *position) unmakeMove() {
	n := len(p.history)
	if n == 0 {
		return
	}
	u := p.history[n-1]
	p.history = p.history[:n-1]
	p.side ^= 1
	us := p.side
	if us == black {
		p.fullmove--
	}
	m := u.m
	from, to := m.from(), m.to()
	switch m.kind() {
	case moveNull:
	case moveCastle:
		kingTo, rookTo := castleTargets(us, m.castleSide())
		p.moveKingRook(us, kingTo, rookTo, from, to)
	case moveEnPassant:
		p.remove(to)
		p.put(from, makePiece(us, pawn))
		p.put(epCaptured(us, to), u.captured)
	default:
		pc := p.board[to]
		fromTo := bit(from) | bit(to)
		p.pieces[us][0] ^= fromTo
		if m.promo() != noType {
			p.pieces[us][pc.kind()] &^= bit(to)
			p.pieces[us][pawn] |= bit(from)
			pc = makePiece(us, pawn)
		} else {
			p.pieces[us][pc.kind()] ^= fromTo
		}
		p.board[from] = pc
		p.board[to] = u.captured
		if c := u.captured; c != 0 {
			p.pieces[c.color()][c.kind()] |= bit(to)
			p.pieces[c.color()][0] |= bit(to)
			p.occ |= bit(from)
		} else {
			p.occ ^= fromTo
		}
	}
	p.ep = int(u.ep)
	p.castle = u.castle
	p.check = u.check
	p.next = 0
	p.halfmove = int(u.halfmove)
}

// moveKingRook lifts king and rook before placing either, since in Chess960
// each may land on the other's square.
func (p *position) moveKingRook(c, kingFrom, rookFrom, kingTo, rookTo int) {
	p.remove(kingFrom)
	p.remove(rookFrom)
	p.put(kingTo, makePiece(c, king))
	p.put(rookTo, makePiece(c, rook))
}
