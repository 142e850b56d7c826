package tagvalue

import "strings"

// modes are the playing modes of the standard's section 9.9.2, and BBS
// (bulletin board), which CTL-PGN adds.
var modes = []string{"OTB", "PM", "EM", "ICS", "TC", "BBS"}

// Mode checks a Mode value: OTB (over the board), PM (paper mail), EM
// (e-mail), ICS (Internet chess server), TC (telecommunication), or BBS
// (bulletin board system, listed by CTL-PGN). Another letter case ("ics")
// is a deviation (see [ErrDeviation]); other values are errors.
func Mode(v string) error {
	for _, m := range modes {
		switch {
		case v == m:
			return nil
		case strings.EqualFold(v, m):
			return deviation("mode %q should be in capitals; write %q", v, m)
		}
	}
	return fault("mode %q is not one of %s", v, strings.Join(modes, ", "))
}

// terminations are the reasons of the standard's section 9.8.1.
var terminations = []string{"abandoned", "adjudication", "death", "emergency", "normal",
	"rules infraction", "time forfeit", "unterminated"}

// Termination checks a Termination value against the standard's reasons:
// abandoned, adjudication, death, emergency, normal, rules infraction, time
// forfeit, unterminated. Letter case is free, since lichess writes "Normal"
// and "Time forfeit". Other text, such as chess.com's "White won by
// resignation", is a deviation (see [ErrDeviation]): it says something,
// only not in the standard's words. An empty value is an error.
func Termination(v string) error {
	if v == "" {
		return fault("empty termination; leave the tag out when the reason is unknown")
	}
	for _, t := range terminations {
		if strings.EqualFold(v, t) {
			return nil
		}
	}
	return deviation("termination %q is not one of the standard's reasons: %s", v, strings.Join(terminations, ", "))
}
