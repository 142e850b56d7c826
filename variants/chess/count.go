package chess

import "math/bits"

// PieceCount returns how many pieces stand on the board, kings and pawns
// included (python-chess: len(board.piece_map())). A position search
// asks it after every move to pass over positions that cannot match
// without writing them out; a board that holds no position has none.
func (b *Board) PieceCount() int {
	if b == nil || !b.ready {
		return 0
	}
	return bits.OnesCount64(uint64(b.p.occ))
}
