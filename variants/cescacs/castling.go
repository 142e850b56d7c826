package cescacs

// castleRule is one of the 24 castling codes: where the King lands and
// where each moving Rook lands (noCell when that Rook stays), for White;
// Black mirrors the lines.
type castleRule struct {
	code     string
	kingTo   [2]Cell
	kRookTo  [2]Cell // the king's rook (I3 / I25)
	qRookTo  [2]Cell // the queen's rook (C3 / C25)
	needKRok bool
	needQRok bool
}

var (
	kingStart  = [2]Cell{}
	kRookStart = [2]Cell{}
	qRookStart = [2]Cell{}
	castles    []castleRule
)

func cellAt(col byte, line int) Cell { return mkCell(columnIndex(col), line) }

func initCastles() {
	kingStart = [2]Cell{cellAt('G', 1), cellAt('G', 27)}
	kRookStart = [2]Cell{cellAt('I', 3), cellAt('I', 25)}
	qRookStart = [2]Cell{cellAt('C', 3), cellAt('C', 25)}
	// code, king, king's rook, queen's rook (White; "" = that rook stays).
	table := [][4]string{
		{"KRK-II", "I5", "I7", ""}, {"KRK-IK", "I5", "K4", ""}, {"KRK-IH", "I5", "H4", ""},
		{"KRK-HIO", "H6", "I5", ""}, {"KRK-HIOO", "H6", "I7", ""}, {"KRK-HH", "H6", "H4", ""},
		{"KRK-HG", "H6", "G5", ""}, {"KRK-FG", "F6", "G5", ""}, {"KRK-FE", "F6", "E7", ""},
		{"KRK-EF", "E5", "F6", ""}, {"KRK-EE", "E5", "E7", ""},
		{"KRD-DD", "D2", "", "D4"}, {"KRD-DE", "D2", "", "E1"}, {"KRD-HH", "H6", "", "H8"},
		{"KRD-HG", "H6", "", "G7"}, {"KRD-FG", "F6", "", "G7"}, {"KRD-FE", "F6", "", "E5"},
		{"KRD-EF", "E5", "", "F6"}, {"KRD-ED", "E5", "", "D4"},
		{"KRR-HIH", "H6", "I7", "H8"}, {"KRR-HGG", "H6", "G5", "G7"}, {"KRR-FGG", "F6", "G5", "G7"},
		{"KRR-FEE", "F6", "E7", "E5"}, {"KRR-EEF", "E5", "E7", "F6"},
	}
	for _, t := range table {
		r := castleRule{code: t[0]}
		r.kingTo = mirrorPair(t[1])
		if t[2] != "" {
			r.kRookTo = mirrorPair(t[2])
			r.needKRok = true
		}
		if t[3] != "" {
			r.qRookTo = mirrorPair(t[3])
			r.needQRok = true
		}
		castles = append(castles, r)
	}
}

func mirrorPair(s string) [2]Cell {
	c, _, _, _ := parseCell([]byte(s))
	return [2]Cell{c, mkCell(c.col(), 28-c.line())}
}

// rookPath walks from a Rook's start to its target along one orthogonal
// direction and calls f for each cell passed, target included. It returns
// false when the target is not on an orthogonal line from the start.
func rookPath(from, to Cell, f func(Cell) bool) bool {
	for _, d := range orthoOff {
		c := from
		for i := 0; i < 14; i++ {
			c += Cell(d)
			if int(c) < 0 || int(c) >= gridSize || !isCell[c] {
				break
			}
			if c == to {
				// Replay the walk now that the direction is known.
				for p := from + Cell(d); ; p += Cell(d) {
					if !f(p) {
						return true
					}
					if p == to {
						return true
					}
				}
			}
		}
	}
	return false
}
