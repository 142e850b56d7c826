package cescacs

import (
	"bytes"
	"flag"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// corpusFiles lists the CTL-PGN files of the shared corpus.
func corpusFiles(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(sharedDir(t), "corpus", "cescacs", "*", "*.ctl-pgn"))
	if err != nil || len(files) == 0 {
		t.Skip("no CTL-PGN files in ../shared/corpus/cescacs")
	}
	return files
}

// readGames reads every game of a file through the pgn core.
func readGames(t *testing.T, name string, data []byte, report pgn.Report) []*pgn.Game {
	t.Helper()
	r := pgn.NewReader(bytes.NewReader(data), pgn.ReaderOptions{File: name, Variant: Variant})
	var games []*pgn.Game
	for {
		g, err := r.ReadGame()
		if err == io.EOF {
			return games
		}
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if report != nil {
			for _, d := range g.Diagnostics {
				report(d)
			}
		}
		games = append(games, g)
	}
}

// golden compares got with testdata/name, or rewrites it with -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the output:\n--- got\n%s\n--- want\n%s", path, got, want)
	}
}

// TestLintCorpus runs the core's checker with this plugin over every
// corpus file and compares the faults found with testdata/lint/*.txt.
func TestLintCorpus(t *testing.T) {
	for _, f := range corpusFiles(t) {
		name := filepath.Base(f)
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			var dl pgn.DiagnosticList
			r := pgn.NewReader(bytes.NewReader(data), pgn.ReaderOptions{File: name, Variant: Variant})
			if err := r.Visit(pgn.NewChecker(dl.Add)); err != nil && err != io.EOF {
				t.Fatal(err)
			}
			var out bytes.Buffer
			for _, d := range dl {
				out.WriteString(d.String() + "\n")
			}
			golden(t, "lint/"+strings.TrimSuffix(name, ".ctl-pgn")+".txt", out.Bytes())
		})
	}
}

// TestRealGamesReplay: the 7 real games replay legally; their only move
// faults are the old check-mark spelling ^+.
func TestRealGamesReplay(t *testing.T) {
	for _, f := range corpusFiles(t) {
		if filepath.Base(filepath.Dir(f)) != "games" {
			continue
		}
		data, _ := os.ReadFile(f)
		for _, g := range readGames(t, filepath.Base(f), data, nil) {
			var dl pgn.DiagnosticList
			if !pgn.Replay(g, Variant, dl.Add, nil) {
				t.Errorf("%s: does not replay: %v", f, dl)
			}
			for _, d := range dl {
				if d.Code != CodeOldCheckMark {
					t.Errorf("%s: %s", filepath.Base(f), d)
				}
			}
		}
	}
}

// TestSiteExamplesReplay replays the spec's examples in three languages
// with the CTL-PGN reading of variations (pairs.go). The faults are the
// examples' own: the elephant's three-step EE5-E11 of the first record
// (so its illegal 3. G7-E13 is never reached), and the fourth box's side
// fragment "these were the previous moves", which has no tags or result
// of its own and so continues the record before it from the mate.
func TestSiteExamplesReplay(t *testing.T) {
	for _, f := range corpusFiles(t) {
		if filepath.Base(filepath.Dir(f)) != "doc-examples" {
			continue
		}
		data, _ := os.ReadFile(f)
		var faults []string
		for _, g := range readGames(t, filepath.Base(f), data, nil) {
			var dl pgn.DiagnosticList
			replayPairs(g, dl.Add, nil)
			for _, d := range dl {
				if d.Severity == pgn.Error {
					faults = append(faults, g.Moves.Moves[0].Text+": "+d.Message)
				}
			}
		}
		want := []string{
			"E7‐E13: illegal move EE5-E11: an elephant moves one diagonal step along the oblique lines or one or two steps straight forward; E5 to E11 is neither",
			"E7-E13: illegal move E7-E13: there is no piece on E7",
		}
		if strings.Join(faults, "\n") != strings.Join(want, "\n") {
			t.Errorf("%s: faults\n%s\nwant\n%s", filepath.Base(f), strings.Join(faults, "\n"), strings.Join(want, "\n"))
		}
	}
}

// canonicalLine matches the lines of a canonical export: tags, blank
// lines, comments, results, and move lines ("12. white, black", "12. …,
// black") with their evaluations, indicators, variation parentheses and
// nesting dots.
var canonicalLine = regexp.MustCompile(`^(\[.*\]|\.*\{.*\}|\.*\)|(3-0|2-1|1-1|1-2|0-3|\*)|\.*\(?(\$\[\d+\] )?\d+[.?] (…, )?` +
	`[^ ,{}()]+( [?!◇(=):$0-9]+)?(, [^ ,{}()]+( [?!◇(=):$0-9]+)?)?\)*|)$`)

// TestExportCorpus writes every corpus file in the canonical layout, in
// the default, reduced and FAN forms, and checks that export is
// idempotent (export(export(x)) == export(x)), so that a canonical file
// exports to itself byte for byte, that every line has a canonical shape,
// and that no game or move is lost. The corpus itself is not copied here.
func TestExportCorpus(t *testing.T) {
	for _, bad := range []string{"1. E7-E13, E21-E15 2. F8-F12", "{ a } 1. E7-E13", "1. E7-E13 {a}", "E7-E13"} {
		if canonicalLine.MatchString(bad) {
			t.Errorf("%q passes for a canonical line", bad)
		}
	}
	for _, f := range corpusFiles(t) {
		name := filepath.Base(f)
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			for _, mode := range []struct {
				name string
				opts pgn.WriterOptions
			}{
				{"default", pgn.WriterOptions{}},
				{"reduced", pgn.WriterOptions{Reduced: true}},
				{"fan", pgn.WriterOptions{Notation: NotationFAN}},
			} {
				once := export(t, name, data, mode.opts)
				twice := export(t, name, once, mode.opts)
				if !bytes.Equal(once, twice) {
					t.Errorf("%s %s: export is not idempotent:\n--- once\n%s\n--- twice\n%s", name, mode.name, once, twice)
				}
				for i, line := range strings.Split(string(once), "\n") {
					if !canonicalLine.MatchString(line) {
						t.Errorf("%s %s: line %d is not canonical: %q", name, mode.name, i+1, line)
					}
				}
				if a, b := countMoves(t, name, data), countMoves(t, name, once); a != b {
					t.Errorf("%s %s: main-line moves per game: %s read, %s written", name, mode.name, a, b)
				}
			}
		})
	}
}

// countMoves counts the games and main-line moves of a file.
func countMoves(t *testing.T, name string, data []byte) string {
	games := readGames(t, name, data, nil)
	var counts []string
	for _, g := range games {
		counts = append(counts, strconv.Itoa(len(g.Moves.Moves)))
	}
	return strings.Join(counts, " ")
}

func export(t *testing.T, name string, data []byte, opts pgn.WriterOptions) []byte {
	t.Helper()
	var out bytes.Buffer
	w := pgn.NewWriter(&out, opts)
	for _, g := range readGames(t, name, data, nil) {
		if _, err := w.WriteGame(g); err != nil {
			t.Fatal(err)
		}
	}
	return out.Bytes()
}

// TestLintCases lints the small records of testdata/cases, each written
// for one rule, and compares the faults with testdata/cases/*.txt.
func TestLintCases(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "cases", "*.ctl-pgn"))
	if err != nil || len(files) == 0 {
		t.Fatal("no records in testdata/cases")
	}
	for _, f := range files {
		name := filepath.Base(f)
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			r := pgn.NewReader(bytes.NewReader(data), pgn.ReaderOptions{File: name, Variant: Variant})
			if err := r.Visit(pgn.NewChecker(func(d pgn.Diagnostic) { out.WriteString(d.String() + "\n") })); err != nil {
				t.Fatal(err)
			}
			golden(t, "cases/"+strings.TrimSuffix(name, ".ctl-pgn")+".txt", out.Bytes())
		})
	}
}
