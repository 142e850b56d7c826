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
	dst = p.appendPlayedSAN(dst, mv, gives, mate)
	p.next, p.nextCheck, p.nextSAN = mv, checkOf(gives), statusSAN(mate)
	p.makeMove(mv)
	return dst, pgn.Move(mv) | moveTag, true
}

// appendPlayedSAN is appendSANStatus for a legal move that is not the null
// move: the notation is built in a small array and appended once, and the
// search for other pieces reaching the square is skipped when the mover
// has no other piece of its type.
func (p *position) appendPlayedSAN(dst []byte, m move, gives, mate bool) []byte {
	var buf [8]byte // the longest SAN, Qa1xb2+ or exd8=Q#, is seven bytes
	n := 0
	from, to := m.from(), m.to()
	if m.kind() == moveCastle {
		n = copy(buf[:], "O-O-O")
		if m.castleSide() == kingSide {
			n = 3
		}
	} else {
		t := p.board[from].kind()
		if t == pawn {
			if sqFile(from) != sqFile(to) {
				buf[0], buf[1] = byte('a'+sqFile(from)), 'x'
				n = 2
			}
		} else {
			buf[0] = "  NBRQK"[t]
			n = 1
			if p.pieces[p.side&1][t]&^bit(from) != 0 {
				san := p.originToWrite(m)
				if san&sanFile != 0 {
					buf[n] = byte('a' + sqFile(from))
					n++
				}
				if san&sanRank != 0 {
					buf[n] = byte('1' + sqRank(from))
					n++
				}
			}
			if p.occ.has(to) {
				buf[n] = 'x'
				n++
			}
		}
		buf[n], buf[n+1] = byte('a'+sqFile(to)), byte('1'+sqRank(to))
		n += 2
		if pr := m.promo(); pr != noType {
			buf[n], buf[n+1] = '=', "  NBRQK"[pr]
			n += 2
		}
	}
	switch {
	case mate:
		buf[n] = '#'
		n++
	case gives:
		buf[n] = '+'
		n++
	}
	return append(dst, buf[:n]...)
}
