package chess

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pgntool/pgntool/internal/testdir"

	"github.com/pgntool/pgntool/pgn"
)

// sharedDir finds ../shared beside the module root, or skips the test.
func sharedDir(t testing.TB) string { return testdir.Shared(t, "") }

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
	san   []string
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
		rg.ok = pgn.Replay(g, Variant, rg.diags.Add, func(n *pgn.Node, b pgn.Board, m pgn.Move) {
			if n != nil && isMainLine(g, n) {
				rg.uci = append(rg.uci, kingStepUCI(b, m))
				rg.san = append(rg.san, string(b.AppendMove(nil, m, "san")))
			}
		})
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

// kingStepUCI writes m in UCI. Castling gets both forms, the king's own
// step and king takes rook ("e8g8|e8h8"): pgn-extract 19.04 -Wuci writes
// either in Chess960 games.
func kingStepUCI(b pgn.Board, m pgn.Move) string {
	mv := move(m)
	if mv.kind() != moveCastle {
		return string(b.AppendMove(nil, m, "uci"))
	}
	c := white
	if sqRank(mv.from()) == 7 {
		c = black
	}
	kingTo, _ := castleTargets(c, mv.castleSide())
	return squareName(mv.from()) + squareName(kingTo) + "|" + squareName(mv.from()) + squareName(mv.to())
}

// sameUCI compares our main line with another tool's, accepting either
// form of castling.
func sameUCI(ours, theirs []string) bool {
	if len(ours) != len(theirs) {
		return false
	}
	for i, o := range ours {
		a, b, alt := strings.Cut(o, "|")
		if theirs[i] != a && !(alt && theirs[i] == b) {
			return false
		}
	}
	return true
}

// eachCorpusGame reads every game of the chess corpus as chess and calls
// visit with its file and the game; it returns how many games it read.
// A file that cannot be read, or a reading error, fails the test.
func eachCorpusGame(t testing.TB, visit func(path string, g *pgn.Game)) int {
	t.Helper()
	games := 0
	for _, path := range corpusFiles(t, filepath.Join(sharedDir(t), "corpus", "chess")) {
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		r := pgn.NewReader(f, pgn.ReaderOptions{File: path, Variant: Variant})
		for {
			g, err := r.ReadGame()
			if err == io.EOF {
				break
			}
			if err != nil || g == nil {
				f.Close()
				t.Fatalf("%s: %v", path, err)
			}
			games++
			visit(path, g)
		}
		f.Close()
	}
	return games
}
