package chess

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

// sharedDir finds ../shared beside the module root, or skips the test.
func sharedDir(t testing.TB) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			break
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Skip("no go.mod above the test directory, so no ../shared corpus")
		}
		dir = parent
	}
	shared := filepath.Join(dir, "..", "shared")
	if _, err := os.Stat(shared); err != nil {
		t.Skipf("corpus directory %s is absent: %v", shared, err)
	}
	return shared
}

// corpusFiles lists the PGN files below dir, sorted.
func corpusFiles(t testing.TB, dir string) []string {
	t.Helper()
	var files []string
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && strings.HasSuffix(strings.ToLower(path), ".pgn") {
			files = append(files, path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// replayedGame is one game of a file with everything found while reading
// and replaying it, and its main line in UCI.
type replayedGame struct {
	game  *pgn.Game
	diags pgn.DiagnosticList
	ok    bool
	uci   []string
}

// replayFile reads every game of path with the chess variant and replays it.
func replayFile(t testing.TB, path string) []replayedGame {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r := pgn.NewReader(f, pgn.ReaderOptions{File: path, Variant: Variant})
	var out []replayedGame
	for {
		g, err := r.ReadGame()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		rg := replayedGame{game: g, diags: append(pgn.DiagnosticList(nil), g.Diagnostics...)}
		Variant.CheckTags(g.Tags, g.Pos, rg.diags.Add)
		depth := 0
		rg.ok = pgn.Replay(g, Variant, rg.diags.Add, func(n *pgn.Node, b pgn.Board, m pgn.Move) {
			if n != nil && isMainLine(g, n) {
				rg.uci = append(rg.uci, string(b.AppendMove(nil, m, "uci")))
			}
		})
		_ = depth
		out = append(out, rg)
	}
	return out
}

// isMainLine reports whether n is a move of g's main line.
func isMainLine(g *pgn.Game, n *pgn.Node) bool {
	for _, m := range g.Moves.Moves {
		if m == n {
			return true
		}
	}
	return false
}
