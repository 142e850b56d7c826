package convert

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pgntool/pgntool/pgn"
)

// checkRoundTrip writes games as XML, JSON and JSON Lines, reads each back
// and compares the trees with the games, and the move numbering of the
// formats with each other.
func checkRoundTrip(t *testing.T, games []*pgn.Game, opts Options) {
	t.Helper()
	x, err := decodeXML(encode(t, "xml", games, opts))
	if err != nil {
		t.Fatalf("reading the XML back: %v", err)
	}
	j, err := decodeJSON(encode(t, "json", games, opts), false)
	if err != nil {
		t.Fatalf("reading the JSON back: %v", err)
	}
	opts.JSONLines = true
	jl, err := decodeJSON(encode(t, "json", games, opts), true)
	if err != nil {
		t.Fatalf("reading the JSON Lines back: %v", err)
	}
	if opts.rewrites() {
		// The moves are no longer those read; only the formats agree.
		if diff := cmp.Diff(x, j, cmp.AllowUnexported(decoded{}), treeOptions); diff != "" {
			t.Errorf("XML and JSON differ (-xml +json):\n%s", diff)
		}
		return
	}
	compareTrees(t, "xml", games, x)
	compareTrees(t, "json", games, j)
	compareTrees(t, "json lines", games, jl)
	for i := range x {
		if diff := cmp.Diff(x[i].moves, j[i].moves); diff != "" {
			t.Errorf("game %d: move numbering differs (-xml +json):\n%s", i+1, diff)
		}
	}
}

// TestRoundTripTestdata reads back the conversion of every PGN file of the
// repository's testdata, faulty lint cases included.
func TestRoundTripTestdata(t *testing.T) {
	root := filepath.Join(repoRoot(t), "testdata")
	var files []string
	filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".pgn") {
			files = append(files, path)
		}
		return nil
	})
	if len(files) < 5 {
		t.Fatalf("only %d PGN files under %s", len(files), root)
	}
	for _, path := range files {
		t.Run(strings.TrimPrefix(path, root+"/"), func(t *testing.T) {
			checkRoundTrip(t, readFile(t, path), Options{})
		})
	}
}

// TestRoundTripRewritten checks that XML and JSON agree when moves are
// rewritten in every notation of the golden cases' variants.
func TestRoundTripRewritten(t *testing.T) {
	for _, in := range goldenCases(t) {
		games := readFile(t, in)
		for _, notation := range games[0].Variant.Info().Notations {
			t.Run(filepath.Base(in)+"/"+string(notation), func(t *testing.T) {
				checkRoundTrip(t, games, Options{Notation: notation})
			})
		}
	}
}

// corpusFiles lists the game files of the shared corpus: the small ones,
// or all of them with all.
func corpusFiles(t *testing.T, all bool) []string {
	root := sharedDir(t, "corpus")
	var files []string
	filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		if !strings.HasSuffix(path, ".pgn") && !strings.HasSuffix(path, ".ctl-pgn") {
			return nil
		}
		if info, err := d.Info(); err == nil && (all || info.Size() < 20_000) {
			files = append(files, path)
		}
		return nil
	})
	return files
}

// TestRoundTripCorpus reads back the conversion of real files from other
// projects (../shared/corpus): the small ones, or all with PGNTOOL_LONG=1.
func TestRoundTripCorpus(t *testing.T) {
	files := corpusFiles(t, os.Getenv("PGNTOOL_LONG") == "1")
	if len(files) == 0 {
		t.Skip("no PGN files in the shared corpus")
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			checkRoundTrip(t, readFile(t, path), Options{})
		})
	}
}
