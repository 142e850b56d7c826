package cescacs

// The python-chess style questions a Board answers about its position.

// Turn is the side to move.
func (b *Board) Turn() Color {
	if b == nil {
		return White
	}
	return Color(b.pos.toMove)
}

// PieceAt returns the piece on c, or the zero Piece when c is empty or not
// a cell.
func (b *Board) PieceAt(c Cell) Piece {
	if b == nil || !c.Valid() {
		return Piece{}
	}
	return publicPiece(b.pos.cells[c])
}

// King returns the cell of the King of colour c.
func (b *Board) King(c Color) Cell {
	if b == nil {
		return NoCell
	}
	return b.pos.kingAt[c&1]
}

// InCheck reports whether the King of the side to move is attacked.
func (b *Board) InCheck() bool { return b != nil && b.pos.inCheck(b.pos.toMove) }

// CastlingRights says which of a side's pieces have not moved yet: an
// unmoved King may leap (one knight jump, its first move) and castle with an
// unmoved Rook.
type CastlingRights struct {
	King      bool // the King is unmoved on G1 (G27)
	KingRook  bool // the king's rook is unmoved on I3 (I25)
	QueenRook bool // the queen's rook is unmoved on C3 (C25)
}

// CanCastle reports whether the King and at least one Rook are unmoved.
func (r CastlingRights) CanCastle() bool { return r.King && (r.KingRook || r.QueenRook) }

// CastlingRights returns the castling state of colour c, as TLPD field 3
// records it.
func (b *Board) CastlingRights(c Color) CastlingRights {
	if b == nil {
		return CastlingRights{}
	}
	m := b.pos.moved[c&1]
	return CastlingRights{
		King:      m&kingMoved == 0,
		KingRook:  m&kRookMoved == 0,
		QueenRook: m&qRookMoved == 0,
	}
}

// EnPassantKind says what special pawn capture the side to move may make.
type EnPassantKind uint8

// The special capture chances; each lasts one move.
const (
	NoEnPassant   EnPassantKind = iota
	AfterDouble                 // a pawn stepped two cells: take it on the crossed cell (@)
	AfterTriple                 // stepped three: on either crossed cell (@ nearer, @@ farther)
	AfterScornful               // side-stepped a facing pawn, which may take it (@)
)

// String names the chance.
func (k EnPassantKind) String() string {
	switch k {
	case AfterDouble:
		return "after a double step"
	case AfterTriple:
		return "after a triple step"
	case AfterScornful:
		return "after a scornful step"
	}
	return "none"
}

// EnPassant is the special capture chance of the side to move, TLPD field
// 4.
type EnPassant struct {
	Kind EnPassantKind
	Pawn Cell // the pawn that may be taken
	// Cells are, after a double or triple step, the crossed cells a
	// capturer lands on (the one nearer the pawn first); after a scornful
	// step, the cells of the pawns that may take it. Unused entries are
	// NoCell.
	Cells [2]Cell
}

// EnPassant returns the special capture chance, as TLPD field 4 records
// it; its Kind is NoEnPassant when there is none.
func (b *Board) EnPassant() EnPassant {
	if b == nil {
		return EnPassant{}
	}
	ps := &b.pos.pass
	switch ps.kind {
	case passDouble, passTriple:
		return EnPassant{Kind: EnPassantKind(ps.kind), Pawn: ps.victim, Cells: ps.land}
	case passScornful:
		return EnPassant{Kind: AfterScornful, Pawn: ps.victim, Cells: ps.capture}
	}
	return EnPassant{}
}

// HalfmoveClock counts the plies since the last capture or pawn move: the
// game is drawn at 150 (75 moves), and may be claimed drawn at 100.
func (b *Board) HalfmoveClock() int {
	if b == nil {
		return 0
	}
	return b.pos.halfmove
}

// FullmoveNumber is the number of the move the side to move is about to
// play, counting from 1 (also when the TLPD gave "?"; MoveNumber tells).
func (b *Board) FullmoveNumber() int {
	if b == nil || b.pos.number < 1 {
		return 1
	}
	return b.pos.number
}

// Key is a 64-bit Zobrist key of the position: the pieces, the side to
// move, the castling rights and the en passant or scornful captures
// available. Equal positions have equal keys, however they were reached,
// in every run (the key table is fixed; see zobrist.go). It is computed
// when asked, in one pass over the cells.
func (b *Board) Key() uint64 {
	if b == nil {
		return 0
	}
	return b.pos.zobrist()
}

// RepetitionCount says how often the current position has stood on the
// board in the moves made since the last capture or pawn move, itself
// included: 3 may be claimed drawn, 5 is drawn.
func (b *Board) RepetitionCount() int {
	if b == nil {
		return 0
	}
	return b.repetitions()
}

// Copy returns an independent board in the same position with the same
// moves to take back.
func (b *Board) Copy() *Board {
	if b == nil {
		return nil
	}
	c := *b
	c.hist = append(make([]undo, 0, max(256, len(b.hist))), b.hist...)
	c.habits = nil
	return &c
}

// TLPD returns the position in TLPD, in standard letters.
func (b *Board) TLPD() string { return string(b.AppendPosition(nil)) }
