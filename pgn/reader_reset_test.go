package pgn_test

import (
	"errors"
	"fmt"
	"io"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants"
)

// TestResetBytesMatchesFresh reads pieces of text in turn with one reader
// made again for each by ResetBytes, as pgntool's workers read their
// chunks, and with a new reader for each piece: every game, with its
// positions, diagnostics and reading counts, is the same both ways, in
// every building mode, for every variant and kind of generated game, and
// after a piece whose last game is cut off.
func TestResetBytesMatchesFresh(t *testing.T) {
	modes := []struct{ reuse, lend bool }{{false, false}, {true, false}, {true, true}}
	for _, variant := range []string{"chess", "xiangqi", "cescacs"} {
		var pieces [][]byte
		for kind := genClocks; kind <= genFaulty; kind++ {
			pieces = append(pieces, genGames(variant, kind, 12, 7))
		}
		// A piece cut in the middle of a game, then a whole one.
		cut := genGames(variant, genAnnotated, 3, 8)
		pieces = append(pieces, cut[:len(cut)/2], genGames(variant, genPlain, 5, 9))
		for _, m := range modes {
			t.Run(fmt.Sprintf("%s/reuse=%v,lend=%v", variant, m.reuse, m.lend), func(t *testing.T) {
				var kept *pgn.Reader
				for n, piece := range pieces {
					opts := pgn.ReaderOptions{Select: variants.ForTags, File: fmt.Sprintf("piece%d.pgn", n),
						Start: pgn.Position{Offset: int64(1000 * n), Line: 100 * n}, ReuseGames: m.reuse, ReuseComments: m.lend}
					if kept == nil {
						kept = pgn.NewReaderBytes(nil, opts)
					}
					kept.ResetBytes(piece, opts)
					fresh := pgn.NewReaderBytes(piece, opts)
					for i := 1; ; i++ {
						want, werr := fresh.ReadGame()
						got, gerr := kept.ReadGame()
						if !errors.Is(gerr, werr) && (gerr == nil || werr == nil || gerr.Error() != werr.Error()) {
							t.Fatalf("piece %d, game %d: error %v, a fresh reader's %v", n, i, gerr, werr)
						}
						if !cmp.Equal(want, got, treeOptions) {
							t.Fatalf("piece %d, game %d (-fresh +reset):\n%s", n, i, cmp.Diff(want, got, treeOptions))
						}
						if werr != nil {
							if werr != io.EOF {
								t.Fatalf("piece %d: %v", n, werr)
							}
							break
						}
					}
				}
			})
		}
	}
}

// TestResetBytesNil: a nil reader stays nil and a zero one becomes a
// working one.
func TestResetBytesNil(t *testing.T) {
	var r *pgn.Reader
	r.ResetBytes([]byte("1. e4 *"), pgn.ReaderOptions{})
	var z pgn.Reader
	z.ResetBytes([]byte("1. e4 *\n"), pgn.ReaderOptions{})
	g, err := z.ReadGame()
	if err != nil || g == nil || len(g.Moves.Moves) != 1 {
		t.Fatalf("a zero reader after ResetBytes: %v, %+v", err, g)
	}
}
