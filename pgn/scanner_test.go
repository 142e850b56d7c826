package pgn

import (
	"strings"
	"testing"
	"testing/iotest"

	"github.com/google/go-cmp/cmp"
)

// tok is a token as the tests write it: kind, literal, line:col.
type tok struct {
	Kind Kind
	Lit  string
	Line int
	Col  int
}

func scanAll(t *testing.T, src string, movetext bool, v Variant) ([]tok, DiagnosticList) {
	t.Helper()
	var diags DiagnosticList
	// One byte per Read: every token must survive refills at any point.
	s := NewScanner(iotest.OneByteReader(strings.NewReader(src)), "t.pgn", diags.Add)
	s.SetVariant(v)
	s.SetMovetext(movetext)
	var toks []tok
	for s.Scan() != EOF {
		toks = append(toks, tok{s.Kind, string(s.Lit), s.Pos.Line, s.Pos.Column})
		if len(toks) > 1000 {
			t.Fatal("scanner does not advance")
		}
	}
	return toks, diags
}

func TestScanTokens(t *testing.T) {
	tests := []struct {
		name     string
		src      string
		movetext bool
		want     []tok
	}{
		{"tag pair", `[Event "F/S Return Match"]`, false, []tok{
			{LBracket, "[", 1, 1}, {Symbol, "Event", 1, 2}, {String, "F/S Return Match", 1, 8}, {RBracket, "]", 1, 26}}},
		{"escapes", `[A "say \"hi\" \\ ok"]`, false, []tok{
			{LBracket, "[", 1, 1}, {Symbol, "A", 1, 2}, {String, `say "hi" \ ok`, 1, 4}, {RBracket, "]", 1, 22}}},
		{"movetext", "1. e4 e5 2.Nf3 $1 {good} ; rest\n(2... Nc6) *", true, []tok{
			{Integer, "1", 1, 1}, {Period, ".", 1, 2}, {Symbol, "e4", 1, 4}, {Symbol, "e5", 1, 7},
			{Integer, "2", 1, 10}, {Period, ".", 1, 11}, {Symbol, "Nf3", 1, 12}, {NAG, "1", 1, 16},
			{BraceComment, "good", 1, 19}, {LineComment, " rest", 1, 26},
			{LParen, "(", 2, 1}, {Integer, "2", 2, 2}, {Period, "...", 2, 3}, {Symbol, "Nc6", 2, 7}, {RParen, ")", 2, 10},
			{Result, "*", 2, 12}}},
		{"results", "1-0 0-1 1/2-1/2 1-0-0", true, []tok{
			{Result, "1-0", 1, 1}, {Result, "0-1", 1, 5}, {Result, "1/2-1/2", 1, 9}, {Symbol, "1-0-0", 1, 17}}},
		{"glyphs glued", "e4!? Qxa8??", true, []tok{
			{Symbol, "e4", 1, 1}, {Glyph, "!?", 1, 3}, {Symbol, "Qxa8", 1, 6}, {Glyph, "??", 1, 10}}},
		{"multi-line comment", "{one\ntwo}\ne4", true, []tok{
			{BraceComment, "one\ntwo", 1, 1}, {Symbol, "e4", 3, 1}}},
		{"escape line", "%comment line\n e4 %x", true, []tok{
			{Escape, "%comment line", 1, 1}, {Symbol, "e4", 2, 2}, {Invalid, "%", 2, 5}, {Symbol, "x", 2, 6}}},
		{"reserved", "<x>", true, []tok{{LAngle, "<", 1, 1}, {Symbol, "x", 1, 2}, {RAngle, ">", 1, 3}}},
		{"bom", "\uFEFF[A \"b\"]", false, []tok{
			{LBracket, "[", 1, 1}, {Symbol, "A", 1, 2}, {String, "b", 1, 4}, {RBracket, "]", 1, 7}}},
		{"unescaped quote", `[White "Foo "Bar" Baz"]`, false, []tok{
			{LBracket, "[", 1, 1}, {Symbol, "White", 1, 2}, {String, `Foo "Bar" Baz`, 1, 8}, {RBracket, "]", 1, 23}}},
		{"columns count characters", "{é} e4", true, []tok{{BraceComment, "é", 1, 1}, {Symbol, "e4", 1, 5}}},
		{"crlf", "e4\r\ne5", true, []tok{{Symbol, "e4", 1, 1}, {Symbol, "e5", 2, 1}}},
		{"backslash before closing quote", "[E \"a \\\"]", false, []tok{
			{LBracket, "[", 1, 1}, {Symbol, "E", 1, 2}, {String, `a \`, 1, 4}, {RBracket, "]", 1, 9}}},
		{"cr-only line ends", "e4\re5 ;c\r{x\ry}\r\nf4", true, []tok{
			{Symbol, "e4", 1, 1}, {Symbol, "e5", 2, 1}, {LineComment, "c", 2, 4}, {BraceComment, "x\ry", 3, 1}, {Symbol, "f4", 5, 1}}},
		{"bom between files", "*\n\uFEFF[A \"b\"]", false, []tok{
			{Asterisk, "*", 1, 1}, {LBracket, "[", 2, 1}, {Symbol, "A", 2, 2}, {String, "b", 2, 4}, {RBracket, "]", 2, 7}}},
		{"long tag name", "[" + strings.Repeat("A", 600) + " \"v\"]", false, []tok{
			{LBracket, "[", 1, 1}, {Symbol, strings.Repeat("A", 600), 1, 2}, {String, "v", 1, 603}, {RBracket, "]", 1, 606}}},
		{"ellipsis", "1…e5", true, []tok{{Integer, "1", 1, 1}, {Period, "…", 1, 2}, {Symbol, "e5", 1, 3}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, _ := scanAll(t, tt.src, tt.movetext, nil)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("tokens (-want +got):\n%s", diff)
			}
		})
	}
}

// diag is a diagnostic as the tests write it.
type diag struct {
	Line, Col int
	Sev       Severity
	Code      string
}

func diagsOf(l DiagnosticList) []diag {
	var out []diag
	for _, d := range l {
		out = append(out, diag{d.Pos.Line, d.Pos.Column, d.Severity, d.Code})
	}
	return out
}

func TestScanFaults(t *testing.T) {
	tests := []struct {
		name     string
		src      string
		movetext bool
		want     []diag
	}{
		{"unterminated string", "[A \"abc\n[B \"x\"]", false, []diag{{1, 4, Error, "string-unterminated"}}},
		{"bad escape", `[A "a\nb"]`, false, []diag{{1, 6, Warning, "string-escape"}}},
		{"unterminated comment resumes at a tag", "e4 {open\n[Event \"x\"]", true, []diag{{1, 4, Error, "comment-unterminated"}}},
		{"tab", "e4\te5", true, []diag{{1, 3, Warning, "tab"}}},
		{"control in comment", "{a\u0085b}", true, []diag{{1, 3, Error, "char-control"}}},
		{"non-ascii in movetext", "e4 é", true, []diag{{1, 4, Error, "char-non-ascii"}}},
		{"invalid utf-8", "e4 \xff", true, []diag{{1, 4, Error, "char-invalid"}}},
		{"long line", strings.Repeat("a", 300) + "\n", true, []diag{{1, 256, Warning, "line-too-long"}}},
		{"dollar alone", "$x", true, []diag{{1, 1, Error, "nag-syntax"}}},
		{"escaped quote with no closing quote", "[\"\\\"0", false, []diag{{1, 2, Error, "string-unterminated"}}},
		{"latin-1 in a comment", "e4 {d\xe9j\xe0}", true, []diag{{1, 6, Error, "char-invalid"}}},
		{"latin-1 in a tag value", "[White \"M\xfcller\"]", false, []diag{{1, 10, Error, "char-invalid"}}},
		{"control after escapes", "[E \"\\\\\\\\\x01\"]", false, []diag{{1, 9, Error, "char-control"}}},
		// A run of bad bytes or control characters is one fault.
		{"stray continuation bytes", "e4 \x80\x80 e5 \x80", true, []diag{{1, 4, Error, "char-invalid"}, {1, 10, Error, "char-invalid"}}},
		{"control run", "e4 \x00\x01\x7f e5 \x00", true, []diag{{1, 4, Error, "char-control"}, {1, 11, Error, "char-control"}}},
		{"last line without line end", "{" + strings.Repeat("a ", 150) + "}", true, []diag{{1, 256, Warning, "line-too-long"}}},
		{"cr-only long line", strings.Repeat("a", 300) + "\re4", true, []diag{{1, 256, Warning, "line-too-long"}}},
		{"string length counts characters", "[E \"" + strings.Repeat("中", 100) + "\"]", false, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, got := scanAll(t, tt.src, tt.movetext, nil)
			if diff := cmp.Diff(tt.want, diagsOf(got)); diff != "" {
				t.Errorf("diagnostics (-want +got):\n%s", diff)
			}
		})
	}
}

func TestScanLongComment(t *testing.T) {
	// Real engine games carry comments far larger than any fixed buffer.
	body := strings.Repeat("d=18, sd=61, pv=e4 e5 Nf3; ", 20000)
	toks, diags := scanAll(t, "{"+body+"} e4", true, nil)
	if diff := cmp.Diff([]diag{{1, 256, Warning, "line-too-long"}}, diagsOf(diags)); diff != "" {
		t.Fatalf("diagnostics (-want +got):\n%s", diff)
	}
	if len(toks) != 2 || toks[0].Lit != body || toks[1] != (tok{Symbol, "e4", 1, len(body) + 4}) {
		t.Fatalf("long comment scanned wrongly: %d tokens", len(toks))
	}
}

func TestScanManyQuotesIsLinear(t *testing.T) {
	// Every quote used to rescan the rest of its line.
	src := "[Event \"" + strings.Repeat("\"", 100000) + "\n\n1. e4 *\n"
	toks, _ := scanAll(t, src, false, nil)
	if len(toks) < 3 || toks[2].Kind != String {
		t.Fatalf("tokens: %v", toks[:3])
	}
}

// A file that breaks the line limit breaks it on most lines: lint reports
// the first long line of each game only.
func TestLongLinesReportedOncePerGame(t *testing.T) {
	long := strings.Repeat("e4 ", 100) + "\n"
	var got []Diagnostic
	s := NewScanner(strings.NewReader(long+long+"*\n"+long+long), "f", func(d Diagnostic) { got = append(got, d) })
	s.SetMovetext(true)
	s.SetGame(1)
	for s.Scan() != Result {
	}
	s.SetGame(2)
	for s.Scan() != EOF {
	}
	var lines []int
	for _, d := range got {
		lines = append(lines, d.Pos.Line)
	}
	if diff := cmp.Diff([]int{1, 4}, lines); diff != "" {
		t.Fatalf("line-too-long reported on lines (-want +got):\n%s", diff)
	}
}
