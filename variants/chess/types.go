package chess

import "fmt"

// Square is one of the 64 squares, numbered as python-chess numbers them:
// A1 = 0, B1 = 1, … H1 = 7, A2 = 8, … H8 = 63. NoSquare stands for no
// square (no en passant target, no castling right).
type Square int8

// The squares, and NoSquare for none.
const (
	A1, B1, C1, D1, E1, F1, G1, H1 Square = 0, 1, 2, 3, 4, 5, 6, 7
	A2, B2, C2, D2, E2, F2, G2, H2 Square = 8, 9, 10, 11, 12, 13, 14, 15
	A3, B3, C3, D3, E3, F3, G3, H3 Square = 16, 17, 18, 19, 20, 21, 22, 23
	A4, B4, C4, D4, E4, F4, G4, H4 Square = 24, 25, 26, 27, 28, 29, 30, 31
	A5, B5, C5, D5, E5, F5, G5, H5 Square = 32, 33, 34, 35, 36, 37, 38, 39
	A6, B6, C6, D6, E6, F6, G6, H6 Square = 40, 41, 42, 43, 44, 45, 46, 47
	A7, B7, C7, D7, E7, F7, G7, H7 Square = 48, 49, 50, 51, 52, 53, 54, 55
	A8, B8, C8, D8, E8, F8, G8, H8 Square = 56, 57, 58, 59, 60, 61, 62, 63

	NoSquare Square = -1
)

// SquareAt returns the square on file (0 for a … 7 for h) and rank (0 for
// rank 1 … 7 for rank 8), or NoSquare when either is off the board.
func SquareAt(file, rank int) Square {
	if !onBoard(file, rank) {
		return NoSquare
	}
	return Square(rank*8 + file)
}

// ParseSquare reads a square name such as "e4" (lower-case file letter,
// rank digit).
func ParseSquare(s string) (Square, error) {
	sq, ok := parseSquare(s)
	if !ok {
		return NoSquare, fmt.Errorf("chess: square %s is not a square name such as \"e4\" (file a-h, rank 1-8)", quoteShort(s))
	}
	return Square(sq), nil
}

// File returns the square's file, 0 for a … 7 for h.
func (s Square) File() int { return int(s) & 7 }

// Rank returns the square's rank, 0 for rank 1 … 7 for rank 8.
func (s Square) Rank() int { return int(s) >> 3 }

// Valid reports whether s is one of the 64 squares.
func (s Square) Valid() bool { return s >= A1 && s <= H8 }

// String returns the square's name, such as "e4", or "-" for NoSquare
// (as FEN writes a missing en passant square).
func (s Square) String() string {
	if !s.Valid() {
		return "-"
	}
	return squareName(int(s))
}

// Color is a side: White or Black.
type Color uint8

// The two sides.
const (
	White Color = white
	Black Color = black
)

// Other returns the opponent's colour.
func (c Color) Other() Color { return c ^ 1 }

// String returns "white" or "black".
func (c Color) String() string {
	if c == Black {
		return "black"
	}
	return "white"
}

// PieceType is a kind of piece without its colour.
type PieceType uint8

// The piece types; NoPieceType is the absence of one (no promotion).
const (
	NoPieceType PieceType = noType
	Pawn        PieceType = pawn
	Knight      PieceType = knight
	Bishop      PieceType = bishop
	Rook        PieceType = rook
	Queen       PieceType = queen
	King        PieceType = king
)

// String returns the type's English name ("knight"), or "" for NoPieceType.
func (t PieceType) String() string {
	if t > King {
		return fmt.Sprintf("PieceType(%d)", uint8(t))
	}
	return pieceNames[t]
}

// Letter returns the type's upper-case SAN letter ('N'), 'P' for a pawn,
// or 0 for NoPieceType.
func (t PieceType) Letter() byte {
	if t == NoPieceType || t > King {
		return 0
	}
	return "PNBRQK"[t-1]
}

// Piece is a piece of one colour, or NoPiece for an empty square.
type Piece uint8

// NoPiece is an empty square.
const NoPiece Piece = 0

// NewPiece returns the piece of colour c and type t.
func NewPiece(c Color, t PieceType) Piece { return Piece(makePiece(int(c&1), int(t&7))) }

// Color returns the piece's colour.
func (p Piece) Color() Color { return Color(piece(p).color()) }

// Type returns the piece's type; NoPieceType for NoPiece.
func (p Piece) Type() PieceType { return PieceType(piece(p).kind()) }

// String returns the piece as FEN writes it: "N" for a white knight, "n"
// for a black one, "." for NoPiece (as python-chess prints an empty square).
func (p Piece) String() string {
	t := p.Type()
	if t == NoPieceType || t > King {
		return "."
	}
	l := t.Letter()
	if p.Color() == Black {
		l += 'a' - 'A'
	}
	return string(rune(l))
}
