package pgn_test

import (
	"bytes"
	"io"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants"
)

// FuzzPlies reads arbitrary text as PGN with the real variants and checks
// that Plies never panics nor reports an internal fault, that every board
// it yields stands where the reference replay's does, with the same
// number, side and depth, and that a break leaves the rest unplayed.
func FuzzPlies(f *testing.F) {
	seedCorpus(f)
	f.Add([]byte("1. e4 e5 (1... c5 2. Nf3 (2. Nc3 Nc6) d6) 2. Nf3 Nc6 *"))
	f.Add([]byte("1. e4 e5 2. Ke3 (2. Nf3 Nc6 3. Bb5 Qe7 Kd2) Nc6 3. d4 *"))
	f.Add([]byte("[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 12\"]\n\n12... e5 (12... c5 13. Nf3) 13. Nf3 *"))
	f.Add([]byte("[Variant \"xiangqi\"]\n\n1. 炮二平五 马8进7 2. 车一进三 (2. 马二进三 车9平8) 车9平8 *"))
	f.Add([]byte("[Variant \"C'escacs\"]\n\n1. E7-E13, E21-E15\n2. F8-F12, F20-F16\n($[1] 2. …, G21-G15\n3. G7-G13)\n3. G7-G13, G21-G17\n*\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		r := pgn.NewReader(bytes.NewReader(data), pgn.ReaderOptions{File: "f.pgn", Select: variants.ForTags})
		for range 8 {
			g, err := r.ReadGame()
			if err == io.EOF {
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var faults []pgn.Diagnostic
			var got []refPly
			for p := range pgn.Plies(g, func(d pgn.Diagnostic) { faults = append(faults, d) }) {
				got = append(got, refPly{p.Node, p.Number, p.Second, p.Depth, string(p.Board.AppendPosition(nil))})
				if p.MainLine != (p.Depth == 0) {
					t.Errorf("%s: MainLine %v at depth %d", p.Node.Pos, p.MainLine, p.Depth)
				}
			}
			for _, d := range faults {
				if d.Code == "internal-fault" {
					t.Errorf("internal fault: %v", d)
				}
			}
			if diff := cmp.Diff(referencePlies(g), got); diff != "" {
				t.Fatalf("Plies differs from the reference replay (-want +got):\n%s", diff)
			}
			if len(got) == 0 {
				continue
			}
			stop := 1 + len(data)%len(got)
			var first []*pgn.Node
			for p := range pgn.Plies(g, nil) {
				first = append(first, p.Node)
				if len(first) == stop {
					break
				}
			}
			for i, n := range first {
				if n != got[i].Node {
					t.Fatalf("after a break at %d, step %d is %s, want %s", stop, i, n.Pos, got[i].Node.Pos)
				}
			}
		}
	})
}
