package pgn

import (
	"bytes"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func exportString(t *testing.T, src string, opts WriterOptions) string {
	t.Helper()
	var out bytes.Buffer
	w := NewWriter(&out, opts)
	for _, g := range readAll(t, src) {
		g.Variant = toyVariant{}
		if _, err := w.WriteGame(g); err != nil {
			t.Fatal(err)
		}
	}
	return out.String()
}

func TestExportLayout(t *testing.T) {
	tests := []struct {
		name string
		src  string
		opts WriterOptions
		want string
	}{
		{
			name: "tags in order, filled, escaped",
			src:  "[White \"A \\\"B\\\"\"]\n[Zeta \"z\"]\n[Annotator \"x\"]\n[Event \"E\"]\n1. a 1-0",
			want: "[Event \"E\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"A \\\"B\\\"\"]\n[Black \"?\"]\n[Result \"1-0\"]\n[Annotator \"x\"]\n[Zeta \"z\"]\n\n1. a 1-0\n\n",
		},
		{
			name: "second-player numbers after annotations, comments and variations",
			src:  "[Event \"E\"]\n1. a! b 2. c $4 d 3. e {x} f 4. g (4. h) i *",
			want: "[Event \"E\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n\n" +
				"1. a $1 1... b 2. c $4 2... d 3. e { x } 3... f 4. g (4. h) 4... i *\n\n",
		},
		{
			name: "comment folding, line comment with a brace, empty comment",
			src:  "[Event \"E\"]\n{  two\n  lines } 1. a {} ; has } brace\n b *",
			want: "[Event \"E\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n\n" +
				"{ two lines } 1. a {} ; has } brace\n1... b *\n\n",
		},
		{
			name: "result from tag when marker missing; notation",
			src:  "[Event \"E\"]\n[Result \"0-1\"]\n1. a b\n",
			opts: WriterOptions{Notation: "upper"},
			want: "[Event \"E\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"0-1\"]\n\n1. A B 0-1\n\n",
		},
		{
			name: "reduced",
			src:  "[Event \"E\"]\n[Annotator \"x\"]\n{c} 1. a $1 {d} (1. b) c *",
			opts: WriterOptions{Reduced: true},
			want: "[Event \"E\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n\n1. a c *\n\n",
		},
		{
			name: "strict refuses an illegal move",
			src:  "[Event \"E\"]\n1. Xa *\n[Event \"F\"]\n1. a *",
			opts: WriterOptions{Strict: true},
			want: "[Event \"F\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n\n1. a *\n\n",
		},
		{
			name: "empty variation",
			src:  "[Event \"E\"]\n1. a () (\"x\") b *",
			opts: WriterOptions{},
			want: "[Event \"E\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n\n1. a () () 1... b *\n\n",
		},
		{
			name: "numbers kept without a board",
			src:  "[Event \"E\"]\n[FEN \"bad\"]\n23... a 24. b (24. c d) 24... e *",
			opts: WriterOptions{Reduced: true},
			want: "[Event \"E\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n\n23... a 24. b e *\n\n",
		},
		{
			name: "unknown suffix annotation kept, but not in reduced form",
			src:  "[Event \"E\"]\n1. a !!! b *",
			want: "[Event \"E\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n\n1. a !!! 1... b *\n\n",
		},
		{
			name: "reduced drops unknown suffix annotations",
			src:  "[Event \"E\"]\n1. a !!! b *",
			opts: WriterOptions{Reduced: true},
			want: "[Event \"E\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n\n1. a b *\n\n",
		},
		{
			name: "crlf",
			src:  "[Event \"E\"]\n1. a *",
			opts: WriterOptions{CRLF: true, Reduced: true},
			want: "[Event \"E\"]\r\n[Site \"?\"]\r\n[Date \"????.??.??\"]\r\n[Round \"?\"]\r\n[White \"?\"]\r\n[Black \"?\"]\r\n[Result \"*\"]\r\n\r\n1. a *\r\n\r\n",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := exportString(t, tt.src, tt.opts)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("export (-want +got):\n%s", diff)
			}
		})
	}
}

func TestExportWrapsBelow80(t *testing.T) {
	var src strings.Builder
	src.WriteString("[Event \"E\"]\n")
	for i := 0; i < 60; i++ {
		src.WriteString("move {a comment of several words} ")
	}
	src.WriteString("*")
	got := exportString(t, src.String(), WriterOptions{})
	for i, line := range strings.Split(got, "\n") {
		if len(line) >= 80 {
			t.Errorf("line %d has %d characters: %q", i+1, len(line), line)
		}
		if strings.HasPrefix(line, " ") || strings.HasSuffix(line, " ") {
			t.Errorf("line %d has edge spaces: %q", i+1, line)
		}
	}
	if again := exportString(t, got, WriterOptions{}); again != got {
		t.Errorf("export is not idempotent:\n%s", cmp.Diff(got, again))
	}
}

func TestExportDeepNesting(t *testing.T) {
	src := "[Event \"E\"]\n1. a " + strings.Repeat("b (", 150) + "b" + strings.Repeat(")", 150) + " *"
	got := exportString(t, src, WriterOptions{})
	for i, line := range strings.Split(got, "\n") {
		if len(line) >= 80 {
			t.Errorf("line %d has %d characters", i+1, len(line))
		}
	}
	if again := exportString(t, got, WriterOptions{}); again != got {
		t.Error("export of deep nesting is not idempotent")
	}
}
