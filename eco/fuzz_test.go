package eco

import (
	"bytes"
	"testing"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants/chess"
)

// FuzzClassify reads any text as chess games and classifies them: Classify
// and SetTags must not panic, and a classified game's ECO tag must be the
// opening's code.
func FuzzClassify(f *testing.F) {
	f.Add([]byte("1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 *"))
	f.Add([]byte("[SetUp \"1\"]\n[FEN \"8/8/8/8/8/8/8/K6k w - - 0 1\"]\n\n1. Kb2 *"))
	f.Add([]byte("[Variant \"Chess960\"]\n[FEN \"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9\"]\n\n9. g3 *"))
	f.Add([]byte("1. e4 (1. d4 d5 (1... Nf6 2. c4) 2. c4) e5 2. Ke2 *"))
	f.Fuzz(func(t *testing.T, data []byte) {
		r := pgn.NewReader(bytes.NewReader(data), pgn.ReaderOptions{Variant: chess.Variant})
		for range 10 {
			g, err := r.ReadGame()
			if g == nil || err != nil {
				return
			}
			o, ok, err := SetTags(g)
			if ok && err == nil {
				if v, _ := g.Tag("ECO"); v != o.ECO {
					t.Errorf("ECO tag %q, opening %s", v, o.ECO)
				}
			}
		}
	})
}
