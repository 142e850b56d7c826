package chess

import "math/bits"

// bitboard is a set of squares, bit i for square i (a1 = 0, h8 = 63).
type bitboard uint64

// square numbers a1 = 0 … h8 = 63; noSquare marks an absent square.
const noSquare = -1

func sqFile(sq int) int { return sq & 7 }
func sqRank(sq int) int { return sq >> 3 }

// bit is the set of square sq, which must be on the board. The mask costs
// nothing: it tells the compiler that the shift is below 64, so that it
// emits one shift instead of also zeroing the result of a wider one.
func bit(sq int) bitboard { return 1 << (uint(sq) & 63) }

func (b bitboard) has(sq int) bool { return b&bit(sq) != 0 }
func (b bitboard) count() int      { return bits.OnesCount64(uint64(b)) }
func (b bitboard) lsb() int        { return bits.TrailingZeros64(uint64(b)) }

// pop removes the lowest square and returns it.
func (b *bitboard) pop() int {
	sq := bits.TrailingZeros64(uint64(*b))
	*b &= *b - 1
	return sq
}

const (
	rank1 bitboard = 0xff
	rank8 bitboard = 0xff << 56
	fileA bitboard = 0x0101010101010101
)

// Ray directions. The first four run towards higher square numbers, so the
// nearest blocker on them is the lowest set bit.
const (
	dirN = iota
	dirE
	dirNE
	dirNW
	dirS
	dirW
	dirSW
	dirSE
)

var dirStep = [8][2]int{{0, 1}, {1, 0}, {1, 1}, {-1, 1}, {0, -1}, {-1, 0}, {-1, -1}, {1, -1}}

var (
	rays        [8][64]bitboard
	knightAtt   [64]bitboard
	kingAtt     [64]bitboard
	pawnAtt     [2][64]bitboard // squares a pawn of that colour on sq attacks
	betweenBB   [64][64]bitboard
	lineBB      [64][64]bitboard // the whole line through two aligned squares
	rookEmpty   [64]bitboard
	bishopEmpty [64]bitboard
	alignedBB   [64]bitboard // the squares on a line with sq: rookEmpty | bishopEmpty
)

func onBoard(f, r int) bool { return f >= 0 && f < 8 && r >= 0 && r < 8 }

func init() {
	for sq := 0; sq < 64; sq++ {
		f, r := sqFile(sq), sqRank(sq)
		for d, st := range dirStep {
			for nf, nr := f+st[0], r+st[1]; onBoard(nf, nr); nf, nr = nf+st[0], nr+st[1] {
				rays[d][sq] |= bit(nr*8 + nf)
			}
		}
		for _, o := range [8][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}} {
			if onBoard(f+o[0], r+o[1]) {
				knightAtt[sq] |= bit((r+o[1])*8 + f + o[0])
			}
		}
		for _, st := range dirStep {
			if onBoard(f+st[0], r+st[1]) {
				kingAtt[sq] |= bit((r+st[1])*8 + f + st[0])
			}
		}
		for _, df := range [2]int{-1, 1} {
			if onBoard(f+df, r+1) {
				pawnAtt[white][sq] |= bit((r+1)*8 + f + df)
			}
			if onBoard(f+df, r-1) {
				pawnAtt[black][sq] |= bit((r-1)*8 + f + df)
			}
		}
		rookEmpty[sq] = rays[dirN][sq] | rays[dirE][sq] | rays[dirS][sq] | rays[dirW][sq]
		bishopEmpty[sq] = rays[dirNE][sq] | rays[dirNW][sq] | rays[dirSE][sq] | rays[dirSW][sq]
		alignedBB[sq] = rookEmpty[sq] | bishopEmpty[sq]
	}
	for a := 0; a < 64; a++ {
		for d := 0; d < 8; d++ {
			for r := rays[d][a]; r != 0; {
				b := r.pop()
				betweenBB[a][b] = rays[d][a] &^ rays[d][b] &^ bit(b)
				opp := (d + 4) % 8
				lineBB[a][b] = rays[d][a] | rays[opp][a] | bit(a)
			}
		}
	}
}

// lineAttacks returns the squares a slider on sq attacks along one line
// through it (file, rank, diagonal or anti-diagonal), up to and including
// the first occupied square each way. It needs no branch: the attacked
// span runs from the nearest blocker below sq, found by a leading-zero
// count, to the nearest above, found by isolating the lowest bit; the
// span is 2<<upper - 1<<lower in wrapping arithmetic, kept to the line.
// (No blocker below makes the span start at bit 0, none above end at 63.)
func lineAttacks(l *lineMasks, occ bitboard) bitboard {
	lower := uint64(l.lower & occ)
	upper := uint64(l.upper & occ)
	fromLower := ^uint64(0) << (63 - bits.LeadingZeros64(lower|1))
	pastUpper := (upper & -upper) << 1
	return l.line & bitboard(pastUpper+fromLower)
}

// lineMasks are one line through a square, without the square: its part
// below (lower square numbers), its part above, and both.
type lineMasks struct{ lower, upper, line bitboard }

// Lines through each square: 0 file, 1 rank, 2 diagonal, 3 anti-diagonal.
var lines [4][64]lineMasks

func init() {
	for sq := 0; sq < 64; sq++ {
		for l, up := range [4]int{dirN, dirE, dirNE, dirNW} {
			down := up + 4 // the opposite direction
			lines[l][sq] = lineMasks{rays[down][sq], rays[up][sq], rays[down][sq] | rays[up][sq]}
		}
	}
}

func rookAttacks(sq int, occ bitboard) bitboard {
	return lineAttacks(&lines[0][sq], occ) | lineAttacks(&lines[1][sq], occ)
}

func bishopAttacks(sq int, occ bitboard) bitboard {
	return lineAttacks(&lines[2][sq], occ) | lineAttacks(&lines[3][sq], occ)
}
