package main

import (
	"slices"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/pgntool/pgntool/pgn"
)

// transformFlags are export's flags that edit each game before it is
// written; docs/toolbox.md shows each beside its pgn-extract equivalent,
// whose spellings are accepted as aliases.
func transformFlags() []cli.Flag {
	return []cli.Flag{
		&cli.BoolFlag{Name: "no-comments", Aliases: []string{"nocomments"}, Usage: "write no comments"},
		&cli.BoolFlag{Name: "no-variations", Aliases: []string{"novars"}, Usage: "write no variations"},
		&cli.BoolFlag{Name: "no-nags", Aliases: []string{"nonags"}, Usage: "write no NAGs"},
		&cli.BoolFlag{Name: "roster-only", Aliases: []string{"7", "sevtags"}, Usage: "write only the tags the variant requires (the Seven Tag Roster for chess)"},
		&cli.StringSliceFlag{Name: "drop-tags", Usage: "write no tag named in `A,B`"},
		&cli.StringSliceFlag{Name: "keep-tags", Usage: "write only the tags named in `A,B` and the variant's required tags"},
		&cli.BoolFlag{Name: "no-clocks", Usage: "strip clock and evaluation commands ([%clk], [%emt], [%eval]) from comments"},
		&cli.BoolFlag{Name: "plycount", Usage: "add a PlyCount tag: the number of main-line plies"},
		&cli.BoolFlag{Name: "fix-tags", Usage: "write tag values in the standard form lint proposes (1990年10月12日 as 1990.10.12, 1959 as 1959.??.??, round 01 as 1, a xiangqi FEN's side r as w, ...)"},
		&cli.BoolFlag{Name: "fix-result", Aliases: []string{"fixresulttags"}, Usage: "set the Result tag from the termination marker, and both from a final checkmate or stalemate when the marker is *"},
	}
}

// transform is the set of edits export makes to each game it writes.
type transform struct {
	noComments, noVariations, noNAGs, noClocks bool
	rosterOnly, plyCount, fixResult, fixTags   bool
	drop, keep                                 []string // tag names; keep nil: every tag
}

// newTransform reads the transform flags.
func newTransform(c *cli.Context) *transform {
	t := &transform{
		noComments:   c.Bool("no-comments"),
		noVariations: c.Bool("no-variations"),
		noNAGs:       c.Bool("no-nags"),
		noClocks:     c.Bool("no-clocks"),
		rosterOnly:   c.Bool("roster-only"),
		plyCount:     c.Bool("plycount"),
		fixResult:    c.Bool("fix-result"),
		fixTags:      c.Bool("fix-tags"),
		drop:         splitNames(c.StringSlice("drop-tags")),
	}
	if c.IsSet("keep-tags") {
		t.keep = splitNames(c.StringSlice("keep-tags"))
	}
	return t
}

// splitNames splits flag values at commas (StringSliceFlag already does for
// one value, but not for values given as one quoted word with spaces).
func splitNames(values []string) []string {
	var names []string
	for _, v := range values {
		for _, n := range strings.Split(v, ",") {
			if n = strings.TrimSpace(n); n != "" {
				names = append(names, n)
			}
		}
	}
	return names
}

// apply edits g in place. Tag values are repaired first; the result comes next, as it replays the
// moves before variations are dropped; the tags come last, so that
// PlyCount and Result survive --roster-only only if the roster holds them.
func (t *transform) apply(g *pgn.Game) {
	if t.fixTags {
		// First, so that --fix-result compares the marker with a
		// repaired Result tag.
		fixTags(g)
	}
	if t.fixResult {
		fixResult(g)
	}
	if t.noVariations {
		for _, n := range g.Moves.Moves {
			n.Variations = nil
		}
	}
	if t.noComments {
		g.After = nil
	}
	if t.noComments || t.noClocks || t.noNAGs {
		// Only these edit the lines: without them the walk of every move
		// would change nothing.
		t.editLine(&g.Moves)
	}
	if t.plyCount {
		// SetTag fails only on a bad name or value; these are fixed and valid.
		_ = g.SetTag("PlyCount", strconv.Itoa(len(g.Moves.Moves)))
	}
	t.editTags(g)
}

// editLine drops comments, NAGs and clock commands from l and its
// variations.
func (t *transform) editLine(l *pgn.Line) {
	if t.noComments {
		l.Comments, l.After = nil, nil
	} else if t.noClocks {
		l.Comments = stripClocks(l.Comments)
		l.After = stripClocks(l.After)
	}
	for _, n := range l.Moves {
		if t.noComments {
			n.Comments = nil
		} else if t.noClocks {
			n.Comments = stripClocks(n.Comments)
		}
		if t.noNAGs {
			n.NAGs = nil
		}
		for _, v := range n.Variations {
			t.editLine(v)
		}
	}
}

// clockCommands are the commands --no-clocks strips.
var clockCommands = []string{"clk", "emt", "eval"}

// stripClocks removes the clock and evaluation commands from comments,
// dropping a comment left with nothing but space.
func stripClocks(comments []pgn.Comment) []pgn.Comment {
	kept := comments[:0]
	for _, c := range comments {
		changed := false
		for _, name := range clockCommands {
			if text, ok := pgn.DeleteCommand(c.Text, name); ok {
				c.Text, changed = text, true
			}
		}
		if !changed || strings.TrimSpace(c.Text) != "" {
			kept = append(kept, c)
		}
	}
	return kept
}

// editTags applies --roster-only, --keep-tags and --drop-tags.
func (t *transform) editTags(g *pgn.Game) {
	if t.rosterOnly || t.keep != nil {
		roster := rosterNames(g)
		g.Tags = slices.DeleteFunc(g.Tags, func(tag pgn.Tag) bool {
			return !slices.Contains(roster, tag.Name) && !slices.Contains(t.keep, tag.Name)
		})
	}
	for _, name := range t.drop {
		g.DeleteTag(name)
	}
}

// rosterNames are the names of the tags the game's variant requires, as
// the reduced export format keeps them (with FEN and SetUp when the game
// starts from a set-up position).
func rosterNames(g *pgn.Game) []string {
	if g.Variant == nil {
		return nil
	}
	info := g.Variant.Info()
	e := pgn.TagExport{Result: g.ExportResult(), Reduced: true}
	if len(info.Notations) > 0 {
		e.Notation = info.Notations[0]
	}
	var names []string
	for _, tag := range g.Variant.ExportTags(slices.Clone(g.Tags), e) {
		names = append(names, tag.Name)
	}
	return names
}

// fixResult sets the Result tag from the termination marker; when the
// marker is "*" or missing and the main line ends in checkmate or
// stalemate, it sets both from the final position.
func fixResult(g *pgn.Game) {
	if g.Result == "" || g.Result == "*" {
		if result := finalOutcome(g); result != "" {
			_ = g.SetResult(result)
			return
		}
	}
	if g.Result == "" {
		return
	}
	if tag, ok := g.Tag("Result"); !ok || tag != g.Result {
		_ = g.SetResult(g.Result)
	}
}

// finalOutcome is the result that the position after the main line's last
// move forces, or "" when the game may go on or cannot be replayed to its
// end.
func finalOutcome(g *pgn.Game) string {
	if len(g.Moves.Moves) == 0 {
		return ""
	}
	last := g.Moves.Moves[len(g.Moves.Moves)-1]
	for p := range pgn.Plies(g, nil) {
		if p.Node == last && p.MainLine {
			result, reason := p.Board.Outcome()
			if reason == "checkmate" || reason == "stalemate" {
				return result
			}
			return ""
		}
	}
	return ""
}

// none reports whether t changes nothing: then a game can be written as
// it is read (pipeline.onePass).
func (t *transform) none() bool {
	return t == nil || !t.fixTags && !t.fixResult && !t.noVariations && !t.noComments && !t.noClocks &&
		!t.noNAGs && !t.plyCount && !t.rosterOnly && t.keep == nil && len(t.drop) == 0
}
