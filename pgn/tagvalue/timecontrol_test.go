package tagvalue_test

import (
	"testing"

	"github.com/pgntool/pgntool/pgn/tagvalue"
)

func TestTimeControl(t *testing.T) {
	form := func(d, v string) string {
		return `descriptor "` + d + `" in time control "` + v + `" is not "?", "-", moves/seconds ("40/9000"), ` +
			`seconds ("300"), seconds+increment ("4500+60") or *seconds ("*180")`
	}
	runChecks(t, tagvalue.TimeControl, []check{
		// The standard's examples and what real files write.
		{in: "?"},
		{in: "-"},
		{in: "40/9000"},
		{in: "300"},
		{in: "4500+60"},
		{in: "*180"},
		{in: "40/7200:3600"},
		{in: "40/7200:20/3600:900+30"},
		{in: "40/7200:*300"},
		{in: "1/259200"},
		{in: "60+0"},
		{in: "0+1"},
		// Faults.
		{in: "15-5-15", msg: form("15-5-15", "15-5-15")},
		{in: "+5", msg: form("+5", "+5")},
		{in: "40/", msg: form("40/", "40/")},
		{in: "/300", msg: form("/300", "/300")},
		{in: "*", msg: form("*", "*")},
		{in: "300.", msg: form("300.", "300.")},
		{in: "40/7200::300", msg: form("", "40/7200::300")},
		{in: "40/7200:", msg: form("", "40/7200:")},
		{in: "4.5/300", msg: form("4.5/300", "4.5/300")},
		{in: "0/300", msg: `descriptor "0/300" has a period of 0 moves`},
		{in: "00/300+5", msg: `descriptor "00/300+5" has a period of 0 moves`},
		{in: "40/0", msg: `descriptor "40/0" gives no time`},
		{in: "*0", msg: `descriptor "*0" gives no time`},
		{in: "0", msg: `descriptor "0" gives no time`},
		{in: "0.000", msg: `descriptor "0.000" gives no time`},
		{in: "0+0", msg: `descriptor "0+0" gives no time`},
		{in: "40/0+0", msg: `descriptor "40/0+0" gives no time`},
		{in: "300:40/7200", msg: `descriptor "300" in time control "300:40/7200" lasts to the end of the game, so "40/7200" cannot follow it`},
		{in: "300+5:60", msg: `descriptor "300+5" in time control "300+5:60" lasts to the end of the game, so "60" cannot follow it`},
		{in: "*60:60", msg: `descriptor "*60" in time control "*60:60" lasts to the end of the game, so "60" cannot follow it`},
		// Deviations.
		{in: "", msg: `empty time control; write "?" when it is unknown or "-" when there was none`, dev: true},
		{in: "10.931+0.109", msg: `time control "10.931+0.109" gives fractions of seconds; the standard counts whole seconds`, dev: true},
		{in: "40/60+0.6", msg: `descriptor "40/60+0.6" gives both a move count and an increment, which the standard has no form for`, dev: true},
		{in: "?:300", msg: `"?" in time control "?:300" should be the only descriptor`, dev: true},
		{in: "40/7200:-", msg: `"-" in time control "40/7200:-" should be the only descriptor`, dev: true},
		{in: "0300", msg: `time control "0300" has leading zeros; write "300"`, dev: true},
		{in: "040/07200:0900+030", msg: `time control "040/07200:0900+030" has leading zeros; write "40/7200:900+30"`, dev: true},
	})
}
