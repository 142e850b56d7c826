package main

import (
	"bytes"
	"flag"
	"os"
	"strings"
	"testing"

	"github.com/pgntool/pgntool/internal/testdir"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/export and docs/pgntool.1")

// repoRoot is the directory holding go.mod.
func repoRoot(t testing.TB) string { return testdir.Root(t) }

// sharedDir returns ../shared/sub beside the repository, or skips the test.
func sharedDir(t testing.TB, sub string) string { return testdir.Shared(t, sub) }

// runCLI runs pgntool with args and returns its exit status and output.
func runCLI(t testing.TB, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = run(append([]string{"pgntool"}, args...), strings.NewReader(stdin), &out, &errOut)
	return code, out.String(), errOut.String()
}

// mainEnv makes the test binary run pgntool's main instead of the tests,
// so that a test can run pgntool as a process of its own (to send it
// signals).
const mainEnv = "PGNTOOL_TEST_RUN_MAIN"

func TestMain(m *testing.M) {
	if os.Getenv(mainEnv) == "1" {
		main()
		return
	}
	code := m.Run()
	removeBuilt()
	os.Exit(code)
}
