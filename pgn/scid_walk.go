package pgn

// WalkGame hands the elements of g to c as Walk(g, c) does, on a walk kept
// in c from game to game instead of one made for each call: a caller that
// checks many games in turn with one Checker (convert --to scid does, for
// each game it writes) allocates no walk per game. Unlike Check, it takes
// the game as it is, its reading's diagnostics and budget aside. A nil
// checker or game does nothing.
func (c *Checker) WalkGame(g *Game) {
	if c == nil || g == nil {
		return
	}
	c.walk.walk(g, c)
}
