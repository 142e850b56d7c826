package parquet

import (
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/pgntool/pgntool/convert"
	"github.com/pgntool/pgntool/internal/testdir"
	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants"
)

// BenchmarkEncoder encodes the games of the lichess-style perf corpus,
// read once, to both tables.
func BenchmarkEncoder(b *testing.B) {
	f, err := os.Open(filepath.Join(testdir.Shared(b, "corpus"), "perf", "sf-selfplay-lichess-style.pgn.gz"))
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		b.Fatal(err)
	}
	var games []*pgn.Game
	for g, err := range convert.Games(pgn.NewReader(zr, pgn.ReaderOptions{Select: variants.ForTags})) {
		if err != nil {
			b.Fatal(err)
		}
		games = append(games, g)
	}
	for _, positions := range []bool{false, true} {
		name := "games"
		if positions {
			name = "positions"
		}
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				opts := Options{}
				if positions {
					opts.Positions = io.Discard
				}
				e := NewEncoder(io.Discard, opts)
				for _, g := range games {
					if err := e.Game(g); err != nil {
						b.Fatal(err)
					}
				}
				if err := e.End(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
