package convert

import (
	"testing"
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
