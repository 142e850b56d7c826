package filter

// pieceCounter is a board that tells how many pieces stand on it (kings
// included) without writing out its position: an optional method of a
// plugin's board. A position search that looks for positions only (no
// material) then writes out the position only where its number of pieces
// matches a position sought, and stops at a capture that leaves fewer
// pieces than every position needs, as it would from the written
// position: writing out the position after every move was a quarter of a
// search's instructions.
type pieceCounter interface {
	PieceCount() int
}
