package cescacs

// repetitions counts how often the current position has stood on the board
// since the last capture or pawn move, itself included. It takes the moves
// back and replays them, so it costs a walk over the halfmove clock; it is
// meant for Outcome, once per game.
func (b *Board) repetitions() int {
	want := b.pos.zobrist()
	n := 1
	plies := min(b.pos.halfmove, len(b.hist))
	var moves [160]undo
	if plies > len(moves) {
		plies = len(moves)
	}
	for i := 0; i < plies; i++ {
		moves[i] = b.hist[len(b.hist)-1]
		b.Unmake()
		if b.pos.zobrist() == want {
			n++
		}
	}
	for i := plies - 1; i >= 0; i-- {
		b.Make(moves[i].m)
	}
	return n
}
