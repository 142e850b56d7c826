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

// undo is what Unmake needs to restore a position.
type undo struct {
	move     pgn.Move
	captured int8
	half     int32
}

// Board is a xiangqi position with its history; it implements pgn.Board.
type Board struct {
	sq    [squares]int8
	side  int
	kings [2]int
	half  int // plies since the last capture
	full  int // the move number, counted as in FEN
	hist  []undo

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
// move so that the zero Move never names a1a1.
func mkMove(from, to int) pgn.Move { return pgn.Move(from | to<<8 | 1<<16) }
func mFrom(m pgn.Move) int         { return int(m & 0xff) }
func mTo(m pgn.Move) int           { return int(m>>8) & 0xff }

// onBoardMove reports whether both squares of m lie on the board. Only
// ParseMove's moves are legal to Make, but a library caller may pass any
// value, and a board must not panic on it.
func onBoardMove(m pgn.Move) bool { return mFrom(m) < squares && mTo(m) < squares }

// Make plays m, a legal move of the current position.
func (b *Board) Make(m pgn.Move) {
	if b == nil {
		return
	}
	if !onBoardMove(m) {
		// Recorded so that the matching Unmake takes back nothing.
		b.hist = append(b.hist, undo{move: m})
		return
	}
	from, to := mFrom(m), mTo(m)
	p := b.sq[from]
	c := b.sq[to]
	b.hist = append(b.hist, undo{move: m, captured: c, half: int32(b.half)})
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
	u := b.hist[n]
	b.hist = b.hist[:n]
	if !onBoardMove(u.move) {
		return
	}
	b.side ^= 1
	if b.side == black {
		b.full--
	}
	from, to := mFrom(u.move), mTo(u.move)
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
