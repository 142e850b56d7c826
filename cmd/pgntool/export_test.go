package main

import (
	"bufio"
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// exportArgs reads extra export flags from a first line "% args: ...".
func exportArgs(t *testing.T, path string) []string {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	if sc.Scan() && strings.HasPrefix(sc.Text(), "% args:") {
		return strings.Fields(strings.TrimPrefix(sc.Text(), "% args:"))
	}
	return nil
}

// TestExportGolden exports every testdata/export input, plainly and in
// reduced form, compares with the golden files (rewritten by -update), and
// checks that exporting a golden file gives it back unchanged.
func TestExportGolden(t *testing.T) {
	inputs, _ := filepath.Glob(filepath.Join(repoRoot(t), "testdata", "export", "*.pgn"))
	if len(inputs) == 0 {
		t.Fatal("no export cases")
	}
	for _, in := range inputs {
		for _, mode := range []struct {
			suffix string
			flags  []string
		}{{".golden", nil}, {".reduced.golden", []string{"--reduced"}}} {
			base := strings.TrimSuffix(in, ".pgn")
			golden := base + mode.suffix
			t.Run(filepath.Base(golden), func(t *testing.T) {
				args := append([]string{"export"}, exportArgs(t, in)...)
				args = append(args, mode.flags...)
				code, got, stderr := runCLI(t, "", append(args, in)...)
				// Status 1 when, and only when, an error was reported.
				if want := map[bool]int{false: exitOK, true: exitFindings}[strings.Contains(stderr, ": error: ")]; code != want {
					t.Fatalf("exit %d: %s", code, stderr)
				}
				if *update {
					if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
						t.Fatal(err)
					}
				}
				want, err := os.ReadFile(golden)
				if err != nil {
					t.Fatalf("%v (run go test -update to create it)", err)
				}
				if diff := cmp.Diff(string(want), got); diff != "" {
					t.Errorf("export differs from %s (-want +got):\n%s", golden, diff)
				}
				_, again, _ := runCLI(t, got, append(args, "-")...)
				if again != got {
					t.Errorf("export is not idempotent (-first +second):\n%s", cmp.Diff(got, again))
				}
			})
		}
	}
}

func TestExportStrict(t *testing.T) {
	bad := filepath.Join(repoRoot(t), "testdata", "lint", "chess-moves.pgn")
	code, out, stderr := runCLI(t, "", "export", "--strict", bad)
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	// Of the five games only the second has warnings alone; the others
	// hold an illegal or ambiguous move or a contradicted result.
	if n := strings.Count(out, "[Event "); n != 1 || !strings.Contains(out, "[Event \"Capture without x\"]") {
		t.Errorf("strict export wrote %d games, want game 2 only:\n%s", n, out)
	}
	if !strings.Contains(stderr, "chess-moves.pgn:1:1: error: game 1 not written") {
		t.Errorf("refusal not reported with its position:\n%s", stderr)
	}
}

func TestExportOutputFile(t *testing.T) {
	root := repoRoot(t)
	in := filepath.Join(root, "testdata", "examples", "opera-game.pgn")
	dir := t.TempDir()
	out := filepath.Join(dir, "out.pgn")
	if code, _, stderr := runCLI(t, "", "export", "-o", out, in); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	_, want, _ := runCLI(t, "", "export", in)
	got, err := os.ReadFile(out)
	if err != nil || string(got) != want {
		t.Fatalf("-o file differs from standard output (err %v)", err)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("temporary files left behind: %v", entries)
	}
	// The input is never the output.
	copyPath := filepath.Join(dir, "in.pgn")
	os.WriteFile(copyPath, got, 0o644)
	if code, _, _ := runCLI(t, "", "export", "-o", copyPath, copyPath); code != 2 {
		t.Errorf("export onto its own input: exit %d, want 2", code)
	}
	if after, _ := os.ReadFile(copyPath); string(after) != string(got) {
		t.Error("the input was changed")
	}
	// A failed run leaves an existing output untouched.
	if code, _, _ := runCLI(t, "", "export", "-o", out, in, filepath.Join(dir, "missing.pgn")); code != 2 {
		t.Errorf("missing input: exit %d, want 2", code)
	}
	if after, _ := os.ReadFile(out); string(after) != want {
		t.Error("a failed export changed the existing output")
	}
}

// failingReader returns its text and then a read error.
type failingReader struct{ r *strings.Reader }

func (f *failingReader) Read(p []byte) (int, error) {
	if f.r.Len() == 0 {
		return 0, errors.New("read: input/output error")
	}
	return f.r.Read(p)
}

func TestExportReadError(t *testing.T) {
	for _, src := range []string{strings.Repeat(" ", 70000), "[Event \"a\"]\n\n1. e4 *\n"} {
		var out, errOut bytes.Buffer
		code := run([]string{"pgntool", "export", "-"}, &failingReader{strings.NewReader(src)}, &out, &errOut)
		if code != 2 || !strings.Contains(errOut.String(), "input/output error") {
			t.Errorf("exit %d, stderr %q; want 2 and the read error", code, errOut.String())
		}
	}
}

func TestExportOutputEncoding(t *testing.T) {
	src := "[Event \"a\"]\n[White \"王\"]\n\n1. e4 *\n\n[Event \"b\"]\n[White \"Müller\"]\n\n1. d4 *\n"
	code, out, stderr := runCLI(t, src, "export", "--output-encoding", "latin1", "-")
	if code != 1 || !strings.Contains(stderr, "<stdin>:1:1: error: game 1 not written") || !strings.Contains(stderr, "[export-encoding]") {
		t.Errorf("exit %d, stderr %q", code, stderr)
	}
	if !strings.Contains(out, "[White \"M\xfcller\"]") || strings.Contains(out, "[Event \"a\"]") {
		t.Errorf("output %q: want game 2 in Latin-1 only", out)
	}
	if code, _, _ := runCLI(t, src, "export", "--output-encoding", "klingon", "-"); code != 2 {
		t.Errorf("unknown encoding: exit %d, want 2", code)
	}
}

func TestExportThroughSymlink(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "target.pgn")
	link := filepath.Join(dir, "link.pgn")
	os.WriteFile(target, []byte("old"), 0o644)
	if err := os.Symlink(target, link); err != nil {
		t.Skipf("no symbolic links here: %v", err)
	}
	in := filepath.Join(repoRoot(t), "testdata", "examples", "fools-mate.pgn")
	if code, _, stderr := runCLI(t, "", "export", "-o", link, in); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Error("the link was replaced by a file")
	}
	if b, _ := os.ReadFile(target); !strings.Contains(string(b), "Qh4#") {
		t.Errorf("the link's target was not written: %q", b)
	}
}
