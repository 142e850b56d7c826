package cescacs

import (
	"strconv"
	"strings"
)

// String draws the board as text, Black's side at the top: one row per
// line from 28 down to 0, each cell in its column (two characters apart),
// a piece as its TLPD letter (upper case White) and an empty cell as '.'.
// The last rows name the columns and give the rest of the TLPD.
func (b *Board) String() string {
	if b == nil {
		return "<nil>"
	}
	var sb strings.Builder
	row := make([]byte, 0, 4+2*15)
	for line := 28; line >= 0; line-- {
		row = row[:0]
		if line < 10 {
			row = append(row, ' ')
		}
		row = strconv.AppendInt(row, int64(line), 10)
		row = append(row, ' ')
		for _, c := range lineCells[line] {
			for len(row) < 4+2*c.col() {
				row = append(row, ' ')
			}
			if q := b.pos.cells[c]; q.isPiece() {
				row = append(row, publicPiece(q).String()...)
			} else {
				row = append(row, '.')
			}
		}
		sb.Write(row)
		sb.WriteByte('\n')
	}
	sb.WriteString("   ")
	for i := 0; i < len(columnLetters); i++ {
		sb.WriteByte(' ')
		sb.WriteByte(columnLetters[i])
	}
	sb.WriteByte('\n')
	tlpd := b.TLPD()
	sb.WriteString(tlpd[strings.IndexByte(tlpd, ' ')+1:])
	sb.WriteByte('\n')
	return sb.String()
}
