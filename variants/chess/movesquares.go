package chess

import "github.com/pgntool/pgntool/pgn"

// MoveSquares tells what AppendMove(dst, m, UCI) writes of m, a legal move
// of the position, without the text: the squares it goes from and to
// (castling as the king's two-square step, or in Chess960 as the king
// taking its rook) and the promotion piece, NoPieceType for none. The
// null move gives NoSquare for both squares. ok is false for a move that
// is not legal here, for which AppendMove writes nothing. A reader of the
// squares (an encoder that stores moves by square) is spared writing the
// text and reading it back.
func (b *Board) MoveSquares(m pgn.Move) (from, to Square, promotion PieceType, ok bool) {
	if b == nil || !b.ready {
		return NoSquare, NoSquare, NoPieceType, false
	}
	mv := sanitize(m)
	if !b.p.isLegal(mv) {
		return NoSquare, NoSquare, NoPieceType, false
	}
	f, t := mv.from(), mv.to()
	switch mv.kind() {
	case moveNull:
		return NoSquare, NoSquare, NoPieceType, true
	case moveCastle:
		if !b.p.chess960 {
			t, _ = castleTargets(b.p.side, mv.castleSide())
		}
	}
	return Square(f), Square(t), PieceType(mv.promo()), true
}
