//go:build unix

package main

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants"
)

// games returns at least n bytes of chess games.
func games(n int) string {
	game := "[Event \"e\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n"
	return strings.Repeat(game, n/len(game)+1)
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
		{"standard input", "-", "auto", false, ""},
		{"directory", dir, "auto", false, ""},
	}
	for _, tt := range tests {
		m, ok, err := mapText(tt.path, tt.encoding)
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
	if _, _, err := mapText(filepath.Join(dir, "missing.pgn"), "auto"); err == nil {
		t.Error("mapText of a missing file gives no error")
	}
}

// A file cut short while lint reads it in place must give an error, not
// crash the program.
func TestMappedFileCutShort(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a.pgn")
	if err := os.WriteFile(path, []byte(games(4*minMapped)), 0o644); err != nil {
		t.Fatal(err)
	}
	m, ok, err := mapText(path, "auto")
	if err != nil || !ok {
		t.Fatalf("mapText = %v, %v", ok, err)
	}
	defer m.release()
	if err := os.Truncate(path, 0); err != nil {
		t.Fatal(err)
	}
	opts := pgn.ReaderOptions{File: path, Select: variants.ForTags}
	if _, err := lintBytes(m.data, opts, func(pgn.Diagnostic) {}); !errors.Is(err, errFileChanged) {
		t.Errorf("lintBytes on a file cut short: %v, want %v", err, errFileChanged)
	}
	if _, err := lintMapped(m.data, opts, 2, 64<<10, func(pgn.Diagnostic) {}); !errors.Is(err, errFileChanged) {
		t.Errorf("lintMapped on a file cut short: %v, want %v", err, errFileChanged)
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
