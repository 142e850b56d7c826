package cescacs

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

type normalizer interface{ NormalizeGame(*pgn.Game) }

// TestNormalizeGame: once the pair variations hang on the move they
// replace, the core's own replay accepts every variation of the spec's
// examples, and export writes them where they belong, idempotently.
func TestNormalizeGame(t *testing.T) {
	norm := Variant.(normalizer)
	for _, f := range corpusFiles(t) {
		if filepath.Base(filepath.Dir(f)) != "doc-examples" {
			continue
		}
		name := filepath.Base(f)
		data, _ := os.ReadFile(f)
		var faults []string
		for _, g := range readGames(t, name, data, nil) {
			norm.NormalizeGame(g)
			var dl pgn.DiagnosticList
			pgn.Replay(g, Variant, dl.Add, nil)
			for _, d := range dl {
				if d.Severity == pgn.Error {
					faults = append(faults, d.Message)
				}
			}
		}
		if len(faults) != 2 || !strings.Contains(faults[0], "EE5-E11") || !strings.Contains(faults[1], "E7-E13") {
			t.Errorf("%s: faults %q, want only the examples' own EE5-E11 and the side fragment", name, faults)
		}
		exp := func(data []byte) []byte {
			var out bytes.Buffer
			w := pgn.NewWriter(&out, pgn.WriterOptions{})
			for _, g := range readGames(t, name, data, nil) {
				norm.NormalizeGame(g)
				if _, err := w.WriteGame(g); err != nil {
					t.Fatal(err)
				}
			}
			return out.Bytes()
		}
		once := exp(data)
		if twice := exp(once); !bytes.Equal(once, twice) {
			t.Errorf("%s: normalized export is not idempotent:\n%s\n---\n%s", name, once, twice)
		}
		// White's move, its variation, then Black's move on a line of its own.
		if want := "4. EH4-H8 ??\n(4. GD2-F6\n"; !strings.Contains(string(once), want) {
			t.Errorf("%s: the variation of White's move 4 is not written after it:\n%s", name, once)
		}
	}
}
