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
var nullMove = newMove(0, 0, 0, moveNull)

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
func (p *position) makeMove(m move) {
	u := undo{m: m, ep: int8(p.ep), castle: p.castle, halfmove: int32(p.halfmove)}
	us, them := p.side, p.side^1
	from, to := m.from(), m.to()
	p.ep = noSquare
	p.halfmove++
	switch m.kind() {
	case moveNull:
	case moveCastle:
		kingTo, rookTo := castleTargets(us, m.castleSide())
		p.moveKingRook(us, from, to, kingTo, rookTo)
		p.castle[us] = noCastling[us]
	case moveEnPassant:
		capSq := epCaptured(us, to)
		u.captured = p.board[capSq]
		p.remove(capSq)
		p.remove(from)
		p.put(to, makePiece(us, pawn))
		p.halfmove = 0
	default:
		pc := p.board[from]
		if c := p.board[to]; c != 0 {
			u.captured = c
			p.remove(to)
			p.halfmove = 0
		}
		p.remove(from)
		if pr := m.promo(); pr != noType {
			pc = makePiece(us, pr)
		}
		p.put(to, pc)
		switch pc.kind() {
		case pawn:
			p.halfmove = 0
			if to-from == 16 || from-to == 16 {
				p.ep = (from + to) / 2
			}
		case king:
			p.castle[us] = noCastling[us]
		}
		for s := 0; s < 2; s++ {
			if int(p.castle[us][s]) == from {
				p.castle[us][s] = noSquare
			}
			if int(p.castle[them][s]) == to {
				p.castle[them][s] = noSquare
			}
		}
	}
	if us == black {
		p.fullmove++
	}
	p.side = them
	p.history = append(p.history, u)
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
		p.remove(to)
		if m.promo() != noType {
			pc = makePiece(us, pawn)
		}
		p.put(from, pc)
		if u.captured != 0 {
			p.put(to, u.captured)
		}
	}
	p.ep = int(u.ep)
	p.castle = u.castle
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
