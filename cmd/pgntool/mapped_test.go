//go:build unix

package main

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants"
)

// games returns at least n bytes of chess games.
func games(n int) string {
	game := "[Event \"e\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n"
	return strings.Repeat(game, n/len(game)+1)
}

// mapPath opens path and hands it to mapText.
func mapPath(t *testing.T, path, encoding string) (mappedText, bool, error) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close() // the mapping outlives the descriptor
	return mapText(f, encoding)
}

func TestMapText(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	big := games(minMapped)
	tests := []struct {
		name, path, encoding string
		mapped               bool
		text                 string
	}{
		{"large UTF-8", write("a.pgn", big), "auto", true, big},
		{"byte order mark", write("b.pgn", "\xef\xbb\xbf"+big), "", true, big},
		{"named UTF-8", write("c.pgn", big), "utf-8", true, big},
		{"small", write("d.pgn", "1. e4 *"), "auto", false, ""},
		{"named Latin-1", write("e.pgn", big), "latin1", false, ""},
		{"directory", dir, "auto", false, ""},
	}
	for _, tt := range tests {
		m, ok, err := mapPath(t, tt.path, tt.encoding)
		if err != nil || ok != tt.mapped {
			t.Errorf("%s: mapText = %v, %v; want mapped %v", tt.name, ok, err, tt.mapped)
			continue
		}
		if ok {
			if string(m.data) != tt.text {
				t.Errorf("%s: the mapped text differs from the file's", tt.name)
			}
			m.release()
		}
	}
}

// A file cut short while lint reads it in place must give an error, not
// crash the program, wherever the fault comes: in detecting the encoding,
// in cutting chunks, or in a worker.
func TestMappedFileCutShort(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a.pgn")
	write := func() {
		if err := os.WriteFile(path, []byte(games(4*minMapped)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cut := func() {
		if err := os.Truncate(path, 0); err != nil {
			t.Fatal(err)
		}
	}
	write()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	data, release, err := mapFile(f, 4*minMapped)
	if err != nil {
		t.Fatal(err)
	}
	cut()
	if _, _, err := detectMapped(data, "auto"); !errors.Is(err, errFileChanged) {
		t.Errorf("detecting the encoding of a file cut short: %v, want %v", err, errFileChanged)
	}
	release()

	write()
	m, ok, err := mapPath(t, path, "auto")
	if err != nil || !ok {
		t.Fatalf("mapText = %v, %v", ok, err)
	}
	defer m.release()
	cut()
	opts := pgn.ReaderOptions{File: path, Select: variants.ForTags}
	if _, err := lintBytes(m.data, opts, func(pgn.Diagnostic) bool { return true }, nil); !errors.Is(err, errFileChanged) {
		t.Errorf("lintBytes on a file cut short: %v, want %v", err, errFileChanged)
	}
	if _, err := lintMapped(m.data, opts, 2, 64<<10, func(pgn.Diagnostic) bool { return true }, nil); !errors.Is(err, errFileChanged) {
		t.Errorf("lintMapped on a file cut short: %v, want %v", err, errFileChanged)
	}
	// A worker's chunk from the middle: the splitter faults first above.
	c := newChunk(m.data[minMapped:2*minMapped], pgn.Position{Line: 1}, nil)
	go lintChunk(c, opts, m.data, nil)
	err = nil
	for b := range c.out {
		err = b.err
	}
	if !errors.Is(err, errFileChanged) {
		t.Errorf("a worker on a chunk of a file cut short: %v, want %v", err, errFileChanged)
	}
}

// A fault outside the mapped text is a bug, not a file cut short, and
// must not be reported as one.
func TestCatchFaultOnlyInRegion(t *testing.T) {
	region := make([]byte, 16)
	defer func() {
		if recover() == nil {
			t.Error("a panic outside the region was swallowed")
		}
	}()
	var err error
	func() {
		defer catchFault(region, &err)()
		panic(errors.New("not a fault"))
	}()
	t.Errorf("no panic; err = %v", err)
}

// lint reads a named pipe once: opening it a second time would wait for
// a writer that has gone, with its text lost.
func TestLintNamedPipe(t *testing.T) {
	path := filepath.Join(t.TempDir(), "fifo")
	if err := syscall.Mkfifo(path, 0o600); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	go func() {
		w, err := os.OpenFile(path, os.O_WRONLY, 0)
		if err != nil {
			return
		}
		w.WriteString("[Event \"e\"]\n\n1. e4 e5 2. Ke3 *\n")
		w.Close()
	}()
	done := make(chan string, 1)
	go func() {
		var out, errOut strings.Builder
		run([]string{"pgntool", "lint", path}, strings.NewReader(""), &out, &errOut)
		done <- out.String() + errOut.String()
	}()
	select {
	case got := <-done:
		if !strings.Contains(got, "illegal") {
			t.Errorf("lint of a named pipe printed %q, want the illegal move", got)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("lint of a named pipe did not finish")
	}
}

// lint of a large file, read in place, prints what it prints for the same
// text on standard input, on one core or two, with the same exit status.
func TestLintLargeFileInPlace(t *testing.T) {
	text := games(2*minMapped) + "[Event \"bad\"]\n\n1. e4 e5 2. Ke3 *\n"
	path := filepath.Join(t.TempDir(), "big.pgn")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	lint := func(stdin string, args ...string) (string, int) {
		var out, errOut strings.Builder
		code := run(append([]string{"pgntool", "lint"}, args...), strings.NewReader(stdin), &out, &errOut)
		if errOut.Len() > 0 {
			t.Errorf("lint %v wrote to stderr: %s", args, errOut.String())
		}
		// Standard input is named <stdin> in positions.
		return strings.ReplaceAll(out.String(), path, "<stdin>"), code
	}
	want, wantCode := lint(text, "-j", "1", "-")
	if !strings.Contains(want, "illegal") || wantCode == 0 {
		t.Fatalf("the illegal move was not reported (status %d):\n%s", wantCode, want)
	}
	for _, jobs := range []string{"1", "2"} {
		if got, code := lint("", "-j", jobs, path); got != want || code != wantCode {
			t.Errorf("-j %s: status %d, output\n%s\nwant status %d, output\n%s", jobs, code, got, wantCode, want)
		}
	}
}
