package scid

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/pgntool/pgntool/internal/testdir"
	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants/chess"
)

// TestDescribeMoveMatchesDescribe plays every move of every game of the
// chess corpus, variations too, and of a few positions made for the
// purpose (castling both ways from a FEN, en passant, each promotion, the
// null move, Chess960 castling), and compares describeMove with
// Board.Describe.
func TestDescribeMoveMatchesDescribe(t *testing.T) {
	files := []string{}
	dir := testdir.Shared(t, "corpus/chess")
	_ = filepath.Walk(dir, func(path string, fi os.FileInfo, err error) error {
		if err == nil && !fi.IsDir() && filepath.Ext(path) == ".pgn" && fi.Size() < 3<<20 {
			files = append(files, path)
		}
		return nil
	})
	moves := 0
	var compare func(b *chess.Board, l *pgn.Line, where string)
	compare = func(b *chess.Board, l *pgn.Line, where string) {
		made := 0
		for _, n := range l.Moves {
			m, ok := b.ParseMove([]byte(n.Text), n.Pos, nil)
			if !ok {
				break
			}
			got, err := describeMove(b, m)
			info, werr := b.Describe(m)
			if (err != nil) != (werr != nil) {
				t.Fatalf("%s %s: describeMove error %v, Describe %v", where, n.Text, err, werr)
			}
			if want := fromInfo(&info); got != want {
				t.Fatalf("%s %s in %s: describeMove %+v, Describe %+v", where, n.Text, b.FEN(), got, want)
			}
			moves++
			for _, v := range n.Variations {
				compare(b, v, where)
			}
			b.Make(m)
			made++
		}
		for range made {
			b.Unmake()
		}
	}
	extra := `[FEN "r3k2r/pPp2ppp/8/3pP3/8/8/P1PP1PPP/R3K2R w KQkq d6 0 1"]

1. exd6 (1. bxa8=N) (1. bxa8=B) (1. bxa8=R) (1. bxa8=Q) (1. O-O) (1. O-O-O) (1. Kf1) 1... O-O 2. -- -- *

[FEN "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"]

1... O-O-O (1... O-O) 2. O-O *

[Variant "Chess960"]
[FEN "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1"]

1. O-O O-O-O *
`
	games := 0
	read := func(name string, data []byte) {
		for g, err := range pgn.NewReaderBytes(data, pgn.ReaderOptions{File: name, Variant: chess.Variant}).Games() {
			if err != nil {
				break
			}
			var b chess.Board
			if !b.Reset(g.Tags, nil) {
				continue
			}
			games++
			compare(&b, &g.Moves, name)
		}
	}
	read("extra", []byte(extra))
	if games != 3 || moves < 16 {
		t.Fatalf("the made-up games gave %d games, %d moves", games, moves)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		read(f, data)
	}
	t.Logf("%d games, %d moves", games, moves)
}
