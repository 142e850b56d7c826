package scid

import (
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/pgntool/pgntool/internal/testdir"
	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants/chess"
)

// TestRoundTripChessCorpus writes the games of the chess corpus into a
// base and reads them back: every move (as SAN), NAG, comment (normalised
// as Scid's import normalises it, and joined into one per place, as Scid
// keeps one) and variation of every game the writer accepts comes back.
// The small files by default, all with PGNTOOL_LONG=1.
func TestRoundTripChessCorpus(t *testing.T) {
	dir := testdir.Shared(t, "corpus/chess")
	long := os.Getenv("PGNTOOL_LONG") == "1"
	var files []string
	filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".pgn") {
			if info, err := d.Info(); err == nil && (long || info.Size() < 300<<10) {
				files = append(files, path)
			}
		}
		return nil
	})
	if len(files) == 0 {
		t.Skip("no chess PGN files in the corpus")
	}
	total, refused := 0, 0
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		out := filepath.Join(t.TempDir(), "rt")
		w, err := Create(out, CreateOptions{})
		if err != nil {
			t.Fatal(err)
		}
		r := pgn.NewReaderBytes(data, pgn.ReaderOptions{File: file, Variant: chess.Variant})
		var kept []string
		for {
			g, err := r.ReadGame()
			if err != nil {
				break
			}
			if g.Empty() || g.Diagnostics.Errors() > 0 {
				continue
			}
			if _, err := w.Add(g); err != nil {
				refused++
				continue
			}
			kept = append(kept, canonicalGame(t, g))
		}
		if err := w.Close(); err != nil {
			t.Fatal(err)
		}
		b, err := Open(out)
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for g, err := range b.Games(Options{IncludeDeleted: true}) {
			if err != nil {
				t.Fatalf("%s: %v", file, err)
			}
			if got := canonicalGame(t, g); got != kept[n] {
				t.Errorf("%s: game %d of the base differs:\n got %s\nwant %s", file, n+1, got, kept[n])
			}
			n++
		}
		b.Close()
		if n != len(kept) {
			t.Errorf("%s: %d games back, %d written", file, n, len(kept))
		}
		total += n
	}
	t.Logf("%d games of %d files round-tripped; %d refused by the writer", total, len(files), refused)
}

// canonicalGame renders a game's movetext as Scid keeps it: the start
// position, then each move in SAN with its NAGs, its one comment and its
// variations, comments normalised and joined.
func canonicalGame(t *testing.T, g *pgn.Game) string {
	var b chess.Board
	if !b.Reset(g.Tags, nil) {
		return "bad start"
	}
	var sb strings.Builder
	sb.WriteString(b.FEN())
	if c := joinComments(g.Moves.Comments); c != "" {
		sb.WriteString(" {" + c + "}")
	}
	canonicalLine(t, &b, &g.Moves, &sb)
	return sb.String()
}

func canonicalLine(t *testing.T, b *chess.Board, l *pgn.Line, sb *strings.Builder) {
	made := 0
	for _, n := range l.Moves {
		m, ok := b.ParseMove([]byte(n.Text), n.Pos, func(pgn.Diagnostic) {})
		if !ok {
			sb.WriteString(" ?" + n.Text)
			break
		}
		sb.WriteString(" " + b.SAN(m))
		for _, v := range n.NAGs {
			sb.WriteString(" $" + strconv.Itoa(v))
		}
		comments := n.Comments
		for _, v := range n.Variations {
			comments = append(comments[:len(comments):len(comments)], v.After...)
		}
		if c := joinComments(comments); c != "" {
			sb.WriteString(" {" + c + "}")
		}
		for _, v := range n.Variations {
			sb.WriteString(" (")
			if c := joinComments(v.Comments); c != "" {
				sb.WriteString("{" + c + "}")
			}
			canonicalLine(t, b, v, sb)
			sb.WriteString(" )")
		}
		b.Make(m)
		made++
	}
	for range made {
		b.Unmake()
	}
}
