package chess

import "github.com/pgntool/pgntool/pgn"

// ParseAndMake is ParseMove followed by Make of the move it finds, in one
// call: the same move, the same diagnostics and the same position after
// it, without a second call through the pgn.Board interface and without
// Make's test that the move is the one just parsed. A replay that makes
// every move it parses (lint's checker, a position search) can use it
// for each move of a line; when ok is false nothing is played, as after
// a ParseMove that fails.
func (b *Board) ParseAndMake(text []byte, pos pgn.Position, report pgn.Report) (pgn.Move, bool) {
	m, ok := b.ParseMove(text, pos, report)
	if ok {
		// ParseMove left the move it found in next, legal as found.
		b.p.makeMove(b.p.next)
	}
	return m, ok
}
