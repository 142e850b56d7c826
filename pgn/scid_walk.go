package pgn

// WalkGame hands the elements of g to c in the order Walk(g, c) does,
// calling c's methods directly instead of through the Visitor interface
// and a tree walk, with the buffer that hands texts over kept in c from
// game to game: a caller that checks many games in turn with one Checker
// (convert --to scid does, for each game it writes) pays neither the walk
// it would make per game nor its calls per move. Unlike Check, it takes
// the game as it is, its reading's diagnostics and budget aside. A nil
// checker or game does nothing.
func (c *Checker) WalkGame(g *Game) {
	if c == nil || g == nil {
		return
	}
	w := &c.walk
	if w.also != nil {
		// A Writer's checker: its walk tells the Writer too.
		w.walk(g, c)
		return
	}
	end := g.End
	if !end.IsValid() {
		end = g.Pos
	}
	c.BeginGame(g.Pos)
	for i := range g.Tags {
		c.Tag(g.Tags[i])
	}
	if c.EndTags(g.Variant) {
		c.EndGame(end)
		return
	}
	c.walkComments(w, g.Moves.Comments)
	c.walkLine(w, &g.Moves)
	if g.Result != "" {
		c.Result(g.ResultPos, w.bytes(g.Result))
	}
	c.walkComments(w, g.After)
	c.EndGame(end)
	// The last move's position is the tree's: a kept checker must not
	// keep the tree alive.
	c.lastPos = nil
}

// walkLine is WalkGame's walk of one line: each move with its number,
// annotations and comments, then its variations, as visitorWalk tells a
// visitor of them.
func (c *Checker) walkLine(w *visitorWalk, l *Line) {
	for _, n := range l.Moves {
		// The checker only reads the texts of moves and numbers: it gets
		// the tree's bytes, as it does on visitorWalk's walk.
		if n.Number != "" {
			pos := &n.NumberPos
			if !pos.IsValid() {
				pos = &n.Pos
			}
			c.numberAt(pos, readOnlyBytes(n.Number))
		}
		c.move(&n.Pos, readOnlyBytes(n.Text))
		for _, nag := range n.NAGs {
			c.NAG(n.Pos, nag)
		}
		for _, gl := range n.Glyphs {
			c.Glyph(n.Pos, w.bytes(gl))
		}
		c.walkComments(w, n.Comments)
		for _, sub := range n.Variations {
			if c.BeginVariation(sub.Pos) {
				continue
			}
			if sub.Label != "" {
				c.Label(sub.Pos, w.bytes(sub.Label))
			}
			c.walkComments(w, sub.Comments)
			c.walkLine(w, sub)
			c.EndVariation(sub.Pos)
			c.walkComments(w, sub.After)
		}
	}
}

// walkComments hands comments to c.
func (c *Checker) walkComments(w *visitorWalk, cs []Comment) {
	for i := range cs {
		c.Comment(cs[i].Pos, w.bytes(cs[i].Text), cs[i].Line)
	}
}
