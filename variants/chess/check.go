package chess

// givesCheck reports whether m, legal in p, checks the opponent. It works
// on the occupancy alone, without making the move, because ParseMove asks
// it for every move to verify the '+' sign.
func (p *position) givesCheck(m move) bool {
	us, them := p.side, p.side^1
	k := p.kingSq(them)
	if k == noSquare || m.kind() == moveNull {
		return false
	}
	from, to := m.from(), m.to()
	occ := p.occ
	rq := p.pieces[us][rook] | p.pieces[us][queen]
	bq := p.pieces[us][bishop] | p.pieces[us][queen]
	switch m.kind() {
	case moveCastle:
		kingTo, rookTo := castleTargets(us, m.castleSide())
		occ = occ&^bit(from)&^bit(to) | bit(kingTo) | bit(rookTo)
		rq = rq&^bit(to) | bit(rookTo)
		return sliderCheck(k, occ, rq, bq)
	case moveEnPassant:
		occ &^= bit(epCaptured(us, to))
	}
	t := p.board[from].kind()
	if pr := m.promo(); pr != noType {
		t = pr
	}
	occ = occ&^bit(from) | bit(to)
	rq &^= bit(from)
	bq &^= bit(from)
	switch t {
	case pawn:
		if pawnAtt[us][to].has(k) {
			return true
		}
	case knight:
		if knightAtt[to].has(k) {
			return true
		}
	case bishop:
		bq |= bit(to)
	case rook:
		rq |= bit(to)
	case queen:
		bq |= bit(to)
		rq |= bit(to)
	}
	return sliderCheck(k, occ, rq, bq)
}

// sliderCheck reports whether a rook-like piece of rq or a bishop-like piece
// of bq attacks k through occ.
func sliderCheck(k int, occ, rq, bq bitboard) bool {
	if rq&rookEmpty[k] != 0 && rookAttacks(k, occ)&rq != 0 {
		return true
	}
	return bq&bishopEmpty[k] != 0 && bishopAttacks(k, occ)&bq != 0
}
