package main

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pgntool/pgntool/charset"
	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants"
)

// corpusFiles lists every regular file below a corpus folder of ../shared.
func corpusFiles(t *testing.T, sub string) []string {
	root := sharedDir(t, sub)
	var files []string
	filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err == nil && d.Type().IsRegular() {
			files = append(files, path)
		}
		return nil
	})
	return files
}

// decoded opens a corpus file as UTF-8, detecting its encoding as the CLI does.
func decoded(t *testing.T, path string) []byte {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r, _, err := charset.NewReader(f, "auto")
	if err != nil {
		t.Fatal(err)
	}
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// exportAll exports every game of src, warts and all (not strict).
func exportAll(t *testing.T, name string, src []byte) []byte {
	var out bytes.Buffer
	w := pgn.NewWriter(&out, pgn.WriterOptions{})
	r := pgn.NewReader(bytes.NewReader(src), pgn.ReaderOptions{File: name, Select: variants.ForTags})
	for {
		g, err := r.ReadGame()
		if errors.Is(err, io.EOF) {
			return out.Bytes()
		}
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if _, err := w.WriteGame(g); err != nil {
			t.Fatalf("%s: game %d: %v", name, g.Pos.Game, err)
		}
	}
}

// TestChessCorpus reads every file of the chess corpus (PGN or not): each
// fault must carry a position inside the file, and exporting must be
// idempotent on everything read.
func TestChessCorpus(t *testing.T) {
	files := corpusFiles(t, "corpus/chess")
	games, faults := 0, 0
	for _, path := range files {
		src := decoded(t, path)
		lines := bytes.Count(src, []byte("\n")) + 1
		var list pgn.DiagnosticList
		r := pgn.NewReader(bytes.NewReader(src), pgn.ReaderOptions{File: path, Select: variants.ForTags})
		if err := r.Visit(&countGames{Checker: pgn.NewChecker(list.Add), n: &games}); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		for _, d := range list {
			if d.Pos.File != path || d.Pos.Line < 1 || d.Pos.Line > lines || d.Pos.Column < 1 || d.Pos.Game < 1 {
				t.Errorf("diagnostic without a proper position: %v", d)
			}
		}
		faults += len(list)

		first := exportAll(t, path, src)
		if second := exportAll(t, path, first); !bytes.Equal(first, second) {
			t.Errorf("%s: export is not idempotent (-first +second):\n%s", path, cmp.Diff(string(first), string(second)))
		}
	}
	t.Logf("%d files, %d games, %d diagnostics", len(files), games, faults)
}

// countGames counts the games a checker sees.
type countGames struct {
	*pgn.Checker
	n *int
}

func (c *countGames) BeginGame(pos pgn.Position) {
	*c.n++
	c.Checker.BeginGame(pos)
}
