package pgn_test

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/pgntool/pgntool/charset"
	"github.com/pgntool/pgntool/internal/testdir"
	"github.com/pgntool/pgntool/pgn"
)

// TestWriterSharedReplayMatchesOwn: a writer that checks its games writes
// the moves the checker plays (one replay); one that does not replays the
// game itself. Both must write the same bytes, in every notation of the
// game's variant and in the reduced format, on the games of the corpus
// (all three games; large files sampled, about 150 games each).
func TestWriterSharedReplayMatchesOwn(t *testing.T) {
	dir := testdir.Shared(t, "corpus")
	files := corpusGameFiles(t, dir)
	games := 0
	for _, path := range files {
		step := 1
		if info, err := os.Stat(path); err == nil {
			step = 1 + int(info.Size()/(150*8<<10))
		}
		rel, _ := filepath.Rel(dir, path)
		games += compareWritersOfFile(t, path, rel, step)
	}
	if games == 0 {
		t.Fatal("no game compared")
	}
	t.Logf("%d files, %d games compared", len(files), games)
}

func compareWritersOfFile(t *testing.T, path, rel string, step int) (games int) {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	text, _, err := charset.NewReader(f, "")
	if err != nil {
		return 0
	}
	r := pgn.NewReader(text, pgn.ReaderOptions{File: rel, Select: corpusSelect(path)})
	type pair struct{ checked, own *pgn.Writer }
	writers := map[string]pair{}
	writer := func(n pgn.Notation, reduced bool) pair {
		key := string(n)
		if reduced {
			key += "/reduced"
		}
		p, ok := writers[key]
		if !ok {
			p = pair{
				checked: pgn.NewWriter(io.Discard, pgn.WriterOptions{Notation: n, Reduced: reduced, Report: func(pgn.Diagnostic) {}}),
				own:     pgn.NewWriter(io.Discard, pgn.WriterOptions{Notation: n, Reduced: reduced}),
			}
			writers[key] = p
		}
		return p
	}
	var a, b []byte
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
		notations := []pgn.Notation{""}
		if g.Variant != nil {
			notations = append(notations, g.Variant.Info().Notations...)
		}
		for _, n := range notations {
			for _, reduced := range []bool{false, true} {
				p := writer(n, reduced)
				var okA, okB bool
				a, okA, _ = p.checked.AppendGame(a[:0], g)
				b, okB, _ = p.own.AppendGame(b[:0], g)
				if okA != okB || !bytes.Equal(a, b) {
					t.Fatalf("%s game %d, notation %q, reduced %v: with checks (%v)\n%s\nwithout (%v)\n%s", rel, g.Pos.Game, n, reduced, okA, a, okB, b)
				}
			}
		}
		games++
	}
	return games
}
