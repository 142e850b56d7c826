package pgn

import (
	"encoding/binary"
	"strings"
	"unsafe"
)

// isPlainCommentText reports whether a comment's text is words of
// printable ASCII separated by single spaces, with no space at either end:
// then every byte is one character and the words are split at each space,
// so lines can be filled with runs of words (plainComment). Engine and
// clock comments are nearly all like this.
func isPlainCommentText(text string) bool {
	n := len(text)
	if n == 0 || text[0] == ' ' || text[n-1] == ' ' {
		return false
	}
	// A read-only view of the string's bytes for word-at-a-time loads.
	b := unsafe.Slice(unsafe.StringData(text), n)
	// One pass tests the words for a byte that is not printable and for
	// two spaces in a row, 32 bytes at a time, and keeps what it finds in
	// bad, tested once at the end: nearly every comment is plain. prev
	// holds the space marks of the word before, whose top byte pairs with
	// the first byte of the next word.
	if n >= 8 {
		var bad, prev uint64
		i := 0
		for ; i+32 <= n; i += 32 {
			w := (*[32]byte)(b[i:])
			x0, x1 := binary.LittleEndian.Uint64(w[:8]), binary.LittleEndian.Uint64(w[8:16])
			x2, x3 := binary.LittleEndian.Uint64(w[16:24]), binary.LittleEndian.Uint64(w[24:])
			s0, s1, s2, s3 := spaceMarks(x0), spaceMarks(x1), spaceMarks(x2), spaceMarks(x3)
			// As in printableBlock: a high bit, or one set by adding one
			// (0x7F), or left by a borrow below 0x20 marks a byte out of
			// range; carries and borrows only add marks above a true one.
			bad |= x0 | x1 | x2 | x3 |
				(x0 + ones) | (x1 + ones) | (x2 + ones) | (x3 + ones) |
				(x0-ones*0x20)&^x0 | (x1-ones*0x20)&^x1 | (x2-ones*0x20)&^x2 | (x3-ones*0x20)&^x3 |
				s0&(s0<<8|prev>>56) | s1&(s1<<8|s0>>56) | s2&(s2<<8|s1>>56) | s3&(s3<<8|s2>>56)
			prev = s3
		}
		for ; i+8 <= n; i += 8 {
			x := binary.LittleEndian.Uint64(b[i:])
			sp := spaceMarks(x)
			bad |= unprintableMarks(x) | sp&(sp<<8|prev>>56)
			prev = sp
		}
		// The last eight bytes, overlapping those seen: they hold the
		// last byte of the words before, so no pair of spaces is missed.
		x := binary.LittleEndian.Uint64(b[n-8:])
		sp := spaceMarks(x)
		return (bad|unprintableMarks(x)|sp&(sp<<8))&highs == 0
	}
	prev := false
	for i := 0; i < n; i++ {
		c := b[i]
		if c < 0x20 || c >= 0x7F || c == ' ' && prev {
			return false
		}
		prev = c == ' '
	}
	return true
}

// spaceMarks sets the high bit of exactly the bytes of x that are ' ':
// no carry crosses a byte.
func spaceMarks(x uint64) uint64 {
	y := x ^ (ones * ' ')
	return ^((y&^highs + ^uint64(highs)) | y) & highs
}

// plainComment is comment for a text that isPlainCommentText: the words
// between the first and the last are written in runs, a line's worth at a
// time, where comment writes them one by one.
func (lw *lineWriter) plainComment(text string) {
	lw.start()
	first := strings.IndexByte(text, ' ')
	if first < 0 {
		lw.pending = append(lw.pending, '{', ' ')
		lw.pending = append(lw.pending, text...)
		lw.pending = append(lw.pending, ' ', '}')
		return
	}
	last := strings.LastIndexByte(text, ' ')
	if len(lw.pending) == 0 {
		// No parenthesis waits. When "{ " and the words before the last
		// fit on the line, flushing the first word and putting the run
		// would write them there, one space apart: they are written at
		// once (clock and evaluation comments nearly always fit).
		need := 2 + last
		if lw.lineLen > 0 {
			need++ // the space before the brace
		}
		if lw.lineLen+need <= maxExportLine {
			if lw.lineLen > 0 {
				lw.dst = append(lw.dst, ' ')
			}
			lw.dst = append(lw.dst, '{', ' ')
			lw.dst = append(lw.dst, text[:last]...)
			lw.lineLen += need
			lw.pending = append(lw.pending, text[last+1:]...)
			lw.pending = append(lw.pending, ' ', '}')
			return
		}
	}
	lw.pending = append(lw.pending, '{', ' ')
	lw.pending = append(lw.pending, text[:first]...)
	lw.flush()
	if last > first {
		lw.putRun(text[first+1 : last])
	}
	// The last word is held back: the closing brace joins it.
	lw.pending = append(lw.pending, text[last+1:]...)
	lw.pending = append(lw.pending, ' ', '}')
}

// putRun writes words of printable ASCII separated by single spaces, as
// put would write them one by one: each word on the current line if it
// fits with a space before it, else on a new line.
func (lw *lineWriter) putRun(run string) {
	for len(run) > 0 {
		room := maxExportLine - lw.lineLen
		if lw.lineLen > 0 {
			room-- // for the space before the first word
		}
		if len(run) <= room {
			lw.putASCII(run)
			return
		}
		// The words that fit end at the last space at or before room.
		cut := -1
		if room > 0 {
			if run[room] == ' ' {
				cut = room
			} else {
				cut = strings.LastIndexByte(run[:room], ' ')
			}
		}
		if cut > 0 {
			lw.putASCII(run[:cut])
			// The next word did not fit.
			lw.newline()
			run = run[cut+1:]
			continue
		}
		if lw.lineLen > 0 {
			// Not even the first word fits: it starts a line.
			lw.newline()
			continue
		}
		// A word longer than a line stands alone on one.
		end := strings.IndexByte(run, ' ')
		if end < 0 {
			lw.putASCII(run)
			return
		}
		lw.putASCII(run[:end])
		run = run[end+1:]
	}
}

// putASCII writes words that fit on the line, after a space unless the
// line is empty.
func (lw *lineWriter) putASCII(s string) {
	if lw.lineLen > 0 {
		lw.dst = append(lw.dst, ' ')
		lw.lineLen++
	}
	lw.dst = append(lw.dst, s...)
	lw.lineLen += len(s)
}
