package chess

// Colours and piece types. A piece is colour<<3 | type, 0 is an empty
// square, so the mailbox and the bitboards share one small encoding.
const (
	white = 0
	black = 1
)

const (
	noType = iota
	pawn
	knight
	bishop
	rook
	queen
	king
)

type piece uint8

func makePiece(c, t int) piece { return piece(c<<3 | t) }
func (p piece) color() int     { return int(p>>3) & 1 }
func (p piece) kind() int      { return int(p & 7) }

// Castling sides, indexing position.castle.
const (
	kingSide  = 0
	queenSide = 1
)

// sideWord names a castling side in messages.
var sideWord = [2]string{kingSide: "king", queenSide: "queen"}

// position is a chess position with the undo stack that Unmake needs. The
// bitboards answer attack questions; the mailbox answers "what is on sq"
// without scanning twelve sets.
type position struct {
	// pieces holds the squares by colour and type; index 0 holds the whole
	// colour. Eight types, one unused, so that a piece's type (three bits)
	// indexes it without a bounds check.
	pieces [2][8]bitboard
	occ    bitboard
	board  [64]piece
	side   int
	ep     int // en passant target square or noSquare
	// castle holds the rook square of each castling right, or noSquare.
	// Storing the rook rather than a flag makes Chess960 the general case;
	// int8 lets the undo record copy it as one word.
	castle   [2][2]int8
	halfmove int
	fullmove int
	chess960 bool
	// check caches whether the side to move is in check: legality tests
	// ask it for nearly every move, and the answer costs a full attack
	// scan. checkUnknown until asked or carried over from ParseMove.
	check int8
	// next and nextCheck carry the check verdict ParseMove reached for
	// next, so that Make of that move knows the new position's check
	// status without a scan. Any make or unmake clears next.
	next      move
	nextCheck int8
	// nextSAN tells AppendSAN what ParseMove learnt of next beyond its
	// check (sanStatus and the san* bits), so that the writer, which
	// parses each move and then writes it, searches for mate and for
	// pieces that reach the same square once instead of twice. It is
	// valid while next is.
	nextSAN uint8
	// quickOrigin is the nextSAN of a move quickMove took: sanStatus,
	// sanOrigin, and what of its origin the last piece move quickPiece
	// took wrote (sanFile, sanRank or nothing), which is what canonical
	// SAN writes and what AppendSAN reads for a piece move only. It is
	// set up by clear, so that a pawn move before any piece move finds
	// the first two.
	quickOrigin uint8
	history     []undo
}

// Bits of position.nextSAN.
const (
	sanStatus uint8 = 1 << iota // the mate bit is known (nextCheck gives the check)
	sanMate                     // next mates
	sanOrigin                   // the origin bits are known: next was read as canonical SAN
	sanFile                     // canonical SAN writes next's origin file
	sanRank                     // canonical SAN writes next's origin rank
)

// Values of position.check and position.nextCheck.
const (
	checkUnknown int8 = iota
	checkNo
	checkYes
)

func checkOf(inCheck bool) int8 {
	if inCheck {
		return checkYes
	}
	return checkNo
}

// undo is what a move destroys and Unmake must restore. It is packed into
// 16 bytes because every game allocates a stack of them.
type undo struct {
	m        move
	halfmove int32
	captured piece
	ep       int8
	castle   [2][2]int8
	check    int8 // position.check before the move
}

// noCastling is the castling state without any right.
var noCastling = [2][2]int8{{noSquare, noSquare}, {noSquare, noSquare}}

// hasCastling reports whether any castling right is left. An absent right
// is -1, all bits set, so the rights' AND is -1 exactly when all are gone;
// comparing the arrays instead costs a memequal call.
func (p *position) hasCastling() bool {
	c := &p.castle
	return c[0][0]&c[0][1]&c[1][0]&c[1][1] != noSquare
}

func (p *position) clear() {
	h := p.history[:0]
	*p = position{ep: noSquare, fullmove: 1, history: h, quickOrigin: sanStatus | sanOrigin}
	p.castle = noCastling
}

func (p *position) put(sq int, pc piece) {
	b := bit(sq)
	p.board[sq] = pc
	p.pieces[pc.color()][pc.kind()] |= b
	p.pieces[pc.color()][0] |= b
	p.occ |= b
}

func (p *position) remove(sq int) {
	pc := p.board[sq]
	b := bit(sq)
	p.board[sq] = 0
	p.pieces[pc.color()][pc.kind()] &^= b
	p.pieces[pc.color()][0] &^= b
	p.occ &^= b
}

func (p *position) kingSq(c int) int {
	k := p.pieces[c][king]
	if k == 0 {
		return noSquare
	}
	return k.lsb()
}

// attackers returns the pieces of colour by that attack sq, given the
// occupancy occ (which may differ from p.occ when testing a move).
func (p *position) attackers(sq, by int, occ bitboard) bitboard {
	them := &p.pieces[by]
	a := knightAtt[sq]&them[knight] | kingAtt[sq]&them[king] | pawnAtt[by^1][sq]&them[pawn]
	if rq := them[rook] | them[queen]; rq&rookEmpty[sq] != 0 {
		a |= rookAttacks(sq, occ) & rq
	}
	if bq := them[bishop] | them[queen]; bq&bishopEmpty[sq] != 0 {
		a |= bishopAttacks(sq, occ) & bq
	}
	return a & occ
}

// checkers returns the pieces giving check to the side to move.
func (p *position) checkers() bitboard {
	k := p.kingSq(p.side)
	if k == noSquare {
		return 0
	}
	return p.attackers(k, p.side^1, p.occ)
}

// inCheck reports whether the side to move is in check, from the cache
// when it is known.
func (p *position) inCheck() bool {
	if p.check == checkUnknown {
		p.check = checkOf(p.checkers() != 0)
	}
	return p.check == checkYes
}

// pinnedOff reports whether moving the piece on from (not the king) to to
// uncovers an attack on the mover's king k: from is the only piece between
// k and an enemy slider on their line, and to lies off that line. It looks
// only at the one line through k and from, where a full attack scan would
// look at eight.
func (p *position) pinnedOff(k, from, to int) bool {
	return uncovers(k, from, to, &p.pieces[p.side^1], p.occ)
}

// uncovers reports whether a piece leaving from for to opens the line from
// k through from to a slider of sliders (one side's piece sets). The small
// empty-board line tables settle most moves before the 32 KB lineBB and
// betweenBB tables are touched. Hot callers test alignedBB[k].has(from)
// first, inline: most pieces stand on no line through k, and the test
// saves them the call.
func uncovers(k, from, to int, sliders *[8]bitboard, occ bitboard) bool {
	var snipers bitboard
	switch {
	case rookEmpty[k].has(from):
		snipers = (sliders[rook] | sliders[queen]) & rookEmpty[k]
	case bishopEmpty[k].has(from):
		snipers = (sliders[bishop] | sliders[queen]) & bishopEmpty[k]
	}
	if snipers == 0 {
		return false
	}
	line := lineBB[k][from]
	if line.has(to) {
		return false
	}
	return shields(k, from, snipers&line, occ)
}

// shields reports whether from is the only piece of occ between k and one
// of snipers, all of which lie on one line through k.
func shields(k, from int, snipers, occ bitboard) bool {
	for snipers != 0 {
		if b := betweenBB[k][snipers.pop()]; b.has(from) && b&occ == bit(from) {
			return true
		}
	}
	return false
}

// pinned returns the pieces of the side to move that shield their king from
// an enemy slider.
func (p *position) pinned() bitboard {
	us, them := p.side, p.side^1
	k := p.kingSq(us)
	if k == noSquare {
		return 0
	}
	snipers := rookEmpty[k]&(p.pieces[them][rook]|p.pieces[them][queen]) |
		bishopEmpty[k]&(p.pieces[them][bishop]|p.pieces[them][queen])
	var pinned bitboard
	for snipers != 0 {
		s := snipers.pop()
		b := betweenBB[k][s] & p.occ
		if b != 0 && b&(b-1) == 0 && b&p.pieces[us][0] != 0 {
			pinned |= b
		}
	}
	return pinned
}
