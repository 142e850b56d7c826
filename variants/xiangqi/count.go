package xiangqi

// PieceCount returns how many pieces stand on the board, generals
// included. A position search asks it after every move to pass over
// positions that cannot match without writing out their FEN; a board
// that holds no position has none.
func (b *Board) PieceCount() int {
	if b == nil || !b.ready {
		return 0
	}
	n := 0
	for _, p := range b.sq {
		if p != 0 {
			n++
		}
	}
	return n
}
