package pgn_test

import (
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/pgntool/pgntool/charset"
	"github.com/pgntool/pgntool/internal/testdir"
	"github.com/pgntool/pgntool/pgn"
)

// TestReadAppendMatchesAppendGame: ReadAppend, which writes a game in one
// pass over its text, must write what ReadGame and AppendGame write, byte
// for byte, with the same faults to the Report, on every game of the
// corpus (all three games, the first games of the large files) and with
// every writer option; a game it hands back as a tree must be the tree
// ReadGame returns.
func TestReadAppendMatchesAppendGame(t *testing.T) {
	dir := testdir.Shared(t, "corpus")
	files := corpusGameFiles(t, dir)
	total := streamCompare{}
	for _, path := range files {
		rel, _ := filepath.Rel(dir, path)
		text, ok := decodedCorpusFile(t, path)
		if !ok {
			continue
		}
		for _, opts := range streamWriterOptions(path) {
			total.add(compareReadAppend(t, text, path, rel, opts, 300))
		}
	}
	if total.written == 0 || total.trees == 0 {
		t.Fatalf("%d games written in one pass, %d as trees: both paths must be met", total.written, total.trees)
	}
	t.Logf("%d files: %d games written in one pass, %d handed back as trees", len(files), total.written, total.trees)
}

// streamCompare counts the games of each path.
type streamCompare struct{ written, trees int }

func (s *streamCompare) add(o streamCompare) { s.written += o.written; s.trees += o.trees }

// decodedCorpusFile returns a corpus file's text as UTF-8.
func decodedCorpusFile(t *testing.T, path string) ([]byte, bool) {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r, _, err := charset.NewReader(f, "")
	if err != nil {
		return nil, false
	}
	text, err := io.ReadAll(r)
	return text, err == nil
}

// streamWriterOptions are the writer options compared on a file: the
// default export, its reduced form, Strict, CRLF, no checks, and every
// notation of the file's variant.
func streamWriterOptions(path string) []pgn.WriterOptions {
	// A Report set here means none (compareReadAppendText): a writer
	// without one and not Strict checks nothing.
	opts := []pgn.WriterOptions{{}, {Reduced: true}, {Strict: true}, {CRLF: true}, {Report: func(pgn.Diagnostic) {}}}
	for _, n := range corpusVariant(path).Info().Notations {
		opts = append(opts, pgn.WriterOptions{Notation: n})
	}
	return opts
}

// compareReadAppend reads the first games of text both ways with opts.
func compareReadAppend(t *testing.T, text []byte, path, rel string, opts pgn.WriterOptions, games int) (n streamCompare) {
	t.Helper()
	ropts := pgn.ReaderOptions{File: rel, ReuseGames: true, ReuseComments: true, Select: corpusSelect(path)}
	for _, tree := range compareReadAppendText(t, text, ropts, opts, games) {
		if tree {
			n.trees++
		} else {
			n.written++
		}
	}
	return n
}
