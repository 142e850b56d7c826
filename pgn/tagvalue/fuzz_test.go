package tagvalue

import (
	"errors"
	"regexp"
	"strconv"
	"testing"
)

// suggestion finds the standard form that a deviation's message proposes,
// as its final `write "..."`.
var suggestion = regexp.MustCompile(`; write ("(?:[^"\\]|\\.)*")$`)

// checkSuggestion fails when a deviation proposes a value that f does not
// accept: a fix that lint prints must be right.
func checkSuggestion(t *testing.T, name string, f func(string) error, v string, err error) {
	t.Helper()
	if err == nil {
		return
	}
	var ve *valueError
	if !errors.As(err, &ve) {
		t.Fatalf("%s(%q) returned %T, want *valueError", name, v, err)
	}
	m := suggestion.FindStringSubmatch(err.Error())
	if m == nil || !ve.deviation {
		return
	}
	fix, qerr := strconv.Unquote(m[1])
	if qerr != nil {
		t.Fatalf("%s(%q): cannot read the suggestion in %q: %v", name, v, err, qerr)
	}
	if ferr := f(fix); ferr != nil {
		t.Errorf("%s(%q) suggests %q, which gives: %v", name, v, fix, ferr)
	}
}

// FuzzDate checks that dates and times never panic, that accepted values
// are their own standard form, and that suggested fixes are accepted.
func FuzzDate(f *testing.F) {
	for _, s := range []string{"1992.08.31", "????.??.??", "1993.??.??", "2023.02.30", "19?3.02.29",
		"1959", "1999-05-13", "1995.7.18", "20050116", "2021-06-04", "13:06:23", "??:??:??", "9:05", "12.30.00"} {
		f.Add(s, byte('.'))
		f.Add(s, byte('-'))
	}
	f.Fuzz(func(t *testing.T, v string, sep byte) {
		checkQuick(t, v)
		if quickDate(v, sep) && dateSlow(v, sep) != nil {
			t.Errorf("quickDate(%q, %q) accepts a date the general check refuses", v, sep)
		}
		dateSep := func(v string) error { return DateSep(v, sep) }
		err := dateSep(v)
		checkSuggestion(t, "DateSep", dateSep, v, err)
		if err == nil {
			d, perr := parseDate(v, sep)
			if perr != nil || d.format(sep) != v {
				t.Errorf("DateSep(%q, %q) accepted a value that reads back as %q (%v)", v, sep, d.format(sep), perr)
			}
		}
		err = Time(v)
		checkSuggestion(t, "Time", Time, v, err)
		if err == nil {
			c, perr := parseClock(v)
			if perr != nil || c.format() != v {
				t.Errorf("Time(%q) accepted a value that reads back as %q (%v)", v, c.format(), perr)
			}
		}
	})
}

// FuzzTimeControl checks that time controls never panic, that accepted
// values read back to themselves, and that suggested fixes are accepted.
func FuzzTimeControl(f *testing.F) {
	for _, s := range []string{"?", "-", "40/9000", "300", "4500+60", "*180", "40/7200:3600",
		"40/7200:20/3600:900+30", "60+0", "1/2:3/4:5/6:7/8:9/10:11/12:13/14:15/16:17/18:0019+0.5", "10.931+0.109", "1/259200", "15-5-15", "40/60+0.6", "0300", "0+0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, v string) {
		checkQuick(t, v)
		err := TimeControl(v)
		checkSuggestion(t, "TimeControl", TimeControl, v, err)
		ps, _ := parseTimeControl(v, nil)
		for _, p := range ps {
			if n := len(p.format()); n != p.formattedLen() {
				t.Errorf("descriptor %q formats as %q, %d bytes, but formattedLen says %d", p.written, p.format(), n, p.formattedLen())
			}
		}
		if err == nil && v != "?" && v != "-" {
			// Accepted values are in standard form: formatting them gives them back.
			ps, perr := parseTimeControl(v, nil)
			if perr != nil || formatPeriods(ps) != v {
				t.Errorf("TimeControl(%q) accepted a value that reads back as %q (%v)", v, formatPeriods(ps), perr)
			}
		}
	})
}

// FuzzValues runs the other checks on any input.
func FuzzValues(f *testing.F) {
	for _, s := range []string{"3.1", "-", "\u2010", "", "02", "B12", "B12/03", "D87g", "E97b2", "2500",
		"1500?", "2450:-:2610", "130", "1", "OTB", "ics", "normal", "Time forfeit", "White won on time",
		"en", "cat", "iw", "pt-BR", "EN"} {
		f.Add(s)
	}
	checks := []struct {
		name string
		f    func(string) error
	}{
		{"Round", Round}, {"ECO", ECO}, {"Elo", Elo}, {"Integer", Integer}, {"PlyCount", PlyCount},
		{"SetUp", SetUp}, {"Mode", Mode}, {"Termination", Termination}, {"Lang", Lang},
	}
	f.Fuzz(func(t *testing.T, v string) {
		checkQuick(t, v)
		for _, c := range checks {
			checkSuggestion(t, c.name, c.f, v, c.f(v))
		}
		if Integer(v) == nil && trimZeros(v) != v {
			t.Errorf("Integer(%q) accepted leading zeros", v)
		}
	})
}
