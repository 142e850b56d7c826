package pgn

// CheckGame reports every fault of g as [Check] does, to c's report
// function, on a checker kept from game to game: its board and buffers
// are set up once, where Check sets up a checker and a board for every
// game. A panic in the game's variant is reported as an internal-fault
// diagnostic, as by Check, and the checker lets its board go, so that the
// next game sets up a new one. A nil checker or game does nothing.
func (c *Checker) CheckGame(g *Game) {
	if c == nil || g == nil {
		return
	}
	c.init()
	report := c.report
	if report == nil {
		report = ignoreDiagnostic
	}
	if checkWith(c, g, report) {
		// The board may be half-way through a move.
		c.spare = spareBoard{}
	}
}
