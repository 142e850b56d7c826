package scid

import "testing"

func TestParseDate(t *testing.T) {
	tests := map[string]string{
		"2021.03.15": "2021.03.15",
		"2000.01.??": "2000.01.??",
		"????.??.??": "????.??.??",
		"1999.13.40": "1999.??.??",
		"2010":       "2010.??.??",
		"":           "????.??.??",
		"3000.01.01": "????.01.01",
		"20x1.05.05": "????.05.05",
	}
	for in, want := range tests {
		if got := parseDate(in).String(); got != want {
			t.Errorf("parseDate(%q) = %s, want %s", in, got, want)
		}
	}
}

func TestParseECO(t *testing.T) {
	for _, s := range []string{"A00", "C20", "B12a", "B12a4", "E99z4", "E99z"} {
		if got := parseECO(s).String(); got != s {
			t.Errorf("parseECO(%q) reads back as %q", s, got)
		}
	}
	if parseECO("C20") != 0x7095 {
		t.Errorf("parseECO(C20) = %#x, want 0x7095", uint16(parseECO("C20")))
	}
	for _, s := range []string{"", "?", "F00", "c20", "C2", "C2x"} {
		if got := parseECO(s); got != 0 {
			t.Errorf("parseECO(%q) = %d, want 0", s, got)
		}
	}
}

func TestParseScidFlags(t *testing.T) {
	tests := map[string]uint32{
		"":    0,
		"WBT": 1<<4 | 1<<5 | 1<<10,
		"D":   FlagDeleted,
		"!?U": 1<<13 | 1<<14 | 1<<15,
		"16":  1<<16 | 1<<21,
		"x":   0,
	}
	for in, want := range tests {
		if got := parseScidFlags(in); got != want {
			t.Errorf("parseScidFlags(%q) = %#x, want %#x", in, got, want)
		}
	}
}

func TestParseRating(t *testing.T) {
	tests := []struct {
		in   string
		want int
		ok   bool
	}{{"2450", 2450, true}, {"4000", 4000, true}, {"4100", 4100, false}, {"", 0, true}, {"-", 0, true}, {"99999999999", 1<<20 + 1, false}}
	for _, tt := range tests {
		got, ok := parseRating(tt.in)
		if ok != tt.ok || (ok && got != tt.want) {
			t.Errorf("parseRating(%q) = %d, %v; want %d, %v", tt.in, got, ok, tt.want, tt.ok)
		}
	}
}

func TestNormaliseComment(t *testing.T) {
	tests := map[string]string{
		"  plain  ":                     "plain",
		"two  spaces kept":              "two  spaces kept",
		"line\nbreak":                   "line break",
		"\nblank\n\nline  \n  here\r\n": "blank line here",
		"":                              "",
	}
	for in, want := range tests {
		if got := normaliseComment(in); got != want {
			t.Errorf("normaliseComment(%q) = %q, want %q", in, got, want)
		}
	}
}
