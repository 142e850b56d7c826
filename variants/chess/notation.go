package chess

// appendSAN writes m in Standard Algebraic Notation with its check or mate
// sign, disambiguating by file, then rank, then square among legal moves.
func (p *position) appendSAN(dst []byte, m move) []byte {
	gives, mate := p.checkStatus(m)
	return p.appendSANStatus(dst, m, gives, mate)
}

// appendSANStatus is appendSAN for a move whose check status the caller
// already has: ParseMove computes it for every move, and searching for
// mate a second time would cost more than the rest of the notation.
func (p *position) appendSANStatus(dst []byte, m move, gives, mate bool) []byte {
	if out, done := p.appendSpecial(dst, m, gives, mate); done {
		return out
	}
	return p.appendKnownSAN(dst, m, p.originToWrite(m), gives, mate)
}

// originToWrite returns, for a normal move m, the sanFile and sanRank bits
// of the origin canonical SAN writes: the file when another piece of the
// kind can reach the square and the file tells them apart, the rank when
// the file does not, both when neither does alone.
func (p *position) originToWrite(m move) uint8 {
	from, to := m.from(), m.to()
	t := p.board[from].kind()
	if t == pawn {
		return 0 // a pawn's capture names its file in appendKnownSAN
	}
	others := p.legalFrom(p.reachers(t, to)&^bit(from), to, moveNormal)
	if others == 0 {
		return 0
	}
	var san uint8
	fileClash := others&(fileA<<uint(sqFile(from))) != 0
	rankClash := others&(rank1<<uint(8*sqRank(from))) != 0
	if !fileClash || rankClash {
		san |= sanFile
	}
	if fileClash {
		san |= sanRank
	}
	return san
}

// appendKnownSAN writes normal move m in SAN with the origin san says
// (sanFile and sanRank, as originToWrite finds them): a move ParseMove
// just read canonically needs no search for the other pieces that reach
// its square.
func (p *position) appendKnownSAN(dst []byte, m move, san uint8, gives, mate bool) []byte {
	from, to := m.from(), m.to()
	t := p.board[from].kind()
	if t == pawn {
		if sqFile(from) != sqFile(to) {
			dst = append(dst, byte('a'+sqFile(from)), 'x')
		}
	} else {
		dst = append(dst, "  NBRQK"[t])
		if san&sanFile != 0 {
			dst = append(dst, byte('a'+sqFile(from)))
		}
		if san&sanRank != 0 {
			dst = append(dst, byte('1'+sqRank(from)))
		}
		if p.occ.has(to) {
			dst = append(dst, 'x')
		}
	}
	return appendTarget(dst, m, gives, mate)
}

// appendLAN writes m in long algebraic notation: Ng1-f3, e4xd5, e7-e8=Q.
func (p *position) appendLAN(dst []byte, m move) []byte {
	gives, mate := p.checkStatus(m)
	if out, done := p.appendSpecial(dst, m, gives, mate); done {
		return out
	}
	from, to := m.from(), m.to()
	if t := p.board[from].kind(); t != pawn {
		dst = append(dst, "  NBRQK"[t])
	}
	dst = appendSquare(dst, from)
	if p.occ.has(to) || m.kind() == moveEnPassant {
		dst = append(dst, 'x')
	} else {
		dst = append(dst, '-')
	}
	return appendTarget(dst, m, gives, mate)
}

// appendSpecial writes the moves SAN and LAN spell alike: the null move
// and castling. done is false for every other move.
func (p *position) appendSpecial(dst []byte, m move, gives, mate bool) (out []byte, done bool) {
	switch m.kind() {
	case moveNull:
		return append(dst, "--"...), true
	case moveCastle:
		if m.castleSide() == kingSide {
			dst = append(dst, "O-O"...)
		} else {
			dst = append(dst, "O-O-O"...)
		}
		return appendMark(dst, gives, mate), true
	}
	return dst, false
}

// appendTarget ends a SAN or LAN move: destination, promotion, check sign.
func appendTarget(dst []byte, m move, gives, mate bool) []byte {
	dst = appendSquare(dst, m.to())
	if pr := m.promo(); pr != noType {
		dst = append(dst, '=', "  NBRQK"[pr])
	}
	return appendMark(dst, gives, mate)
}

// appendUCI writes m as UCI does: e2e4, e7e8q, 0000 for a null move.
// Castling is the king's two-square move in standard chess and king takes
// own rook in Chess960, the forms engines expect in each mode.
func (p *position) appendUCI(dst []byte, m move) []byte {
	from, to := m.from(), m.to()
	switch m.kind() {
	case moveNull:
		return append(dst, "0000"...)
	case moveCastle:
		if !p.chess960 {
			to, _ = castleTargets(p.side, m.castleSide())
		}
	}
	dst = appendSquare(dst, from)
	dst = appendSquare(dst, to)
	if pr := m.promo(); pr != noType {
		dst = append(dst, "  nbrqk"[pr])
	}
	return dst
}

func appendSquare(dst []byte, sq int) []byte {
	return append(dst, byte('a'+sqFile(sq)), byte('1'+sqRank(sq)))
}

func appendMark(dst []byte, gives, mate bool) []byte {
	switch {
	case mate:
		return append(dst, '#')
	case gives:
		return append(dst, '+')
	}
	return dst
}
