package charset

import (
	"strings"
	"testing"
)

func TestSniff(t *testing.T) {
	text := "[Event \"a\"]\n\n1. e4 e5 *\n"
	for _, c := range []struct {
		name, file, head string
		want             Kind
		refused          bool
	}{
		{"pgn", "a.pgn", text, 0, false},
		{"pgn with BOM", "a.pgn", bom + text, 0, false},
		{"one NUL", "a.pgn", text + "\x00" + text, 0, false},
		{"seven controls", "a.pgn", strings.Repeat("\x01", 7) + text, 0, false},
		{"GB18030", "a.pgn", "[Event \"\xcf\xf3\xc6\xe5\"]\n", 0, false},
		{"XQ word", "a.pgn", "XQ\n is xiangqi\n" + text, 0, false},
		{"gzip", "", "\x1f\x8b\x08", Compressed, true},
		{"zstd named .pgn", "a.pgn", "\x28\xb5\x2f\xfd", Compressed, true},
		{"XQF", "a.xqf", "XQ\x0a\x00\x00\x00\x00\x00", Database, true},
		{"CBL", "", "CCBridgeLibrary\x00", Database, true},
		{"si4", "", "Scid.si\x00", Scid, true},
		{"sg4 by name", "a.SG4", "\xf3\x06Tester\xf4\x0217", Scid, true},
		{"sg4 name, text", "a.sg4", text, 0, false},
		{"UTF-16 BOM", "", "\xff\xfe[\x00", UTF16, true},
		{"UTF-16 no BOM", "", "[\x00E\x00v\x00e\x00n\x00t\x00 \x00\"\x00a\x00\"\x00]\x00\n\x00", UTF16, true},
		{"XML", "a.cbf", bom + "\n<?xml version=\"1.0\"?>", XML, true},
		{"NULs", "a.pgn", strings.Repeat("\x00", 8), Binary, true},
		{"controls one in twenty", "a.pgn", strings.Repeat("\x02", 10) + strings.Repeat("x", 190), Binary, true},
		{"controls under one in twenty", "a.pgn", strings.Repeat("\x02", 10) + strings.Repeat("x", 191), 0, false},
		{"controls after 4 KiB", "a.pgn", strings.Repeat("x", SniffSize) + strings.Repeat("\x00", 100), 0, false},
	} {
		f, ok := Sniff([]byte(c.head), c.file)
		if ok != c.refused || ok && f.Kind != c.want {
			t.Errorf("%s: Sniff = %+v, %v; want kind %d, %v", c.name, f, ok, c.want, c.refused)
		}
	}
}

func FuzzSniff(f *testing.F) {
	f.Add([]byte("XQ\x12"), "a.sg4")
	f.Add([]byte("\xfe\xff"), "")
	f.Fuzz(func(t *testing.T, head []byte, name string) {
		got, ok := Sniff(head, name)
		if ok && got.Name == "" {
			t.Errorf("refused with no name")
		}
	})
}
