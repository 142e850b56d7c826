package pgn_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants"
)

// benchInputs are large real files: engine games with long comments and
// lichess games with clock comments.
var benchInputs = map[string]string{
	"tcec":    "corpus/chess/tcecgames/master-archive/*.pgn",
	"lichess": "corpus/chess/shakmaty/pgn-reader/benches/lichess_db_1000k.pgn",
	"twic":    "corpus/chess/shakmaty/pgn-reader/benches/twic1599_1000k.pgn",
}

func loadBench(b *testing.B, pattern string) []byte {
	files, _ := filepath.Glob(filepath.Join("..", "..", "shared", pattern))
	if len(files) == 0 {
		b.Skipf("%s is absent (../shared beside the repository)", pattern)
	}
	var all []byte
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		all = append(all, data...)
		all = append(all, '\n')
	}
	return all
}

func benchEach(b *testing.B, run func(b *testing.B, src []byte)) {
	for _, name := range []string{"tcec", "lichess", "twic"} {
		b.Run(name, func(b *testing.B) {
			src := loadBench(b, benchInputs[name])
			b.SetBytes(int64(len(src)))
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				run(b, src)
			}
		})
	}
}

// BenchmarkScan measures the tokenizer alone.
func BenchmarkScan(b *testing.B) {
	chess, _ := variants.Lookup("chess")
	benchEach(b, func(b *testing.B, src []byte) {
		s := pgn.NewScanner(bytes.NewReader(src), "bench", nil)
		s.SetVariant(chess)
		s.SetMovetext(true)
		for s.Scan() != pgn.EOF {
		}
	})
}

// BenchmarkReadGames measures streaming every game through a visitor that
// wants everything but does nothing with it.
func BenchmarkReadGames(b *testing.B) {
	benchEach(b, func(b *testing.B, src []byte) {
		r := pgn.NewReader(bytes.NewReader(src), pgn.ReaderOptions{Select: variants.ForTags})
		if err := r.Visit(pgn.NopVisitor{}); err != nil {
			b.Fatal(err)
		}
	})
}

// BenchmarkReadTrees measures building the game tree of every game.
func BenchmarkReadTrees(b *testing.B) {
	benchEach(b, func(b *testing.B, src []byte) {
		r := pgn.NewReader(bytes.NewReader(src), pgn.ReaderOptions{Select: variants.ForTags})
		for {
			if _, err := r.ReadGame(); err != nil {
				break
			}
		}
	})
}

// BenchmarkLint measures lint: every move of every variation replayed.
func BenchmarkLint(b *testing.B) {
	benchEach(b, func(b *testing.B, src []byte) {
		r := pgn.NewReader(bytes.NewReader(src), pgn.ReaderOptions{Select: variants.ForTags})
		if err := r.Visit(pgn.NewChecker(func(pgn.Diagnostic) {})); err != nil {
			b.Fatal(err)
		}
	})
}

// BenchmarkExport measures reading and writing in export format.
func BenchmarkExport(b *testing.B) {
	benchEach(b, func(b *testing.B, src []byte) {
		var out bytes.Buffer
		w := pgn.NewWriter(&out, pgn.WriterOptions{})
		r := pgn.NewReader(bytes.NewReader(src), pgn.ReaderOptions{Select: variants.ForTags})
		for {
			g, err := r.ReadGame()
			if err != nil {
				break
			}
			w.WriteGame(g)
		}
	})
}
