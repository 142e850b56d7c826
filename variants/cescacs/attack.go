package cescacs

import "github.com/pgntool/pgntool/pgn"

// attacked says whether side by attacks cell c in the current position.
func (p *position) attacked(c Cell, by side) bool {
	near, far := p.attackers(c, by)
	return near+far > 0
}

// attackers counts the pieces of side by that attack c: near ones (an
// adjoining cell or a knight jump away, the spec's +^ checks) and far ones
// (sliders from a distance and the elephant's two-step, +∞). The knight
// ride never captures and so never attacks; an unmoved King attacks with
// its leap, which may capture.
func (p *position) attackers(c Cell, by side) (near, far int) {
	fw := by.forward()
	pw, el := mkPiece(by, pawn), mkPiece(by, elephant)
	for _, dc := range [2]int{1, -1} {
		if p.cells[int(c)-offset(dc, 3*fw)] == pw {
			near++
		}
	}
	for _, d := range diagSteps {
		if d[0] != 0 && d[1] != 0 && p.cells[int(c)+offset(d[0], d[1])] == el {
			near++
		}
	}
	if q := p.cells[int(c)-offset(0, 2*fw)]; q == el {
		near++
	} else if q == empty && p.cells[int(c)-offset(0, 4*fw)] == el {
		far++
	}
	leap := p.moved[by]&kingMoved == 0
	for _, o := range knightOff {
		q := p.cells[int(c)+o]
		if !q.isPiece() || q.side() != by {
			continue
		}
		switch q.kind() {
		case knight, pegasus, wyvern:
			near++
		case king:
			if leap {
				near++
			}
		}
	}
	for _, o := range orthoOff {
		p.ray(c, o, by, rook, wyvern, &near, &far)
	}
	for _, o := range diagOff {
		p.ray(c, o, by, bishop, pegasus, &near, &far)
	}
	return near, far
}

// ray looks from c along o for the first piece; it counts when that piece
// belongs to by and slides this way (a, b or queen) or is the King next to c.
func (p *position) ray(c Cell, o int, by side, a, b kind, near, far *int) {
	x := int(c)
	for dist := 1; ; dist++ {
		x += o
		q := p.cells[x]
		if q == empty {
			continue
		}
		if q == offBoard || q.side() != by {
			return
		}
		k := q.kind()
		switch {
		case dist == 1 && (k == a || k == b || k == queen || k == king):
			*near++
		case k == a || k == b || k == queen:
			*far++
		}
		return
	}
}

// inCheck says whether side s's King is attacked.
func (p *position) inCheck(s side) bool {
	k := p.kingAt[s]
	if k == noCell {
		return false
	}
	return p.attacked(k, s^1)
}

// checkInfo describes the check a move gives.
type checkInfo struct {
	near, far int
	mate      bool
}

func (c checkInfo) checks() int { return c.near + c.far }

// mark is the finest check mark for this check.
func (c checkInfo) mark() checkMark {
	switch {
	case c.checks() == 0:
		return markNone
	case c.mate:
		return markMate
	case c.checks() > 1:
		return markDouble
	case c.near > 0:
		return markNear
	}
	return markFar
}

// checkAfter plays m and describes the check it gives.
func (b *Board) checkAfter(m pgn.Move) checkInfo {
	b.Make(m)
	them := b.pos.toMove
	var ci checkInfo
	if k := b.pos.kingAt[them]; k != noCell {
		ci.near, ci.far = b.pos.attackers(k, them^1)
	}
	if ci.checks() > 0 {
		ci.mate = !b.hasLegal()
	}
	b.Unmake()
	return ci
}
