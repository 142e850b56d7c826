package pgn_test

import (
	"os"
	"strconv"
	"testing"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants"
)

// TestReadGameWork reads the generated input of BenchmarkReadGameGenerated
// of kind PGN_WORK_KIND (0 clocks, 1 plain, 2 annotated) PGN_WORK_N times,
// for counting instructions with valgrind, which cannot run Go benchmarks
// (it stops on the timer's RDTSCP):
//
//	PGN_WORK_KIND=1 PGN_WORK_N=4 GODEBUG=asyncpreemptoff=1 GOMAXPROCS=1 \
//	  valgrind --tool=cachegrind --cache-sim=no ./pgn.test -test.run TestReadGameWork
//
// The cost of one reading is the difference between two values of N,
// divided by the difference. With PGN_WORK_VISIT=1 it reads the games
// through a visitor that does nothing instead (the cost of reading without
// building trees). Without PGN_WORK_KIND it is skipped.
func TestReadGameWork(t *testing.T) {
	kind, err := strconv.Atoi(os.Getenv("PGN_WORK_KIND"))
	if err != nil {
		t.Skip("PGN_WORK_KIND is not set")
	}
	n, _ := strconv.Atoi(os.Getenv("PGN_WORK_N"))
	src, games := generatedInput(genKind(kind))
	for i := 0; i < n; i++ {
		r := pgn.NewReaderBytes(src, pgn.ReaderOptions{Select: variants.ForTags})
		if os.Getenv("PGN_WORK_VISIT") == "1" {
			if err := r.Visit(pgn.NopVisitor{}); err != nil {
				t.Fatal(err)
			}
			continue
		}
		read := 0
		for {
			if _, err := r.ReadGame(); err != nil {
				break
			}
			read++
		}
		if read != games {
			t.Fatalf("read %d games, want %d", read, games)
		}
	}
}
