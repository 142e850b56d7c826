package cescacs

import (
	"fmt"
	"strings"
)

// whyIllegal names the rule a move breaks; it runs only on the error path.
func (b *Board) whyIllegal(n *notation) string {
	p := &b.pos
	us := p.toMove
	mover := p.cells[n.from]
	if !mover.isPiece() {
		return fmt.Sprintf("there is no piece on %s", n.from)
	}
	if mover.side() != us {
		return fmt.Sprintf("%s holds a %s, but it is %s's move", n.from, mover, us)
	}
	if n.hexFirst {
		if mover.kind() != pawn || !isPromotionCell(n.from, us) {
			return fmt.Sprintf("only a pawn waiting on its last cell promotes where it stands, and %s holds a %s", n.from, mover)
		}
		return fmt.Sprintf("the pawn on %s can promote only when a piece has been lost to regain and the King is not in check", n.from)
	}
	if c := b.waitingPromotion(); c != noCell {
		return fmt.Sprintf("the pawn waiting on %s must promote now that a piece can be regained (write %s=X)", c, c)
	}
	if q := p.cells[n.to]; q.isPiece() && q.side() == us {
		return fmt.Sprintf("%s is occupied by %s's own %s", n.to, us, q.kind())
	}
	if why := p.geometry(mover, n.from, n.to, n.sep); why != "" {
		return why
	}
	// The move fits the piece; it must expose the King.
	var l moveList
	p.pseudo(&l)
	for i := 0; i < l.n; i++ {
		m := l.moves[i]
		if mFrom(m) == n.from && mTo(m) == n.to && mSpecial(m) != mvCastle {
			b.Make(m)
			who := b.pos.checkers(b.pos.kingAt[us], us^1)
			b.Unmake()
			if mover.kind() == king {
				return fmt.Sprintf("the King would stand in check on %s from %s%s", n.to, who, b.castlingHint(n.to))
			}
			return fmt.Sprintf("it leaves %s's King on %s in check from %s", us, p.kingAt[us], who)
		}
	}
	return fmt.Sprintf("the %s on %s cannot move to %s", mover.kind(), n.from, n.to)
}

// castlingHint names the legal castlings that put the King on to: a plain
// King move never stands for one (see candidates), but its writer may
// have meant one.
func (b *Board) castlingHint(to Cell) string {
	var l moveList
	b.legal(&l)
	var codes []string
	for i := 0; i < l.n; i++ {
		if m := l.moves[i]; mSpecial(m) == mvCastle && mTo(m) == to {
			codes = append(codes, b.fix(m, nil))
		}
	}
	if len(codes) == 0 {
		return ""
	}
	return fmt.Sprintf("; a castling that puts the King on %s is written with its code: %s", to, strings.Join(codes, " or "))
}

// waitingPromotion returns the cell of a pawn that must promote now.
func (b *Board) waitingPromotion() Cell {
	var l moveList
	if b.pos.inCheck(b.pos.toMove) || !b.pos.forcedPromotion(&l) {
		return noCell
	}
	return mFrom(l.moves[0])
}

// checkers lists the pieces of side by attacking c, for messages.
func (p *position) checkers(c Cell, by side) string {
	var names []string
	for _, x := range allCells {
		q := p.cells[x]
		if !q.isPiece() || q.side() != by {
			continue
		}
		save := p.cells[x]
		// A piece attacks c if removing it lowers the attack count.
		n1, f1 := p.attackers(c, by)
		p.cells[x] = empty
		n2, f2 := p.attackers(c, by)
		p.cells[x] = save
		if n1+f1 > n2+f2 {
			names = append(names, fmt.Sprintf("the %s on %s", q.kind(), x))
		}
	}
	if len(names) == 0 {
		return "an enemy piece"
	}
	return strings.Join(names, " and ")
}

// geometry explains why mover cannot go from -> to by its own movement,
// or returns "" when it can (apart from the King's safety).
func (p *position) geometry(mover piece, from, to Cell, sep sepKind) string {
	dc, dl := to.col()-from.col(), to.line()-from.line()
	k := mover.kind()
	switch k {
	case pawn:
		return p.pawnGeometry(from, to, dc, dl, sep)
	case elephant:
		fw := mover.side().forward()
		switch {
		case abs(dc) == 1 && abs(dl) == 3:
			return ""
		case dc == 0 && dl == 2*fw:
			return ""
		case dc == 0 && dl == 4*fw:
			if mid := Cell(int(from) + offset(0, 2*fw)); p.cells[mid] != empty {
				return fmt.Sprintf("the elephant's two-step forward needs %s empty", mid)
			}
			return ""
		}
		return fmt.Sprintf("an elephant moves one diagonal step along the oblique lines or one or two steps straight forward; %s to %s is neither", from, to)
	case knight:
		if isJump(dc, dl) {
			return ""
		}
		if dc%2 == 0 && dl%2 == 0 && isJump(dc/2, dl/2) {
			mid := mkCell(from.col()+dc/2, from.line()+dl/2)
			if p.cells[mid] != empty {
				return fmt.Sprintf("the knight's ride needs the middle cell %s empty", mid)
			}
			if p.cells[to] != empty {
				return fmt.Sprintf("the knight's ride cannot capture (%s is occupied)", to)
			}
			return ""
		}
		return fmt.Sprintf("a knight jumps one diagonal and one orthogonal step (or rides twice that jump); %s to %s is neither", from, to)
	case king:
		return p.kingGeometry(from, to, dc, dl)
	}
	ortho := k == rook || k == wyvern || k == queen
	diag := k == bishop || k == pegasus || k == queen
	if (k == wyvern || k == pegasus) && isJump(dc, dl) {
		return ""
	}
	if d, ok := lineDir(dc, dl, ortho, diag); ok {
		for c := int(from) + d; Cell(c) != to; c += d {
			if p.cells[c] != empty {
				return fmt.Sprintf("the path from %s to %s is blocked at %s by a %s", from, to, Cell(c), p.cells[c])
			}
		}
		return ""
	}
	return fmt.Sprintf("a %s %s; %s to %s is not such a move", k, movesLike(k), from, to)
}

func movesLike(k kind) string {
	switch k {
	case bishop:
		return "slides diagonally, keeping its cell colour"
	case rook:
		return "slides orthogonally"
	case queen:
		return "slides orthogonally or diagonally"
	case wyvern:
		return "slides orthogonally or makes a knight jump"
	case pegasus:
		return "slides diagonally or makes a knight jump"
	}
	return "moves"
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func isJump(dc, dl int) bool {
	for _, j := range knightJump {
		if j[0] == dc && j[1] == dl {
			return true
		}
	}
	return false
}

// lineDir finds the step direction from (0,0) to (dc, dl) along an
// orthogonal or diagonal line.
func lineDir(dc, dl int, ortho, diag bool) (int, bool) {
	try := func(steps [6][2]int) (int, bool) {
		for _, s := range steps {
			for n := 1; n <= 28; n++ {
				if s[0]*n == dc && s[1]*n == dl {
					return offset(s[0], s[1]), true
				}
			}
		}
		return 0, false
	}
	if ortho {
		if d, ok := try(orthoSteps); ok {
			return d, true
		}
	}
	if diag {
		return try(diagSteps)
	}
	return 0, false
}

func (p *position) kingGeometry(from, to Cell, dc, dl int) string {
	for _, s := range orthoSteps {
		if s[0] == dc && s[1] == dl {
			return ""
		}
	}
	for _, s := range diagSteps {
		if s[0] == dc && s[1] == dl {
			return ""
		}
	}
	us := p.cells[from].side()
	if isJump(dc, dl) {
		switch {
		case p.moved[us]&kingMoved != 0:
			return "the King's leap is allowed only as the King's first move"
		case p.inCheck(us):
			return "the King may not leap while in check"
		}
		return ""
	}
	return fmt.Sprintf("a King steps to one of the 12 cells around it (or leaps on its first move); %s to %s is neither", from, to)
}

func (p *position) pawnGeometry(from, to Cell, dc, dl int, sep sepKind) string {
	us := p.cells[from].side()
	fw := us.forward()
	target := p.cells[to]
	switch {
	case sep == sepPass || sep == sepPass2:
		return p.whyNoPass(from, to, sep)
	case dc == 0 && dl == 2*fw:
		if target != empty {
			return fmt.Sprintf("a pawn does not capture straight ahead (%s is occupied)", to)
		}
		return ""
	case dc == 0 && (dl == 4*fw || dl == 6*fw):
		for c := int(from) + offset(0, 2*fw); ; c += offset(0, 2*fw) {
			if p.cells[c] != empty {
				return fmt.Sprintf("the pawn's path to %s is blocked at %s", to, Cell(c))
			}
			if Cell(c) == to {
				break
			}
		}
		if dl == 6*fw && !canTriple(from, us) {
			return fmt.Sprintf("a triple step starts only from an initial pawn cell (%s: %s)", us, tripleCells(us))
		}
		return ""
	case abs(dc) == 1 && dl == fw:
		if target != empty {
			return fmt.Sprintf("a pawn's oblique step does not capture (%s is occupied)", to)
		}
		return ""
	case abs(dc) == 1 && dl == 3*fw:
		if target == empty {
			return fmt.Sprintf("a pawn moves diagonally only to capture, and %s is empty (en passant is written with @)", to)
		}
		return ""
	}
	return fmt.Sprintf("a pawn moves forward one or two steps along its column (three from its initial cell), steps obliquely forward, or captures diagonally forward; %s to %s is none of these", from, to)
}

func tripleCells(s side) string {
	var names []string
	for _, c := range allCells {
		if canTriple(c, s) {
			names = append(names, c.String())
		}
	}
	return strings.Join(names, " ")
}

func (p *position) whyNoPass(from, to Cell, sep sepKind) string {
	ps := &p.pass
	switch ps.kind {
	case passNone:
		return "no en passant or scornful capture is possible: the last move was not a pawn's double or triple step or a scornful side-step"
	case passScornful:
		return fmt.Sprintf("only the scornful pawn on %s may be taken, by the pawn it side-stepped, moving onto its cell", ps.victim)
	}
	want := ps.land[0]
	mark := "@"
	if sep == sepPass2 {
		if ps.kind != passTriple {
			return "@@ takes a pawn that made a triple step, and the last step was a double one"
		}
		want = ps.land[1]
		mark = "@@"
	}
	if to != want {
		return fmt.Sprintf("%s captures on %s, the cell the pawn on %s crossed", mark, want, ps.victim)
	}
	return fmt.Sprintf("no pawn on %s can capture onto %s", from, to)
}

// whyNotCastle names the castling condition that fails.
func (b *Board) whyNotCastle(i int) string {
	p := &b.pos
	us := p.toMove
	r := &castles[i]
	switch {
	case p.moved[us]&kingMoved != 0:
		return fmt.Sprintf("%s's King has already moved", us)
	case r.needKRok && p.moved[us]&kRookMoved != 0:
		return fmt.Sprintf("%s's king's rook (%s) has moved", us, kRookStart[us])
	case r.needQRok && p.moved[us]&qRookMoved != 0:
		return fmt.Sprintf("%s's queen's rook (%s) has moved", us, qRookStart[us])
	case p.inCheck(us):
		return "the King may not castle out of check"
	}
	if c := p.castleBlocked(r, us); c != noCell {
		return fmt.Sprintf("%s must be empty but holds a %s", c, p.cells[c])
	}
	return fmt.Sprintf("the King would stand in check on %s", r.kingTo[us])
}
