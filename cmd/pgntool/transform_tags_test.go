package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestFixTagsGolden exports the cases of testdata/fixtags (chess, xiangqi
// and C'escacs games with tag values lint proposes a standard form for)
// with --fix-tags and compares with X.golden (go test -update rewrites
// them). Then it lints what was written: no warning proposing a value is
// left, and the faults --fix-tags must leave alone stay.
func TestFixTagsGolden(t *testing.T) {
	cases, _ := filepath.Glob(filepath.Join(repoRoot(t), "testdata", "fixtags", "*pgn"))
	if len(cases) != 3 {
		t.Fatalf("cases: %q", cases)
	}
	proposal := regexp.MustCompile(`(; write|the standard form is) "[^"]*" \[|\[fen-(side-r|synonym|field|short)\]|\[ctl-tag-value\]|\[date-chinese\]|\[result-unknown\]`)
	for _, in := range cases {
		t.Run(filepath.Base(in), func(t *testing.T) {
			r := runBinary(t, "", "", "export", "--fix-tags", in)
			if r.code == exitTrouble {
				t.Fatalf("exit %d: %s", r.code, r.stderr)
			}
			golden := strings.TrimSuffix(strings.TrimSuffix(in, ".pgn"), ".ctl-pgn") + ".golden"
			if *update {
				if err := os.WriteFile(golden, []byte(r.stdout), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(string(want), r.stdout); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
			before := runBinary(t, "", "", "lint", in)
			if !proposal.MatchString(before.stdout) {
				t.Errorf("the case has nothing to repair:\n%s", before.stdout)
			}
			out := filepath.Join(t.TempDir(), filepath.Base(in))
			if err := os.WriteFile(out, []byte(r.stdout), 0o644); err != nil {
				t.Fatal(err)
			}
			after := runBinary(t, "", "", "lint", out)
			for _, line := range strings.Split(after.stdout, "\n") {
				if proposal.MatchString(line) {
					t.Errorf("left after --fix-tags: %s", line)
				}
			}
		})
	}
}
