package main

import (
	"testing"
)

// TestLintCodesFromDocs: the codes the command carries (for --only,
// --ignore and the SARIF rules) are those docs/lint-codes.md lists, as
// TestLintCodesDocumented reads them, with their severity and meaning.
func TestLintCodesFromDocs(t *testing.T) {
	documented := documentedCodes(t)
	carried := map[string]lintCode{}
	for _, c := range lintCodes() {
		carried[c.Code] = c
		if c.Meaning == "" {
			t.Errorf("%s: no meaning", c.Code)
		}
	}
	if len(carried) != len(documented) {
		t.Errorf("%d codes carried, %d documented", len(carried), len(documented))
	}
	for code := range documented {
		if _, ok := carried[code]; !ok {
			t.Errorf("%s is documented but not carried", code)
		}
	}
	for code, warning := range map[string]bool{"move-illegal": false, "tab": true, "tag-value": false, "line-too-long": true} {
		if c := carried[code]; c.Warning != warning {
			t.Errorf("%s: warning %v, want %v", code, c.Warning, warning)
		}
	}
}

func TestParseLintCodes(t *testing.T) {
	page := "| code | sev | meaning | example |\n|---|---|---|---|\n" +
		"| `a-b` | E | one \\| two; `x` | `e` |\n" +
		"| `c` | W | three | |\n" +
		"| `a-b` | W | again | |\n"
	got := parseLintCodes(page)
	if len(got) != 2 || got[0] != (lintCode{"a-b", false, "one \\| two; `x`"}) || got[1] != (lintCode{"c", true, "three"}) {
		t.Errorf("got %+v", got)
	}
	if p := got[0].plainMeaning(); p != "one \\| two; x" {
		t.Errorf("plainMeaning %q", p)
	}
}

func TestNearestPattern(t *testing.T) {
	for pattern, want := range map[string]string{
		"move-ilegal":    "move-illegal",
		"tagmissing":     "tag-missing",
		"tagg-*":         "tag-*",
		"resutl-*":       "result-*",
		"zzzzzzzz":       "",
		"completely-off": "",
	} {
		got, ok := nearestPattern(pattern)
		if want == "" && ok || want != "" && got != want {
			t.Errorf("nearestPattern(%q) = %q, %v; want %q", pattern, got, ok, want)
		}
	}
}
