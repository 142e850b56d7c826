package cescacs

import "github.com/pgntool/pgntool/pgn"

// Move layout inside pgn.Move:
//
//	bits  0-10 from cell      bits 11-21 to cell
//	bits 22-25 special kind   bits 26-29 promotion kind (15 = waits, =&)
//	bits 30-34 castling rule  bits 35-42 captured piece
//	bits 43-53 captured cell (differs from "to" for @, @@ and scornful)
type special uint8

const (
	mvNormal   special = iota
	mvDouble           // pawn double step
	mvTriple           // pawn triple step
	mvPassing          // en passant onto the nearer crossed cell (@)
	mvPassing2         // en passant onto the farther crossed cell (@@)
	mvScornful         // orthogonal capture of a scornful pawn (@)
	mvCastle
	mvPromoteWaiting // a waiting pawn promotes where it stands
	mvRide           // knight ride (double jump)
	mvLeap           // king's leap
)

const promoWait kind = 15

func encode(from, to Cell, sp special, promo kind, castle int, captured piece, capAt Cell) pgn.Move {
	return pgn.Move(uint64(from)&0x7ff |
		(uint64(to)&0x7ff)<<11 |
		uint64(sp)<<22 |
		uint64(promo)<<26 |
		uint64(castle)<<30 |
		uint64(captured)<<35 |
		(uint64(capAt)&0x7ff)<<43)
}

func mFrom(m pgn.Move) Cell       { return Cell(m & 0x7ff) }
func mTo(m pgn.Move) Cell         { return Cell(m >> 11 & 0x7ff) }
func mSpecial(m pgn.Move) special { return special(m >> 22 & 0xf) }
func mPromo(m pgn.Move) kind      { return kind(m >> 26 & 0xf) }
func mCastle(m pgn.Move) int      { return int(m >> 30 & 0x1f) }
func mCaptured(m pgn.Move) piece  { return piece(m >> 35 & 0xff) }
func mCapAt(m pgn.Move) Cell      { return Cell(m >> 43 & 0x7ff) }

// moveList is a fixed buffer so that generation does not allocate.
type moveList struct {
	n     int
	moves [600]pgn.Move
}

func (l *moveList) add(m pgn.Move) {
	if l.n < len(l.moves) {
		l.moves[l.n] = m
		l.n++
	}
}
