package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// These tests run pgntool as the user does: the command built once per
// test binary, run as a process with its arguments, its streams and its
// exit status.

var built struct {
	once sync.Once
	dir  string
	path string
	err  error
}

// builtBinary returns the path of pgntool built from this package, or
// fails the test. It is built once per test binary, into a directory that
// TestMain removes.
func builtBinary(t testing.TB) string {
	t.Helper()
	built.once.Do(func() {
		built.dir, built.err = os.MkdirTemp("", "pgntool-bin")
		if built.err != nil {
			return
		}
		built.path = filepath.Join(built.dir, "pgntool")
		out, err := exec.Command("go", "build", "-o", built.path, ".").CombinedOutput()
		if err != nil {
			built.err = errors.New("go build: " + err.Error() + "\n" + string(out))
		}
	})
	if built.err != nil {
		t.Fatal(built.err)
	}
	return built.path
}

// removeBuilt removes the built binary, if any.
func removeBuilt() {
	if built.dir != "" {
		os.RemoveAll(built.dir)
	}
}

// result is what one run of the built pgntool did.
type result struct {
	code           int
	stdout, stderr string
	maxRSS         int64 // peak resident memory, bytes
}

// runBinary runs the built pgntool with args in dir ("" for the test's
// own), stdin on its standard input.
func runBinary(t testing.TB, dir, stdin string, args ...string) result {
	t.Helper()
	cmd := exec.Command(builtBinary(t), args...)
	cmd.Dir = dir
	cmd.Stdin = strings.NewReader(stdin)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if err := cmd.Start(); err != nil {
		t.Fatalf("pgntool %v: %v", args, err)
	}
	peak := watchPeak(cmd.Process.Pid)
	err := cmd.Wait()
	var exit *exec.ExitError
	if err != nil && !errors.As(err, &exit) {
		t.Fatalf("pgntool %v: %v", args, err)
	}
	r := result{code: cmd.ProcessState.ExitCode(), stdout: out.String(), stderr: errOut.String()}
	r.maxRSS = peak()
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok && r.maxRSS == 0 {
		r.maxRSS = int64(ru.Maxrss) << 10
	}
	return r
}

// watchPeak samples the peak resident memory (VmHWM) of process pid until
// the returned function is called, which gives the last sample in bytes,
// or 0 where /proc has none. The rusage of the child is no measure on
// Linux: os/exec starts it with vfork, and exec records the test
// process's own peak as the child's, so a test binary grown large by
// other tests would seem to be a child that used as much.
func watchPeak(pid int) func() int64 {
	path := "/proc/" + strconv.Itoa(pid) + "/status"
	var (
		mu   sync.Mutex
		peak int64
		done = make(chan struct{})
		over = make(chan struct{})
	)
	sample := func() {
		b, err := os.ReadFile(path)
		if err != nil {
			return
		}
		_, rest, ok := strings.Cut(string(b), "VmHWM:")
		if !ok {
			return
		}
		kb, _, _ := strings.Cut(strings.TrimSpace(rest), " ")
		if n, err := strconv.ParseInt(kb, 10, 64); err == nil {
			mu.Lock()
			peak = max(peak, n<<10)
			mu.Unlock()
		}
	}
	go func() {
		defer close(over)
		tick := time.NewTicker(2 * time.Millisecond)
		defer tick.Stop()
		for {
			sample()
			select {
			case <-done:
				return
			case <-tick.C:
			}
		}
	}()
	return func() int64 {
		close(done)
		<-over
		mu.Lock()
		defer mu.Unlock()
		return peak
	}
}

// writeFiles writes files (name to content) under dir, making directories.
func writeFiles(t testing.TB, dir string, files map[string]string) {
	t.Helper()
	for name, content := range files {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// faultyGame is a game with one error, at line 9, column 17.
const faultyGame = "[Event \"compressed\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"1\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 Kz9 3. Bb5 *\n"

// cleanGame is a game with no error.
const cleanGame = "[Event \"clean\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"1\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 e5 *\n"

// TestFlagsAnywhere: flags come before or after the files, for every
// command; "--" ends them, so a file may be named like a flag.
func TestFlagsAnywhere(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"a.pgn": faultyGame, "-b.pgn": cleanGame})
	want := "a.pgn:9:17: error:"
	for _, args := range [][]string{
		{"lint", "a.pgn", "--format", "json"},
		{"lint", "--format", "json", "a.pgn"},
		{"lint", "a.pgn", "--format=json", "-j", "1"},
	} {
		r := runBinary(t, dir, "", args...)
		if r.code != exitFindings || !strings.Contains(r.stdout, `"file":"a.pgn","game":1,"line":9,"column":17`) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, r.code, r.stdout, r.stderr)
		}
	}
	// The case: -o after the file wrote to stdout and read "-o"
	// as a file.
	r := runBinary(t, dir, "", "export", "a.pgn", "-o", "out.pgn", "--reduced")
	out, err := os.ReadFile(filepath.Join(dir, "out.pgn"))
	if r.code != exitFindings || r.stdout != "" || err != nil || !strings.Contains(string(out), "Kz9") || !strings.Contains(r.stderr, want) {
		t.Errorf("export a.pgn -o out.pgn: exit %d, stdout %q, stderr %q, out.pgn %q (%v)", r.code, r.stdout, r.stderr, out, err)
	}
	r = runBinary(t, dir, "", "convert", "a.pgn", "--to", "json", "-o", "out.json")
	if r.code != exitFindings || r.stdout != "" {
		t.Errorf("convert a.pgn --to json -o out.json: exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
	// After "--", "-b.pgn" is a file, and "--format" too would be.
	r = runBinary(t, dir, "", "lint", "--format", "json", "--", "-b.pgn")
	if r.code != exitOK || r.stdout != "" || r.stderr != "" {
		t.Errorf("lint -- -b.pgn: exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
	r = runBinary(t, dir, "", "lint", "--", "--format")
	if r.code != exitTrouble || !strings.Contains(r.stderr, "--format: no such file") {
		t.Errorf("lint -- --format: exit %d, stderr %q", r.code, r.stderr)
	}
	// "-" is standard input, wherever it stands.
	r = runBinary(t, dir, faultyGame, "lint", "-", "--format", "text")
	if r.code != exitFindings || !strings.HasPrefix(r.stdout, "<stdin>:9:17: error:") {
		t.Errorf("lint - --format text: exit %d, stdout %q", r.code, r.stdout)
	}
	// A flag that takes a value, last, has none.
	r = runBinary(t, dir, "", "lint", "a.pgn", "--jobs")
	if r.code != exitTrouble || !strings.Contains(r.stderr, "--jobs needs a value") {
		t.Errorf("lint a.pgn --jobs: exit %d, stderr %q", r.code, r.stderr)
	}
}

// TestDirectoryInput: a directory stands for the game files under it, in
// the order of their paths, compressed ones and zip archives included,
// hidden ones and other files left out.
func TestDirectoryInput(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"games/b.pgn":            faultyGame,
		"games/a/z.PGN":          faultyGame,
		"games/a/y.pgn.gz":       gzipped(t, faultyGame),
		"games/c.ctl-pgn":        "[Event \"c\"]\n\n1. e4 *\n",
		"games/notes.txt":        faultyGame,
		"games/.hidden/h.pgn":    faultyGame,
		"games/.h.pgn":           faultyGame,
		"games/d.zip":            zipped(t, map[string]string{"in.pgn": faultyGame}),
		"games/empty/readme.txt": "nothing",
	}
	writeFiles(t, dir, files)
	r := runBinary(t, dir, "", "lint", "games", "--jobs", "1")
	var got []string
	for _, line := range strings.Split(strings.TrimSpace(r.stdout), "\n") {
		if file, _, ok := strings.Cut(line, ":"); ok && strings.Contains(line, "[move-syntax]") {
			if strings.HasPrefix(line, "games/d.zip:") {
				file = "games/d.zip:in.pgn"
			}
			got = append(got, file)
		}
	}
	want := []string{"games/a/y.pgn.gz", "games/a/z.PGN", "games/b.pgn", "games/d.zip:in.pgn"}
	if r.code != exitFindings || strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("lint games: exit %d, files %q, want %q\n%s%s", r.code, got, want, r.stdout, r.stderr)
	}
	r = runBinary(t, dir, "", "lint", "games/empty")
	if r.code != exitTrouble || !strings.Contains(r.stderr, "games/empty: no game file in this directory") {
		t.Errorf("lint games/empty: exit %d, stderr %q", r.code, r.stderr)
	}
}

// TestExitStatus: one rule for every command: 0 when no error was
// reported (warnings allowed), 1 when one was, 2 for a usage error or an
// input that could not be read; usage errors go to standard error only.
func TestExitStatus(t *testing.T) {
	dir := t.TempDir()
	warning := strings.Replace(cleanGame, "1. e4 e5 *", "1. e4 e5 *", 1) + "\n" + strings.Repeat("%", 300) + "\n"
	writeFiles(t, dir, map[string]string{"clean.pgn": cleanGame, "faulty.pgn": faultyGame, "warning.pgn": warning})
	tests := []struct {
		args   []string
		code   int
		stderr string // a part of standard error
	}{
		{[]string{"lint", "clean.pgn"}, exitOK, ""},
		{[]string{"export", "clean.pgn"}, exitOK, ""},
		{[]string{"convert", "--to", "json", "clean.pgn"}, exitOK, ""},
		{[]string{"lint", "faulty.pgn"}, exitFindings, ""},
		{[]string{"export", "faulty.pgn"}, exitFindings, "faulty.pgn:9:17: error:"},
		{[]string{"convert", "--to", "xml", "faulty.pgn"}, exitFindings, "faulty.pgn:9:17: error:"},
		{[]string{"lint", "missing.pgn"}, exitTrouble, "missing.pgn"},
		{[]string{"export", "missing.pgn"}, exitTrouble, "missing.pgn"},
		{[]string{"lnt", "clean.pgn"}, exitTrouble, `unknown command "lnt"; did you mean "lint"?`},
		{[]string{"exprot"}, exitTrouble, `did you mean "export"?`},
		{[]string{"help", "convrt"}, exitTrouble, `did you mean "convert"?`},
		{[]string{"lint", "--fromat", "json", "clean.pgn"}, exitTrouble, "lint: unknown flag --fromat; did you mean --format?\nRun 'pgntool lint --help' for its flags."},
		{[]string{"export", "clean.pgn", "--stirct"}, exitTrouble, "did you mean --strict?"},
		{[]string{"--verison"}, exitTrouble, "did you mean --version?"},
		{[]string{"lint", "--jobs", "0", "clean.pgn"}, exitTrouble, "--jobs must be at least 1, not 0"},
		{[]string{"lint", "clean.pgn", "--jobs", "-3"}, exitTrouble, "--jobs must be at least 1, not -3"},
		{[]string{"lint", "--jobs", "x", "clean.pgn"}, exitTrouble, "Run 'pgntool lint --help'"},
		{[]string{"export", "clean.pgn", "-o", "no/such/dir/out.pgn"}, exitTrouble, "-o no/such/dir/out.pgn: the directory no/such/dir does not exist"},
		{[]string{"completion", "bsh"}, exitTrouble, `did you mean "bash"?`},
	}
	for _, tt := range tests {
		r := runBinary(t, dir, "", tt.args...)
		if r.code != tt.code || !strings.Contains(r.stderr, tt.stderr) {
			t.Errorf("pgntool %s: exit %d, stderr %q; want exit %d, stderr with %q", strings.Join(tt.args, " "), r.code, r.stderr, tt.code, tt.stderr)
		}
		if tt.code == exitTrouble && tt.args[0] != "lint" && tt.args[0] != "export" && r.stdout != "" {
			t.Errorf("pgntool %s: wrote %q on standard output", strings.Join(tt.args, " "), r.stdout)
		}
		if tt.code == exitTrouble && strings.Contains(tt.stderr, "did you mean") {
			if r.stdout != "" || strings.Count(r.stderr, "\n") != 2 {
				t.Errorf("pgntool %s: want a message and a one-line hint on stderr, nothing on stdout; got stdout %q, stderr %q", strings.Join(tt.args, " "), r.stdout, r.stderr)
			}
		}
	}
	if r := runBinary(t, dir, "", "lint", "warning.pgn"); r.code != exitOK || !strings.Contains(r.stdout, "warning:") {
		t.Errorf("lint warning.pgn: exit %d, stdout %q: want a warning and exit 0", r.code, r.stdout)
	}
	if _, err := os.Stat(filepath.Join(dir, "no")); err == nil {
		t.Error("-o into a missing directory created it")
	}
}

// TestVersion: --version names the module version and the build.
func TestVersion(t *testing.T) {
	for _, flag := range []string{"--version", "-v"} {
		r := runBinary(t, "", "", flag)
		if r.code != exitOK || !strings.HasPrefix(r.stdout, "pgntool version ") || !strings.Contains(r.stdout, "go1.") {
			t.Errorf("%s: exit %d, stdout %q, stderr %q", flag, r.code, r.stdout, r.stderr)
		}
	}
}

// TestCompletion: each shell's script is written; the shells present
// accept it (bash -n, zsh -n, fish --no-execute).
func TestCompletion(t *testing.T) {
	checks := map[string][]string{"bash": {"bash", "-n"}, "zsh": {"zsh", "-n"}, "fish": {"fish", "--no-execute"}}
	for _, shell := range shells {
		r := runBinary(t, "", "", "completion", shell)
		if r.code != exitOK || !strings.Contains(r.stdout, "pgntool") {
			t.Errorf("completion %s: exit %d, stderr %q", shell, r.code, r.stderr)
			continue
		}
		for _, want := range []string{"lint", "export", "convert", "format", "max-plies", "json-lines", "xml json", "xiangqi cescacs"} {
			if !strings.Contains(r.stdout, want) {
				t.Errorf("completion %s: no %q in the script", shell, want)
			}
		}
		check := checks[shell]
		if _, err := exec.LookPath(check[0]); err != nil {
			t.Logf("%s not installed: its script is not checked", check[0])
			continue
		}
		path := filepath.Join(t.TempDir(), "pgntool."+shell)
		if err := os.WriteFile(path, []byte(r.stdout), 0o644); err != nil {
			t.Fatal(err)
		}
		if out, err := exec.Command(check[0], append(check[1:], path)...).CombinedOutput(); err != nil {
			t.Errorf("%s refuses the completion script: %v\n%s", strings.Join(check, " "), err, out)
		}
	}
}

// TestBashCompletionCompletes runs the bash script's function on a few
// command lines and checks what it offers.
func TestBashCompletionCompletes(t *testing.T) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("bash not installed")
	}
	script := runBinary(t, "", "", "completion", "bash").stdout
	tests := []struct {
		line string // the words typed, the last being completed
		want string // one word offered
		not  string // a word not offered
	}{
		{"pgntool l", "lint", "export"},
		{"pgntool lint --fo", "--format", "--to"},
		{"pgntool lint --format ", "json", "xml"},
		{"pgntool convert --to ", "xml", "text"},
		{"pgntool completion ", "zsh", "lint"},
		{"pgntool export x.pgn --no", "--notation", "--format"},
	}
	for _, tt := range tests {
		words := strings.Split(tt.line, " ")
		var quoted []string
		for _, w := range words {
			quoted = append(quoted, "'"+w+"'")
		}
		prog := script + "\nCOMP_WORDS=(" + strings.Join(quoted, " ") + ")\nCOMP_CWORD=" + strconv.Itoa(len(words)-1) + "\n_pgntool\nprintf '%s\\n' \"${COMPREPLY[@]}\"\n"
		out, err := exec.Command("bash", "-c", prog).CombinedOutput()
		if err != nil {
			t.Errorf("%q: %v\n%s", tt.line, err, out)
			continue
		}
		offered := strings.Fields(string(out))
		if !slices.Contains(offered, tt.want) || slices.Contains(offered, tt.not) {
			t.Errorf("%q: offered %q; want %q and not %q", tt.line, offered, tt.want, tt.not)
		}
	}
}
