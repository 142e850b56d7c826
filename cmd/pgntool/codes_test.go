package main

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants"
)

var codeRow = regexp.MustCompile("(?m)^\\| `([a-z0-9-]+)` \\|")

// documentedCodes reads the codes listed in docs/lint-codes.md.
func documentedCodes(t *testing.T) map[string]bool {
	b, err := os.ReadFile(filepath.Join(repoRoot(t), "docs", "lint-codes.md"))
	if err != nil {
		t.Fatal(err)
	}
	codes := map[string]bool{}
	for _, m := range codeRow.FindAllSubmatch(b, -1) {
		codes[string(m[1])] = true
	}
	return codes
}

// lintTree lints every file below dir and adds the codes it reports.
func lintTree(t *testing.T, dir string, codes map[string]string) {
	filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || !d.Type().IsRegular() || strings.Contains(path, string(filepath.Separator)+"fuzz"+string(filepath.Separator)) {
			return nil
		}
		if name := strings.ToLower(d.Name()); !strings.Contains(name, ".pgn") && !strings.HasSuffix(name, ".txt") {
			return nil
		}
		src := decoded(t, path)
		r := pgn.NewReader(bytes.NewReader(src), pgn.ReaderOptions{File: path, Select: variants.ForTags})
		r.Visit(pgn.NewChecker(func(d pgn.Diagnostic) {
			if _, seen := codes[d.Code]; !seen {
				codes[d.Code] = d.String()
			}
		}))
		return nil
	})
}

// TestLintCodesDocumented checks docs/lint-codes.md against the code: every
// code that lint reports on the test files and the corpora is documented,
// and every documented code appears in the source.
func TestLintCodesDocumented(t *testing.T) {
	root := repoRoot(t)
	emitted := map[string]string{}
	for _, dir := range []string{"testdata", "variants"} {
		lintTree(t, filepath.Join(root, dir), emitted)
	}
	if _, err := os.Stat(filepath.Join(root, "..", "shared", "corpus")); err == nil {
		lintTree(t, filepath.Join(root, "..", "shared", "corpus"), emitted)
	}
	documented := documentedCodes(t)
	var missing []string
	for code, example := range emitted {
		if !documented[code] {
			missing = append(missing, code+"  e.g. "+example)
		}
	}
	sort.Strings(missing)
	for _, m := range missing {
		t.Errorf("code not in docs/lint-codes.md: %s", m)
	}

	var source bytes.Buffer
	filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err == nil && strings.HasSuffix(path, ".go") && !strings.HasSuffix(path, "_test.go") {
			b, _ := os.ReadFile(path)
			source.Write(b)
		}
		return nil
	})
	for code := range documented {
		if !bytes.Contains(source.Bytes(), []byte(`"`+code+`"`)) {
			t.Errorf("docs/lint-codes.md lists %q, which no source file uses", code)
		}
	}
}
