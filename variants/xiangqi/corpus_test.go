package xiangqi

import (
	"archive/zip"
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pgntool/pgntool/internal/testdir"

	"github.com/pgntool/pgntool/charset"
	"github.com/pgntool/pgntool/pgn"
)

// sharedDir finds ../shared next to the module root, or skips the test.
func sharedDir(t testing.TB) string { return testdir.Shared(t, "") }

// corpusFile is one PGN input of the corpus, already unzipped.
type corpusFile struct {
	name string
	data []byte
}

// isPGN tells which corpus files are PGN movetext. The XieXie .wxf files
// (FORMAT … START{ … }END), the board-grid .pgn_cc, XQF, CCBridge and
// DhtmlXQ files are other formats; the bare numbered WXF and UCI move
// lists are PGN movetext without tags and are read too.
func isPGN(name string) bool {
	base := filepath.Base(name)
	switch {
	case strings.HasSuffix(strings.ToLower(base), ".pgn"), strings.HasSuffix(base, ".pgn_zh"),
		strings.HasSuffix(base, ".pgn_iccs"), strings.HasSuffix(base, ".pgn.zip"),
		strings.HasPrefix(base, "no_tag_game"), strings.HasSuffix(base, ".uci"):
		return true
	}
	return false
}

func corpusFiles(t testing.TB) []corpusFile {
	root := filepath.Join(sharedDir(t), "corpus", "xiangqi")
	var out []corpusFile
	err := filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !isPGN(p) {
			return err
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		if !strings.HasSuffix(p, ".zip") {
			out = append(out, corpusFile{rel, data})
			return nil
		}
		zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
		if err != nil {
			return err
		}
		for _, f := range zr.File {
			rc, err := f.Open()
			if err != nil {
				return err
			}
			b, err := io.ReadAll(rc)
			rc.Close()
			if err != nil {
				return err
			}
			out = append(out, corpusFile{rel + "/" + f.Name, b})
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// readGames decodes a corpus file and reads all its games.
func readGames(t testing.TB, f corpusFile) []*pgn.Game {
	rd, _, err := charset.NewReader(bytes.NewReader(f.data), "auto")
	if err != nil {
		t.Fatal(err)
	}
	r := pgn.NewReader(rd, pgn.ReaderOptions{File: f.name, Variant: Variant})
	var games []*pgn.Game
	for {
		g, err := r.ReadGame()
		if err == io.EOF {
			return games
		}
		if err != nil {
			t.Fatalf("%s: %v", f.name, err)
		}
		games = append(games, g)
	}
}

// ownErrors are the error codes this package emits; the corpus must
// replay without any of them. The core's own findings (missing result
// tokens, control characters) are counted and logged, and explained in
// docs/compatibility-xiangqi.md.
func ownError(d pgn.Diagnostic) bool {
	return d.Severity == pgn.Error && (strings.HasPrefix(d.Code, "move-") || strings.HasPrefix(d.Code, "fen-"))
}

func TestCorpusReplay(t *testing.T) {
	files := corpusFiles(t)
	games, moves, errs, trailers := 0, 0, 0, 0
	codes := map[string]int{}
	for _, f := range files {
		for _, g := range readGames(t, f) {
			if trailer(g) {
				trailers++
				continue
			}
			games++
			var diags pgn.DiagnosticList
			Variant.CheckTags(g.Tags, g.Pos, diags.Add)
			pgn.Replay(g, Variant, diags.Add, func(n *pgn.Node, _ pgn.Board, _ pgn.Move) {
				if n != nil {
					moves++
				}
			})
			for _, d := range append(g.Diagnostics, diags...) {
				codes[d.Severity.String()+" "+d.Code]++
				if ownError(d) {
					errs++
					if errs <= 20 {
						t.Errorf("%s", d)
					}
				}
			}
		}
	}
	t.Logf("%d files, %d games, %d moves replayed, %d trailers; diagnostics by code: %v", len(files), games, moves, trailers, codes)
	if games < 2500 || moves < 200000 {
		t.Errorf("read %d games and %d moves; the corpus holds over 2,500 games and 200,000 moves", games, moves)
	}
}

// trailer reports whether the core read the text after a game's result as
// a game of its own: no tags, and a first "move" that is no move, such as
// the xqbase advert. The core, not this package, should skip such text.
func trailer(g *pgn.Game) bool {
	if len(g.Tags) > 0 || len(g.Moves.Moves) == 0 {
		return len(g.Tags) == 0
	}
	var t token
	if !t.load([]byte(g.Moves.Moves[0].Text)) {
		return true
	}
	_, ok1 := parseWXF(&t)
	_, ok2 := parseSAN(&t)
	_, _, ok3 := parseCoord(&t)
	_, ok4 := parseChinese(&t)
	return !(ok1 || ok2 || ok3 || ok4)
}
