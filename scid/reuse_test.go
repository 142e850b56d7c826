package scid_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pgntool/pgntool/internal/testdir"
	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/scid"
)

// TestReuseGames reads every corpus base with and without ReuseGames:
// each game is the same (written with pgn.Writer, faults included), and
// the strings of every game (tag values, move texts, comments) are still
// those of the game after the whole base has been read over them.
func TestReuseGames(t *testing.T) {
	indexes, _ := filepath.Glob(filepath.Join(testdir.Shared(t, "corpus/scid"), "*", "*.si4"))
	if len(indexes) == 0 {
		t.Skip("no Scid bases in the corpus")
	}
	for _, si := range indexes {
		b, err := scid.Open(si)
		if err != nil {
			t.Fatal(err)
		}
		var want []string
		for g, err := range b.Games(scid.Options{IncludeDeleted: true}) {
			if err != nil {
				t.Fatal(err)
			}
			want = append(want, written(t, g))
		}
		var kept []string
		var texts [][]string
		n, reused := 0, (*pgn.Game)(nil)
		for g, err := range b.Games(scid.Options{IncludeDeleted: true, ReuseGames: true}) {
			if err != nil {
				t.Fatal(err)
			}
			if n > 0 && g != reused {
				t.Errorf("%s: game %d is not built in the memory of the game before", si, n+1)
			}
			reused = g
			if got := written(t, g); got != want[n] {
				t.Errorf("%s: game %d read with ReuseGames:\n got %s\nwant %s", si, n+1, got, want[n])
			}
			kept = append(kept, want[n])
			texts = append(texts, gameStrings(g))
			n++
		}
		if n != len(want) {
			t.Errorf("%s: %d games with ReuseGames, %d without", si, n, len(want))
		}
		// The strings kept are unchanged: compare them with a fresh read.
		i := 0
		for g, err := range b.Games(scid.Options{IncludeDeleted: true}) {
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(gameStrings(g), texts[i]); diff != "" {
				t.Errorf("%s: game %d: strings kept from ReuseGames changed (-fresh +kept):\n%s", si, i+1, diff)
			}
			i++
		}
		b.Close()
	}
}

// written is g as pgn.Writer writes it, with the faults pgn.Check reports.
func written(t *testing.T, g *pgn.Game) string {
	var faults pgn.DiagnosticList
	w := pgn.NewWriter(nil, pgn.WriterOptions{Report: faults.Add})
	out, _, err := w.AppendGame(nil, g)
	if err != nil {
		t.Fatal(err)
	}
	var sb strings.Builder
	sb.Write(out)
	for _, d := range faults {
		sb.WriteString(d.String() + "\n")
	}
	return sb.String()
}

// gameStrings lists the strings of g: tag values, move texts, comments.
func gameStrings(g *pgn.Game) []string {
	var out []string
	for _, tag := range g.Tags {
		out = append(out, tag.Name, tag.Value)
	}
	var line func(l *pgn.Line)
	line = func(l *pgn.Line) {
		for _, c := range l.Comments {
			out = append(out, c.Text)
		}
		for _, n := range l.Moves {
			out = append(out, n.Text)
			for _, c := range n.Comments {
				out = append(out, c.Text)
			}
			for _, v := range n.Variations {
				line(v)
			}
		}
	}
	line(&g.Moves)
	return out
}
