package pgn_test

import (
	"bytes"
	"os"
	"path/filepath"
	"runtime"
	"sync"
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
// Besides MB/s it reports allocs/game.
func BenchmarkReadTrees(b *testing.B) {
	for _, name := range []string{"tcec", "lichess", "twic"} {
		b.Run(name, func(b *testing.B) {
			benchReadGame(b, loadBench(b, benchInputs[name]), -1, false)
		})
	}
}

// BenchmarkReadTreesReused is BenchmarkReadTrees with ReuseGames: each
// game is built over the one before.
func BenchmarkReadTreesReused(b *testing.B) {
	for _, name := range []string{"tcec", "lichess", "twic"} {
		b.Run(name, func(b *testing.B) {
			benchReadGame(b, loadBench(b, benchInputs[name]), -1, true)
		})
	}
}

// benchReadGame reads every game of src with ReadGame b.N times, through an
// io.Reader as the other benchmarks do, and reports allocs/game; games,
// when not -1, is how many src holds; reuse sets ReaderOptions.ReuseGames.
func benchReadGame(b *testing.B, src []byte, games int, reuse bool) {
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	b.ResetTimer()
	read := 0
	for i := 0; i < b.N; i++ {
		r := pgn.NewReader(bytes.NewReader(src), pgn.ReaderOptions{Select: variants.ForTags, ReuseGames: reuse})
		n := 0
		for {
			if _, err := r.ReadGame(); err != nil {
				break
			}
			n++
		}
		if games >= 0 && n != games {
			b.Fatalf("read %d games, want %d", n, games)
		}
		read += n
	}
	b.StopTimer()
	runtime.ReadMemStats(&after)
	if read > 0 {
		b.ReportMetric(float64(after.Mallocs-before.Mallocs)/float64(read), "allocs/game")
	}
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

// benchGenerated are the generated inputs of BenchmarkReadGameGenerated:
// about 1 MB of each kind, so that the benchmark runs where ../shared is
// absent too.
var benchGenerated = []struct {
	name string
	kind genKind
}{{"clocks", genClocks}, {"plain", genPlain}, {"annotated", genAnnotated}}

// generatedInput returns the input of one kind, made once.
func generatedInput(kind genKind) ([]byte, int) {
	genMu.Lock()
	defer genMu.Unlock()
	if genInputs == nil {
		genInputs = map[genKind]genInput{}
	}
	in, ok := genInputs[kind]
	if !ok {
		in.src, in.games = genSize("chess", kind, 1<<20, 1)
		genInputs[kind] = in
	}
	return in.src, in.games
}

type genInput struct {
	src   []byte
	games int
}

var (
	genMu     sync.Mutex
	genInputs map[genKind]genInput
)

// BenchmarkReadGameGenerated measures ReadGame, building the tree of every
// game, on generated files like the corpus's (lichess clocks, TWIC, analysed
// games with variations). Besides MB/s it reports allocs/game.
func BenchmarkReadGameGenerated(b *testing.B) {
	for _, in := range benchGenerated {
		b.Run(in.name, func(b *testing.B) {
			src, games := generatedInput(in.kind)
			benchReadGame(b, src, games, false)
		})
	}
}

// BenchmarkReadGameGeneratedReused is BenchmarkReadGameGenerated with
// ReuseGames.
func BenchmarkReadGameGeneratedReused(b *testing.B) {
	for _, in := range benchGenerated {
		b.Run(in.name, func(b *testing.B) {
			src, games := generatedInput(in.kind)
			benchReadGame(b, src, games, true)
		})
	}
}

// BenchmarkReadGameGeneratedVisit reads the inputs of
// BenchmarkReadGameGenerated through a visitor that builds nothing: the
// floor under ReadGame, the cost of reading alone.
func BenchmarkReadGameGeneratedVisit(b *testing.B) {
	for _, in := range benchGenerated {
		b.Run(in.name, func(b *testing.B) {
			src, _ := generatedInput(in.kind)
			b.SetBytes(int64(len(src)))
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				r := pgn.NewReader(bytes.NewReader(src), pgn.ReaderOptions{Select: variants.ForTags})
				if err := r.Visit(pgn.NopVisitor{}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkBuilderMoves measures the builder alone: a move, and a number
// before every other move, in games of 80 moves.
func BenchmarkBuilderMoves(b *testing.B) {
	bl := pgn.NewBuilder()
	text, number := []byte("Nxe4+"), []byte("12.")
	pos := pgn.Position{Line: 3, Column: 4, Offset: 100}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if i%80 == 0 {
			bl.BeginGame(pos)
			bl.EndTags(nil)
		}
		if i%2 == 0 {
			bl.MoveNumber(pos, number)
		}
		bl.Move(pos, text)
	}
}
