package pgn

import (
	"bytes"
	"encoding/binary"
	"math/bits"
)

// Word-at-a-time tests over eight bytes, so that long comments and tag
// values, which are mostly plain ASCII, are passed over eight bytes a step.

const (
	ones  = 0x0101010101010101
	highs = 0x8080808080808080
)

// hasZeroByte reports whether some byte of x is zero.
func hasZeroByte(x uint64) bool { return (x-ones)&^x&highs != 0 }

// hasByteBelow reports whether some byte of x is below n (n <= 128).
func hasByteBelow(x uint64, n byte) bool { return (x-ones*uint64(n))&^x&highs != 0 }

// plainPrefix returns how many bytes at the start of b are ASCII and no
// line end.
func plainPrefix(b []byte) int {
	i := 0
	for ; i+8 <= len(b); i += 8 {
		x := binary.LittleEndian.Uint64(b[i:])
		if x&highs != 0 || hasZeroByte(x^(ones*'\n')) || hasZeroByte(x^(ones*'\r')) {
			break
		}
	}
	for ; i < len(b); i++ {
		if c := b[i]; c >= 0x80 || c == '\n' || c == '\r' {
			break
		}
	}
	return i
}

// printablePrefix returns how many bytes at the start of b are printable
// ASCII (32-126), in steps of eight; the caller checks the rest byte by byte.
func printablePrefix(b []byte) int {
	i := 0
	for ; i+8 <= len(b); i += 8 {
		x := binary.LittleEndian.Uint64(b[i:])
		// A byte of 127 or more has its high bit set once one is added.
		if x&highs != 0 || (x+ones)&highs != 0 || hasByteBelow(x, 0x20) {
			break
		}
	}
	return i
}

// plainWord reports whether the low n bytes (1 <= n <= 8) of the
// little-endian word x are ASCII from the space up, so none ends a line
// and each is one column. (A token with a control character takes the
// slower path, which counts it all the same.)
func plainWord(x uint64, n int) bool {
	mask := ^uint64(0) >> (64 - 8*uint(n))
	// Bytes past the token become spaces, which pass.
	x = x&mask | ones*' '&^mask
	// A byte of 0x80 or more has its high bit set; one below 0x20 sets it
	// by the borrow, which can only spread above a byte that set it.
	return (x|(x-ones*' '))&highs == 0
}

// plainComment returns the index of the first '}' in b when every byte
// before it is printable ASCII, or -1 when some other byte comes first or
// no '}' is in b. One pass does the work of a search and a check, which
// matters for the short clock and evaluation comments that fill
// online-game files.
func plainComment(b []byte) int {
	j, _ := plainCommentClock(b)
	return j
}

// plainCommentClock is plainComment, and also reports whether the text is
// lichess's clock comment, " [%clk h:mm:ss] ", which it tells apart
// first.
func plainCommentClock(b []byte) (int, bool) {
	if len(b) > clockTextLen && b[clockTextLen] == '}' && isClockComment(binary.LittleEndian.Uint64(b), binary.LittleEndian.Uint64(b[8:])) {
		// " [%clk 0:03:00] }", two comments in three of lichess's files
		// (one for each move): two loads and a pattern.
		return clockTextLen, true
	}
	if len(b) < 32 {
		for i, c := range b {
			switch {
			case c == '}':
				return i, false
			case c < 0x20 || c >= 0x7F:
				return -1, false
			}
		}
		return -1, false
	}
	// Clock and evaluation comments end within four words. Through an
	// array, their loads need no bounds checks.
	w := (*[32]byte)(b)
	if x := binary.LittleEndian.Uint64(w[:8]); commentStop(x) != 0 {
		return commentEnd(x, 0), false
	}
	if x := binary.LittleEndian.Uint64(w[8:16]); commentStop(x) != 0 {
		return commentEnd(x, 8), false
	}
	if x := binary.LittleEndian.Uint64(w[16:24]); commentStop(x) != 0 {
		return commentEnd(x, 16), false
	}
	if x := binary.LittleEndian.Uint64(w[24:]); commentStop(x) != 0 {
		return commentEnd(x, 24), false
	}
	// Engine comments run to hundreds of bytes: the runtime's vector search
	// finds the brace, and a check of what comes before it is cheaper per
	// byte than testing for both at once.
	j := bytes.IndexByte(b[32:], '}')
	if j < 0 || !isPrintable(b[32:32+j]) {
		return -1, false
	}
	return 32 + j, false
}

// isPrintable reports whether b is all printable ASCII (32-126).
func isPrintable(b []byte) bool {
	if len(b) >= 64 {
		for i := 0; i+64 <= len(b); i += 64 {
			// Through an array, the loads need no bounds checks.
			if !printableBlock((*[64]byte)(b[i:])) {
				return false
			}
		}
		// The last block overlaps bytes already seen, which is no harm.
		return printableBlock((*[64]byte)(b[len(b)-64:]))
	}
	if len(b) >= 8 {
		for i := 0; i+8 <= len(b); i += 8 {
			if unprintableMarks(binary.LittleEndian.Uint64(b[i:])) != 0 {
				return false
			}
		}
		return unprintableMarks(binary.LittleEndian.Uint64(b[len(b)-8:])) == 0
	}
	for _, c := range b {
		if c < 0x20 || c >= 0x7F {
			return false
		}
	}
	return true
}

// printableBlock reports whether the 64 bytes of w are printable ASCII. A
// high bit set in a word, or by adding one (127), or left by a borrow
// below 32, marks a byte out of range; carries and borrows cannot hide
// one.
func printableBlock(w *[64]byte) bool {
	x0, x1 := binary.LittleEndian.Uint64(w[:8]), binary.LittleEndian.Uint64(w[8:16])
	x2, x3 := binary.LittleEndian.Uint64(w[16:24]), binary.LittleEndian.Uint64(w[24:32])
	x4, x5 := binary.LittleEndian.Uint64(w[32:40]), binary.LittleEndian.Uint64(w[40:48])
	x6, x7 := binary.LittleEndian.Uint64(w[48:56]), binary.LittleEndian.Uint64(w[56:])
	high := x0 | x1 | x2 | x3 | x4 | x5 | x6 | x7 |
		(x0 + ones) | (x1 + ones) | (x2 + ones) | (x3 + ones) | (x4 + ones) | (x5 + ones) | (x6 + ones) | (x7 + ones)
	low := (x0-ones*0x20)&^x0 | (x1-ones*0x20)&^x1 | (x2-ones*0x20)&^x2 | (x3-ones*0x20)&^x3 |
		(x4-ones*0x20)&^x4 | (x5-ones*0x20)&^x5 | (x6-ones*0x20)&^x6 | (x7-ones*0x20)&^x7
	return (high|low)&highs == 0
}

// isPlainValue reports whether b is printable ASCII without a backslash,
// a tag value whose text is its literal.
func isPlainValue(b []byte) bool {
	i := 0
	for ; i+8 <= len(b); i += 8 {
		x := binary.LittleEndian.Uint64(b[i:])
		if unprintableMarks(x) != 0 || hasZeroByte(x^(ones*'\\')) {
			return false
		}
	}
	for ; i < len(b); i++ {
		if c := b[i]; c < 0x20 || c >= 0x7F || c == '\\' {
			return false
		}
	}
	return true
}

// commentEnd is plainComment's answer for the word x at index i, which
// holds a '}' or a byte that is not printable ASCII.
func commentEnd(x uint64, i int) int {
	closing, bad := closingMarks(x), unprintableMarks(x)
	if closing != 0 && (bad == 0 || bits.TrailingZeros64(closing) < bits.TrailingZeros64(bad)) {
		return i + bits.TrailingZeros64(closing)/8
	}
	return -1
}

// commentStop is nonzero when the word holds a '}' or a byte that is not
// printable ASCII.
func commentStop(x uint64) uint64 { return closingMarks(x) | unprintableMarks(x) }

// closingMarks sets the high bit of the bytes of x that are '}'. Borrows
// can only mark bytes above a rightly marked one, so the lowest mark is
// exact; so is unprintableMarks's.
func closingMarks(x uint64) uint64 {
	t := x ^ (ones * '}')
	return (t - ones) &^ t & highs
}

// unprintableMarks sets the high bit of the bytes of x below 0x20 or of
// 0x7F and above.
func unprintableMarks(x uint64) uint64 {
	return x&highs | (x+ones)&highs | (x-ones*0x20)&^x&highs
}

// nonDigitMarks sets the high bit of the bytes of x that are no ASCII
// digit. Carries and borrows can only mark bytes above a rightly marked
// one, so the lowest mark is exact.
func nonDigitMarks(x uint64) uint64 {
	return (x | (x + ones*(0x80-'9'-1)) | (x-ones*'0')&^x) & highs
}

// lastSpace returns the index of the last ' ' in b[from:to], or -1. It
// looks at eight bytes a step from the end: the line breaking of long
// comments searches back from the end of each line, and the words of
// engine comments run to a dozen bytes.
func lastSpace(b []byte, from, to int) int {
	const low7 = ^uint64(0) / 0xFF * 0x7F
	for to-from >= 8 {
		t := binary.LittleEndian.Uint64(b[to-8:]) ^ (ones * ' ')
		// Exact for every byte, so the highest mark is right: a byte
		// below the top bit adds no carry into its neighbour.
		if z := ^((t&low7 + low7) | t) & highs; z != 0 {
			return to - 8 + (63-bits.LeadingZeros64(z))/8
		}
		to -= 8
	}
	for to > from {
		to--
		if b[to] == ' ' {
			return to
		}
	}
	return -1
}

// The bytes of lichess's clock comment " [%clk 0:03:00] ", as two
// little-endian words: clockFixed* marks the bytes that must equal
// clockText*, and the others hold a digit each. clockTextLen is its
// length.
const (
	clockTextLen = 16
	clockTextLo  = uint64(' ') | uint64('[')<<8 | uint64('%')<<16 | uint64('c')<<24 | uint64('l')<<32 | uint64('k')<<40 | uint64(' ')<<48
	clockFixedLo = 0x00FFFFFFFFFFFFFF
	clockTextHi  = uint64(':') | uint64(':')<<24 | uint64(']')<<48 | uint64(' ')<<56
	clockFixedHi = 0xFFFF0000FF0000FF
)

// isClockComment reports whether lo and hi, the first sixteen bytes of a
// comment's text, are " [%clk h:mm:ss] " with digits where the clock's
// are.
func isClockComment(lo, hi uint64) bool {
	if lo&clockFixedLo != clockTextLo || hi&clockFixedHi != clockTextHi {
		return false
	}
	// The fixed bytes become '0', so that only the clock's are tested.
	return nonDigitMarks(lo&^clockFixedLo|clockFixedLo&(ones*'0'))|nonDigitMarks(hi&^clockFixedHi|clockFixedHi&(ones*'0')) == 0
}
