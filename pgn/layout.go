package pgn

import (
	"encoding/binary"
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
	lw := lineWriter{dst: dst, pending: pending[:0], prefix: prefix[:0]}
	number := true
	for i := range toks {
		t := &toks[i]
		// A word is held back only for a closing parenthesis to join it
		// or an opening one to precede it: when neither can, it goes
		// straight to dst, which is what flushing it later would write.
		direct := len(lw.prefix) == 0 && (i+1 == len(toks) || toks[i+1].Kind != ExportEndVariation)
		switch t.Kind {
		case ExportMove:
			switch {
			case !t.Second:
				lw.number(t.Number, ".")
			case number:
				lw.number(t.Number, "...")
			}
			if direct {
				lw.direct(t.Text)
			} else {
				lw.word(t.Text)
			}
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
			switch {
			case t.Line:
				lw.lineComment(t.Text)
			case direct:
				lw.directComment(t.Text, t.shape)
			default:
				lw.comment(t.Text, t.shape >= shapePrintable)
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
	dst     []byte
	lineLen int // in characters
	pending []byte
	prefix  []byte
}

// start writes out the held-back word and begins the next one with the
// waiting prefix; the caller appends the word to pending.
func (lw *lineWriter) start() {
	lw.flush()
	if len(lw.prefix) == 0 {
		// Nearly always: no parenthesis waits.
		lw.pending = lw.pending[:0]
		return
	}
	lw.pending = append(lw.pending[:0], lw.prefix...)
	lw.prefix = lw.prefix[:0]
}

func (lw *lineWriter) word(w string) {
	lw.start()
	lw.pending = append(lw.pending, w...)
}

// direct writes a word that nothing will join: as word and a later
// flush would, without the copy through pending.
func (lw *lineWriter) direct(w string) {
	lw.flush()
	if w == "" {
		// Flushing an empty word writes nothing, not even a space.
		return
	}
	lw.put(w, isASCII(w))
}

// directComment is comment for a comment that nothing will join: a plain
// one is written whole, its last word with the closing brace, where
// comment holds that word back for a parenthesis to join. Flushing it
// later would put it where it goes now.
func (lw *lineWriter) directComment(text string, shape commentShape) {
	if shape == shapePadded {
		// Its words as they stand, which no test need find.
		lw.flush()
		lw.putBraced(nil, text[1:len(text)-1], true)
		return
	}
	words := commentWords(text)
	lw.flush()
	if !plainWords(words, shape == shapePrintable) {
		lw.commentAs(text, words, false)
		return
	}
	lw.putBraced(nil, words, true)
}

// isASCII reports whether s is all ASCII; moves nearly always are.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// number writes a move number followed by its dots. A move follows it:
// it is never held back, so without an opening parenthesis to take it
// goes straight to dst, digit by digit.
func (lw *lineWriter) number(n int, dots string) {
	if len(lw.prefix) == 0 {
		lw.flush()
		w := decimalWidth(n) + len(dots)
		if lw.lineLen > 0 {
			if lw.lineLen+1+w > maxExportLine {
				lw.newline()
			} else {
				lw.dst = append(lw.dst, ' ')
				lw.lineLen++
			}
		}
		lw.dst = appendDecimal(lw.dst, n)
		if len(dots) == 1 {
			lw.dst = append(lw.dst, '.')
		} else {
			lw.dst = append(lw.dst, dots...)
		}
		lw.lineLen += w
		return
	}
	lw.start()
	lw.pending = appendDecimal(lw.pending, n)
	lw.pending = append(lw.pending, dots...)
}

// decimalWidth is the length of appendDecimal's n.
func decimalWidth(n int) int {
	switch {
	case n < 0:
	case n < 10:
		return 1
	case n < 100:
		return 2
	case n < 1000:
		return 3
	}
	var digits [24]byte
	return len(strconv.AppendInt(digits[:0], int64(n), 10))
}

// appendDecimal appends n in decimal. Move numbers below 1000 (all but a
// few) are written digit by digit, without strconv's general loop.
func appendDecimal(dst []byte, n int) []byte {
	switch {
	case n < 0:
	case n < 10:
		return append(dst, byte('0'+n))
	case n < 100:
		return append(dst, byte('0'+n/10), byte('0'+n%10))
	case n < 1000:
		return append(dst, byte('0'+n/100), byte('0'+n/10%10), byte('0'+n%10))
	}
	return strconv.AppendInt(dst, int64(n), 10)
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
//
// Engine comments are long (TCEC's hold whole principal variations), so
// the words between the first and the last go straight to dst rather than
// through pending: only the last one must be held back, for the brace.
func (lw *lineWriter) comment(text string, printable bool) {
	words := commentWords(text)
	lw.commentAs(text, words, plainWords(words, printable))
}

// commentWords is a comment's text without the spaces at its ends:
// comments are mostly read with a space inside each brace, and the words
// are what counts.
func commentWords(text string) string {
	from, to := 0, len(text)
	for from < to && text[from] == ' ' {
		from++
	}
	for to > from && text[to-1] == ' ' {
		to--
	}
	return text[from:to]
}

// commentAs is comment once its words and whether they are plain
// (plainWords) are known.
func (lw *lineWriter) commentAs(text, words string, plain bool) {
	if plain {
		lw.plainComment(words)
		return
	}
	i := skipCommentSpace(text, 0)
	if i == len(text) {
		lw.word("{}")
		return
	}
	j, ascii := commentWordEnd(text, i)
	lw.start()
	lw.pending = append(lw.pending, '{', ' ')
	lw.pending = append(lw.pending, text[i:j]...)
	for {
		k := skipCommentSpace(text, j)
		if k == len(text) {
			break
		}
		if len(lw.pending) > 0 {
			lw.flush()
		} else {
			lw.put(text[i:j], ascii)
		}
		i = k
		j, ascii = commentWordEnd(text, i)
	}
	if len(lw.pending) == 0 {
		lw.pending = append(lw.pending, text[i:j]...)
	}
	// The last word is still held back: the closing brace joins it.
	lw.pending = append(lw.pending, ' ', '}')
}

// put writes a word that is not held back, as flush would write it from
// pending; ascii says that it is all ASCII, one character a byte.
func (lw *lineWriter) put(w string, ascii bool) {
	n := len(w)
	if !ascii {
		n = utf8.RuneCountInString(w)
	}
	if lw.lineLen > 0 {
		if lw.lineLen+1+n > maxExportLine {
			lw.newline()
		} else {
			lw.dst = append(lw.dst, ' ')
			lw.lineLen++
		}
	}
	lw.dst = append(lw.dst, w...)
	lw.lineLen += n
}

// Classes of a comment's bytes for the layout: most are ASCII and decide
// by one look-up; the rest start a character that must be decoded.
const (
	commentWord  = 0
	commentSpace = 1
	commentWide  = 2
)

var commentClass = func() (t [256]uint8) {
	for c := utf8.RuneSelf; c < 256; c++ {
		t[c] = commentWide
	}
	for c, sp := range asciiSpace {
		if sp {
			t[c] = commentSpace
		}
	}
	return t
}()

// skipCommentSpace returns the index of the first byte at or after i that
// is not white space, or len(text).
func skipCommentSpace(text string, i int) int {
	for i < len(text) {
		switch commentClass[text[i]] {
		case commentSpace:
			i++
		case commentWord:
			return i
		default:
			n := spaceAt(text, i)
			if n == 0 {
				return i
			}
			i += n
		}
	}
	return i
}

// commentWordEnd returns the end of the word that starts at i, and
// whether the word is all ASCII.
func commentWordEnd(text string, i int) (end int, ascii bool) {
	ascii = true
	for i < len(text) {
		switch commentClass[text[i]] {
		case commentWord:
			i++
		case commentSpace:
			return i, ascii
		default:
			r, size := utf8.DecodeRuneInString(text[i:])
			if unicode.IsSpace(r) {
				return i, ascii
			}
			ascii = false
			i += size
		}
	}
	return i, ascii
}

// lineComment writes a ';' comment, which runs to the end of its line.
func (lw *lineWriter) lineComment(text string) {
	lw.start()
	lw.pending = append(lw.pending, ';')
	lw.pending = append(lw.pending, strings.TrimRight(text, " ")...)
	lw.flush()
	lw.newline()
}

func (lw *lineWriter) flush() {
	// Small enough to inline: most calls find nothing held back.
	if len(lw.pending) > 0 {
		lw.flushHeld()
	}
}

// flushHeld is flush when a word is held back.
func (lw *lineWriter) flushHeld() {
	n := runeCount(lw.pending)
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

// runeCount is utf8.RuneCount, quicker for the short ASCII words that
// are most of what a layout holds back (moves, numbers, the last word of
// a comment): up to sixteen bytes are tested in two loads.
func runeCount(p []byte) int {
	n := len(p)
	if n >= 8 && n <= 16 {
		// Two loads that overlap when n < 16 cover every byte.
		x := binary.LittleEndian.Uint64(p) | binary.LittleEndian.Uint64(p[n-8:])
		if x&highs == 0 {
			return n
		}
	} else if n < 8 && cap(p) >= 8 {
		// One load reaches past the word into p's spare capacity; the
		// bytes there are masked off.
		x := binary.LittleEndian.Uint64(p[:8]) & (1<<(8*uint(n)) - 1)
		if x&highs == 0 {
			return n
		}
	}
	return utf8.RuneCount(p)
}

func (lw *lineWriter) newline() {
	if lw.lineLen == 0 {
		return
	}
	lw.dst = append(lw.dst, '\n')
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
