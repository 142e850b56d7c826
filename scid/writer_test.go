package scid

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pgntool/pgntool/internal/testdir"
	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants/chess"
)

// writeBase writes the games of a PGN file into a new base at out.
func writeBase(t *testing.T, pgnFile, out string, h Header) []string {
	data, err := os.ReadFile(pgnFile)
	if err != nil {
		t.Skip(err)
	}
	w, err := Create(out, CreateOptions{Header: h})
	if err != nil {
		t.Fatal(err)
	}
	r := pgn.NewReaderBytes(data, pgn.ReaderOptions{File: pgnFile, Variant: chess.Variant})
	var warnings []string
	for {
		g, err := r.ReadGame()
		if err != nil {
			break
		}
		if g.Empty() {
			continue
		}
		ws, err := w.Add(g)
		if err != nil {
			t.Fatal(err)
		}
		warnings = append(warnings, ws...)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return warnings
}

// TestWriteLikeScid imports the source PGN of each base Scid made and
// compares the files: the game and name files byte for byte, the index
// byte for byte but for the StoredLineCode (byte 33 of each entry), which
// needs Scid's table of common openings and may be 0.
func TestWriteLikeScid(t *testing.T) {
	dir := testdir.Shared(t, "corpus/scid")
	tests := []struct {
		base, pgn string
		header    Header
		warnings  []string
	}{
		{"features/features", "features/games.pgn", Header{Type: 3, AutoLoad: 2, Description: "pgntool test DB: äöü", FlagNames: [6]string{"MyFlag1", "", "", "", "", "Sixth"}}, nil},
		{"eco/eco", "eco/eco.pgn", Header{}, nil},
		{"block/block", "block/block.pgn", Header{}, nil},
		{"edge/edge", "edge/edge.pgn", Header{}, []string{
			"game 1: tag LongTag left out: its value is longer than the 255 bytes Scid stores",
			"game 1: tag WhiteElo left out: Scid stores ratings up to 4000",
			"game 1: EventDate 2015.01.01 left out: Scid stores an EventDate at most 3 years from the Date",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.base, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "out")
			warnings := writeBase(t, filepath.Join(dir, tt.pgn), out, tt.header)
			if diff := cmp.Diff(tt.warnings, warnings); diff != "" {
				t.Errorf("warnings (-want +got):\n%s", diff)
			}
			for _, ext := range []string{".sg4", ".sn4", ".si4"} {
				got, err := os.ReadFile(out + ext)
				if err != nil {
					t.Fatal(err)
				}
				want, err := os.ReadFile(filepath.Join(dir, tt.base+ext))
				if err != nil {
					t.Fatal(err)
				}
				if ext == ".si4" && len(got) == len(want) {
					for e := headerSize400 + 33; e < len(got); e += entrySize400 {
						got[e], want[e] = 0, 0
					}
				}
				if !bytes.Equal(got, want) {
					i := firstDiff(got, want)
					t.Errorf("%s differs from Scid's at byte %d (sizes %d and %d): ours % x, Scid's % x", ext, i, len(got), len(want),
						got[i:min(len(got), i+8)], want[i:min(len(want), i+8)])
				}
			}
		})
	}
}

func TestCreateRefusesExisting(t *testing.T) {
	base := filepath.Join(t.TempDir(), "b")
	if err := os.WriteFile(base+".sn4", nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Create(base, CreateOptions{}); !errors.Is(err, os.ErrExist) {
		t.Errorf("Create over an existing base: %v, want ErrExist", err)
	}
	w, err := Create(base+".si4", CreateOptions{Overwrite: true})
	if err != nil {
		t.Fatal(err)
	}
	w.Abort()
	left, _ := filepath.Glob(filepath.Join(filepath.Dir(base), ".*"))
	if len(left) != 0 {
		t.Errorf("Abort left %v", left)
	}
	if _, err := os.Stat(base + ".si4"); err == nil {
		t.Error("Abort wrote the index")
	}
}

func TestAddRefusesOtherGames(t *testing.T) {
	w, err := Create(filepath.Join(t.TempDir(), "b"), CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Abort()
	g := &pgn.Game{Variant: chess.Variant, Tags: []pgn.Tag{{Name: "Variant", Value: "Chess960"}}}
	if _, err := w.Add(g); err == nil {
		t.Error("a Chess960 game was added")
	}
	g = &pgn.Game{Variant: chess.Variant, Moves: pgn.Line{Moves: []*pgn.Node{{Text: "e5"}}}}
	if _, err := w.Add(g); err == nil {
		t.Error("an illegal move was added")
	}
	if w.games != 0 {
		t.Errorf("%d games added", w.games)
	}
}

func TestAddWarnsAndRefuses(t *testing.T) {
	w, err := Create(filepath.Join(t.TempDir(), "b"), CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Abort()
	g := &pgn.Game{Variant: chess.Variant, Moves: pgn.Line{Moves: []*pgn.Node{{Text: "e4", NAGs: []int{300}}}}}
	if _, err := w.Add(g); err == nil || !strings.Contains(err.Error(), "NAG $300") {
		t.Errorf("NAG 300: %v", err)
	}
	g = &pgn.Game{Variant: chess.Variant, After: []pgn.Comment{{Text: "late"}}, Tags: []pgn.Tag{{Name: "Variant", Value: "From Position"}}}
	ws, err := w.Add(g)
	if err != nil || len(ws) != 1 || !strings.Contains(ws[0], "after the result") {
		t.Errorf("comment after the result: %v, %v", ws, err)
	}
}

// TestAppend writes the features games in two goes, the second through
// Append, and gets the base written in one go.
func TestAppend(t *testing.T) {
	src := filepath.Join(testdir.Shared(t, "corpus/scid"), "features/games.pgn")
	data, err := os.ReadFile(src)
	if err != nil {
		t.Skip(err)
	}
	var games []*pgn.Game
	r := pgn.NewReaderBytes(data, pgn.ReaderOptions{Variant: chess.Variant})
	for {
		g, err := r.ReadGame()
		if err != nil {
			break
		}
		games = append(games, g)
	}
	dir := t.TempDir()
	write := func(w *Writer, gs []*pgn.Game) {
		for _, g := range gs {
			if _, err := w.Add(g); err != nil {
				t.Fatal(err)
			}
		}
		if err := w.Close(); err != nil {
			t.Fatal(err)
		}
	}
	one, err := Create(filepath.Join(dir, "one"), CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	write(one, games)
	two, err := Create(filepath.Join(dir, "two"), CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	write(two, games[:2])
	before, _ := os.ReadFile(filepath.Join(dir, "two.si4"))
	more, err := Append(filepath.Join(dir, "two.si4"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := more.Add(games[2]); err != nil {
		t.Fatal(err)
	}
	if now, _ := os.ReadFile(filepath.Join(dir, "two.si4")); !bytes.Equal(now, before) {
		t.Error("the base changed before Close")
	}
	write(more, games[3:])
	for _, ext := range []string{".si4", ".sn4", ".sg4"} {
		a, _ := os.ReadFile(filepath.Join(dir, "one"+ext))
		b, _ := os.ReadFile(filepath.Join(dir, "two"+ext))
		if !bytes.Equal(a, b) {
			t.Errorf("%s: appended base differs from the one written at once at byte %d", ext, firstDiff(a, b))
		}
	}
	if left, _ := filepath.Glob(filepath.Join(dir, ".*")); len(left) != 0 {
		t.Errorf("temporary files left: %v", left)
	}
}

// TestAddEncodedAsAdd: games encoded ahead by two Encoders in turn, kept,
// and added in order by AddEncoded make the base Add makes of them, with
// the same warnings and errors: the chess corpus files under 64 KB, and
// games that warn and are refused.
func TestAddEncodedAsAdd(t *testing.T) {
	var games []*pgn.Game
	filepath.WalkDir(testdir.Shared(t, "corpus/chess"), func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".pgn") {
			return nil
		}
		if info, err := d.Info(); err != nil || info.Size() >= 64<<10 {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for g, err := range pgn.NewReaderBytes(data, pgn.ReaderOptions{File: path, Variant: chess.Variant}).Games() {
			if err != nil {
				break
			}
			games = append(games, g)
		}
		return nil
	})
	games = append(games,
		&pgn.Game{Variant: chess.Variant, Moves: pgn.Line{Moves: []*pgn.Node{{Text: "e4", NAGs: []int{300}}}}},
		&pgn.Game{Variant: chess.Variant, After: []pgn.Comment{{Text: "late"}}, Tags: []pgn.Tag{{Name: "WhiteElo", Value: "5000"}, {Name: "Event", Value: strings.Repeat("e", 300)}, {Name: "Annotator", Value: strings.Repeat("a", 300)}}},
		&pgn.Game{Variant: chess.Variant, Tags: []pgn.Tag{{Name: "Variant", Value: "Atomic"}}},
	)
	if len(games) < 100 {
		t.Skipf("%d games in the corpus", len(games))
	}
	dir := t.TempDir()
	var outs [2]string
	for i := range outs {
		out := filepath.Join(dir, "b"+itoa(i))
		w, err := Create(out, CreateOptions{})
		if err != nil {
			t.Fatal(err)
		}
		var log strings.Builder
		note := func(ws []string, err error) {
			log.WriteString(strings.Join(ws, "\n") + "|")
			if err != nil {
				log.WriteString(err.Error())
			}
			log.WriteString("\n")
		}
		if i == 0 {
			for _, g := range games {
				note(w.Add(g))
			}
		} else {
			var encs [2]Encoder
			encoded := make([]Encoded, len(games))
			for j, g := range games {
				encs[j%2].Encode(g, &encoded[j])
			}
			for j := range encoded {
				note(w.AddEncoded(&encoded[j]))
			}
		}
		if err := w.Close(); err != nil {
			t.Fatal(err)
		}
		outs[i] = log.String()
		for _, ext := range []string{".si4", ".sn4", ".sg4"} {
			data, err := os.ReadFile(out + ext)
			if err != nil {
				t.Fatal(err)
			}
			outs[i] += string(data)
		}
	}
	if outs[0] != outs[1] {
		t.Errorf("AddEncoded made another base or other messages than Add")
	}
	if !strings.Contains(outs[0], "NAG $300") || !strings.Contains(outs[0], "ratings up to 4000") || !strings.Contains(outs[0], "Atomic") {
		t.Errorf("the refusals and warnings are not all there:\n%s", outs[0][:min(len(outs[0]), 4000)])
	}
}

// TestIndexValue: indexValue places each name of indexValueNames, and no
// other.
func TestIndexValue(t *testing.T) {
	for i, name := range indexValueNames {
		if got := indexValue(name); got != i {
			t.Errorf("indexValue(%q) = %d, want %d", name, got, i)
		}
	}
	for _, name := range []string{"", "event", "WhiteElo", "FEN", "Opening"} {
		if got := indexValue(name); got != -1 {
			t.Errorf("indexValue(%q) = %d, want -1", name, got)
		}
	}
}
