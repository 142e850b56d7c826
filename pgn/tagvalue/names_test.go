package tagvalue_test

import (
	"testing"

	"github.com/pgntool/pgntool/pgn/tagvalue"
)

func TestMode(t *testing.T) {
	const list = "is not one of OTB, PM, EM, ICS, TC, BBS"
	runChecks(t, tagvalue.Mode, []check{
		{in: "OTB"},
		{in: "PM"},
		{in: "EM"},
		{in: "ICS"},
		{in: "TC"},
		{in: "BBS"},
		{in: "ics", msg: `mode "ics" should be in capitals; write "ICS"`, dev: true},
		{in: "Otb", msg: `mode "Otb" should be in capitals; write "OTB"`, dev: true},
		{in: "XYZ", msg: `mode "XYZ" ` + list},
		{in: "OTB ", msg: `mode "OTB " ` + list},
		{in: "", msg: `mode "" ` + list},
	})
}

func TestTermination(t *testing.T) {
	const reasons = "abandoned, adjudication, death, emergency, normal, rules infraction, time forfeit, unterminated"
	runChecks(t, tagvalue.Termination, []check{
		{in: "abandoned"},
		{in: "adjudication"},
		{in: "death"},
		{in: "emergency"},
		{in: "normal"},
		{in: "rules infraction"},
		{in: "time forfeit"},
		{in: "unterminated"},
		{in: "Normal"},
		{in: "Time forfeit"},
		{in: "RULES INFRACTION"},
		{in: "", msg: "empty termination; leave the tag out when the reason is unknown"},
		{in: "White won by resignation", msg: `termination "White won by resignation" is not one of the standard's reasons: ` + reasons, dev: true},
		{in: "time-forfeit", msg: `termination "time-forfeit" is not one of the standard's reasons: ` + reasons, dev: true},
	})
}
