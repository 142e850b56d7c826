package main

import (
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestCPUProfileEnv: PGNTOOL_CPUPROFILE writes a profile (pprof's format
// is gzip-compressed) and changes nothing else of the run; a file that
// cannot be made ends the run before it reads anything.
func TestCPUProfileEnv(t *testing.T) {
	dir := t.TempDir()
	code, stdout, stderr := runPgntool(t, lintCase, nil, "lint", "-")
	path := filepath.Join(dir, "cpu.prof")
	pcode, pstdout, pstderr := runPgntool(t, lintCase, []string{cpuProfileEnv + "=" + path}, "lint", "-")
	if diff := cmp.Diff([]any{code, stdout, stderr}, []any{pcode, pstdout, pstderr}); diff != "" {
		t.Errorf("the run changed with a profile (-without +with):\n%s", diff)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		t.Fatalf("the profile is not in pprof's format: %v", err)
	}
	if n, err := io.Copy(io.Discard, z); err != nil || n == 0 {
		t.Errorf("the profile holds %d bytes (%v)", n, err)
	}

	bad := filepath.Join(dir, "missing", "cpu.prof")
	code, stdout, stderr = runPgntool(t, lintCase, []string{cpuProfileEnv + "=" + bad}, "lint", "-")
	if code != exitTrouble || stdout != "" || !strings.Contains(stderr, cpuProfileEnv) || !strings.Contains(stderr, bad) {
		t.Errorf("unwritable profile: exit %d, stdout %q, stderr %q; want exit %d and a message naming %s and the file", code, stdout, stderr, exitTrouble, cpuProfileEnv)
	}
}
