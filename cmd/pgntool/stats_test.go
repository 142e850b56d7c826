package main

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// statsGames are three chess games (one with an illegal move) and one
// xiangqi game.
var statsGames = map[string]string{
	"chess.pgn": `[Event "Open"]
[Site "?"]
[Date "2001.05.03"]
[Round "1"]
[White "Ann"]
[Black "Bob"]
[Result "1-0"]
[ECO "C20"]

1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0

[Event "Open"]
[Site "?"]
[Date "1999.??.??"]
[Round "2"]
[White "Bob"]
[Black "Ann"]
[Result "1/2-1/2"]
[ECO "C20"]

1. e4 e5 1/2-1/2

[Event "Club"]
[Site "?"]
[Date "????.??.??"]
[Round "3"]
[White "Ann"]
[Black "Cid"]
[Result "0-1"]

1. e4 e5 2. Nf3 Kz9 0-1
`,
	"xiangqi.pgn": `[Game "Chinese Chess"]
[Event "Cup"]
[Site "?"]
[Date "2010.01.02"]
[Round "1"]
[Red "Hu"]
[Black "Liu"]
[Result "0-1"]
[Format "ICCS"]

1. h2e2 h9g7 0-1
`,
}

func TestStatsText(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, statsGames)
	r := runBinary(t, dir, "", "stats", "chess.pgn", "xiangqi.pgn")
	if r.code != exitOK {
		t.Fatalf("exit %d, want 0 (faults in games are no failure of stats); stderr:\n%s", r.code, r.stderr)
	}
	for _, want := range []string{
		"files: 2\n",
		"games: 4\n",
		"plies: 15\n", // 7 + 4 + 2 (the illegal move ends the main line) + 2
		"chess: 3 games\n",
		"  0-1      Black wins   1\n",
		"  1-0      White wins   1\n",
		"  1/2-1/2  draw         1\n",
		"Chinese Chess: 1 games\n",
		"  0-1      Black wins   1\n",
		"dates: 1999.??.?? to 2010.01.02\n",
		"players: 5 distinct\n",
		"       3  Ann\n",
		"       2  Bob\n",
		"       1  Hu\n",
		"events: 3 distinct\n",
		"       2  Open\n",
		"openings (ECO): 1 distinct\n",
		"       2  C20\n",
		"errors: 1\nwarnings: 0\n       1  error move-syntax\n",
	} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("output lacks %q; got:\n%s", want, r.stdout)
		}
	}
}

func TestStatsJSON(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, statsGames)
	r := runBinary(t, dir, "", "stats", "--format", "json", "chess.pgn", "xiangqi.pgn")
	if r.code != exitOK {
		t.Fatalf("exit %d, want 0; stderr:\n%s", r.code, r.stderr)
	}
	var got StatsReport
	if err := json.Unmarshal([]byte(r.stdout), &got); err != nil {
		t.Fatalf("decoding %q: %v", r.stdout, err)
	}
	want := StatsReport{
		Files: 2, Games: 4, Plies: 15,
		Variants: []VariantStats{
			{Name: "Chinese Chess", Sides: [2]string{"Red", "Black"}, Games: 1, Results: map[string]int{"0-1": 1}},
			{Name: "chess", Sides: [2]string{"White", "Black"}, Games: 3, Results: map[string]int{"1-0": 1, "0-1": 1, "1/2-1/2": 1}},
		},
		FirstDate: "1999.??.??", LastDate: "2010.01.02",
		Players:  TopNames{Distinct: 5, Top: []NameCount{{"Ann", 3}, {"Bob", 2}, {"Cid", 1}, {"Hu", 1}, {"Liu", 1}}},
		Events:   TopNames{Distinct: 3, Top: []NameCount{{"Open", 2}, {"Club", 1}, {"Cup", 1}}},
		Openings: TopNames{Distinct: 1, Top: []NameCount{{"C20", 2}}},
		Errors:   1,
		Codes:    []CodeCount{{Code: "move-syntax", Severity: "error", Count: 1}},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("stats JSON (-want +got):\n%s", diff)
	}
}

func TestStatsExitCodes(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, statsGames)
	r := runBinary(t, dir, "", "stats", "chess.pgn", "missing.pgn")
	if r.code != exitTrouble {
		t.Errorf("unreadable input: exit %d, want 2", r.code)
	}
	if !strings.Contains(r.stdout, "games: 3\n") {
		t.Errorf("the games read before the unreadable input are not counted:\n%s", r.stdout)
	}
	if r := runBinary(t, dir, "", "stats", "--format", "xml", "chess.pgn"); r.code != exitTrouble {
		t.Errorf("unknown format: exit %d, want 2", r.code)
	}
	r = runBinary(t, dir, statsGames["xiangqi.pgn"], "stats", "-")
	if r.code != exitOK || !strings.Contains(r.stdout, "Chinese Chess: 1 games\n") {
		t.Errorf("standard input: exit %d, output:\n%s", r.code, r.stdout)
	}
}

func TestStatsNameLimit(t *testing.T) {
	var c nameCounts
	for i := range statsNameLimit + 5 {
		c.add("x" + strconv.Itoa(i))
	}
	c.add("x0") // counted already: still counted past the limit
	if len(c.n) != statsNameLimit || c.other != 5 || c.n["x0"] != 2 {
		t.Errorf("distinct %d, other %d, x0 %d; want %d, 5, 2", len(c.n), c.other, c.n["x0"], statsNameLimit)
	}
}

func TestStatsNameBytes(t *testing.T) {
	var c nameCounts
	long := strings.Repeat("n", 1000)
	for i := range statsNameBytes/1000 + 3 {
		c.add(strconv.Itoa(i%10) + long + strconv.Itoa(i))
	}
	if c.bytes > statsNameBytes || c.other == 0 || len(c.n)+c.other != statsNameBytes/1000+3 {
		t.Errorf("bytes %d (at most %d), distinct %d, other %d", c.bytes, statsNameBytes, len(c.n), c.other)
	}
}

// TestStatsInputKinds reads the same games from a directory holding a
// gzip-compressed file and from standard input: the counts agree.
func TestStatsInputKinds(t *testing.T) {
	dir := t.TempDir()
	var zipped bytes.Buffer
	zw := gzip.NewWriter(&zipped)
	zw.Write([]byte(statsGames["chess.pgn"]))
	zw.Close()
	writeFiles(t, dir, map[string]string{"games/chess.pgn.gz": zipped.String(), "games/sub/xiangqi.pgn": statsGames["xiangqi.pgn"]})
	fromDir := runBinary(t, dir, "", "stats", "--format", "json", "games")
	fromStdin := runBinary(t, dir, statsGames["chess.pgn"]+"\n"+statsGames["xiangqi.pgn"], "stats", "--format", "json", "-")
	var a, b StatsReport
	if err := json.Unmarshal([]byte(fromDir.stdout), &a); err != nil || fromDir.code != exitOK {
		t.Fatalf("directory: exit %d, %v; stderr:\n%s", fromDir.code, err, fromDir.stderr)
	}
	if err := json.Unmarshal([]byte(fromStdin.stdout), &b); err != nil || fromStdin.code != exitOK {
		t.Fatalf("stdin: exit %d, %v; stderr:\n%s", fromStdin.code, err, fromStdin.stderr)
	}
	if a.Files != 2 || b.Files != 1 || a.Games != 4 {
		t.Errorf("files %d and %d, games %d; want 2, 1 and 4", a.Files, b.Files, a.Games)
	}
	a.Files, b.Files = 0, 0
	if diff := cmp.Diff(b, a); diff != "" {
		t.Errorf("directory against stdin (-stdin +directory):\n%s", diff)
	}
}

// TestStatsScid counts the games of a Scid base as those of the PGN file
// it was made from (less the game the base refused).
func TestStatsScid(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"chess.pgn": statsGames["chess.pgn"]})
	if r := runBinary(t, dir, "", "convert", "--to", "scid", "-o", "base", "chess.pgn"); r.code == exitTrouble {
		t.Fatalf("convert: exit %d; stderr:\n%s", r.code, r.stderr)
	}
	r := runBinary(t, dir, "", "stats", "--format", "json", "base")
	var got StatsReport
	if err := json.Unmarshal([]byte(r.stdout), &got); err != nil || r.code != exitOK {
		t.Fatalf("exit %d, %v; stderr:\n%s", r.code, err, r.stderr)
	}
	want := StatsReport{
		Files: 1, Games: 2, Plies: 9,
		Variants:  []VariantStats{{Name: "chess", Sides: [2]string{"White", "Black"}, Games: 2, Results: map[string]int{"1-0": 1, "1/2-1/2": 1}}},
		FirstDate: "1999.??.??", LastDate: "2001.05.03",
		Players:  TopNames{Distinct: 2, Top: []NameCount{{"Ann", 2}, {"Bob", 2}}},
		Events:   TopNames{Distinct: 1, Top: []NameCount{{"Open", 2}}},
		Openings: TopNames{Distinct: 1, Top: []NameCount{{"C20", 2}}},
		Codes:    []CodeCount{},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("stats of the base (-want +got):\n%s", diff)
	}
}

// TestStatsCescacs names C'escacs results by points and reads its dates.
func TestStatsCescacs(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"a.ctl-pgn": "[Variant \"C'escacs\"]\n[Event \"CG\"]\n[Date \"2020-07-20\"]\n[White \"Wen\"]\n[Black \"Bea\"]\n[Result \"2-1\"]\n1. E7-E13, E21-E15\n2. F8-F12, F20-F16\n2-1\n",
		"b.ctl-pgn": "[Variant \"C'escacs\"]\n[Event \"CG\"]\n[Date \"2019-??-??\"]\n[Result \"0-3\"]\n1. E7-E13, E21-E15\n0-3\n",
	})
	r := runBinary(t, dir, "", "stats", "a.ctl-pgn", "b.ctl-pgn")
	if r.code != exitOK {
		t.Fatalf("exit %d; stderr:\n%s", r.code, r.stderr)
	}
	for _, want := range []string{
		"games: 2\nplies: 6\n",
		"C'escacs: 2 games\n",
		"  0-3      White 0, Black 3 1\n",
		"  2-1      White 2, Black 1 1\n",
		"dates: 2019.??.?? to 2020.07.20\n",
		"players: 2 distinct\n",
		"       2  CG\n",
	} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("output lacks %q; got:\n%s", want, r.stdout)
		}
	}
}

// TestStatsCountsEveryFault: a game with more faults than lint shows (50)
// has every one counted by its code; --max-diagnostics still bounds them,
// the rest counted as one diagnostics-suppressed.
func TestStatsCountsEveryFault(t *testing.T) {
	var moves strings.Builder
	for i := range 40 {
		// 80 unknown glyphs, and a line longer than the standard's 255.
		fmt.Fprintf(&moves, "%d. Nf3 !!! Nf6 !!! %d. Ng1 !!! Ng8 !!! ", 2*i+1, 2*i+2)
	}
	game := "[Event \"many\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"1\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n" + moves.String() + "*\n"
	for _, tc := range []struct {
		args  []string
		codes []CodeCount
	}{
		{nil, []CodeCount{{Code: "glyph-unknown", Severity: "warning", Count: 160}, {Code: "line-too-long", Severity: "warning", Count: 1}}},
		{[]string{"--max-diagnostics", "50"}, []CodeCount{{Code: "glyph-unknown", Severity: "warning", Count: 50}, {Code: "diagnostics-suppressed", Severity: "warning", Count: 1}}},
	} {
		r := runBinary(t, "", game, append([]string{"stats", "--format", "json", "-"}, tc.args...)...)
		var got StatsReport
		if err := json.Unmarshal([]byte(r.stdout), &got); err != nil {
			t.Fatalf("%v: decoding %q: %v", tc.args, r.stdout, err)
		}
		if diff := cmp.Diff(tc.codes, got.Codes); diff != "" {
			t.Errorf("%v: codes (-want +got):\n%s", tc.args, diff)
		}
	}
}
