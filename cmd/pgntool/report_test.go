package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// runPgntool runs pgntool as a process of its own (the test binary, which
// runs main when mainEnv is set) with env added to the environment, less
// the variables that change its output (NO_COLOR, CI, TERM) unless env
// sets them.
func runPgntool(t *testing.T, stdin string, env []string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	return runPgntoolIn(t, "", stdin, env, args...)
}

// runPgntoolIn is runPgntool in the directory dir.
func runPgntoolIn(t *testing.T, dir, stdin string, env []string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	p := exec.Command(os.Args[0], args...)
	p.Dir = dir
	p.Env = append(testEnv(), mainEnv+"=1")
	p.Env = append(p.Env, env...)
	p.Stdin = strings.NewReader(stdin)
	var out, errOut bytes.Buffer
	p.Stdout, p.Stderr = &out, &errOut
	err := p.Run()
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		code = exit.ExitCode()
	case err != nil:
		t.Fatal(err)
	}
	return code, out.String(), errOut.String()
}

// testEnv is the environment less the variables that change pgntool's
// output on a terminal.
func testEnv() []string {
	return slices.DeleteFunc(os.Environ(), func(v string) bool {
		name, _, _ := strings.Cut(v, "=")
		return name == "NO_COLOR" || name == "CI" || name == "TERM" || name == mainEnv
	})
}

// lintCase is a chess game with one error (an illegal move at 9:16, after
// a tab) and warnings (the tab at 9:3, a bad Date at 3:7).
const lintCase = "[Event \"x\"]\n[Site \"?\"]\n[Date \"2026.1.1\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n\n" +
	"1.\te4 e5 2. Ke3 *\n"

// writeCase writes text to a file named name in a new directory.
func writeCase(t *testing.T, name, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestLintFormatsBinary: each --format prints the same diagnostics in its
// own form.
func TestLintFormatsBinary(t *testing.T) {
	path := writeCase(t, "case.pgn", lintCase)
	code, out, stderr := runPgntool(t, "", nil, "lint", path)
	wantText := path + ":3:7: warning: "
	if code != 1 || !strings.HasPrefix(out, wantText) || !strings.Contains(out, path+":9:3: warning: ") ||
		!strings.Contains(out, path+":9:13: error: illegal move \"Ke3\"") || strings.Contains(out, "\x1b") || stderr != "" {
		t.Errorf("text: exit %d, stdout %q, stderr %q", code, out, stderr)
	}

	code, out, _ = runPgntool(t, "", nil, "lint", "--format", "json", path)
	var got []string
	for _, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		var d diagnosticJSON
		if err := json.Unmarshal([]byte(line), &d); err != nil {
			t.Fatalf("json line %q: %v", line, err)
		}
		got = append(got, strings.Join([]string{d.File, strconv.Itoa(d.Line), strconv.Itoa(d.Column), d.Severity, d.Code}, " "))
	}
	want := []string{path + " 3 7 warning tag-value", path + " 9 3 warning tab", path + " 9 13 error move-illegal"}
	if code != 1 || !cmp.Equal(got, want) {
		t.Errorf("json: exit %d; %s", code, cmp.Diff(want, got))
	}

	code, out, _ = runPgntool(t, "", nil, "lint", "--format", "github", "--severity", "error", path)
	wantGH := "::error file=" + path + ",line=9,col=13,title=move-illegal::illegal move \"Ke3\""
	if code != 1 || !strings.HasPrefix(out, wantGH) || strings.Count(out, "\n") != 1 {
		t.Errorf("github: exit %d, %q, want it to start %q", code, out, wantGH)
	}

	code, out, _ = runPgntool(t, "", nil, "lint", "--format", "sarif", path)
	var log struct {
		Version string
		Runs    []struct {
			Tool struct {
				Driver struct {
					Rules []struct{ ID string }
				}
			}
			Results []struct {
				RuleID    string
				RuleIndex int
				Level     string
				Locations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct{ URI string }
						Region           struct{ StartLine, StartColumn int }
					}
				}
			}
		}
	}
	if err := json.Unmarshal([]byte(out), &log); err != nil {
		t.Fatalf("sarif: %v\n%s", err, out)
	}
	if code != 1 || log.Version != "2.1.0" || len(log.Runs) != 1 || len(log.Runs[0].Results) != 3 {
		t.Fatalf("sarif: exit %d, %s", code, out)
	}
	run := log.Runs[0]
	r := run.Results[2]
	loc := r.Locations[0].PhysicalLocation
	if r.RuleID != "move-illegal" || r.Level != "error" || run.Tool.Driver.Rules[r.RuleIndex].ID != "move-illegal" ||
		loc.ArtifactLocation.URI != "file://"+path || loc.Region.StartLine != 9 || loc.Region.StartColumn != 13 {
		t.Errorf("sarif result %+v", r)
	}
	if len(run.Tool.Driver.Rules) != len(lintCodes()) {
		t.Errorf("sarif: %d rules, want the %d documented codes", len(run.Tool.Driver.Rules), len(lintCodes()))
	}
}

// TestLintFilterBinary: --severity, --only and --ignore with globs, and
// the exit status that follows what is shown.
func TestLintFilterBinary(t *testing.T) {
	path := writeCase(t, "case.pgn", lintCase)
	tests := []struct {
		args  []string
		codes []string // shown, in order
		exit  int
		err   string // in stderr, for a usage error
	}{
		{nil, []string{"tag-value", "tab", "move-illegal"}, 1, ""},
		{[]string{"--severity", "error"}, []string{"move-illegal"}, 1, ""},
		{[]string{"--severity", "warning"}, []string{"tag-value", "tab", "move-illegal"}, 1, ""},
		{[]string{"--ignore", "move-illegal"}, []string{"tag-value", "tab"}, 0, ""},
		{[]string{"--ignore", "move-*,tab"}, []string{"tag-value"}, 0, ""},
		{[]string{"--ignore", "move-*", "--ignore", "tag-*"}, []string{"tab"}, 0, ""},
		{[]string{"--only", "tag-*"}, []string{"tag-value"}, 0, ""},
		{[]string{"--only", "tab,move-illegal"}, []string{"tab", "move-illegal"}, 1, ""},
		{[]string{"--only", "*"}, []string{"tag-value", "tab", "move-illegal"}, 1, ""},
		{[]string{"--only", "tag-*,move-*", "--ignore", "tag-value"}, []string{"move-illegal"}, 1, ""},
		{[]string{"--severity", "error", "--only", "tab"}, nil, 0, ""},
		{[]string{"--only", "move-ilegal"}, nil, 2, `unknown code "move-ilegal"; did you mean move-illegal?`},
		{[]string{"--ignore", "tagg-*"}, nil, 2, `no code matches "tagg-*"; did you mean tag-*?`},
		{[]string{"--ignore", "zzzzzzzz"}, nil, 2, `unknown code "zzzzzzzz"; the codes are listed in docs/lint-codes.md`},
		{[]string{"--ignore", "tag-[x"}, nil, 2, `--ignore "tag-[x"`},
		{[]string{"--severity", "info"}, nil, 2, `unknown --severity "info"`},
		{[]string{"--format", "sarif", "--show-source"}, nil, 2, "--show-source goes with --format text only"},
	}
	for _, tt := range tests {
		args := append(append([]string{"lint", "--format", "json"}, tt.args...), path)
		code, out, stderr := runPgntool(t, "", nil, args...)
		var got []string
		for _, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
			var d diagnosticJSON
			if line != "" && json.Unmarshal([]byte(line), &d) == nil {
				got = append(got, d.Code)
			}
		}
		if code != tt.exit || !cmp.Equal(got, tt.codes) || tt.err != "" && !strings.Contains(stderr, tt.err) {
			t.Errorf("lint %s: exit %d, codes %v, stderr %q; want exit %d, codes %v, stderr with %q",
				strings.Join(tt.args, " "), code, got, stderr, tt.exit, tt.codes, tt.err)
		}
		if tt.exit == 2 && (out != "" || strings.Count(stderr, "\n") != 1) {
			t.Errorf("lint %s: a usage error is one line on stderr and nothing on stdout; got %q and %q", strings.Join(tt.args, " "), out, stderr)
		}
	}
}

// TestLintShowSourceBinary: --show-source prints the line and a caret
// under the column, counting a tab as the spaces it is shown as and a
// wide character as two columns.
func TestLintShowSourceBinary(t *testing.T) {
	text := lintCase + "\n[Event \"x\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n\n" +
		"{王后兵} 1. e4 e5 2. Ke3 *\n"
	path := writeCase(t, "case.pgn", text)
	code, out, _ := runPgntool(t, "", nil, "lint", "--show-source", "--only", "tab,move-illegal", path)
	want := path + ":9:3: warning: tab character; export format allows only spaces [tab]\n" +
		"  |\n" +
		"9 | 1.    e4 e5 2. Ke3 *\n" +
		"  |   ^\n" +
		path + ":9:13: error: illegal move \"Ke3\": no white king can reach e3 [move-illegal]\n" +
		"  |\n" +
		"9 | 1.    e4 e5 2. Ke3 *\n" +
		"  |                ^\n" +
		path + ":19:19: error: illegal move \"Ke3\": no white king can reach e3 [move-illegal]\n" +
		"   |\n" +
		"19 | {王后兵} 1. e4 e5 2. Ke3 *\n" +
		"   |                      ^\n"
	if code != 1 || out != want {
		t.Errorf("exit %d; output (-want +got):\n%s", code, cmp.Diff(want, out))
	}
	// Standard input cannot be read again: the diagnostics come alone.
	code, out, _ = runPgntool(t, lintCase, nil, "lint", "--show-source", "--only", "move-illegal", "-")
	if code != 1 || out != "<stdin>:9:13: error: illegal move \"Ke3\": no white king can reach e3 [move-illegal]\n" {
		t.Errorf("stdin: exit %d, %q", code, out)
	}
}

// TestLintFilterBeforeBudget: --max-diagnostics counts what the filter
// lets through, so an error after more warnings than the budget is still
// found by --severity error or --only, and a game over the budget among
// the shown ones ends in one diagnostics-suppressed line.
func TestLintFilterBeforeBudget(t *testing.T) {
	var b strings.Builder
	b.WriteString("[Event \"x\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n\n")
	for i := range 30 {
		// Four glyph-unknown warnings a line.
		n := strconv.Itoa(2*i + 1)
		m := strconv.Itoa(2*i + 2)
		b.WriteString(n + ". Nf3 !!! Nf6 !!! " + m + ". Ng1 !!! Ng8 !!!\n")
	}
	b.WriteString("61. Ke3 *\n")
	path := writeCase(t, "many.pgn", b.String())
	tests := []struct {
		args []string
		want string // the codes shown, with counts, in order
		exit int
	}{
		{nil, "glyph-unknown×50 diagnostics-suppressed(error)", 1},
		{[]string{"--severity", "error"}, "move-illegal", 1},
		{[]string{"--only", "move-illegal"}, "move-illegal", 1},
		{[]string{"--only", "glyph-unknown"}, "glyph-unknown×50 diagnostics-suppressed(warning)", 0},
		{[]string{"--only", "glyph-*", "--max-diagnostics", "200"}, "glyph-unknown×120", 0},
		{[]string{"--only", "glyph-unknown", "--max-diagnostics", "5"}, "glyph-unknown×5 diagnostics-suppressed(warning)", 0},
		{[]string{"--ignore", "glyph-unknown", "--max-diagnostics", "1"}, "move-illegal", 1},
		{[]string{"--only", "glyph-unknown,move-*", "--max-diagnostics", "10"}, "glyph-unknown×10 diagnostics-suppressed(error)", 1},
	}
	for _, tt := range tests {
		args := append(append([]string{"lint", "--format", "json"}, tt.args...), path)
		code, out, stderr := runPgntool(t, "", nil, args...)
		var got []string
		for _, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
			var d diagnosticJSON
			if json.Unmarshal([]byte(line), &d) != nil {
				t.Fatalf("%v: %q", tt.args, line)
			}
			name := d.Code
			if d.Code == suppressedCode {
				name += "(" + d.Severity + ")"
			}
			if n := len(got); n > 0 && strings.HasPrefix(got[n-1], name) && !strings.HasSuffix(name, ")") {
				count := 1
				if _, c, ok := strings.Cut(got[n-1], "×"); ok {
					count, _ = strconv.Atoi(c)
				}
				got[n-1] = name + "×" + strconv.Itoa(count+1)
				continue
			}
			got = append(got, name)
		}
		if g := strings.Join(got, " "); g != tt.want || code != tt.exit {
			t.Errorf("lint %v: %s (exit %d), want %s (exit %d); stderr %q", tt.args, g, code, tt.want, tt.exit, stderr)
		}
	}
}
