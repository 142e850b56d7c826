package pgn

// check reports every fault of g as [Check] does, with a checker kept from
// game to game: its board and buffers are set up once, not per game.
func (w *Writer) check(g *Game, report Report) {
	c := w.checker
	if c == nil {
		c = NewChecker(report)
		w.checker = c
	}
	c.report = report
	c.useState(nil)
	if checkWith(c, g, report) {
		// The checker's board may be half-way through a move: the next
		// game gets a new one.
		w.checker = nil
	}
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
