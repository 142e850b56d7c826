package main

import (
	"strings"
	"testing"
)

// transformGames are two chess games and a xiangqi game: a Scholar's mate
// left unfinished ("*"), annotated with comments, clock and evaluation
// commands, NAGs and a variation; a game whose Result tag contradicts its
// marker; and a xiangqi game with a tag outside its roster.
const transformGames = `[Event "a"]
[Site "?"]
[Date "2020.01.01"]
[Round "1"]
[White "W"]
[Black "B"]
[Result "*"]
[WhiteElo "2800"]
[Annotator "me"]

{start} 1. e4 $1 {good [%clk 0:01:00] [%eval 0.3]} e5 (1... c5 {sicilian} $2)
2. Bc4 {[%clk 0:00:59] [%emt 0:00:01]} Nc6 3. Qh5 Nf6 4. Qxf7# *

[Event "b"]
[Site "?"]
[Date "2020.01.02"]
[Round "2"]
[White "W"]
[Black "B"]
[Result "0-1"]

1. d4 d5 2. c4 1-0

[Game "Chinese Chess"]
[Event "x"]
[Site "?"]
[Date "2020.01.03"]
[Round "3"]
[Red "R"]
[Black "B"]
[Result "*"]
[Extra "e"]

1. C2.5 C8.5 *
`

func TestExportTransform(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"games.pgn": transformGames})
	for _, tc := range []struct {
		args     []string
		has, not []string
		mismatch bool // stderr reports game b's Result tag against its marker
	}{
		{nil, []string{"{ start }", "(1... c5", "$1", "[%clk", "[%emt", "[%eval", `[Annotator "me"]`, `[Extra "e"]`, `[Result "*"]`}, []string{"PlyCount"}, true},
		{[]string{"--no-comments"}, []string{"(1... c5 $2)", "1. e4 $1 1... e5"}, []string{"{", "}"}, true},
		{[]string{"--nocomments"}, []string{"(1... c5 $2)"}, []string{"{"}, true},
		{[]string{"--no-variations"}, []string{"{ start }", "$1", "[%clk"}, []string{"(", "sicilian", "$2"}, true},
		{[]string{"--novars"}, []string{"{ start }"}, []string{"("}, true},
		{[]string{"--no-nags"}, []string{"(1... c5", "{ good"}, []string{"$"}, true},
		{[]string{"--nonags"}, []string{"(1... c5"}, []string{"$"}, true},
		{[]string{"--roster-only"}, []string{`[Event "a"]`, `[Round "3"]`, `[Red "R"]`, "$1", "{ start }"}, []string{"Annotator", "WhiteElo", "Extra"}, true},
		{[]string{"-7"}, []string{`[Red "R"]`}, []string{"Annotator", "WhiteElo", "Extra"}, true},
		{[]string{"--sevtags"}, []string{`[Red "R"]`}, []string{"Annotator", "WhiteElo", "Extra"}, true},
		{[]string{"--drop-tags", "Annotator,Extra"}, []string{`[WhiteElo "2800"]`, `[Site "?"]`}, []string{"Annotator", "Extra"}, true},
		{[]string{"--keep-tags", "WhiteElo"}, []string{`[WhiteElo "2800"]`, `[Site "?"]`, `[Red "R"]`}, []string{"Annotator", "Extra"}, true},
		{[]string{"--no-clocks"}, []string{"{ good }", "2. Bc4 Nc6", "{ sicilian }"}, []string{"%clk", "%emt", "%eval"}, true},
		{[]string{"--plycount"}, []string{`[PlyCount "7"]`, `[PlyCount "3"]`, `[PlyCount "2"]`}, nil, true},
		{[]string{"--plycount", "--roster-only"}, nil, []string{"PlyCount"}, true},
		{[]string{"--fix-result"}, []string{"Qxf7# 1-0", `[Result "1-0"]`, "2. c4 1-0", "1. 炮二平五 炮８平５ *"}, []string{"Qxf7# *"}, false},
		{[]string{"--fixresulttags"}, []string{"Qxf7# 1-0"}, nil, false},
	} {
		r := runBinary(t, dir, "", append([]string{"export", "games.pgn"}, tc.args...)...)
		if r.code == exitTrouble {
			t.Errorf("%v: exit %d, stderr %q", tc.args, r.code, r.stderr)
			continue
		}
		for _, s := range tc.has {
			if !strings.Contains(r.stdout, s) {
				t.Errorf("%v: output lacks %q:\n%s", tc.args, s, r.stdout)
			}
		}
		for _, s := range tc.not {
			if strings.Contains(r.stdout, s) {
				t.Errorf("%v: output holds %q:\n%s", tc.args, s, r.stdout)
			}
		}
		if got := strings.Contains(r.stderr, "[result-mismatch]"); got != tc.mismatch {
			t.Errorf("%v: result-mismatch reported %v, want %v; stderr %q", tc.args, got, tc.mismatch, r.stderr)
		}
	}
}
