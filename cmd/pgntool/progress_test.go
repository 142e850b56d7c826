package main

import (
	"bytes"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// progressTestEnv, set to 1, makes the bar of the pgntool a test runs
// show at once and redraw every millisecond, so that a short run shows it.
const progressTestEnv = "PGNTOOL_TEST_PROGRESS"

func init() {
	if os.Getenv(progressTestEnv) == "1" {
		progressDelay, progressTick = 0, time.Millisecond
	}
}

// shq quotes s for sh, always.
func shq(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }

// runPTY runs the shell command line under a pseudo-terminal made by
// script(1) (util-linux), with PGNTOOL standing for the pgntool binary,
// and returns its exit status and what the terminal showed. It skips
// the test when script is not installed.
func runPTY(t *testing.T, cmdline string, env ...string) (int, string) {
	t.Helper()
	script, err := exec.LookPath("script")
	if err != nil {
		t.Skip("script (util-linux) is not installed: the terminal output is not tested")
	}
	// A terminal as wide as a person's, whatever script gives.
	cmdline = "stty cols 160 2>/dev/null; " + strings.ReplaceAll(cmdline, "PGNTOOL", shq(os.Args[0]))
	p := exec.Command(script, "-qec", cmdline, "/dev/null")
	p.Env = append(testEnv(), mainEnv+"=1", progressTestEnv+"=1", "TERM=xterm")
	p.Env = append(p.Env, env...)
	var out bytes.Buffer
	p.Stdout, p.Stderr = &out, &out
	err = p.Run()
	var exit *exec.ExitError
	code := 0
	switch {
	case errors.As(err, &exit):
		code = exit.ExitCode()
	case err != nil:
		t.Fatal(err)
	}
	return code, out.String()
}

// manyGames writes n chess games, every tenth with an illegal move, and
// returns the file's path.
func manyGames(t *testing.T, n int) string {
	var b strings.Builder
	for i := range n {
		move := "Nf3"
		if i%10 == 9 {
			move = "Ke3"
		}
		b.WriteString("[Event \"e\"]\n[Site \"?\"]\n[Date \"2026.01.01\"]\n[Round \"" + strconv.Itoa(i+1) +
			"\"]\n[White \"w\"]\n[Black \"b\"]\n[Result \"*\"]\n\n1. e4 e5 2. " + move + " Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 *\n\n")
	}
	return writeCase(t, "many.pgn", b.String())
}

// barLine matches a drawn bar: "\r" then the file, the bytes, the games.
var barLine = regexp.MustCompile(`\r[^\r\n]*many\.pgn[^\r\n]* [\d./]+ [KM]iB  \d+ games  [\d.]+ [KM]?i?B/s[^\r\n]*\x1b\[K`)

// TestProgressOnTerminal: on a terminal lint, export and convert draw a
// bar with bytes, games and rate (and, for a file, a bar and the time
// left), wipe it at the end, and write one summary line.
func TestProgressOnTerminal(t *testing.T) {
	path := manyGames(t, 3000)
	out := filepath.Join(t.TempDir(), "out")
	for _, tc := range []struct {
		cmd     string
		summary string
	}{
		{"PGNTOOL lint --jobs 1 " + shq(path), "pgntool lint: 1 file, 3000 games, 300 errors, 0 warnings in "},
		{"PGNTOOL lint --jobs 2 " + shq(path), "pgntool lint: 1 file, 3000 games, 300 errors, 0 warnings in "},
		{"PGNTOOL export -o " + shq(out) + " " + shq(path), "pgntool export: 1 file, 3000 games, 300 errors, 0 warnings in "},
		{"PGNTOOL convert --to json -o " + shq(out) + " " + shq(path), "pgntool convert: 1 file, 3000 games, 300 errors, 0 warnings in "},
	} {
		// Standard output goes to a file: the terminal shows standard
		// error alone.
		_, screen := runPTY(t, tc.cmd+" >"+shq(out+".stdout"))
		bars := barLine.FindAllString(screen, -1)
		if len(bars) == 0 {
			t.Errorf("%s: no progress bar on the terminal: %q", tc.cmd, cut(screen))
			continue
		}
		last := bars[len(bars)-1]
		if !strings.Contains(last, "ETA") || !regexp.MustCompile(`\[=+ *\] `).MatchString(last) {
			t.Errorf("%s: a file of known size, but no bar or ETA: %q", tc.cmd, last)
		}
		after := screen[strings.LastIndex(screen, last)+len(last):]
		if !strings.HasPrefix(after, "\r\x1b[K") {
			t.Errorf("%s: the last bar is not wiped: %q", tc.cmd, cut(after))
		}
		if !strings.Contains(after, "\n"+tc.summary) && !strings.HasPrefix(after, "\r\x1b[K"+tc.summary) {
			t.Errorf("%s: no summary line %q at the end: %q", tc.cmd, tc.summary, cut(after))
		}
	}

	// Standard input: its size is not known, the bytes read are shown.
	_, screen := runPTY(t, "cat "+shq(path)+" | PGNTOOL lint - >/dev/null")
	bars := regexp.MustCompile(`\r<stdin> \d+\.\d [KM]iB  \d+ games  [^\r\n]*/s\x1b\[K`).FindAllString(screen, -1)
	if len(bars) == 0 || strings.Contains(screen, "ETA") {
		t.Errorf("stdin: want a count of bytes and no ETA: %q", cut(screen))
	}

	// --quiet, a CI variable, or a pipe: no bar.
	for _, tc := range []struct {
		cmd string
		env []string
	}{
		{"PGNTOOL lint --quiet " + shq(path) + " >/dev/null", nil},
		{"PGNTOOL lint " + shq(path) + " >/dev/null", []string{"CI=true"}},
		{"PGNTOOL lint " + shq(path) + " 2>&1 >/dev/null | cat", nil},
	} {
		_, screen := runPTY(t, tc.cmd, tc.env...)
		if strings.Contains(screen, "games  ") || strings.Contains(screen, "\x1b[K") {
			t.Errorf("%s %v: a bar was drawn: %q", tc.cmd, tc.env, cut(screen))
		}
	}
	code, stdout, stderr := runPgntool(t, "", []string{progressTestEnv + "=1"}, "lint", path)
	if code != 1 || stderr != "" || strings.Contains(stdout, "\r") {
		t.Errorf("piped: exit %d, stderr %q", code, stderr)
	}
}

// TestProgressSharesTerminal: when the diagnostics go to the terminal the
// bar is on, the bar is wiped before each of them, so that every line
// starts with a diagnostic and not with the remains of the bar.
func TestProgressSharesTerminal(t *testing.T) {
	path := manyGames(t, 3000)
	_, screen := runPTY(t, "PGNTOOL lint --jobs 1 "+shq(path))
	if !strings.Contains(screen, "games  ") {
		t.Fatalf("no bar drawn: %q", cut(screen))
	}
	diags := 0
	for _, line := range strings.Split(screen, "\r\n") {
		// What the terminal shows of the line: the text after its last
		// carriage return.
		shown := line[strings.LastIndexByte(line, '\r')+1:]
		shown = strings.TrimPrefix(shown, "\x1b[K")
		if strings.Contains(shown, "illegal move") {
			diags++
			if !strings.HasPrefix(shown, "\x1b[1m"+path+":") {
				t.Fatalf("a diagnostic shown after the remains of the bar: %q", line)
			}
		}
	}
	if diags != 300 {
		t.Errorf("%d diagnostics on the terminal, want 300", diags)
	}
}

// TestLintColor: colour on a terminal, none with NO_COLOR or into a file.
func TestLintColor(t *testing.T) {
	path := writeCase(t, "case.pgn", lintCase)
	_, screen := runPTY(t, "PGNTOOL lint --quiet "+shq(path))
	if !strings.Contains(screen, "\x1b[1;31merror:\x1b[0m illegal move") || !strings.Contains(screen, "\x1b[1;33mwarning:") {
		t.Errorf("no colour on a terminal: %q", screen)
	}
	_, screen = runPTY(t, "PGNTOOL lint --quiet "+shq(path), "NO_COLOR=1")
	if strings.Contains(screen, "\x1b[") || !strings.Contains(screen, "error: illegal move") {
		t.Errorf("colour with NO_COLOR: %q", screen)
	}
	out := filepath.Join(t.TempDir(), "out")
	runPTY(t, "PGNTOOL lint "+shq(path)+" >"+shq(out))
	if b, _ := os.ReadFile(out); bytes.Contains(b, []byte("\x1b")) || !bytes.Contains(b, []byte("error: illegal move")) {
		t.Errorf("colour into a file: %q", b)
	}
}

// TestLintSummary: --summary writes the counts per code and per file and
// the summary line on standard error, in a pipe too; it is on by default
// on a terminal and off in a pipe; --summary=false and --quiet turn it off.
func TestLintSummary(t *testing.T) {
	path := writeCase(t, "case.pgn", lintCase)
	_, _, stderr := runPgntool(t, "", nil, "lint", "--summary", "--ignore", "tag-value", path)
	want := "  errors warnings  code\n" +
		"       1        0  move-illegal\n" +
		"       0        1  tab\n" +
		"  errors warnings  file\n" +
		"       1        1  " + path + "\n" +
		"pgntool lint: 1 file, 1 game, 1 error, 1 warning (1 more not shown) in "
	if !strings.HasPrefix(stderr, want) {
		t.Errorf("--summary: %q, want it to start %q", stderr, want)
	}
	if _, _, stderr := runPgntool(t, "", nil, "lint", path); stderr != "" {
		t.Errorf("summary in a pipe without --summary: %q", stderr)
	}
	_, screen := runPTY(t, "PGNTOOL lint "+shq(path)+" >/dev/null")
	if !strings.Contains(screen, "pgntool lint: 1 file, 1 game, 1 error, 2 warnings in ") || !strings.Contains(screen, "move-illegal\r\n") {
		t.Errorf("no summary on a terminal: %q", screen)
	}
	if _, screen := runPTY(t, "PGNTOOL lint --summary=false "+shq(path)+" >/dev/null"); strings.Contains(screen, "warnings") {
		t.Errorf("--summary=false: %q on the terminal", screen)
	}
	if _, screen := runPTY(t, "PGNTOOL lint --quiet "+shq(path)+" >/dev/null"); screen != "" {
		t.Errorf("--quiet: %q on the terminal", screen)
	}
}

// cut shortens s for a failure message.
func cut(s string) string {
	if len(s) > 2000 {
		return s[:1000] + " … " + s[len(s)-1000:]
	}
	return s
}

// TestGuardedWriterWholeLines: the bar drawn while a line is half
// written does not land inside it; the line comes whole after the bar is
// wiped.
func TestGuardedWriterWholeLines(t *testing.T) {
	f, err := os.Create(filepath.Join(t.TempDir(), "terminal"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	p := &progress{w: f, stop: make(chan struct{}), done: make(chan struct{})}
	close(p.done)
	p.file("games.pgn", 100)
	g := p.guard(f)
	io.WriteString(g, "first line\nse")
	io.WriteString(g, "c")
	p.draw()
	io.WriteString(g, "ond line\nthi")
	p.draw()
	p.close()
	b, _ := os.ReadFile(f.Name())
	got := regexp.MustCompile(`\r[^\r]*games\.pgn[^\r]*\x1b\[K`).ReplaceAllString(string(b), "<bar>")
	want := "first line\n<bar>\r\x1b[Ksecond line\n<bar>\r\x1b[Kthi"
	if got != want {
		t.Errorf("terminal shows %q, want %q", got, want)
	}
}

func TestProgressLine(t *testing.T) {
	tests := []struct {
		name               string
		done, total, games int64
		width              int
		want               string
	}{
		{"games.pgn", 10 << 20, 40 << 20, 1234, 100, "games.pgn [==========                              ] 10.0/40.0 MiB  1234 games  5.0 MiB/s  ETA 6s"},
		{"games.pgn", 10 << 20, 40 << 20, 1234, 60, "games.pgn 10.0/40.0 MiB  1234 games  5.0 MiB/s  ETA 6s"},
		{"<stdin>", 3 << 10, -1, 7, 100, "<stdin> 3.0 KiB  7 games  1.5 KiB/s"},
		// More read than the size (a file that grew): no total.
		{"f.pgn", 300, 200, 1, 100, "f.pgn 300 B  1 games  150 B/s"},
		{"/very/long/directory/name/of/games.pgn", 1 << 20, 2 << 20, 1, 72, "…ctory/name/of/games.pgn 1.0/2.0 MiB  1 games  512.0 KiB/s  ETA 2s"},
		{"/very/long/directory/name/of/games.pgn", 1 << 20, 2 << 20, 1, 40, "…mes.pgn 1.0/2.0 MiB  1 games  512.0 KiB"},
	}
	for _, tt := range tests {
		got := progressLine(tt.name, tt.done, tt.total, tt.games, 2*time.Second, tt.width)
		if got != tt.want || runeCount(got) > tt.width {
			t.Errorf("progressLine(%q, %d, %d, %d, width %d) =\n%q, want\n%q", tt.name, tt.done, tt.total, tt.games, tt.width, got, tt.want)
		}
	}
}
