package pgn

// MoveMaker is implemented by boards that read a move and play it in one
// call. The checks of a game ([Checker], lint) ask it for each move when
// nothing needs the board between reading the move and playing it, which
// saves a call through the [Board] interface and a copy of the move's
// Position per move.
//
// ParseAndMake(text, pos, report) must do exactly what ParseMove(text, *pos,
// report) does, followed, when that answers ok, by Make of its move. Like
// ParseMove's, its text is read only and not kept past the call.
type MoveMaker interface {
	ParseAndMake(text []byte, pos *Position, report Report) (Move, bool)
}

// played records a move that the board has read and made itself
// (MoveMaker), as make does after Make.
func (r *replayer) played(m Move) {
	r.ply++
	r.cur.made++
	r.cur.last = m
	r.cur.hasLast = true
}
