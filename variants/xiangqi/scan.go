package xiangqi

import (
	"bytes"
	"unicode/utf8"

	"github.com/pgntool/pgntool/pgn"
)

// ScanMovetext claims move numbers, glyphs and move tokens of every
// dialect. A WXF move holds '.', '+' and '=' (C2.5, H2+3, ＋Ｐ＝６), so the
// token runs over them; "1." before a move stays a number because a
// move never starts with a digit followed by '.', except the WXF tandem
// pawn form 33.4, which is recognised by its exact shape.
func (xiangqiVariant) ScanMovetext(b []byte) (pgn.Kind, int) {
	if len(b) == 0 {
		return pgn.EOF, 0
	}
	c := b[0]
	switch {
	case c == '!' || c == '?':
		return pgn.ScanStandardSymbol(b)
	case c >= '0' && c <= '9':
		return scanDigitLed(b)
	case c == '+' || c == '-':
		if n := scanMove(b); n > 1 {
			return pgn.Symbol, n
		}
		return pgn.EOF, 0
	}
	r, _ := utf8.DecodeRune(b)
	if r == '．' { // a full-width move number period, as in 1．炮二平五
		n := 0
		for n < len(b) && bytes.HasPrefix(b[n:], fullStop) {
			n += len(fullStop)
		}
		return pgn.Period, n
	}
	if !moveStart(r) {
		return pgn.EOF, 0
	}
	n := scanMove(b)
	// A Chinese move has four characters; a shorter run such as the 象 of
	// 象棋 in an advert after the result is prose, left to the core.
	if r >= 0x80 && fold(r) == r && utf8.RuneCount(b[:n]) < 3 {
		return pgn.EOF, 0
	}
	return pgn.Symbol, n
}

// scanDigitLed handles a token that starts with a digit: a move number,
// or a WXF tandem pawn move (3+.4, 33.4, 15+1) recognised by its exact
// four-character shape.
func scanDigitLed(b []byte) (pgn.Kind, int) {
	n := 0
	for n < len(b) && b[n] >= '0' && b[n] <= '9' {
		n++
	}
	if n == 2 && len(b) >= 4 && isOp(rune(b[2])) && b[3] >= '1' && b[3] <= '9' && (len(b) == 4 || delimiter(b[4])) {
		return pgn.Symbol, 4
	}
	if n == 1 && len(b) > 1 && (b[1] == '+' || b[1] == '-' || b[1] == '=' || (b[1] >= '1' && b[1] <= '9')) {
		if m := scanMove(b); m >= 4 && (len(b) == m || delimiter(b[m])) && !allDigits(string(b[:m])) {
			return pgn.Symbol, m
		}
	}
	return pgn.Integer, n
}

func delimiter(c byte) bool {
	switch c {
	case ' ', '\t', '\r', '\n', '{', '}', '(', ')', ';', '!', '?', '$':
		return true
	}
	return false
}

// moveStart reports whether r can begin a move token.
func moveStart(r rune) bool {
	if r < 0x80 {
		return r|0x20 >= 'a' && r|0x20 <= 'z'
	}
	f := fold(r)
	if f != r {
		return f|0x20 >= 'a' && f|0x20 <= 'z' || f >= '0' && f <= '9' || f == '+' || f == '-'
	}
	c, ok := chineseChars[r]
	return ok && c.class != clsDir
}

// scanMove returns the length of the run of move characters at b.
func scanMove(b []byte) int {
	n := 0
	for n < len(b) {
		r, size := utf8.DecodeRune(b[n:])
		f := fold(r)
		switch {
		case f < 0x80 && (f|0x20 >= 'a' && f|0x20 <= 'z' || f >= '0' && f <= '9'):
		case f == '+' || f == '-' || f == '=' || f == '#':
		case f == '.':
			// a '.' belongs to a WXF move only between a piece or marker
			// and a digit: C2.5, R+.3
			if n+size >= len(b) {
				return n
			}
			next, _ := utf8.DecodeRune(b[n+size:])
			if d := fold(next); d < '1' || d > '9' {
				return n
			}
		case r >= 0x80 && f == r:
			if _, ok := chineseChars[r]; !ok {
				return n
			}
		default:
			return n
		}
		n += size
	}
	return n
}

var fullStop = []byte("．")
