package pgn

// checkWriting reports every fault of g as [Check] does, with a checker
// kept from game to game (its board and buffers are set up once, not per
// game), and writes g's export tokens in notation on the way. shared is
// false when the tokens must still be written by a replay of the
// writer's own: the checker failed inside the game, or it replays a
// normalised tree at the end instead of the moves as they come.
func (w *Writer) checkWriting(g *Game, notation Notation) (shared bool) {
	c := w.checker
	if c == nil {
		c = NewChecker(w.noteFn)
		w.checker = c
	}
	c.report = w.noteFn
	c.useState(nil)
	w.startTokens()
	w.tw = tokenWalk{w: w, notation: notation}
	s := &w.shared
	*s = sharedWalk{tw: w.tw, c: c}
	c.sink, c.walk.also = s, s
	panicked := checkWith(c, g, w.noteFn)
	c.sink, c.walk.also = nil, nil
	if panicked {
		// The checker's board may be half-way through a move: the next
		// game gets a new one.
		w.checker = nil
		return false
	}
	if s.hasFailed {
		// The board failed writing a move: as when the writer replayed
		// the game itself, the game is not written (AppendGame).
		panic(s.failed)
	}
	return !c.deferred
}

// startTokens empties the token buffers for the next game.
func (w *Writer) startTokens() {
	w.toks = w.toks[:0]
	w.moves = w.moves[:0]
	w.spans = w.spans[:0]
}

// noteCheck passes a fault of the game being written on to the Report
// and notes whether it keeps the game from being written exactly.
func (w *Writer) noteCheck(d Diagnostic) {
	if blocksStrictExport(d) {
		w.blocked = true
	}
	if w.opts.Report != nil {
		w.opts.Report(d)
	}
}

// quiet drops the faults of the writer's own replay: the checks report
// them.
func quiet(Diagnostic) {}
