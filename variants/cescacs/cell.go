package cescacs

// The board lives in a padded mailbox so that every offset used by the
// pieces (up to a knight ride of six columns or ten lines) lands either on a
// real cell or on a sentinel, never outside the array.
const (
	padCols   = 6
	padLines  = 10
	gridWidth = 15 + 2*padCols
	gridLines = 29 + 2*padLines
	gridSize  = gridWidth * gridLines
	numCells  = 169
)

// Cell is one of the 169 cells, written in CTL coordinates as G27
// (ParseCell, String). Its value is an index in the board's internal grid,
// not a number from 0 to 168; NoCell, the zero Cell, is no cell.
type Cell int16

const noCell Cell = 0

// columnLetters names the 15 columns from White's left; there is no J.
const columnLetters = "PTABCDEFGHIKLXZ"

func mkCell(col, line int) Cell {
	return Cell((line+padLines)*gridWidth + col + padCols)
}

func (c Cell) col() int  { return int(c)%gridWidth - padCols }
func (c Cell) line() int { return int(c)/gridWidth - padLines }

// validCell says whether a column index and line form one of the 169 cells:
// odd columns hold even lines, and the hexagon cuts the corners.
func validCell(col, line int) bool {
	if col < 0 || col > 14 || line < 0 || line > 28 || (col+line)%2 == 0 {
		return false
	}
	if col <= 7 {
		return 7-col <= line && line <= 21+col
	}
	return col-7 <= line && line <= 35-col
}

// colourOf gives the cell colour, which depends on the line only.
type cellColour uint8

const (
	colourBlack  cellColour = iota // line mod 3 == 0
	colourWhite                    // line mod 3 == 1
	colourColour                   // line mod 3 == 2: the third colour
)

var colourNames = [...]string{colourBlack: "black", colourWhite: "white", colourColour: "coloured"}

func (c Cell) colour() cellColour { return cellColour(c.line() % 3) }

// offset is a displacement in the mailbox.
func offset(dcol, dline int) int { return dline*gridWidth + dcol }

// Direction tables as (column, line) pairs; see the rules notes §2.
var (
	orthoSteps = [6][2]int{{0, 2}, {0, -2}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}}
	diagSteps  = [6][2]int{{2, 0}, {-2, 0}, {1, 3}, {1, -3}, {-1, 3}, {-1, -3}}
	knightJump = [12][2]int{{3, 1}, {3, -1}, {-3, 1}, {-3, -1}, {2, 4}, {1, 5},
		{2, -4}, {1, -5}, {-2, 4}, {-1, 5}, {-2, -4}, {-1, -5}}
)

var (
	orthoOff  [6]int
	diagOff   [6]int
	knightOff [12]int
	// allCells lists the real cells, line by line from 0 up, columns left
	// to right.
	allCells [numCells]Cell
	// isCell marks real cells in the mailbox.
	isCell [gridSize]bool
	// promoLine is the last line of each column, for White and Black.
	promoLine [2][15]int
)

func initCells() {
	for i, d := range orthoSteps {
		orthoOff[i] = offset(d[0], d[1])
	}
	for i, d := range diagSteps {
		diagOff[i] = offset(d[0], d[1])
	}
	for i, d := range knightJump {
		knightOff[i] = offset(d[0], d[1])
	}
	n := 0
	for line := 0; line <= 28; line++ {
		for col := 0; col <= 14; col++ {
			if validCell(col, line) {
				c := mkCell(col, line)
				allCells[n] = c
				isCell[c] = true
				n++
			}
		}
	}
	for col := 0; col <= 14; col++ {
		lo, hi := 28, 0
		for line := 0; line <= 28; line++ {
			if validCell(col, line) {
				lo = min(lo, line)
				hi = max(hi, line)
			}
		}
		promoLine[white][col] = hi
		promoLine[black][col] = lo
	}
}

// String writes the cell in CTL coordinates, such as F14.
func (c Cell) String() string {
	return string(c.appendTo(nil))
}

func (c Cell) appendTo(dst []byte) []byte {
	if c <= 0 || int(c) >= gridSize || !isCell[c] {
		return append(dst, '?')
	}
	dst = append(dst, columnLetters[c.col()])
	l := c.line()
	if l >= 10 {
		dst = append(dst, byte('0'+l/10))
	}
	return append(dst, byte('0'+l%10))
}

func columnIndex(b byte) int {
	for i := 0; i < len(columnLetters); i++ {
		if columnLetters[i] == b {
			return i
		}
	}
	return -1
}

// parseCell reads a cell at the start of b and returns it with the bytes it
// used. ok is false when b does not start with a column letter and a line
// number; real reports whether that column and line form a board cell.
func parseCell(b []byte) (c Cell, n int, ok, real bool) {
	if len(b) < 2 {
		return noCell, 0, false, false
	}
	col := columnIndex(b[0])
	if col < 0 || b[1] < '0' || b[1] > '9' {
		return noCell, 0, false, false
	}
	line := int(b[1] - '0')
	n = 2
	if len(b) > 2 && b[2] >= '0' && b[2] <= '9' {
		line = line*10 + int(b[2]-'0')
		n = 3
	}
	if !validCell(col, line) {
		return noCell, n, true, false
	}
	return mkCell(col, line), n, true, true
}

// isPromotionCell says whether c is the last cell of its column for side s.
func isPromotionCell(c Cell, s side) bool {
	return promoLine[s][c.col()] == c.line()
}
