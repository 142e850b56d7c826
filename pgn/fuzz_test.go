package pgn_test

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants"
)

// seedCorpus adds small real games from ../shared and hand-made oddities.
func seedCorpus(f *testing.F) {
	f.Add([]byte("[Event \"x\"]\n[Result \"*\"]\n\n1. e4 {c} (1. d4 $1 ; l\n) e5?! *\n"))
	f.Add([]byte("[Game \"Chinese Chess\"]\n1. 炮二平五 马８进７ 2. C2.5 h8+7 *\n"))
	f.Add([]byte("[Variant \"C'escacs\"]\n1. DE4-F5, GH6×RI3+\n3-0\n"))
	f.Add([]byte("{unterminated\n[A \"b\\\"]\n%esc\n<>$999 1-0 x"))
	// Found by FuzzQuickScan: a vertical tab on the line after another.
	f.Add([]byte("\"\v \n\v"))
	f.Add([]byte("1. e4 e5 1-0 $1 {c} x {d}\n\n1. e4 e5\n\n1. e4 *"))
	f.Add([]byte("[Event \"a\"]\n\n1. e4 e5 7. Nf3 3... Nc6 (9. d4) *"))
	f.Add([]byte("1. 炮二平五\u3000马８进７ \x00\x01\xff (((((( {" + strings.Repeat("x", 700) + "\n[A \"b\"]"))
	for _, pattern := range []string{"corpus/chess/chess-library/fuzz/corpus/pgn/*", "corpus/chess/python-chess/data/pgn/*.pgn", "corpus/cescacs/games/*", "corpus/xiangqi/*/*.pgn"} {
		files, _ := filepath.Glob(filepath.Join("..", "..", "shared", pattern))
		for _, p := range files {
			if b, err := os.ReadFile(p); err == nil && len(b) < 64<<10 {
				f.Add(b)
			}
		}
	}
}

// FuzzScan checks that the scanner always advances, never panics, and
// gives positions inside the input.
func FuzzScan(f *testing.F) {
	seedCorpus(f)
	f.Fuzz(func(t *testing.T, src []byte) {
		for _, movetext := range []bool{false, true} {
			for _, v := range append(variants.All(), nil) {
				s := pgn.NewScanner(bytes.NewReader(src), "f", func(d pgn.Diagnostic) {
					if d.Pos.Offset < 0 || d.Pos.Offset > int64(len(src)) {
						t.Fatalf("diagnostic outside the input: %v (offset %d)", d, d.Pos.Offset)
					}
				})
				s.SetVariant(v)
				s.SetMovetext(movetext)
				last := int64(-1)
				for s.Scan() != pgn.EOF {
					if s.Pos.Offset <= last || s.Pos.Offset > int64(len(src)) {
						t.Fatalf("token %v at offset %d after %d", s.Kind, s.Pos.Offset, last)
					}
					last = s.Pos.Offset
				}
			}
		}
	})
}

// exportAll reads src and exports every game, not strictly.
func exportAll(t *testing.T, src []byte) []byte {
	var out bytes.Buffer
	w := pgn.NewWriter(&out, pgn.WriterOptions{})
	r := pgn.NewReader(bytes.NewReader(src), pgn.ReaderOptions{File: "f", Select: variants.ForTags})
	for {
		g, err := r.ReadGame()
		if errors.Is(err, io.EOF) {
			return out.Bytes()
		}
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.WriteGame(g); err != nil {
			t.Fatal(err)
		}
	}
}

// FuzzRoundTrip checks read → export → read → export: the second export
// must equal the first, whatever the input.
func FuzzRoundTrip(f *testing.F) {
	seedCorpus(f)
	f.Fuzz(func(t *testing.T, src []byte) {
		first := exportAll(t, src)
		second := exportAll(t, first)
		if !bytes.Equal(first, second) {
			t.Fatalf("export is not idempotent\nfirst:\n%s\nsecond:\n%s", first, second)
		}
	})
}

// FuzzReadChunks checks that any text reads the same in place and in
// pieces of a few bytes, under small budgets and the default ones.
func FuzzReadChunks(f *testing.F) {
	seedCorpus(f)
	f.Fuzz(func(t *testing.T, src []byte) {
		if len(src) > 8<<10 {
			t.Skip()
		}
		for _, limits := range []pgn.Limits{{}, {TokenBytes: 64, GameBytes: 512, Plies: 16, Tags: 4, VariationDepth: 3, Diagnostics: 5}} {
			want := readTraceWith(t, src, 0, limits)
			if got := readTraceWith(t, src, 3, limits); !cmp.Equal(got, want) {
				t.Fatalf("limits %+v (-in place +pieces):\n%s", limits, cmp.Diff(want, got))
			}
		}
	})
}
