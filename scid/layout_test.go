package scid

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants/chess"
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
	words := []string{"e4", "Nxf7+", "O-O-O#", "exd8=Q+", "--", "a", "", strings.Repeat("x", 78), strings.Repeat("y", 79), strings.Repeat("é", 40), "Müller", "\xff\xfe"}
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

// TestAppendTreeMatchesTokens lays out random game trees (moves with
// NAGs, glyphs and comments, variations nested, labelled, with comments
// before and after them, comments before the first move and after the
// result, some ';' comments) straight from the tree, and the tokens
// AppendGame's walk makes of them with pgn.AppendStandardMovetext: the
// bytes are the same, and the tree path gives way exactly when a ';'
// comment is there. A second round has only SAN for moves, with the
// layout told so (sanText), as AppendGame tells it of a decoded game.
func TestAppendTreeMatchesTokens(t *testing.T) {
	for _, san := range []bool{false, true} {
		appendTreeMatchesTokens(t, san)
	}
}

func appendTreeMatchesTokens(t *testing.T, san bool) {
	rng := rand.New(rand.NewPCG(14, 6))
	words := []string{"e4", "Nxf7+", "O-O-O#", "exd8=Q+", strings.Repeat("x", 78), "Müller"}
	if san {
		words = []string{"e4", "Nxf7+", "O-O-O#", "exd8=Q+", "Qa1xb2", "--", "a3"}
	}
	comments := func() []pgn.Comment {
		var cs []pgn.Comment
		for range rng.IntN(3) * rng.IntN(2) {
			text := []string{"", " a  b ", "[%clk 0:01:02]", strings.Repeat("long ", 30), "é ü", "x}y"}[rng.IntN(6)]
			cs = append(cs, pgn.Comment{Text: text, Line: rng.IntN(20) == 0})
		}
		return cs
	}
	var line func(depth int) *pgn.Line
	line = func(depth int) *pgn.Line {
		l := &pgn.Line{Comments: comments()}
		if depth > 0 && rng.IntN(8) == 0 {
			l.Label = "$[1]"
		}
		for range rng.IntN(12) + 1 {
			n := &pgn.Node{Text: words[rng.IntN(len(words))], Comments: comments()}
			for range rng.IntN(3) * rng.IntN(2) {
				n.NAGs = append(n.NAGs, rng.IntN(256))
			}
			if rng.IntN(10) == 0 {
				n.Glyphs = []string{"!?"}
			}
			for depth < 4 && rng.IntN(5) == 0 {
				v := line(depth + 1)
				v.After = comments()
				n.Variations = append(n.Variations, v)
			}
			l.Moves = append(l.Moves, n)
		}
		return l
	}
	w := &PGNWriter{}
	w.start, _ = chess.NewBoard("")
	w.walk.w = w
	lw := movetextLayout{sanText: san}
	fallbacks := 0
	for range 5000 {
		g := &pgn.Game{Moves: *line(0), After: comments()}
		prefix := []byte("[Event \"?\"]\n\n")
		want := pgn.AppendStandardMovetext(append([]byte(nil), prefix...), w.tokens(g, "1-0"))
		got, ok := lw.appendTree(append([]byte(nil), prefix...), g, "1-0")
		semicolon := false
		for _, tk := range w.toks {
			semicolon = semicolon || tk.Kind == pgn.ExportComment && tk.Line
		}
		if ok == semicolon {
			t.Fatalf("appendTree ok %v with a ';' comment %v", ok, semicolon)
		}
		if !ok {
			fallbacks++
			if string(got) != string(prefix) {
				t.Fatalf("appendTree gave way but changed dst: %q", got)
			}
			continue
		}
		if string(got) != string(want) {
			t.Fatalf("tree %+v:\n got %q\nwant %q", g, got, want)
		}
	}
	if fallbacks == 0 || fallbacks > 2500 {
		t.Fatalf("%d of 5000 games with a ';' comment", fallbacks)
	}
}

// TestAppendNumber: appendNumber writes what strconv writes, around each
// bound of its cases.
func TestAppendNumber(t *testing.T) {
	for _, n := range []int{-1000, -12, -1, 0, 1, 9, 10, 11, 99, 100, 101, 999, 1000, 1001, 123456} {
		if got, want := string(appendNumber([]byte("x"), n)), "x"+strconv.Itoa(n); got != want {
			t.Errorf("appendNumber(%d) = %q, want %q", n, got, want)
		}
	}
}
