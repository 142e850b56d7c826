package xiangqi

import "github.com/pgntool/pgntool/pgn"

// The board is a 9×10 mailbox: square = rank*9 + file, file 0 is ICCS
// file a and rank 0 is Red's back rank. A plain array keeps make/unmake
// free of allocation and makes FEN and ICCS conversion trivial.
const (
	files   = 9
	ranks   = 10
	squares = files * ranks
)

// Piece kinds. Red pieces are positive, Black pieces the negated kind.
const (
	empty    int8 = 0
	king     int8 = 1
	advisor  int8 = 2
	elephant int8 = 3
	horse    int8 = 4
	rook     int8 = 5
	cannon   int8 = 6
	pawn     int8 = 7
)

// Sides: red moves "up" the ranks, black "down".
const (
	red   = 0
	black = 1
)

// maxMoves bounds the legal moves of any xiangqi position (the known
// maximum is well under 150), so move lists can live in fixed arrays.
const maxMoves = 192

func sq(file, rank int) int { return rank*files + file }
func fileOf(s int) int      { return s % files }
func rankOf(s int) int      { return s / files }
func onBoard(f, r int) bool { return f >= 0 && f < files && r >= 0 && r < ranks }
func kindOf(p int8) int8    { return max(p, -p) }
func sideOf(p int8) int     { return int(uint8(p) >> 7) } // 0 red, 1 black; p != 0
func colour(side int, k int8) int8 {
	if side == black {
		return -k
	}
	return k
}

// forward is the rank step towards the opponent.
func forward(side int) int { return 1 - 2*side }

// crossed reports whether a piece of side on rank r is past the river.
func crossed(side, r int) bool {
	if side == red {
		return r >= 5
	}
	return r <= 4
}

// inPalace reports whether (f, r) lies in side's palace.
func inPalace(side, f, r int) bool {
	if f < 3 || f > 5 {
		return false
	}
	if side == red {
		return r <= 2
	}
	return r >= 7
}

// undo is what Unmake needs to restore a position, and the position's
// key before the move, which also serves to count repetitions. It is
// packed into 16 bytes, as every board keeps a stack of them: from and to
// are the move's points, from == offBoard for a move Make did not play.
type undo struct {
	key      uint64
	half     int32
	from, to uint8
	captured int8
}

// offBoard marks the undo record of a move off the board.
const offBoard = 0xff

// Board is a xiangqi position with the moves played on it. Make one with
// [NewBoard]; the zero Board holds no position and answers every query
// with a zero value. A Board implements [pgn.Board] for the PGN reader; a
// program of its own uses LegalMoves, Play, Parse and the queries. A
// Board is not safe for use by several goroutines at once; [Board.Copy]
// gives each its own.
type Board struct {
	sq    [squares]int8
	side  int
	kings [2]int
	half  int // plies since the last capture
	full  int // the move number, counted as in FEN
	hist  []undo
	key   uint64 // the Zobrist key of pieces and side, kept up by Make and Unmake
	// ready is set when a FEN was placed without error: the public
	// queries answer only then, so a zero or failed Board answers nothing.
	ready bool

	// What ParseMove needs to know about the game: the Format tag and the
	// coordinate dialects seen so far, so an ambiguous token is read the
	// way the game's other tokens were.
	format      string // "Chinese", "WXF", "ICCS" or "" when no tag
	formatTag   bool
	warnedFmt   bool
	firstFamily family
	warnedMix   bool
	warnedBase  bool // the rank numbering changed (reported once a game)
	winboard    bool // the Variant tag names the game, as WinBoard writes
	rankBase    int8 // 0 or 1 once known for coordinates and SAN, -1 unknown

	buf [maxMoves]pgn.Move // scratch list for ParseMove and Outcome
}

// newBoard returns an empty board ready for a position to be placed.
func newBoard() *Board {
	return &Board{hist: make([]undo, 0, 512), full: 1, rankBase: -1}
}

// Move packing: from in bits 0–7, to in bits 8–15; bit 16 marks a real
// move so that the zero Move never names a1a1. Bits 24–31 hold the piece
// that moves and bits 32–39 the piece on the destination (both as the
// board stores them), so that Play can tell a move made for another
// position from one of this position; bits 48–63 hold moveTag, which
// marks a xiangqi board's move. Make and Unmake read only from and to.
const (
	moveTag  pgn.Move = 0x5851 << 48 // "XQ"
	tagMask  pgn.Move = 0xFFFF << 48
	realMove pgn.Move = 1 << 16
	// moveBits are the bits a xiangqi move may have set.
	moveBits pgn.Move = tagMask | 0xFF_FF<<24 | realMove | 0xFFFF
)

func mFrom(m pgn.Move) int { return int(m & 0xff) }
func mTo(m pgn.Move) int   { return int(m>>8) & 0xff }

// mPiece and mCaptured are the pieces the move was made with.
func mPiece(m pgn.Move) int8    { return int8(uint8(m >> 24)) }
func mCaptured(m pgn.Move) int8 { return int8(uint8(m >> 32)) }

// moveFrom is the part of a move from s that does not depend on its
// destination.
func (b *Board) moveFrom(s int) pgn.Move {
	return moveTag | realMove | pgn.Move(s) | pgn.Move(uint8(b.sq[s]))<<24
}

// moveTo completes the move started by moveFrom with its destination.
func (b *Board) moveTo(base pgn.Move, to int) pgn.Move {
	return base | pgn.Move(to)<<8 | pgn.Move(uint8(b.sq[to]))<<32
}

// move is the move from s to to in the current position; both must be
// points of the board.
func (b *Board) move(from, to int) pgn.Move { return b.moveTo(b.moveFrom(from), to) }

// onBoardMove reports whether both squares of m lie on the board. Only
// ParseMove's moves are legal to Make, but a library caller may pass any
// value, and a board must not panic on it.
func onBoardMove(m pgn.Move) bool { return mFrom(m) < squares && mTo(m) < squares }

// Make plays m, a legal move of the current position, without checking
// it: it is the fast path of replay, for moves LegalMoves or ParseMove just
// returned. A move that is not legal here leaves the board in a state no
// game reaches; use [Board.Play] for a move of unknown origin.
func (b *Board) Make(m pgn.Move) {
	if b == nil {
		return
	}
	if !onBoardMove(m) {
		// Recorded so that the matching Unmake takes back nothing.
		b.hist = append(b.hist, undo{key: b.key, from: offBoard})
		return
	}
	from, to := mFrom(m), mTo(m)
	p := b.sq[from]
	c := b.sq[to]
	// The record is appended zero and filled field by field: a record
	// built whole on the stack is copied with one 16-byte load of bytes
	// just stored in pieces, which the processor cannot forward (it made
	// Make three times slower).
	b.hist = append(b.hist, undo{})
	u := &b.hist[len(b.hist)-1]
	u.key, u.half, u.from, u.to, u.captured = b.key, int32(b.half), uint8(from), uint8(to), c
	b.key ^= zob(p, from) ^ zob(p, to) ^ zob(c, to) ^ zobristSide
	b.sq[to] = p
	b.sq[from] = empty
	if kindOf(p) == king {
		b.kings[b.side] = to
	}
	if c != empty {
		b.half = 0
	} else {
		b.half++
	}
	if b.side == black {
		b.full++
	}
	b.side ^= 1
}

// Unmake takes back the last move made.
func (b *Board) Unmake() {
	if b == nil || len(b.hist) == 0 {
		return
	}
	n := len(b.hist) - 1
	// Fields are read one by one, for the reason Make writes them so.
	u := &b.hist[n]
	b.hist = b.hist[:n]
	b.key = u.key
	if u.from == offBoard {
		return
	}
	b.side ^= 1
	if b.side == black {
		b.full--
	}
	from, to := int(u.from), int(u.to)
	p := b.sq[to]
	b.sq[from] = p
	b.sq[to] = u.captured
	if kindOf(p) == king {
		b.kings[b.side] = from
	}
	b.half = int(u.half)
}

// MoveNumber gives the number of the move about to be played and whether
// Black plays it.
func (b *Board) MoveNumber() (int, bool) {
	if b == nil {
		return 1, false
	}
	return max(b.full, 1), b.side == black
}

// Outcome reports a loss for the side to move when it has no legal move:
// in xiangqi stalemate loses just as checkmate does.
func (b *Board) Outcome() (result, reason string) {
	if b == nil || b.sq[b.kings[red]] != colour(red, king) || b.sq[b.kings[black]] != colour(black, king) {
		return "", "" // no position: the zero Board, or one a foreign move broke
	}
	if len(b.legalMoves(b.buf[:0])) > 0 {
		return "", ""
	}
	reason = "stalemate"
	if b.inCheck(b.side) {
		reason = "checkmate"
	}
	if b.side == red {
		return "0-1", reason
	}
	return "1-0", reason
}
