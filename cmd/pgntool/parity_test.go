package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

// The CLI parity tests run the built pgntool and pgn-extract (when
// installed; they skip otherwise) on chess corpus files, with the flags an
// archivist would give each, and compare the games each writes. Each game
// is numbered first by a PgntoolGame tag inserted before it, so that the
// games written can be told apart. Games either tool cannot read without
// error are left out of the comparison (pgn-extract writes no game it
// cannot read); the differences that remain, and why, are in
// docs/compatibility.md. Package filter's TestParityWithPgnExtract
// compares the same selections at the library level.

// parityCorpus is where the chess corpus is, from this package.
const parityCorpus = "../../../shared/corpus/chess"

// pgnExtractTool returns the path of pgn-extract, or skips.
func pgnExtractTool(t *testing.T) string {
	t.Helper()
	for _, p := range []string{"pgn-extract", "/usr/games/pgn-extract"} {
		if path, err := exec.LookPath(p); err == nil {
			return path
		}
	}
	t.Skip("pgn-extract is not installed: no parity test")
	return ""
}

// parityInput is one or more corpus files joined, with their games
// numbered.
type parityInput struct {
	path     string
	count    int
	clean    map[int]bool // games pgntool reads and checks without error
	accepted map[int]bool // games pgn-extract writes with no criterion
}

// numberedInput joins the corpus files named (joined by "+") and numbers
// their games.
func numberedInput(t *testing.T, tool, name string) *parityInput {
	t.Helper()
	var data []byte
	for _, part := range strings.Split(name, "+") {
		d, err := os.ReadFile(filepath.Join(parityCorpus, part))
		if err != nil {
			t.Skipf("corpus file absent: %v", err)
		}
		data = append(append(data, d...), '\n')
	}
	var out bytes.Buffer
	last, n := 0, 0
	for g, err := range pgn.NewReaderBytes(data, pgn.ReaderOptions{}).Games() {
		if err != nil {
			t.Fatal(err)
		}
		off := int(g.Pos.Offset)
		out.Write(data[last:off])
		n++
		fmt.Fprintf(&out, "[PgntoolGame \"%d\"]\n", n)
		last = off
	}
	out.Write(data[last:])
	in := &parityInput{path: filepath.Join(t.TempDir(), "numbered.pgn"), count: n, clean: map[int]bool{}}
	if err := os.WriteFile(in.path, out.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	for g, err := range pgn.NewReaderBytes(out.Bytes(), pgn.ReaderOptions{}).Games() {
		if err != nil {
			t.Fatal(err)
		}
		clean := true
		pgn.Check(g, func(d pgn.Diagnostic) {
			if d.Severity == pgn.Error {
				clean = false
			}
		})
		if clean {
			in.clean[gameNumberOf(g)] = true
		}
	}
	in.accepted = map[int]bool{}
	for _, n := range numbersIn(t, runPgnExtract(t, tool, in.path)) {
		in.accepted[n] = true
	}
	return in
}

// gameNumberOf is a game's PgntoolGame tag.
func gameNumberOf(g *pgn.Game) int {
	v, _ := g.Tag("PgntoolGame")
	n, _ := strconv.Atoi(v)
	return n
}

// numbersIn returns the PgntoolGame numbers of the games of a PGN text,
// in order.
func numbersIn(t *testing.T, text []byte) []int {
	t.Helper()
	var nums []int
	for g, err := range pgn.NewReaderBytes(text, pgn.ReaderOptions{}).Games() {
		if err != nil {
			t.Fatal(err)
		}
		if !g.Empty() {
			nums = append(nums, gameNumberOf(g))
		}
	}
	return nums
}

// runPgnExtract runs pgn-extract on path with args and returns what it
// wrote.
func runPgnExtract(t *testing.T, tool, path string, args ...string) []byte {
	t.Helper()
	out := filepath.Join(t.TempDir(), "out.pgn")
	cmd := exec.Command(tool, append(append([]string{"-s", "--output", out}, args...), path)...)
	cmd.Dir = t.TempDir()
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%v: %v\n%s", cmd.Args, err, msg)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// runPgntoolExport runs the built pgntool's export on path with args and
// returns what it wrote on stdout.
func runPgntoolExport(t *testing.T, path string, args ...string) []byte {
	t.Helper()
	r := runBinary(t, "", "", append(append([]string{"export", "--quiet"}, args...), path)...)
	if r.code == exitTrouble {
		t.Fatalf("pgntool export %v: exit %d\n%s", args, r.code, r.stderr)
	}
	return []byte(r.stdout)
}

// compareSelections reports the games one tool writes and the other does
// not, among those both read without error.
func compareSelections(t *testing.T, in *parityInput, ours, theirs []int) {
	t.Helper()
	set := func(list []int) map[int]bool {
		m := map[int]bool{}
		for _, n := range list {
			if in.accepted[n] && in.clean[n] {
				m[n] = true
			}
		}
		return m
	}
	o, p := set(ours), set(theirs)
	var onlyOurs, onlyTheirs []int
	for n := range o {
		if !p[n] {
			onlyOurs = append(onlyOurs, n)
		}
	}
	for n := range p {
		if !o[n] {
			onlyTheirs = append(onlyTheirs, n)
		}
	}
	slices.Sort(onlyOurs)
	slices.Sort(onlyTheirs)
	if len(onlyOurs)+len(onlyTheirs) > 0 {
		t.Errorf("written only by pgntool %v, only by pgn-extract %v", onlyOurs, onlyTheirs)
	}
	t.Logf("%d games, %d compared, %d selected by both", in.count, len(in.accepted), len(o))
}

// writeTagFile writes a pgn-extract criteria file and returns its path.
func writeTagFile(t *testing.T, text string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "tags.txt")
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestCLIParitySelection: export's selection flags write the games that
// pgn-extract's criteria write.
func TestCLIParitySelection(t *testing.T) {
	tool := pgnExtractTool(t)
	sicilian := "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2"
	for _, tc := range []struct {
		name, file string
		ours       []string
		theirs     []string
	}{
		{"tag", "pgn-extract/test/infiles/fischer.pgn",
			[]string{"--select", "Result=1/2-1/2", "--select", "Date<1990"},
			[]string{"-t", "Result \"1/2-1/2\"\nDate < \"1990\"\n"}},
		{"tag-twic", "shakmaty/pgn-reader/benches/twic1599_100k.pgn",
			[]string{"--select", "Result=1-0"},
			[]string{"-t", "Result \"1-0\"\n"}},
		{"eco-range", "pgn-extract/test/infiles/najdorf.pgn",
			[]string{"--eco", "B90-B99"},
			[]string{"-t", "ECO \"B9\"\n"}},
		{"eco-range-twic", "shakmaty/pgn-reader/benches/twic1599_100k.pgn",
			[]string{"--eco", "C60-C99"},
			[]string{"-t", "ECO \"C6\"\nECO \"C7\"\nECO \"C8\"\nECO \"C9\"\n"}},
		{"player", "pgn-extract/test/infiles/fischer.pgn",
			[]string{"--player", "Fischer, Robert J."},
			[]string{"-t", "Player \"Fischer, Robert J.\"\n"}},
		{"player-petrosian", "pgn-extract/test/infiles/petrosian.pgn",
			[]string{"--player", "Petrosian, Tigran V."},
			[]string{"-t", "Player \"Petrosian, Tigran V.\"\n"}},
		// pgn-extract's player matches a prefix; --player is the exact
		// value, and a regular expression anchored at the start is the
		// prefix.
		{"player-prefix", "pgn-extract/test/infiles/petrosian.pgn",
			[]string{"--select", "Player~=^Petrosian"},
			[]string{"-t", "Player \"Petrosian\"\n"}},
		{"position", "shakmaty/pgn-reader/benches/twic1599_100k.pgn",
			[]string{"--position", sicilian},
			[]string{"-t", fmt.Sprintf("FEN %q\n", sicilian)}},
		{"position-najdorf", "pgn-extract/test/infiles/najdorf.pgn",
			[]string{"--position", sicilian},
			[]string{"-t", fmt.Sprintf("FEN %q\n", sicilian)}},
		{"checkmate", "pgn-extract/test/infiles/test-checkmate.pgn",
			[]string{"--checkmate"}, []string{"--checkmate"}},
		{"checkmate-twic", "shakmaty/pgn-reader/benches/twic1599_100k.pgn",
			[]string{"--checkmate"}, []string{"--checkmate"}},
		{"stalemate", "pgn-extract/test/infiles/test-stalemate.pgn",
			[]string{"--stalemate"}, []string{"--stalemate"}},
		{"duplicates", "pgn-extract/test/infiles/fischer.pgn+pgn-extract/test/infiles/test-hash.pgn+pgn-extract/test/infiles/fischer.pgn",
			[]string{"--dedupe"}, []string{"-D"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := numberedInput(t, tool, tc.file)
			theirs := tc.theirs
			if theirs[0] == "-t" {
				theirs = []string{"-t", writeTagFile(t, theirs[1])}
			}
			ours := numbersIn(t, runPgntoolExport(t, in.path, tc.ours...))
			if tc.name == "duplicates" {
				// pgn-extract keeps the first copy it reads; a first copy
				// it cannot read is not in its output, and the second
				// copy then is. Compare among the games it reads.
				ours = numbersIn(t, runPgntoolExport(t, onlyGames(t, in), tc.ours...))
			}
			compareSelections(t, in, ours, numbersIn(t, runPgnExtract(t, tool, in.path, theirs...)))
		})
	}
}

// onlyGames writes the games of in that pgn-extract reads into a new file.
func onlyGames(t *testing.T, in *parityInput) string {
	t.Helper()
	data, err := os.ReadFile(in.path)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	var starts []int
	var games []*pgn.Game
	for g, err := range pgn.NewReaderBytes(data, pgn.ReaderOptions{}).Games() {
		if err != nil {
			t.Fatal(err)
		}
		starts = append(starts, int(g.Pos.Offset))
		games = append(games, g)
	}
	starts = append(starts, len(data))
	for i, g := range games {
		if in.accepted[gameNumberOf(g)] {
			out.Write(data[starts[i]:starts[i+1]])
			out.WriteByte('\n')
		}
	}
	path := filepath.Join(t.TempDir(), "accepted.pgn")
	if err := os.WriteFile(path, out.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestCLIParityPlayerIsExact shows the one documented difference of the
// player criterion: pgn-extract selects "Petrosian, Tigran V." for the
// name "Petrosian, Tigran V" (a prefix); --player does not.
func TestCLIParityPlayerIsExact(t *testing.T) {
	tool := pgnExtractTool(t)
	in := numberedInput(t, tool, "pgn-extract/test/infiles/petrosian.pgn")
	theirs := numbersIn(t, runPgnExtract(t, tool, in.path, "-t", writeTagFile(t, "Player \"Petrosian, Tigran V\"\n")))
	ours := numbersIn(t, runPgntoolExport(t, in.path, "--player", "Petrosian, Tigran V"))
	for _, n := range ours {
		if !slices.Contains(theirs, n) {
			t.Errorf("game %d: selected by pgntool, not by pgn-extract", n)
		}
	}
	// The games of "Petrosian, Tigran V." (27) are pgn-extract's only.
	if len(theirs)-len(ours) != 27 {
		t.Errorf("pgn-extract selects %d games, pgntool %d; want 27 more for pgn-extract", len(theirs), len(ours))
	}
}

// TestCLIParityClassify: export --classify gives games whose ECO tag was
// removed the code pgn-extract -e gives them, on most games; the
// differences (transpositions, and two tables that code some lines
// differently) are explained in docs/compatibility.md.
func TestCLIParityClassify(t *testing.T) {
	tool := pgnExtractTool(t)
	const ecoFile = "/usr/share/pgn-extract/eco.pgn"
	if _, err := os.Stat(ecoFile); err != nil {
		t.Skipf("pgn-extract's eco.pgn is absent: %v", err)
	}
	in := numberedInput(t, tool, "notnil-chess/assets/twic0920.pgn")
	stripped := filepath.Join(t.TempDir(), "stripped.pgn")
	if err := os.WriteFile(stripped, runPgntoolExport(t, in.path, "--drop-tags", "ECO,Opening,Variation,SubVariation"), 0o644); err != nil {
		t.Fatal(err)
	}
	codes := func(text []byte) map[int]string {
		m := map[int]string{}
		for g, err := range pgn.NewReaderBytes(text, pgn.ReaderOptions{}).Games() {
			if err != nil {
				t.Fatal(err)
			}
			if code, ok := g.Tag("ECO"); ok {
				m[gameNumberOf(g)] = code
			}
		}
		return m
	}
	ours := codes(runPgntoolExport(t, stripped, "--classify"))
	theirs := codes(runPgnExtract(t, tool, stripped, "-e"+ecoFile))
	same, letter, compared := 0, 0, 0
	for n, code := range theirs {
		if !in.clean[n] {
			continue
		}
		compared++
		switch {
		case ours[n] == code:
			same++
		case ours[n] != "" && ours[n][0] == code[0]:
			letter++
		}
	}
	t.Logf("%d games compared: %d the same code, %d the same letter", compared, same, letter)
	if compared < 1000 || same*100 < compared*85 || (same+letter)*100 < compared*95 {
		t.Errorf("%d games compared: %d the same code, %d the same letter; want at least 85%% and 95%%", compared, same, letter)
	}
}
