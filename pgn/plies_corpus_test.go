package pgn_test

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pgntool/pgntool/charset"
	"github.com/pgntool/pgntool/internal/testdir"
	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants"
)

// pliesCorpusExtensions are the endings of the corpus files that hold PGN
// text of one of the three games.
var pliesCorpusExtensions = []string{".pgn", ".ctl-pgn", ".wxf", ".pgn_cc", ".pgn_iccs", ".pgn_zh", ".uci"}

// corpusVariant is the variant a corpus file's name gives, chess when it
// gives none.
func corpusVariant(path string) pgn.Variant {
	if v := variants.ForFile(path); v != nil {
		return v
	}
	return variants.Default()
}

// corpusSelect chooses each game's variant of a corpus file as pgntool
// does: from its tags, else from the file's name.
func corpusSelect(path string) func(tags []pgn.Tag) pgn.Variant {
	byFile := corpusVariant(path)
	return func(tags []pgn.Tag) pgn.Variant { return variants.ForTagsOr(tags, byFile) }
}

// corpusGameFiles lists the files below dir whose names end in one of
// pliesCorpusExtensions: the game files of all three games.
func corpusGameFiles(t *testing.T, dir string) []string {
	t.Helper()
	var files []string
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := strings.ToLower(path)
		for _, ext := range pliesCorpusExtensions {
			if !d.IsDir() && strings.HasSuffix(name, ext) {
				files = append(files, path)
				break
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// TestPliesCorpus compares, on the games of the corpus, the position after
// every move Plies yields, with its number, side and depth, against the
// reference replay. Large files are sampled (about 150 games each) to
// keep the test near half a minute; PGNTOOL_CORPUS_FULL=1 replays every
// game.
func TestPliesCorpus(t *testing.T) {
	dir := testdir.Shared(t, "corpus")
	full := os.Getenv("PGNTOOL_CORPUS_FULL") == "1"
	files := corpusGameFiles(t, dir)
	games, plies := 0, 0
	for _, path := range files {
		step := 1
		if info, err := os.Stat(path); err == nil && !full {
			// About 150 games of a file: a game of a big archive is
			// about 2 KB to 20 KB.
			step = 1 + int(info.Size()/(150*8<<10))
		}
		rel, _ := filepath.Rel(dir, path)
		g, p := comparePliesOfFile(t, path, rel, step)
		games += g
		plies += p
	}
	t.Logf("%d files, %d games, %d plies compared (full: %v)", len(files), games, plies, full)
}

// comparePliesOfFile compares every step-th game of a file.
func comparePliesOfFile(t *testing.T, path, rel string, step int) (games, plies int) {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	text, _, err := charset.NewReader(f, "")
	if err != nil {
		t.Logf("%s: %v", rel, err)
		return 0, 0
	}
	r := pgn.NewReader(text, pgn.ReaderOptions{File: rel, Select: corpusSelect(path)})
	for i := 0; ; i++ {
		g, err := r.ReadGame()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Errorf("%s: %v", rel, err)
			break
		}
		if i%step != 0 || g == nil {
			continue
		}
		want, got := referencePlies(g), pliesRef(g)
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s game %d (%s): Plies differs from the reference replay (-want +got):\n%s", rel, g.Pos.Game, g.Pos, diff)
		}
		games++
		plies += len(got)
	}
	return games, plies
}
