package cescacs

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// sharedDir finds ../shared next to the repository root (the directory
// holding go.mod), or skips the test when it is absent.
func sharedDir(t testing.TB) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Skipf("no working directory: %v", err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			break
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Skip("go.mod not found above the test directory; cannot locate ../shared")
		}
		dir = parent
	}
	shared := filepath.Join(dir, "..", "shared")
	if _, err := os.Stat(filepath.Join(shared, "corpus", "cescacs")); err != nil {
		t.Skip("../shared/corpus/cescacs is absent: corpus tests need the shared data")
	}
	return shared
}

func readCorpus(t testing.TB, rel string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(sharedDir(t), "corpus", "cescacs", rel))
	if err != nil {
		t.Skipf("corpus file %s: %v", rel, err)
	}
	return string(b)
}

var (
	reComment = regexp.MustCompile(`(?s)\{[^}]*\}`)
	reTag     = regexp.MustCompile(`(?m)^\[.*\]\s*$`)
	reNumber  = regexp.MustCompile(`^\.*\d+[.?]$`)
)

// mainLineMoves extracts the main-line move tokens of one record with a
// throw-away tokenizer, so the board can be tested without the pgn core.
func mainLineMoves(s string) []string {
	s = reComment.ReplaceAllString(s, " ")
	s = reTag.ReplaceAllString(s, " ")
	for {
		t := regexp.MustCompile(`\([^()]*\)`).ReplaceAllString(s, " ")
		if t == s {
			break
		}
		s = t
	}
	s = strings.NewReplacer(",", " ", "…", " ", ":", " ").Replace(s)
	var out []string
	for _, f := range strings.Fields(s) {
		switch {
		case reNumber.MatchString(f), strings.Trim(f, ".") == "":
		case strings.Trim(f, "?!◇") == "":
		case f == "3-0" || f == "0-3" || f == "1-1" || f == "2-1" || f == "1-2" || f == "*":
		default:
			out = append(out, strings.TrimRight(f, "?!"))
		}
	}
	return out
}
