package pgn

// OnPlayed has the checker give f each move it plays, with the board
// before the move is made, in the order the checker plays them: a move,
// then the moves of its variations, then the next move of its line. A
// move that does not replay is not given, nor those after it in its
// line. f must leave the board's position as it is; nil stops the calls.
//
// It lets a writer of another format take each move from the checks'
// replay rather than replay the game a second time (the Scid base
// writer does). The hook rides on the checker's sink, which a Writer's
// checks set for their own checker, so that a checker without a hook
// pays one test per move, as before.
func (c *Checker) OnPlayed(f func(b Board, m Move)) {
	if c == nil {
		return
	}
	if f == nil {
		if c.sink != nil && c.sink.onPlayed != nil {
			c.sink = nil
		}
		return
	}
	c.sink = &sharedWalk{onPlayed: f}
}
