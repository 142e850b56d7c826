package tagvalue_test

import (
	"testing"

	"github.com/pgntool/pgntool/pgn/tagvalue"
)

func TestRound(t *testing.T) {
	const form = `is not "?", "-" or positive integers separated by periods, such as "3.1"`
	runChecks(t, tagvalue.Round, []check{
		{in: "1"},
		{in: "3.1"},
		{in: "4.1.2"},
		{in: "12345678901234567890"},
		{in: "?"},
		{in: "-"},
		{in: "\u2010"},
		{in: "0", msg: `round "0" contains the number 0; round numbers start at 1`},
		{in: "1.00", msg: `round "1.00" contains the number 00; round numbers start at 1`},
		{in: "a", msg: `round "a" ` + form},
		{in: "1..2", msg: `round "1..2" ` + form},
		{in: "1.", msg: `round "1." ` + form},
		{in: "3.?", msg: `round "3.?" ` + form},
		{in: "-1", msg: `round "-1" ` + form},
		{in: "1 ", msg: `round "1 " ` + form},
		{in: "", msg: `empty round; write "?" when it is unknown or "-" when rounds do not apply`, dev: true},
		{in: "02", msg: `round "02" has leading zeros; write "2"`, dev: true},
		{in: "3.01", msg: `round "3.01" has leading zeros; write "3.1"`, dev: true},
	})
}
