package cescacs

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pgntool/pgntool/pgn"
)

// TestCheckGame reads small records through the core and lists what
// CheckGame says about their comments.
func TestCheckGame(t *testing.T) {
	tests := []struct {
		name, record string
		want         []string // code line:col
	}{
		{"clean", `1. E7-E13, E21-E15
{ @W: opens ~E. @B: answers; see #1@W and ~PE13 }
2. EE5-E11 ?!:
{ @W: #.2 is not allowed here }
*
{ @B final words about #2 }
`, []string{"ctl-comment-reference 4:7"}},
		{"marker after the wrong side", `1. E7-E13
{ @B: no black move yet }
1. …, E21-E15
{ @X: unknown }
*
`, []string{"ctl-game-end 3:7", "ctl-comment-marker 2:3", "ctl-comment-marker 4:3"}},
		{"references", `1. E7-E13, E21-E15
{ see #3, #1@B, #2@W, $300, ~Q99 and ~xx }
2. F8-F12
($[1] 2. G7-G13
.{ #.2 and #1[1] and #2$[1]@W and #2[2] }
)
*
`, []string{"ctl-game-end 3:4",
			"ctl-comment-reference 2:7", "ctl-comment-reference 2:17", "ctl-comment-reference 2:23",
			"ctl-comment-reference 2:29", "ctl-comment-reference 2:38",
			"ctl-comment-reference 5:12", "ctl-comment-reference 5:35"}},
		{"placement", `1. E7-E13 { here } , E21-E15 {x}
*
`, []string{"ctl-game-end 1:22", "ctl-comment-placement 1:11", "ctl-comment-placement 1:11"}},
		{"numbers and ending", "1. E7-E13 :, E21-E15\n3. F8-F12\n4. F20-F16#\n*\n",
			[]string{"ctl-move-number 2:4", "ctl-game-end 1:4"}},
		{"ellipsis before White's move", "1. E7-E13\n1.…, E21-E15\n2.…, EE5-E9 :\n*\n",
			[]string{"ctl-move-number 3:6"}},
	}
	for _, tc := range tests {
		games := readGames(t, "t", []byte(tc.record), nil)
		if len(games) != 1 {
			t.Fatalf("%s: %d games", tc.name, len(games))
		}
		var got []string
		Variant.(pgn.GameChecker).CheckGame(games[0], func(d pgn.Diagnostic) {
			got = append(got, d.Code+" "+strings.TrimPrefix(d.Pos.String(), "t:"))
			if testing.Verbose() {
				t.Log(d)
			}
		})
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.name, diff)
		}
	}
}
