package xiangqi

import "fmt"

// Square is one of the 90 points of the board, numbered rank by rank from
// Red's side: A0 = 0, B0 = 1, … I0 = 8, A1 = 9, … I9 = 89. Files a–i run
// left to right as Red sees the board and ranks 0–9 run up from Red's
// back rank, as ICCS and UCCI coordinates count them. NoSquare stands for
// no point.
type Square int8

// The points of the board, and NoSquare for none.
const (
	A0, B0, C0, D0, E0, F0, G0, H0, I0 Square = 0, 1, 2, 3, 4, 5, 6, 7, 8
	A1, B1, C1, D1, E1, F1, G1, H1, I1 Square = 9, 10, 11, 12, 13, 14, 15, 16, 17
	A2, B2, C2, D2, E2, F2, G2, H2, I2 Square = 18, 19, 20, 21, 22, 23, 24, 25, 26
	A3, B3, C3, D3, E3, F3, G3, H3, I3 Square = 27, 28, 29, 30, 31, 32, 33, 34, 35
	A4, B4, C4, D4, E4, F4, G4, H4, I4 Square = 36, 37, 38, 39, 40, 41, 42, 43, 44
	A5, B5, C5, D5, E5, F5, G5, H5, I5 Square = 45, 46, 47, 48, 49, 50, 51, 52, 53
	A6, B6, C6, D6, E6, F6, G6, H6, I6 Square = 54, 55, 56, 57, 58, 59, 60, 61, 62
	A7, B7, C7, D7, E7, F7, G7, H7, I7 Square = 63, 64, 65, 66, 67, 68, 69, 70, 71
	A8, B8, C8, D8, E8, F8, G8, H8, I8 Square = 72, 73, 74, 75, 76, 77, 78, 79, 80
	A9, B9, C9, D9, E9, F9, G9, H9, I9 Square = 81, 82, 83, 84, 85, 86, 87, 88, 89

	NoSquare Square = -1
)

// SquareAt returns the point on file (0 for a … 8 for i) and rank (0 for
// Red's back rank … 9 for Black's), or NoSquare when either is off the
// board.
func SquareAt(file, rank int) Square {
	if !onBoard(file, rank) {
		return NoSquare
	}
	return Square(sq(file, rank))
}

// ParseSquare reads a point in ICCS coordinates, such as "e0" (Red's
// general) or "H2" (a file letter a–i in either case, a rank digit 0–9).
func ParseSquare(s string) (Square, error) {
	if len(s) == 2 {
		f, r := int(s[0]|0x20)-'a', int(s[1])-'0'
		if onBoard(f, r) {
			return Square(sq(f, r)), nil
		}
	}
	return NoSquare, fmt.Errorf("xiangqi: %s is not a point such as \"e0\" (file a-i, rank 0-9)", quoteToken([]byte(s)))
}

// File returns the point's file, 0 for a … 8 for i.
func (s Square) File() int { return fileOf(int(s)) }

// Rank returns the point's rank, 0 for Red's back rank … 9 for Black's.
func (s Square) Rank() int { return rankOf(int(s)) }

// Valid reports whether s is one of the 90 points.
func (s Square) Valid() bool { return s >= A0 && s <= I9 }

// String returns the point in lower-case ICCS coordinates, such as "e0",
// or "-" for NoSquare.
func (s Square) String() string {
	if !s.Valid() {
		return "-"
	}
	return string([]byte{byte('a' + s.File()), byte('0' + s.Rank())})
}

// Color is a side: Red, which moves first and starts on ranks 0–4, or
// Black.
type Color uint8

// The two sides.
const (
	Red   Color = red
	Black Color = black
)

// Other returns the opponent's colour.
func (c Color) Other() Color { return c ^ 1 }

// String returns "red" or "black".
func (c Color) String() string {
	if c == Black {
		return "black"
	}
	return "red"
}

// PieceType is a kind of piece without its colour.
type PieceType uint8

// The piece types with their usual English names; NoPieceType is the
// absence of one. FEN writes them K A B N R C P, WXF K A E H R C P.
const (
	NoPieceType PieceType = PieceType(empty)
	General     PieceType = PieceType(king)     // 帅/将, the king
	Advisor     PieceType = PieceType(advisor)  // 仕/士, the guard
	Elephant    PieceType = PieceType(elephant) // 相/象, the minister
	Horse       PieceType = PieceType(horse)    // 马, the knight
	Chariot     PieceType = PieceType(rook)     // 车, the rook
	Cannon      PieceType = PieceType(cannon)   // 炮
	Soldier     PieceType = PieceType(pawn)     // 兵/卒, the pawn
)

// String returns the type's English name ("horse"), or "" for
// NoPieceType.
func (t PieceType) String() string {
	if t > Soldier {
		return fmt.Sprintf("PieceType(%d)", uint8(t))
	}
	return kindNames[t]
}

// Letter returns the type's upper-case FEN letter ('N' for the horse), or
// 0 for NoPieceType.
func (t PieceType) Letter() byte {
	if t > Soldier {
		return 0
	}
	return pieceLetters[t]
}

// WXFLetter returns the type's WXF letter ('H' for the horse), or 0 for
// NoPieceType.
func (t PieceType) WXFLetter() byte {
	if t == NoPieceType || t > Soldier {
		return 0
	}
	return wxfLetters[t]
}

// Piece is a piece of one colour, or NoPiece for an empty point.
type Piece int8

// NoPiece is an empty point.
const NoPiece Piece = 0

// NewPiece returns the piece of colour c and type t.
func NewPiece(c Color, t PieceType) Piece {
	if t > Soldier {
		return NoPiece
	}
	return Piece(colour(int(c&1), int8(t)))
}

// Color returns the piece's colour (Red for NoPiece).
func (p Piece) Color() Color {
	if p < 0 {
		return Black
	}
	return Red
}

// Type returns the piece's type; NoPieceType for NoPiece.
func (p Piece) Type() PieceType {
	k := kindOf(int8(p))
	if k < 0 || k > pawn { // k < 0 only for -128, whose negation overflows
		return NoPieceType
	}
	return PieceType(k)
}

// String returns the piece as FEN writes it: "N" for a red horse, "n" for
// a black one, "." for NoPiece.
func (p Piece) String() string {
	l := p.Type().Letter()
	if l == 0 {
		return "."
	}
	if p < 0 {
		l |= 0x20
	}
	return string(rune(l))
}
