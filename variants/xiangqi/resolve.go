package xiangqi

import "github.com/pgntool/pgntool/pgn"

// fileOfNum turns the mover's file number (1–9 from its own right) into a
// board file: Red counts from file i, Black from file a.
func fileOfNum(side, n int) int {
	if side == red {
		return files - n
	}
	return n - 1
}

// numOfFile is the inverse of fileOfNum.
func numOfFile(side, f int) int {
	if side == red {
		return files - f
	}
	return f + 1
}

// straight reports whether a piece's 进/退 target counts ranks rather than
// naming a file.
func straight(k int8) bool { return k == king || k == rook || k == cannon || k == pawn }

// column lists the squares of side's pieces of kind k on file f, front
// (nearest the opponent) first; it returns how many there are.
func (b *Board) column(side int, k int8, f int, out *[ranks]int) int {
	n := 0
	p := colour(side, k)
	for i := 0; i < ranks; i++ {
		r := ranks - 1 - i
		if side == black {
			r = i
		}
		if b.sq[sq(f, r)] == p {
			out[n] = sq(f, r)
			n++
		}
	}
	return n
}

// destination is where the piece on s goes under op and target, or -1.
func destination(side, s int, k int8, op byte, target int) int {
	f, r := fileOf(s), rankOf(s)
	fw := forward(side)
	if straight(k) {
		switch op {
		case '.':
			nf := fileOfNum(side, target)
			if nf == f {
				return -1
			}
			return sq(nf, r)
		case '+':
			r += fw * target
		case '-':
			r -= fw * target
		}
		if !onBoard(f, r) {
			return -1
		}
		return sq(f, r)
	}
	if op == '.' {
		return -1
	}
	nf := fileOfNum(side, target)
	dx := max(nf-f, f-nf)
	dy := 0
	switch {
	case k == advisor && dx == 1:
		dy = 1
	case k == elephant && dx == 2:
		dy = 2
	case k == horse && dx == 1:
		dy = 2
	case k == horse && dx == 2:
		dy = 1
	default:
		return -1
	}
	if op == '-' {
		fw = -fw
	}
	if nr := r + fw*dy; onBoard(nf, nr) {
		return sq(nf, nr)
	}
	return -1
}

// contains reports whether m is in the move list.
func contains(list []pgn.Move, m pgn.Move) bool {
	for _, x := range list {
		if x == m {
			return true
		}
	}
	return false
}

// canMove reports whether m is legal for the side to move. It asks only
// whether the moving piece reaches the destination, which keeps reading a
// move far cheaper than generating every legal move of the position.
func (b *Board) canMove(m pgn.Move) bool {
	if !onBoardMove(m) {
		return false
	}
	from, to := mFrom(m), mTo(m)
	p := b.sq[from]
	if p == empty || sideOf(p) != b.side || m != b.move(from, to) {
		return false
	}
	return b.reaches(from, to, b.side, kindOf(p)) && b.legal(m)
}

// reaches reports whether side's piece of kind k on from may move to to by
// its movement rule, ignoring the general's safety: the geometry of
// pieceMoves, for one destination.
func (b *Board) reaches(from, to, side int, k int8) bool {
	if q := b.sq[to]; from == to || q != empty && sideOf(q) == side {
		return false
	}
	ff, fr, tf, tr := fileOf(from), rankOf(from), fileOf(to), rankOf(to)
	df, dr := tf-ff, tr-fr
	adf, adr := max(df, -df), max(dr, -dr)
	switch k {
	case king:
		return adf+adr == 1 && inPalace(side, tf, tr)
	case advisor:
		return adf == 1 && adr == 1 && inPalace(side, tf, tr)
	case elephant:
		return adf == 2 && adr == 2 && !crossed(side, tr) && b.sq[sq(ff+df/2, fr+dr/2)] == empty
	case horse:
		switch {
		case adf == 1 && adr == 2:
			return b.sq[sq(ff, fr+dr/2)] == empty
		case adf == 2 && adr == 1:
			return b.sq[sq(ff+df/2, fr)] == empty
		}
		return false
	case rook, cannon:
		if df != 0 && dr != 0 {
			return false
		}
		want := 0
		if k == cannon && b.sq[to] != empty {
			want = 1 // a cannon captures over exactly one screen
		}
		return b.between(from, to) == want
	case pawn:
		return df == 0 && dr == forward(side) || dr == 0 && adf == 1 && crossed(side, fr)
	}
	return false
}

// between counts the pieces strictly between two points of one file or
// rank.
func (b *Board) between(from, to int) int {
	step := 1
	if fileOf(from) == fileOf(to) {
		step = files
	}
	if to < from {
		step = -step
	}
	n := 0
	for s := from + step; s != to; s += step {
		if b.sq[s] != empty {
			n++
		}
	}
	return n
}

// pick selects, from the n pieces of one file ordered front first, the one
// a tandem marker names; -1 when the marker does not fit the count.
func pick(v vmove, col *[ranks]int, n int) int {
	switch {
	case v.fairy:
		if v.tpos >= 1 && v.tpos <= n {
			return col[v.tpos-1]
		}
	case v.double && n >= 4:
		if v.tpos == posFront {
			return col[0]
		}
		return col[n-1]
	case v.double:
	case v.tpos == posMiddle:
		if n == 3 || n == 5 {
			return col[n/2]
		}
	case v.tpos == posFront:
		if n >= 4 && v.wxf {
			return col[1]
		}
		if n >= 2 {
			return col[0]
		}
	case v.tpos == posRear:
		if n >= 4 && v.wxf {
			return col[n-2]
		}
		if n >= 2 {
			return col[n-1]
		}
	case v.tpos >= 2 && v.tpos <= n:
		return col[v.tpos-1]
	}
	return -1
}

// resolution is the outcome of matching a notation move to the position.
type resolution struct {
	move    pgn.Move
	matches int  // legal moves that fit
	onFile  int  // pieces of the kind on the named file (0 when no file named)
	pieces  int  // pieces of the kind the side has
	untied  bool // a plain file form chose among tandem pieces by legality
}

// resolveVertical finds the legal move a Chinese or WXF move names.
func (b *Board) resolveVertical(v vmove) resolution {
	var res resolution
	side := b.side
	kind := v.kind
	if kind == 0 {
		kind = pawn
	}
	var col [ranks]int
	try := func(s int) {
		to := destination(side, s, kind, v.op, v.target)
		if to < 0 {
			return
		}
		if m := b.move(s, to); b.canMove(m) {
			if res.matches == 0 || res.move != m {
				res.matches++
			}
			res.move = m
		}
	}
	for f := 0; f < files; f++ {
		n := b.column(side, kind, f, &col)
		res.pieces += n
		if v.file != 0 && f != fileOfNum(side, v.file) {
			continue
		}
		if v.file != 0 {
			res.onFile = n
		}
		if v.tpos == 0 {
			if n > 1 && v.file != 0 && kind != advisor && kind != elephant {
				res.untied = true
			}
			for i := 0; i < n; i++ {
				try(col[i])
			}
			continue
		}
		if n < 2 && !(v.fairy && n == 1) {
			continue
		}
		if s := pick(v, &col, n); s >= 0 {
			try(s)
		}
	}
	// WXF writes the middle of three or five tandem pieces with the plain
	// file form; when legality leaves two, that convention decides.
	middle := v.tpos == 0 && v.file != 0 && (res.onFile == 3 || res.onFile == 5)
	if middle {
		b.column(side, kind, fileOfNum(side, v.file), &col)
	}
	if middle && res.matches > 1 {
		res.matches = 0
		try(col[res.onFile/2])
	}
	if middle && res.untied && res.matches == 1 && mFrom(res.move) == col[res.onFile/2] {
		res.untied = false // the middle piece's plain form is the rule
	}
	return res
}

// resolveCoord finds the legal move a coordinate or SAN move names when its
// ranks are counted from base (0 or 1).
func (b *Board) resolveCoord(c cmove, base int) (m pgn.Move, matches int) {
	toR := c.toR - base
	if toR < 0 || toR >= ranks {
		return 0, 0
	}
	to := sq(c.toF, toR)
	if c.fromF >= 0 && c.fromR >= 0 && c.kind == 0 { // coordinates: one candidate
		fromR := c.fromR - base
		if fromR < 0 || fromR >= ranks {
			return 0, 0
		}
		if m = b.move(sq(c.fromF, fromR), to); b.canMove(m) {
			return m, 1
		}
		return 0, 0
	}
	for from := 0; from < squares; from++ {
		p := b.sq[from]
		if p == empty || sideOf(p) != b.side {
			continue
		}
		if c.fromF >= 0 && fileOf(from) != c.fromF {
			continue
		}
		if c.fromR >= 0 && rankOf(from) != c.fromR-base {
			continue
		}
		if c.kind != 0 && kindOf(p) != c.kind {
			continue
		}
		if c.kind == 0 && c.fromF < 0 && kindOf(p) != pawn {
			continue // a SAN move without a piece letter is a soldier's
		}
		if x := b.move(from, to); b.canMove(x) {
			m = x
			matches++
		}
	}
	return m, matches
}
