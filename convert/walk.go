package convert

import (
	"slices"

	"github.com/pgntool/pgntool/pgn"
)

// walker turns one game tree into sink calls in reading order, working out
// each move's number and side and, when asked, its text in another
// notation.
type walker struct {
	opts Options
	out  sink
	// moves maps each node that replay could play to its rewritten text.
	moves map[*pgn.Node]string
	text  []byte
	item  moveItem
	// start position facts of the current game
	known       bool
	first, last string
}

// sideNames are the names of the two players, by variant name; the
// default is white and black.
var sideNames = map[string][2]string{
	"Chinese Chess": {"red", "black"},
}

func (w *walker) game(dst []byte, g *pgn.Game) ([]byte, error) {
	number, second, err := w.prepare(g)
	if err != nil {
		return dst, err
	}
	name := ""
	if g.Variant != nil {
		name = g.Variant.Name()
	}
	dst = w.out.beginGame(dst, name)
	tags := g.Tags
	if w.opts.rewrites() {
		// Tags that name the notation (xiangqi's Format) must agree with
		// the rewritten moves, as in export.
		tags = g.Variant.ExportTags(g.Tags, pgn.TagExport{Result: resultOf(g), Notation: pgn.Notation(w.opts.Notation)})
	}
	for i := range tags {
		dst = w.out.tag(dst, &tags[i])
	}
	dst = w.out.endTags(dst)
	dst = w.line(dst, &g.Moves, number, second)
	if g.Result != "" || len(g.After) > 0 {
		dst = w.out.end(dst, g)
	}
	for i := range g.After {
		dst = w.out.comment(dst, &g.After[i])
	}
	return w.out.endGame(dst), nil
}

// resultOf is the termination marker export would write for g.
func resultOf(g *pgn.Game) string {
	if g.Result != "" {
		return g.Result
	}
	if t, ok := g.Tag("Result"); ok && g.Variant != nil {
		for _, r := range g.Variant.Info().Results {
			if r == t {
				return t
			}
		}
	}
	return "*"
}

// prepare sets up the board facts of g and, for a notation, replays it.
func (w *walker) prepare(g *pgn.Game) (number int, second bool, err error) {
	w.known = false
	v := g.Variant
	if w.opts.rewrites() {
		if v == nil {
			return 0, false, &pgn.NotationError{Notation: w.opts.Notation, Variant: "standard PGN without a variant", Valid: []pgn.Notation{AsRead}}
		}
		if info := v.Info(); !slices.Contains(info.Notations, pgn.Notation(w.opts.Notation)) {
			return 0, false, &pgn.NotationError{Notation: w.opts.Notation, Variant: info.Name, Valid: info.Notations}
		}
	}
	if v == nil {
		return 1, false, nil
	}
	quiet := func(pgn.Diagnostic) {}
	b, ok := v.NewBoard(g.Tags, quiet)
	if !ok || b == nil {
		return 1, false, nil
	}
	w.known = true
	number, second = b.MoveNumber()
	names, found := sideNames[v.Name()]
	if !found {
		names = [2]string{"white", "black"}
	}
	w.first, w.last = names[0], names[1]
	if w.opts.rewrites() {
		w.rewrite(g, v)
	}
	return number, second, nil
}

// rewrite replays g and records every playable move in the notation.
func (w *walker) rewrite(g *pgn.Game, v pgn.Variant) {
	if w.moves == nil {
		w.moves = make(map[*pgn.Node]string)
	}
	clear(w.moves)
	// The faults of the moves are lint's to report; a panic of the board
	// is reported here, since the moves after it keep their text.
	pgn.Replay(g, v, w.internalFaults, func(n *pgn.Node, b pgn.Board, m pgn.Move) {
		if n == nil {
			return
		}
		w.text = b.AppendMove(w.text[:0], m, pgn.Notation(w.opts.Notation))
		w.moves[n] = string(w.text)
	})
}

// line writes one line of play; number and second are those of its first
// move.
func (w *walker) line(dst []byte, l *pgn.Line, number int, second bool) []byte {
	for i := range l.Comments {
		dst = w.out.comment(dst, &l.Comments[i])
	}
	for _, n := range l.Moves {
		dst = w.out.move(dst, w.moveItem(n, number, second))
		for _, nag := range n.NAGs {
			dst = w.out.nag(dst, nag)
		}
		for _, gl := range n.Glyphs {
			dst = w.out.glyph(dst, n, gl)
		}
		for i := range n.Comments {
			dst = w.out.comment(dst, &n.Comments[i])
		}
		for _, sub := range n.Variations {
			dst = w.out.beginVariation(dst, sub)
			dst = w.line(dst, sub, number, second)
			dst = w.out.endVariation(dst)
			for i := range sub.After {
				dst = w.out.comment(dst, &sub.After[i])
			}
		}
		if second {
			number++
		}
		second = !second
	}
	return dst
}

func (w *walker) moveItem(n *pgn.Node, number int, second bool) *moveItem {
	m := &w.item
	*m = moveItem{node: n, text: n.Text}
	if w.known {
		m.side = w.first
		if second {
			m.side = w.last
		}
		if number > 0 {
			m.number = number
			m.ply = 2*(number-1) + 1
			if second {
				m.ply++
			}
		}
	}
	if w.opts.rewrites() {
		if text, ok := w.moves[n]; ok && w.known {
			m.text = text
		} else {
			m.asRead = true
		}
	}
	return m
}

// internalFaults passes on to Options.Report the internal-fault
// diagnostics of a replay, and nothing else.
func (w *walker) internalFaults(d pgn.Diagnostic) {
	if d.Code == pgn.CodeInternalFault && w.opts.Report != nil {
		w.opts.Report(d)
	}
}
