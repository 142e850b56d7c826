package xiangqi

import "github.com/pgntool/pgntool/pgn"

var (
	orth      = [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}
	diag      = [4][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}
	horseJump = [8][4]int{ // df, dr, leg df, leg dr
		{1, 2, 0, 1}, {-1, 2, 0, 1}, {1, -2, 0, -1}, {-1, -2, 0, -1},
		{2, 1, 1, 0}, {2, -1, 1, 0}, {-2, 1, -1, 0}, {-2, -1, -1, 0},
	}
)

// pseudoMoves appends the moves of side that obey each piece's movement
// rules, ignoring whether they leave the own general exposed.
func (b *Board) pseudoMoves(dst []pgn.Move, side int) []pgn.Move {
	for s := 0; s < squares; s++ {
		p := b.sq[s]
		if p == empty || sideOf(p) != side {
			continue
		}
		dst = b.pieceMoves(dst, s, side, kindOf(p))
	}
	return dst
}

// target reports whether side may move onto (f, r): on the board and not
// occupied by its own piece.
func (b *Board) target(side, f, r int) bool {
	if !onBoard(f, r) {
		return false
	}
	q := b.sq[sq(f, r)]
	return q == empty || sideOf(q) != side
}

func (b *Board) pieceMoves(dst []pgn.Move, s, side int, k int8) []pgn.Move {
	f, r := fileOf(s), rankOf(s)
	from := b.moveFrom(s)
	switch k {
	case king:
		for _, d := range orth {
			nf, nr := f+d[0], r+d[1]
			if inPalace(side, nf, nr) && b.target(side, nf, nr) {
				dst = append(dst, b.moveTo(from, sq(nf, nr)))
			}
		}
	case advisor:
		for _, d := range diag {
			nf, nr := f+d[0], r+d[1]
			if inPalace(side, nf, nr) && b.target(side, nf, nr) {
				dst = append(dst, b.moveTo(from, sq(nf, nr)))
			}
		}
	case elephant:
		for _, d := range diag {
			nf, nr := f+2*d[0], r+2*d[1]
			if !onBoard(nf, nr) || crossed(side, nr) || b.sq[sq(f+d[0], r+d[1])] != empty {
				continue
			}
			if b.target(side, nf, nr) {
				dst = append(dst, b.moveTo(from, sq(nf, nr)))
			}
		}
	case horse:
		for _, j := range horseJump {
			nf, nr := f+j[0], r+j[1]
			if !onBoard(nf, nr) || b.sq[sq(f+j[2], r+j[3])] != empty {
				continue
			}
			if b.target(side, nf, nr) {
				dst = append(dst, b.moveTo(from, sq(nf, nr)))
			}
		}
	case rook, cannon:
		dst = b.slideMoves(dst, s, side, k == cannon)
	case pawn:
		if nr := r + forward(side); b.target(side, f, nr) {
			dst = append(dst, b.moveTo(from, sq(f, nr)))
		}
		if crossed(side, r) {
			for _, df := range [2]int{-1, 1} {
				if b.target(side, f+df, r) {
					dst = append(dst, b.moveTo(from, sq(f+df, r)))
				}
			}
		}
	}
	return dst
}

// slideMoves handles the chariot and the cannon, which differ only in how
// they capture: the chariot takes the first piece it meets, the cannon
// the first piece beyond exactly one screen.
func (b *Board) slideMoves(dst []pgn.Move, s, side int, isCannon bool) []pgn.Move {
	f, r := fileOf(s), rankOf(s)
	from := b.moveFrom(s)
	for _, d := range orth {
		screened := false
		for nf, nr := f+d[0], r+d[1]; onBoard(nf, nr); nf, nr = nf+d[0], nr+d[1] {
			q := b.sq[sq(nf, nr)]
			if !screened {
				if q == empty {
					dst = append(dst, b.moveTo(from, sq(nf, nr)))
					continue
				}
				if !isCannon {
					if sideOf(q) != side {
						dst = append(dst, b.moveTo(from, sq(nf, nr)))
					}
					break
				}
				screened = true
				continue
			}
			if q != empty {
				if sideOf(q) != side {
					dst = append(dst, b.moveTo(from, sq(nf, nr)))
				}
				break
			}
		}
	}
	return dst
}

// inCheck reports whether side's general is attacked, counting the
// opposing general on an open file as an attack (the flying general rule).
func (b *Board) inCheck(side int) bool {
	k := b.kings[side]
	f, r := fileOf(k), rankOf(k)
	enemy := side ^ 1
	for _, d := range orth {
		seen := 0
		for nf, nr := f+d[0], r+d[1]; onBoard(nf, nr); nf, nr = nf+d[0], nr+d[1] {
			q := b.sq[sq(nf, nr)]
			if q == empty {
				continue
			}
			seen++
			if sideOf(q) == enemy {
				qk := kindOf(q)
				if seen == 1 && (qk == rook || (qk == king && d[0] == 0)) {
					return true
				}
				if seen == 2 && qk == cannon {
					return true
				}
			}
			if seen == 2 {
				break
			}
		}
	}
	// A horse attacks the general unless the point diagonally next to the
	// general, on the horse's side, is occupied: that is the horse's leg.
	for _, j := range horseJump {
		hf, hr := f+j[0], r+j[1]
		if !onBoard(hf, hr) || b.sq[sq(hf, hr)] != colour(enemy, horse) {
			continue
		}
		lf, lr := f+sign(j[0]), r+sign(j[1])
		if b.sq[sq(lf, lr)] == empty {
			return true
		}
	}
	ep := colour(enemy, pawn)
	if nr := r + forward(side); onBoard(f, nr) && b.sq[sq(f, nr)] == ep {
		return true
	}
	for _, df := range [2]int{-1, 1} {
		if onBoard(f+df, r) && b.sq[sq(f+df, r)] == ep && crossed(enemy, r) {
			return true
		}
	}
	return false
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// legalMoves appends the legal moves of the side to move.
func (b *Board) legalMoves(dst []pgn.Move) []pgn.Move {
	start := len(dst)
	dst = b.pseudoMoves(dst, b.side)
	n := start
	for _, m := range dst[start:] {
		if b.legal(m) {
			dst[n] = m
			n++
		}
	}
	return dst[:n]
}

// legal reports whether the pseudo-legal move m keeps the mover's general
// safe. It moves the piece on the board array only, without the undo
// record, key and clocks that Make keeps: legality is asked for nearly
// every move generated.
func (b *Board) legal(m pgn.Move) bool {
	from, to := mFrom(m), mTo(m)
	side := b.side
	p, c := b.sq[from], b.sq[to]
	k := b.kings[side]
	b.sq[to], b.sq[from] = p, empty
	if kindOf(p) == king {
		b.kings[side] = to
	}
	ok := !b.inCheck(side)
	b.sq[from], b.sq[to] = p, c
	b.kings[side] = k
	return ok
}

// perft counts the leaf nodes of the legal move tree to depth.
func (b *Board) perft(depth int) int64 {
	var list [maxMoves]pgn.Move
	moves := b.legalMoves(list[:0])
	if depth <= 1 {
		return int64(len(moves))
	}
	var n int64
	for _, m := range moves {
		b.Make(m)
		n += b.perft(depth - 1)
		b.Unmake()
	}
	return n
}
