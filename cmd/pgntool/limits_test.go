package main

import (
	"fmt"
	"strings"
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

// TestBudgetFlagsHelp: every command shows each budget flag with the
// library's default.
func TestBudgetFlagsHelp(t *testing.T) {
	d := pgn.DefaultLimits()
	want := map[string]int64{
		flagMaxGameBytes: d.GameBytes, flagMaxPlies: int64(d.Plies), flagMaxDepth: int64(d.VariationDepth),
		flagMaxTokenBytes: int64(d.TokenBytes), flagMaxTags: int64(d.Tags), flagMaxDiagnostics: int64(d.Diagnostics),
	}
	for _, cmd := range []string{"lint", "export", "convert"} {
		_, out, _ := runCLI(t, "", cmd, "--help")
		for name, value := range want {
			line := ""
			for _, l := range strings.Split(out, "\n") {
				if strings.Contains(l, "--"+name+" ") {
					line = l
				}
			}
			if !strings.Contains(line, fmt.Sprintf("(default: %d)", value)) {
				t.Errorf("%s --help: --%s shown as %q, want its default %d", cmd, name, line, value)
			}
		}
	}
}

// TestBudgetFlags: each flag sets its budget in every command; a game over
// it is reported, and export and convert leave it out (exit 1) while
// writing the others.
func TestBudgetFlags(t *testing.T) {
	long := "[Event \"long\"]\n\n" + strings.Repeat("Nf3 Nf6 Ng1 Ng8 ", 10) + "*\n\n"
	short := "[Event \"short\"]\n\n1. e4 e5 *\n"
	src := long + short
	for _, tc := range []struct {
		cmd  []string
		code string // the refusal of export or convert
	}{
		{[]string{"lint"}, ""},
		{[]string{"export"}, "export-refused"},
		{[]string{"convert", "--to", "json"}, "convert-refused"},
	} {
		code, out, stderr := runCLI(t, src, append(tc.cmd, "--max-plies", "20", "-")...)
		all := out + stderr
		if code != exitFindings || !strings.Contains(all, "--max-plies") || !strings.Contains(all, "[limit-exceeded]") {
			t.Errorf("%v over --max-plies 20: exit %d, output %q", tc.cmd, code, all)
		}
		if tc.code != "" {
			if !strings.Contains(stderr, "<stdin>:1:1: error: game 1 not written: it exceeds a budget") || !strings.Contains(stderr, "["+tc.code+"]") {
				t.Errorf("%v: refusal not reported: %q", tc.cmd, stderr)
			}
			if strings.Contains(out, "long") || !strings.Contains(out, "short") {
				t.Errorf("%v: want the short game only:\n%s", tc.cmd, out)
			}
		}
		// Within the budget the games are written; they lack the required
		// tags, errors, so the status is 1.
		code, out, stderr = runCLI(t, src, append(tc.cmd, "--max-plies", "40", "-")...)
		if strings.Contains(out+stderr, "limit-exceeded") || (tc.code != "" && (code != exitFindings || !strings.Contains(out, "long"))) {
			t.Errorf("%v within --max-plies 40: exit %d, output %q", tc.cmd, code, out+stderr)
		}
	}
	for _, name := range []string{flagMaxGameBytes, flagMaxPlies, flagMaxDepth, flagMaxTokenBytes, flagMaxTags, flagMaxDiagnostics} {
		code, _, stderr := runCLI(t, src, "lint", "--"+name, "0", "-")
		if code != exitTrouble || !strings.Contains(stderr, "--"+name+" must be a positive number") {
			t.Errorf("--%s 0: exit %d, stderr %q", name, code, stderr)
		}
	}
}

// TestBudgetEachFlag: each flag reaches the reader: a small value makes a
// game that fits the defaults go over, and the message names the flag.
func TestBudgetEachFlag(t *testing.T) {
	game := "[Event \"e\"]\n[Site \"s\"]\n[White \"w\"]\n\n1. e4 {" + strings.Repeat("c", 300) + "} (1. d4 (1. c4 (1. Nf3))) e5 " +
		strings.Repeat("\x00", 8) + " *\n"
	for _, tc := range []struct{ flag, value string }{
		{flagMaxGameBytes, "100"},
		{flagMaxPlies, "2"},
		{flagMaxDepth, "2"},
		{flagMaxTokenBytes, "100"},
		{flagMaxTags, "2"},
	} {
		_, out, _ := runCLI(t, game, "lint", "--"+tc.flag, tc.value, "-")
		if !strings.Contains(out, "--"+tc.flag) || !strings.Contains(out, "[limit-exceeded]") {
			t.Errorf("--%s %s: %q", tc.flag, tc.value, out)
		}
	}
	_, out, _ := runCLI(t, game, "lint", "--max-diagnostics", "2", "-")
	if !strings.Contains(out, "[diagnostics-suppressed]") || strings.Count(out, "\n") != 3 {
		t.Errorf("--max-diagnostics 2: %q", out)
	}
}

// TestBudgetBeforeTags: a token over budget met before a game's tags is a
// game left out for a budget, in export as in convert: reported as
// refused, exit 1. (Whether the reader lays the fault on the next game or
// on the stray text before it, the two commands must agree.)
func TestBudgetBeforeTags(t *testing.T) {
	input := "{" + strings.Repeat("0", 200) + "}\n[Event \"a\"]\n\n1. e4 *\n"
	refused := map[string]int{}
	for _, args := range [][]string{
		{"export", "--max-token-bytes", "64", "-"},
		{"convert", "--to", "json", "--max-token-bytes", "64", "-"},
	} {
		code, _, stderr := runCLI(t, input, args...)
		if code != exitFindings {
			t.Errorf("%s: exit %d, want %d; stderr:\n%s", args[0], code, exitFindings, stderr)
		}
		if !strings.Contains(stderr, "[limit-exceeded]") {
			t.Errorf("%s: no limit-exceeded reported; stderr:\n%s", args[0], stderr)
		}
		refused[args[0]] = strings.Count(stderr, "["+args[0]+"-refused]")
	}
	if refused["export"] == 0 || refused["export"] != refused["convert"] {
		t.Errorf("games refused: export %d, convert %d; want the same, at least one", refused["export"], refused["convert"])
	}
}
