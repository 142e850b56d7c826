package convert

import (
	"bufio"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pgntool/pgntool/pgn"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/convert")

// goldenNotation reads the notation to test besides as-read from a first
// line "% notation: N" of a case (an escape line, which readers skip).
func goldenNotation(t *testing.T, path string) string {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	if sc.Scan() && strings.HasPrefix(sc.Text(), "% notation:") {
		return strings.TrimSpace(strings.TrimPrefix(sc.Text(), "% notation:"))
	}
	return ""
}

// goldenCases lists the inputs of testdata/convert.
func goldenCases(t testing.TB) []string {
	inputs, _ := filepath.Glob(filepath.Join(repoRoot(t), "testdata", "convert", "*.pgn"))
	if len(inputs) == 0 {
		t.Fatal("no convert cases in testdata/convert")
	}
	return inputs
}

// TestGolden converts every case to XML and JSON, as read and in the
// notation its first line names, and compares with the golden files
// X[.notation].xml.golden and X[.notation].json.golden (go test -update
// rewrites them).
func TestGolden(t *testing.T) {
	for _, in := range goldenCases(t) {
		games := readFile(t, in)
		base := strings.TrimSuffix(in, ".pgn")
		notations := []string{""}
		if n := goldenNotation(t, in); n != "" {
			notations = append(notations, n)
		}
		for _, notation := range notations {
			for _, format := range []string{"xml", "json"} {
				golden := base + "." + format + ".golden"
				if notation != "" {
					golden = base + "." + notation + "." + format + ".golden"
				}
				t.Run(filepath.Base(golden), func(t *testing.T) {
					var reports []string
					got := encode(t, format, games, Options{Notation: pgn.Notation(notation), Report: func(d pgn.Diagnostic) { reports = append(reports, d.String()) }})
					if len(reports) > 0 {
						t.Errorf("unexpected reports: %v", reports)
					}
					if *update {
						if err := os.WriteFile(golden, got, 0o644); err != nil {
							t.Fatal(err)
						}
					}
					want, err := os.ReadFile(golden)
					if err != nil {
						t.Fatalf("%v (run go test -update to create it)", err)
					}
					if diff := cmp.Diff(string(want), string(got)); diff != "" {
						t.Errorf("output differs from %s (-want +got):\n%s", golden, diff)
					}
				})
			}
		}
	}
}
