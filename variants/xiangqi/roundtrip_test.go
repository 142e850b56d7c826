package xiangqi

import (
	"bytes"
	"io"
	"os"
	"strings"
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

// TestCorpusMoveRoundTrip writes every move of the corpus in each notation
// and reads it back in the same position.
func TestCorpusMoveRoundTrip(t *testing.T) {
	checked := 0
	for _, f := range corpusFiles(t) {
		for _, g := range readGames(t, f) {
			if trailer(g) {
				continue
			}
			pgn.Replay(g, Variant, nil, func(n *pgn.Node, b pgn.Board, m pgn.Move) {
				if n == nil {
					return
				}
				for _, notation := range Variant.Info().Notations {
					text := b.AppendMove(nil, m, notation)
					var diags pgn.DiagnosticList
					got, ok := b.ParseMove(text, n.Pos, diags.Add)
					if !ok || got != m || len(diags) > 0 && diags[0].Code != "format-mismatch" && diags[0].Code != "format-missing" && diags[0].Code != "notation-mixed" {
						t.Errorf("%s: %s written in %s as %s reads back as %v (want %v): %v", n.Pos, n.Text, notation, text, got, m, diags)
					}
				}
				checked++
			})
		}
	}
	t.Logf("%d moves written and read back in %v", checked, Variant.Info().Notations)
}

// TestCorpusGameRoundTrip converts each corpus game Chinese → WXF → ICCS
// → Chinese through the core's writer and reader and wants the first and
// last Chinese texts to be equal. The two large UCI collections take most
// of the time, so by default only every 20th of their games is converted.
func TestCorpusGameRoundTrip(t *testing.T) {
	games := 0
	long := os.Getenv("PGNTOOL_LONG") == "1"
	for _, f := range corpusFiles(t) {
		sample := 1
		if strings.HasSuffix(f.name, ".zip") && !long {
			sample = 20
		}
		for i, g := range readGames(t, f) {
			if i%sample != 0 || trailer(g) || !pgn.Replay(g, Variant, nil, nil) {
				continue
			}
			first := export(t, g, NotationChinese)
			text := first
			for _, notation := range []pgn.Notation{NotationWXF, NotationICCS, NotationUCI, NotationChinese} {
				text = export(t, reread(t, f.name, text), notation)
			}
			if !bytes.Equal(first, text) {
				t.Errorf("%s game at %s: round trip changed the game:\n%s\n---\n%s", f.name, g.Pos, first, text)
			}
			games++
		}
	}
	t.Logf("%d games converted Chinese → WXF → ICCS → UCI → Chinese", games)
}

func export(t *testing.T, g *pgn.Game, notation pgn.Notation) []byte {
	t.Helper()
	var buf bytes.Buffer
	w := pgn.NewWriter(&buf, pgn.WriterOptions{Notation: notation})
	if _, err := w.WriteGame(g); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// reread reads one exported game and fails on any fault of its moves.
func reread(t *testing.T, name string, text []byte) *pgn.Game {
	t.Helper()
	r := pgn.NewReader(bytes.NewReader(text), pgn.ReaderOptions{File: name, Variant: Variant})
	g, err := r.ReadGame()
	if err != nil && err != io.EOF {
		t.Fatal(err)
	}
	var diags pgn.DiagnosticList
	pgn.Replay(g, Variant, diags.Add, nil)
	for _, d := range diags {
		if d.Severity == pgn.Error || d.Code == "format-mismatch" {
			t.Errorf("re-reading exported text: %s\n%s", d, text)
		}
	}
	return g
}
