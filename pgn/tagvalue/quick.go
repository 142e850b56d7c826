package tagvalue

// Quick recognisers of the values nearly every game carries: a full date
// ("2024.01.31"), a full clock time ("13:06:23"), a rating ("2786"), a
// round ("6.1"), a time control ("180+2", "40/7200:3600"). Each reads
// the value once with a few byte tests and reports true only for a value
// its general check accepts; anything else, every fault and deviation
// included, goes to the general check, which explains it. Lint checks the
// tags of every game, and the general parsers, which split fields and
// search patterns so that they can explain faults, cost about ten times
// as much on a valid value.

// twoDigits returns the number written by v[i] and v[i+1], or -1 when
// either is not a digit.
func twoDigits(v string, i int) int {
	a, b := v[i]-'0', v[i+1]-'0'
	if a > 9 || b > 9 {
		return -1
	}
	return int(a)*10 + int(b)
}

// monthLen is the length of each month in a common year.
var monthLen = [13]int{0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31}

// quickDate reports whether v is a real day written "YYYY.MM.DD" with sep
// between the fields and every digit known.
func quickDate(v string, sep byte) bool {
	if len(v) != 10 || v[4] != sep || v[7] != sep {
		return false
	}
	hi, lo := twoDigits(v, 0), twoDigits(v, 2)
	month, day := twoDigits(v, 5), twoDigits(v, 8)
	if hi < 0 || lo < 0 || month < 1 || month > 12 || day < 1 {
		return false
	}
	if day <= monthLen[month] {
		return true
	}
	// The 29th of February, in a leap year only.
	y := hi*100 + lo
	return month == 2 && day == 29 && y%4 == 0 && (y%100 != 0 || y%400 == 0)
}

// quickClock reports whether v is a time of day written "HH:MM:SS" with
// every digit known.
func quickClock(v string) bool {
	if len(v) != 8 || v[2] != ':' || v[5] != ':' {
		return false
	}
	h, m, s := twoDigits(v, 0), twoDigits(v, 3), twoDigits(v, 6)
	return h >= 0 && h <= 23 && m >= 0 && m <= 59 && s >= 0 && s <= 59
}

// quickElo reports whether v is a rating of one to four digits without a
// leading zero ("0" itself is one).
func quickElo(v string) bool {
	n := len(v)
	if n == 0 || n > maxEloDigits || n > 1 && v[0] == '0' {
		return false
	}
	for i := 0; i < n; i++ {
		if v[i]-'0' > 9 {
			return false
		}
	}
	return true
}

// quickRound reports whether v is positive integers without leading zeros
// separated by single periods ("3", "6.1", "4.1.2").
func quickRound(v string) bool {
	start := true // at the first byte of a number
	for i := 0; i < len(v); i++ {
		c := v[i]
		switch {
		case c == '.':
			if start {
				return false
			}
			start = true
		case c-'0' > 9, start && c == '0':
			return false
		default:
			start = false
		}
	}
	return len(v) > 0 && !start
}

// quickNumber reads the whole seconds or moves that start v: digits
// without a leading zero, or "0" alone. It returns their length (0 when
// there are none or the number is malformed) and whether it is zero.
func quickNumber(v string) (n int, zero bool) {
	for n < len(v) && v[n]-'0' <= 9 {
		n++
	}
	switch {
	case n == 0:
		return 0, false
	case v[0] == '0':
		return n * b2i(n == 1), true // "0" alone; "00", "05" are not quick
	}
	return n, false
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// quickTimeControl reports whether v is descriptors in standard form that
// the general check accepts: moves/seconds periods ("40/7200") separated by
// ':', ending with one such period, sudden death ("300") or an increment
// ("180+2"), all in whole seconds without leading zeros, each giving some
// time and every move count at least one.
func quickTimeControl(v string) bool {
	for {
		n, zero := quickNumber(v)
		if n == 0 {
			return false
		}
		rest := v[n:]
		if len(rest) == 0 {
			return !zero // sudden death
		}
		switch rest[0] {
		case '/':
			if zero {
				return false // a period of 0 moves
			}
			s, szero := quickNumber(rest[1:])
			if s == 0 || szero {
				return false
			}
			rest = rest[1+s:]
			if len(rest) == 0 {
				return true
			}
			if rest[0] != ':' {
				return false
			}
			v = rest[1:]
		case '+':
			inc, izero := quickNumber(rest[1:])
			return inc != 0 && inc == len(rest)-1 && !(zero && izero)
		default:
			return false
		}
	}
}
