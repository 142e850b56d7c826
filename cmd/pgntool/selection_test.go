package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// selectionGames are four chess games: a Scholar's mate by Kasparov, the
// same moves again under other tags, a Sicilian by Carlsen that ends in
// no mate, and a stalemate.
const selectionGames = `[Event "a"]
[Site "?"]
[Date "2020.01.01"]
[Round "1"]
[White "Kasparov, Garry"]
[Black "X"]
[Result "1-0"]
[WhiteElo "2800"]

1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0

[Event "b"]
[Site "?"]
[Date "2021.01.01"]
[Round "2"]
[White "Y"]
[Black "Z"]
[Result "1-0"]

1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 {a comment} 4. Qxf7# 1-0

[Event "c"]
[Site "?"]
[Date "2022.01.01"]
[Round "3"]
[White "Carlsen, Magnus"]
[Black "Kasparov, Garry"]
[Result "*"]
[WhiteElo "2850"]

1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 *

[Event "d"]
[Site "?"]
[Date "2023.01.01"]
[Round "4"]
[White "S"]
[Black "T"]
[Result "1/2-1/2"]
[SetUp "1"]
[FEN "7k/8/6K1/8/8/8/5Q2/8 w - - 0 1"]

1. Qf7 1/2-1/2
`

// events lists the Event tags of the games export wrote.
func events(out string) string {
	var got []string
	for _, line := range strings.Split(out, "\n") {
		if v, ok := strings.CutPrefix(line, `[Event "`); ok {
			got = append(got, strings.TrimSuffix(v, `"]`))
		}
	}
	return strings.Join(got, " ")
}

func TestExportSelection(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"games.pgn": selectionGames, "criteria.txt": "# Elo\nWhiteElo>=2800\n"})
	for _, tc := range []struct {
		args []string
		want string
	}{
		{nil, "a b c d"},
		{[]string{"--player", "Kasparov, Garry"}, "a c"},
		{[]string{"--player", "Kasparov"}, ""},
		{[]string{"--checkmate"}, "a b"},
		{[]string{"--stalemate"}, "d"},
		{[]string{"--checkmate", "--invert"}, "c d"},
		{[]string{"--select", "WhiteElo>=2800"}, "a c"},
		{[]string{"--select", "WhiteElo>=2800", "--select", "Date>=2021.06.01"}, "c"},
		{[]string{"--criteria", "criteria.txt", "--checkmate"}, "a"},
		{[]string{"--dedupe"}, "a c d"},
		{[]string{"--dedupe", "--invert", "--checkmate"}, "c d"},
		{[]string{"--stop-after", "2"}, "a b"},
		{[]string{"--position", "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4"}, "a b"},
		{[]string{"--eco", "B90-B99", "--classify"}, "c"},
		{[]string{"--eco", "C20-C29"}, ""},
	} {
		args := append([]string{"export", "games.pgn"}, tc.args...)
		r := runBinary(t, dir, "", args...)
		if r.code != exitOK {
			t.Errorf("%v: exit %d, stderr %q", tc.args, r.code, r.stderr)
			continue
		}
		if got := events(r.stdout); got != tc.want {
			t.Errorf("%v: wrote %q, want %q", tc.args, got, tc.want)
		}
	}
	r := runBinary(t, dir, "", "export", "games.pgn", "--eco", "B90-B99", "--classify")
	for _, want := range []string{`[ECO "B90"]`, `[Opening "Sicilian Defense"]`, `[Variation "Najdorf Variation"]`} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("--classify: no %s in %q", want, r.stdout)
		}
	}
	if !strings.Contains(r.stderr, "pgntool: 1 game(s) written, 3 not selected\n") {
		t.Errorf("--classify: stderr %q", r.stderr)
	}
}

func TestExportSelectionUsage(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"games.pgn": selectionGames})
	for _, args := range [][]string{
		{"--select", "WhiteElo>x"},
		{"--invert"},
		{"--dedupe-position"},
		{"--stop-after", "-1"},
		{"--criteria", "missing.txt"},
		{"--eco", "Z99-A00"},
	} {
		r := runBinary(t, dir, "", append([]string{"export", "games.pgn"}, args...)...)
		if r.code != exitTrouble || r.stdout != "" || r.stderr == "" {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, r.code, r.stdout, r.stderr)
		}
	}
}

// TestSelectionPassesOverRejectedGames: with criteria on tags, a game the
// tags reject is passed over unread, and counted as not selected like any
// other; a game without tags is still read and counted the same way, not
// taken for stray text; with --rejected every game is read and written.
func TestSelectionPassesOverRejectedGames(t *testing.T) {
	dir := t.TempDir()
	text := "1. e4 e5 2. Nf3 *\n\n" + // no tags
		"[Event \"x\"]\n[White \"A\"]\n\n1. e4 ) Zz9 {never read *\n}\n 1-0\n\n" + // rejected, faulty movetext
		"[Event \"y\"]\n[White \"B\"]\n\n1. d4 d5 *\n"
	writeFiles(t, dir, map[string]string{"g.pgn": text})
	for _, jobs := range []string{"1", "2"} {
		r := runBinary(t, dir, "", "export", "--jobs", jobs, "--select", "White=B", "g.pgn")
		// The selected game lacks roster tags (an error, so exit 1); the
		// rejected game's faults are not reported.
		if events(r.stdout) != "y" || strings.Contains(r.stderr, "Zz9") {
			t.Errorf("--jobs %s: wrote %q, want y; stderr %q", jobs, events(r.stdout), r.stderr)
		}
		if !strings.Contains(r.stderr, "pgntool: 1 game(s) written, 2 not selected\n") {
			t.Errorf("--jobs %s: stderr %q", jobs, r.stderr)
		}
	}
	r := runBinary(t, dir, "", "export", "--select", "White=B", "--rejected", "rej.pgn", "g.pgn")
	rej, err := os.ReadFile(filepath.Join(dir, "rej.pgn"))
	if err != nil || !strings.Contains(string(rej), "1. e4 e5 2. Nf3") || !strings.Contains(string(rej), `[Event "x"]`) {
		t.Errorf("--rejected: %v, rej.pgn %q, stderr %q", err, rej, r.stderr)
	}
}
