package tagvalue

import "strings"

// Helpers for fields written as digits, where '?' may stand for any one
// digit (dates and clock times).

// every reports whether s is non-empty and ok holds for each of its bytes.
func every(s string, ok func(c byte) bool) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !ok(s[i]) {
			return false
		}
	}
	return true
}

func isDigit(c byte) bool  { return c >= '0' && c <= '9' }
func isLetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

// isDigits reports whether s is non-empty and all ASCII digits.
func isDigits(s string) bool { return every(s, isDigit) }

// isPattern reports whether s is non-empty and made of digits and '?'.
func isPattern(s string) bool {
	return every(s, func(c byte) bool { return isDigit(c) || c == '?' })
}

// isLetters reports whether s is non-empty and all ASCII letters.
func isLetters(s string) bool { return every(s, isLetter) }

// matches reports whether n, written with len(p) digits, agrees with the
// pattern p, '?' matching any digit.
func matches(p string, n int) bool {
	for i := len(p) - 1; i >= 0; i-- {
		d := n % 10
		n /= 10
		if p[i] != '?' && int(p[i]-'0') != d {
			return false
		}
	}
	return n == 0
}

// anyInRange reports whether some n with lo <= n <= hi matches p.
func anyInRange(p string, lo, hi int) bool {
	if len(p) <= 9 && isDigits(p) {
		// The usual case, with nothing unknown: one number, not a search,
		// which lint does for every clock and date tag it reads.
		n := 0
		for i := 0; i < len(p); i++ {
			n = n*10 + int(p[i]-'0')
		}
		return lo <= n && n <= hi
	}
	for n := lo; n <= hi; n++ {
		if matches(p, n) {
			return true
		}
	}
	return false
}

// onlyUnknown reports whether p is all '?'.
func onlyUnknown(p string) bool {
	for i := 0; i < len(p); i++ {
		if p[i] != '?' {
			return false
		}
	}
	return true
}

// trimZeros drops the leading zeros of a digit string, keeping one digit.
func trimZeros(s string) string {
	for len(s) > 1 && s[0] == '0' {
		s = s[1:]
	}
	return s
}

// isZero reports whether the digit string s is all zeros.
func isZero(s string) bool { return trimZeros(s) == "0" }

// maxFields is the most fields a date or time has, plus one to tell that
// there are too many.
const maxFields = 4

// splitFields cuts v at every byte in seps and at sep, keeping empty
// fields. n is the number of fields, or maxFields when there are more than
// fit.
func splitFields(v, seps string, sep byte) (f [maxFields]string, n int) {
	start := 0
	for i := 0; i <= len(v); i++ {
		if i < len(v) && v[i] != sep && strings.IndexByte(seps, v[i]) < 0 {
			continue
		}
		if n == maxFields {
			return f, maxFields
		}
		f[n] = v[start:i]
		n++
		start = i + 1
	}
	return f, n
}
