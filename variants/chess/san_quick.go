package chess

// quickMove reads the shapes nearly all movetext consists of, when they
// are canonical SAN for a legal move: a pawn push (e4), a pawn capture
// (exd5), a piece move or capture (Nf3, Qxe7), a piece move that names its
// origin file or rank because it must (Nbd7, R1e2), and castling (O-O,
// O-O-O), each with an optional + or #. It reports ok only when the
// general route (lexSAN, then resolve) would find the same move with no
// deviation to warn about; for anything else, an illegal or non-canonical
// move included, it reports false and the general route, which explains
// what is wrong, starts afresh.
//
// The general route takes a move apart into a sanMove and then resolves
// it through half a dozen calls; this one reads the text and the board
// together, which costs a third as much on a typical game.
//
// gives tells whether the move checks, found with the piece type read
// from the text rather than from the board.
func (p *position) quickMove(s []byte) (m move, mark checkMark, gives, ok bool) {
	mark, n := trailingMark(s)
	if n < 2 || n > 5 {
		return 0, 0, false, false
	}
	to, isSquare := squareOf(s[n-2], s[n-1])
	t := pawn
	switch {
	case !isSquare:
		m, ok = p.quickCastle(s[:n])
		return m, mark, ok && p.givesCheck(m), ok
	case n == 2:
		m, ok = p.quickPush(to)
	case s[0]-'a' < 8:
		if n != 4 || s[1] != 'x' {
			return 0, 0, false, false
		}
		m, ok = p.quickPawnCapture(int(s[0]-'a'), to)
		if ok && m.kind() != moveNormal {
			return m, mark, p.givesCheck(m), true // en passant
		}
	case n < 5:
		t = pieceOfLetter(s[0])
		m, ok = p.quickPiece(t, s[:n], to)
	}
	if !ok {
		return 0, 0, false, false
	}
	if k := p.kingSq(p.side ^ 1); k != noSquare {
		gives = p.normalGivesCheck(t, m.from(), to, k)
	}
	return m, mark, gives, true
}

// quickCastle reads O-O and O-O-O.
func (p *position) quickCastle(s []byte) (move, bool) {
	side := kingSide
	switch string(s) {
	case "O-O":
	case "O-O-O":
		side = queenSide
	default:
		return 0, false
	}
	m, f := p.resolveCastle(side)
	return m, f.kind == failNone
}

// quickPush reads a pawn move to to that is not a promotion.
func (p *position) quickPush(to int) (move, bool) {
	if r := sqRank(to); r == 0 || r == 7 || p.occ.has(to) {
		return 0, false
	}
	ours := p.pieces[p.side][pawn]
	step, dbl := 8, 3
	if p.side == black {
		step, dbl = -8, 4
	}
	from := to - step
	if !ours.has(from) {
		if p.occ.has(from) || sqRank(to) != dbl || !ours.has(from-step) {
			return 0, false
		}
		from -= step
	}
	if !p.safe(from, to, moveNormal) {
		return 0, false
	}
	return newMove(from, to, noType, moveNormal), true
}

// quickPawnCapture reads a pawn capture from file ff to to that is not a
// promotion.
func (p *position) quickPawnCapture(ff, to int) (move, bool) {
	if r := sqRank(to); r == 0 || r == 7 {
		return 0, false
	}
	kind, ok := p.pawnCaptureKind(to)
	if !ok {
		return 0, false
	}
	// The pawns that could capture on to stand on the files beside it, so
	// the file leaves one candidate at most, and none for a file ff that
	// is not beside to's (exd4, which the general route reads as a push).
	from := pawnAtt[p.side^1][to] & p.pieces[p.side][pawn] & (fileA << uint(ff))
	if from == 0 || !p.safe(from.lsb(), to, kind) {
		return 0, false
	}
	return newMove(from.lsb(), to, noType, kind), true
}

// quickPiece reads a move of the piece whose letter starts s (three or four
// bytes): Nf3, Nxf3, Nbd7 or N1d7; t is the type that letter names.
func (p *position) quickPiece(t int, s []byte, to int) (move, bool) {
	if t == noType || p.pieces[p.side][0].has(to) {
		return 0, false
	}
	origin := ^bitboard(0)
	capture, hasFile, hasRank := false, false, false
	if len(s) == 4 {
		switch c := s[1]; {
		case c == 'x':
			capture = true
		case c-'a' < 8:
			origin, hasFile = fileA<<uint(c-'a'), true
		case c-'1' < 8:
			origin, hasRank = rank1<<uint(8*(c-'1')), true
		default:
			return 0, false
		}
	}
	if capture != p.occ.has(to) {
		return 0, false // a capture sign missing or superfluous
	}
	own := &p.pieces[p.side&1]
	var all bitboard
	switch t {
	case knight:
		all = knightAtt[to] & own[knight]
	case king:
		all = kingAtt[to] & own[king]
	default:
		all = p.reachers(t, to)
	}
	cands := all & origin
	if cands == 0 {
		return 0, false
	}
	var from int
	if cands&(cands-1) == 0 {
		// One candidate, as nearly always: test it alone, inline: a king
		// by the attacks on its destination, another piece, when the
		// side is known not to be in check, on the one line through it
		// and its king.
		from = cands.lsb()
		switch {
		case t == king:
			// Safe where no enemy piece attacks it once it has left from
			// (a slider's line may run through from); a piece it takes on
			// to attacks nothing.
			if p.attackers(to, p.side^1, p.occ&^bit(from))&^bit(to) != 0 {
				return 0, false
			}
		case p.check == checkNo:
			kings := own[king]
			if k := kings.lsb(); kings == 0 || alignedBB[k].has(from) && p.pinnedOff(k, from, to) {
				return 0, false
			}
		case !p.safe(from, to, moveNormal):
			return 0, false
		}
	} else {
		legal := p.legalFrom(cands, to, moveNormal)
		if legal == 0 || legal&(legal-1) != 0 {
			return 0, false
		}
		from = legal.lsb()
	}
	written := sanStatus | sanOrigin
	if hasFile || hasRank {
		if judgeOrigin(hasFile, hasRank, originNeeded(from, p.legalFrom(all, to, moveNormal))) != 0 {
			return 0, false
		}
		// The origin as written, each part on its own: a text with both
		// (Qh4e1) has both bits.
		if hasFile {
			written |= sanFile
		}
		if hasRank {
			written |= sanRank
		}
	}
	p.quickOrigin = written
	return newMove(from, to, noType, moveNormal), true
}
