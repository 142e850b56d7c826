package cescacs

import "github.com/pgntool/pgntool/pgn"

// Board is a C'escacs position with the moves made to reach it, which
// Unmake takes back. Get one from NewBoard (or from Variant for a game's
// tags); the zero Board has no pieces. It implements pgn.Board. A Board is
// for one goroutine at a time; Copy gives another.
type Board struct {
	pos     position
	hist    []undo
	letters letters
	// redefine is set when the game declared a Redefine tag, so that moves
	// using the standard letter it replaces are reported.
	redefine bool
	// habits collects the faults a record repeats on every move, which
	// CheckGame reports once per game (habits.go); nil leaves them out.
	habits *habitTally
}

// Make plays m, a move that LegalMoves, Parse or ParseMove returned in
// the current position, without checking it (Play checks). A move no
// board could have made (its cells are not cells of the board) changes
// nothing, and Unmake takes it back as it takes back any other.
func (b *Board) Make(m pgn.Move) {
	if b == nil {
		return
	}
	if !wellFormed(m) {
		b.hist = append(b.hist, undo{m: m, ignored: true})
		return
	}
	p := &b.pos
	from, to, sp := mFrom(m), mTo(m), mSpecial(m)
	mover := p.cells[from]
	u := undo{m: m, moved: mover, movedBit: p.moved, pass: p.pass, halfmove: p.halfmove, number: p.number}
	us := p.toMove
	p.pass = passState{}
	switch sp {
	case mvPromoteWaiting:
		p.cells[from] = mkPiece(us, mPromo(m))
	case mvCastle:
		r := &castles[mCastle(m)]
		p.cells[from] = empty
		if r.needKRok {
			p.cells[kRookStart[us]] = empty
		}
		if r.needQRok {
			p.cells[qRookStart[us]] = empty
		}
		if r.needKRok {
			p.cells[r.kRookTo[us]] = mkPiece(us, rook)
		}
		if r.needQRok {
			p.cells[r.qRookTo[us]] = mkPiece(us, rook)
		}
		p.put(to, mover)
	default:
		capAt := mCapAt(m)
		if capAt != noCell {
			u.captured = p.cells[capAt]
			u.capAt = capAt
			p.cells[capAt] = empty
		}
		p.cells[from] = empty
		placed := mover
		if pr := mPromo(m); pr != 0 && pr != promoWait {
			placed = mkPiece(us, pr)
		}
		p.put(to, placed)
		if mover.kind() == pawn {
			p.setPass(from, to, sp, us)
		}
	}
	if mover.kind() == pawn || u.captured != empty {
		p.halfmove = 0
	} else {
		p.halfmove++
	}
	if mover.kind() == king {
		p.moved[us] |= kingMoved
	}
	for s := white; s <= black; s++ {
		if p.cells[kRookStart[s]] != mkPiece(s, rook) {
			p.moved[s] |= kRookMoved
		}
		if p.cells[qRookStart[s]] != mkPiece(s, rook) {
			p.moved[s] |= qRookMoved
		}
	}
	if us == black {
		p.number++
	}
	p.toMove = us ^ 1
	b.hist = append(b.hist, u)
}

// wellFormed says whether m could come from a board: its cells are cells
// of the board, and its kinds and castling rule exist. Make and AppendMove
// refuse other moves rather than write outside the board.
func wellFormed(m pgn.Move) bool {
	from, to, capAt := mFrom(m), mTo(m), mCapAt(m)
	if int(from) >= gridSize || !isCell[from] || int(to) >= gridSize || !isCell[to] ||
		int(capAt) >= gridSize || capAt != noCell && !isCell[capAt] {
		return false
	}
	if sp := mSpecial(m); sp > mvLeap || sp == mvCastle && mCastle(m) >= len(castles) {
		return false
	}
	if pr := mPromo(m); pr >= numKinds && pr != promoWait {
		return false
	}
	c := mCaptured(m)
	return c&^(blackBit|0x0f) == 0 && c.kind() < numKinds
}

// setPass records the en passant or scornful chance a pawn move creates.
func (p *position) setPass(from, to Cell, sp special, us side) {
	fw := us.forward()
	switch sp {
	case mvDouble:
		p.pass = passState{kind: passDouble, victim: to, land: [2]Cell{Cell(int(to) - offset(0, 2*fw))}}
	case mvTriple:
		p.pass = passState{kind: passTriple, victim: to,
			land: [2]Cell{Cell(int(to) - offset(0, 2*fw)), Cell(int(to) - offset(0, 4*fw))}}
	case mvNormal:
		if to.col() == from.col() || to.line()-from.line() != fw {
			return
		}
		// A side-step away from an enemy pawn straight ahead is scornful.
		ahead := Cell(int(from) + offset(0, 2*fw))
		if p.cells[ahead] == mkPiece(us^1, pawn) {
			p.pass = passState{kind: passScornful, victim: to, capture: [2]Cell{ahead}}
		}
	}
}

// Unmake takes back the last move made.
func (b *Board) Unmake() {
	if b == nil || len(b.hist) == 0 {
		return
	}
	u := b.hist[len(b.hist)-1]
	b.hist = b.hist[:len(b.hist)-1]
	if u.ignored {
		return
	}
	p := &b.pos
	m := u.m
	from, to := mFrom(m), mTo(m)
	p.toMove ^= 1
	us := p.toMove
	switch mSpecial(m) {
	case mvPromoteWaiting:
		p.cells[from] = u.moved
	case mvCastle:
		r := &castles[mCastle(m)]
		p.cells[to] = empty
		if r.needKRok {
			p.cells[r.kRookTo[us]] = empty
		}
		if r.needQRok {
			p.cells[r.qRookTo[us]] = empty
		}
		if r.needKRok {
			p.cells[kRookStart[us]] = mkPiece(us, rook)
		}
		if r.needQRok {
			p.cells[qRookStart[us]] = mkPiece(us, rook)
		}
		p.put(from, u.moved)
	default:
		p.cells[to] = empty
		p.put(from, u.moved)
		if u.capAt != noCell {
			p.put(u.capAt, u.captured)
		}
	}
	p.moved = u.movedBit
	p.pass = u.pass
	p.halfmove = u.halfmove
	p.number = u.number
}
