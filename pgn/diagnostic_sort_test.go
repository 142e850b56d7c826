package pgn

import (
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestDiagnosticListSort: Sort gives what a plain stable insertion sort
// by file and offset gives, on lists in order but for a few late ones
// (what the reader makes), on lists far from order (the fallback), and on
// lists with many equal places (stability).
func TestDiagnosticListSort(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 12))
	files := []string{"a.pgn", "b.pgn", ""}
	for n := range 2000 {
		size := rng.IntN(40)
		l := make(DiagnosticList, size)
		span := 1 + rng.IntN(100)
		for i := range l {
			l[i] = Diagnostic{Pos: Position{File: files[rng.IntN(len(files))], Offset: int64(rng.IntN(span))},
				Message: strconv.Itoa(i)}
		}
		switch n % 3 {
		case 0: // in order but for a few, moved late
			stableInsertionSort(l)
			for range rng.IntN(4) {
				if size > 1 {
					i := rng.IntN(size - 1)
					d := l[i]
					copy(l[i:], l[i+1:])
					l[size-1] = d
				}
			}
		case 1: // backwards
			stableInsertionSort(l)
			for i, j := 0, size-1; i < j; i, j = i+1, j-1 {
				l[i], l[j] = l[j], l[i]
			}
		}
		want := append(DiagnosticList(nil), l...)
		stableInsertionSort(want)
		got := append(DiagnosticList(nil), l...)
		got.Sort()
		if diff := cmp.Diff(want, got); diff != "" {
			t.Fatalf("list %d (%d diagnostics): -want +got\n%s", n, size, diff)
		}
	}
}

// stableInsertionSort is the reference: a stable sort by file, then
// offset, a neighbour swap at a time.
func stableInsertionSort(l DiagnosticList) {
	for i := 1; i < len(l); i++ {
		for j := i; j > 0; j-- {
			a, b := l[j-1].Pos, l[j].Pos
			if a.File < b.File || a.File == b.File && a.Offset <= b.Offset {
				break
			}
			l[j-1], l[j] = l[j], l[j-1]
		}
	}
}
