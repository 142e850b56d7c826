package scid_test

import (
	"os"
	"testing"

	"github.com/pgntool/pgntool/scid"
)

// largestBase returns the corpus base with the most games (eco, 2014
// games; block has a larger file but three games of comments) and the
// size of its game file.
func largestBase(b *testing.B) (string, int64) {
	best, most := "", -1
	for base := range corpusBases(b) {
		st, err := os.Stat(base + ".si4")
		if err == nil && int(st.Size()) > most {
			best, most = base, int(st.Size())
		}
	}
	st, err := os.Stat(best + ".sg4")
	if err != nil {
		b.Fatal(err)
	}
	return best, st.Size()
}

// BenchmarkReadBase decodes every game of the largest corpus base (by games) into
// pgn.Game trees and reports games/s and MB/s of the .sg4 file.
func BenchmarkReadBase(b *testing.B) {
	path, size := largestBase(b)
	base, err := scid.Open(path)
	if err != nil {
		b.Fatal(err)
	}
	defer base.Close()
	b.SetBytes(size)
	b.ReportAllocs()
	games := 0
	for b.Loop() {
		for _, err := range base.Games(scid.Options{IncludeDeleted: true}) {
			if err != nil {
				b.Fatal(err)
			}
			games++
		}
	}
	b.ReportMetric(float64(games)/b.Elapsed().Seconds(), "games/s")
}
