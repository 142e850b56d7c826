package tagvalue_test

import (
	"errors"
	"testing"

	"github.com/pgntool/pgntool/pgn/tagvalue"
)

var dateChecks = []check{
	// Accepted: the standard's examples and unknown digits.
	{in: "1992.08.31"},
	{in: "1993.??.??"},
	{in: "2001.01.01"},
	{in: "????.??.??"},
	{in: "19??.12.3?"},
	{in: "2024.02.29"},
	{in: "2000.02.29"},
	{in: "????.02.29"},
	{in: "19?2.02.29"},
	{in: "2023.?2.31"}, // December
	{in: "2023.1?.31"}, // October or December
	{in: "2023.02.?9"},
	{in: "2023.12.31"},
	// Days and months that do not exist.
	{in: "2023.02.30", msg: "day 30 does not exist in February 2023"},
	{in: "2023.02.29", msg: "day 29 does not exist in February 2023"},
	{in: "1900.02.29", msg: "day 29 does not exist in February 1900"},
	{in: "19?3.02.29", msg: "day 29 does not exist in February 19?3"},
	{in: "????.02.30", msg: "day 30 does not exist in February"},
	{in: "2023.04.31", msg: "day 31 does not exist in April 2023"},
	{in: "2023.?4.31", msg: "day 31 does not exist in April 2023"},
	{in: "2023.02.3?", msg: "day 3? does not exist in February 2023"},
	{in: "2023.13.01", msg: "month 13 does not exist"},
	{in: "2023.00.01", msg: "month 00 does not exist"},
	{in: "2023.2?.01", msg: "month 2? does not exist"},
	{in: "2023.01.32", msg: "day 32 does not exist"},
	{in: "2023.01.00", msg: "day 00 does not exist"},
	{in: "2023.01.4?", msg: "day 4? does not exist"},
	// Faults of form.
	{in: "20050116", msg: `date "20050116" is not in the form YYYY.MM.DD ('?' for each unknown digit)`},
	{in: "1992.08.31.", msg: `date "1992.08.31." is not in the form YYYY.MM.DD ('?' for each unknown digit)`},
	{in: "1992..08.31", msg: `date "1992..08.31" is not in the form YYYY.MM.DD ('?' for each unknown digit)`},
	{in: "1992.08.31.12.00", msg: `date "1992.08.31.12.00" is not in the form YYYY.MM.DD ('?' for each unknown digit)`},
	{in: "92.08.31", msg: `date "92.08.31" is not in the form YYYY.MM.DD ('?' for each unknown digit)`},
	{in: "1992.?.31", msg: `date "1992.?.31" is not in the form YYYY.MM.DD ('?' for each unknown digit)`},
	{in: "abcd.ef.gh", msg: `date "abcd.ef.gh" is not in the form YYYY.MM.DD ('?' for each unknown digit)`},
	{in: "1992.08.31 ", msg: `date "1992.08.31 " is not in the form YYYY.MM.DD ('?' for each unknown digit)`},
	// Deviations that real files carry.
	{in: "1959", msg: `date "1959" gives only the year; write "1959.??.??"`, dev: true},
	{in: "19??", msg: `date "19??" gives only the year; write "19??.??.??"`, dev: true},
	{in: "1999-05-13", msg: `date "1999-05-13" is not in the standard form; write "1999.05.13"`, dev: true},
	{in: "1999/05/13", msg: `date "1999/05/13" is not in the standard form; write "1999.05.13"`, dev: true},
	{in: "1995.7.18", msg: `date "1995.7.18" is not in the standard form; write "1995.07.18"`, dev: true},
	{in: "?", msg: `unknown date written as "?"; the standard form is "????.??.??"`, dev: true},
	{in: "", msg: `unknown date written as ""; the standard form is "????.??.??"`, dev: true},
	// The Chinese form of xiangqi files.
	{in: "1990年10月12日", msg: `date "1990年10月12日" is not in the standard form; write "1990.10.12"`, dev: true},
	{in: "2005年8月17日", msg: `date "2005年8月17日" is not in the standard form; write "2005.08.17"`, dev: true},
	{in: "1990年10月", msg: `date "1990年10月" is not in the standard form; write "1990.10.??"`, dev: true},
	{in: "1921年", msg: `date "1921年" is not in the standard form; write "1921.??.??"`, dev: true},
	{in: "1990年13月1日", msg: "month 13 does not exist"},
	{in: "1990年10月12", msg: `date "1990年10月12" is not in the form YYYY.MM.DD ('?' for each unknown digit)`},
	{in: "1990年10月12日晚", msg: `date "1990年10月12日晚" is not in the form YYYY.MM.DD ('?' for each unknown digit)`},
	{in: "1990年100月", msg: `date "1990年100月" is not in the form YYYY.MM.DD ('?' for each unknown digit)`},
	{in: "90年", msg: `date "90年" is not in the form YYYY.MM.DD ('?' for each unknown digit)`},
	// A fault outweighs a deviation of form.
	{in: "1999-02-30", msg: "day 30 does not exist in February 1999"},
}

func TestDate(t *testing.T) {
	runChecks(t, tagvalue.Date, dateChecks)
}

func TestUTCDate(t *testing.T) {
	runChecks(t, tagvalue.UTCDate, dateChecks)
}

func TestDateSep(t *testing.T) {
	dash := func(v string) error { return tagvalue.DateSep(v, '-') }
	runChecks(t, dash, []check{
		{in: "2021-06-04"},
		{in: "????-??-??"},
		{in: "2020-07-2?"},
		{in: "2021-02-29", msg: "day 29 does not exist in February 2021"},
		{in: "2021.06.04", msg: `date "2021.06.04" is not in the standard form; write "2021-06-04"`, dev: true},
		{in: "2021", msg: `date "2021" gives only the year; write "2021-??-??"`, dev: true},
		{in: "?", msg: `unknown date written as "?"; the standard form is "????-??-??"`, dev: true},
		{in: "20210604", msg: `date "20210604" is not in the form YYYY-MM-DD ('?' for each unknown digit)`},
	})
	space := func(v string) error { return tagvalue.DateSep(v, ' ') }
	runChecks(t, space, []check{
		{in: "2021 06 04"},
		{in: "2021.06.04", msg: `date "2021.06.04" is not in the standard form; write "2021 06 04"`, dev: true},
	})
	for _, sep := range []byte{'5', '?', 0xC3} {
		err := tagvalue.DateSep("2021-06-04", sep)
		if err == nil || errors.Is(err, tagvalue.ErrDeviation) {
			t.Errorf("DateSep with separator %q: got %v, want a fault", sep, err)
		}
	}
}
