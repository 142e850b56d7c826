package cescacs

// triple-step cells: a pawn on one of these (for its side) may step three.
var tripleStart [gridSize]uint8 // bit 1 White, bit 2 Black

func initTriple() {
	for _, s := range []string{"B4", "C5", "D6", "E7", "G7", "H6", "I5", "K4"} {
		c, _, _, _ := parseCell([]byte(s))
		tripleStart[c] |= 1
		tripleStart[mkCell(c.col(), 28-c.line())] |= 2
	}
}

func canTriple(c Cell, s side) bool { return tripleStart[c]&(1<<s) != 0 }

// pseudo generates the moves of the side to move that obey each piece's
// movement, without looking at the mover's own King.
func (p *position) pseudo(l *moveList) {
	us := p.toMove
	check := p.inCheck(us)
	if !check && p.forcedPromotion(l) {
		return
	}
	for _, c := range allCells {
		q := p.cells[c]
		if !q.isPiece() || q.side() != us {
			continue
		}
		switch q.kind() {
		case pawn:
			p.pawnMoves(l, c)
		case elephant:
			p.elephantMoves(l, c)
		case bishop:
			p.slides(l, c, diagOff[:])
		case rook:
			p.slides(l, c, orthoOff[:])
		case queen:
			p.slides(l, c, diagOff[:])
			p.slides(l, c, orthoOff[:])
		case knight:
			p.jumps(l, c)
			p.rides(l, c)
		case pegasus:
			p.slides(l, c, diagOff[:])
			p.jumps(l, c)
		case wyvern:
			p.slides(l, c, orthoOff[:])
			p.jumps(l, c)
		case king:
			p.kingMoves(l, c, check)
		}
	}
	p.passMoves(l)
}

// target adds a plain move or capture to t if t is empty or an enemy.
func (p *position) target(l *moveList, from, to Cell, sp special) bool {
	q := p.cells[to]
	if q == empty {
		l.add(encode(from, to, sp, 0, 0, 0, 0))
		return true
	}
	if q != offBoard && q.side() != p.toMove {
		l.add(encode(from, to, sp, 0, 0, q, to))
	}
	return false
}

func (p *position) slides(l *moveList, c Cell, dirs []int) {
	for _, o := range dirs {
		for t := int(c) + o; ; t += o {
			if !p.target(l, c, Cell(t), mvNormal) {
				break
			}
		}
	}
}

func (p *position) jumps(l *moveList, c Cell) {
	for _, o := range knightOff {
		p.target(l, c, Cell(int(c)+o), mvNormal)
	}
}

// rides adds the knight's double jump: both cells empty, no capture.
func (p *position) rides(l *moveList, c Cell) {
	for _, o := range knightOff {
		if p.cells[int(c)+o] == empty && p.cells[int(c)+2*o] == empty {
			l.add(encode(c, Cell(int(c)+2*o), mvRide, 0, 0, 0, 0))
		}
	}
}

func (p *position) elephantMoves(l *moveList, c Cell) {
	for _, d := range diagSteps {
		if d[0] != 0 && d[1] != 0 {
			p.target(l, c, Cell(int(c)+offset(d[0], d[1])), mvNormal)
		}
	}
	fw := p.toMove.forward()
	if p.target(l, c, Cell(int(c)+offset(0, 2*fw)), mvNormal) {
		p.target(l, c, Cell(int(c)+offset(0, 4*fw)), mvNormal)
	}
}

func (p *position) kingMoves(l *moveList, c Cell, check bool) {
	for _, o := range orthoOff {
		p.target(l, c, Cell(int(c)+o), mvNormal)
	}
	for _, o := range diagOff {
		p.target(l, c, Cell(int(c)+o), mvNormal)
	}
	if p.moved[p.toMove]&kingMoved != 0 || check {
		return
	}
	for _, o := range knightOff {
		p.target(l, c, Cell(int(c)+o), mvLeap)
	}
	p.castleMoves(l, c)
}

// castleMoves adds the castlings whose pieces are unmoved and whose cells
// and paths are empty; the final check test is left to legality.
func (p *position) castleMoves(l *moveList, c Cell) {
	us := p.toMove
	if c != kingStart[us] {
		return
	}
	rk := p.moved[us]&kRookMoved == 0 && p.cells[kRookStart[us]] == mkPiece(us, rook)
	rq := p.moved[us]&qRookMoved == 0 && p.cells[qRookStart[us]] == mkPiece(us, rook)
	for i := range castles {
		r := &castles[i]
		if (r.needKRok && !rk) || (r.needQRok && !rq) {
			continue
		}
		if p.castleBlocked(r, us) == noCell {
			l.add(encode(c, r.kingTo[us], mvCastle, 0, i, 0, 0))
		}
	}
}

// castleBlocked returns the first cell that stops castling rule r, or
// noCell when the King's target and the Rooks' paths are all empty.
func (p *position) castleBlocked(r *castleRule, us side) Cell {
	if p.cells[r.kingTo[us]] != empty {
		return r.kingTo[us]
	}
	blocked := noCell
	check := func(c Cell) bool {
		if p.cells[c] != empty {
			blocked = c
			return false
		}
		return true
	}
	if r.needKRok {
		rookPath(kRookStart[us], r.kRookTo[us], check)
	}
	if blocked == noCell && r.needQRok {
		rookPath(qRookStart[us], r.qRookTo[us], check)
	}
	return blocked
}

// pawnMoves adds steps, the double and triple steps, side-steps and
// captures, with promotion where the pawn reaches its last cell.
func (p *position) pawnMoves(l *moveList, c Cell) {
	us := p.toMove
	fw := us.forward()
	one := Cell(int(c) + offset(0, 2*fw))
	if p.cells[one] == empty {
		p.pawnTo(l, c, one, mvNormal, 0, noCell)
		two := Cell(int(c) + offset(0, 4*fw))
		if p.cells[two] == empty {
			p.pawnTo(l, c, two, mvDouble, 0, noCell)
			three := Cell(int(c) + offset(0, 6*fw))
			if canTriple(c, us) && p.cells[three] == empty {
				p.pawnTo(l, c, three, mvTriple, 0, noCell)
			}
		}
	}
	for _, dc := range [2]int{1, -1} {
		side := Cell(int(c) + offset(dc, fw))
		if p.cells[side] == empty {
			p.pawnTo(l, c, side, mvNormal, 0, noCell)
		}
		t := Cell(int(c) + offset(dc, 3*fw))
		if q := p.cells[t]; q.isPiece() && q.side() != us {
			p.pawnTo(l, c, t, mvNormal, q, t)
		}
	}
}

// pawnTo adds a pawn move, expanded into its promotions when it reaches
// the last cell; with no regainable piece the pawn waits (=&). capAt is
// where the captured piece stands (the destination, or the pawn taken en
// passant).
func (p *position) pawnTo(l *moveList, from, to Cell, sp special, captured piece, capAt Cell) {
	us := p.toMove
	if !isPromotionCell(to, us) {
		l.add(encode(from, to, sp, 0, 0, captured, capAt))
		return
	}
	any := false
	for _, k := range promotable {
		if p.regainable(us, k, to) {
			l.add(encode(from, to, sp, k, 0, captured, capAt))
			any = true
		}
	}
	if !any {
		l.add(encode(from, to, sp, promoWait, 0, captured, capAt))
	}
}

// passMoves adds en passant and scornful captures for the side to move.
func (p *position) passMoves(l *moveList) {
	us := p.toMove
	fw := us.forward()
	ps := &p.pass
	switch ps.kind {
	case passDouble, passTriple:
		victim := p.cells[ps.victim]
		if !victim.isPiece() || victim.side() == us {
			return
		}
		for i, land := range ps.land {
			if land == noCell || p.cells[land] != empty {
				continue
			}
			sp := mvPassing
			if i == 1 {
				sp = mvPassing2
			}
			for _, dc := range [2]int{1, -1} {
				from := Cell(int(land) - offset(dc, 3*fw))
				if p.cells[from] == mkPiece(us, pawn) {
					p.pawnTo(l, from, land, sp, victim, ps.victim)
				}
			}
		}
	case passScornful:
		victim := p.cells[ps.victim]
		if !victim.isPiece() || victim.side() == us {
			return
		}
		for _, from := range ps.capture {
			if from != noCell && p.cells[from] == mkPiece(us, pawn) {
				p.pawnTo(l, from, ps.victim, mvScornful, victim, ps.victim)
			}
		}
	}
}

// forcedPromotion fills l with the in-place promotions of waiting pawns
// when a regainable piece has become available; then no other move is
// allowed. It reports whether it did.
func (p *position) forcedPromotion(l *moveList) bool {
	us := p.toMove
	found := false
	for _, c := range allCells {
		if p.cells[c] != mkPiece(us, pawn) || !isPromotionCell(c, us) {
			continue
		}
		for _, k := range promotable {
			if p.regainable(us, k, c) {
				l.add(encode(c, c, mvPromoteWaiting, k, 0, 0, 0))
				found = true
			}
		}
	}
	return found
}

// legal fills l with the legal moves of the side to move.
func (b *Board) legal(l *moveList) {
	var pl moveList
	b.pos.pseudo(&pl)
	l.n = 0
	us := b.pos.toMove
	for i := 0; i < pl.n; i++ {
		m := pl.moves[i]
		b.Make(m)
		ok := !b.pos.inCheck(us)
		b.Unmake()
		if ok {
			l.add(m)
		}
	}
}

// candidates fills l with the legal moves that n could denote: castlings
// for a castling, otherwise the moves from n's origin to its destination
// that are not castlings. A castling moves a Rook too and is written only
// with its code (KRK-II), so a plain King move such as KG27-I23 is the
// King's leap even where a castling puts the King on the same cell.
// Testing only these for the King's safety keeps ParseMove fast.
func (b *Board) candidates(l *moveList, n *notation) {
	var pl moveList
	b.pos.pseudo(&pl)
	l.n = 0
	us := b.pos.toMove
	for i := 0; i < pl.n; i++ {
		m := pl.moves[i]
		if n.castle >= 0 {
			if mSpecial(m) != mvCastle {
				continue
			}
		} else if mFrom(m) != n.from || mTo(m) != n.to || mSpecial(m) == mvCastle {
			continue
		}
		b.Make(m)
		ok := !b.pos.inCheck(us)
		b.Unmake()
		if ok {
			l.add(m)
		}
	}
}

// hasLegal reports whether the side to move has any legal move.
func (b *Board) hasLegal() bool {
	var pl moveList
	b.pos.pseudo(&pl)
	us := b.pos.toMove
	for i := 0; i < pl.n; i++ {
		b.Make(pl.moves[i])
		ok := !b.pos.inCheck(us)
		b.Unmake()
		if ok {
			return true
		}
	}
	return false
}
