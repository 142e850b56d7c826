package cescacs

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

// seedExamples returns the spec's own one-line records (tags, moves and
// comments all on one line, no final newline), read from the seed.
func seedExamples(t *testing.T) []string {
	b, err := os.ReadFile(filepath.Join(sharedDir(t), "seeds", "cescacs-notation.es.txt"))
	if err != nil {
		t.Skipf("seed absent: %v", err)
	}
	var out []string
	for _, line := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(line, "[Variant") && strings.Contains(line, "1. ") {
			out = append(out, strings.TrimSpace(line))
		}
	}
	return out
}

// TestSeedOneLineRecords reads the spec's one-line examples and lists the
// faults lint finds in them, normalized (see NormalizeGame).
func TestSeedOneLineRecords(t *testing.T) {
	recs := seedExamples(t)
	if len(recs) != 4 {
		t.Fatalf("found %d one-line records in the seed, want 4", len(recs))
	}
	var got []string
	for i, rec := range recs {
		games := readGames(t, "seed", []byte(rec), nil)
		if len(games) != 1 {
			t.Fatalf("record %d: %d games", i+1, len(games))
		}
		g := games[0]
		Variant.(normalizer).NormalizeGame(g)
		report := func(d pgn.Diagnostic) { got = append(got, d.Code+" "+d.Pos.String()) }
		Variant.CheckTags(g.Tags, g.Pos, report)
		pgn.Replay(g, Variant, report, nil)
		Variant.(pgn.GameChecker).CheckGame(g, report)
	}
	golden(t, "lint/seed-one-line.txt", []byte(strings.Join(got, "\n")+"\n"))
}
