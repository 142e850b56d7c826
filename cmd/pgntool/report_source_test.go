package main

import (
	"io"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/pgntool/pgntool/pgn"
)

func TestCutExcerpt(t *testing.T) {
	long := strings.Repeat("a", 300)
	tests := []struct {
		name  string
		line  string
		whole bool
		col   int
		text  string
		caret int
		ok    bool
	}{
		{"plain", "1. e4 Ke3", true, 7, "1. e4 Ke3", 6, true},
		{"tab", "1.\te4", true, 4, "1.    e4", 6, true},
		{"wide", "{王后} Ke3", true, 6, "{王后} Ke3", 7, true},
		{"combining", "e\u0301 Ke3", true, 4, "e\u0301 Ke3", 2, true},
		{"control", "a\x1b[31mb", true, 7, "a\uFFFD[31mb", 6, true},
		{"bidi override", "a\u202eb", true, 3, "a\uFFFDb", 2, true},
		{"invalid", "a\xffb", true, 3, "a\uFFFDb", 2, true},
		{"at the line end", "1. e4", true, 6, "1. e4", 5, true},
		{"past the line end", "1. e4", true, 8, "", 0, false},
		{"long, caret early", long, true, 3, strings.Repeat("a", sourceWidth) + "…", 2, true},
		{"long, caret late", long, true, 250, "…" + strings.Repeat("a", 300-(249-(sourceLead-1))), sourceLead, true},
		{"longer, caret late", long + long, true, 250, "…" + strings.Repeat("a", sourceWidth-1) + "…", sourceLead, true},
		{"long, caret at the end", long, true, 300, "…" + strings.Repeat("a", sourceLead), sourceLead, true},
		{"cut line, caret inside", long, false, 10, strings.Repeat("a", sourceWidth) + "…", 9, true},
		{"cut line, caret past it", long, false, 301, "", 0, false},
	}
	for _, tt := range tests {
		ex, ok := cutExcerpt([]byte(tt.line), measure([]byte(tt.line), nil), tt.whole, tt.col)
		if ok != tt.ok || ok && (ex.text != tt.text || ex.caretAt != tt.caret) {
			t.Errorf("%s: got %q caret %d ok %v; want %q caret %d ok %v", tt.name, ex.text, ex.caretAt, ok, tt.text, tt.caret, tt.ok)
		}
		if ok && utf8.RuneCountInString(ex.text) > sourceWidth+2 {
			t.Errorf("%s: excerpt of %d characters", tt.name, utf8.RuneCountInString(ex.text))
		}
	}
}

// TestSourceLinesBounded: a line of megabytes costs at most
// sourceKeepBytes of memory, the diagnostics on it share one reading, and
// a column past what is kept gets no excerpt.
func TestSourceLinesBounded(t *testing.T) {
	huge := strings.Repeat("x", 8<<20)
	text := "first\n" + huge + "\n\tlast\n"
	opens := 0
	s := &sourceLines{open: func(string) (io.Reader, func(), bool) {
		opens++
		return strings.NewReader(text), func() {}, true
	}}
	pos := func(line, col int) pgn.Position { return pgn.Position{File: "f", Line: line, Column: col} }
	if ex, ok := s.excerpt(pos(2, 5)); !ok || ex.caretAt != 4 || !strings.HasSuffix(ex.text, "…") {
		t.Errorf("line 2: %q %v", ex.text, ok)
	}
	if cap(s.text) > 2*sourceKeepBytes {
		t.Errorf("kept %d bytes of the line", cap(s.text))
	}
	if _, ok := s.excerpt(pos(2, 7<<20)); ok {
		t.Error("a column past the kept text got an excerpt")
	}
	if ex, ok := s.excerpt(pos(3, 2)); !ok || ex.text != "    last" || ex.caretAt != 4 {
		t.Errorf("line 3: %q %d %v", ex.text, ex.caretAt, ok)
	}
	// Back to an earlier line: the file is read again from its start.
	if ex, ok := s.excerpt(pos(1, 1)); !ok || ex.text != "first" {
		t.Errorf("line 1: %q %v", ex.text, ok)
	}
	if opens != 2 {
		t.Errorf("%d opens, want 2", opens)
	}
	if _, ok := s.excerpt(pos(9, 1)); ok {
		t.Error("a line past the end got an excerpt")
	}

	// Diagnostics out of order make the file be read again a few times
	// at most.
	opens = 0
	s = &sourceLines{open: s.open}
	shown := 0
	for range 50 {
		for _, line := range []int{3, 1} {
			if _, ok := s.excerpt(pos(line, 1)); ok {
				shown++
			}
		}
	}
	if opens != maxRereads+1 || shown < maxRereads {
		t.Errorf("%d opens and %d excerpts for 100 diagnostics out of order; want %d opens", opens, shown, maxRereads+1)
	}
}

func TestGitHubEscaping(t *testing.T) {
	if got, want := githubData("100% sure\r\nnext: a,b"), "100%25 sure%0D%0Anext: a,b"; got != want {
		t.Errorf("githubData = %q, want %q", got, want)
	}
	if got, want := githubProperty("dir/a,b:c%\n.pgn"), "dir/a%2Cb%3Ac%25%0A.pgn"; got != want {
		t.Errorf("githubProperty = %q, want %q", got, want)
	}
}

// TestLintGitHubBinary: a file name with the characters that end a
// property is escaped, and the command reads as one.
func TestLintGitHubBinary(t *testing.T) {
	path := writeCase(t, "a,b:c%.pgn", lintCase)
	code, out, _ := runPgntool(t, "", nil, "lint", "--format", "github", "--only", "tab", path)
	want := "::warning file=" + githubProperty(path) + ",line=9,col=3,title=tab::tab character; export format allows only spaces\n"
	if code != 0 || out != want || !strings.Contains(out, "a%2Cb%3Ac%25.pgn") {
		t.Errorf("exit %d, %q, want %q", code, out, want)
	}
}
