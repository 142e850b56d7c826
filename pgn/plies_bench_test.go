package pgn_test

import (
	"bytes"
	"io"
	"syscall"
	"testing"
	"time"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants"
)

// benchTrees reads a benchmark input into game trees once, so that the
// benchmarks below measure the walk, not the reading.
func benchTrees(b *testing.B, name string) (games []*pgn.Game, size int) {
	src := loadBench(b, benchInputs[name])
	r := pgn.NewReader(bytes.NewReader(src), pgn.ReaderOptions{Select: variants.ForTags})
	for {
		g, err := r.ReadGame()
		if err == io.EOF {
			return games, len(src)
		}
		if err != nil {
			b.Fatal(err)
		}
		games = append(games, g)
	}
}

// benchEachTree runs walk over the games of the lichess and TWIC inputs;
// the bytes per second are those of the PGN text the games were read
// from.
func benchEachTree(b *testing.B, walk func(b *testing.B, g *pgn.Game)) {
	for _, name := range []string{"lichess", "twic"} {
		b.Run(name, func(b *testing.B) {
			games, size := benchTrees(b, name)
			b.SetBytes(int64(size))
			b.ReportAllocs()
			b.ResetTimer()
			cpu := cpuTime()
			for range b.N {
				for _, g := range games {
					walk(b, g)
				}
			}
			b.ReportMetric(float64(cpuTime()-cpu)/float64(b.N), "cpu-ns/op")
		})
	}
}

// cpuTime is the processor time the process has used: on a machine
// shared with other work it varies much less than the time on the clock,
// so the benchmarks report it beside ns/op.
func cpuTime() time.Duration {
	var u syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &u) != nil {
		return 0
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}

// BenchmarkPlies measures Plies over every move of game trees, variations
// included.
func BenchmarkPlies(b *testing.B) {
	for _, name := range []string{"lichess", "twic"} {
		b.Run(name, func(b *testing.B) {
			games, size := benchTrees(b, name)
			plies := 0
			for _, g := range games {
				for range pgn.Plies(g, nil) {
					plies++
				}
			}
			if plies == 0 {
				b.Fatal("no ply replayed")
			}
			b.SetBytes(int64(size))
			b.ReportAllocs()
			b.ResetTimer()
			cpu := cpuTime()
			for range b.N {
				for _, g := range games {
					for range pgn.Plies(g, nil) {
					}
				}
			}
			spent := float64(cpuTime() - cpu)
			b.ReportMetric(spent/float64(b.N), "cpu-ns/op")
			b.ReportMetric(spent/float64(b.N)/float64(plies), "cpu-ns/ply")
			b.ReportMetric(float64(plies), "plies/op")
		})
	}
}

// BenchmarkWriter measures the writer alone on game trees: its check of
// the game and its replay in the game's notation.
func BenchmarkWriter(b *testing.B) {
	w := pgn.NewWriter(io.Discard, pgn.WriterOptions{})
	var out []byte
	benchEachTree(b, func(b *testing.B, g *pgn.Game) {
		var err error
		out, _, err = w.AppendGame(out[:0], g)
		if err != nil {
			b.Fatal(err)
		}
	})
}
