package tagvalue_test

import (
	"testing"

	"github.com/pgntool/pgntool/pgn/tagvalue"
)

func TestECO(t *testing.T) {
	const form = `is not a letter A-E and two digits, as in "B12" or "B12/03"`
	runChecks(t, tagvalue.ECO, []check{
		{in: "A00"},
		{in: "B12"},
		{in: "E99"},
		{in: "B12/03"},
		{in: "F00", msg: `ECO code "F00" names volume 'F'; the volumes are A to E`},
		{in: "000", msg: `ECO code "000" names volume '0'; the volumes are A to E`},
		{in: "B1", msg: `ECO code "B1" ` + form},
		{in: "B1x", msg: `ECO code "B1x" ` + form},
		{in: "B12/3", msg: `ECO code "B12/3" ` + form},
		{in: "B12/0a", msg: `ECO code "B12/0a" ` + form},
		{in: "B12x5", msg: `ECO code "B12x5" has "x5" after the two digits; only "/" and two digits may follow`},
		{in: "B12a5", msg: `ECO code "B12a5" has "a5" after the two digits; only "/" and two digits may follow`},
		{in: "B12abc", msg: `ECO code "B12abc" has "abc" after the two digits; only "/" and two digits may follow`},
		{in: "B12 ", msg: `ECO code "B12 " has " " after the two digits; only "/" and two digits may follow`},
		{in: "D87g", msg: `ECO code "D87g" carries Scid's sub-code "g"; write "D87"`, dev: true},
		{in: "E97b2", msg: `ECO code "E97b2" carries Scid's sub-code "b2"; write "E97"`, dev: true},
		{in: "B12a/03", msg: `ECO code "B12a/03" carries Scid's sub-code "a"; write "B12"`, dev: true},
		{in: "b12", msg: `ECO code "b12" should start with a capital; write "B12"`, dev: true},
		{in: "?", msg: `unknown ECO code written as "?"; leave the tag out instead`, dev: true},
		{in: "", msg: `unknown ECO code written as ""; leave the tag out instead`, dev: true},
	})
}
