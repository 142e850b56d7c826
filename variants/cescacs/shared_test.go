package cescacs

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/pgntool/pgntool/internal/testdir"
)

// sharedDir finds ../shared next to the repository root, or skips the test
// when it, or its C'escacs corpus, is absent.
func sharedDir(t testing.TB) string {
	testdir.Shared(t, "corpus/cescacs")
	return testdir.Shared(t, "")
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
