package filter

import (
	"compress/gzip"
	"io"
	"os"
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

// benchGames reads up to 2000 games of the shared perf corpus, or the test
// games when the corpus is absent.
func benchGames(b testing.TB) []*pgn.Game {
	b.Helper()
	f, err := os.Open("../../shared/corpus/perf/sf-selfplay-lichess-style.pgn.gz")
	if err != nil {
		return readGames(b, testGames)
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		b.Fatal(err)
	}
	data, err := io.ReadAll(z)
	if err != nil {
		b.Fatal(err)
	}
	var games []*pgn.Game
	for g, err := range pgn.NewReaderBytes(data, pgn.ReaderOptions{}).Games() {
		if err != nil {
			b.Fatal(err)
		}
		if games = append(games, g); len(games) == 2000 {
			break
		}
	}
	return games
}

func benchMatch(b *testing.B, criteria ...string) {
	games := benchGames(b)
	c, err := Compile(criteria...)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	n := 0
	for i := 0; i < b.N; i++ {
		if c.Match(games[i%len(games)]) {
			n++
		}
	}
	b.ReportMetric(float64(n)/float64(b.N), "selected/game")
}

// BenchmarkMatchTags is tag-only selection per game: no replay.
func BenchmarkMatchTags(b *testing.B) {
	benchMatch(b, "Player*=Stockfish", "Elo>=2700", "Date>=2020.01.01", "eco:B90-B99")
}

// BenchmarkMatchPosition replays each game's main line looking for a
// position (the Sicilian after 1. e4 c5).
func BenchmarkMatchPosition(b *testing.B) {
	benchMatch(b, "position:rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2")
}

// BenchmarkGameKey is the cost of a duplicate key per game.
func BenchmarkGameKey(b *testing.B) {
	games := benchGames(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := GameKey(games[i%len(games)], SameMoves); err != nil {
			b.Fatal(err)
		}
	}
}
