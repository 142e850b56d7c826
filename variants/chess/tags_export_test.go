package chess

import (
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pgntool/pgntool/pgn"
)

// checkExportTagsQuick compares exportTagsQuick with the general route on
// one tag list, full and reduced.
func checkExportTagsQuick(t *testing.T, tags []pgn.Tag) {
	t.Helper()
	for _, reduced := range []bool{false, true} {
		e := pgn.TagExport{Result: "1/2-1/2", Reduced: reduced}
		want := exportTagsGeneral(tags, e)
		got, ok := exportTagsQuick(tags, e)
		if !ok {
			if len(tags) <= maxQuickTags {
				t.Fatalf("exportTagsQuick refuses %d tags", len(tags))
			}
			continue
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Fatalf("reduced %v, tags %v: exportTagsQuick (-general +quick):\n%s", reduced, tags, diff)
		}
	}
}

// TestExportTagsQuickMatchesGeneral compares the two routes on shuffled
// tag lists drawn from a pool with duplicates, names that sort around
// the SetUp the export may add, Result tags, and FEN and Variant tags
// that make the export keep or add a SetUp.
func TestExportTagsQuickMatchesGeneral(t *testing.T) {
	pool := []pgn.Tag{
		{Name: "Event", Value: "E"}, {Name: "Event", Value: "E2"}, {Name: "Site", Value: "S"},
		{Name: "Date", Value: "2024.01.02"}, {Name: "Round", Value: "1"}, {Name: "White", Value: "W"},
		{Name: "Black", Value: "B"}, {Name: "Result", Value: "1-0"}, {Name: "Result", Value: "0-1"},
		{Name: "ECO", Value: "C20"}, {Name: "Opening", Value: "O"}, {Name: "S", Value: "x"},
		{Name: "SetUp", Value: "0"}, {Name: "SetUp", Value: "1"}, {Name: "Setup", Value: "y"},
		{Name: "SetUpX", Value: "z"}, {Name: "FEN", Value: "4k3/8/8/8/8/8/8/4K3 w - - 0 1"},
		{Name: "FEN", Value: StartFEN}, {Name: "Variant", Value: "Chess960"}, {Name: "Variant", Value: "Standard"},
		{Name: "", Value: "empty name"}, {Name: "a", Value: "lower"}, {Name: "Zz", Value: "last"},
		{Name: "WhiteElo", Value: "2700"}, {Name: "Annotator", Value: "A"},
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 20000 {
		n := rng.IntN(len(pool) + 1)
		tags := make([]pgn.Tag, n)
		for i := range tags {
			tags[i] = pool[rng.IntN(len(pool))]
		}
		checkExportTagsQuick(t, tags)
	}
	checkExportTagsQuick(t, nil)
	many := make([]pgn.Tag, maxQuickTags+1)
	for i := range many {
		many[i] = pool[i%len(pool)]
	}
	checkExportTagsQuick(t, many[:maxQuickTags])
	checkExportTagsQuick(t, many)
}

// TestExportTagsQuickOnCorpus compares the two routes on the tags of
// every game of the chess corpus.
func TestExportTagsQuickOnCorpus(t *testing.T) {
	games := 0
	for _, path := range corpusFiles(t, filepath.Join(sharedDir(t), "corpus", "chess")) {
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		r := pgn.NewReader(f, pgn.ReaderOptions{File: path, Variant: Variant})
		for {
			g, err := r.ReadGame()
			if err == io.EOF {
				break
			}
			if err != nil || g == nil {
				t.Fatalf("%s: %v", path, err)
			}
			checkExportTagsQuick(t, g.Tags)
			games++
		}
		f.Close()
	}
	if games == 0 {
		t.Fatal("no game read; is the corpus there?")
	}
}

// TestKindOf keeps the tag kinds in step with the roster, whose place in
// pgn.SevenTagRoster indexes rosterMissing, and with rosterBit.
func TestKindOf(t *testing.T) {
	for i, name := range pgn.SevenTagRoster {
		if k := kindOf(name); k != tagKind(i) || rosterBit(name) != 1<<k {
			t.Errorf("kindOf(%q) = %d, rosterBit %d; want %d", name, k, rosterBit(name), i)
		}
	}
	for name, want := range map[string]tagKind{"EventDate": kindEventDate, "WhiteElo": kindElo, "BlackElo": kindElo,
		"SetUp": kindSetUp, "FEN": kindFEN, "Opening": kindOther, "": kindOther, "date": kindOther} {
		if k := kindOf(name); k != want {
			t.Errorf("kindOf(%q) = %d, want %d", name, k, want)
		}
	}
	if kindCheck[kindOther] != nil || kindCheck[kindFEN] != nil || kindCheck[kindDate] == nil {
		t.Error("kindCheck checks the wrong kinds")
	}
}
