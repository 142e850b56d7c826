package chess

// PolyglotKey returns the position's Zobrist key as the Polyglot opening
// book format defines it, so that keys match book files, python-chess's
// chess.polyglot.zobrist_hash and other libraries. It covers the pieces,
// the side to move, the castling rights (by side: any rook a right names
// counts as that side's right, as python-chess counts Chess960 rights) and
// the en passant file, which counts only when a pawn of the side to move
// stands next to the pawn that has just made its double step, whether or
// not capturing would be legal. It allocates nothing.
func (b *Board) PolyglotKey() uint64 {
	if !b.usable() {
		return 0
	}
	return b.p.polyglotKey()
}

func (p *position) polyglotKey() uint64 {
	var key uint64
	for c := white; c <= black; c++ {
		for t := pawn; t <= king; t++ {
			// Polyglot's piece kinds run black pawn, white pawn, black
			// knight …: two per type, black first.
			table := polyglotRandom[64*(2*(t-1)+1-c):][:64]
			for sqs := p.pieces[c][t]; sqs != 0; {
				key ^= table[sqs.pop()]
			}
		}
	}
	for c := white; c <= black; c++ {
		for side := kingSide; side <= queenSide; side++ {
			if p.castle[c][side] != noSquare {
				key ^= polyglotRandom[768+2*c+side]
			}
		}
	}
	if p.ep != noSquare && pawnAtt[p.side^1][p.ep]&p.pieces[p.side][pawn] != 0 {
		key ^= polyglotRandom[772+sqFile(p.ep)]
	}
	if p.side == white {
		key ^= polyglotRandom[780]
	}
	return key
}
