package convert

import (
	"io"
	"path/filepath"
	"testing"
)

// benchmarkEncode converts the golden chess game again and again; the
// figure per operation is one game.
func benchmarkEncode(b *testing.B, format string, opts Options) {
	games := readFile(b, filepath.Join(repoRoot(b), "testdata", "convert", "chess-annotated.pgn"))
	enc := NewXMLEncoder(io.Discard, opts)
	if format == "json" {
		enc = NewJSONEncoder(io.Discard, opts)
	}
	b.ReportAllocs()
	for b.Loop() {
		if err := enc.Game(games[0]); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkXML(b *testing.B)           { benchmarkEncode(b, "xml", Options{}) }
func BenchmarkJSON(b *testing.B)          { benchmarkEncode(b, "json", Options{}) }
func BenchmarkXMLRewritten(b *testing.B)  { benchmarkEncode(b, "xml", Options{Notation: "uci"}) }
func BenchmarkJSONRewritten(b *testing.B) { benchmarkEncode(b, "json", Options{Notation: "uci"}) }

// BenchmarkEscape measures the escaping of one comment in both formats.
func BenchmarkEscape(b *testing.B) {
	text := "炮八平五 {a comment} <with> & \"quotes\" and a line end\r\n"
	buf := make([]byte, 0, 512)
	var rep replaced
	b.ReportAllocs()
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		buf = appendXML(buf[:0], text, false, &rep)
		buf = appendJSON(buf[:0], text, &rep)
	}
}
