package chess

import (
	"math/rand/v2"
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
		got, ok := exportTagsQuick(nil, tags, e)
		if !ok {
			if len(tags) <= maxQuickTags {
				t.Fatalf("exportTagsQuick refuses %d tags", len(tags))
			}
			continue
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Fatalf("reduced %v, tags %v: exportTagsQuick (-general +quick):\n%s", reduced, tags, diff)
		}
		// Appending to a slice that held another game's tags, as the
		// Writer does, gives the same list and leaves the prefix alone.
		dirty := []pgn.Tag{{Name: "Kept", Value: "k"}, {Name: "Stale", Value: "s"}, {Name: "Stale2"}}
		app := Variant.(pgn.TagExportAppender).AppendExportTags(dirty[:1], tags, e)
		if diff := cmp.Diff(append([]pgn.Tag{{Name: "Kept", Value: "k"}}, want...), app); diff != "" {
			t.Fatalf("reduced %v, tags %v: AppendExportTags (-want +got):\n%s", reduced, tags, diff)
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
	games := eachCorpusGame(t, func(_ string, g *pgn.Game) { checkExportTagsQuick(t, g.Tags) })
	if games == 0 {
		t.Fatal("no game read; is the corpus there?")
	}
}

// TestKindOf keeps the tag kinds in step with the roster, whose place in
// pgn.SevenTagRoster indexes rosterMissing, and with pgn.RosterBit.
func TestKindOf(t *testing.T) {
	for i, name := range pgn.SevenTagRoster {
		if k := kindOf(name); k != tagKind(i) || pgn.RosterBit(name) != 1<<k {
			t.Errorf("kindOf(%q) = %d, pgn.RosterBit %d; want %d", name, k, pgn.RosterBit(name), i)
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

// TestCheckTagsCleanMatchesGeneral compares CheckTags, which takes clean
// tags in one pass, with the general route on random tag lists drawn from
// a pool of good and bad values, missing roster tags, and SetUp and FEN
// in and out of agreement.
func TestCheckTagsCleanMatchesGeneral(t *testing.T) {
	pool := []pgn.Tag{
		{Name: "Event", Value: "E"}, {Name: "Site", Value: "S"}, {Name: "Date", Value: "2024.01.02"},
		{Name: "Date", Value: "2024.02.30"}, {Name: "Date", Value: "1999-05-13"}, {Name: "Round", Value: "1"},
		{Name: "Round", Value: "02"}, {Name: "White", Value: "W"}, {Name: "Black", Value: "B"},
		{Name: "Result", Value: "1-0"}, {Name: "Result", Value: "won"}, {Name: "ECO", Value: "C20"},
		{Name: "ECO", Value: "Z99"}, {Name: "WhiteElo", Value: "2700"}, {Name: "BlackElo", Value: "1500?"},
		{Name: "TimeControl", Value: "180+2"}, {Name: "TimeControl", Value: "0"}, {Name: "UTCTime", Value: "25:00:00"},
		{Name: "UTCDate", Value: "2024.03.01"}, {Name: "Time", Value: "12:00:00"}, {Name: "PlyCount", Value: "07"},
		{Name: "SetUp", Value: "1"}, {Name: "SetUp", Value: "0"}, {Name: "SetUp", Value: "2"},
		{Name: "FEN", Value: "4k3/8/8/8/8/8/8/4K3 w - - 0 1"}, {Name: "Mode", Value: "ics"},
		{Name: "Termination", Value: "normal"}, {Name: "EventDate", Value: "2024.??.??"}, {Name: "Opening", Value: "O"},
	}
	rng := rand.New(rand.NewPCG(3, 4))
	game := pgn.Position{Line: 1, Column: 1}
	clean := 0
	for range 20000 {
		tags := make([]pgn.Tag, rng.IntN(12))
		for i := range tags {
			tags[i] = pool[rng.IntN(len(pool))]
			tags[i].ValuePos = pgn.Position{Line: i + 1}
		}
		var got, want pgn.DiagnosticList
		Variant.CheckTags(tags, game, got.Add)
		checkTagsGeneral(tags, game, want.Add)
		if diff := cmp.Diff(want, got); diff != "" {
			t.Fatalf("tags %v (-general +CheckTags):\n%s", tags, diff)
		}
		if _, ok := cleanTags(tags); ok {
			clean++
		}
	}
	if clean == 0 {
		t.Error("no tag list was clean")
	}
}
