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
	// A read-only view of the string's bytes for word-at-a-time loads.
	return isPrintable(unsafe.Slice(unsafe.StringData(text), len(text))) && singleSpaced(text)
}

// plainWords is isPlainCommentText for the trimmed text of a comment,
// known to be printable ASCII when printable is set: then only its spaces
// are tested.
func plainWords(words string, printable bool) bool {
	if printable {
		return singleSpaced(words)
	}
	return isPlainCommentText(words)
}

// singleSpaced reports whether text, printable ASCII, is words separated
// by single spaces, with no space at either end: isPlainCommentText
// without the test for unprintable bytes.
func singleSpaced(text string) bool {
	n := len(text)
	if n == 0 || text[0] == ' ' || text[n-1] == ' ' {
		return false
	}
	if n < 9 {
		return !strings.Contains(text, "  ")
	}
	b := unsafe.Slice(unsafe.StringData(text), n)
	// As in isPlainCommentText: a zero byte of (x^spaces)|(y^spaces),
	// y the word one byte on, marks two spaces in a row.
	const sp = ones * ' '
	if n <= 32 {
		// Clock and evaluation comments: pairs from both ends, the loads
		// overlapping, with no loop. Two pairs of words cover the pairs
		// of up to 17 bytes; four, of up to 33.
		p := (binary.LittleEndian.Uint64(b) ^ sp) | (binary.LittleEndian.Uint64(b[1:]) ^ sp)
		q := (binary.LittleEndian.Uint64(b[n-9:]) ^ sp) | (binary.LittleEndian.Uint64(b[n-8:]) ^ sp)
		bad := (p-ones)&^p | (q-ones)&^q
		if n > 17 {
			p = (binary.LittleEndian.Uint64(b[8:]) ^ sp) | (binary.LittleEndian.Uint64(b[9:]) ^ sp)
			q = (binary.LittleEndian.Uint64(b[n-17:]) ^ sp) | (binary.LittleEndian.Uint64(b[n-16:]) ^ sp)
			bad |= (p-ones)&^p | (q-ones)&^q
		}
		return bad&highs == 0
	}
	var bad uint64
	i := 0
	for ; i+33 <= n; i += 32 {
		w := (*[33]byte)(b[i:])
		p0 := (binary.LittleEndian.Uint64(w[0:]) ^ sp) | (binary.LittleEndian.Uint64(w[1:]) ^ sp)
		p1 := (binary.LittleEndian.Uint64(w[8:]) ^ sp) | (binary.LittleEndian.Uint64(w[9:]) ^ sp)
		p2 := (binary.LittleEndian.Uint64(w[16:]) ^ sp) | (binary.LittleEndian.Uint64(w[17:]) ^ sp)
		p3 := (binary.LittleEndian.Uint64(w[24:]) ^ sp) | (binary.LittleEndian.Uint64(w[25:]) ^ sp)
		bad |= (p0-ones)&^p0 | (p1-ones)&^p1 | (p2-ones)&^p2 | (p3-ones)&^p3
	}
	for ; i+9 <= n; i += 8 {
		p := (binary.LittleEndian.Uint64(b[i:]) ^ sp) | (binary.LittleEndian.Uint64(b[i+1:]) ^ sp)
		bad |= (p - ones) &^ p
	}
	p := (binary.LittleEndian.Uint64(b[n-9:]) ^ sp) | (binary.LittleEndian.Uint64(b[n-8:]) ^ sp)
	return (bad|(p-ones)&^p)&highs == 0
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
