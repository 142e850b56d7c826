package cescacs

import (
	"bytes"
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

// TestLayout exports records that use every movetext feature, written in
// a loose style, and compares with golden files; a second export must give
// the same bytes.
func TestLayout(t *testing.T) {
	tests := []struct{ name, record string }{
		{"layout", `[Variant "C'escacs"] [Event "CG"] [Site "?"] [Date "2024-??-??"] [Round "-"] [White "A"] [Black "B"] [Result "*"]
{ Introduction }
1. E7-E13, E21-E15 2. EE5-E9 ?! ($[1] 2. F8-F12 { @W: a variation } 2. …, F20-F16 (2. …, G21-G15) 3. G7-G13) 2... EE23-E19 $24
{ @B: a comment after a move }
3. F8-F12 !?(=) , F20-F16 ◇ 4. G7-G13 ?!(=): * { final comment }`},
		{"unknown-numbering", `[Variant "C'escacs"]
[Id "X-2"]
[TLPD "/28:v/27:1k/26:1jg/25:r1nr/24:pejep/23:pp2pp/22:2pjp2/21:4p3/11:3J4/9:4J3/8:3G3/7:2NN1P2/6:2P1Pd1/5:PPG2g/4:PE1EP/3:R3/2:2R/1:DK/0:V/ b RKrkr - 2 ?"]
1? …, GL5×GE5+^ 2. DE1×GE5, KRD-DE (2. …, KRK-II) 3. JE11×A23:
*`},
		{"redefined", `[Variant "C'escacs"] [Id "X-3"] [Redefine "A@J, T@R, C@N"]
1. CE3-C7, CE25-C21 2. AF6-C15 *`},
	}
	for _, tc := range tests {
		once := export(t, tc.name, []byte(tc.record), pgn.WriterOptions{})
		if twice := export(t, tc.name, once, pgn.WriterOptions{}); !bytes.Equal(once, twice) {
			t.Errorf("%s: not idempotent:\n%s\n---\n%s", tc.name, once, twice)
		}
		golden(t, "export/"+tc.name+".ctl-pgn", once)
	}
}
