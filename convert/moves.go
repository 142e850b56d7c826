package convert

import (
	"io"
	"slices"

	"github.com/pgntool/pgntool/pgn"
)

// MoveLine chooses the notation of the lines of [NewMovesEncoder].
type MoveLine int

const (
	// UCILine writes the moves as engines take them: the variant's "uci"
	// notation (chess e2e4, e7e8q; xiangqi h2e2, as UCCI engines). A
	// variant without one (C'escacs) cannot be written so.
	UCILine MoveLine = iota
	// SANLine writes each variant's short algebraic notation: SAN for
	// chess, WXF for xiangqi (its ASCII notation, C2.5), and the
	// variant's canonical notation for the others (C'escacs: its letters,
	// E7-E13).
	SANLine
)

// String is the format's name, as convert --to takes it.
func (l MoveLine) String() string {
	if l == SANLine {
		return "san"
	}
	return "uci"
}

// NewMovesEncoder returns an encoder of one line per game: the moves of
// its main line in the notation kind chooses (or opts.Notation when it is
// set), separated by one space; no number, result, comment or variation.
// The line stops before a move that cannot be played; a game with no
// moves, or whose start position cannot be set up, is an empty line, so
// that line N is always game N. The start position is not on the line:
// a game set up from a FEN has its moves only (EPD gives the positions).
func NewMovesEncoder(w io.Writer, kind MoveLine, opts Options) *LineEncoder {
	e := &LineEncoder{w: w, opts: opts}
	m := &moveLines{e: e, kind: kind}
	e.game = m.game
	e.lines.move = m.move
	return e
}

// moveLines builds the line of one game.
type moveLines struct {
	e        *LineEncoder
	kind     MoveLine
	notation pgn.Notation
	dst      []byte
	first    bool // no move written yet on this line
	// notationOf is the variant notation was chosen for, so that the
	// plugin is asked once, not for every game (Info allocates).
	notationOf pgn.Variant
	refusal    *pgn.NotationError
}

func (m *moveLines) game(_ *LineEncoder, dst []byte, g *pgn.Game) ([]byte, error) {
	if g.Variant == nil {
		return dst, noVariant(m.kind.String())
	}
	if m.notationOf != g.Variant {
		m.notation, m.refusal = m.choose(g.Variant.Info())
		m.notationOf = g.Variant
	}
	if m.refusal != nil {
		return dst, m.refusal
	}
	m.dst, m.first = dst, true
	if b := m.e.setUp(g); b != nil {
		m.e.replay(g, b)
	}
	dst, m.dst = append(m.dst, '\n'), nil
	return dst, nil
}

// choose picks the notation of a variant's lines.
func (m *moveLines) choose(info pgn.VariantInfo) (pgn.Notation, *pgn.NotationError) {
	want := m.e.opts.Notation
	if want == "" || want == AsRead {
		switch {
		case m.kind == UCILine:
			want = "uci"
		case slices.Contains(info.Notations, "san"):
			want = "san"
		case slices.Contains(info.Notations, "wxf"):
			want = "wxf"
		case len(info.Notations) > 0:
			want = info.Notations[0]
		}
	}
	if !slices.Contains(info.Notations, want) {
		return "", &pgn.NotationError{Notation: string(want), Variant: info.Name, Valid: info.Notations}
	}
	return want, nil
}

// move appends one move to the line.
func (m *moveLines) move(p pgn.Ply) {
	if !m.first {
		m.dst = append(m.dst, ' ')
	}
	m.first = false
	m.dst = p.Board.AppendMove(m.dst, p.Move, m.notation)
}
