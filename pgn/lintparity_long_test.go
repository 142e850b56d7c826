package pgn_test

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
)

// TestLintParityWithOldBinary lints every corpus file and the bench inputs
// with an older pgntool and with one built from this tree, and wants the
// same output, byte for byte, and the same exit code: the reader's speed
// work must not change a single diagnostic. It is long (it builds the
// command and lints some 500 MB), so it runs only with PGNTOOL_LONG=1 and
// PGNTOOL_OLD_PGNTOOL naming the older binary, for instance
//
//	PGNTOOL_LONG=1 PGNTOOL_OLD_PGNTOOL=/work/benchdata/pgntool-start \
//	  go test ./pgn -run TestLintParityWithOldBinary -timeout 2h
//
// PGNTOOL_BENCH_INPUTS, a glob, adds large inputs (each linted with
// --jobs 1 and --jobs 2); it defaults to /work/benchdata/*.pgn.
func TestLintParityWithOldBinary(t *testing.T) {
	old := os.Getenv("PGNTOOL_OLD_PGNTOOL")
	if os.Getenv("PGNTOOL_LONG") == "" || old == "" {
		t.Skip("set PGNTOOL_LONG=1 and PGNTOOL_OLD_PGNTOOL=/path/to/old/pgntool to compare lint with an older binary")
	}
	corpus, _ := filepath.Abs(filepath.Join("..", "..", "shared", "corpus"))
	var files []string
	filepath.WalkDir(corpus, func(path string, d os.DirEntry, err error) error {
		if err == nil && d.Type().IsRegular() {
			files = append(files, path)
		}
		return nil
	})
	if len(files) == 0 {
		t.Skip("../shared/corpus is absent")
	}
	bin := filepath.Join(t.TempDir(), "pgntool")
	build := exec.Command("go", "build", "-o", bin, "../cmd/pgntool")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	glob := os.Getenv("PGNTOOL_BENCH_INPUTS")
	if glob == "" {
		glob = "/work/benchdata/*.pgn"
	}
	big, _ := filepath.Glob(glob)

	same := func(args ...string) {
		t.Helper()
		want, wantCode := runLint(t, old, args)
		got, gotCode := runLint(t, bin, args)
		if !bytes.Equal(got, want) || gotCode != wantCode {
			t.Errorf("lint %v: exit %d, want %d; output differs: %d bytes, want %d\n%s",
				args, gotCode, wantCode, len(got), len(want), firstDifference(got, want))
		}
	}
	// Corpus files are named relative to the corpus, as a user types them.
	for i, f := range files {
		files[i], _ = filepath.Rel(corpus, f)
	}
	for _, f := range files {
		same("--jobs", "1", f)
	}
	same(append([]string{"--jobs", "1"}, files...)...)
	same(append([]string{"--jobs", "2"}, files...)...)
	for _, f := range big {
		same("--jobs", "1", f)
		same("--jobs", "2", f)
	}
	t.Logf("%d corpus files and %d large inputs compared", len(files), len(big))
}

// runLint runs "bin lint args..." in the corpus directory and returns its
// standard output and error together, and its exit code.
func runLint(t *testing.T, bin string, args []string) ([]byte, int) {
	t.Helper()
	cmd := exec.Command(bin, append([]string{"lint"}, args...)...)
	cmd.Dir = filepath.Join("..", "..", "shared", "corpus")
	out, err := cmd.CombinedOutput()
	var exit *exec.ExitError
	switch {
	case err == nil:
		return out, 0
	case errors.As(err, &exit):
		return out, exit.ExitCode()
	}
	t.Fatalf("%s lint %v: %v", bin, args, err)
	return nil, 0
}

// firstDifference quotes the first line where got and want part.
func firstDifference(got, want []byte) string {
	g, w := bytes.Split(got, []byte("\n")), bytes.Split(want, []byte("\n"))
	for i := 0; i < len(g) && i < len(w); i++ {
		if !bytes.Equal(g[i], w[i]) {
			return "line " + strconv.Itoa(i+1) + ":\n  got:  " + string(g[i]) + "\n  want: " + string(w[i])
		}
	}
	return "one output is a prefix of the other"
}
