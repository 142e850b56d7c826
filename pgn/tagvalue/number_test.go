package tagvalue_test

import (
	"testing"

	"github.com/pgntool/pgntool/pgn/tagvalue"
)

func TestInteger(t *testing.T) {
	runChecks(t, tagvalue.Integer, []check{
		{in: "0"},
		{in: "1"},
		{in: "123456789012345678901234567890"},
		{in: "07", msg: `value "07" has leading zeros; write "7"`, dev: true},
		{in: "-1", msg: `value "-1" is not a non-negative integer`},
		{in: "", msg: `value "" is not a non-negative integer`},
		{in: "1.5", msg: `value "1.5" is not a non-negative integer`},
		{in: "+1", msg: `value "+1" is not a non-negative integer`},
	})
}

func TestPlyCount(t *testing.T) {
	runChecks(t, tagvalue.PlyCount, []check{
		{in: "0"},
		{in: "130"},
		{in: "0130", msg: `ply count "0130" has leading zeros; write "130"`, dev: true},
		{in: "?", msg: `ply count "?" is not a non-negative integer`},
		{in: "", msg: `ply count "" is not a non-negative integer`},
	})
}

func TestElo(t *testing.T) {
	runChecks(t, tagvalue.Elo, []check{
		{in: "2500"},
		{in: "0"},
		{in: "4100"},
		{in: "-"},
		{in: "?"},
		{in: "2450:-:2610"},
		{in: "?:2400"},
		{in: "12345", msg: "rating 12345 is out of range (0-9999)"},
		{in: "00012345", msg: "rating 12345 is out of range (0-9999)"},
		{in: "abc", msg: `rating "abc" is not an integer, "-" (unrated) or "?" (unknown)`},
		{in: "-2500", msg: `rating "-2500" is not an integer, "-" (unrated) or "?" (unknown)`},
		{in: "2500:x", msg: `rating "x" in "2500:x" is not an integer, "-" (unrated) or "?" (unknown)`},
		{in: "2450::2610", msg: `rating "" in "2450::2610" is not an integer, "-" (unrated) or "?" (unknown)`},
		{in: "1500??", msg: `rating "1500??" is not an integer, "-" (unrated) or "?" (unknown)`},
		// A fault in a later rating outweighs a deviation in an earlier one.
		{in: "1500?:x", msg: `rating "x" in "1500?:x" is not an integer, "-" (unrated) or "?" (unknown)`},
		{in: "", msg: `empty rating; write "-" for an unrated player or leave the tag out`, dev: true},
		{in: "1500?", msg: `rating "1500?" carries a provisional mark '?'; write "1500"`, dev: true},
		{in: "02500", msg: `rating "02500" has leading zeros; write "2500"`, dev: true},
		{in: "2400:02500", msg: `rating "02500" has leading zeros; write "2500"`, dev: true},
	})
}

func TestSetUp(t *testing.T) {
	const want = `SetUp must be "0" (usual start) or "1" (position from the FEN tag), not `
	runChecks(t, tagvalue.SetUp, []check{
		{in: "0"},
		{in: "1"},
		{in: "2", msg: want + `"2"`},
		{in: "01", msg: want + `"01"`},
		{in: "true", msg: want + `"true"`},
		{in: "", msg: want + `""`},
	})
}
