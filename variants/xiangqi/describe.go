package xiangqi

import "github.com/pgntool/pgntool/pgn"

// MoveInfo describes one move in the position it was played from: what
// moves where, what it takes, and how each notation writes it. Get it
// from [Board.Describe]. It prints as its WXF ("C2.5").
type MoveInfo struct {
	Move pgn.Move
	// From and To are the points the moving piece leaves and reaches.
	From, To Square
	// Piece is the piece that moves, Captured the piece taken or NoPiece.
	Piece, Captured Piece
	// Check says whether the move attacks the opponent's general; Mate
	// whether it also leaves the opponent no legal move. A move that
	// leaves the opponent no move without check wins too in xiangqi: see
	// Board.IsStalemate after playing it.
	Check, Mate bool

	chinese            [12]byte
	wxf                [4]byte
	iccs               [5]byte
	chineseLen, wxfLen uint8
}

// Chinese returns the move in Chinese notation ("炮二平五").
func (i MoveInfo) Chinese() string { return string(i.chinese[:i.chineseLen]) }

// WXF returns the move in WXF notation ("C2.5").
func (i MoveInfo) WXF() string { return string(i.wxf[:i.wxfLen]) }

// ICCS returns the move in ICCS coordinates ("H2-E2").
func (i MoveInfo) ICCS() string {
	if i.wxfLen == 0 {
		return ""
	}
	return string(i.iccs[:])
}

// UCCI returns the move as UCCI engines write it ("h2e2").
func (i MoveInfo) UCCI() string {
	if i.wxfLen == 0 {
		return ""
	}
	return string([]byte{i.iccs[0] | 0x20, i.iccs[1], i.iccs[3] | 0x20, i.iccs[4]})
}

// String returns the WXF notation.
func (i MoveInfo) String() string { return i.WXF() }

// IsCapture reports whether the move takes a piece.
func (i MoveInfo) IsCapture() bool { return i.Captured != NoPiece }

// Describe tells what m, a legal move of the current position, does. A
// move that is not legal here is refused as Play refuses it. Describe
// allocates nothing.
func (b *Board) Describe(m pgn.Move) (MoveInfo, error) {
	if err := b.check(m); err != nil {
		return MoveInfo{}, err
	}
	from, to := mFrom(m), mTo(m)
	info := MoveInfo{Move: m, From: Square(from), To: Square(to), Piece: Piece(b.sq[from]), Captured: Piece(b.sq[to])}
	info.chineseLen = uint8(len(b.AppendMove(info.chinese[:0], m, NotationChinese)))
	info.wxfLen = uint8(len(b.AppendMove(info.wxf[:0], m, NotationWXF)))
	b.AppendMove(info.iccs[:0], m, NotationICCS)
	b.Make(m)
	info.Check = b.inCheck(b.side)
	info.Mate = info.Check && !b.hasLegalMove()
	b.Unmake()
	return info, nil
}
