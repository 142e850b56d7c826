package cescacs

import (
	"fmt"
	"strings"

	"github.com/pgntool/pgntool/pgn"
)

// maxLabelBytes bounds the text between the brackets of a reference's
// label (#14[2], #14$[1], #14[#12.2]): a "[" with no "]" this close is not
// a label, so a comment full of "#1[" costs no rescan of its rest.
const maxLabelBytes = 16

// references checks #N, #.N, #N@B, #N[2], #.N$[1]@W, $n and ~X inside a
// comment. It reads the comment once: positions come from a cursor that
// only moves forward, and moves are found through an index of each line.
func (c *commentCheck) references(cm *pgn.Comment, path []frame) {
	t := cm.Text
	cur := textCursor{cm: cm, pos: textPos(cm, 0), work: &c.work}
	for i := 0; i < len(t); i++ {
		switch t[i] {
		case '#':
			if i+1 < len(t) && (t[i+1] == '.' || isDigit(t[i+1])) {
				i = c.moveRef(&cur, path, i)
			}
		case '$':
			j := i + 1
			for j < len(t) && isDigit(t[j]) {
				j++
			}
			if j > i+1 {
				if v := atoi(t[i+1 : j]); v > 255 {
					c.report(pgn.Warnf(cur.at(i), CodeCommentReference, "NAG %s in a comment: NAGs go from $0 to $255", t[i:j]))
				}
				i = j - 1
			}
		case '~':
			i = c.pieceRef(&cur, i)
		}
	}
}

// textCursor gives the positions of bytes of one comment, walking from
// the last byte asked for, so that the positions of all the references of
// a comment cost one walk over its text.
type textCursor struct {
	cm   *pgn.Comment
	off  int
	pos  pgn.Position
	work *int
}

// at returns the position of byte off; off may not go back.
func (tc *textCursor) at(off int) pgn.Position {
	t := tc.cm.Text
	if off < tc.off {
		tc.off, tc.pos = 0, textPos(tc.cm, 0)
	}
	for ; tc.off < off && tc.off < len(t); tc.off++ {
		*tc.work++
		tc.pos.Offset++
		switch {
		case t[tc.off] == '\n':
			tc.pos.Line++
			tc.pos.Column = 1
		case t[tc.off]&0xc0 != 0x80:
			tc.pos.Column++
		}
	}
	return tc.pos
}

func atoi(s string) int {
	n := 0
	for _, c := range []byte(s) {
		if n > 1e6 {
			return n
		}
		n = n*10 + int(c-'0')
	}
	return n
}

// lineIndex finds the moves of one line by number: first[num] holds the
// index of the first move with that number, of either side, of White and
// of Black (-1 for none), and labels the labels of the variations that
// hang on moves of each number.
type lineIndex struct {
	first  map[int][3]int
	labels map[numLabel]bool
}

type numLabel struct {
	num   int
	label string
}

// index returns the index of l, building it on first use.
func (c *commentCheck) index(l *pgn.Line) *lineIndex {
	if x := c.indexes[l]; x != nil {
		return x
	}
	x := &lineIndex{first: map[int][3]int{}, labels: map[numLabel]bool{}}
	for idx, n := range l.Moves {
		c.work++
		nb := c.nums[n]
		f, ok := x.first[nb.num]
		if !ok {
			f = [3]int{idx, -1, -1}
		}
		side := 1
		if nb.second {
			side = 2
		}
		if f[side] < 0 {
			f[side] = idx
		}
		x.first[nb.num] = f
		for _, v := range n.Variations {
			c.work++
			if v.Label != "" {
				x.labels[numLabel{nb.num, v.Label}] = true
			}
		}
	}
	if c.indexes == nil {
		c.indexes = map[*pgn.Line]*lineIndex{}
	}
	c.indexes[l] = x
	return x
}

// moveRef checks a move reference starting at t[i] == '#' and returns the
// index of its last byte.
func (c *commentCheck) moveRef(cur *textCursor, path []frame, i int) int {
	t := cur.cm.Text
	j := i + 1
	dots := 0
	for j < len(t) && t[j] == '.' {
		dots++
		j++
	}
	k := j
	for k < len(t) && isDigit(t[k]) {
		k++
	}
	if k == j {
		return j - 1
	}
	num := atoi(t[j:k])
	label := ""
	if strings.HasPrefix(t[k:], "$[") || strings.HasPrefix(t[k:], "[") {
		within := t[k:min(len(t), k+maxLabelBytes+2)]
		c.work += len(within)
		end := strings.IndexByte(within, ']')
		if end > 0 {
			label = "$[" + strings.TrimPrefix(strings.TrimPrefix(t[k:k+end], "$"), "[") + "]"
			k += end + 1
		}
	}
	side := -1
	if k+1 < len(t) && t[k] == '@' {
		switch t[k+1] {
		case 'W':
			side = 0
		case 'B', 'N':
			side = 1
		}
		if side >= 0 {
			k += 2
		}
	}
	ref := t[i:k]
	if dots >= len(path) {
		c.report(pgn.Warnf(cur.at(i), CodeCommentReference, "%s refers to nesting level %d, but the comment stands at level %d", ref, dots, len(path)-1))
		return k - 1
	}
	f := path[dots]
	x := c.index(f.line)
	if label != "" {
		if !x.labels[numLabel{num, label}] {
			c.report(pgn.Warnf(cur.at(i), CodeCommentReference, "%s: move %d of that line has no variation labelled %s", ref, num, label))
		}
		return k - 1
	}
	if first, ok := x.first[num]; ok && first[side+1] >= 0 {
		if first[side+1] > f.limit {
			c.report(pgn.Warnf(cur.at(i), CodeCommentReference, "%s refers to a later move; a comment refers only to earlier moves (postpone the comment)", ref))
		}
		return k - 1
	}
	what := fmt.Sprintf("move %d", num)
	if side >= 0 {
		what = fmt.Sprintf("%s's move %d", sideName(side == 1), num)
	}
	c.report(pgn.Warnf(cur.at(i), CodeCommentReference, "%s: there is no %s in the line it refers to", ref, what))
	return k - 1
}

// pieceRef checks ~X, ~XC14 and ~C14: a piece letter or figurine, a
// cell, or both.
func (c *commentCheck) pieceRef(cur *textCursor, i int) int {
	t := cur.cm.Text
	j := i + 1
	if _, _, n := matchFAN([]byte(t[j:min(len(t), j+maxFANBytes)])); n > 0 {
		j += n
	} else if j < len(t) && isPieceLetter(t[j]) && (j+1 >= len(t) || !isDigit(t[j+1])) {
		j++
	}
	if j < len(t) && isUpper(t[j]) && j+1 < len(t) && isDigit(t[j+1]) {
		k := j + 1
		for k < len(t) && isDigit(t[k]) {
			k++
		}
		if _, n, _, real := parseCell([]byte(t[j:min(k, j+3)])); !real || n != k-j {
			c.report(pgn.Warnf(cur.at(i), CodeCommentReference, "%s: %s is not a cell of the board", t[i:k], t[j:k]))
		}
		return k - 1
	}
	if j == i+1 {
		end := j
		for end < len(t) && end < j+3 && t[end] != ' ' {
			end++
		}
		c.report(pgn.Warnf(cur.at(i), CodeCommentReference, "~ introduces a piece or a cell, as ~K, ~PE13 or ~Z11; %q is neither", t[j:end]))
	}
	return j - 1
}

// isPieceLetter accepts the standard and alternative letters, either case.
func isPieceLetter(b byte) bool {
	up := b &^ 0x20
	return isUpper(up) && (standardLetters_.kindOf[up] != noKind || alternatives[up] != noKind)
}
