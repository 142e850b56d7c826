package scid

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode"

	"github.com/pgntool/pgntool/pgn"
)

// TestMovetextLayout lays out random token streams with movetextLayout
// and with pgn.AppendStandardMovetext: the bytes are the same. The
// streams mix moves of both sides and any number, NAGs, glyphs, comments
// (empty, blank, long words, runs of white space, non-ASCII letters and
// spaces, invalid UTF-8), variations nested, empty and labelled, runs of
// closing parentheses, ';' comments (which the standard layout writes),
// and the result.
func TestMovetextLayout(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 4))
	words := []string{"e4", "Nxf7+", "O-O-O#", "exd8=Q+", "--", "a", strings.Repeat("x", 78), strings.Repeat("y", 79), strings.Repeat("é", 40), "Müller", "\xff\xfe"}
	spaces := []string{" ", "  ", "\t", "\n", "\u00a0", "\u2003", "\r\n", "\u0085", "\v", "\f"}
	comment := func() string {
		var sb strings.Builder
		for range rng.IntN(6) {
			if rng.IntN(2) == 0 {
				sb.WriteString(spaces[rng.IntN(len(spaces))])
			}
			sb.WriteString(words[rng.IntN(len(words))])
			sb.WriteString(spaces[rng.IntN(len(spaces))])
		}
		return sb.String()
	}
	var lw movetextLayout
	for range 20000 {
		var toks []pgn.ExportToken
		depth := 0
		for range rng.IntN(40) {
			switch k := rng.IntN(10); {
			case k < 4:
				toks = append(toks, pgn.ExportToken{Kind: pgn.ExportMove, Text: words[rng.IntN(len(words))], Number: rng.IntN(300), Second: rng.IntN(2) == 0})
			case k == 4:
				toks = append(toks, pgn.ExportToken{Kind: pgn.ExportNAG, NAG: rng.IntN(300)})
			case k == 5:
				c := comment()
				toks = append(toks, pgn.ExportToken{Kind: pgn.ExportComment, Text: c, Line: rng.IntN(30) == 0 && strings.Contains(c+"}", "}")})
			case k == 6:
				label := ""
				if rng.IntN(4) == 0 {
					label = "$[1]"
				}
				toks = append(toks, pgn.ExportToken{Kind: pgn.ExportBeginVariation, Text: label})
				depth++
			case k == 7 && depth > 0:
				toks = append(toks, pgn.ExportToken{Kind: pgn.ExportEndVariation})
				depth--
			case k == 8:
				toks = append(toks, pgn.ExportToken{Kind: pgn.ExportGlyph, Text: "!?"})
			}
		}
		for ; depth > 0 && rng.IntN(3) > 0; depth-- {
			toks = append(toks, pgn.ExportToken{Kind: pgn.ExportEndVariation})
		}
		if rng.IntN(4) > 0 {
			toks = append(toks, pgn.ExportToken{Kind: pgn.ExportResult, Text: "1/2-1/2"})
		}
		prefix := []byte("[Event \"?\"]\n\n")
		want := pgn.AppendStandardMovetext(append([]byte(nil), prefix...), toks)
		got := lw.append(append([]byte(nil), prefix...), toks)
		if string(got) != string(want) {
			t.Fatalf("tokens %+v:\n got %q\nwant %q", toks, got, want)
		}
	}
}

// TestFieldBounds: fieldStart and fieldEnd split every ASCII byte and a
// range of runes as unicode.IsSpace does.
func TestFieldBounds(t *testing.T) {
	for r := rune(0); r < 0x3100; r++ {
		s, in := string(r)+"b", "a"+string(r)+"b"
		wantStart, wantEnd := 0, len(in)
		if unicode.IsSpace(r) {
			wantStart, wantEnd = len(string(r)), 1
		}
		if got := fieldStart(s); got != wantStart {
			t.Errorf("fieldStart(%q) = %d, want %d", s, got, wantStart)
		}
		if got := fieldEnd(in); got != wantEnd {
			t.Errorf("fieldEnd(%q) = %d, want %d", in, got, wantEnd)
		}
	}
}

// TestAppendTag: quotes and backslashes in a value are escaped, anywhere
// and in runs, and nothing else is touched.
func TestAppendTag(t *testing.T) {
	for v, want := range map[string]string{
		"":              `[N ""]`,
		"plain":         `[N "plain"]`,
		`"`:             `[N "\""]`,
		`\`:             `[N "\\"]`,
		`a"b\c`:         `[N "a\"b\\c"]`,
		`""\\`:          `[N "\"\"\\\\"]`,
		`end\`:          `[N "end\\"]`,
		"Müller \"Jo\"": `[N "Müller \"Jo\""]`,
	} {
		if got := string(appendTag(nil, "N", v)); got != want+"\n" {
			t.Errorf("appendTag(%q) = %q, want %q", v, got, want+"\n")
		}
	}
}
