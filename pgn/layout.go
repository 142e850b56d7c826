package pgn

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// maxExportLine is the longest movetext line export writes: the standard
// asks for fewer than 80 characters (§8.2.1).
const maxExportLine = 79

// AppendStandardMovetext lays out movetext as the standard's export format
// asks (§8.2): tokens separated by single spaces on lines of fewer than 80
// characters, as many as fit; a number before every first-player move, and
// before a second-player move only at the start of a line of play or after
// an annotation, comment or variation (§8.2.2.2). The choices the standard
// leaves open are recorded in docs/export-format.md: comments are written
// { text } with their white space folded, variations as (1... e5), NAGs as
// $n, and a ';' comment that holds '}' stays a ';' comment at a line end.
func AppendStandardMovetext(dst []byte, toks []ExportToken) []byte {
	// The held-back word and the opening parentheses live in small arrays
	// of the call, so that laying out a game allocates nothing more than
	// dst's growth.
	var pending, prefix [96]byte
	lw := lineWriter{dst: dst, lineStart: len(dst), pending: pending[:0], prefix: prefix[:0]}
	number := true
	for _, t := range toks {
		switch t.Kind {
		case ExportMove:
			switch {
			case !t.Second:
				lw.number(t.Number, ".")
			case number:
				lw.number(t.Number, "...")
			}
			lw.word(t.Text)
			number = false
		case ExportNAG:
			lw.start()
			lw.pending = append(lw.pending, '$')
			lw.pending = strconv.AppendInt(lw.pending, int64(t.NAG), 10)
			number = true
		case ExportGlyph:
			lw.word(t.Text)
			number = true
		case ExportComment:
			if t.Line {
				lw.lineComment(t.Text)
			} else {
				lw.comment(t.Text)
			}
			number = true
		case ExportBeginVariation:
			lw.open("(")
			if t.Text != "" {
				lw.word(t.Text)
			}
			number = true
		case ExportEndVariation:
			lw.close(")")
			number = true
		case ExportResult:
			lw.word(t.Text)
		}
	}
	return lw.finish()
}

// lineWriter fills lines with words. The last word is held back so that a
// closing parenthesis can be glued to it, and an opening one waits as a
// prefix for the next word. Words are built in place in pending, not by
// string concatenation: layout runs for every move of every game exported.
type lineWriter struct {
	dst       []byte
	lineStart int
	lineLen   int // in characters
	pending   []byte
	prefix    []byte
}

// start writes out the held-back word and begins the next one with the
// waiting prefix; the caller appends the word to pending.
func (lw *lineWriter) start() {
	lw.flush()
	lw.pending = append(lw.pending[:0], lw.prefix...)
	lw.prefix = lw.prefix[:0]
}

func (lw *lineWriter) word(w string) {
	lw.start()
	lw.pending = append(lw.pending, w...)
}

// number writes a move number followed by its dots.
func (lw *lineWriter) number(n int, dots string) {
	lw.start()
	lw.pending = strconv.AppendInt(lw.pending, int64(n), 10)
	lw.pending = append(lw.pending, dots...)
}

func (lw *lineWriter) open(p string) {
	lw.flush()
	lw.prefix = append(lw.prefix, p...)
}

func (lw *lineWriter) close(p string) {
	if len(lw.prefix) > 0 {
		lw.word(p)
		return
	}
	if len(lw.pending)+len(p) > maxExportLine {
		// A run of closing parentheses may break between them.
		lw.flush()
		lw.pending = append(lw.pending[:0], p...)
		return
	}
	lw.pending = append(lw.pending, p...)
}

// comment writes { text } as words, so that long comments wrap like
// movetext; the braces stay glued to the first and last word. Words are
// split where [strings.Fields] splits them.
func (lw *lineWriter) comment(text string) {
	first := true
	for i := 0; i < len(text); {
		if n := spaceAt(text, i); n > 0 {
			i += n
			continue
		}
		j := i
		for j < len(text) && spaceAt(text, j) == 0 {
			if text[j] < utf8.RuneSelf {
				j++
			} else {
				_, size := utf8.DecodeRuneInString(text[j:])
				j += size
			}
		}
		lw.start()
		if first {
			lw.pending = append(lw.pending, '{', ' ')
			first = false
		}
		lw.pending = append(lw.pending, text[i:j]...)
		i = j
	}
	if first {
		lw.word("{}")
		return
	}
	// The last word is still held back: the closing brace joins it.
	lw.pending = append(lw.pending, ' ', '}')
}

// spaceAt returns the length of the white space character at text[i], or
// 0 when there is none; white space is what [unicode.IsSpace] says.
func spaceAt(text string, i int) int {
	c := text[i]
	if c < utf8.RuneSelf {
		if asciiSpace[c] {
			return 1
		}
		return 0
	}
	r, size := utf8.DecodeRuneInString(text[i:])
	if unicode.IsSpace(r) {
		return size
	}
	return 0
}

// asciiSpace marks the ASCII white space of [unicode.IsSpace].
var asciiSpace = [utf8.RuneSelf]bool{'\t': true, '\n': true, '\v': true, '\f': true, '\r': true, ' ': true}

// lineComment writes a ';' comment, which runs to the end of its line.
func (lw *lineWriter) lineComment(text string) {
	lw.start()
	lw.pending = append(lw.pending, ';')
	lw.pending = append(lw.pending, strings.TrimRight(text, " ")...)
	lw.flush()
	lw.newline()
}

func (lw *lineWriter) flush() {
	if len(lw.pending) == 0 {
		return
	}
	n := utf8.RuneCount(lw.pending)
	if lw.lineLen > 0 && lw.lineLen+1+n > maxExportLine {
		lw.newline()
	}
	if lw.lineLen > 0 {
		lw.dst = append(lw.dst, ' ')
		lw.lineLen++
	}
	lw.dst = append(lw.dst, lw.pending...)
	lw.lineLen += n
	lw.pending = lw.pending[:0]
}

func (lw *lineWriter) newline() {
	if lw.lineLen == 0 {
		return
	}
	lw.dst = append(lw.dst, '\n')
	lw.lineStart = len(lw.dst)
	lw.lineLen = 0
}

func (lw *lineWriter) finish() []byte {
	if len(lw.prefix) > 0 {
		lw.word("")
	}
	lw.flush()
	lw.newline()
	return lw.dst
}
