package tagvalue

import "strings"

// Date checks a Date or EventDate value: "YYYY.MM.DD" with '?' for each
// unknown digit, as in "1992.08.31", "1993.??.??" and "????.??.??". Months
// and days are checked as far as the known digits allow, in the Gregorian
// calendar: "2023.02.30" gives "day 30 does not exist in February 2023".
//
// A year alone ("1959"), another separator ("1999-05-13"), a one-digit
// month or day ("1995.7.18"), the Chinese form of xiangqi files
// ("1990年10月12日") and "?" or "" for an unknown date are deviations (see
// [ErrDeviation]); the message gives the standard form.
func Date(v string) error { return DateSep(v, '.') }

// UTCDate checks a UTCDate value, which has the form of [Date].
func UTCDate(v string) error { return DateSep(v, '.') }

// DateSep checks a date like [Date] with sep between the fields instead of
// '.'; C'escacs writes "2021-06-04" (sep '-').
func DateSep(v string, sep byte) error {
	if (sep >= '0' && sep <= '9') || sep == '?' || sep >= 0x80 {
		return fault("%q cannot separate the fields of a date", sep)
	}
	if quickDate(v, sep) {
		return nil
	}
	return dateSlow(v, sep)
}

// dateSlow is DateSep for every value, by the parser that can explain.
func dateSlow(v string, sep byte) error {
	d, err := parseDate(v, sep)
	if err != nil {
		return err
	}
	if err := d.check(); err != nil {
		return err
	}
	if !d.writtenAs(v, sep) {
		return deviation("date %q is not in the standard form; write %q", v, d.format(sep))
	}
	return nil
}

// date holds the fields of a date as written, '?' for unknown digits.
type date struct {
	year, month, day string // 4, 2 and 2 characters
}

func (d date) format(sep byte) string {
	return d.year + string(sep) + d.month + string(sep) + d.day
}

// writtenAs reports whether v is d in the standard form; it spares
// accepted dates the allocation of format.
func (d date) writtenAs(v string, sep byte) bool {
	return len(v) == 10 && v[4] == sep && v[7] == sep &&
		v[:4] == d.year && v[5:7] == d.month && v[8:] == d.day
}

// dateSeparators are the separators real files use; any of them is read,
// and any but the one asked for is then a deviation.
const dateSeparators = ".-/"

// parseDate reads the fields of v. It takes one-digit months and days and
// any of dateSeparators so that check can judge the date itself before the
// form is judged.
func parseDate(v string, sep byte) (date, error) {
	switch v {
	case "", "?":
		return date{}, deviation("unknown date written as %q; the standard form is %q", v, date{"????", "??", "??"}.format(sep))
	}
	if d, ok := parseCJKDate(v); ok {
		return d, nil
	}
	if len(v) == 4 && isPattern(v) {
		return date{}, deviation("date %q gives only the year; write %q", v, date{v, "??", "??"}.format(sep))
	}
	f, n := splitFields(v, dateSeparators, sep)
	if n != 3 || len(f[0]) != 4 || !isPattern(f[0]) || !shortField(f[1]) || !shortField(f[2]) {
		return date{}, fault("date %q is not in the form %s ('?' for each unknown digit)", v, date{"YYYY", "MM", "DD"}.format(sep))
	}
	return date{f[0], pad(f[1]), pad(f[2])}, nil
}

// parseCJKDate reads the Chinese form that xiangqi files often carry, such
// as "1990年10月12日" or "1921年", once the caller has decoded it to UTF-8.
func parseCJKDate(v string) (date, bool) {
	if len(v) < 7 || v[4:7] != "年" {
		// Four digits come first, so 年 starts at byte 4 or nowhere: an
		// ordinary date is told apart without a search.
		return date{}, false
	}
	year, rest, ok := strings.Cut(v, "年")
	if !ok || len(year) != 4 || !isDigits(year) {
		return date{}, false
	}
	d := date{year, "??", "??"}
	if rest == "" {
		return d, true
	}
	month, rest, ok := strings.Cut(rest, "月")
	if !ok || !isDigits(month) || len(month) > 2 {
		return date{}, false
	}
	d.month = pad(month)
	if rest == "" {
		return d, true
	}
	day, rest, ok := strings.Cut(rest, "日")
	if !ok || rest != "" || !isDigits(day) || len(day) > 2 {
		return date{}, false
	}
	d.day = pad(day)
	return d, true
}

// shortField reports whether s can be a month, day, hour, minute or second:
// two digits or '?', or one digit that lacks its leading zero.
func shortField(s string) bool {
	return (len(s) == 2 && isPattern(s)) || (len(s) == 1 && isDigits(s))
}

// pad writes a one-digit field with two digits.
func pad(s string) string {
	if len(s) == 1 {
		return "0" + s
	}
	return s
}

var monthNames = [12]string{"January", "February", "March", "April", "May", "June",
	"July", "August", "September", "October", "November", "December"}

// monthDays gives the longest length of each month, February in leap years.
var monthDays = [12]int{31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31}

// check accepts the date when some choice of its unknown digits gives a
// real day, so that "2023.02.3?" is caught but "????.02.29" is not.
func (d date) check() error {
	if !anyInRange(d.month, 1, 12) {
		return fault("month %s does not exist", d.month)
	}
	if !anyInRange(d.day, 1, 31) {
		return fault("day %s does not exist", d.day)
	}
	month := 0
	for m := 1; m <= 12; m++ {
		if !matches(d.month, m) {
			continue
		}
		if anyInRange(d.day, 1, monthDays[m-1]-1) ||
			(m != 2 || leapYearPossible(d.year)) && matches(d.day, monthDays[m-1]) {
			return nil
		}
		month = m
	}
	// Only one month can fail here: every pattern matching two months
	// also matches a month of 31 days.
	in := monthNames[month-1]
	if !onlyUnknown(d.year) {
		in += " " + d.year
	}
	return fault("day %s does not exist in %s", d.day, in)
}

// leapYearPossible reports whether some year matching p is a leap year.
func leapYearPossible(p string) bool {
	for y := 0; y <= 9999; y++ {
		if (y%4 == 0 && (y%100 != 0 || y%400 == 0)) && matches(p, y) {
			return true
		}
	}
	return false
}
