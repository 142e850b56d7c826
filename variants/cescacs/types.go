package cescacs

import (
	"fmt"
	"iter"
)

// Color is a player: White moves first.
type Color uint8

// The two players.
const (
	White Color = iota
	Black
)

// String returns "white" or "black".
func (c Color) String() string {
	if c == Black {
		return "black"
	}
	return "white"
}

// Other returns the opponent.
func (c Color) Other() Color { return c ^ 1 }

// PieceType is a kind of piece, without its colour.
type PieceType uint8

// The nine piece types, in the order of their CTL-AN letters P E J N G R V
// D K. NoPieceType is the type of an empty cell.
const (
	NoPieceType PieceType = iota
	Pawn
	Elephant
	Bishop
	Knight
	Pegasus
	Rook
	Wyvern
	Queen
	King
)

// String names the type in English, as "pegasus".
func (t PieceType) String() string {
	if t > King {
		return fmt.Sprintf("PieceType(%d)", uint8(t))
	}
	if t == NoPieceType {
		return "none"
	}
	return kindNames[t]
}

// Letter is the standard CTL-AN letter (P E J N G R V D K), or '.' for
// NoPieceType.
func (t PieceType) Letter() byte {
	if t > King {
		return '?'
	}
	return standardLetters[t]
}

// Piece is a piece of one colour. The zero Piece is no piece: PieceAt
// returns it for an empty cell.
type Piece struct {
	Type  PieceType
	Color Color
}

// IsZero reports whether p is no piece.
func (p Piece) IsZero() bool { return p.Type == NoPieceType }

// String is the TLPD symbol: the letter in upper case for White, in lower
// case for Black, "." for no piece (python-chess's Piece.symbol).
func (p Piece) String() string {
	l := p.Type.Letter()
	if p.Color == Black && l >= 'A' && l <= 'Z' {
		l += 'a' - 'A'
	}
	return string(l)
}

// Name is the English name, as "black rook", or "nothing".
func (p Piece) Name() string { return p.internal().String() }

// FAN is the CTL-FAN figurine, or "" for no piece.
func (p Piece) FAN() string {
	if p.Type == NoPieceType || p.Type > King {
		return ""
	}
	return fanFigures[p.Type][p.Color&1]
}

func (p Piece) internal() piece {
	if p.Type == NoPieceType || p.Type > King {
		return empty
	}
	return mkPiece(side(p.Color&1), kind(p.Type))
}

func publicPiece(q piece) Piece {
	if !q.isPiece() {
		return Piece{}
	}
	return Piece{Type: PieceType(q.kind()), Color: Color(q.side())}
}

// NoCell is the zero Cell: no cell of the board. Cell values are indexes in
// the board's internal grid; get them from ParseCell, Cells or a move.
const NoCell Cell = 0

// ParseCell reads a cell in CTL coordinates: a column letter of
// PTABCDEFGHIKLXZ (there is no J) and a line from 0 to 28, as "G27".
// Columns with an even index (P A C ...) hold the odd lines, the others the
// even lines, and the hexagon cuts the corners, so "F13" is not a cell.
func ParseCell(s string) (Cell, error) {
	c, n, ok, real := parseCell([]byte(s))
	switch {
	case !ok || n != len(s):
		return NoCell, fmt.Errorf("cescacs: %q is not a cell: expected a column letter of %s and a line from 0 to 28, as G27", s, columnLetters)
	case !real:
		return NoCell, fmt.Errorf("cescacs: %q is not a cell of the board: column %c holds %s", s, s[0], columnRange(columnIndex(s[0])))
	}
	return c, nil
}

// columnRange describes the lines of a column, as "the odd lines 7 to 21".
func columnRange(col int) string {
	parity := "odd"
	if col%2 == 1 {
		parity = "even"
	}
	return fmt.Sprintf("the %s lines %d to %d", parity, promoLine[black][col], promoLine[white][col])
}

// Valid reports whether c is one of the 169 cells.
func (c Cell) Valid() bool { return c > 0 && int(c) < gridSize && isCell[c] }

// Column is the column index from White's left, 0 (P) to 14 (Z), or -1 for
// an invalid cell.
func (c Cell) Column() int {
	if !c.Valid() {
		return -1
	}
	return c.col()
}

// Line is the transversal line from White's side, 0 to 28, or -1 for an
// invalid cell.
func (c Cell) Line() int {
	if !c.Valid() {
		return -1
	}
	return c.line()
}

// Cells yields the 169 cells line by line from line 0 (White's side),
// columns from left to right.
func Cells() iter.Seq[Cell] {
	return func(yield func(Cell) bool) {
		for _, c := range allCells {
			if !yield(c) {
				return
			}
		}
	}
}
