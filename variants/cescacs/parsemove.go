package cescacs

import (
	"github.com/pgntool/pgntool/pgn"
)

// at moves pos by off bytes of text, counting columns in characters.
func at(pos pgn.Position, text []byte, off int) pgn.Position {
	if off <= 0 || off > len(text) {
		return pos
	}
	pos.Offset += int64(off)
	for i := 0; i < off; i++ {
		if text[i]&0xc0 != 0x80 {
			pos.Column++
		}
	}
	return pos
}

// ParseMove finds the legal move that text denotes; see pgn.Board.
func (b *Board) ParseMove(text []byte, pos pgn.Position, report pgn.Report) (pgn.Move, bool) {
	if report == nil {
		report = func(pgn.Diagnostic) {}
	}
	if b == nil {
		report(pgn.Errorf(pos, CodeIllegalMove, "no board to play %q on", text))
		return 0, false
	}
	var n notation
	if err := parseNotation(text, &n); err != nil {
		report(pgn.Errorf(at(pos, text, err.off), CodeMoveSyntax, "cannot read move %q: %s", text, err.msg))
		return 0, false
	}
	b.resolveLetters(&n, text, pos, report)
	var l moveList
	b.candidates(&l, &n)
	m, ok := b.match(&n, &l, text, pos, report)
	if !ok {
		return 0, false
	}
	b.checkSigns(&n, m, text, pos, report)
	b.checkMark(&n, m, text, pos, report)
	return m, true
}

// resolveLetters turns the letters of n into kinds, reporting letters
// that the game's alphabet (Redefine tag) does not allow.
func (b *Board) resolveLetters(n *notation, text []byte, pos pgn.Position, report pgn.Report) {
	us := b.pos.toMove
	if n.castle >= 0 {
		if b.letters.fan || n.castleRk != b.letters.of[rook] {
			want := "KRK-"
			if !b.letters.fan {
				want = "K" + string(b.letters.of[rook]) + "…"
			}
			if n.castleRk != 'R' || b.letters.redefine {
				b.habit("castling letter", pgn.Errorf(at(pos, text, 1), CodeRedefineLetter, "castling %q: this game writes castling as %s (Redefine tag)", text, want))
			}
		}
		return
	}
	n.piece.kind = b.useLetter(n.piece, us, "moving piece", text, pos, report)
	if n.captured.letter != 0 || n.captured.fan {
		n.captured.kind = b.useLetter(n.captured, us^1, "captured piece", text, pos, report)
	}
	if n.promoUse.letter != 0 || n.promoUse.fan {
		n.promo = b.useLetter(n.promoUse, us, "promotion piece", text, pos, report)
	}
}

func (b *Board) useLetter(u letterUse, want side, role string, text []byte, pos pgn.Position, report pgn.Report) kind {
	l := &b.letters
	if u.fan {
		if !l.fan {
			b.habit("figurine", pgn.Errorf(at(pos, text, u.off), CodeRedefineLetter, "%s written as the figurine %s, but this game uses letters ([Redefine \"FAN\"] is missing)", role, fanFigures[u.kind][u.side]))
		} else if u.side != want {
			b.habit("figurine colour", pgn.Errorf(at(pos, text, u.off), CodeRedefineLetter, "%s %s is a %s figurine; the %s is %s's (write %s)", role, fanFigures[u.kind][u.side], u.side, role, want, fanFigures[u.kind][want]))
		}
		return u.kind
	}
	if u.letter == 0 {
		return noKind
	}
	if k := l.kindOf[u.letter]; k != noKind && !l.fan {
		return k
	}
	if l.fan {
		k := l.standard[u.letter]
		if k == noKind {
			k = alternatives[u.letter]
		}
		if k != noKind {
			b.habit("letter in FAN", pgn.Errorf(at(pos, text, u.off), CodeRedefineLetter, "%s written %c, but [Redefine \"FAN\"] asks for figurines (write %s)", role, u.letter, fanFigures[k][want]))
		}
		return k
	}
	if k := l.standard[u.letter]; k != noKind {
		b.habit("replaced "+string(u.letter), pgn.Errorf(at(pos, text, u.off), CodeRedefineLetter, "%s written %c, but the Redefine tag replaces %c with %c", role, u.letter, u.letter, l.of[k]))
		return k
	}
	if k := alternatives[u.letter]; k != noKind {
		b.habit("undeclared "+string(u.letter), pgn.Errorf(at(pos, text, u.off), CodeRedefineLetter, "%s written %c, an alternative letter for the %s that this game does not declare (Redefine tag); write %c", role, u.letter, k, l.of[k]))
		return k
	}
	report(pgn.Errorf(at(pos, text, u.off), CodeMoveSyntax, "%c is not a piece letter (P E J N G R V D K)", u.letter))
	return noKind
}

// match finds the legal move n denotes, explaining why when none does.
func (b *Board) match(n *notation, l *moveList, text []byte, pos pgn.Position, report pgn.Report) (pgn.Move, bool) {
	if n.castle >= 0 {
		for i := 0; i < l.n; i++ {
			m := l.moves[i]
			if mSpecial(m) == mvCastle && mCastle(m) == n.castle {
				return m, true
			}
		}
		report(pgn.Errorf(pos, CodeIllegalMove, "illegal castling %s: %s", castles[n.castle].code, b.whyNotCastle(n.castle)))
		return 0, false
	}
	var found pgn.Move
	count := 0
	var promos [8]pgn.Move
	np := 0
	for i := 0; i < l.n; i++ {
		m := l.moves[i]
		if mFrom(m) != n.from || mTo(m) != n.to {
			continue
		}
		if n.hexFirst != (mSpecial(m) == mvPromoteWaiting) {
			continue
		}
		if !passAgrees(n.sep, mSpecial(m)) {
			continue
		}
		if pr := mPromo(m); pr != 0 {
			if np < len(promos) {
				promos[np] = m
				np++
			}
			if pr != n.promo {
				continue
			}
		}
		found = m
		count++
	}
	if count == 1 {
		return found, true
	}
	if count == 0 && np > 0 {
		return b.badPromotion(n, promos[:np], text, pos, report)
	}
	if count == 0 {
		if m, ok := b.matchLoose(n, l, text, pos, report); ok {
			return m, true
		}
	}
	if count > 1 {
		report(pgn.Errorf(pos, CodeAmbiguousMove, "move %q matches %d legal moves", text, count))
		return 0, false
	}
	report(pgn.Errorf(pos, CodeIllegalMove, "illegal move %s: %s", text, b.whyIllegal(n)))
	return 0, false
}

// passAgrees says whether the separator allows a move of this kind: @ and
// @@ name the special captures; other separators exclude them (a wrong
// capture sign is reported afterwards).
func passAgrees(s sepKind, sp special) bool {
	switch s {
	case sepPass:
		return sp == mvPassing || sp == mvScornful
	case sepPass2:
		return sp == mvPassing2
	}
	return sp != mvPassing && sp != mvPassing2 && sp != mvScornful
}

// badPromotion reports a pawn move to the last cell whose promotion is
// missing or not allowed; a single possible promotion is still taken.
func (b *Board) badPromotion(n *notation, promos []pgn.Move, text []byte, pos pgn.Position, report pgn.Report) (pgn.Move, bool) {
	to := n.to
	var options []byte
	for i, m := range promos {
		if i > 0 {
			options = append(options, ", "...)
		}
		options = append(options, '=')
		if pr := mPromo(m); pr == promoWait {
			options = append(options, '&')
		} else {
			options = b.letters.appendPiece(options, pr, b.pos.toMove, false)
		}
	}
	switch {
	case n.promo == 0:
		report(pgn.Errorf(pos, CodePromotion, "a pawn reaching %s must promote: write one of %s", to, options))
	case n.promo == promoWait:
		report(pgn.Errorf(pos, CodePromotion, "=& only when no piece can be regained; here the pawn on %s can promote: %s", to, options))
	default:
		report(pgn.Errorf(pos, CodePromotion, "promotion to %s on %s is not allowed: %s; allowed here: %s", article(n.promo), to, b.whyNotRegainable(n.promo, to), options))
	}
	if len(promos) == 1 {
		return promos[0], true
	}
	return 0, false
}

func (b *Board) whyNotRegainable(k kind, at Cell) string {
	us := b.pos.toMove
	switch k {
	case bishop:
		return "a bishop is regained only for a cell colour whose bishop " + us.String() + " has lost, and " + at.String() + " is " + colourNames[at.colour()] + " with its bishop on the board"
	case elephant, pawn, king:
		return "only a queen, wyvern, rook, pegasus, knight or bishop can be regained"
	}
	return us.String() + " has lost no " + k.String()
}

// checkSigns compares what was written with the move found: the moving
// piece, the capture sign and the captured piece.
func (b *Board) checkSigns(n *notation, m pgn.Move, text []byte, pos pgn.Position, report pgn.Report) {
	if n.castle >= 0 || n.hexFirst {
		return
	}
	mover := b.pos.cells[n.from]
	mk := mover.kind()
	wrote := n.piece.kind
	if wrote == noKind {
		wrote = pawn
	}
	if n.piece.kind == pawn && mk == pawn {
		b.habit("P", pgn.Warnf(at(pos, text, n.piece.off), CodePawnLetter, "a pawn's move has no piece letter: write %s", b.fix(m, n)))
	} else if mk != wrote && !(n.piece.kind == noKind && n.piece.letter != 0) {
		report(pgn.Errorf(at(pos, text, n.piece.off), CodeWrongPiece, "%s holds a %s, not a %s: write %s", n.from, mover, wrote, b.fix(m, n)))
	}
	captured := mCaptured(m)
	sp := mSpecial(m)
	switch {
	case captured == empty && (n.sep == sepCapture || n.sep == sepX):
		report(pgn.Errorf(pos, CodeCaptureSign, "%s is empty, so %s captures nothing: write %s", n.to, text, b.fix(m, n)))
	case captured != empty && sp != mvPassing && sp != mvPassing2 && sp != mvScornful && (n.sep == sepMove || n.sep == sepEnDash):
		report(pgn.Errorf(pos, CodeCaptureSign, "%s captures the %s on %s: write × or *, as in %s", text, captured, n.to, b.fix(m, n)))
	case n.sep == sepX:
		b.habit("x", pgn.Errorf(pos, CodeCaptureX, "the capture sign is × or *, never the letter x: write %s", b.fix(m, n)))
	case n.sep == sepEnDash:
		b.habit("en dash", pgn.Warnf(pos, CodeEnDash, "en dash (U+2013) used as separator: write - or ‐ (U+2010)"))
	}
	if captured == empty {
		if n.captured.kind != noKind {
			report(pgn.Errorf(at(pos, text, n.captured.off), CodeWrongCaptured, "%s names a captured %s, but %s is empty", text, n.captured.kind, n.to))
		}
		return
	}
	ck := captured.kind()
	passing := sp == mvPassing || sp == mvPassing2 || sp == mvScornful
	switch {
	case n.captured.kind == noKind && ck != pawn:
		report(pgn.Errorf(pos, CodeWrongCaptured, "the captured piece on %s is a %s; its letter is required: write %s", mCapAt(m), ck, b.fix(m, n)))
	case n.captured.kind != noKind && ck == pawn && passing:
		report(pgn.Errorf(at(pos, text, n.captured.off), CodeWrongCaptured, "a pawn taken with @ or @@ gets no letter: write %s", b.fix(m, n)))
	case n.captured.kind != noKind && n.captured.kind != ck:
		report(pgn.Errorf(at(pos, text, n.captured.off), CodeWrongCaptured, "%s holds a %s, not a %s: write %s", mCapAt(m), captured, n.captured.kind, b.fix(m, n)))
	case n.captured.kind == pawn:
		report(pgn.Errorf(at(pos, text, n.captured.off), CodeWrongCaptured, "a captured pawn gets no letter: write %s", b.fix(m, n)))
	}
}

// fix writes m as it should have been written, for messages.
func (b *Board) fix(m pgn.Move, n *notation) string {
	var buf [64]byte
	nota := NotationLetters
	if b.letters.fan {
		nota = NotationFAN
	} else if b.letters.redefine {
		nota = NotationRedefined
	}
	return string(b.appendMove(buf[:0], m, nota, false))
}

// matchLoose finds the move when only the special-capture sign is wrong
// (× written for an en passant capture, or @ for an ordinary one).
func (b *Board) matchLoose(n *notation, l *moveList, text []byte, pos pgn.Position, report pgn.Report) (pgn.Move, bool) {
	var found pgn.Move
	count := 0
	for i := 0; i < l.n; i++ {
		m := l.moves[i]
		if mFrom(m) == n.from && mTo(m) == n.to && mSpecial(m) != mvPromoteWaiting && (mPromo(m) == 0 || mPromo(m) == n.promo) {
			found = m
			count++
		}
	}
	if count != 1 {
		return 0, false
	}
	report(pgn.Errorf(pos, CodeCaptureSign, "%s: %s", text, passSignAdvice(mSpecial(found), b.fix(found, n))))
	return found, true
}

func passSignAdvice(sp special, fix string) string {
	switch sp {
	case mvPassing, mvScornful:
		return "an en passant or scornful capture is written with @: write " + fix
	case mvPassing2:
		return "an en passant capture on the first cell a triple step crossed is written with @@: write " + fix
	}
	return "@ and @@ are only for en passant and scornful captures: write " + fix
}

// article writes a kind with its indefinite article.
func article(k kind) string {
	if k == elephant {
		return "an elephant"
	}
	return "a " + k.String()
}
