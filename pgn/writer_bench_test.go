package pgn_test

import (
	"io"
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

// BenchmarkWriterReport measures the writer as export uses it: with a
// Report set, so that every game is checked as lint checks it.
func BenchmarkWriterReport(b *testing.B) {
	w := pgn.NewWriter(io.Discard, pgn.WriterOptions{Report: func(pgn.Diagnostic) {}})
	var out []byte
	benchEachTree(b, func(b *testing.B, g *pgn.Game) {
		var err error
		out, _, err = w.AppendGame(out[:0], g)
		if err != nil {
			b.Fatal(err)
		}
	})
}
