package main

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/export")

// repoRoot is the directory holding go.mod.
func repoRoot(t testing.TB) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no go.mod above the test directory")
		}
		dir = parent
	}
}

// sharedDir returns ../shared beside the repository, or skips the test.
func sharedDir(t testing.TB, sub string) string {
	t.Helper()
	dir := filepath.Join(repoRoot(t), "..", "shared", sub)
	if _, err := os.Stat(dir); err != nil {
		t.Skipf("%s is absent (it lives in ../shared beside the repository): %v", sub, err)
	}
	return dir
}

// runCLI runs pgntool with args and returns its exit status and output.
func runCLI(t testing.TB, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = run(append([]string{"pgntool"}, args...), strings.NewReader(stdin), &out, &errOut)
	return code, out.String(), errOut.String()
}
