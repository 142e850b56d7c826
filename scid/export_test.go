package scid

import (
	"bytes"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pgntool/pgntool/internal/testdir"
	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants/chess"
)

// comparePGNWriter writes every game of the base at path with a
// PGNWriter and with pgn.Writer (which checks each game with pgn.Check):
// the bytes and the faults must be the same. It returns how many games
// took the PGNWriter's own path, how many there were, and how many end in
// a position that forces another result than theirs.
func comparePGNWriter(t *testing.T, path string) (fast, games, forcedOther int) {
	t.Helper()
	b, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	pw := b.PGNWriter()
	var gotFaults, wantFaults pgn.DiagnosticList
	w := pgn.NewWriter(nil, pgn.WriterOptions{Report: wantFaults.Add})
	for g, err := range b.Games(Options{IncludeDeleted: true}) {
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		games++
		if pw.fast(g) {
			fast++
		}
		if forced, _ := b.dec.board.Outcome(); forced != "" && forced != g.ExportResult() {
			forcedOther++
		}
		gotFaults, wantFaults = gotFaults[:0], wantFaults[:0]
		got, _, err := pw.AppendGame(nil, g, gotFaults.Add)
		if err != nil {
			t.Fatal(err)
		}
		want, _, err := w.AppendGame(nil, g)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s: game %d:\n got %s\nwant %s", path, g.Pos.Game, got, want)
		}
		if diff := cmp.Diff(wantFaults, gotFaults); diff != "" {
			t.Errorf("%s: game %d: faults differ (-pgn.Check +PGNWriter):\n%s", path, g.Pos.Game, diff)
		}
	}
	return fast, games, forcedOther
}

// TestPGNWriterCorpusBases: for every game of every corpus base, the
// PGNWriter writes what pgn.Writer writes and reports what pgn.Check
// reports; the eco base's games (standard start, no null move) all take
// its own path but the two whose mate contradicts their result "*".
func TestPGNWriterCorpusBases(t *testing.T) {
	dir := testdir.Shared(t, "corpus/scid")
	indexes, _ := filepath.Glob(filepath.Join(dir, "*", "*.si4"))
	if len(indexes) == 0 {
		t.Skipf("no Scid bases in %s", dir)
	}
	for _, si := range indexes {
		fast, games, forcedOther := comparePGNWriter(t, si)
		t.Logf("%s: %d of %d games on the PGNWriter's own path", filepath.Base(si), fast, games)
		if filepath.Base(si) == "eco.si4" && (fast != games-forcedOther || forcedOther != 2) {
			t.Errorf("eco: %d of %d games on the PGNWriter's own path, %d with a result the position contradicts; want all but those 2", fast, games, forcedOther)
		}
	}
}

// TestPGNWriterChessCorpus writes the small files of the chess corpus
// (all of them with PGNTOOL_LONG=1) into bases and compares the
// PGNWriter with pgn.Writer on every game read back: games with
// checkmates, stalemates, results that contradict them, FEN starts, odd
// tags, comments, NAGs and variations.
func TestPGNWriterChessCorpus(t *testing.T) {
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
	fast, games := 0, 0
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		out := filepath.Join(t.TempDir(), "w")
		w, err := Create(out, CreateOptions{})
		if err != nil {
			t.Fatal(err)
		}
		r := pgn.NewReaderBytes(data, pgn.ReaderOptions{File: file, Variant: chess.Variant})
		for {
			g, err := r.ReadGame()
			if err != nil {
				break
			}
			w.Add(g) // a game the base cannot hold is left out
		}
		if err := w.Close(); err != nil {
			t.Fatal(err)
		}
		f, n, _ := comparePGNWriter(t, out)
		fast += f
		games += n
	}
	t.Logf("%d of %d games on the PGNWriter's own path", fast, games)
	if fast == 0 || fast == games {
		t.Errorf("%d of %d games on the PGNWriter's own path: want both paths compared", fast, games)
	}
}

// TestPGNWriterOtherGames: a game that is not the one the base decoded
// last (the decoder's board has moved on), or one changed since, goes
// through pgn.Writer and pgn.Check.
func TestPGNWriterOtherGames(t *testing.T) {
	b, err := Open(filepath.Join(testdir.Shared(t, "corpus/scid"), "features", "features"))
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	first, err := b.Game(1)
	if err != nil {
		t.Fatal(err)
	}
	pw := b.PGNWriter()
	if !pw.fast(first) {
		t.Fatal("game 1 of features, just decoded, is not written on the PGNWriter's own path")
	}
	if _, err := b.Game(2); err != nil {
		t.Fatal(err)
	}
	if pw.fast(first) {
		t.Error("game 1, with game 2 decoded since, is written on the PGNWriter's own path")
	}
	got, _, err := pw.AppendGame(nil, first, nil)
	if err != nil {
		t.Fatal(err)
	}
	want, _, _ := pgn.NewWriter(nil, pgn.WriterOptions{}).AppendGame(nil, first)
	if !bytes.Equal(got, want) {
		t.Errorf("game 1 written after game 2 was decoded:\n got %s\nwant %s", got, want)
	}
	if _, _, err := pw.AppendGame(nil, nil, nil); err == nil {
		t.Error("no game: no error")
	}
}

// TestExportTags compares exportTags with chess's ExportTags on tag lists
// of standard-start games: roster tags missing, repeated, out of order;
// other tags in any order, with duplicates; a Result tag that differs
// from the result written.
func TestExportTags(t *testing.T) {
	tag := func(name, value string) pgn.Tag { return pgn.Tag{Name: name, Value: value} }
	for _, tags := range [][]pgn.Tag{
		nil,
		{tag("Event", "e"), tag("Site", "s"), tag("Date", "2020.01.01"), tag("Round", "1"), tag("White", "w"), tag("Black", "b"), tag("Result", "1-0")},
		{tag("White", "w"), tag("ECO", "B12"), tag("Annotator", "a"), tag("Black", "b"), tag("WhiteElo", "2000"), tag("BlackElo", "1900")},
		{tag("Zeta", "1"), tag("Alpha", "2"), tag("Event", "e1"), tag("Event", "e2"), tag("Alpha", "3"), tag("Result", "0-1"), tag("alpha", "4"), tag("_x", "5")},
		{tag("Round", "?"), tag("Date", "1999.??.??"), tag("EventDate", "1999.??.??"), tag("Date", "2000.??.??")},
	} {
		var want []nameValue
		for _, t := range chess.Variant.ExportTags(tags, pgn.TagExport{Result: "1/2-1/2", Notation: chess.SAN}) {
			want = append(want, nameValue{t.Name, t.Value})
		}
		got := exportTags(nil, tags, "1/2-1/2")
		if diff := cmp.Diff(want, got, cmp.AllowUnexported(nameValue{})); diff != "" {
			t.Errorf("tags %v (-ExportTags +exportTags):\n%s", tags, diff)
		}
	}
}

// TestExportTagsMatchesGeneral: exportTags gives what exportTagsGeneral
// gives for random tag lists, with roster tags missing, repeated and out
// of order, other tags repeated and unsorted, and lists longer than 64.
func TestExportTagsMatchesGeneral(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 7))
	names := []string{"Event", "Site", "Date", "Round", "White", "Black", "Result", "ECO", "WhiteElo", "Annotator", "PlyCount", "A", "Z", "event"}
	for range 20000 {
		var tags []pgn.Tag
		n := rng.IntN(16)
		if rng.IntN(50) == 0 {
			n = 60 + rng.IntN(10)
		}
		for i := range n {
			tags = append(tags, pgn.Tag{Name: names[rng.IntN(len(names))], Value: strconv.Itoa(i)})
		}
		got := exportTags(nil, tags, "1-0")
		want := exportTagsGeneral(nil, tags, "1-0")
		if !slices.Equal(got, want) {
			t.Fatalf("tags %v:\n got %v\nwant %v", tags, got, want)
		}
	}
}

// TestNameAfter: nameAfter is a > b for names alike and unlike in their
// first byte, empty ones and prefixes.
func TestNameAfter(t *testing.T) {
	names := []string{"", "A", "Annotator", "ECO", "Event", "EventDate", "event", "Z", "WhiteElo", "White", "Black", "\xff"}
	for _, a := range names {
		for _, b := range names {
			if got := nameAfter(a, b); got != (a > b) {
				t.Errorf("nameAfter(%q, %q) = %v", a, b, got)
			}
		}
	}
}
