package cescacs

import (
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

// References and ~ in comments took time quadratic in the comment: the
// position of each reference walked the comment from its start, each ~
// copied the rest of the comment, and each move reference scanned the
// whole line of moves. These tests show the work is linear without timing
// anything: they count the bytes and moves visited (commentCheck.work) and
// the bytes allocated, at one size and at twice that size.

// knightShuffle returns n move pairs that send both knights out and back.
func knightShuffle(n int) string {
	var b strings.Builder
	for i := 1; i <= n; i++ {
		if i%2 == 1 {
			fmt.Fprintf(&b, "%d. NE3-A11, NE25-A17\n", i)
		} else {
			fmt.Fprintf(&b, "%d. NA11-E3, NA17-E25\n", i)
		}
	}
	return b.String()
}

// linearCases build records whose size grows with n.
var linearCases = []struct {
	name   string
	record func(n int) string
}{
	{"references", func(n int) string {
		// Every kind of reference, most of them faulty so that each is
		// reported with its position.
		return "1. E7-E13, E21-E15\n{ " + strings.Repeat("#1 #1@B #9 #.1 #1[1] #1[2 $300 ~PE13 ~xx ~Q99 ", n) + "}\n2. F8-F12 :\n*\n"
	}},
	{"tildes", func(n int) string {
		return "1. E7-E13, E21-E15 :\n{ " + strings.Repeat("~~x~ ~♘~", n) + " }\n*\n"
	}},
	{"open labels", func(n int) string {
		return "1. E7-E13, E21-E15 :\n{ " + strings.Repeat("#1[#1$[", n) + " }\n*\n"
	}},
	{"long game", func(n int) string {
		// n/8 move pairs, then a comment of references to each of them.
		pairs := n/8 + 1
		var refs strings.Builder
		for i := 1; i <= pairs; i++ {
			fmt.Fprintf(&refs, "#%d@B #%d@W #%d ", i, pairs-i+1, i+pairs)
		}
		return knightShuffle(pairs) + "{ " + refs.String() + "}\n*\n"
	}},
}

// referenceWork runs the comment checks on a record and returns the work
// counted and the bytes allocated by the checks alone.
func referenceWork(t testing.TB, record string) (work int, alloc uint64) {
	t.Helper()
	games := readGames(t.(*testing.T), "linear", []byte(record), nil)
	if len(games) != 1 {
		t.Fatalf("%d games", len(games))
	}
	c := commentCheck{game: games[0], report: func(pgn.Diagnostic) {}}
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	c.run()
	runtime.ReadMemStats(&after)
	return c.work, after.TotalAlloc - before.TotalAlloc
}

func TestCommentReferencesLinear(t *testing.T) {
	const n = 2000
	for _, tc := range linearCases {
		t.Run(tc.name, func(t *testing.T) {
			small, large := tc.record(n), tc.record(2*n)
			w1, a1 := referenceWork(t, small)
			w2, a2 := referenceWork(t, large)
			t.Logf("%d bytes: work %d, %d bytes allocated; %d bytes: work %d, %d bytes allocated", len(small), w1, a1, len(large), w2, a2)
			if w1 > 8*len(small) || w2 > 8*len(large) {
				t.Errorf("work %d and %d for records of %d and %d bytes: more than 8 steps per byte", w1, w2, len(small), len(large))
			}
			if float64(w2) > 2.5*float64(w1) {
				t.Errorf("doubling the record multiplied the work by %.1f", float64(w2)/float64(w1))
			}
			if float64(a2) > 3*float64(a1) {
				t.Errorf("doubling the record multiplied the bytes allocated by %.1f (%d, then %d)", float64(a2)/float64(a1), a1, a2)
			}
		})
	}
}

// BenchmarkCommentReferences checks a comment of references at two sizes;
// the time per byte should be the same at both.
func BenchmarkCommentReferences(b *testing.B) {
	for _, tc := range linearCases {
		for _, n := range []int{5000, 20000} {
			record := tc.record(n)
			b.Run(fmt.Sprintf("%s/%dB", tc.name, len(record)), func(b *testing.B) {
				r := pgn.NewReader(strings.NewReader(record), pgn.ReaderOptions{Variant: Variant})
				g, err := r.ReadGame()
				if err != nil {
					b.Fatal(err)
				}
				b.SetBytes(int64(len(record)))
				b.ReportAllocs()
				for b.Loop() {
					Variant.(pgn.GameChecker).CheckGame(g, func(pgn.Diagnostic) {})
				}
			})
		}
	}
}
