package chess

import (
	"slices"

	"github.com/pgntool/pgntool/pgn"
)

// AppendPlayFromToTaking is AppendPlayFromTo that also tells where the
// piece the move took stood: the destination, the square of the pawn taken
// en passant, NoSquare when the move takes nothing (castling included).
// It writes the SAN straight into dst's spare room (growing dst when it
// has fewer than eight bytes) instead of through a buffer. A decoder that
// keeps its own list of pieces (a Scid base numbers them) learns from
// taken which one left the board without looking at the board before the
// move. ok false, dst as it was and the board untouched, is
// AppendPlayFromTo's, as are out's bytes, m and the position after.
func (b *Board) AppendPlayFromToTaking(dst []byte, sqFrom, sqTo Square, promotion PieceType) (out []byte, m pgn.Move, taken Square, ok bool) {
	if !b.usable() || promotion > King {
		return dst, 0, NoSquare, false
	}
	p := &b.p
	if promotion != NoPieceType || p.check != checkNo {
		return p.playTaking(dst, int(sqFrom), int(sqTo), int(promotion))
	}
	// The usual move, a piece other than the king or a pawn that does
	// not promote or take en passant, with the side to move known not to
	// be in check, is tested, written and played here: the tests
	// moveFromTo and safe make of such a move, givesCheck's, and the SAN
	// as putPlayedSAN writes it, each once, where the calls each read the
	// board, the move and the side again. Any other move, and one of
	// these that is not legal or not found, goes to playTaking.
	from, to := int(sqFrom), int(sqTo)
	if uint(from) > 63 || uint(to) > 63 || from == to {
		return p.playTaking(dst, from, to, noType)
	}
	us := p.side & 1
	them := us ^ 1
	pc := p.board[from]
	if pc == 0 || pc.color() != us {
		return p.playTaking(dst, from, to, noType)
	}
	t := pc.kind()
	capture := p.pieces[them][0].has(to)
	switch t {
	case pawn:
		if r := sqRank(to); r == 0 || r == 7 {
			return p.playTaking(dst, from, to, noType)
		}
		step, startRank := 8, 1
		if us == black {
			step, startRank = -8, 6
		}
		switch {
		case to == from+step:
			if p.occ.has(to) {
				return p.playTaking(dst, from, to, noType)
			}
		case to == from+2*step:
			if sqRank(from) != startRank || p.occ.has(from+step) || p.occ.has(to) {
				return p.playTaking(dst, from, to, noType)
			}
		case pawnAtt[us][from].has(to) && capture:
		default:
			return p.playTaking(dst, from, to, noType)
		}
	case knight:
		if !knightAtt[from].has(to) {
			return p.playTaking(dst, from, to, noType)
		}
	case bishop:
		if !bishopEmpty[from].has(to) || betweenBB[from][to]&p.occ != 0 {
			return p.playTaking(dst, from, to, noType)
		}
	case rook:
		if !rookEmpty[from].has(to) || betweenBB[from][to]&p.occ != 0 {
			return p.playTaking(dst, from, to, noType)
		}
	case queen:
		if !alignedBB[from].has(to) || betweenBB[from][to]&p.occ != 0 {
			return p.playTaking(dst, from, to, noType)
		}
	default:
		return p.playTaking(dst, from, to, noType)
	}
	if p.pieces[us][0].has(to) {
		return p.playTaking(dst, from, to, noType)
	}
	// safe's usual case: the move is legal unless it uncovers the king.
	kings := p.pieces[p.side][king]
	k := kings.lsb()
	if kings == 0 || from == k || alignedBB[k].has(from) && p.pinnedOff(k, from, to) {
		return p.playTaking(dst, from, to, noType)
	}
	mv := newMove(from, to, noType, moveNormal)
	gives := false
	if their := p.kingSq(p.side ^ 1); their != noSquare {
		gives = p.normalGivesCheck(t, from, to, their)
	}
	mate := gives && p.mates(mv)

	const room = 8 // the longest SAN written here, Qa1xb2#, is seven bytes
	if cap(dst)-len(dst) < room {
		dst = slices.Grow(dst, room)
	}
	start := len(dst)
	buf := dst[start : start+room]
	n := 0
	if t == pawn {
		if sqFile(from) != sqFile(to) {
			buf[0], buf[1] = byte('a'+sqFile(from)), 'x'
			n = 2
		}
	} else {
		buf[0] = "  NBRQK"[t]
		n = 1
		// originToWrite looks for the other pieces of the type that
		// reach to; most moves have none even on an empty board.
		if p.pieces[us][t]&^bit(from)&emptyReach(t, to) != 0 {
			san := p.originToWrite(mv)
			if san&sanFile != 0 {
				buf[n] = byte('a' + sqFile(from))
				n++
			}
			if san&sanRank != 0 {
				buf[n] = byte('1' + sqRank(from))
				n++
			}
		}
		if capture {
			buf[n] = 'x'
			n++
		}
	}
	buf[n], buf[n+1] = byte('a'+sqFile(to)), byte('1'+sqRank(to))
	n += 2
	switch {
	case mate:
		buf[n] = '#'
		n++
	case gives:
		buf[n] = '+'
		n++
	}
	taken = NoSquare
	if capture {
		taken = Square(to)
	}
	p.makeNormal(mv, from, to, t, checkOf(gives), statusSAN(mate))
	return dst[:start+n], pgn.Move(mv) | moveTag, taken, true
}

// playTaking is AppendPlayFromToTaking for any move: moveFromTo,
// givesCheck, mates, the SAN and makeMove, each in its call.
func (p *position) playTaking(dst []byte, from, to, promotion int) (out []byte, m pgn.Move, taken Square, ok bool) {
	mv, ok := p.moveFromTo(from, to, promotion)
	if !ok {
		return dst, 0, NoSquare, false
	}
	gives := p.givesCheck(mv)
	mate := gives && p.mates(mv)
	dst = p.putPlayedSAN(dst, mv, gives, mate)
	taken = NoSquare
	switch mv.kind() {
	case moveNormal:
		if p.board[mv.to()] != 0 {
			taken = Square(mv.to())
		}
	case moveEnPassant:
		taken = Square(epCaptured(p.side&1, mv.to()))
	}
	p.next, p.nextCheck, p.nextSAN = mv, checkOf(gives), statusSAN(mate)
	p.makeMove(mv)
	return dst, pgn.Move(mv) | moveTag, taken, true
}

// putPlayedSAN is appendSANStatus for a legal move that is not the null
// move, writing into dst's room: the bytes of the SAN, at most seven, are
// stored where they go and dst is extended once, and the search for other
// pieces reaching the square is skipped when the mover has no other piece
// of its type.
func (p *position) putPlayedSAN(dst []byte, m move, gives, mate bool) []byte {
	const room = 8 // the longest SAN, Qa1xb2+ or exd8=Q#, is seven bytes
	if cap(dst)-len(dst) < room {
		dst = slices.Grow(dst, room)
	}
	start := len(dst)
	buf := dst[start : start+room]
	n := 0
	from, to := m.from(), m.to()
	if m.kind() == moveCastle {
		n = copy(buf, "O-O-O")
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
	return dst[:start+n]
}

// emptyReach is the squares from which a piece of type t (knight to
// queen) reaches sq on an empty board: a superset of the pieces reachers
// finds.
func emptyReach(t, sq int) bitboard {
	switch t {
	case knight:
		return knightAtt[sq]
	case bishop:
		return bishopEmpty[sq]
	case rook:
		return rookEmpty[sq]
	case queen:
		return alignedBB[sq]
	}
	return ^bitboard(0)
}

// makeNormal is makeMove of mv, a normal move from→to of a piece of type t
// (not the king, no promotion) that AppendPlayFromToTaking found legal,
// with check and san the check status and SAN status found for it:
// makeMove's normal branch without asking the move and the board again
// what the caller knows. The position after, its undo record and the
// fields next, nextCheck and nextSAN are those makeMove leaves after
// AppendPlayFromTo.
func (p *position) makeNormal(mv move, from, to, t int, check int8, san uint8) {
	u := undo{m: mv, ep: int8(p.ep), castle: p.castle, halfmove: int32(p.halfmove), check: p.check}
	p.next, p.nextCheck, p.nextSAN = 0, check, san
	p.ep = noSquare
	p.halfmove++
	us, them := p.side&1, (p.side^1)&1
	fromTo := bit(from) | bit(to)
	if c := p.board[to]; c != 0 {
		u.captured = c
		p.pieces[c.color()][c.kind()] &^= bit(to)
		p.pieces[c.color()][0] &^= bit(to)
		p.halfmove = 0
	}
	p.pieces[us][0] ^= fromTo
	p.pieces[us][t&7] ^= fromTo
	p.occ = p.occ&^bit(from) | bit(to)
	p.board[to] = p.board[from]
	p.board[from] = 0
	if t == pawn {
		p.halfmove = 0
		if to-from == 16 || from-to == 16 {
			p.ep = (from + to) / 2
		}
	}
	// A right is lost when its rook moves or is taken, as in makeMove.
	if fromTo&(rank1|rank8) != 0 && p.hasCastling() {
		c := &p.castle
		if int(c[us][kingSide]) == from {
			c[us][kingSide] = noSquare
		}
		if int(c[us][queenSide]) == from {
			c[us][queenSide] = noSquare
		}
		if int(c[them][kingSide]) == to {
			c[them][kingSide] = noSquare
		}
		if int(c[them][queenSide]) == to {
			c[them][queenSide] = noSquare
		}
	}
	p.fullmove += p.side
	p.side ^= 1
	p.check = check
	p.history = append(p.history, u)
}
