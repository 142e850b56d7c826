package chess

import "github.com/pgntool/pgntool/pgn"

// moveFromTo returns the legal move of the side to move from one square to
// another, with promo (a piece type, noType for none) for a pawn reaching
// the last rank, testing that one move rather than generating all of them.
// It gives exactly the moves generate gives, with castling as the king
// taking its own rook; castling written as the king's two-square step
// (e1g1) is read too on a standard board, where that step is no king move.
func (p *position) moveFromTo(from, to, promo int) (move, bool) {
	if uint(from) > 63 || uint(to) > 63 || from == to {
		return 0, false
	}
	us := p.side & 1
	pc := p.board[from]
	if pc == 0 || pc.color() != us {
		return 0, false
	}
	t := pc.kind()
	if t == pawn {
		return p.pawnFromTo(from, to, promo)
	}
	if promo != noType {
		return 0, false
	}
	if t == king {
		if m, ok, castling := p.castleFromTo(from, to); castling {
			return m, ok
		}
	}
	if p.pieces[us][0].has(to) {
		return 0, false
	}
	var reach bool
	switch t {
	case knight:
		reach = knightAtt[from].has(to)
	case king:
		reach = kingAtt[from].has(to)
	case bishop:
		reach = bishopEmpty[from].has(to) && betweenBB[from][to]&p.occ == 0
	case rook:
		reach = rookEmpty[from].has(to) && betweenBB[from][to]&p.occ == 0
	case queen:
		reach = alignedBB[from].has(to) && betweenBB[from][to]&p.occ == 0
	}
	if !reach || !p.safe(from, to, moveNormal) {
		return 0, false
	}
	return newMove(from, to, noType, moveNormal), true
}

// castleFromTo reads a king move from→to as castling when to is the rook
// of a castling right, or on a standard board the king's castling
// destination out of a king step's reach. castling is false when the move
// is no castling at all; ok then tells whether that castling is legal.
func (p *position) castleFromTo(from, to int) (m move, ok, castling bool) {
	us := p.side & 1
	if p.castle[us][kingSide]&p.castle[us][queenSide] == noSquare {
		return 0, false, false // no right left, the usual case after the opening
	}
	for side := kingSide; side <= queenSide; side++ {
		r := int(p.castle[us][side])
		if r == noSquare {
			continue
		}
		kingTo, _ := castleTargets(us, side)
		if to == r || (!p.chess960 && to == kingTo) {
			if from != p.kingSq(us) {
				return 0, false, true
			}
			m, f := p.resolveCastle(side)
			return m, f.kind == failNone, true
		}
	}
	return 0, false, false
}

// pawnFromTo is moveFromTo for a pawn: a push of one or two squares, a
// capture, or en passant, with a promotion piece exactly when it reaches
// the last rank.
func (p *position) pawnFromTo(from, to, promo int) (move, bool) {
	us := p.side & 1
	if r := sqRank(to); r == 0 || r == 7 {
		if promo < knight || promo > queen {
			return 0, false
		}
	} else if promo != noType {
		return 0, false
	}
	step, startRank := 8, 1
	if us == black {
		step, startRank = -8, 6
	}
	switch {
	case to == from+step:
		if p.occ.has(to) {
			return 0, false
		}
	case to == from+2*step:
		if sqRank(from) != startRank || p.occ.has(from+step) || p.occ.has(to) {
			return 0, false
		}
	case pawnAtt[us][from].has(to):
		switch {
		case p.pieces[us^1][0].has(to):
		case to == p.ep:
			if !p.epLegal(from, to) {
				return 0, false
			}
			return newMove(from, to, noType, moveEnPassant), true
		default:
			return 0, false
		}
	default:
		return 0, false
	}
	if !p.safe(from, to, moveNormal) {
		return 0, false
	}
	return newMove(from, to, promo, moveNormal), true
}

// MoveFromTo returns the legal move from one square to another, with
// promotion the piece type a pawn reaching the last rank becomes
// (NoPieceType for every other move), as a UCI move names it but without
// text and without generating all legal moves. Castling is the king
// taking its own rook (e1h1), or on a standard board also the king's
// two-square step (e1g1). ok is false when no such legal move exists,
// also for a promotion piece given where none belongs or missing where
// one does. A Make of the move that follows needs no second legality test.
func (b *Board) MoveFromTo(from, to Square, promotion PieceType) (m pgn.Move, ok bool) {
	if !b.usable() || promotion > King {
		return 0, false
	}
	mv, ok := b.p.moveFromTo(int(from), int(to), int(promotion))
	if !ok {
		return 0, false
	}
	b.p.next, b.p.nextCheck, b.p.nextSAN = mv, checkUnknown, 0
	return pgn.Move(mv) | moveTag, true
}

// AppendSAN appends m, a legal move of the position, in Standard Algebraic
// Notation with its check or mate sign, and returns the extended slice; a
// move that is not legal here appends nothing. It tests the one move
// rather than generating all legal moves, looks at the other pieces of
// the mover's type only when they reach the same square, and searches for
// mate only when the move checks. It allocates nothing when dst has room.
// The check status it finds is kept for a Make of m that follows.
func (b *Board) AppendSAN(dst []byte, m pgn.Move) []byte {
	if !b.usable() {
		return dst
	}
	p := &b.p
	mv := sanitize(m)
	if !p.isLegal(mv) {
		return dst
	}
	if mv == p.next && p.nextSAN&sanStatus != 0 {
		// ParseMove read this move: its check status, and when it read
		// canonical SAN the origin to write, are known.
		gives, mate := p.nextCheck == checkYes, p.nextSAN&sanMate != 0
		if p.nextSAN&sanOrigin != 0 && mv.kind() == moveNormal {
			return p.appendKnownSAN(dst, mv, p.nextSAN, gives, mate)
		}
		return p.appendSANStatus(dst, mv, gives, mate)
	}
	gives, mate := p.checkStatus(mv)
	p.next, p.nextCheck, p.nextSAN = mv, checkOf(gives), statusSAN(mate)
	return p.appendSANStatus(dst, mv, gives, mate)
}
