package scid

import (
	"slices"
	"strconv"
	"strings"
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
// standard layout's allocations cost a fifth of the export. It does not
// write ';' comments (the tokens of a Scid game have none): append falls
// back to pgn.AppendStandardMovetext when it meets one.
//
// Each word is written into dst where it goes, after a space when the
// line has something on it; the word is held back (word) until the next
// one starts, so that a ')' can be glued to it, and only then is its
// length known: when the line cannot take it, its space becomes the line
// break.
type movetextLayout struct {
	dst     []byte
	lineLen int  // characters on the current line, the held word not counted
	word    int  // where the held word starts in dst, -1 for none
	sep     int  // where the space before it is, -1 for none
	ascii   bool // the held word is ASCII: its length is its byte count
	prefix  int  // '(' waiting for the next word
	number  bool // the next Black move takes its number ("12...")
	// sanText is set when every move's text is SAN as the decoder
	// wrote it, ASCII and not empty, so that plainMoves need not test.
	sanText bool
}

// append appends the movetext of toks to dst.
func (lw *movetextLayout) append(dst []byte, toks []pgn.ExportToken) []byte {
	for i := range toks {
		if toks[i].Kind == pgn.ExportComment && toks[i].Line {
			return pgn.AppendStandardMovetext(dst, toks)
		}
	}
	lw.start(dst)
	for i := range toks {
		t := &toks[i]
		switch t.Kind {
		case pgn.ExportMove:
			lw.move(t.Text, t.Number, t.Second)
		case pgn.ExportNAG:
			lw.nag(t.NAG)
		case pgn.ExportGlyph:
			lw.begin()
			lw.text(t.Text)
			lw.number = true
		case pgn.ExportComment:
			lw.comment(t.Text)
			lw.number = true
		case pgn.ExportBeginVariation:
			lw.beginVariation(t.Text)
		case pgn.ExportEndVariation:
			lw.close()
			lw.number = true
		case pgn.ExportResult:
			lw.begin()
			lw.text(t.Text)
		}
	}
	return lw.end()
}

// appendTree appends the movetext of g, a game from the standard start
// position, and its result to dst, straight from the tree: what append
// writes of the tokens tokenWalk makes of g (TestAppendTreeMatchesTokens),
// without the tokens. It reports false, dst as it was, for a game with a
// ';' comment that append would hand to pgn.AppendStandardMovetext.
func (lw *movetextLayout) appendTree(dst []byte, g *pgn.Game, result string) ([]byte, bool) {
	lw.start(dst)
	if !lw.comments(g.Moves.Comments) || !lw.line(&g.Moves, 1, false) {
		return dst, false
	}
	lw.begin()
	lw.text(result)
	if !lw.comments(g.After) {
		return dst, false
	}
	return lw.end(), true
}

// line writes the moves of l, the first numbered number (second for
// Black's), with their annotations and variations, as pgn.WalkTree walks
// them. It reports false at a ';' comment.
func (lw *movetextLayout) line(l *pgn.Line, number int, second bool) bool {
	moves := l.Moves
	for len(moves) > 0 {
		if lw.prefix == 0 {
			// The moves with nothing around them, nearly all, in one
			// loop.
			k := lw.plainMoves(moves, number, second)
			if k > 0 {
				ply := 2*number + b2i(second) + k
				number, second = ply/2, ply&1 == 1
				if moves = moves[k:]; len(moves) == 0 {
					break
				}
			}
		}
		n := moves[0]
		moves = moves[1:]
		lw.move(n.Text, number, second)
		for _, v := range n.NAGs {
			lw.nag(v)
		}
		for _, gl := range n.Glyphs {
			lw.begin()
			lw.text(gl)
			lw.number = true
		}
		if len(n.Comments) > 0 && !lw.comments(n.Comments) {
			return false
		}
		for _, sub := range n.Variations {
			lw.beginVariation(sub.Label)
			if !lw.comments(sub.Comments) || !lw.line(sub, number, second) {
				return false
			}
			lw.close()
			lw.number = true
			if !lw.comments(sub.After) {
				return false
			}
		}
		if second {
			number++
		}
		second = !second
	}
	return true
}

// plainMoves lays out the moves at the start of moves, the first
// numbered number (second for Black's), as move does, while they have no
// NAG, glyph, comment or variation and their text is ASCII and not empty:
// it reports how many it laid out. It holds the layout's state in
// variables and places each number and move as it writes them; the word
// held back at its start is written first, as move does, and its last
// move is held back, as move holds it. It is called with no '(' waiting.
func (lw *movetextLayout) plainMoves(moves []*pgn.Node, number int, second bool) int {
	if len(moves) == 0 || !lw.plainMove(moves[0]) {
		return 0
	}
	if w := lw.word; w >= 0 && lw.ascii && w < len(lw.dst) {
		lw.place(lw.sep, len(lw.dst)-w)
	} else {
		lw.flush()
	}
	d, lineLen := lw.dst, lw.lineLen
	sep, held := -1, 0 // the held move: the space before it, its length (0 for none)
	numbered := lw.number
	k := 0
	for ; k < len(moves); k++ {
		n := moves[k]
		if k > 0 && !lw.plainMove(n) {
			break
		}
		if held > 0 {
			// Place the move held back.
			switch {
			case sep < 0:
				lineLen += held
			case lineLen+1+held > maxExportLine:
				d[sep] = '\n'
				lineLen = held
			default:
				lineLen += 1 + held
			}
		}
		if !second || numbered {
			nsep := -1
			if lineLen > 0 {
				nsep = len(d)
				d = append(d, ' ')
			}
			w := len(d)
			d = appendMoveNumber(d, number, second)
			m := len(d) - w
			switch {
			case nsep < 0:
				lineLen += m
			case lineLen+1+m > maxExportLine:
				d[nsep] = '\n'
				lineLen = m
			default:
				lineLen += 1 + m
			}
			numbered = false
		}
		sep = -1
		if lineLen > 0 {
			sep = len(d)
			d = append(d, ' ')
		}
		d = append(d, n.Text...)
		held = len(n.Text)
		if second {
			number++
		}
		second = !second
	}
	lw.dst, lw.lineLen = d, lineLen
	lw.word, lw.sep, lw.ascii, lw.number = len(d)-held, sep, true, false
	return k
}

// plainMove reports whether n is a move plainMoves lays out: one with no
// NAG, glyph, comment or variation, its text ASCII and not empty (with
// sanText, known to be).
func (lw *movetextLayout) plainMove(n *pgn.Node) bool {
	if len(n.NAGs)|len(n.Glyphs)|len(n.Comments)|len(n.Variations) != 0 {
		return false
	}
	return lw.sanText || n.Text != "" && isASCII(n.Text)
}

// b2i is 1 for true, 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// comments writes comments in braces; it reports false at one that is
// written as a ';' comment (a line comment with a '}').
func (lw *movetextLayout) comments(cs []pgn.Comment) bool {
	for i := range cs {
		if cs[i].Line && strings.Contains(cs[i].Text, "}") {
			return false
		}
		lw.comment(cs[i].Text)
		lw.number = true
	}
	return true
}

// start starts the movetext of a game at the end of dst.
func (lw *movetextLayout) start(dst []byte) {
	lw.dst, lw.lineLen, lw.word, lw.sep, lw.prefix, lw.number = dst, 0, -1, -1, 0, true
}

// end writes the word held back and ends the last line.
func (lw *movetextLayout) end() []byte {
	if lw.prefix > 0 {
		lw.begin()
	}
	lw.flush()
	lw.newline()
	return lw.dst
}

// move writes a move with its number when it takes one. With no '('
// waiting, as for nearly every move, the word held back is written and
// the number and the move are laid out here: the number is placed at
// once, since only the move can follow it, and the move is held back.
func (lw *movetextLayout) move(text string, number int, second bool) {
	if lw.prefix > 0 {
		lw.moveGeneral(text, number, second)
		return
	}
	if w := lw.word; w >= 0 && lw.ascii && w < len(lw.dst) {
		lw.place(lw.sep, len(lw.dst)-w) // flush of the usual word: ASCII, not empty
		lw.word = -1
	} else {
		lw.flush()
	}
	d := lw.dst
	if !second || lw.number {
		sep := -1
		if lw.lineLen > 0 {
			sep = len(d)
			d = append(d, ' ')
		}
		w := len(d)
		d = appendMoveNumber(d, number, second)
		lw.dst = d
		lw.place(sep, len(d)-w)
	}
	lw.sep = -1
	if lw.lineLen > 0 {
		lw.sep = len(d)
		d = append(d, ' ')
	}
	lw.word = len(d)
	// A move is a few bytes: they are copied and tested for ASCII in
	// one loop, without memmove's call.
	if cap(d)-len(d) < len(text) {
		d = slices.Grow(d, len(text))
	}
	n := len(d)
	d = d[:n+len(text)]
	w := d[n:]
	var high byte
	for i := range w {
		c := text[i]
		high |= c
		w[i] = c
	}
	lw.ascii = high < utf8.RuneSelf
	lw.dst = d
	lw.number = false
}

// moveGeneral is move word by word, for a move with '(' waiting.
func (lw *movetextLayout) moveGeneral(text string, number int, second bool) {
	switch {
	case !second:
		lw.begin()
		lw.dst = appendNumber(lw.dst, number)
		lw.dst = append(lw.dst, '.')
	case lw.number:
		lw.begin()
		lw.dst = appendNumber(lw.dst, number)
		lw.dst = append(lw.dst, "..."...)
	}
	lw.begin()
	lw.text(text)
	lw.number = false
}

// appendMoveNumber writes a move number with its period, or the three
// of the second player's move.
func appendMoveNumber(dst []byte, n int, second bool) []byte {
	dst = appendNumber(dst, n)
	if second {
		return append(dst, "..."...)
	}
	return append(dst, '.')
}

// appendNumber appends n in decimal: a move number, a NAG. Those below
// 1000 are written digit by digit, without strconv's call.
func appendNumber(dst []byte, n int) []byte {
	switch {
	case n < 0 || n >= 1000:
		return strconv.AppendInt(dst, int64(n), 10)
	case n < 10:
		return append(dst, byte('0'+n))
	case n < 100:
		return append(dst, byte('0'+n/10), byte('0'+n%10))
	}
	return append(dst, byte('0'+n/100), byte('0'+n/10%10), byte('0'+n%10))
}

// nag writes a NAG as $n.
func (lw *movetextLayout) nag(v int) {
	lw.begin()
	lw.dst = append(lw.dst, '$')
	lw.dst = appendNumber(lw.dst, v)
	lw.number = true
}

// beginVariation opens a variation with its label.
func (lw *movetextLayout) beginVariation(label string) {
	lw.flush()
	lw.prefix++
	if label != "" {
		lw.begin()
		lw.text(label)
	}
	lw.number = true
}

// text adds s to the held word.
func (lw *movetextLayout) text(s string) {
	if lw.ascii {
		for i := 0; i < len(s); i++ {
			if s[i] >= utf8.RuneSelf {
				lw.ascii = false
				break
			}
		}
	}
	lw.dst = append(lw.dst, s...)
}

// begin starts a word: the word held back is written, and the new one
// starts with the waiting '(' prefix.
func (lw *movetextLayout) begin() {
	lw.flush()
	lw.sep = -1
	if lw.lineLen > 0 {
		lw.sep = len(lw.dst)
		lw.dst = append(lw.dst, ' ')
	}
	lw.word = len(lw.dst)
	lw.ascii = true
	for ; lw.prefix > 0; lw.prefix-- {
		lw.dst = append(lw.dst, '(')
	}
}

// close glues a ')' to the word held back, or to the waiting '(' of an
// empty variation; a run of ')' too long for a line breaks between them.
func (lw *movetextLayout) close() {
	if lw.prefix > 0 || lw.word < 0 || len(lw.dst)-lw.word+1 > maxExportLine {
		lw.begin()
	}
	lw.dst = append(lw.dst, ')')
}

// comment writes { text } as words, the braces glued to the first and
// last word, the white space between words folded. An ASCII comment with
// no '(' waiting, as nearly all are, is split here byte by byte, its
// words placed as move places a move.
func (lw *movetextLayout) comment(text string) {
	if lw.prefix > 0 || !isASCII(text) {
		lw.commentGeneral(text)
		return
	}
	first := true
	for i := 0; ; {
		for i < len(text) && asciiSpace[text[i]] {
			i++
		}
		if i == len(text) {
			break
		}
		j := i + 1
		for j < len(text) && !asciiSpace[text[j]] {
			j++
		}
		if w := lw.word; w >= 0 && lw.ascii && w < len(lw.dst) {
			lw.place(lw.sep, len(lw.dst)-w) // flush of the usual word: ASCII, not empty
			lw.word = -1
		} else {
			lw.flush()
		}
		lw.sep = -1
		if lw.lineLen > 0 {
			lw.sep = len(lw.dst)
			lw.dst = append(lw.dst, ' ')
		}
		lw.word = len(lw.dst)
		lw.ascii = true
		if first {
			lw.dst = append(lw.dst, "{ "...)
			first = false
		}
		lw.dst = append(lw.dst, text[i:j]...)
		for i = j; i < len(text) && asciiSpace[text[i]]; i++ {
		}
		if i == len(text) {
			lw.dst = append(lw.dst, " }"...)
		}
	}
	if first {
		lw.begin()
		lw.dst = append(lw.dst, "{}"...)
	}
}

// isASCII reports whether s is all ASCII.
func isASCII(s string) bool {
	var high byte
	for i := 0; i < len(s); i++ {
		high |= s[i]
	}
	return high < utf8.RuneSelf
}

// commentGeneral is comment for any text, word by word.
func (lw *movetextLayout) commentGeneral(text string) {
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
			lw.dst = append(lw.dst, "{ "...)
			first = false
		}
		lw.text(text[:end])
		text = text[end:]
		if fieldStart(text) == len(text) {
			lw.dst = append(lw.dst, " }"...)
		}
	}
	if first {
		lw.begin()
		lw.dst = append(lw.dst, "{}"...)
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

// flush writes the word held back: it stays where it is, after a space
// or, when the line cannot take it, a line break; an empty word goes
// with its space.
func (lw *movetextLayout) flush() {
	if lw.word < 0 {
		return
	}
	w := lw.dst[lw.word:]
	n := len(w)
	if !lw.ascii {
		n = utf8.RuneCount(w)
	}
	if len(w) == 0 {
		if lw.sep >= 0 {
			lw.dst = lw.dst[:lw.sep]
		}
	} else {
		lw.place(lw.sep, n)
	}
	lw.word = -1
}

// place counts a word of n characters, not empty, written after the space
// at sep (-1 for none) on the line, or on the next line, the space
// becoming the line break, when this one cannot take it.
func (lw *movetextLayout) place(sep, n int) {
	switch {
	case sep < 0:
		lw.lineLen += n
	case lw.lineLen+1+n > maxExportLine:
		lw.dst[sep] = '\n'
		lw.lineLen = n
	default:
		lw.lineLen += 1 + n
	}
}

func (lw *movetextLayout) newline() {
	if lw.lineLen == 0 {
		return
	}
	lw.dst = append(lw.dst, '\n')
	lw.lineLen = 0
}
