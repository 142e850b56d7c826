package cescacs

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pgntool/pgntool/pgn"
)

type tok struct {
	Kind pgn.Kind
	Text string
}

// scanAll splits movetext with ScanMovetext alone, skipping spaces and
// taking one byte for what the plugin leaves to the core.
func scanAll(s string) []tok {
	var out []tok
	b := []byte(s)
	for len(b) > 0 {
		if b[0] == ' ' || b[0] == '\n' {
			b = b[1:]
			continue
		}
		k, n := Variant.ScanMovetext(b)
		if n == 0 {
			k, n = pgn.Invalid, 1
		}
		out = append(out, tok{k, string(b[:n])})
		b = b[n:]
	}
	return out
}

func TestScanMovetext(t *testing.T) {
	S, I, P, C, G, L, X := pgn.Symbol, pgn.Integer, pgn.Period, pgn.Comma, pgn.Glyph, pgn.Label, pgn.Invalid
	tests := []struct {
		in   string
		want []tok
	}{
		{"1. E7‐E13, E21-E15", []tok{{I, "1"}, {P, "."}, {S, "E7‐E13"}, {C, ","}, {S, "E21-E15"}}},
		{"12. EE5×NF14+^ !?", []tok{{I, "12"}, {P, "."}, {S, "EE5×NF14+^"}, {G, "!?"}}},
		{"1? …, GL5×GE5+∞", []tok{{I, "1?"}, {P, "…"}, {C, ","}, {S, "GL5×GE5+∞"}}},
		{"1. ..., D24-D26=&", []tok{{I, "1"}, {P, "."}, {P, "..."}, {C, ","}, {S, "D24-D26=&"}}},
		{"G7-E13: *", []tok{{S, "G7-E13"}, {G, ":"}, {X, "*"}}},
		{"GD26×RE23??", []tok{{S, "GD26×RE23"}, {G, "??"}}},
		{"E7*E9 ?!(=):", []tok{{S, "E7*E9"}, {G, "?!"}, {G, "(=):"}}},
		{"EE5-E9 ◇(=)", []tok{{S, "EE5-E9"}, {G, "◇"}, {G, "(=)"}}},
		{"($[1] 4. GD2-F6)", []tok{{X, "("}, {L, "$[1]"}, {I, "4"}, {P, "."}, {S, "GD2-F6"}, {X, ")"}}},
		{".(6. …, GH6-K12)", []tok{{P, "."}, {X, "("}, {I, "6"}, {P, "."}, {P, "…"}, {C, ","}, {S, "GH6-K12"}, {X, ")"}}},
		{"KRK-HIOO+ ♘E3-C7 D26=R F12@@G9 GH6xRI3", []tok{{S, "KRK-HIOO+"}, {S, "♘E3-C7"}, {S, "D26=R"}, {S, "F12@@G9"}, {S, "GH6xRI3"}}},
		{"$24 $[x", []tok{{X, "$"}, {I, "24"}, {X, "$"}, {X, "["}, {X, "x"}}},
	}
	for _, tc := range tests {
		if diff := cmp.Diff(tc.want, scanAll(tc.in)); diff != "" {
			t.Errorf("%q (-want +got):\n%s", tc.in, diff)
		}
	}
}

func TestGlyphNAG(t *testing.T) {
	for g, want := range map[string]int{"?": 2, "??": 4, "?!": 6, "!": 1, "!!": 3, "!?": 5, "◇": 7} {
		n, ok := Variant.GlyphNAG([]byte(g))
		if !ok || n != want || nagGlyph(n) != g {
			t.Errorf("GlyphNAG(%q) = %d %v, want %d", g, n, ok, want)
		}
	}
	for _, g := range []string{"(=)", ":", "(=):"} {
		if _, ok := Variant.GlyphNAG([]byte(g)); ok {
			t.Errorf("%q is a game indicator, not a NAG", g)
		}
	}
}
