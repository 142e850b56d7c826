package main

import (
	"bytes"
	"fmt"
	"go/format"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// codeTableRow is a row of a code table in docs/lint-codes.md: code,
// severity, meaning.
var codeTableRow = regexp.MustCompile("(?m)^\\| `([a-z0-9-]+)` \\| ([^|]*) \\| ((?:[^|\\\\]|\\\\.)*) \\|")

// lintCodesFromDocs reads the documented codes, in the order of the page.
func lintCodesFromDocs(t *testing.T) []lintCode {
	b, err := os.ReadFile(filepath.Join(repoRoot(t), "docs", "lint-codes.md"))
	if err != nil {
		t.Fatal(err)
	}
	var codes []lintCode
	seen := map[string]bool{}
	for _, m := range codeTableRow.FindAllSubmatch(b, -1) {
		code := string(m[1])
		if seen[code] {
			continue
		}
		seen[code] = true
		sev := strings.TrimSpace(string(m[2]))
		codes = append(codes, lintCode{
			Code:    code,
			Warning: strings.HasPrefix(sev, "W"),
			Meaning: strings.TrimSpace(string(m[3])),
		})
	}
	return codes
}

// renderLintCodes writes the Go source of lintcodes_table.go.
func renderLintCodes(codes []lintCode) []byte {
	var b bytes.Buffer
	b.WriteString("// Code generated from docs/lint-codes.md by TestLintCodeTable; DO NOT EDIT.\n")
	b.WriteString("// After editing the page run: go test ./cmd/pgntool -run TestLintCodeTable -update\n\n")
	b.WriteString("package main\n\n")
	b.WriteString("// lintCodes are the documented diagnostic codes, in the order of docs/lint-codes.md.\n")
	b.WriteString("var lintCodes = []lintCode{\n")
	for _, c := range codes {
		fmt.Fprintf(&b, "\t{Code: %q, Warning: %v, Meaning: %q},\n", c.Code, c.Warning, c.Meaning)
	}
	b.WriteString("}\n")
	src, err := format.Source(b.Bytes())
	if err != nil {
		panic(err)
	}
	return src
}

// TestLintCodeTable checks that the table of codes built into the command
// (for --ignore, --only and the SARIF rules) is the one docs/lint-codes.md
// documents; -update rewrites it.
func TestLintCodeTable(t *testing.T) {
	want := lintCodesFromDocs(t)
	if len(want) < 50 {
		t.Fatalf("only %d codes read from docs/lint-codes.md; is the table's form changed?", len(want))
	}
	path := filepath.Join(repoRoot(t), "cmd", "pgntool", "lintcodes_table.go")
	if *update {
		if err := os.WriteFile(path, renderLintCodes(want), 0o666); err != nil {
			t.Fatal(err)
		}
		return
	}
	if diff := cmp.Diff(want, lintCodes); diff != "" {
		t.Errorf("lintcodes_table.go is not docs/lint-codes.md; run go test ./cmd/pgntool -run TestLintCodeTable -update (-docs +table):\n%s", diff)
	}
}
