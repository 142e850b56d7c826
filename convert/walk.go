package convert

import (
	"slices"
	"strings"

	"github.com/pgntool/pgntool/pgn"
)

// walker turns one game tree into sink calls in reading order. It is a
// [pgn.TreeVisitor]: pgn's traversal gives each move's number and side
// and, when moves are rewritten in another notation, the board to write
// them on.
type walker struct {
	opts Options
	out  sink
	// dst is the game's text being built.
	dst  []byte
	text []byte
	item moveItem
	// start position facts of the current game
	known       bool
	first, last string
	// faults is internalFaults as a Report.
	faults pgn.Report
	// sidesOf names the variant whose side names first and last are, so
	// that the plugin is asked once, not for every game.
	sidesOf string
}

func (w *walker) game(dst []byte, g *pgn.Game) ([]byte, error) {
	b, err := w.prepare(g)
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
		tags = g.Variant.ExportTags(g.Tags, pgn.TagExport{Result: g.ExportResult(), Notation: w.opts.Notation})
	}
	for i := range tags {
		dst = w.out.tag(dst, &tags[i])
	}
	w.dst = w.out.endTags(dst)
	// The faults of the moves are lint's to report; a panic of the board
	// is reported, and the moves after it keep their text.
	if w.faults == nil {
		w.faults = w.internalFaults // made once: a method value allocates
	}
	pgn.WalkTree(g, b, w.opts.rewrites(), w, w.faults)
	dst, w.dst = w.dst, nil
	if g.Result != "" || len(g.After) > 0 {
		dst = w.out.end(dst, g)
	}
	for i := range g.After {
		dst = w.out.comment(dst, &g.After[i])
	}
	return w.out.endGame(dst), nil
}

// prepare checks the notation and sets up the board of g, nil when its
// start position is unknown.
func (w *walker) prepare(g *pgn.Game) (pgn.Board, error) {
	w.known = false
	v := g.Variant
	if w.opts.rewrites() {
		if v == nil {
			return nil, &pgn.NotationError{Notation: string(w.opts.Notation), Variant: "standard PGN without a variant", Valid: []pgn.Notation{AsRead}}
		}
		if info := v.Info(); !slices.Contains(info.Notations, w.opts.Notation) {
			return nil, &pgn.NotationError{Notation: string(w.opts.Notation), Variant: info.Name, Valid: info.Notations}
		}
	}
	if v == nil {
		return nil, nil
	}
	quiet := func(pgn.Diagnostic) {}
	b, ok := v.NewBoard(g.Tags, quiet)
	if !ok || b == nil {
		return nil, nil
	}
	w.known = true
	if name := v.Name(); name != w.sidesOf || w.first == "" {
		// The plugin's side names, in the lower case of the output.
		sides := v.Info().Sides
		w.first, w.last, w.sidesOf = strings.ToLower(sides[0]), strings.ToLower(sides[1]), name
	}
	return b, nil
}

// Comments writes the comments before a line or after a variation.
func (w *walker) Comments(cs []pgn.Comment, _ int) {
	for i := range cs {
		w.dst = w.out.comment(w.dst, &cs[i])
	}
}

// BeforeMove writes a move with its annotations, in the notation when it
// can be played.
func (w *walker) BeforeMove(p pgn.Ply, played bool) {
	n := p.Node
	w.dst = w.out.move(w.dst, w.moveItem(&p, played))
	for _, nag := range n.NAGs {
		w.dst = w.out.nag(w.dst, nag)
	}
	for _, gl := range n.Glyphs {
		w.dst = w.out.glyph(w.dst, n, gl)
	}
	w.Comments(n.Comments, p.Depth)
}

// AfterMove goes on with the walk.
func (w *walker) AfterMove(pgn.Ply) bool { return true }

// BeginVariation opens a variation.
func (w *walker) BeginVariation(l *pgn.Line, _ int) (skip bool) {
	w.dst = w.out.beginVariation(w.dst, l)
	return false
}

// EndVariation closes a variation.
func (w *walker) EndVariation(*pgn.Line, int) {
	w.dst = w.out.endVariation(w.dst)
}

func (w *walker) moveItem(p *pgn.Ply, played bool) *moveItem {
	m := &w.item
	*m = moveItem{node: p.Node, text: p.Node.Text}
	if w.known {
		m.side = w.first
		if p.Second {
			m.side = w.last
		}
		if p.Number > 0 {
			m.number = p.Number
			m.ply = 2*(p.Number-1) + 1
			if p.Second {
				m.ply++
			}
		}
	}
	if w.opts.rewrites() {
		if played && w.known {
			w.text = p.Board.AppendMove(w.text[:0], p.Move, w.opts.Notation)
			m.text = string(w.text)
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
