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
	// A window of 33 bytes holds 32 pairs, one of 65 bytes 64. Windows
	// that overlap are no harm (a pair found twice is still a pair): the
	// last one ends at the text's end, which spares a loop over the rest.
	// Every window lies within the text, so its loads need no bounds
	// checks.
	base := unsafe.Pointer(unsafe.StringData(text))
	if n < 65 {
		w, v := (*[33]byte)(base), (*[33]byte)(unsafe.Add(base, n-33))
		bad := spacePairs16((*[17]byte)(w[:17])) | spacePairs16((*[17]byte)(w[16:])) |
			spacePairs16((*[17]byte)(v[:17])) | spacePairs16((*[17]byte)(v[16:]))
		return bad&highs == 0
	}
	var bad uint64
	for i := 0; ; i += 64 {
		if i+65 > n {
			i = n - 65
		}
		w := (*[65]byte)(unsafe.Add(base, i))
		bad |= spacePairs16((*[17]byte)(w[:17])) | spacePairs16((*[17]byte)(w[16:33])) |
			spacePairs16((*[17]byte)(w[32:49])) | spacePairs16((*[17]byte)(w[48:]))
		if i+65 >= n {
			return bad&highs == 0
		}
	}
}

// spacePairs16 marks, in the high bits of its bytes, the pairs of spaces
// among the 16 pairs of w's 17 bytes: a zero byte of (x^spaces)|(y^spaces),
// y the word one byte on, is two spaces in a row. Marks above one are not
// exact, but the lowest is, so a result without marks means no pair.
func spacePairs16(w *[17]byte) uint64 {
	const sp = ones * ' '
	p := (binary.LittleEndian.Uint64(w[0:]) ^ sp) | (binary.LittleEndian.Uint64(w[1:]) ^ sp)
	q := (binary.LittleEndian.Uint64(w[8:]) ^ sp) | (binary.LittleEndian.Uint64(w[9:]) ^ sp)
	return (p-ones)&^p | (q-ones)&^q
}

// plainComment is comment for a text that isPlainCommentText: the words
// before the last are written at once (putBraced), where comment writes
// them one by one.
func (lw *lineWriter) plainComment(text string) {
	lw.start()
	first := strings.IndexByte(text, ' ')
	if first < 0 {
		lw.pending = append(lw.pending, '{', ' ')
		lw.pending = append(lw.pending, text...)
		lw.pending = append(lw.pending, ' ', '}')
		return
	}
	last := lastSpace(unsafe.Slice(unsafe.StringData(text), len(text)), first, len(text))
	// The opening parentheses waiting in pending, "{ " and the words
	// before the last are written at once, and broken into lines where
	// flushing the first and putting the others one by one would break
	// them. The last word is held back: the closing brace joins it, and a
	// closing parenthesis may join them.
	open := lw.pending
	lw.putBraced(open, text[:last], false)
	lw.pending = append(lw.pending[:0], text[last+1:]...)
	lw.pending = append(lw.pending, ' ', '}')
}

// putBraced writes open (opening parentheses, or nothing), "{ " and words
// (printable ASCII, single spaces), and " }" when closed is set, as the
// words would be written one by one, the first glued to the parentheses
// and the opening brace and the last to the closing one: each
// on the current line if it fits there after a space, else on a new line,
// where one longer than a line stands alone. All of it is copied at once,
// and the spaces where a line must end become line breaks: engine
// comments run over several lines, and a copy and a store per line cost
// less than a copy per line and its bookkeeping.
func (lw *lineWriter) putBraced(open []byte, words string, closed bool) {
	base := len(lw.dst)
	if lw.lineLen > 0 {
		lw.dst = append(lw.dst, ' ')
	}
	if len(open) > 0 {
		// Seldom: a comment right after "(".
		lw.dst = append(lw.dst, open...)
	}
	lw.dst = append(lw.dst, '{', ' ')
	lw.dst = append(lw.dst, words...)
	// The spaces inside the braces join them to the words: no line may
	// end there.
	opening, closing := len(lw.dst)-len(words)-1, -1
	if closed {
		closing = len(lw.dst)
		lw.dst = append(lw.dst, ' ', '}')
	}
	d := lw.dst
	end := len(d)
	glued := func(j int) bool { return j == opening || j == closing }
	// The current line has col characters before index at; a break may
	// go at a space from index from on (on the first line, the space
	// before the brace, when the line holds something).
	at, col, from := base, lw.lineLen, base
	for {
		// The character that would stand in the column past the last.
		over := at + maxExportLine - col
		if over < from {
			// A line already full (a word longer than a line before
			// the comment): the space before the brace, at from, ends it.
			over = from
		}
		if over >= end {
			lw.lineLen = col + end - at
			return
		}
		brk := -1
		if d[over] == ' ' && !glued(over) {
			// The word before it ends the line exactly.
			brk = over
		} else {
			brk = lastSpace(d, from, over)
			for brk >= 0 && glued(brk) {
				brk = lastSpace(d, from, brk)
			}
		}
		if brk < 0 {
			// One word fills the line and more: it stands alone, and
			// the line ends at the space after it, unless that space
			// is the closing brace's.
			k := strings.IndexByte(unsafe.String(&d[over], end-over), ' ')
			if k < 0 || over+k == closing {
				lw.lineLen = col + end - at
				return
			}
			brk = over + k
		}
		d[brk] = '\n'
		at, col, from = brk+1, 0, brk+1
	}
}
