package parquet

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pgntool/pgntool/internal/testdir"
)

// TestDuckDB runs the test of internal/duckdbtest, a module of its own
// that reads this package's files with DuckDB and checks them through SQL
// (see its doc.go), so that the default test run covers it without
// pgntool's go.mod depending on DuckDB. It runs when DuckDB's Go bindings
// are in the module cache (.ci/install-peers fetches them) and a C
// compiler is there for cgo, and skips saying so otherwise; it never
// downloads. The inner go test caches its result as any test does.
func TestDuckDB(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the DuckDB test builds a cgo binary")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("no go command on PATH to run internal/duckdbtest: %v", err)
	}
	dir := filepath.Join(testdir.Root(t), "internal", "duckdbtest")
	env := append(os.Environ(), "GOPROXY=off", "GOFLAGS=-mod=mod", "CGO_ENABLED=1")
	run := func(args ...string) (string, error) {
		cmd := exec.Command(goTool, args...)
		cmd.Dir, cmd.Env = dir, env
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		err := cmd.Run()
		return out.String(), err
	}
	if _, err := exec.LookPath("gcc"); err != nil {
		if _, err := exec.LookPath("cc"); err != nil {
			t.Skip("no C compiler (gcc, cc) for DuckDB's cgo bindings; the DuckDB test does not run")
		}
	}
	if out, err := run("list", "-deps", "-test", "./..."); err != nil {
		t.Skipf("DuckDB's Go bindings are not in the module cache (run .ci/install-peers, or go mod download in internal/duckdbtest); the DuckDB test does not run:\n%s", lastLines(out, 3))
	}
	out, err := run("test", "./...")
	t.Logf("go test in internal/duckdbtest:\n%s", out)
	if err != nil {
		t.Fatalf("the DuckDB test failed: %v", err)
	}
}

// lastLines returns the last n lines of s, where go says what failed.
func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return strings.Join(lines[max(0, len(lines)-n):], "\n")
}
