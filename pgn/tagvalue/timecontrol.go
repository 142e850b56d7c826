package tagvalue

import "strings"

// TimeControl checks a TimeControl value: "?" (unknown), "-" (no time
// control), or descriptors separated by ':', each one of
//
//	40/9000   moves/seconds: 40 moves in 9000 seconds
//	300       sudden death: 300 seconds for the rest of the game
//	4500+60   incremental: 4500 seconds plus 60 for each move
//	*180      sandclock of 180 seconds
//
// in the order played, as in "40/7200:3600" and "40/7200:20/3600:900+30".
// Only the last descriptor may be sudden death, incremental or sandclock,
// since each lasts to the end of the game. A zero increment ("60+0", as
// lichess writes) and a zero base with an increment ("0+1") are accepted.
//
// These are deviations (see [ErrDeviation]): fractions of seconds
// ("10.931+0.109") and a move count with an increment ("40/60+0.6"), both
// written by cutechess; leading zeros; "?" or "-" next to other
// descriptors; an empty value.
func TimeControl(v string) error {
	if quickTimeControl(v) {
		return nil
	}
	return timeControlSlow(v)
}

// timeControlSlow is TimeControl for every value.
func timeControlSlow(v string) error {
	switch v {
	case "?", "-":
		return nil
	case "":
		return deviation(`empty time control; write "?" when it is unknown or "-" when there was none`)
	}
	var buf [8]period
	periods, err := parseTimeControl(v, buf[:0])
	if err != nil {
		return err
	}
	zeros := false
	for _, p := range periods {
		zeros = zeros || p.formattedLen() != len(p.written)
		switch {
		case p.kind == unknownPeriod || p.kind == noPeriod:
			return deviation("%q in time control %q should be the only descriptor", p.written, v)
		case p.kind == movesIncrement:
			return deviation("descriptor %q gives both a move count and an increment, which the standard has no form for", p.written)
		case strings.Contains(p.seconds+p.inc, "."):
			return deviation("time control %q gives fractions of seconds; the standard counts whole seconds", v)
		}
	}
	if zeros {
		return deviation("time control %q has leading zeros; write %q", v, formatPeriods(periods))
	}
	return nil
}

// parseTimeControl appends the descriptors of v to periods and rejects
// those that cannot be right: unreadable ones, empty periods, and periods
// after a final one.
func parseTimeControl(v string, periods []period) ([]period, error) {
	for d := range strings.SplitSeq(v, ":") {
		p, ok := parsePeriod(d)
		if !ok {
			return nil, fault(`descriptor %q in time control %q is not "?", "-", moves/seconds ("40/9000"), `+
				`seconds ("300"), seconds+increment ("4500+60") or *seconds ("*180")`, d, v)
		}
		if err := p.check(); err != nil {
			return nil, err
		}
		periods = append(periods, p)
	}
	for i, p := range periods[:len(periods)-1] {
		if p.final() {
			return nil, fault("descriptor %q in time control %q lasts to the end of the game, so %q cannot follow it",
				p.written, v, periods[i+1].written)
		}
	}
	return periods, nil
}

// periodKind is the kind of a time control descriptor.
type periodKind uint8

const (
	unknownPeriod  periodKind = iota // ?
	noPeriod                         // -
	moves                            // 40/9000
	suddenDeath                      // 300
	increment                        // 4500+60
	sandclock                        // *180
	movesIncrement                   // 40/60+0.6, outside the standard
)

// period is one descriptor of a time control. Numbers are kept as strings
// without leading zeros, so that huge ones need no overflow checks.
type period struct {
	kind    periodKind
	moves   string
	seconds string
	inc     string
	written string // the descriptor as read, for messages
}

// parsePeriod reads one descriptor.
func parsePeriod(d string) (period, bool) {
	p := period{written: d}
	switch {
	case d == "?":
		return p, true
	case d == "-":
		p.kind = noPeriod
		return p, true
	case strings.HasPrefix(d, "*"):
		p.kind = sandclock
		var ok bool
		p.seconds, ok = seconds(d[1:])
		return p, ok
	}
	time := d
	if m, rest, found := strings.Cut(d, "/"); found {
		if !isDigits(m) {
			return p, false
		}
		p.moves, time = trimZeros(m), rest
	}
	base, inc, withInc := strings.Cut(time, "+")
	switch {
	case p.moves != "" && withInc:
		p.kind = movesIncrement
	case p.moves != "":
		p.kind = moves
	case withInc:
		p.kind = increment
	default:
		p.kind = suddenDeath
	}
	ok := true
	if withInc {
		p.inc, ok = seconds(inc)
	}
	var okBase bool
	p.seconds, okBase = seconds(base)
	return p, ok && okBase
}

// seconds reads a count of seconds, whole or with a decimal fraction, and
// drops its leading zeros.
func seconds(s string) (string, bool) {
	whole, frac, found := strings.Cut(s, ".")
	if !isDigits(whole) || found && !isDigits(frac) {
		return "", false
	}
	return trimZeros(whole) + s[len(whole):], true
}

// isNone reports whether a count of seconds read by seconds is zero.
func isNone(s string) bool {
	whole, frac, _ := strings.Cut(s, ".")
	return whole == "0" && strings.Trim(frac, "0") == ""
}

// check rejects periods that give no time or no moves.
func (p period) check() error {
	switch {
	case (p.kind == moves || p.kind == movesIncrement) && p.moves == "0":
		return fault("descriptor %q has a period of 0 moves", p.written)
	case (p.kind == increment || p.kind == movesIncrement) && isNone(p.seconds) && isNone(p.inc),
		(p.kind == moves || p.kind == suddenDeath || p.kind == sandclock) && isNone(p.seconds):
		return fault("descriptor %q gives no time", p.written)
	}
	return nil
}

// final reports whether the period lasts to the end of the game.
func (p period) final() bool {
	return p.kind == suddenDeath || p.kind == increment || p.kind == sandclock
}

func (p period) format() string {
	switch p.kind {
	case unknownPeriod:
		return "?"
	case noPeriod:
		return "-"
	case moves:
		return p.moves + "/" + p.seconds
	case increment:
		return p.seconds + "+" + p.inc
	case sandclock:
		return "*" + p.seconds
	case movesIncrement:
		return p.moves + "/" + p.seconds + "+" + p.inc
	}
	return p.seconds
}

// formattedLen is the length of format's result. Since format only drops
// leading zeros, a descriptor is in standard form when this is its length.
func (p period) formattedLen() int {
	n := len(p.moves) + len(p.seconds) + len(p.inc)
	switch p.kind {
	case unknownPeriod, noPeriod:
		return 1
	case moves, increment, sandclock:
		return n + 1
	case movesIncrement:
		return n + 2
	}
	return n
}

func formatPeriods(ps []period) string {
	parts := make([]string, len(ps))
	for i, p := range ps {
		parts[i] = p.format()
	}
	return strings.Join(parts, ":")
}
