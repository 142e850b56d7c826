package pgn

import (
	"bytes"
	"encoding/binary"
	"math/bits"
	"unicode/utf8"
)

// quick reads the commonest movetext tokens with the cursor held in
// locals: white space made of spaces and line feeds, then a move or number
// as the variant classifies it, a termination marker, a run of periods, or
// a faultless comment. Tokens of the kinds in skipKinds are passed over,
// and moves go to moveSink (the reader) when it is set; in both cases the next token is
// read. It returns the first other token, or Invalid when a token needs
// the general rules, having consumed only white space, passed tokens and
// sunk moves before it, and leaves the scanner as the general path
// expects.
//
// Most of a game's tokens take this path, so it avoids the general path's
// per-token calls and field updates.
func (s *scanner) quick() Kind {
	buf := s.buf[:s.end]
	// Every token must start where the variant sees lookahead bytes.
	limit := len(buf) - lookahead
	if s.afterCR {
		return Invalid
	}
	skipKinds, stdNumbers := s.skipKinds, s.stdNumbers
	skipComments := skipKinds&(1<<BraceComment) != 0
	// passNumbers: move numbers and their periods are passed together.
	passNumbers := stdNumbers && skipKinds&(1<<Integer|1<<Period) == 1<<Integer|1<<Period
	// The cursor is p, col and line; base is the offset of buf[0]. They go
	// back into the scanner before another method reads it, and on return.
	// passedAt is the index of the last token passed over, or -1.
	p, col, line := s.start, s.col, s.line
	base := s.off - int64(p)
	passedAt, passedCol, passedLine := -1, 0, 0
	for {
		if p >= limit {
			s.leave(p, col, base, passedAt, passedCol, passedLine)
			return Invalid
		}
		switch {
		case buf[p] > ' ':
		case buf[p] == ' ' && buf[p+1] > ' ':
			// The usual separator, one space, without a call.
			p++
			col++
		default:
			s.start, s.off, s.col = p, base+int64(p), col
			s.passBlanks(limit)
			p, col, line = s.start, s.col, s.line
			if p >= limit {
				s.leave(p, col, base, passedAt, passedCol, passedLine)
				return Invalid
			}
		}
		c := buf[p]
		var k Kind
		n, skip := 0, 0 // skip leaves the '$' of a NAG out of its literal
		switch quickStarts[c] {
		case startsComment:
			if skipComments {
				if j := plainComment(buf[p+1:]); j >= 0 && j+2 <= s.tokenBytes {
					// A one-line comment to pass over: only the cursor moves.
					passedAt, passedCol, passedLine = p, col, line
					p += j + 2
					col += j + 2
					// Periods after it join no number (noteDots).
					s.num.open = false
					// The next move's number, as in "} 13. Nf3", is passed
					// with it when numbers are passed.
					if passNumbers && p < limit && buf[p] == ' ' {
						if n, m := numberWithPeriods(buf[p+1:]); n > 0 && p+1+n+m < limit && max(n, m) <= s.tokenBytes {
							s.quickNumber(buf[p+1:p+1+n], m, base+int64(p+1), line, col+1)
							passedAt, passedCol, passedLine = p+1+n, col+1+n, line
							p += 1 + n + m
							col += 1 + n + m
						}
					}
					continue
				}
			}
			s.start, s.off, s.col = p, base+int64(p), col
			if k = s.quickComment(buf, p); k == BraceComment && skipComments {
				s.num.open = false
				passedAt, passedCol, passedLine = p, col, line
				p, col, line = s.start, s.col, s.line
				continue
			}
			if k == BraceComment && s.mergeComments && s.moveSink != nil {
				// The reader takes the comment where it stands, as a move.
				s.leave(s.start, s.col, base, passedAt, passedCol, passedLine)
				passedAt = -1
				if s.moveSink.takeComment(s.Lit) {
					p, col, line = s.start, s.col, s.line
					continue
				}
				return k
			}
			s.leave(s.start, s.col, base, passedAt, passedCol, passedLine)
			return k
		case startsGeneral:
			s.leave(p, col, base, passedAt, passedCol, passedLine)
			return Invalid
		}
		// ascii is set for the tokens of the core's own classes, which are
		// all ASCII; only the variant's may need counting by characters.
		ascii := true
		if s.mayBeResult(buf, p) {
			if n = s.matchResult(buf[p:]); n > 0 {
				k = Result
			}
		}
		if n == 0 && stdNumbers && (c == '.' || c-'0' < 10) {
			if passNumbers {
				// "12." and "12...": the periods follow the digits at
				// once, so both are passed in one step, the periods last.
				// A number or a run of periods over the token budget goes to
				// the general rules, which cut it as they would in pieces.
				if n, m := numberWithPeriods(buf[p:]); n > 0 && p+n+m < limit && max(n, m) <= s.tokenBytes {
					s.quickNumber(buf[p:p+n], m, base+int64(p), line, col)
					passedAt, passedCol, passedLine = p+n, col+n, line
					p += n + m
					col += n + m
					continue
				}
			}
			if s.mergeNumbers && s.moveSink != nil {
				// A number and its periods go to the reader in one call,
				// when it takes them so (see Reader.takeNumber).
				if n, m := numberWithPeriods(buf[p:]); n > 0 && p+n+m < limit && max(n, m) <= s.tokenBytes {
					s.Pos.Game, s.Pos.Offset, s.Pos.Line, s.Pos.Column = s.game, base+int64(p), line, col
					s.leave(p+n+m, col+n+m, base, passedAt, passedCol, passedLine)
					passedAt = -1
					if s.moveSink.takeNumber(buf[p:p+n+m], n) {
						p, col = p+n+m, col+n+m
						continue
					}
					s.start, s.off, s.col = p, base+int64(p), col
				}
			}
			k, n = scanNumber(buf[p:])
		}
		if n == 0 {
			// A variant that promises ASCIIMovetext needs no look at its
			// token's bytes for the columns.
			ascii = s.asciiMovetext
			// The variant sees the lookahead, as on the general path:
			// longer tokens go there.
			k, n = s.variant.ScanMovetext(buf[p : p+lookahead])
			if n == 0 {
				// The core's own tokens, when the variant claims none of them.
				ascii = true
				switch c {
				case '.':
					k, n = scanPeriods(buf[p:])
				case '(':
					k, n = LParen, 1
				case ')':
					k, n = RParen, 1
				case '$':
					if k, n = scanNAG(buf[p:]); n == 1 {
						n = 0 // reported by the general rules
					}
					skip = 1
				}
			}
		}
		if n <= 0 || n >= lookahead || n > s.tokenBytes {
			s.leave(p, col, base, passedAt, passedCol, passedLine)
			return Invalid
		}
		lit := buf[p : p+n]
		if k == Symbol && s.resultBytes[c]&resultFirst != 0 && s.matchResult(lit) == n {
			// The variant's move token is a termination marker on its own
			// ("1-0" before a byte no move holds): it ends the game.
			k = Result
		}
		if !ascii && (n > 8 && plainPrefix(lit) != n || n <= 8 && !plainWord(binary.LittleEndian.Uint64(buf[p:]), n)) {
			// Text such as a xiangqi move in Chinese: columns count characters.
			s.leave(p, col, base, passedAt, passedCol, passedLine)
			s.setPos(col, line)
			s.Kind, s.Lit = k, lit[skip:]
			s.advance(n)
			return k
		}
		if skipKinds&(1<<k) != 0 {
			switch k {
			case Integer:
				s.quickNumber(lit, 0, base+int64(p), line, col)
			case Period:
				s.noteDots(lit)
			default:
				s.num.open = false
			}
			passedAt, passedCol, passedLine = p, col, line
			p += n
			col += n
			continue
		}
		s.Pos.Game, s.Pos.Offset, s.Pos.Line, s.Pos.Column = s.game, base+int64(p), line, col
		if k == Symbol && s.moveSink != nil {
			s.leave(p+n, col+n, base, passedAt, passedCol, passedLine)
			s.moveSink.takeMove(lit)
			// The sink reads and may report, but moves no cursor.
			p, col, line = s.start, s.col, s.line
			passedAt = -1
			continue
		}
		s.Kind, s.Lit = k, lit[skip:]
		s.leave(p+n, col+n, base, passedAt, passedCol, passedLine)
		return k
	}
}

// quickNumber notes a move number passed over, its digits followed by
// dots periods, at offset off, line and column col.
func (s *scanner) quickNumber(digits []byte, dots int, off int64, line, col int) {
	v := int(digits[0] - '0')
	if len(digits) > 1 {
		v = digitsValue(digits)
	}
	s.num.note(v, dots, off, line, col, digits)
}

// leave stores the quick path's cursor, and where the last token it
// passed over began, back into the scanner.
func (s *scanner) leave(p, col int, base int64, passedAt, passedCol, passedLine int) {
	s.start, s.off, s.col = p, base+int64(p), col
	if passedAt >= 0 {
		s.passed = true
		s.passedOff, s.passedLine, s.passedCol = base+int64(passedAt), passedLine, passedCol
	}
}

// numberWithPeriods measures a move number and the periods right after
// it, as a variant that implements StandardNumbers reads them: n digits,
// then m periods. n is 0 for other text.
func numberWithPeriods(b []byte) (n, m int) {
	if len(b) >= 8 {
		// Nearly every number and its periods fit in one word. (A shift
		// by 64 bits gives 0, which holds no period.)
		x := binary.LittleEndian.Uint64(b)
		n = bits.TrailingZeros64(nonDigitMarks(x)) / 8
		m = bits.TrailingZeros64(x>>(8*n)^ones*'.') / 8
		if n+m < 8 {
			if m == 0 {
				n = 0
			}
			return n, m
		}
	}
	return numberWithPeriodsBytes(b)
}

// numberWithPeriodsBytes is numberWithPeriods a byte at a time, for the
// rare long number or run of periods. It is kept out of line so that
// numberWithPeriods stays small enough to be inlined.
//
//go:noinline
func numberWithPeriodsBytes(b []byte) (n, m int) {
	for n < len(b) && b[n]-'0' < 10 {
		n++
	}
	for n+m < len(b) && b[n+m] == '.' {
		m++
	}
	if m == 0 {
		return 0, 0
	}
	return n, m
}

// quickStarts classifies the first byte of a token for the quick path:
// a comment, a token only the general rules read, or anything else, which
// the variant classifies.
var quickStarts = [256]uint8{'{': startsComment, ';': startsGeneral, '"': startsGeneral, '[': startsGeneral, '%': startsGeneral}

const (
	startsOther = iota
	startsComment
	startsGeneral
)

// setPos sets the token position to the cursor's offset, at col and line.
func (s *scanner) setPos(col, line int) {
	s.Pos.Game, s.Pos.Offset, s.Pos.Line, s.Pos.Column = s.game, s.off, line, col
}

// quickComment reads a {...} comment at buf[p] whose text is valid UTF-8
// without control characters other than line feeds, and with no line too
// long; anything else is left to scanBraceComment, which reports it.
func (s *scanner) quickComment(buf []byte, p int) Kind {
	if len(buf)-p > s.tokenBytes {
		// A comment over the budget goes to the general rules.
		buf = buf[:p+s.tokenBytes]
	}
	if j, clock := plainCommentClock(buf[p+1:]); j >= 0 {
		// The common case: one line of printable ASCII.
		s.setPos(s.col, s.line)
		s.Kind, s.Lit, s.litShape = BraceComment, buf[p+1:p+1+j], shapePrintable
		if clock {
			s.litShape = shapePadded
		}
		s.start = p + j + 2
		s.off += int64(j + 2)
		s.col += j + 2
		return BraceComment
	}
	j := bytes.IndexByte(buf[p+1:], '}')
	if j < 0 {
		return Invalid
	}
	text := buf[p+1 : p+1+j]
	col, line := s.col, s.line
	// lineCol is the column of text[from], where the text's current line
	// starts; extra counts the bytes since then that take no column of
	// their own (the later bytes of a character, a byte order mark).
	from, lineCol, extra := 0, col+1, 0
	lines := 0
	for i := 0; i < len(text); i++ {
		i += printablePrefix(text[i:])
		if i >= len(text) {
			break
		}
		c := text[i]
		if c >= 0x20 && c < 0x7F {
			continue
		}
		if c >= utf8.RuneSelf {
			// Such as the arrows of lichess's analysis comments.
			r, size := utf8.DecodeRune(text[i:])
			if r == utf8.RuneError && size == 1 || r <= 0x9F {
				return Invalid
			}
			extra += size - 1
			if r == '\uFEFF' {
				extra++
			}
			i += size - 1
			continue
		}
		if c != '\n' || lineCol-1+i-from-extra > maxLineLength {
			return Invalid
		}
		lines++
		from, lineCol, extra = i+1, 1, 0
	}
	endCol := lineCol + len(text) - from - extra + 1 // past the '}'
	if lines > 0 && endCol-1 > maxLineLength {
		// The general path reports the line when it ends.
		return Invalid
	}
	s.setPos(col, line)
	s.Kind, s.Lit, s.litShape = BraceComment, text, shapeUnknown
	s.start = p + j + 2
	s.off += int64(j + 2)
	s.line = line + lines
	s.col = endCol
	return BraceComment
}

// quickTag reads a whole tag pair of the common form [Name "value"]: a
// name of letters, digits and '_' starting with a letter, one space, and
// a value of printable ASCII without escapes, closed by "] at once. A line
// feed before it, which ends a line not too long, is passed too. It
// reports false, consuming nothing, for any other form, which the
// general rules then read token by token and report on.
//
// After a pair is read, Kind, Pos and Lit are its ']': the '[' stands
// len(name)+len(value)+4 bytes before it on the same line, and the value
// len(name)+2 bytes after the '['. Only the slices are returned, so that
// each pair of a file copies no Position.
func (s *scanner) quickTag() (name, value []byte, known *knownName, ok bool) {
	if s.general {
		return
	}
	if s.end-s.start < lookahead {
		s.fill(lookahead)
	}
	b := s.buf[s.start:s.end]
	lf := 0 // the line feed before the pair, when there is one
	if len(b) > 1 && b[0] == '\n' && b[1] == '[' && !s.afterCR && s.col-1 <= maxLineLength {
		// Tag pairs stand one to a line: passing the line end here saves
		// the general white space rules a call per pair.
		lf = 1
		b = b[1:]
	}
	if len(b) < 6 || b[0] != '[' || b[1]-'A' >= 26 && b[1]-'a' >= 26 {
		return
	}
	i := 2
	j := -1 // the index of the value's closing quote from its first byte
	if len(b) >= quickTagWords {
		// The usual pair: a common name, found by words, and a short
		// value searched and checked by words in one pass.
		if known = knownNameAt(b[1:]); known != nil {
			i = 1 + int(known.n)
			if b[i+1] == '"' {
				j = plainValueEnd(b[i+2:])
				if j == -2 {
					// A byte before the closing quote that a plain value
					// does not hold.
					return nil, nil, nil, false
				}
			} else {
				known = nil
			}
		}
	}
	if known == nil {
		for i < len(b) && (byteClass[b[i]]&classStart != 0 || b[i] == '_') {
			i++
		}
		if i+1 >= len(b) || b[i] != ' ' || b[i+1] != '"' {
			return
		}
	}
	q := i + 1
	plain := j >= 0
	if !plain {
		j = quoteIndex(b[q+1:])
	}
	if j < 0 || j > maxLineLength || j+2 > s.tokenBytes || q+j+2 >= len(b) || b[q+j+2] != ']' {
		return nil, nil, nil, false
	}
	value = b[q+1 : q+1+j]
	if !plain && !isPlainValue(value) {
		return nil, nil, nil, false
	}
	if lf > 0 {
		s.line++
		s.col = 1
	}
	n := lf + q + j + 3 // through the ']'
	s.Kind, s.Lit = RBracket, b[n-lf-1:n-lf]
	s.Pos.Game, s.Pos.Offset, s.Pos.Line, s.Pos.Column = s.game, s.off+int64(n-1), s.line, s.col+n-1-lf
	s.start += n
	s.off += int64(n)
	s.col += n - lf
	s.afterCR = false
	return b[1:i], value, known, true
}

// quickTagWords is how many bytes quickTag needs in hand, from the '[',
// to look for a known name and the value's end by words: the '[', two
// words of name, the space and the quote, and valueWords words of value.
const quickTagWords = 1 + 2*8 + 2 + valueWords*8

// valueWords is how many words of a value plainValueEnd reads.
const valueWords = 4

// plainValueEnd returns the index of the first '"' in b when every byte
// before it is printable ASCII other than a backslash, -2 when some other
// byte comes first, and -1 when no '"' is in the first valueWords words,
// which b holds. It does the work of quoteIndex and isPlainValue in one
// pass over a short value.
func plainValueEnd(b []byte) int {
	for i := 0; i < valueWords*8; i += 8 {
		x := binary.LittleEndian.Uint64(b[i:])
		// The lowest mark of each is exact (see unprintableMarks).
		t := x ^ ones*'"'
		quote := (t - ones) &^ t & highs
		u := x ^ ones*'\\'
		bad := unprintableMarks(x) | (u-ones)&^u&highs
		if quote != 0 {
			if bad != 0 && bits.TrailingZeros64(bad) < bits.TrailingZeros64(quote) {
				return -2
			}
			return i + bits.TrailingZeros64(quote)/8
		}
		if bad != 0 {
			return -2
		}
	}
	return -1
}

// quoteIndex returns the index of the first '"' in b, or -1. Tag values
// are short: a word at a time finds most quotes without a call.
func quoteIndex(b []byte) int {
	for i := 0; i+8 <= len(b) && i < 32; i += 8 {
		t := binary.LittleEndian.Uint64(b[i:]) ^ (ones * '"')
		if m := (t - ones) &^ t & highs; m != 0 {
			return i + bits.TrailingZeros64(m)/8
		}
	}
	return bytes.IndexByte(b, '"')
}

// shift returns the position n bytes of one-byte characters after p on
// its line.
func shift(p Position, n int) Position {
	p.Offset += int64(n)
	p.Column += n
	return p
}
