package cescacs

import (
	"fmt"
	"strings"

	"github.com/pgntool/pgntool/pgn"
)

// references checks #N, #.N, #N@B, #N[2], #.N$[1]@W, $n and ~X inside a
// comment.
func (c *commentCheck) references(cm *pgn.Comment, path []frame) {
	t := cm.Text
	for i := 0; i < len(t); i++ {
		switch t[i] {
		case '#':
			if i+1 < len(t) && (t[i+1] == '.' || isDigit(t[i+1])) {
				i = c.moveRef(cm, path, i)
			}
		case '$':
			j := i + 1
			for j < len(t) && isDigit(t[j]) {
				j++
			}
			if j > i+1 {
				if v := atoi(t[i+1 : j]); v > 255 {
					c.report(pgn.Warnf(textPos(cm, i), codeReference, "NAG %s in a comment: NAGs go from $0 to $255", t[i:j]))
				}
				i = j - 1
			}
		case '~':
			i = c.pieceRef(cm, i)
		}
	}
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

// moveRef checks a move reference starting at t[i] == '#' and returns the
// index of its last byte.
func (c *commentCheck) moveRef(cm *pgn.Comment, path []frame, i int) int {
	t := cm.Text
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
		end := strings.IndexByte(t[k:], ']')
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
	pos := textPos(cm, i)
	if dots >= len(path) {
		c.report(pgn.Warnf(pos, codeReference, "%s refers to nesting level %d, but the comment stands at level %d", ref, dots, len(path)-1))
		return k - 1
	}
	f := path[dots]
	if label != "" {
		for _, n := range f.line.Moves {
			if c.nums[n].num != num {
				continue
			}
			for _, v := range n.Variations {
				if v.Label == label {
					return k - 1
				}
			}
		}
		c.report(pgn.Warnf(pos, codeReference, "%s: move %d of that line has no variation labelled %s", ref, num, label))
		return k - 1
	}
	for idx, n := range f.line.Moves {
		nb := c.nums[n]
		if nb.num != num || (side >= 0 && nb.second != (side == 1)) {
			continue
		}
		if idx > f.limit {
			c.report(pgn.Warnf(pos, codeReference, "%s refers to a later move; a comment refers only to earlier moves (postpone the comment)", ref))
		}
		return k - 1
	}
	what := fmt.Sprintf("move %d", num)
	if side >= 0 {
		what = fmt.Sprintf("%s's move %d", sideName(side == 1), num)
	}
	c.report(pgn.Warnf(pos, codeReference, "%s: there is no %s in the line it refers to", ref, what))
	return k - 1
}

// pieceRef checks ~X, ~XC14 and ~C14: a piece letter or figurine, a
// cell, or both.
func (c *commentCheck) pieceRef(cm *pgn.Comment, i int) int {
	t := cm.Text
	j := i + 1
	if _, _, n := matchFAN([]byte(t[j:])); n > 0 {
		j += n
	} else if j < len(t) && isPieceLetter(t[j]) && (j+1 >= len(t) || !isDigit(t[j+1])) {
		j++
	}
	if j < len(t) && isUpper(t[j]) && j+1 < len(t) && isDigit(t[j+1]) {
		k := j + 1
		for k < len(t) && isDigit(t[k]) {
			k++
		}
		if _, n, _, real := parseCell([]byte(t[j:k])); !real || n != k-j {
			c.report(pgn.Warnf(textPos(cm, i), codeReference, "%s: %s is not a cell of the board", t[i:k], t[j:k]))
		}
		return k - 1
	}
	if j == i+1 {
		end := j
		for end < len(t) && end < j+3 && t[end] != ' ' {
			end++
		}
		c.report(pgn.Warnf(textPos(cm, i), codeReference, "~ introduces a piece or a cell, as ~K, ~PE13 or ~Z11; %q is neither", t[j:end]))
	}
	return j - 1
}

// isPieceLetter accepts the standard and alternative letters, either case.
func isPieceLetter(b byte) bool {
	up := b &^ 0x20
	return isUpper(up) && (standardAlphabet().kindOf[up] != noKind || alternatives[up] != noKind)
}
