package main

import (
	"bufio"
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// lintMemoryLimit is the resident memory lint may reach whatever the size
// of its input (issue 16: below 64 MiB at --jobs 2).
const lintMemoryLimit = 64 << 20

// repeatedInput writes to path a text of at least size bytes: the units
// over and over, each followed by a blank line.
func repeatedInput(t *testing.T, path string, size int64, units ...[]byte) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	w := bufio.NewWriterSize(f, 1<<20)
	var n int64
	for n < size {
		for _, u := range units {
			w.Write(u)
			w.WriteString("\n\n")
			n += int64(len(u)) + 2
		}
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
}

// memoryUnits are the texts a large input repeats: the shipped examples
// and lint cases (games with faults of every kind), and when ../shared is
// there, lichess analysis games with variations and a TWIC issue.
func memoryUnits(t *testing.T) [][]byte {
	var paths []string
	for _, glob := range []string{"../../testdata/examples/*.pgn", "../../testdata/lint/*.pgn"} {
		m, _ := filepath.Glob(glob)
		paths = append(paths, m...)
	}
	shared := filepath.Join("..", "..", "..", "shared", "corpus", "chess")
	for _, rel := range []string{"CorentinGS-chess/fixtures/pgns/big.pgn", "shakmaty/pgn-reader/benches/twic1599_1000k.pgn"} {
		if _, err := os.Stat(filepath.Join(shared, rel)); err == nil {
			paths = append(paths, filepath.Join(shared, rel))
		}
	}
	var units [][]byte
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		units = append(units, b)
	}
	if len(units) == 0 {
		t.Fatal("no text to repeat")
	}
	return units
}

// runMeasured runs the built pgntool with args, standard input from the
// file stdin when not "", output thrown away, and returns its exit
// status and its peak resident memory (VmHWM, sampled: the rusage of a
// child of os/exec holds the test's own peak).
func runMeasured(t *testing.T, stdin string, args ...string) (int, int64) {
	t.Helper()
	cmd := exec.Command(builtBinary(t), args...)
	if stdin != "" {
		f, err := os.Open(stdin)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		cmd.Stdin = f
	}
	var errOut bytes.Buffer
	cmd.Stderr = &errOut
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	peak := watchPeak(cmd.Process.Pid)
	err := cmd.Wait()
	var exit *exec.ExitError
	if err != nil && !errors.As(err, &exit) {
		t.Fatal(err)
	}
	if errOut.Len() > 0 {
		t.Errorf("pgntool %v wrote on stderr: %.500s", args, errOut.String())
	}
	return cmd.ProcessState.ExitCode(), peak()
}

// TestLintMemoryBounded: lint of an input of a gigabyte holds less than
// 64 MiB, on one job or two, from a named file, standard input or
// zstd-compressed, with or without --syntax-only. Runs with
// PGNTOOL_LONG=1 (it writes 1 GB to the temporary directory).
func TestLintMemoryBounded(t *testing.T) {
	if os.Getenv("PGNTOOL_LONG") == "" {
		t.Skip("set PGNTOOL_LONG=1 to lint a 1 GB input and read its peak memory")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "big.pgn")
	repeatedInput(t, path, 1<<30, memoryUnits(t)...)
	zst := ""
	if _, err := exec.LookPath("zstd"); err == nil {
		if err := exec.Command("zstd", "-q", "-1", "-T0", path, "-o", path+".zst").Run(); err != nil {
			t.Fatalf("zstd: %v", err)
		}
		zst = path + ".zst"
	} else {
		t.Log("zstd not found: the compressed case is left out")
	}
	cases := []struct {
		name  string
		stdin string
		args  []string
	}{
		{"file, 2 jobs", "", []string{"lint", "--quiet", "--jobs", "2", path}},
		{"file, 1 job", "", []string{"lint", "--quiet", "--jobs", "1", path}},
		{"stdin, 2 jobs", path, []string{"lint", "--quiet", "--jobs", "2", "-"}},
		{"syntax-only, 2 jobs", "", []string{"lint", "--quiet", "--syntax-only", "--jobs", "2", path}},
	}
	if zst != "" {
		cases = append(cases, struct {
			name  string
			stdin string
			args  []string
		}{"zstd, 2 jobs", "", []string{"lint", "--quiet", "--jobs", "2", zst}})
	}
	for _, c := range cases {
		code, peak := runMeasured(t, c.stdin, c.args...)
		t.Logf("%-20s exit %d, peak RSS %.1f MiB", c.name, code, float64(peak)/(1<<20))
		if code != 0 && code != 1 {
			t.Errorf("%s: exit %d", c.name, code)
		}
		if peak == 0 {
			t.Errorf("%s: no peak memory read from /proc", c.name)
		}
		if peak >= lintMemoryLimit {
			t.Errorf("%s: peak RSS %.1f MiB, want below %d MiB", c.name, float64(peak)/(1<<20), lintMemoryLimit>>20)
		}
	}
}
