package chess

import "github.com/pgntool/pgntool/pgn"

// MoveInfo describes one move in the position it was played from: what
// moves where, what it takes, what it becomes. Get it from
// [Board.Describe]. It prints as its SAN ("Nxe5+").
type MoveInfo struct {
	Move pgn.Move
	// From and To are the squares the moving piece leaves and reaches. For
	// castling they are the king's (e1 and g1), and RookFrom and RookTo
	// the rook's; both are NoSquare for other moves. The null move has
	// NoSquare everywhere.
	From, To         Square
	RookFrom, RookTo Square
	// Piece is the piece that moves (the king when castling), Captured the
	// piece taken or NoPiece; for en passant the pawn beside To.
	Piece, Captured Piece
	// Promotion is the type a pawn becomes, or NoPieceType.
	Promotion PieceType
	// Castling, EnPassant and Null say what kind of move it is.
	Castling, EnPassant, Null bool
	// Check and Mate say whether the move gives check and checkmate.
	Check, Mate bool

	san, uci       [8]byte
	sanLen, uciLen uint8
}

// SAN returns the move in Standard Algebraic Notation, with its check or
// mate sign.
func (i MoveInfo) SAN() string { return string(i.san[:i.sanLen]) }

// UCI returns the move as UCI writes it in the board's mode.
func (i MoveInfo) UCI() string { return string(i.uci[:i.uciLen]) }

// String returns the SAN.
func (i MoveInfo) String() string { return i.SAN() }

// IsCapture reports whether the move takes a piece.
func (i MoveInfo) IsCapture() bool { return i.Captured != NoPiece }

// Describe tells what m, a legal move of the current position, does. A
// move that is not legal here is refused as Play refuses it. Describe
// allocates nothing.
func (b *Board) Describe(m pgn.Move) (MoveInfo, error) {
	mv, err := b.legal(m)
	if err != nil {
		return MoveInfo{}, err
	}
	p := &b.p
	info := MoveInfo{Move: m, From: NoSquare, To: NoSquare, RookFrom: NoSquare, RookTo: NoSquare}
	info.Check, info.Mate = p.checkStatus(mv)
	info.sanLen = uint8(len(p.appendSANStatus(info.san[:0], mv, info.Check, info.Mate)))
	info.uciLen = uint8(len(p.appendUCI(info.uci[:0], mv)))
	from, to := mv.from(), mv.to()
	switch mv.kind() {
	case moveNull:
		info.Null = true
		return info, nil
	case moveCastle:
		kingTo, rookTo := castleTargets(p.side, mv.castleSide())
		info.Castling = true
		info.From, info.To = Square(from), Square(kingTo)
		info.RookFrom, info.RookTo = Square(to), Square(rookTo)
		info.Piece = Piece(p.board[from])
		return info, nil
	case moveEnPassant:
		info.EnPassant = true
		info.Captured = Piece(p.board[epCaptured(p.side, to)])
	default:
		info.Captured = Piece(p.board[to])
	}
	info.From, info.To = Square(from), Square(to)
	info.Piece = Piece(p.board[from])
	info.Promotion = PieceType(mv.promo())
	return info, nil
}
