package tagvalue

import (
	"fmt"
	"testing"
)

// quickCase is one quick recogniser beside the general check it must
// agree with: quick may only accept what slow accepts.
type quickCase struct {
	name  string
	quick func(string) bool
	slow  func(string) error
}

var quickCases = []quickCase{
	{"Date", func(v string) bool { return quickDate(v, '.') }, func(v string) error { return dateSlow(v, '.') }},
	{"DateSep-", func(v string) bool { return quickDate(v, '-') }, func(v string) error { return dateSlow(v, '-') }},
	{"Time", quickClock, timeSlow},
	{"Elo", quickElo, eloSlow},
	{"Round", quickRound, roundSlow},
	{"TimeControl", quickTimeControl, timeControlSlow},
}

// checkQuick fails when a quick recogniser accepts a value that the
// general check does not.
func checkQuick(t *testing.T, v string) {
	t.Helper()
	for _, c := range quickCases {
		if c.quick(v) {
			if err := c.slow(v); err != nil {
				t.Errorf("quick %s accepts %q, the general check says: %v", c.name, v, err)
			}
		}
	}
}

// allStrings calls f with every string of alphabet's bytes up to maxLen long.
func allStrings(alphabet string, maxLen int, f func(string)) {
	buf := make([]byte, 0, maxLen)
	var rec func()
	rec = func() {
		f(string(buf))
		if len(buf) == maxLen {
			return
		}
		for i := 0; i < len(alphabet); i++ {
			buf = append(buf, alphabet[i])
			rec()
			buf = buf[:len(buf)-1]
		}
	}
	rec()
}

// TestQuickMatchesGeneral compares each quick recogniser with its general
// check on every short string of the bytes that matter to it.
func TestQuickMatchesGeneral(t *testing.T) {
	allStrings("0129/+:.-?", 6, func(v string) { checkQuick(t, v) })
	allStrings("0459/+:", 8, func(v string) {
		if quickTimeControl(v) {
			checkQuick(t, v)
		}
	})
}

// TestQuickDateAllDays compares quickDate with the general check on every
// day of years that test the leap rule, and on months and days just out
// of range: every all-digit date the general check accepts must be quick,
// and no other.
func TestQuickDateAllDays(t *testing.T) {
	quick := 0
	for _, y := range []int{0, 4, 100, 400, 1900, 1996, 1999, 2000, 2023, 2024, 2100, 9999} {
		for m := 0; m <= 13; m++ {
			for d := 0; d <= 32; d++ {
				for _, sep := range []byte{'.', '-'} {
					v := fmt.Sprintf("%04d%c%02d%c%02d", y, sep, m, sep, d)
					q, err := quickDate(v, sep), dateSlow(v, sep)
					if q != (err == nil) {
						t.Errorf("date %q: quick %v, general %v", v, q, err)
					}
					if q {
						quick++
					}
				}
			}
		}
	}
	// Six of the years are leap years (0, 4, 400, 1996, 2000, 2024), two
	// separators each.
	if want := 2 * (6*366 + 6*365); quick != want {
		t.Errorf("%d dates taken quickly, want %d", quick, want)
	}
}

// TestQuickClockAllTimes does the same for clock times.
func TestQuickClockAllTimes(t *testing.T) {
	for h := 0; h <= 25; h++ {
		for m := 0; m <= 61; m++ {
			for _, s := range []int{0, 7, 59, 60, 99} {
				v := fmt.Sprintf("%02d:%02d:%02d", h, m, s)
				if q, err := quickClock(v), timeSlow(v); q != (err == nil) {
					t.Errorf("time %q: quick %v, general %v", v, q, err)
				}
			}
		}
	}
}

// TestQuickTakesCommonValues keeps the quick recognisers useful: the
// values of ordinary games must not fall through to the general checks.
func TestQuickTakesCommonValues(t *testing.T) {
	for _, c := range []struct {
		quick func(string) bool
		v     string
	}{
		{func(v string) bool { return quickDate(v, '.') }, "2024.01.31"},
		{func(v string) bool { return quickDate(v, '.') }, "2024.02.29"},
		{func(v string) bool { return quickDate(v, '-') }, "2021-06-04"},
		{quickClock, "13:06:23"},
		{quickClock, "00:00:00"},
		{quickElo, "2786"},
		{quickElo, "0"},
		{quickRound, "6"},
		{quickRound, "6.1"},
		{quickRound, "10.20.3"},
		{quickTimeControl, "180+2"},
		{quickTimeControl, "60+0"},
		{quickTimeControl, "0+1"},
		{quickTimeControl, "300"},
		{quickTimeControl, "40/7200:3600"},
		{quickTimeControl, "40/7200:20/3600:900+30"},
		{quickTimeControl, "40/9000"},
	} {
		if !c.quick(c.v) {
			t.Errorf("%q is not taken quickly", c.v)
		}
		checkQuick(t, c.v)
	}
}
