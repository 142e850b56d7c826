package tagvalue

import "strings"

// ECO checks an ECO value: a volume letter A-E and two digits ("B12"),
// optionally followed by '/' and two more digits ("B12/03"), the two forms
// of the standard's section 9.4.1.
//
// Scid's sub-codes, a letter a-z and an optional digit 1-4 after the code
// ("D87g", "E97b2"), lower-case volume letters, and "?" or "" for an unknown
// code (lichess writes "?") are deviations (see [ErrDeviation]).
func ECO(v string) error {
	switch v {
	case "", "?":
		return deviation("unknown ECO code written as %q; leave the tag out instead", v)
	}
	code, sub, hasSub := strings.Cut(v, "/")
	if len(code) < 3 || !isDigits(code[1:3]) || hasSub && (len(sub) != 2 || !isDigits(sub)) {
		return fault(`ECO code %q is not a letter A-E and two digits, as in "B12" or "B12/03"`, v)
	}
	volume := code[0]
	if volume >= 'a' && volume <= 'z' {
		volume -= 'a' - 'A'
	}
	if volume < 'A' || volume > 'E' {
		return fault("ECO code %q names volume %q; the volumes are A to E", v, code[0])
	}
	if scid := code[3:]; scid != "" {
		if !isScidSubcode(scid) {
			return fault(`ECO code %q has %q after the two digits; only "/" and two digits may follow`, v, scid)
		}
		return deviation("ECO code %q carries Scid's sub-code %q; write %q", v, scid, string(volume)+code[1:3])
	}
	if volume != code[0] {
		return deviation("ECO code %q should start with a capital; write %q", v, string(volume)+v[1:])
	}
	return nil
}

// isScidSubcode reports whether s is a Scid sub-code: a letter a-z with an
// optional digit 1-4.
func isScidSubcode(s string) bool {
	switch len(s) {
	case 1:
		return s[0] >= 'a' && s[0] <= 'z'
	case 2:
		return s[0] >= 'a' && s[0] <= 'z' && s[1] >= '1' && s[1] <= '4'
	}
	return false
}
