package pgn

import (
	"strconv"
	"strings"
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
	lw := lineWriter{dst: dst, lineStart: len(dst)}
	number := true
	for _, t := range toks {
		switch t.Kind {
		case ExportMove:
			switch {
			case !t.Second:
				lw.word(strconv.Itoa(t.Number) + ".")
			case number:
				lw.word(strconv.Itoa(t.Number) + "...")
			}
			lw.word(t.Text)
			number = false
		case ExportNAG:
			lw.word("$" + strconv.Itoa(t.NAG))
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
// prefix for the next word.
type lineWriter struct {
	dst       []byte
	lineStart int
	lineLen   int // in characters
	pending   string
	prefix    string
}

func (lw *lineWriter) word(w string) {
	lw.flush()
	lw.pending = lw.prefix + w
	lw.prefix = ""
}

func (lw *lineWriter) open(p string) {
	lw.flush()
	lw.prefix += p
}

func (lw *lineWriter) close(p string) {
	if lw.prefix != "" {
		open := lw.prefix
		lw.prefix = ""
		lw.word(open + p)
		return
	}
	if len(lw.pending)+len(p) > maxExportLine {
		// A run of closing parentheses may break between them.
		lw.flush()
		lw.pending = p
		return
	}
	lw.pending += p
}

// comment writes { text } as words, so that long comments wrap like
// movetext; the braces stay glued to the first and last word.
func (lw *lineWriter) comment(text string) {
	words := strings.Fields(text)
	if len(words) == 0 {
		lw.word("{}")
		return
	}
	words[0] = "{ " + words[0]
	words[len(words)-1] += " }"
	for _, w := range words {
		lw.word(w)
	}
}

// lineComment writes a ';' comment, which runs to the end of its line.
func (lw *lineWriter) lineComment(text string) {
	lw.word(";" + strings.TrimRight(text, " "))
	lw.flush()
	lw.newline()
}

func (lw *lineWriter) flush() {
	if lw.pending == "" {
		return
	}
	n := utf8.RuneCountInString(lw.pending)
	if lw.lineLen > 0 && lw.lineLen+1+n > maxExportLine {
		lw.newline()
	}
	if lw.lineLen > 0 {
		lw.dst = append(lw.dst, ' ')
		lw.lineLen++
	}
	lw.dst = append(lw.dst, lw.pending...)
	lw.lineLen += n
	lw.pending = ""
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
	if lw.prefix != "" {
		lw.word("")
	}
	lw.flush()
	lw.newline()
	return lw.dst
}
