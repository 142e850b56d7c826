package chess

import "github.com/pgntool/pgntool/pgn"

// AppendPlayFromTo is MoveFromTo, AppendSAN and Make of the move found, in
// one call: it finds the legal move from one square to another (promotion
// as MoveFromTo reads it), appends its SAN with the check or mate sign to
// dst, and plays it. ok is false, dst as it was and the board untouched,
// when MoveFromTo finds no such move. A decoder that replays moves given
// by their squares (a Scid base) calls it for every move: the three calls
// each test the board, the move and what the one before learnt, and write
// the notation a byte at a time, which is a fifth of their cost.
func (b *Board) AppendPlayFromTo(dst []byte, from, to Square, promotion PieceType) (out []byte, m pgn.Move, ok bool) {
	if !b.usable() || promotion > King {
		return dst, 0, false
	}
	p := &b.p
	mv, ok := p.moveFromTo(int(from), int(to), int(promotion))
	if !ok {
		return dst, 0, false
	}
	gives := p.givesCheck(mv)
	mate := gives && p.mates(mv)
	dst = p.putPlayedSAN(dst, mv, gives, mate)
	p.next, p.nextCheck, p.nextSAN = mv, checkOf(gives), statusSAN(mate)
	p.makeMove(mv)
	return dst, pgn.Move(mv) | moveTag, true
}
