package chess

// moveList holds the legal moves of one position; 256 is more than the
// most any legal chess position has (218), so it never overflows.
type moveList struct {
	n int
	m [256]move
}

func (l *moveList) add(m move) {
	l.m[l.n] = m
	l.n++
}

// generate fills l with the legal moves of the side to move. Pins and
// checks are resolved with masks rather than by playing each move, except
// for en passant, whose two vacated squares make a masked test unreliable.
func (p *position) generate(l *moveList) {
	l.n = 0
	us, them := p.side, p.side^1
	k := p.kingSq(us)
	if k == noSquare {
		return
	}
	own := p.pieces[us][0]
	checkers := p.attackers(k, them, p.occ)
	occNoKing := p.occ &^ bit(k)
	for t := kingAtt[k] &^ own; t != 0; {
		to := t.pop()
		if p.attackers(to, them, occNoKing) == 0 {
			l.add(newMove(k, to, noType, moveNormal))
		}
	}
	if checkers&(checkers-1) != 0 {
		return // double check: only the king may move
	}
	target := ^own
	if checkers != 0 {
		target = betweenBB[k][checkers.lsb()] | checkers
	}
	pinned := p.pinned()
	for b := p.pieces[us][knight] &^ pinned; b != 0; {
		from := b.pop()
		p.addAll(l, from, knightAtt[from]&target)
	}
	for b := p.pieces[us][bishop] | p.pieces[us][rook] | p.pieces[us][queen]; b != 0; {
		from := b.pop()
		var a bitboard
		switch p.board[from].kind() {
		case bishop:
			a = bishopAttacks(from, p.occ)
		case rook:
			a = rookAttacks(from, p.occ)
		default:
			a = bishopAttacks(from, p.occ) | rookAttacks(from, p.occ)
		}
		a &= target
		if pinned.has(from) {
			a &= lineBB[k][from]
		}
		p.addAll(l, from, a)
	}
	p.genPawns(l, k, target, pinned)
	if checkers == 0 {
		p.genCastles(l, k)
	}
}

func (p *position) addAll(l *moveList, from int, to bitboard) {
	for to != 0 {
		l.add(newMove(from, to.pop(), noType, moveNormal))
	}
}

func addPawnMove(l *moveList, from, to int) {
	if r := sqRank(to); r == 0 || r == 7 {
		for t := queen; t >= knight; t-- {
			l.add(newMove(from, to, t, moveNormal))
		}
		return
	}
	l.add(newMove(from, to, noType, moveNormal))
}

func (p *position) genPawns(l *moveList, k int, target, pinned bitboard) {
	us, them := p.side, p.side^1
	step, startRank := 8, 1
	if us == black {
		step, startRank = -8, 6
	}
	for b := p.pieces[us][pawn]; b != 0; {
		from := b.pop()
		allowed := target
		if pinned.has(from) {
			allowed &= lineBB[k][from]
		}
		one := from + step
		if !p.occ.has(one) {
			if allowed.has(one) {
				addPawnMove(l, from, one)
			}
			two := one + step
			if sqRank(from) == startRank && !p.occ.has(two) && allowed.has(two) {
				l.add(newMove(from, two, noType, moveNormal))
			}
		}
		for c := pawnAtt[us][from] & p.pieces[them][0] & allowed; c != 0; {
			addPawnMove(l, from, c.pop())
		}
		if p.ep != noSquare && pawnAtt[us][from].has(p.ep) && p.epLegal(from, p.ep) {
			l.add(newMove(from, p.ep, noType, moveEnPassant))
		}
	}
}

// epCaptured returns the square of the pawn an en passant capture to ep removes.
func epCaptured(us, ep int) int {
	if us == white {
		return ep - 8
	}
	return ep + 8
}

// epLegal plays the capture on the occupancy alone and looks for any attack
// on the king, which covers the rank pin that removes two pawns at once.
func (p *position) epLegal(from, ep int) bool {
	us := p.side
	capSq := epCaptured(us, ep)
	if p.board[capSq] != makePiece(us^1, pawn) || p.occ.has(ep) {
		return false
	}
	k := p.kingSq(us)
	occ := p.occ ^ bit(from) ^ bit(ep) ^ bit(capSq)
	return p.attackers(k, us^1, occ)&^bit(capSq) == 0
}

// castleLegal checks one castling right: every square either piece crosses
// is empty but for the two castling pieces, and no square the king crosses
// is attacked with both of them lifted off the board.
func (p *position) castleLegal(k, side int) (rookSq int, ok bool) {
	us := p.side
	r := int(p.castle[us][side])
	if r == noSquare || p.board[r] != makePiece(us, rook) || sqRank(r) != sqRank(k) {
		return r, false
	}
	kingTo, rookTo := castleTargets(us, side)
	occ := p.occ &^ bit(k) &^ bit(r)
	path := betweenBB[k][kingTo] | bit(kingTo) | betweenBB[r][rookTo] | bit(rookTo)
	if path&occ != 0 {
		return r, false
	}
	for kp := betweenBB[k][kingTo] | bit(kingTo) | bit(k); kp != 0; {
		if p.attackers(kp.pop(), us^1, occ) != 0 {
			return r, false
		}
	}
	return r, true
}

func (p *position) genCastles(l *moveList, k int) {
	for side := kingSide; side <= queenSide; side++ {
		if r, ok := p.castleLegal(k, side); ok {
			l.add(newMove(k, r, noType, moveCastle))
		}
	}
}

// hasLegalMove reports whether the side to move can move at all. A king
// step is tried first: it is the usual answer to a check, and costs a few
// attack lookups where the full generation costs hundreds.
func (p *position) hasLegalMove() bool {
	us := p.side
	if k := p.kingSq(us); k != noSquare {
		occ := p.occ &^ bit(k)
		for t := kingAtt[k] &^ p.pieces[us][0]; t != 0; {
			if p.attackers(t.pop(), us^1, occ) == 0 {
				return true
			}
		}
	}
	var l moveList
	p.generate(&l)
	return l.n > 0
}

// perft counts the leaf nodes of the legal move tree to depth.
func (p *position) perft(depth int) uint64 {
	if depth == 0 {
		return 1
	}
	var l moveList
	p.generate(&l)
	if depth == 1 {
		return uint64(l.n)
	}
	var n uint64
	for i := 0; i < l.n; i++ {
		p.makeMove(l.m[i])
		n += p.perft(depth - 1)
		p.unmakeMove()
	}
	return n
}
