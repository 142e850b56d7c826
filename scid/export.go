package scid

import (
	"strings"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants/chess"
)

// PGNWriter writes the games a base decodes in the export format, byte for
// byte as a pgn.Writer with default options writes them (SAN, the full
// format, LF line ends), and reports the faults pgn.Check reports of them,
// without replaying their moves.
//
// pgn.Writer replays every move twice, once to check the game and once to
// write each move in the chosen notation, where the decoder has just
// played every move, found it legal and written its SAN. So for a game
// that the base decoded last, unchanged, from the standard start
// position, this writer takes the moves as they are: it walks the tree
// for the move numbers, checks only the tags and the result (pgn.Checker
// with no moves), and asks the decoder's board, still in the final
// position, whether the position forces a result. Any other game (one
// from a FEN, one whose final position forces a result other than its
// own, one with diagnostics of its reading, one with as many faults as
// the diagnostics budget) goes through pgn.Writer and pgn.Check, so the
// output and the faults are always theirs.
//
// A PGNWriter belongs to its base's goroutine.
type PGNWriter struct {
	base    *Base
	slow    *pgn.Writer
	checker *pgn.Checker
	report  pgn.Report // where the checker's faults go for the game being written
	faults  pgn.DiagnosticList
	toks    []pgn.ExportToken
	tags    []pgn.Tag
	walk    tokenWalk
}

// PGNWriter returns a writer for the games b decodes.
func (b *Base) PGNWriter() *PGNWriter {
	w := &PGNWriter{base: b, slow: pgn.NewWriter(nil, pgn.WriterOptions{})}
	w.checker = pgn.NewChecker(func(d pgn.Diagnostic) { w.faults = append(w.faults, d) })
	w.walk.w = w
	return w
}

// AppendGame appends g in export format to dst, and gives report (when
// not nil) every fault pgn.Check finds in g, in the same order. A game
// that pgn.Writer would refuse (nil) is an error.
func (w *PGNWriter) AppendGame(dst []byte, g *pgn.Game, report pgn.Report) ([]byte, error) {
	if !w.fast(g) {
		w.slow.SetReport(report)
		out, _, err := w.slow.AppendGame(dst, g)
		return out, err
	}
	w.faults = w.faults[:0]
	w.checkTags(g)
	if len(w.faults) >= g.Reading.Limits.WithDefaults().Diagnostics {
		// The budget would cut the list where a full check cuts it
		// elsewhere: let the full check count.
		w.slow.SetReport(report)
		out, _, err := w.slow.AppendGame(dst, g)
		return out, err
	}
	if report != nil {
		for _, d := range w.faults {
			report(d)
		}
	}
	result := g.ExportResult()
	w.toks = w.toks[:0]
	pgn.WalkTree(g, nil, false, &w.walk, nil)
	w.toks = append(w.toks, pgn.ExportToken{Kind: pgn.ExportResult, Text: result})
	for _, c := range g.After {
		w.toks = append(w.toks, pgn.ExportToken{Kind: pgn.ExportComment, Text: c.Text, Line: c.Line && strings.Contains(c.Text, "}")})
	}
	w.tags = exportTags(w.tags[:0], g.Tags, result)
	for _, t := range w.tags {
		dst = appendTag(dst, t)
	}
	dst = append(dst, '\n')
	dst = pgn.AppendStandardMovetext(dst, w.toks)
	return append(dst, '\n'), nil
}

// fast reports whether g can be written from its tree as it is: the game
// the base decoded last, of standard chess from the standard position,
// read without faults, whose final position forces no other result.
func (w *PGNWriter) fast(g *pgn.Game) bool {
	b := w.base
	if g == nil || g != b.last || b.dec.nulls > 0 || g.Variant != chess.Variant || len(g.Diagnostics) > 0 {
		return false
	}
	for i := range g.Tags {
		switch g.Tags[i].Name {
		case "FEN", "SetUp", "Variant":
			return false
		}
	}
	forced, _ := b.dec.board.Outcome()
	return forced == "" || forced == g.ExportResult()
}

// checkTags runs pgn.Checker over the game's tags and result, with no
// moves: the checks pgn.Check makes that do not depend on the moves. The
// moves were found legal by the decoder and written by the board, and the
// final position was looked at by fast.
func (w *PGNWriter) checkTags(g *pgn.Game) {
	c := w.checker
	c.BeginGame(g.Pos)
	for _, t := range g.Tags {
		c.Tag(t)
	}
	c.EndTags(g.Variant)
	if g.Result != "" {
		c.Result(g.ResultPos, []byte(g.Result))
	}
	end := g.End
	if !end.IsValid() {
		end = g.Pos
	}
	c.EndGame(end)
}

// tokenWalk turns the tree into export tokens as pgn.Writer's does, with
// each move's text as the decoder wrote it.
type tokenWalk struct{ w *PGNWriter }

func (tw *tokenWalk) Comments(cs []pgn.Comment, depth int) { tw.w.comments(cs, depth) }

func (tw *tokenWalk) BeforeMove(p pgn.Ply, _ bool) {
	w, n, depth := tw.w, p.Node, p.Depth
	w.toks = append(w.toks, pgn.ExportToken{Kind: pgn.ExportMove, Text: n.Text, Number: p.Number, Second: p.Second, Depth: depth})
	for _, nag := range n.NAGs {
		w.toks = append(w.toks, pgn.ExportToken{Kind: pgn.ExportNAG, NAG: nag, Depth: depth})
	}
	for _, gl := range n.Glyphs {
		w.toks = append(w.toks, pgn.ExportToken{Kind: pgn.ExportGlyph, Text: gl, Depth: depth})
	}
	w.comments(n.Comments, depth)
}

func (tw *tokenWalk) AfterMove(pgn.Ply) bool { return true }

func (tw *tokenWalk) BeginVariation(l *pgn.Line, depth int) (skip bool) {
	tw.w.toks = append(tw.w.toks, pgn.ExportToken{Kind: pgn.ExportBeginVariation, Text: l.Label, Depth: depth})
	return false
}

func (tw *tokenWalk) EndVariation(_ *pgn.Line, depth int) {
	tw.w.toks = append(tw.w.toks, pgn.ExportToken{Kind: pgn.ExportEndVariation, Depth: depth})
}

func (w *PGNWriter) comments(cs []pgn.Comment, depth int) {
	for _, c := range cs {
		w.toks = append(w.toks, pgn.ExportToken{Kind: pgn.ExportComment, Text: c.Text, Depth: depth, Line: c.Line && strings.Contains(c.Text, "}")})
	}
}

// exportTags appends to dst the tags of a standard-start chess game in the
// order and form chess's ExportTags gives them: the Seven Tag Roster
// first ("?" for a missing one, the result for Result), then the others
// in ASCII order of name, tags of one name in reading order. It sorts by
// insertion into dst, which is reused from game to game.
func exportTags(dst, tags []pgn.Tag, result string) []pgn.Tag {
	for _, name := range pgn.SevenTagRoster {
		if name == "Result" {
			dst = append(dst, pgn.Tag{Name: "Result", Value: result})
			continue
		}
		found := false
		for _, t := range tags {
			if t.Name == name {
				dst = append(dst, t)
				found = true
			}
		}
		if !found {
			v := "?"
			if name == "Date" {
				v = "????.??.??"
			}
			dst = append(dst, pgn.Tag{Name: name, Value: v})
		}
	}
	roster := len(dst)
	for _, t := range tags {
		if isRoster(t.Name) {
			continue
		}
		dst = append(dst, t)
		for i := len(dst) - 1; i > roster && dst[i-1].Name > t.Name; i-- {
			dst[i], dst[i-1] = dst[i-1], dst[i]
		}
	}
	return dst
}

func isRoster(name string) bool {
	switch name {
	case "Event", "Site", "Date", "Round", "White", "Black", "Result":
		return true
	}
	return false
}

// appendTag writes [Name "value"] with the value's quotes and backslashes
// escaped, as pgn.Writer does.
func appendTag(dst []byte, t pgn.Tag) []byte {
	dst = append(dst, '[')
	dst = append(dst, t.Name...)
	dst = append(dst, ' ', '"')
	v := t.Value
	for {
		i := strings.IndexAny(v, `"\`)
		if i < 0 {
			break
		}
		dst = append(dst, v[:i]...)
		dst = append(dst, '\\', v[i])
		v = v[i+1:]
	}
	dst = append(dst, v...)
	return append(dst, '"', ']', '\n')
}
