package filter

import "strings"

// materialCond is a balance of pieces: how many of each letter both sides
// have, kings left out. Letters are the variant's own (chess KQRBNP,
// xiangqi FEN KABNRCP, C'escacs KDVRGNJEP), as its position string writes
// them: upper case for the first player, lower case for the second.
type materialCond struct {
	sides [2][26]uint8
}

// parseMaterial reads "KRP vs KR" or "KRP KR": two lists of piece letters,
// case ignored; a letter may be repeated or followed by a count ("P3").
// A king letter is allowed and ignored. column is 0-based within text.
func parseMaterial(text string) (m materialCond, column int, msg string) {
	fields := strings.Fields(text)
	if len(fields) == 3 && strings.EqualFold(fields[1], "vs") {
		fields = []string{fields[0], fields[2]}
	}
	if len(fields) != 2 {
		return m, 0, `want two sides' pieces, such as "KRP vs KR"`
	}
	for side, f := range fields {
		col := strings.Index(text, f)
		if side == 1 {
			col = strings.LastIndex(text, f)
		}
		last := -1
		for i := 0; i < len(f); i++ {
			c := f[i]
			switch {
			case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
				last = int(c|0x20) - 'a'
				m.sides[side][last]++
			case c >= '1' && c <= '9' && last >= 0:
				m.sides[side][last] += c - '1' // the letter counted one already
				last = -1
			default:
				return m, col + i, "want piece letters, each optionally followed by a count"
			}
		}
	}
	m.sides[0]['k'-'a'], m.sides[1]['k'-'a'] = 0, 0
	return m, 0, ""
}

// countMaterial counts the pieces of a position string's placement field.
func countMaterial(position []byte) (c [2][26]uint8) {
	for _, b := range position {
		switch {
		case b == ' ':
			c[0]['k'-'a'], c[1]['k'-'a'] = 0, 0
			return c
		case b >= 'A' && b <= 'Z':
			c[0][b-'A']++
		case b >= 'a' && b <= 'z':
			c[1][b-'a']++
		}
	}
	c[0]['k'-'a'], c[1]['k'-'a'] = 0, 0
	return c
}

// match is true when the counts equal the balance for either side.
func (m *materialCond) match(c *[2][26]uint8) bool {
	return m.sides[0] == c[0] && m.sides[1] == c[1] || m.sides[0] == c[1] && m.sides[1] == c[0]
}

// pieces is how many pieces, kings left out, the balance holds.
func (m *materialCond) pieces() int {
	n := 0
	for side := range m.sides {
		for _, c := range m.sides[side] {
			n += int(c)
		}
	}
	return n
}
