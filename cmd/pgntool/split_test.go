package main

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// splitGames are games of the three games: two chess events, two years,
// ECO letters B and C; a xiangqi game with an ECCO code (its letter A); a
// C'escacs game with a C'escacs date; and a chess game with none of the
// keys ("?" Event, unknown Date, no ECO).
const splitGames = `[Event "Open"]
[Site "?"]
[Date "2001.05.03"]
[Round "1"]
[White "Ann"]
[Black "Bob"]
[Result "1-0"]
[ECO "C20"]

1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0

[Event "Club/Cup"]
[Site "?"]
[Date "2002.??.??"]
[Round "2"]
[White "Bob"]
[Black "Ann"]
[Result "1/2-1/2"]
[ECO "B20"]

1. e4 c5 1/2-1/2

[Game "Chinese Chess"]
[Event "Open"]
[Site "?"]
[Date "2001.01.02"]
[Round "1"]
[Red "Hu"]
[Black "Liu"]
[Result "0-1"]
[ECCO "A60"]

1. h2e2 h9g7 0-1

[Variant "C'escacs"]
[Event "CG"]
[Site "?"]
[Date "2020-07-20"]
[Round "1"]
[White "?"]
[Black "?"]
[Result "*"]

1. E7-E13, E21-E15
2. F8-F12, F20-F16
*

[Event "?"]
[Site "?"]
[Date "????.??.??"]
[Round "3"]
[White "Ann"]
[Black "Cid"]
[Result "*"]

1. d4 d5 *
`

// exportedGames exports the games of files in dir one by one, as split
// is to write them: the expected content of the split files.
func exportedGames(t *testing.T, dir string, args ...string) []string {
	t.Helper()
	r := runBinary(t, dir, "", append([]string{"export"}, args...)...)
	if r.code != 0 {
		t.Fatalf("export %v: exit %d: %s", args, r.code, r.stderr)
	}
	var games []string
	for _, g := range strings.SplitAfter(r.stdout, "\n\n[") {
		if len(games) > 0 {
			g = "[" + g
		}
		games = append(games, strings.TrimSuffix(g, "["))
	}
	return games
}

// dirFiles returns the files of dir but the inputs, by name, with their
// contents.
func dirFiles(t *testing.T, dir string, inputs ...string) map[string]string {
	t.Helper()
	files := map[string]string{}
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, path)
		if slices.Contains(inputs, rel) {
			return nil
		}
		b, err := os.ReadFile(path)
		files[rel] = string(b)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

func TestSplit(t *testing.T) {
	base := t.TempDir()
	writeFiles(t, base, map[string]string{"games.pgn": splitGames})
	all := exportedGames(t, base, "games.pgn")
	if len(all) != 5 {
		t.Fatalf("export wrote %d games, want 5:\n%q", len(all), all)
	}
	chessOpen, chessClub, xq, ctl, none := all[0], all[1], all[2], all[3], all[4]
	for _, tc := range []struct {
		args []string
		want map[string]string
	}{
		{[]string{"--split-every", "2"}, map[string]string{
			"001.pgn": chessOpen + chessClub, "002.pgn": xq + ctl, "003.pgn": none}},
		{[]string{"--split-every", "3", "--split-pattern", "part-%5n.txt"}, map[string]string{
			"part-00001.txt": chessOpen + chessClub + xq, "part-00002.txt": ctl + none}},
		{[]string{"--split-by", "Event"}, map[string]string{
			"Open.pgn": chessOpen + xq, "Club_Cup.pgn": chessClub, "CG.pgn": ctl, "unknown.pgn": none}},
		{[]string{"--split-by", "year"}, map[string]string{
			"2001.pgn": chessOpen + xq, "2002.pgn": chessClub, "2020.pgn": ctl, "unknown.pgn": none}},
		{[]string{"--split-by", "eco-letter", "--split-pattern", "eco-%k.pgn"}, map[string]string{
			"eco-C.pgn": chessOpen, "eco-B.pgn": chessClub, "eco-A.pgn": xq, "eco-unknown.pgn": ctl + none}},
		{[]string{"--split-by", "variant"}, map[string]string{
			"chess.pgn": chessOpen + chessClub + none, "Chinese_Chess.pgn": xq, "C_escacs.pgn": ctl}},
		{[]string{"--split-by", "White", "--split-every", "1"}, map[string]string{
			"Ann-001.pgn": chessOpen, "Bob-001.pgn": chessClub, "unknown-001.pgn": xq, "unknown-002.pgn": ctl, "Ann-002.pgn": none}},
		{[]string{"--split-by", "Event", "--select", "Event=Open", "--split-pattern", "sub/%k %% %n.pgn", "--split-every", "5"}, map[string]string{
			"sub/Open % 001.pgn": chessOpen + xq}},
	} {
		dir := t.TempDir()
		writeFiles(t, dir, map[string]string{"games.pgn": splitGames})
		if err := os.Mkdir(filepath.Join(dir, "sub"), 0o755); err != nil {
			t.Fatal(err)
		}
		r := runBinary(t, dir, "", append([]string{"split", "games.pgn"}, tc.args...)...)
		if r.code != 0 {
			t.Errorf("%v: exit %d: %s", tc.args, r.code, r.stderr)
			continue
		}
		if diff := cmp.Diff(tc.want, dirFiles(t, dir, "games.pgn")); diff != "" {
			t.Errorf("%v: files (-want +got):\n%s", tc.args, diff)
		}
		if want := fmt.Sprintf("split: %d file", len(tc.want)); !strings.Contains(r.stderr, want) {
			t.Errorf("%v: stderr %q lacks %q", tc.args, r.stderr, want)
		}
	}
	if _, err := os.Stat(filepath.Join(base, "001.pgn")); err == nil {
		t.Errorf("export wrote a split file")
	}
}

// TestSplitNeverOverwrites: an existing target stops the run before any
// file is written, and is left as it was; --force replaces it.
func TestSplitNeverOverwrites(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"games.pgn": splitGames, "002.pgn": "mine\n"})
	r := runBinary(t, dir, "", "split", "--split-every", "2", "games.pgn")
	if r.code != exitTrouble || !strings.Contains(r.stderr, "002.pgn exists") {
		t.Errorf("exit %d, stderr %q; want 2 and the file named", r.code, r.stderr)
	}
	if diff := cmp.Diff(map[string]string{"002.pgn": "mine\n"}, dirFiles(t, dir, "games.pgn")); diff != "" {
		t.Errorf("files after a refused split (-want +got):\n%s", diff)
	}
	r = runBinary(t, dir, "", "split", "--split-every", "2", "--force", "games.pgn")
	if r.code != 0 {
		t.Fatalf("--force: exit %d: %s", r.code, r.stderr)
	}
	files := dirFiles(t, dir, "games.pgn")
	if len(files) != 3 || strings.Contains(files["002.pgn"], "mine") || !strings.Contains(files["002.pgn"], "Hu") {
		t.Errorf("--force: files %q", files)
	}
}

// TestSplitManyKeys splits by a tag with more values than files split
// keeps open, in an order that makes it close and reopen files: every
// game still lands, in order, in the file of its value.
func TestSplitManyKeys(t *testing.T) {
	dir := t.TempDir()
	keys := splitMaxOpen + 36
	var input strings.Builder
	want := map[string]string{}
	for round := range 3 {
		for k := range keys {
			game := fmt.Sprintf("[Event \"E%d\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"%d\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n\n1. e4 *\n\n", k, round+1)
			input.WriteString(game)
			want[fmt.Sprintf("E%d.pgn", k)] += game
		}
	}
	writeFiles(t, dir, map[string]string{"games.pgn": input.String()})
	r := runBinary(t, dir, "", "split", "--split-by", "Event", "games.pgn")
	if r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	if diff := cmp.Diff(want, dirFiles(t, dir, "games.pgn")); diff != "" {
		t.Errorf("files (-want +got):\n%s", diff)
	}
	r = runBinary(t, t.TempDir(), input.String(), "split", "--split-by", "Event", "--split-max-files", "10", "-")
	if r.code != exitTrouble || !strings.Contains(r.stderr, "more than 10 files") {
		t.Errorf("--split-max-files 10: exit %d, stderr %q", r.code, r.stderr)
	}
}

// TestSplitLeavesNothingOnFailure: a run that fails after files were
// begun (an unreadable input) leaves no file and no temporary.
func TestSplitLeavesNothingOnFailure(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"games.pgn": splitGames})
	r := runBinary(t, dir, "", "split", "--split-every", "1", "games.pgn", "missing.pgn")
	if r.code != exitTrouble {
		t.Errorf("exit %d, want %d; stderr %q", r.code, exitTrouble, r.stderr)
	}
	if files := dirFiles(t, dir, "games.pgn"); len(files) != 0 {
		t.Errorf("files left: %q", files)
	}
}

func TestSplitUsageErrors(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"games.pgn": splitGames})
	for _, tc := range []struct {
		args []string
		msg  string
	}{
		{nil, "give --split-every"},
		{[]string{"--split-every", "-1"}, "1 or more"},
		{[]string{"--split-every", "2", "--split-pattern", "out.pgn"}, "has no %n"},
		{[]string{"--split-by", "Event", "--split-pattern", "%n.pgn"}, "has no %k"},
		{[]string{"--split-every", "2", "--split-pattern", "%k%n.pgn"}, "no --split-by"},
		{[]string{"--split-every", "2", "--split-pattern", "%x%n.pgn"}, "unknown sequence %x"},
		{[]string{"--split-every", "2", "--split-pattern", "%n%"}, "middle of a % sequence"},
		{[]string{"--split-by", "Ev ent"}, "give a tag name"},
		{[]string{"--split-every", "2", "--split-max-files", "0"}, "1 or more"},
	} {
		r := runBinary(t, dir, "", append([]string{"split", "games.pgn"}, tc.args...)...)
		if r.code != exitTrouble || !strings.Contains(r.stderr, tc.msg) {
			t.Errorf("%v: exit %d, stderr %q; want 2 and %q", tc.args, r.code, r.stderr, tc.msg)
		}
	}
	if files := dirFiles(t, dir, "games.pgn"); len(files) != 0 {
		t.Errorf("files written by usage errors: %q", files)
	}
}

func TestSanitizeKey(t *testing.T) {
	for _, tc := range []struct{ key, want string }{
		{"Open", "Open"},
		{"", "unknown"},
		{"Club/Cup", "Club_Cup"},
		{"../../etc/passwd", "etc_passwd"},
		{".hidden", "hidden"},
		{"Tal, Mikhail", "Tal,_Mikhail"},
		{"a  b\t\"c\"", "a_b_c"},
		{"全国象棋个人赛", "全国象棋个人赛"},
		{"C:\\x*y?", "C_x_y"},
		{"///", "unknown"},
		{strings.Repeat("é", 80), strings.Repeat("é", 50)},
	} {
		if got := sanitizeKey(tc.key); got != tc.want {
			t.Errorf("sanitizeKey(%q) = %q, want %q", tc.key, got, tc.want)
		}
	}
	s := &splitter{names: map[string]bool{}}
	var got []string
	for _, key := range []string{"A/B", "A_B", "a_b", "A B"} {
		got = append(got, s.uniqueName(key))
	}
	if want := []string{"A_B", "A_B_2", "a_b_3", "A_B_4"}; !slices.Equal(got, want) {
		t.Errorf("uniqueName: %q, want %q", got, want)
	}
}
