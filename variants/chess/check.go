package chess

// givesCheck reports whether m, legal in p, checks the opponent. It works
// on the occupancy alone, without making the move, because ParseMove asks
// it for every move to verify the '+' sign.
//
// A normal move checks directly, from its destination, or by discovery,
// uncovering a slider on the line through the king and its origin; both
// tests look at single lines, not at every attack on the king. Castling
// and en passant, which move or remove a second piece, take the general
// route of sliderCheck.
func (p *position) givesCheck(m move) bool {
	k := p.kingSq(p.side ^ 1)
	if k == noSquare {
		return false
	}
	switch m.kind() {
	case moveNull:
		return false
	case moveNormal:
	default:
		return p.givesCheckSpecial(m, k)
	}
	from, to := m.from(), m.to()
	t := p.board[from].kind()
	if pr := m.promo(); pr != noType {
		t = pr
	}
	return p.normalGivesCheck(t, from, to, k)
}

// normalGivesCheck is givesCheck for a normal move from→to after which a
// piece of type t (the promotion piece for a promotion) stands on to; k is
// the opponent's king. The SAN readers call it directly with the type they
// have read.
func (p *position) normalGivesCheck(t, from, to, k int) bool {
	us := p.side & 1
	occ := p.occ&^bit(from) | bit(to)
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
		if bishopEmpty[k].has(to) && betweenBB[k][to]&occ == 0 {
			return true
		}
	case rook:
		if rookEmpty[k].has(to) && betweenBB[k][to]&occ == 0 {
			return true
		}
	case queen:
		if alignedBB[k].has(to) && betweenBB[k][to]&occ == 0 {
			return true
		}
	}
	return alignedBB[k].has(from) && uncovers(k, from, to, &p.pieces[us], p.occ)
}

// givesCheckSpecial answers givesCheck for castling and en passant, which
// move or remove a second piece, by testing every slider line to the king
// k on the occupancy after the move.
func (p *position) givesCheckSpecial(m move, k int) bool {
	us := p.side
	from, to := m.from(), m.to()
	rq := p.pieces[us][rook] | p.pieces[us][queen]
	bq := p.pieces[us][bishop] | p.pieces[us][queen]
	if m.kind() == moveCastle {
		kingTo, rookTo := castleTargets(us, m.castleSide())
		occ := p.occ&^bit(from)&^bit(to) | bit(kingTo) | bit(rookTo)
		rq = rq&^bit(to) | bit(rookTo)
		return sliderCheck(k, occ, rq, bq)
	}
	if pawnAtt[us][to].has(k) {
		return true
	}
	occ := p.occ&^bit(from)&^bit(epCaptured(us, to)) | bit(to)
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
