package cescacs

import (
	"strconv"
	"strings"

	"github.com/pgntool/pgntool/pgn"
)

// layout writes movetext in the spec's canonical form: one move pair per
// line ("12. white, black"), comments on lines of their own, variations
// opening with "(" and their lines prefixed with one dot per nesting
// level, then the result line and the final comments.
type layout struct {
	dst     []byte
	depth   int
	open    bool // a pair line is open: the next move may follow on it
	pair    int  // number of the open pair line
	paren   bool // a "(" was just written and waits for its first move
	label   bool // that "(" carries a label, to be separated by a space
	glyphs  bool // the last thing written was an evaluation glyph
	first   bool // no move has been written yet
	unknown bool // the record has unknown numbering (1?)
}

// AppendMovetext lays out a game's movetext in the CTL-PGN canonical form.
func (variant) AppendMovetext(dst []byte, toks []pgn.ExportToken) []byte {
	l := layout{dst: dst, first: true}
	for i := range toks {
		l.token(&toks[i])
	}
	l.endLine()
	return l.dst
}

func (l *layout) dots(n int) {
	for i := 0; i < n; i++ {
		l.dst = append(l.dst, '.')
	}
}

// endLine ends an open line.
func (l *layout) endLine() {
	if l.open || l.paren {
		l.dst = append(l.dst, '\n')
	}
	l.open, l.paren, l.glyphs = false, false, false
}

// startLine begins a new line at the current depth, unless a "(" waits.
func (l *layout) startLine() {
	if l.paren {
		if l.label {
			l.dst = append(l.dst, ' ')
		}
		l.paren = false
		return
	}
	l.endLine()
	l.dots(l.depth)
}

func (l *layout) token(t *pgn.ExportToken) {
	switch t.Kind {
	case pgn.ExportMove:
		l.move(t)
	case pgn.ExportNAG:
		if g := nagGlyph(t.NAG); g != "" {
			l.dst = append(l.dst, ' ')
			l.dst = append(l.dst, g...)
			l.glyphs = true
			return
		}
		l.dst = append(l.dst, " $"...)
		l.dst = strconv.AppendInt(l.dst, int64(t.NAG), 10)
		l.glyphs = false
	case pgn.ExportGlyph:
		if !l.glyphs {
			l.dst = append(l.dst, ' ')
		}
		l.dst = append(l.dst, t.Text...)
		l.glyphs = true
	case pgn.ExportComment:
		if l.paren {
			l.dst = append(l.dst, '\n')
			l.paren = false
		}
		l.endLine()
		l.dots(l.depth)
		if t.Line || strings.Contains(t.Text, "}") {
			l.dst = append(l.dst, ';')
			l.dst = append(l.dst, t.Text...)
		} else {
			l.dst = append(l.dst, '{')
			l.dst = append(l.dst, t.Text...)
			l.dst = append(l.dst, '}')
		}
		l.dst = append(l.dst, '\n')
	case pgn.ExportBeginVariation:
		if l.paren {
			l.dst = append(l.dst, '\n')
			l.paren = false
		}
		l.endLine()
		l.dots(l.depth)
		l.depth++
		l.dst = append(l.dst, '(')
		l.dst = append(l.dst, t.Text...)
		l.paren, l.label = true, t.Text != ""
	case pgn.ExportEndVariation:
		if l.paren {
			l.paren = false
			l.open = true
		}
		if !l.open {
			l.dots(l.depth - 1)
		}
		l.dst = append(l.dst, ')', '\n')
		l.open, l.glyphs = false, false
		if l.depth > 0 {
			l.depth--
		}
	case pgn.ExportResult:
		l.endLine()
		l.dst = append(l.dst, t.Text...)
		l.dst = append(l.dst, '\n')
	}
}

// move writes a move, opening a pair line for White, or continuing the
// open one for Black ("…," when Black's move starts the line).
func (l *layout) move(t *pgn.ExportToken) {
	num, unknown := l.number(t)
	if t.Second && l.open && l.pair == num && !l.paren {
		l.dst = append(l.dst, ", "...)
	} else {
		l.startLine()
		l.dst = strconv.AppendInt(l.dst, int64(num), 10)
		if unknown && l.first {
			l.dst = append(l.dst, "? "...)
		} else {
			l.dst = append(l.dst, ". "...)
		}
		if t.Second {
			l.dst = append(l.dst, ellipsis+", "...)
		}
	}
	l.dst = append(l.dst, t.Text...)
	l.open, l.pair, l.glyphs, l.first = true, num, false, false
}

// number gives the move's number. The writer counts from the board's
// MoveNumber, which is 0 when the TLPD gave none: such a record starts
// with "1?" and every number is one more than the writer's count.
func (l *layout) number(t *pgn.ExportToken) (int, bool) {
	if l.first {
		l.unknown = t.Number == 0
	}
	if l.unknown {
		return t.Number + 1, true
	}
	return t.Number, false
}
