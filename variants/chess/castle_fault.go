package chess

import "strings"

// castleFault says why the side to move cannot castle on side, naming the
// square and the piece: the right is gone, the king is in check, a piece
// stands in the way (between king and rook, or in Chess960 where either
// must go), or a square the king passes through or lands on is attacked.
// It is built only for an illegal castling, off the hot path.
func (p *position) castleFault(side int) string {
	us, them := p.side, p.side^1
	k := p.kingSq(us)
	r := int(p.castle[us][side])
	if k == noSquare || r == noSquare {
		return "the king or rook has moved (" + colorName[us] + " has no " + sideName(side) + " castling right)"
	}
	if p.board[r] != makePiece(us, rook) || sqRank(r) != sqRank(k) {
		return "no " + strings.ToLower(colorName[us]) + " rook stands on " + squareName(r)
	}
	if c := p.checkers(); c != 0 {
		return "the king is in check from " + p.pieceList(c)
	}
	kingTo, rookTo := castleTargets(us, side)
	occ := p.occ &^ bit(k) &^ bit(r)
	if b := betweenBB[k][r] & occ; b != 0 {
		return p.pieceList(b) + verb(b, " stands", " stand") + " between king and rook"
	}
	if b := (betweenBB[k][kingTo] | bit(kingTo)) & occ; b != 0 {
		return p.pieceList(b) + verb(b, " stands", " stand") + " in the way of the king, which goes to " + squareName(kingTo)
	}
	if b := (betweenBB[r][rookTo] | bit(rookTo)) & occ; b != 0 {
		return p.pieceList(b) + verb(b, " stands", " stand") + " in the way of the rook, which goes to " + squareName(rookTo)
	}
	if k != kingTo {
		step := 1
		if kingTo < k {
			step = -1
		}
		for sq := k + step; ; sq += step {
			if a := p.attackers(sq, them, occ); a != 0 {
				how := "pass through "
				if sq == kingTo {
					how = "land on "
				}
				return "the king would " + how + squareName(sq) + ", attacked by " + p.pieceList(a)
			}
			if sq == kingTo {
				break
			}
		}
	}
	return "castling is not possible here" // castleLegal found no fault
}

// pieceList names the pieces on the squares of b, the opponent's with
// their colour: "the bishop on c1", "the black rook on d8", "the knight on
// b1 and the bishop on c1".
func (p *position) pieceList(b bitboard) string {
	var names []string
	for b != 0 {
		sq := b.pop()
		pc := p.board[sq]
		name := "the "
		if pc.color() != p.side {
			name += strings.ToLower(colorName[pc.color()]) + " "
		}
		names = append(names, name+pieceNames[pc.kind()]+" on "+squareName(sq))
	}
	if len(names) <= 1 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// verb picks the singular or plural form for the pieces of b.
func verb(b bitboard, one, more string) string {
	if b.count() > 1 {
		return more
	}
	return one
}
