package pgn_test

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants"
)

// chunkReader returns at most n bytes a Read, as pipes and network
// streams do.
type chunkReader struct {
	src []byte
	n   int
}

func (r *chunkReader) Read(p []byte) (int, error) {
	if len(r.src) == 0 {
		return 0, io.EOF
	}
	k := min(len(p), r.n, len(r.src))
	copy(p, r.src[:k])
	r.src = r.src[k:]
	return k, nil
}

// readTraceWith lists every visitor call for src read in pieces of chunk
// bytes (0: in place), under limits.
func readTraceWith(t *testing.T, src []byte, chunk int, limits pgn.Limits) []string {
	t.Helper()
	var v traceVisitor
	opts := pgn.ReaderOptions{File: "f", Select: variants.ForTags, Limits: limits}
	var r *pgn.Reader
	if chunk == 0 {
		r = pgn.NewReaderBytes(src, opts)
	} else {
		r = pgn.NewReader(&chunkReader{src: src, n: chunk}, opts)
	}
	if err := r.Visit(&v); err != nil {
		t.Fatal(err)
	}
	return v.out
}

// A text reads the same whatever pieces it arrives in, and whether it is
// read in place: tokens, positions, faults and budgets alike.
func TestReadingIndependentOfChunks(t *testing.T) {
	small := pgn.Limits{TokenBytes: 600, GameBytes: 4000, Plies: 40, Diagnostics: 10}
	texts := []string{
		tags + "1. e4 {" + strings.Repeat("long comment ", 100) + "} e5 2. Nf3 *\n",
		tags + "1. e4 {unclosed " + strings.Repeat("x\n", 400) + "\n" + tags + "1. d4 *\n",
		tags + "1. " + strings.Repeat("a", 3000) + " e5 *\n" + tags + "1. d4 *\n",
		strings.Repeat("\x00", 3000) + "\n" + tags + "1. c4 *\n",
		tags + strings.Repeat("1. e4 e5 ", 50) + "*\n" + tags + "1. Nf3 *\n",
		tags + "1. e4 e5 1-0 $1 {c} x {d}\n\n" + tags + "1. e4 e5\n\n1. e4 e5 *\n",
		"[Event \"" + strings.Repeat("é", 700) + "\"]\n\n1. e4 *\n" + tags + "1. 炮二平五\u3000 *\n",
		tags + strings.Repeat("(", 50) + "1. e4 *\n",
		// A short unclosed comment, then more than a token's budget
		// of games without '}'.
		tags + "1. e4 {x\n\n" + strings.Repeat(tags+"1. d4 *\n", 8),
		// Comment and escape lines over the budget after a result.
		tags + "1. e4 *\n;" + strings.Repeat("0", 1000) + " 1. e4 e5\n\n" + tags + "1. d4 *\n",
		tags + "1. e4 *\n%" + strings.Repeat("x", 1000) + " 1. e4\r\n" + tags + "1. d4 *\n",
	}
	for i, text := range texts {
		src := []byte(text + strings.Repeat("\n", 3) + "{" + strings.Repeat("z", 700) + "}\n")
		for _, limits := range []pgn.Limits{{}, small} {
			want := readTraceWith(t, src, 0, limits)
			for _, chunk := range []int{1, 7, 64, 513, 4096} {
				if got := readTraceWith(t, src, chunk, limits); !cmp.Equal(got, want) {
					t.Fatalf("text %d read %d bytes at a time (limits %+v) (-in place +pieces):\n%s", i, chunk, limits, cmp.Diff(want, got))
				}
			}
		}
	}
	n := eachCorpusPGN(t, 256<<10, func(path string, src []byte) {
		want := readTraceWith(t, src, 0, pgn.Limits{})
		for _, chunk := range []int{7, 4096} {
			if got := readTraceWith(t, src, chunk, pgn.Limits{}); !cmp.Equal(got, want) {
				t.Fatalf("%s read %d bytes at a time (-in place +pieces):\n%s", path, chunk, cmp.Diff(want, got))
			}
		}
	})
	if n == 0 {
		t.Fatal("no corpus file was read")
	}
}

// The quick and general scanner paths agree on vertical tabs and form
// feeds at line ends, which both report as tabs once a line.
func TestQuickScanVerticalTab(t *testing.T) {
	for _, src := range []string{"\"\v \n\v", "\v \n\v", "e4 \v\n\ve5", "\"a\v\"\n\v e4"} {
		checkQuickMatchesGeneral(t, "vertical tab", []byte(src))
		checkQuickMatchesGeneral(t, "padded vertical tab", []byte(src+strings.Repeat("\n", 600)))
	}
	_ = bytes.MinRead
}
