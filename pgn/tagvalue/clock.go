package tagvalue

// Time checks a Time value: the local clock time at the start of the game
// as "HH:MM:SS" on a 24-hour clock, '?' standing for unknown digits
// ("??:??:??", "14:3?:??"). Hours run 00-23, minutes and seconds 00-59.
//
// A one-digit field ("9:05:00"), a missing seconds field ("12:30"), periods
// instead of colons ("12.30.00") and "?" or "" for an unknown time are
// deviations (see [ErrDeviation]); the message gives the standard form.
func Time(v string) error {
	if quickClock(v) {
		return nil
	}
	return timeSlow(v)
}

// timeSlow is Time for every value.
func timeSlow(v string) error {
	c, err := parseClock(v)
	if err != nil {
		return err
	}
	if err := c.check(); err != nil {
		return err
	}
	if !c.writtenAs(v) {
		return deviation("time %q is not in the standard form; write %q", v, c.format())
	}
	return nil
}

// UTCTime checks a UTCTime value, which has the form of [Time].
func UTCTime(v string) error { return Time(v) }

// clock holds the fields of a time of day, two characters each.
type clock struct {
	hour, minute, second string
}

func (c clock) format() string { return c.hour + ":" + c.minute + ":" + c.second }

// writtenAs reports whether v is c in the standard form, without the
// allocation of format.
func (c clock) writtenAs(v string) bool {
	return len(v) == 8 && v[2] == ':' && v[5] == ':' &&
		v[:2] == c.hour && v[3:5] == c.minute && v[6:] == c.second
}

// parseClock reads the fields of v, taking the near misses that check and
// Time then judge.
func parseClock(v string) (clock, error) {
	switch v {
	case "", "?":
		return clock{}, deviation("unknown time written as %q; the standard form is %q", v, "??:??:??")
	}
	f, n := splitFields(v, ".", ':')
	if n == 2 {
		// Tools that drop the seconds know them no better than "??".
		f[2], n = "??", 3
	}
	if n != 3 || !shortField(f[0]) || !shortField(f[1]) || !shortField(f[2]) {
		return clock{}, fault("time %q is not in the form HH:MM:SS ('?' for each unknown digit)", v)
	}
	return clock{pad(f[0]), pad(f[1]), pad(f[2])}, nil
}

// check accepts the time when some choice of its unknown digits is real.
func (c clock) check() error {
	if !anyInRange(c.hour, 0, 23) {
		return fault("hour %s does not exist (00-23)", c.hour)
	}
	if !anyInRange(c.minute, 0, 59) {
		return fault("minute %s does not exist (00-59)", c.minute)
	}
	if !anyInRange(c.second, 0, 59) {
		return fault("second %s does not exist (00-59)", c.second)
	}
	return nil
}
