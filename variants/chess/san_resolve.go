package chess

// failKind says why a well-formed move text names no legal move.
type failKind uint8

const (
	failNone failKind = iota
	failNoPiece
	failOwnPiece
	failSelfCheck
	failAmbiguous
	failPromoMissing
	failPromoBad
	failPawnBlocked
	failNothingToCapture
	failCastle // castleFault says why
	failNullInCheck
)

// failure carries what the error message needs, so the message is only
// built, and memory only allocated, when a move is actually wrong.
type failure struct {
	kind  failKind
	cands bitboard // the pieces concerned
}

// reachers returns the pieces of type t (not a pawn) of the side to move
// that reach sq. A slider is found from the empty-board lines through sq
// and then checked for a clear path, which for the one or two candidates
// a position usually has is cheaper than computing attack sets.
func (p *position) reachers(t, sq int) bitboard {
	own := p.pieces[p.side][t]
	var lines bitboard
	switch t {
	case knight:
		return knightAtt[sq] & own
	case king:
		return kingAtt[sq] & own
	case bishop:
		lines = bishopEmpty[sq]
	case rook:
		lines = rookEmpty[sq]
	case queen:
		lines = bishopEmpty[sq] | rookEmpty[sq]
	}
	var r bitboard
	for c := own & lines; c != 0; {
		from := c.pop()
		if betweenBB[from][sq]&p.occ == 0 {
			r |= bit(from)
		}
	}
	return r
}

// safe reports whether moving from→to (not castling) keeps the mover's king
// out of check; testing one move is cheaper than generating all of them.
// The usual case, a piece other than the king moving while the side to
// move is known not to be in check, is answered here: it is safe unless it
// uncovers the king.
func (p *position) safe(from, to, kind int) bool {
	kings := p.pieces[p.side][king]
	if k := kings.lsb(); kind == moveNormal && p.check == checkNo && kings != 0 && from != k {
		return !alignedBB[k].has(from) || !p.pinnedOff(k, from, to)
	}
	return p.safeSlow(from, to, kind)
}

// safeSlow is safe for every move.
func (p *position) safeSlow(from, to, kind int) bool {
	if kind == moveEnPassant {
		return p.epLegal(from, to)
	}
	us := p.side
	k := p.kingSq(us)
	if k == noSquare {
		return false
	}
	if from != k && !p.inCheck() {
		return !p.pinnedOff(k, from, to)
	}
	if from == k {
		k = to
	}
	occ := p.occ&^bit(from) | bit(to)
	return p.attackers(k, us^1, occ)&^bit(to) == 0
}

// legalFrom keeps the squares in cands whose piece can legally move to to.
func (p *position) legalFrom(cands bitboard, to, kind int) bitboard {
	var legal bitboard
	for c := cands; c != 0; {
		from := c.pop()
		if p.safe(from, to, kind) {
			legal |= bit(from)
		}
	}
	return legal
}

// resolve finds the legal move sm names, generating only the moves of the
// named piece type towards the named square.
func (p *position) resolve(sm *sanMove) (move, failure) {
	us := p.side
	switch {
	case sm.null:
		if p.inCheck() {
			return 0, failure{kind: failNullInCheck}
		}
		return nullMove, failure{}
	case sm.castle >= 0:
		return p.resolveCastle(sm.castle)
	case !sm.letter && sm.fromFile >= 0 && sm.fromRank >= 0:
		// Long algebraic and UCI leave out the piece letter: e2e4, g1f3.
		if pc := p.board[sm.fromRank*8+sm.fromFile]; pc != 0 && pc.color() == us && pc.kind() != pawn {
			sm.piece = pc.kind()
			sm.dev |= devLongAlgebraic
		}
	}
	if sm.piece == pawn {
		return p.resolvePawn(sm)
	}
	if sm.piece == king && sm.fromFile >= 0 && sm.fromRank >= 0 {
		if m, f, ok := p.kingCastleForm(sm); ok {
			return m, f
		}
	}
	if sm.promo != noType {
		return 0, failure{kind: failPromoBad}
	}
	to := sm.to
	if p.pieces[us][0].has(to) {
		return 0, failure{kind: failOwnPiece}
	}
	all := p.reachers(sm.piece, to)
	from, f := p.pickOne(all&p.fromMask(sm), to, moveNormal)
	if f.kind != failNone {
		return 0, f
	}
	if (sm.fromFile >= 0 || sm.fromRank >= 0) && !sm.dash && sm.dev&devLongAlgebraic == 0 {
		sm.dev |= judgeOrigin(sm.fromFile >= 0, sm.fromRank >= 0, originNeeded(from, p.legalFrom(all, to, moveNormal)))
	}
	p.noteCapture(sm, p.occ.has(to))
	return newMove(from, to, noType, moveNormal), failure{}
}

// pickOne returns the one square of cands whose piece can legally move to
// to, or why there is none or more than one.
func (p *position) pickOne(cands bitboard, to, kind int) (int, failure) {
	if cands == 0 {
		return noSquare, failure{kind: failNoPiece}
	}
	legal := p.legalFrom(cands, to, kind)
	switch {
	case legal == 0:
		return noSquare, failure{kind: failSelfCheck, cands: cands}
	case legal&(legal-1) != 0:
		return noSquare, failure{kind: failAmbiguous, cands: legal}
	}
	return legal.lsb(), failure{}
}

// fromMask turns a partial origin (file, rank or both) into a square set.
func (p *position) fromMask(sm *sanMove) bitboard {
	m := ^bitboard(0)
	if sm.fromFile >= 0 {
		m &= fileA << uint(sm.fromFile)
	}
	if sm.fromRank >= 0 {
		m &= rank1 << uint(8*sm.fromRank)
	}
	return m
}

// originNeed is how much of a piece move's origin SAN writes (§8.2.3.4):
// nothing, the file, the rank, or the whole square.
type originNeed uint8

const (
	needNothing originNeed = iota
	needFile
	needRank
	needSquare
)

// originNeeded tells how much of the origin from SAN needs when legal holds
// every piece of the same type that can legally reach the destination.
func originNeeded(from int, legal bitboard) originNeed {
	others := legal &^ bit(from)
	switch {
	case others == 0:
		return needNothing
	case others&(fileA<<uint(sqFile(from))) == 0:
		return needFile
	case others&(rank1<<uint(8*sqRank(from))) == 0:
		return needRank
	}
	return needSquare
}

// judgeOrigin compares what a piece move wrote of its origin (its file,
// its rank, or both, without a '-') with what SAN needs. The whole square
// where SAN needs no origin at all is long algebraic written without the
// dash (Ng1f3): the origin is there by habit. Any other excess (Ngf3 with
// one knight able to go, Qf1e2 where Qfe2 is enough, R1a3 where Raa3 is)
// is over-disambiguation, a SAN written with more than it needs.
func judgeOrigin(hasFile, hasRank bool, need originNeed) deviation {
	switch {
	case need == needNothing && hasFile && hasRank:
		return devLongAlgebraic
	case need == needNothing,
		need == needFile && hasRank,
		need == needRank && hasFile:
		return devOverDisambiguated
	}
	return 0
}

// noteCapture compares the capture sign with the board. The bare UCI form
// (e4d5) has no capture sign by design and is reported as long algebraic.
func (p *position) noteCapture(sm *sanMove, isCapture bool) {
	uci := sm.uciForm()
	switch {
	case sm.capture && !isCapture:
		sm.dev |= devCaptureExtra
	case !sm.capture && isCapture && !uci:
		sm.dev |= devCaptureMissing
	}
	if uci && sm.piece == pawn || sm.dash {
		sm.dev |= devLongAlgebraic
	}
}

func (p *position) resolveCastle(side int) (move, failure) {
	k := p.kingSq(p.side)
	if p.castle[p.side][side] == noSquare || k == noSquare || p.inCheck() {
		return 0, failure{kind: failCastle}
	}
	r, ok := p.castleLegal(k, side)
	if !ok {
		return 0, failure{kind: failCastle}
	}
	return newMove(k, r, noType, moveCastle), failure{}
}

// kingCastleForm reads castling written as a king move, e1g1 or Ke1-c1, or
// as king takes own rook (the Chess960 UCI form e1h1). matched is set when
// the text has the shape of a castling of the side to move; the move is
// then that castling, or f says why it is illegal.
func (p *position) kingCastleForm(sm *sanMove) (m move, f failure, matched bool) {
	us := p.side
	from := sm.fromRank*8 + sm.fromFile
	if from != p.kingSq(us) {
		return 0, failure{}, false
	}
	for side := kingSide; side <= queenSide; side++ {
		r := int(p.castle[us][side])
		if r == noSquare {
			continue
		}
		kingTo, _ := castleTargets(us, side)
		if sm.to == r || (!p.chess960 && sm.to == kingTo && from != kingTo && !kingAtt[from].has(kingTo)) {
			sm.dev |= devLongAlgebraic
			sm.castle = side
			m, f := p.resolveCastle(side)
			return m, f, true
		}
	}
	return 0, failure{}, false
}

func (p *position) resolvePawn(sm *sanMove) (move, failure) {
	us, them := p.side, p.side^1
	to := sm.to
	step, dbl := 8, 3
	if us == black {
		step, dbl = -8, 4
	}
	last := sqRank(to) == 7 || sqRank(to) == 0
	switch {
	case last && sm.promo == noType:
		return 0, failure{kind: failPromoMissing}
	case !last && sm.promo != noType:
		return 0, failure{kind: failPromoBad}
	case sm.promo == king || sm.promo == pawn:
		return 0, failure{kind: failPromoBad}
	}
	ours := p.pieces[us][pawn]
	if sm.rankMismatch(to) {
		return 0, failure{kind: failNoPiece}
	}
	if sm.fromFile < 0 && !sm.capture || sm.fromFile == sqFile(to) {
		// A push: the pawn stands one or two squares behind.
		if p.occ.has(to) {
			return 0, failure{kind: failPawnBlocked}
		}
		from := to - step
		if !ours.has(from) {
			if p.occ.has(from) || sqRank(to) != dbl || !ours.has(from-step) {
				return 0, failure{kind: failNoPiece}
			}
			from -= step
		}
		if sm.fromRank >= 0 && sqRank(from) != sm.fromRank {
			return 0, failure{kind: failNoPiece}
		}
		if !p.safe(from, to, moveNormal) {
			return 0, failure{kind: failSelfCheck, cands: bit(from)}
		}
		if sm.capture {
			sm.dev |= devCaptureExtra
		}
		if sm.fromRank >= 0 || sm.dash {
			sm.dev |= devLongAlgebraic
		}
		return newMove(from, to, sm.promo, moveNormal), failure{}
	}
	kind, ok := p.pawnCaptureKind(to)
	if !ok {
		return 0, failure{kind: failNothingToCapture}
	}
	from, f := p.pickOne(pawnAtt[them][to]&ours&p.fromMask(sm), to, kind)
	if f.kind != failNone {
		return 0, f
	}
	p.noteCapture(sm, true)
	if sm.fromRank >= 0 {
		sm.dev |= devLongAlgebraic
	}
	return newMove(from, to, sm.promo, kind), failure{}
}

// pawnCaptureKind tells how a pawn of the side to move captures on to: a
// normal capture of the piece there, en passant, or (ok false) not at all.
func (p *position) pawnCaptureKind(to int) (kind int, ok bool) {
	switch {
	case p.pieces[p.side^1][0].has(to):
		return moveNormal, true
	case to == p.ep:
		return moveEnPassant, true
	}
	return moveNormal, false
}

// rankMismatch rejects a pawn origin rank that cannot lead to to at all.
func (sm *sanMove) rankMismatch(to int) bool {
	return sm.fromRank >= 0 && (sm.fromRank == sqRank(to))
}
