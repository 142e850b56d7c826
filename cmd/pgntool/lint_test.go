package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants"
)

// expectations reads the "% COL SEVERITY CODE" lines of a lint case file
// (see testdata/lint/README.md) as "line:col severity code" strings.
func expectations(t *testing.T, path string) []string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var want []string
	target := 0
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if !strings.HasPrefix(line, "%") {
			target = n
			continue
		}
		fields := strings.Fields(line[1:])
		if len(fields) != 3 {
			t.Fatalf("%s:%d: expectation must be %% COL SEVERITY CODE", path, n)
		}
		col, err := strconv.Atoi(fields[0])
		if err != nil || target == 0 {
			t.Fatalf("%s:%d: bad expectation %q", path, n, line)
		}
		want = append(want, fmt.Sprintf("%d:%d %s %s", target, col, fields[1], fields[2]))
	}
	return want
}

func TestLintCases(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(repoRoot(t), "testdata", "lint", "*.pgn"))
	if len(files) == 0 {
		t.Fatal("no lint cases found")
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			f, err := os.Open(path)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			var got []string
			_, err = lintStream(f, pgn.ReaderOptions{File: path, Select: variants.ForTags}, func(d pgn.Diagnostic) bool {
				got = append(got, fmt.Sprintf("%d:%d %s %s", d.Pos.Line, d.Pos.Column, d.Severity, d.Code))
				return true
			}, nil)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(expectations(t, path), got); diff != "" {
				t.Errorf("diagnostics (-want +got):\n%s", diff)
			}
		})
	}
}

func TestLintExitStatus(t *testing.T) {
	root := repoRoot(t)
	clean := filepath.Join(root, "testdata", "examples", "opera-game.pgn")
	faulty := filepath.Join(root, "testdata", "lint", "movetext.pgn")
	tests := []struct {
		args []string
		code int
	}{
		{[]string{"lint", clean}, 0},
		{[]string{"lint", faulty}, 1},
		{[]string{"lint", filepath.Join(root, "no-such-file.pgn")}, 2},
		{[]string{"lint", "--format", "xml", clean}, 2},
		{[]string{"lint", "--variant", "checkers", clean}, 2},
		{[]string{"lint", "--no-such-flag", clean}, 2},
		{[]string{"lint"}, 2},
	}
	for _, tt := range tests {
		if code, _, stderr := runCLI(t, "", tt.args...); code != tt.code {
			t.Errorf("pgntool %s: exit %d, want %d (stderr %q)", strings.Join(tt.args, " "), code, tt.code, stderr)
		}
	}
}

func TestLintOutputFormats(t *testing.T) {
	src := "[Event \"x\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n\n1. e4 e5 2. Ke3 *\n"
	code, out, _ := runCLI(t, src, "lint", "-")
	want := "<stdin>:9:13: error: illegal move \"Ke3\""
	if code != 1 || !strings.HasPrefix(out, want) || !strings.HasSuffix(out, "[move-illegal]\n") {
		t.Errorf("text output %q (exit %d), want it to start %q", out, code, want)
	}
	code, out, _ = runCLI(t, src, "lint", "--format", "json", "-")
	var d diagnosticJSON
	if err := json.Unmarshal([]byte(out), &d); err != nil {
		t.Fatalf("json output %q: %v", out, err)
	}
	if code != 1 || d.File != "<stdin>" || d.Game != 1 || d.Line != 9 || d.Column != 13 || d.Severity != "error" || d.Code != "move-illegal" {
		t.Errorf("json output %+v (exit %d)", d, code)
	}
}
