package filter

// date is a PGN date's year, month and day; -1 marks an unknown part ("??")
// and a part the text does not give.
type date [3]int

// parseDate reads "YYYY.MM.DD", "YYYY.MM" or "YYYY", where any part may be
// question marks. ok is false for other text.
func parseDate(s string) (d date, ok bool) {
	d = date{-1, -1, -1}
	for i := 0; i < 3; i++ {
		if s == "" {
			return d, i > 0
		}
		j := 0
		for j < len(s) && s[j] != '.' {
			j++
		}
		part := s[:j]
		if part == "" {
			return d, false
		}
		n, known := 0, true
		for k := 0; k < len(part); k++ {
			switch c := part[k]; {
			case c == '?':
				known = false
			case c >= '0' && c <= '9' && known:
				n = n*10 + int(c-'0')
			default:
				return d, false
			}
		}
		if known {
			d[i] = n
		}
		if j == len(s) {
			return d, true
		}
		s = s[j+1:]
	}
	return d, s == ""
}

// compareDates compares part by part and stops, calling the dates equal, at
// the first part that either date does not know: "2020.??.??" is neither
// before nor after "2020.06.01".
func compareDates(a, b date) int {
	for i := range a {
		if a[i] < 0 || b[i] < 0 {
			return 0
		}
		if a[i] != b[i] {
			if a[i] < b[i] {
				return -1
			}
			return 1
		}
	}
	return 0
}
