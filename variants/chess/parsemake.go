package chess

import "github.com/pgntool/pgntool/pgn"

// ParseAndMake is ParseMove followed by Make of the move it finds, in one
// call: the same move, the same diagnostics and the same position after
// it, without a second call through the pgn.Board interface and with the
// move's position by pointer. Lint's checker asks it for every move
// (pgn.MoveMaker); a position search could too. When ok is false nothing
// is played, as after a ParseMove that fails.
func (b *Board) ParseAndMake(text []byte, pos *pgn.Position, report pgn.Report) (pgn.Move, bool) {
	if m, ok := b.parseQuick(text, pos, report); ok {
		// parseQuick left the move it found in next, legal as found:
		// Make's test that m is that move is passed over.
		b.p.makeMove(b.p.next)
		return m, true
	}
	m, ok := b.parseMoveGeneral(text, *pos, report)
	if ok {
		b.Make(m)
	}
	return m, ok
}
