package scid

import "strings"

// Reading PGN tag values into the index's packed fields, as Scid's PGN
// import reads them.

// parseDate reads a PGN date as Scid does: the year, month and day from
// their fixed positions (YYYY.MM.DD), each unknown (0) when not digits or
// out of range.
func parseDate(s string) Date {
	num := func(from, n int) int {
		if len(s) < from+n {
			return 0
		}
		v := 0
		for _, c := range []byte(s[from : from+n]) {
			if c < '0' || c > '9' {
				return 0
			}
			v = v*10 + int(c-'0')
		}
		return v
	}
	y, m, d := num(0, 4), num(5, 2), num(8, 2)
	if y > 2047 {
		y = 0
	}
	if m > 12 {
		m = 0
	}
	if d > 31 {
		d = 0
	}
	return Date(y<<9 | m<<5 | d)
}

// parseECO reads an ECO code: a letter A-E, two digits, and Scid's
// optional sub-code, a lower-case letter and a digit 1-4 ("C20", "B12a",
// "E99z4"); anything else is no code (0).
func parseECO(s string) ECO {
	if len(s) < 3 || s[0] < 'A' || s[0] > 'E' || s[1] < '0' || s[1] > '9' || s[2] < '0' || s[2] > '9' {
		return 0
	}
	e := 1 + int(s[0]-'A')*13100 + int(s[1]-'0')*1310 + int(s[2]-'0')*131
	if len(s) > 3 && s[3] >= 'a' && s[3] <= 'z' {
		e += 1 + int(s[3]-'a')*5
		if len(s) > 4 && s[4] >= '1' && s[4] <= '4' {
			e += int(s[4] - '0')
		}
	}
	return ECO(e)
}

// scidFlagLetters are the letters of a ScidFlags tag for flag bits 4-15.
const scidFlagLetters = "WBMENPTKQ!?U"

// parseScidFlags reads a ScidFlags tag: D deleted, W B M E N P T K Q ! ? U
// the letter flags (bits 4-15), 1-6 the custom flags (bits 16-21).
func parseScidFlags(s string) uint32 {
	var f uint32
	for _, c := range []byte(s) {
		switch {
		case c == 'D':
			f |= FlagDeleted
		case c >= '1' && c <= '6':
			f |= 1 << (16 + c - '1')
		default:
			if i := strings.IndexByte(scidFlagLetters, c); i >= 0 {
				f |= 1 << (4 + i)
			}
		}
	}
	return f
}

// parseRating reads a rating's digits; ok is false for a value Scid
// refuses (over 4000). Other text reads as 0, as Scid reads it.
func parseRating(s string) (int, bool) {
	v := 0
	for _, c := range []byte(s) {
		if c < '0' || c > '9' {
			break
		}
		v = v*10 + int(c-'0')
		if v > 1<<20 {
			break
		}
	}
	return v, v <= maxElo
}

// normaliseComment is Scid's import of a comment: each run of white space
// that holds a line break becomes one space, and the ends are trimmed.
func normaliseComment(s string) string {
	if !strings.ContainsAny(s, "\n\r") {
		return strings.TrimSpace(s)
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		if isSpace(s[i]) {
			j, brk := i, false
			for j < len(s) && isSpace(s[j]) {
				brk = brk || s[j] == '\n' || s[j] == '\r'
				j++
			}
			if brk {
				b.WriteByte(' ')
			} else {
				b.WriteString(s[i:j])
			}
			i = j
			continue
		}
		b.WriteByte(s[i])
		i++
	}
	return strings.TrimSpace(b.String())
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }
