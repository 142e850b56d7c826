package pgn

import (
	"math/rand"
	"strconv"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// The layout of the start of round 5, kept as the general path that the
// fast paths of AppendStandardMovetext (comments in runs of words, move
// numbers straight to the output) must match: every word through pending,
// comments split by unicode.IsSpace one character at a time.

// refStandardMovetext is AppendStandardMovetext as it was.
func refStandardMovetext(dst []byte, toks []ExportToken) []byte {
	// The held-back word and the opening parentheses live in small arrays
	// of the call, so that laying out a game allocates nothing more than
	// dst's growth.
	var pending, prefix [96]byte
	lw := refLineWriter{dst: dst, lineStart: len(dst), pending: pending[:0], prefix: prefix[:0]}
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

// refLineWriter fills lines with words. The last word is held back so that a
// closing parenthesis can be glued to it, and an opening one waits as a
// prefix for the next word. Words are built in place in pending, not by
// string concatenation: layout runs for every move of every game exported.
type refLineWriter struct {
	dst       []byte
	lineStart int
	lineLen   int // in characters
	pending   []byte
	prefix    []byte
}

// start writes out the held-back word and begins the next one with the
// waiting prefix; the caller appends the word to pending.
func (lw *refLineWriter) start() {
	lw.flush()
	lw.pending = append(lw.pending[:0], lw.prefix...)
	lw.prefix = lw.prefix[:0]
}

func (lw *refLineWriter) word(w string) {
	lw.start()
	lw.pending = append(lw.pending, w...)
}

// number writes a move number followed by its dots.
func (lw *refLineWriter) number(n int, dots string) {
	lw.start()
	lw.pending = strconv.AppendInt(lw.pending, int64(n), 10)
	lw.pending = append(lw.pending, dots...)
}

func (lw *refLineWriter) open(p string) {
	lw.flush()
	lw.prefix = append(lw.prefix, p...)
}

func (lw *refLineWriter) close(p string) {
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
func (lw *refLineWriter) comment(text string) {
	first := true
	for i := 0; i < len(text); {
		if n := refSpaceAt(text, i); n > 0 {
			i += n
			continue
		}
		j := i
		for j < len(text) && refSpaceAt(text, j) == 0 {
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
func refSpaceAt(text string, i int) int {
	c := text[i]
	if c < utf8.RuneSelf {
		if refASCIISpace[c] {
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
var refASCIISpace = [utf8.RuneSelf]bool{'\t': true, '\n': true, '\v': true, '\f': true, '\r': true, ' ': true}

// lineComment writes a ';' comment, which runs to the end of its line.
func (lw *refLineWriter) lineComment(text string) {
	lw.start()
	lw.pending = append(lw.pending, ';')
	lw.pending = append(lw.pending, strings.TrimRight(text, " ")...)
	lw.flush()
	lw.newline()
}

func (lw *refLineWriter) flush() {
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

func (lw *refLineWriter) newline() {
	if lw.lineLen == 0 {
		return
	}
	lw.dst = append(lw.dst, '\n')
	lw.lineStart = len(lw.dst)
	lw.lineLen = 0
}

func (lw *refLineWriter) finish() []byte {
	if len(lw.prefix) > 0 {
		lw.word("")
	}
	lw.flush()
	lw.newline()
	return lw.dst
}

// randomTokens makes a movetext of every kind of token: moves of both
// sides (long ones too), NAGs, glyphs, comments plain and not, ';'
// comments, nested variations with and without labels, and the result.
func randomTokens(rng *rand.Rand) []ExportToken {
	var toks []ExportToken
	depth := 0
	number := 1 + rng.Intn(120)
	second := rng.Intn(2) == 0
	moves := []string{"e4", "Nf3", "exd8=Q+", "O-O-O#", "马二进三", strings.Repeat("m", 80), "Qa1xh8", "", "\xff\xfe"}
	for n := rng.Intn(60); n > 0; n-- {
		switch k := rng.Intn(12); {
		case k < 5:
			toks = append(toks, ExportToken{Kind: ExportMove, Text: moves[rng.Intn(len(moves))], Number: number, Second: second, Depth: depth})
			if second {
				number = number*3 + 7
			}
			second = !second
		case k == 5:
			toks = append(toks, ExportToken{Kind: ExportNAG, NAG: rng.Intn(300), Depth: depth})
		case k == 6:
			toks = append(toks, ExportToken{Kind: ExportGlyph, Text: []string{"!?", "(=)", "±"}[rng.Intn(3)], Depth: depth})
		case k == 7:
			text, shape := randomComment(rng), shapeUnknown
			switch rng.Intn(3) {
			case 0:
				text = randomPlainComment(rng)
			case 1:
				// Words with one space at each end, as the reader marks
				// lichess's clock comments.
				if words := randomPlainComment(rng); !strings.Contains(words, "}") {
					text, shape = " "+words+" ", shapePadded
				}
			}
			if shape == shapeUnknown && isPrintable([]byte(text)) && rng.Intn(2) == 0 {
				shape = shapePrintable
			}
			toks = append(toks, ExportToken{Kind: ExportComment, Text: text, Depth: depth, Line: rng.Intn(8) == 0, shape: shape})
		case k < 10:
			label := ""
			if rng.Intn(4) == 0 {
				label = "A" + strconv.Itoa(rng.Intn(10))
			}
			depth++
			toks = append(toks, ExportToken{Kind: ExportBeginVariation, Text: label, Depth: depth})
		default:
			if depth > 0 {
				toks = append(toks, ExportToken{Kind: ExportEndVariation, Depth: depth})
				depth--
			}
		}
	}
	for ; depth > 0; depth-- {
		toks = append(toks, ExportToken{Kind: ExportEndVariation, Depth: depth})
	}
	return append(toks, ExportToken{Kind: ExportResult, Text: "1-0"})
}

// AppendStandardMovetext writes what the layout of the start of round 5
// wrote, on random movetexts.
func TestStandardMovetextMatchesReference(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	for n := 0; n < 8000; n++ {
		toks := randomTokens(rng)
		want := string(refStandardMovetext([]byte("x\n"), toks))
		if got := string(AppendStandardMovetext([]byte("x\n"), toks)); got != want {
			t.Fatalf("tokens %+v:\ngot\n%s\nwant\n%s", toks, got, want)
		}
	}
}

// appendTag escapes as a byte loop does, on values with and without
// quotes and backslashes.
func TestAppendTagMatchesByteLoop(t *testing.T) {
	ref := func(v string) string {
		var b strings.Builder
		b.WriteString("[N \"")
		for i := 0; i < len(v); i++ {
			if v[i] == '"' || v[i] == '\\' {
				b.WriteByte('\\')
			}
			b.WriteByte(v[i])
		}
		b.WriteString("\"]\n")
		return b.String()
	}
	rng := rand.New(rand.NewSource(13))
	pieces := []string{"a", "Hastings 2024", "\"", "\\", "é", " "}
	for n := 0; n < 3000; n++ {
		var v strings.Builder
		for k := rng.Intn(8); k > 0; k-- {
			v.WriteString(pieces[rng.Intn(len(pieces))])
		}
		if got, want := string(appendTag([]byte{}, &Tag{Name: "N", Value: v.String()})), ref(v.String()); got != want {
			t.Fatalf("appendTag(%q) = %q, want %q", v.String(), got, want)
		}
	}
}
