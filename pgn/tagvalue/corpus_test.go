package tagvalue_test

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/pgntool/pgntool/internal/testdir"

	"github.com/google/go-cmp/cmp"
	"github.com/pgntool/pgntool/pgn/tagvalue"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// corpusDir finds ../shared/corpus beside the module root, or skips the test.
func corpusDir(t *testing.T) string { return testdir.Shared(t, "corpus") }

// checkFor gives the check for a tag name, or nil; dateSep is the date
// separator of the file's format.
func checkFor(tag string, dateSep byte) func(string) error {
	switch tag {
	case "Date", "EventDate", "UTCDate":
		return func(v string) error { return tagvalue.DateSep(v, dateSep) }
	case "Round":
		return tagvalue.Round
	case "TimeControl":
		return tagvalue.TimeControl
	case "ECO":
		return tagvalue.ECO
	case "WhiteElo", "BlackElo", "RedElo", "WhiteUSCF", "BlackUSCF":
		return tagvalue.Elo
	case "Time", "UTCTime":
		return tagvalue.Time
	case "PlyCount":
		return tagvalue.PlyCount
	case "SetUp":
		return tagvalue.SetUp
	case "Mode":
		return tagvalue.Mode
	case "Termination":
		return tagvalue.Termination
	case "Lang":
		return tagvalue.Lang
	case "Board":
		return tagvalue.Integer
	}
	return nil
}

// tagLine matches a tag pair alone on its line, as nearly all real files
// write them; this test needs no full PGN reader.
var tagLine = regexp.MustCompile(`^\x{FEFF}?\[([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\]\s*$`)

// verdictKey is one line of a corpus report.
type verdictKey struct {
	tag, verdict, message string
}

// survey checks every tag value of the files and reports the verdicts: a
// count per tag and verdict, then each distinct warning and error.
func survey(t *testing.T, corpus string, files []string) string {
	t.Helper()
	counts := map[verdictKey]int{}
	for _, name := range files {
		sep := byte('.')
		if strings.HasSuffix(name, ".ctl-pgn") {
			sep = '-'
		}
		f, err := os.Open(filepath.Join(corpus, name))
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 0, 1<<16), 1<<24)
		for sc.Scan() {
			m := tagLine.FindStringSubmatch(sc.Text())
			if m == nil {
				continue
			}
			check := checkFor(m[1], sep)
			if check == nil {
				continue
			}
			value := strings.NewReplacer(`\"`, `"`, `\\`, `\`).Replace(m[2])
			key := verdictKey{tag: m[1], verdict: "ok"}
			if err := check(value); err != nil {
				key.verdict, key.message = "error", err.Error()
				if errors.Is(err, tagvalue.ErrDeviation) {
					key.verdict = "warning"
				}
			}
			counts[key]++
		}
		f.Close()
		if err := sc.Err(); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	keys := slices.Collect(maps.Keys(counts))
	slices.SortFunc(keys, func(a, b verdictKey) int {
		return strings.Compare(a.tag+"\x00"+a.verdict+"\x00"+a.message, b.tag+"\x00"+b.verdict+"\x00"+b.message)
	})
	totals := map[string]int{}
	for _, k := range keys {
		totals[k.tag+" "+k.verdict] += counts[k]
	}
	var b strings.Builder
	fmt.Fprintf(&b, "# tag values in %d files: tag verdict count, then each distinct warning and error\n", len(files))
	for _, k := range slices.Sorted(maps.Keys(totals)) {
		fmt.Fprintf(&b, "%s %d\n", k, totals[k])
	}
	for _, k := range keys {
		if k.verdict != "ok" {
			fmt.Fprintf(&b, "%s %s %d: %s\n", k.tag, k.verdict, counts[k], k.message)
		}
	}
	return b.String()
}

func compareGolden(t *testing.T, golden, got string) {
	t.Helper()
	path := filepath.Join("testdata", golden)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if diff := cmp.Diff(string(want), got); diff != "" {
		t.Errorf("%s differs (-want +got); run go test -update if the change is right:\n%s", path, diff)
	}
}

// TestCorpusSample checks the tag values of a sample of real files from
// other projects, chosen for their odd values, against a reviewed report.
func TestCorpusSample(t *testing.T) {
	corpus := corpusDir(t)
	var files []string
	for _, pattern := range []string{
		"chess/python-chess/data/pgn/*.pgn",
		"chess/chess-library/tests/pgns/*.pgn",
		"chess/CorentinGS-chess/fixtures/pgns/00*.pgn",
		"chess/pgn-extract/test/infiles/odds.pgn",
		"scid/edge/edge.pgn",
		"xiangqi/walker8088_cchess/tests/data/*.pgn",
		"cescacs/games/*.ctl-pgn",
		"cescacs/doc-examples/*.ctl-pgn",
	} {
		matches, err := filepath.Glob(filepath.Join(corpus, pattern))
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range matches {
			rel, _ := filepath.Rel(corpus, m)
			files = append(files, rel)
		}
	}
	compareGolden(t, "corpus-sample.golden", survey(t, corpus, files))
}

// TestCorpusAll checks every PGN file of the corpus; set PGNTOOL_LONG=1.
func TestCorpusAll(t *testing.T) {
	if os.Getenv("PGNTOOL_LONG") != "1" {
		t.Skip("reads the whole corpus; set PGNTOOL_LONG=1")
	}
	corpus := corpusDir(t)
	var files []string
	err := filepath.WalkDir(corpus, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := strings.ToLower(d.Name())
		if !d.IsDir() && (strings.Contains(name, ".pgn") || strings.HasSuffix(name, ".ctl-pgn")) {
			rel, _ := filepath.Rel(corpus, path)
			files = append(files, rel)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	compareGolden(t, "corpus-all.golden", survey(t, corpus, files))
}
