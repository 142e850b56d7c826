package main

import (
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// trickyInputs are small texts on which the ways of reading a file have
// disagreed, or could: faults in every context, tokens and games over
// their budgets, game boundaries in odd places.
func trickyInputs() map[string]string {
	rnd := rand.New(rand.NewSource(1))
	random := make([]byte, 4000)
	rnd.Read(random)
	var many strings.Builder
	for i := range 200 {
		many.WriteString("[Event \"g\"]\n[Site \"s\"]\n\n1. e4 e5 2. Nf3 ")
		if i%3 == 0 {
			many.WriteString("Ke3 ")
		}
		many.WriteString("*\n\n")
	}
	return map[string]string{
		// The NULs come after the first 4 KiB, which say the file is text.
		"nul": "[Event \"z\"]\n\n1. e4 {" + strings.Repeat("z", 5000) + "} *\n\n" +
			"[Event \"a\"]\n\n1. e4 \x00\x00 e5 " + strings.Repeat("\x00", 500) + " *\n\n[Event \"b\"]\n\n1. d4 *\n",
		"only-nul":         strings.Repeat("\x00", 3000),
		"unclosed-comment": "[Event \"a\"]\n\n1. e4 {" + strings.Repeat("x ", 1000) + "\n\n[Event \"b\"]\n\n1. d4 *\n",
		"long-comment":     "[Event \"a\"]\n\n1. e4 {" + strings.Repeat("y", 5000) + "} e5 *\n\n[Event \"b\"]\n\n1. d4 *\n",
		"long-line":        "[Event \"a\"]\n\n" + strings.Repeat("Nf3 Nf6 Ng1 Ng8 ", 100) + "*\n\n[Event \"b\"]\n\n1. d4 *\n",
		"deep-nesting":     "[Event \"a\"]\n\n1. e4 " + strings.Repeat("(1. d4 ", 10) + strings.Repeat(")", 10) + " e5 *\n",
		"many-tags":        strings.Repeat("[Tag \"v\"]\n", 30) + "\n1. e4 *\n",
		"no-result":        "[Event \"a\"]\n\n1. e4 e5\n\n1. e4 c5 *\n\n[Event \"c\"]\n\n1. d4 *\n",
		"bad-utf8-bom":     "\xef\xbb\xbf[Event \"a\"]\n\n1. e4 \xff\xfe e5 \xef\xbb\xbf *\n",
		"line-ends":        "[Event \"a\"]\r\n\r\n1. e4\re5\n2. Nf3 *\r\n\n[Event \"b\"]\r\r1. d4 *",
		"escapes":          "% comment\n[Event \"a\"]\n%x\n\n1. e4 *\n",
		"truncated":        "[Event \"a\"]\n\n1. e4 e5 *\n\n[Event \"b",
		"random":           string(random),
		"many-games":       many.String(),
	}
}

// smallBudgets are budgets small enough for trickyInputs to exceed.
var smallBudgets = []string{"--max-token-bytes", "200", "--max-game-bytes", "2000", "--max-depth", "4",
	"--max-tags", "10", "--max-plies", "50", "--max-diagnostics", "5"}

// readPath is one way lint can read a file.
type readPath struct {
	name  string
	stdin bool // the text comes on standard input
	jobs  string
	chunk int // chunkSize
}

func readPaths() []readPath {
	var paths []readPath
	for _, chunk := range []int{chunkSize, 64} { // the default size, and tiny
		for _, jobs := range []string{"1", "2"} {
			paths = append(paths,
				readPath{"file read", false, jobs, chunk},
				readPath{"stdin", true, jobs, chunk})
		}
	}
	return paths
}

// lintThrough lints path by p with the flags and returns what it prints,
// with the file's name as standard input's.
func lintThrough(t *testing.T, p readPath, path string, flags []string) (int, string) {
	t.Helper()
	oldChunk := chunkSize
	defer func() { chunkSize = oldChunk }()
	chunkSize = p.chunk
	args := append([]string{"lint", "--jobs", p.jobs}, flags...)
	stdin := ""
	if p.stdin {
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		stdin = string(b)
		args = append(args, "-")
	} else {
		args = append(args, path)
	}
	code, out, stderr := runCLI(t, stdin, args...)
	if stderr != "" {
		t.Errorf("%s: stderr %q", p.name, stderr)
	}
	return code, strings.ReplaceAll(out, path+":", "<stdin>:")
}

// TestOneReadingEveryPath: a file read or on standard input, on
// one job or two, in chunks of the default size or of 64 bytes, gives the same
// diagnostics byte for byte, with default and with small budgets.
func TestOneReadingEveryPath(t *testing.T) {
	dir := t.TempDir()
	for name, text := range trickyInputs() {
		path := filepath.Join(dir, name+".pgn")
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		for _, flags := range [][]string{nil, smallBudgets} {
			comparePaths(t, name, path, flags)
		}
	}
}

// comparePaths lints path through every readPath and compares each
// output with the first.
func comparePaths(t *testing.T, name, path string, flags []string) {
	t.Helper()
	paths := readPaths()
	wantCode, want := lintThrough(t, paths[0], path, flags)
	if want == "" {
		t.Errorf("%s %v: no diagnostics; the case tests nothing", name, flags)
	}
	for _, p := range paths[1:] {
		code, got := lintThrough(t, p, path, flags)
		if code != wantCode {
			t.Errorf("%s %v, %s, --jobs %s, chunks of %d: exit %d, %s gave %d", name, flags, p.name, p.jobs, p.chunk, code, paths[0].name, wantCode)
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s %v, %s, --jobs %s, chunks of %d: differs from %s (-want +got):\n%s", name, flags, p.name, p.jobs, p.chunk, paths[0].name, diff)
		}
	}
}

// TestOneReadingBigFile: the same over texts of a hundred megabytes (a
// comment over the token budget, a game over the game budget); run with
// PGNTOOL_LONG=1.
func TestOneReadingBigFile(t *testing.T) {
	if os.Getenv("PGNTOOL_LONG") == "" {
		t.Skip("set PGNTOOL_LONG=1 to lint two 100 MB files through every path")
	}
	dir := t.TempDir()
	for name, text := range map[string]string{
		"comment": "[Event \"a\"]\n\n1. e4 {" + strings.Repeat("z", 100<<20) + "} e5 *\n\n[Event \"b\"]\n\n1. d4 *\n",
		"line":    "[Event \"a\"]\n\n" + strings.Repeat("Nf3 Nf6 Ng1 Ng8 ", 100<<20/16) + "*\n\n[Event \"b\"]\n\n1. d4 *\n",
	} {
		path := filepath.Join(dir, name+".pgn")
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		comparePaths(t, name, path, nil)
		os.Remove(path)
	}
}
