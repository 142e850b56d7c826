package chess

// hasEvasion reports whether the side to move, which should be in check,
// has a legal move: what generating all moves would say, for the mate test
// of every checking move in a game, at a fraction of the cost.
//
// A king step is tried first, as the usual answer. Then, in single check,
// a piece that is not pinned may capture the checker or step between it
// and the king, and any such move is legal; a pinned piece can do neither,
// since it may only move along its line through the king. En passant,
// which removes a second pawn, is tested by playing it on the occupancy.
func (p *position) hasEvasion() bool {
	us, them := p.side, p.side^1
	k := p.kingSq(us)
	if k == noSquare {
		return false
	}
	occNoKing := p.occ &^ bit(k)
	for t := kingAtt[k] &^ p.pieces[us][0]; t != 0; {
		if p.attackers(t.pop(), them, occNoKing) == 0 {
			return true
		}
	}
	checkers := p.attackers(k, them, p.occ)
	switch {
	case checkers == 0:
		return p.hasLegalMove() // not in check after all
	case checkers&(checkers-1) != 0:
		return false // double check: only the king may move
	}
	own := &p.pieces[us]
	if p.ep != noSquare {
		for c := pawnAtt[them][p.ep] & own[pawn]; c != 0; {
			if p.epLegal(c.pop(), p.ep) {
				return true
			}
		}
	}
	c := checkers.lsb()
	pinned := p.pinned()
	free := own[0] &^ own[king] &^ pinned
	if p.attackers(c, us, p.occ)&free != 0 {
		return true
	}
	between := betweenBB[k][c]
	if between == 0 {
		return false
	}
	// A block is a move to an empty square: a pawn's push, one or two
	// squares, and for the other pieces a move of their attack pattern.
	pawns := own[pawn] &^ pinned
	var pushes bitboard
	if us == white {
		one := pawns << 8 &^ p.occ
		pushes = one | (one&(rank1<<16))<<8&^p.occ
	} else {
		one := pawns >> 8 &^ p.occ
		pushes = one | (one&(rank1<<40))>>8&^p.occ
	}
	if pushes&between != 0 {
		return true
	}
	free &^= own[pawn]
	for b := between; b != 0; {
		if p.attackers(b.pop(), us, p.occ)&free != 0 {
			return true
		}
	}
	return false
}
