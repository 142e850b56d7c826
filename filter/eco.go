package filter

import "github.com/pgntool/pgntool/pgn"

// ecoCond is a range of opening codes: ECO for chess, ECCO for xiangqi
// (both a letter A–E and two digits). A bound shorter than three characters
// compares as a prefix, so "B9" is B90–B99.
type ecoCond struct {
	from, to string
	// onlyECCO is set by "ecco:", which reads the ECCO tag only; "eco:"
	// reads ECO, or ECCO in a game without ECO.
	onlyECCO bool
}

// validCode accepts a letter followed by at most two digits.
func validCode(s string) bool {
	if len(s) < 1 || len(s) > 3 || s[0] < 'A' || s[0] > 'Z' {
		return false
	}
	for i := 1; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// match reads the ECO tag, or ECCO when there is none (xiangqi records).
func (e *ecoCond) match(tags []pgn.Tag) bool {
	v, ok := "", false
	if !e.onlyECCO {
		v, ok = pgn.TagValue(tags, "ECO")
	}
	if !ok {
		if v, ok = pgn.TagValue(tags, "ECCO"); !ok {
			return false
		}
	}
	return compareCode(v, e.from) >= 0 && compareCode(v, e.to) <= 0
}

// compareCode compares the first len(bound) characters of code with bound,
// upper-casing the code's letter.
func compareCode(code, bound string) int {
	for i := 0; i < len(bound); i++ {
		if i >= len(code) {
			return -1
		}
		c := code[i]
		if c >= 'a' && c <= 'z' {
			c -= 'a' - 'A'
		}
		if c != bound[i] {
			if c < bound[i] {
				return -1
			}
			return 1
		}
	}
	return 0
}
