package convert

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestAppendXML(t *testing.T) {
	tests := []struct {
		in         string
		text, attr string
		replaced   int
	}{
		{"plain 1.e4", "plain 1.e4", "plain 1.e4", 0},
		{`a<b>&"c"'`, `a&lt;b&gt;&amp;"c"'`, `a&lt;b&gt;&amp;&quot;c&quot;'`, 0},
		{"]]>", "]]&gt;", "]]&gt;", 0},
		{"line\nnext\tcol", "line\nnext\tcol", "line&#xA;next&#x9;col", 0},
		{"crlf\r\n", "crlf&#xD;\n", "crlf&#xD;&#xA;", 0},
		{"bell\x07 nul\x00", "bell\uFFFD nul\uFFFD", "bell\uFFFD nul\uFFFD", 2},
		{"炮八平五 ♘ \U0001F600", "炮八平五 ♘ \U0001F600", "炮八平五 ♘ \U0001F600", 0},
		{"bad \xff utf8", "bad \uFFFD utf8", "bad \uFFFD utf8", 1},
		{"nonchar \uFFFE", "nonchar \uFFFD", "nonchar \uFFFD", 1},
		{"del \x7f c1 \u0085", "del \x7f c1 \u0085", "del \x7f c1 \u0085", 0},
		{"", "", "", 0},
	}
	for _, tt := range tests {
		var rep replaced
		if got := string(appendXML(nil, tt.in, false, &rep)); got != tt.text {
			t.Errorf("text %q: got %q, want %q", tt.in, got, tt.text)
		}
		if rep.count != tt.replaced {
			t.Errorf("text %q: %d replaced, want %d", tt.in, rep.count, tt.replaced)
		}
		rep = replaced{}
		if got := string(appendXML(nil, tt.in, true, &rep)); got != tt.attr {
			t.Errorf("attr %q: got %q, want %q", tt.in, got, tt.attr)
		}
	}
}

func TestAppendJSON(t *testing.T) {
	tests := []struct {
		in, want string
		replaced int
	}{
		{"plain", `"plain"`, 0},
		{`say "hi" \ there`, `"say \"hi\" \\ there"`, 0},
		{"a\nb\rc\td", `"a\nb\rc\td"`, 0},
		{"bell\x07\x1f", `"bell\u0007\u001f"`, 0},
		{"<&>", `"<&>"`, 0},
		{"炮八平五", `"炮八平五"`, 0},
		{"sep\u2028par\u2029", `"sep\u2028par\u2029"`, 0},
		{"bad\xc3", `"bad\ufffd"`, 1},
		{"", `""`, 0},
	}
	for _, tt := range tests {
		var rep replaced
		if got := string(appendJSON(nil, tt.in, &rep)); got != tt.want {
			t.Errorf("%q: got %s, want %s", tt.in, got, tt.want)
		}
		if rep.count != tt.replaced {
			t.Errorf("%q: %d replaced, want %d", tt.in, rep.count, tt.replaced)
		}
	}
}

func TestTagElement(t *testing.T) {
	tests := []struct{ name, elem string }{
		{"Event", "event"},
		{"FEN", "fen"},
		{"WhiteElo", "whiteelo"},
		{"Game", "game"},
		{"_private", "_private"},
		{"a.b-c", "a.b-c"},
		{"Move", "tag"},
		{"COMMENT", "tag"},
		{"End", "tag"},
		{"Variation", "tag"},
		{"PGN", "tag"},
		{"xmlns", "tag"},
		{"XMLData", "tag"},
		{"1st", "tag"},
		{"-x", "tag"},
		{"Foo:Bar", "tag"},
		{"A+B", "tag"},
		{"Événement", "tag"},
		{"", "tag"},
	}
	for _, tt := range tests {
		if got := string(appendTagElement(nil, tt.name)); got != tt.elem {
			t.Errorf("tag %q: element <%s>, want <%s>", tt.name, got, tt.elem)
		}
	}
}

// TestEscapeAllocs proves that escaping, the work done for every text of
// every game, does not allocate once the buffer has grown.
func TestEscapeAllocs(t *testing.T) {
	buf := make([]byte, 0, 1024)
	var rep replaced
	text := "炮八平五 {comment} <with> & \"quotes\"\r\n"
	if n := testing.AllocsPerRun(100, func() {
		buf = appendXML(buf[:0], text, false, &rep)
		buf = appendXML(buf, text, true, &rep)
		buf = appendJSON(buf, text, &rep)
		buf = appendTagElement(buf, "WhiteElo")
	}); n != 0 {
		t.Errorf("escaping allocates %.1f times per run", n)
	}
}

// appendJSONByByte is appendJSON as it was before runs: one byte (or
// character) at a time. TestEscapeRuns holds the two equal.
func appendJSONByByte(dst []byte, s string, rep *replaced) []byte {
	dst = append(dst, '"')
	for i := 0; i < len(s); {
		c := s[i]
		if c >= utf8.RuneSelf {
			r, size := decodeRune(s[i:], rep)
			if r == '\u2028' || r == '\u2029' || r == utf8.RuneError {
				dst = append(dst, `\u`...)
				dst = append(dst, hexDigits[r>>12&0xF], hexDigits[r>>8&0xF], hexDigits[r>>4&0xF], hexDigits[r&0xF])
			} else {
				dst = append(dst, s[i:i+size]...)
			}
			i += size
			continue
		}
		switch {
		case c == '"' || c == '\\':
			dst = append(dst, '\\', c)
		case c == '\n':
			dst = append(dst, `\n`...)
		case c == '\r':
			dst = append(dst, `\r`...)
		case c == '\t':
			dst = append(dst, `\t`...)
		case c < 0x20:
			dst = append(dst, `\u00`...)
			dst = append(dst, hexDigits[c>>4], hexDigits[c&0xF])
		default:
			dst = append(dst, c)
		}
		i++
	}
	return append(dst, '"')
}

// appendXMLByByte is appendXML as it was before runs, the oracle of
// TestEscapeRuns.
func appendXMLByByte(dst []byte, s string, attr bool, rep *replaced) []byte {
	for i := 0; i < len(s); {
		c := s[i]
		if c >= utf8.RuneSelf {
			r, size := decodeRune(s[i:], rep)
			if r != utf8.RuneError && !xmlChar(r) {
				rep.note(r, 0)
				r = utf8.RuneError
			}
			if r == utf8.RuneError {
				dst = append(dst, replacement...)
			} else {
				dst = append(dst, s[i:i+size]...)
			}
			i += size
			continue
		}
		switch {
		case c == '&':
			dst = append(dst, "&amp;"...)
		case c == '<':
			dst = append(dst, "&lt;"...)
		case c == '>':
			dst = append(dst, "&gt;"...)
		case c == '"' && attr:
			dst = append(dst, "&quot;"...)
		case c == '\r':
			dst = append(dst, "&#xD;"...)
		case c == '\n' && attr:
			dst = append(dst, "&#xA;"...)
		case c == '\t' && attr:
			dst = append(dst, "&#x9;"...)
		case c < 0x20 && c != '\n' && c != '\t':
			rep.note(rune(c), 0)
			dst = append(dst, replacement...)
		default:
			dst = append(dst, c)
		}
		i++
	}
	return dst
}

// TestEscapeRuns compares appendJSON and appendXML with the
// byte-at-a-time oracles on every byte value at every place of texts of
// up to 40 bytes, and on random texts mixing the bytes that matter.
func TestEscapeRuns(t *testing.T) {
	check := func(s string) {
		t.Helper()
		var ra, rb replaced
		got, want := appendJSON(nil, s, &ra), appendJSONByByte(nil, s, &rb)
		if string(got) != string(want) || ra != rb {
			t.Fatalf("%q: got %s (%+v), want %s (%+v)", s, got, ra, want, rb)
		}
		if n := jsonPlainPrefix(s); n > len(s) || strings.ContainsAny(s[:n], "\"\\") || !plainASCII(s[:n]) || n < len(s) && plainByte(s[n]) {
			t.Fatalf("jsonPlainPrefix(%q) = %d", s, n)
		}
		for _, attr := range []bool{false, true} {
			var rx, ry replaced
			if got, want := appendXML(nil, s, attr, &rx), appendXMLByByte(nil, s, attr, &ry); string(got) != string(want) || rx != ry {
				t.Fatalf("%q (attr %v): got %s (%+v), want %s (%+v)", s, attr, got, rx, want, ry)
			}
		}
	}
	base := "[%clk 0:03:00] [%eval 0.17] Nf3 e4"
	for n := 0; n <= 40; n++ {
		for at := 0; at < n; at++ {
			for c := range 256 {
				b := []byte(base + base)[:n]
				b[at] = byte(c)
				check(string(b))
			}
		}
	}
	rng := rand.New(rand.NewPCG(3, 4))
	alphabet := []string{"a", "Z", " ", "~", "\x7f", "\"", "\\", "\n", "\t", "\r", "\x00", "\x1f", "é", "炮", "\u2028", "\uFFFE", "\xff", "\xc3", "&", "<", ">"}
	for range 50000 {
		var sb strings.Builder
		for range rng.IntN(60) {
			sb.WriteString(alphabet[rng.IntN(len(alphabet))])
		}
		check(sb.String())
	}
}

func plainByte(c byte) bool { return c >= 0x20 && c < utf8.RuneSelf && c != '"' && c != '\\' }

func plainASCII(s string) bool {
	for i := range len(s) {
		if !plainByte(s[i]) {
			return false
		}
	}
	return true
}
