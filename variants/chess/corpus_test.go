package chess

import (
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// cleanSources are the corpus folders of real games (engine tournaments,
// lichess, TWIC, chess.com) in which every game must replay without a
// move or FEN error; the rest of the corpus holds deliberately broken and
// non-chess inputs, whose expected faults are in the golden files and in
// docs/compatibility-chess.md.
var cleanSources = []string{
	"tcecgames/", "shakmaty/pgn-reader/benches/", "CorentinGS-chess/fixtures/pgns/big.pgn",
	"pgn-extract-go/cancer0707.pgn", "python-chess/data/pgn/kasparov-deep-blue-1997.pgn",
	"python-chess/data/pgn/cutechess-fischerrandom.pgn", "python-chess/data/pgn/nepomniachtchi-liren-game1.pgn",
	"pgn-extract/eco.pgn",
}

// cleanSource returns the entry of cleanSources that rel falls under.
func cleanSource(rel string) (string, bool) {
	for _, s := range cleanSources {
		if strings.HasPrefix(rel, s) {
			return s, true
		}
	}
	return "", false
}

// TestCorpusReplays replays the whole chess corpus, requires the real game
// collections to replay without a move or FEN error, and logs a tally of
// every diagnostic code (go test -v).
func TestCorpusReplays(t *testing.T) {
	dir := filepath.Join(sharedDir(t), "corpus", "chess")
	counts := map[string]int{}
	games := map[string]int{}
	for _, path := range corpusFiles(t, dir) {
		rel, _ := filepath.Rel(dir, path)
		for _, g := range replayFile(t, path) {
			if src, ok := cleanSource(rel); ok {
				games[src]++
				if r := firstMoveError(g); r != "" {
					t.Errorf("%s: %s", rel, r)
				}
			}
			for _, d := range g.diags {
				counts[d.Severity.String()+" "+d.Code]++
			}
		}
	}
	for _, src := range cleanSources {
		if games[src] == 0 {
			t.Errorf("no games under %s; is the corpus complete?", src)
		}
	}
	logCounts(t, counts)
}

// logCounts logs a tally in the order of its keys.
func logCounts(t *testing.T, counts map[string]int) {
	var keys []string
	for k := range counts {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Logf("%6d %s", counts[k], k)
	}
}
