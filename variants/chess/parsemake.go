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
	if b != nil && b.ready {
		if m, mark, gives, ok := b.p.quickMove(text); ok {
			b.p.next, b.p.nextCheck, b.p.nextSAN = m, checkOf(gives), b.p.quickOrigin
			b.parsedSAN = !gives && mark == markNone
			if gives || mark != markNone {
				b.quickMark(text, m, mark, gives, pos, report)
			}
			b.p.makeMove(m)
			return pgn.Move(m) | moveTag, true
		}
	}
	if b != nil {
		b.parsedSAN = false
	}
	pm, ok := b.parseMoveGeneral(text, pos, report)
	if ok {
		b.p.makeMove(b.p.next) // the move parseMoveGeneral found
	}
	return pm, ok
}
