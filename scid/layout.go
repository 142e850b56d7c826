package scid

import (
	"strconv"
	"unicode"
	"unicode/utf8"

	"github.com/pgntool/pgntool/pgn"
)

// maxExportLine is the longest movetext line of the export format, as
// pgn.AppendStandardMovetext writes it.
const maxExportLine = 79

// movetextLayout lays out movetext byte for byte as
// pgn.AppendStandardMovetext does (tokens separated by single spaces on
// lines of fewer than 80 characters, a number before every White move and
// before a Black move after an annotation, comment or variation, comments
// as { words }, variations as (1... e5)), without a string for each move
// number, NAG and word of a comment: on a base of long games the
// standard layout's allocations cost a fifth of the export. The words
// are built in pend, a buffer kept from game to game. It does not write
// ';' comments (the tokens of a Scid game have none): append falls back
// to pgn.AppendStandardMovetext when it meets one.
type movetextLayout struct {
	dst     []byte
	lineLen int    // characters on the current line
	pend    []byte // the word held back, so that a ')' can be glued to it
	prefix  []byte // '(' waiting for the next word
}

// append appends the movetext of toks to dst.
func (lw *movetextLayout) append(dst []byte, toks []pgn.ExportToken) []byte {
	for i := range toks {
		if toks[i].Kind == pgn.ExportComment && toks[i].Line {
			return pgn.AppendStandardMovetext(dst, toks)
		}
	}
	lw.dst, lw.lineLen, lw.pend, lw.prefix = dst, 0, lw.pend[:0], lw.prefix[:0]
	number := true
	for i := range toks {
		t := &toks[i]
		switch t.Kind {
		case pgn.ExportMove:
			switch {
			case !t.Second:
				lw.begin()
				lw.pend = strconv.AppendInt(lw.pend, int64(t.Number), 10)
				lw.pend = append(lw.pend, '.')
			case number:
				lw.begin()
				lw.pend = strconv.AppendInt(lw.pend, int64(t.Number), 10)
				lw.pend = append(lw.pend, "..."...)
			}
			lw.begin()
			lw.pend = append(lw.pend, t.Text...)
			number = false
		case pgn.ExportNAG:
			lw.begin()
			lw.pend = append(lw.pend, '$')
			lw.pend = strconv.AppendInt(lw.pend, int64(t.NAG), 10)
			number = true
		case pgn.ExportGlyph:
			lw.begin()
			lw.pend = append(lw.pend, t.Text...)
			number = true
		case pgn.ExportComment:
			lw.comment(t.Text)
			number = true
		case pgn.ExportBeginVariation:
			lw.flush()
			lw.prefix = append(lw.prefix, '(')
			if t.Text != "" {
				lw.begin()
				lw.pend = append(lw.pend, t.Text...)
			}
			number = true
		case pgn.ExportEndVariation:
			lw.close()
			number = true
		case pgn.ExportResult:
			lw.begin()
			lw.pend = append(lw.pend, t.Text...)
		}
	}
	if len(lw.prefix) > 0 {
		lw.begin()
	}
	lw.flush()
	lw.newline()
	return lw.dst
}

// begin starts a word: the word held back is written, and the new one
// starts with the waiting '(' prefix.
func (lw *movetextLayout) begin() {
	lw.flush()
	lw.pend = append(lw.pend[:0], lw.prefix...)
	lw.prefix = lw.prefix[:0]
}

// close glues a ')' to the word held back, or to the waiting '(' of an
// empty variation; a run of ')' too long for a line breaks between them.
func (lw *movetextLayout) close() {
	if len(lw.prefix) > 0 {
		lw.begin()
		lw.pend = append(lw.pend, ')')
		return
	}
	if len(lw.pend)+1 > maxExportLine {
		lw.flush()
		lw.pend = append(lw.pend[:0], ')')
		return
	}
	lw.pend = append(lw.pend, ')')
}

// comment writes { text } as words, the braces glued to the first and
// last word, the white space between words folded.
func (lw *movetextLayout) comment(text string) {
	first := true
	for len(text) > 0 {
		start := fieldStart(text)
		if start == len(text) {
			break
		}
		text = text[start:]
		end := fieldEnd(text)
		lw.begin()
		if first {
			lw.pend = append(lw.pend, "{ "...)
			first = false
		}
		lw.pend = append(lw.pend, text[:end]...)
		text = text[end:]
		if fieldStart(text) == len(text) {
			lw.pend = append(lw.pend, " }"...)
		}
	}
	if first {
		lw.begin()
		lw.pend = append(lw.pend, "{}"...)
	}
}

// asciiSpace marks the ASCII bytes unicode.IsSpace takes for white space:
// comments are mostly ASCII, and a table look-up is cheaper than the call.
var asciiSpace = [utf8.RuneSelf]bool{'\t': true, '\n': true, '\v': true, '\f': true, '\r': true, ' ': true}

// fieldStart returns the index of the first byte of s that does not start
// a white-space rune (as strings.Fields sees white space), or len(s).
func fieldStart(s string) int {
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			if !asciiSpace[c] {
				return i
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if !unicode.IsSpace(r) {
			return i
		}
		i += n
	}
	return len(s)
}

// fieldEnd returns the index of the first white-space rune of s, or len(s).
func fieldEnd(s string) int {
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			if asciiSpace[c] {
				return i
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if unicode.IsSpace(r) {
			return i
		}
		i += n
	}
	return len(s)
}

// flush writes the word held back, on a new line when it does not fit.
func (lw *movetextLayout) flush() {
	if len(lw.pend) == 0 {
		return
	}
	n := utf8.RuneCount(lw.pend)
	if lw.lineLen > 0 && lw.lineLen+1+n > maxExportLine {
		lw.newline()
	}
	if lw.lineLen > 0 {
		lw.dst = append(lw.dst, ' ')
		lw.lineLen++
	}
	lw.dst = append(lw.dst, lw.pend...)
	lw.lineLen += n
	lw.pend = lw.pend[:0]
}

func (lw *movetextLayout) newline() {
	if lw.lineLen == 0 {
		return
	}
	lw.dst = append(lw.dst, '\n')
	lw.lineLen = 0
}
