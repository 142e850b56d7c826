package tagvalue_test

import (
	"testing"

	"github.com/pgntool/pgntool/pgn/tagvalue"
)

var clockChecks = []check{
	{in: "00:00:00"},
	{in: "23:59:59"},
	{in: "13:06:23"},
	{in: "??:??:??"},
	{in: "2?:00:00"},
	{in: "14:3?:??"},
	{in: "24:00:00", msg: "hour 24 does not exist (00-23)"},
	{in: "3?:00:00", msg: "hour 3? does not exist (00-23)"},
	{in: "12:60:00", msg: "minute 60 does not exist (00-59)"},
	{in: "12:6?:00", msg: "minute 6? does not exist (00-59)"},
	{in: "12:00:60", msg: "second 60 does not exist (00-59)"},
	{in: "1:2:3:4", msg: `time "1:2:3:4" is not in the form HH:MM:SS ('?' for each unknown digit)`},
	{in: "12:30:00.5", msg: `time "12:30:00.5" is not in the form HH:MM:SS ('?' for each unknown digit)`},
	{in: "12h30", msg: `time "12h30" is not in the form HH:MM:SS ('?' for each unknown digit)`},
	{in: "12::00", msg: `time "12::00" is not in the form HH:MM:SS ('?' for each unknown digit)`},
	{in: "9:05:00", msg: `time "9:05:00" is not in the standard form; write "09:05:00"`, dev: true},
	{in: "12:30", msg: `time "12:30" is not in the standard form; write "12:30:??"`, dev: true},
	{in: "12.30.00", msg: `time "12.30.00" is not in the standard form; write "12:30:00"`, dev: true},
	{in: "", msg: `unknown time written as ""; the standard form is "??:??:??"`, dev: true},
	{in: "?", msg: `unknown time written as "?"; the standard form is "??:??:??"`, dev: true},
	{in: "25:30", msg: "hour 25 does not exist (00-23)"},
}

func TestTime(t *testing.T) {
	runChecks(t, tagvalue.Time, clockChecks)
}

func TestUTCTime(t *testing.T) {
	runChecks(t, tagvalue.UTCTime, clockChecks)
}
