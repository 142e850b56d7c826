package parquet

import (
	"encoding/binary"
	"errors"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pgntool/pgntool/internal/testdir"
	"github.com/pgntool/pgntool/pgn"
)

// recordGames are games of every variant, with and without errors, tags
// in and out of the typed columns, and one whose board cannot be set up.
func recordGames(t testing.TB) []*pgn.Game {
	var games []*pgn.Game
	for _, name := range []string{"chess-annotated.pgn", "chess-commands.pgn", "xiangqi-chinese.pgn", "cescacs.pgn"} {
		text, err := os.ReadFile(filepath.Join(testdir.Root(t), "testdata", "convert", name))
		if err != nil {
			t.Fatal(err)
		}
		games = append(games, readGames(t, name, string(text))...)
	}
	const faults = `[Event "Faults"]
[Date "2024.02.30"]
[White "A"]
[WhiteElo "2700?"]
[BlackElo "1500"]
[Result "*"]

1. e4 e5 2. Ke3 Nc6 3. Nf3 *

[Annotator "X"]
[Annotator "Y"]

1. e4 2. Ke2 *

[FEN "not a position"]
[SetUp "1"]

1. e4 *
`
	return append(games, readGames(t, "faults.pgn", faults)...)
}

// TestRecordCarriesRows checks that a record read back gives the rows
// Build made: the row Rows.Game shows, and a positions row per position
// with the move that led to it.
func TestRecordCarriesRows(t *testing.T) {
	var r Rows
	var in recordReader
	for _, g := range recordGames(t) {
		for _, positions := range []bool{false, true} {
			if err := r.Build(g, positions); err != nil {
				t.Fatal(err)
			}
			rec, err := r.AppendRecord([]byte("prefix"))
			if err != nil {
				t.Fatal(err)
			}
			if err := in.read(rec[len("prefix"):], true); err != nil {
				t.Fatalf("%s:%d: %v", g.Pos.File, g.Pos.Line, err)
			}
			want := *r.Game()
			got := in.rows[0]
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("%s:%d: row (-built +read):\n%s", g.Pos.File, g.Pos.Line, diff)
			}
			if in.gameBytes != r.b.gameBytes || in.positionBytes != r.b.positionBytes {
				t.Errorf("%s:%d: sizes %d %d, want %d %d", g.Pos.File, g.Pos.Line, in.gameBytes, in.positionBytes, r.b.gameBytes, r.b.positionBytes)
			}
			w := &r.b.moves
			wantPositions := 0
			if positions && w.set {
				wantPositions = w.moves() + 1
			}
			if len(in.positions) != wantPositions {
				t.Fatalf("%s:%d: %d positions, want %d", g.Pos.File, g.Pos.Line, len(in.positions), wantPositions)
			}
			for i, p := range in.positions {
				if p.Ply != int32(i) || p.Key != w.keys[i] || string(p.Position) != string(w.position(i)) {
					t.Errorf("%s:%d: position %d: %d %x %q", g.Pos.File, g.Pos.Line, i, p.Ply, p.Key, p.Position)
				}
				if i == 0 {
					if p.Move != nil || p.MoveUCI != nil {
						t.Errorf("%s:%d: the start position has a move", g.Pos.File, g.Pos.Line)
					}
					continue
				}
				if *p.Move != want.Moves[i-1] || (want.MovesUCI != nil) != (p.MoveUCI != nil) || p.MoveUCI != nil && *p.MoveUCI != want.MovesUCI[i-1] {
					t.Errorf("%s:%d: position %d: move %v %v, want %q", g.Pos.File, g.Pos.Line, i, deref(p.Move), deref(p.MoveUCI), want.Moves[i-1])
				}
			}
		}
	}
}

// TestRecordRefused checks that WriteRecord refuses every cut of a record
// and a record with a byte changed where that makes it no record, writes
// nothing for them, and stays usable.
func TestRecordRefused(t *testing.T) {
	var r Rows
	e := NewEncoder(io.Discard, Options{Positions: io.Discard})
	for _, g := range recordGames(t) {
		if err := r.Build(g, true); err != nil {
			t.Fatal(err)
		}
		rec, _ := r.AppendRecord(nil)
		for n := range len(rec) {
			if err := e.WriteRecord(rec[:n]); !errors.Is(err, ErrBadRecord) {
				t.Fatalf("%s:%d: a record cut at %d of %d: %v", g.Pos.File, g.Pos.Line, n, len(rec), err)
			}
		}
		if err := e.WriteRecord(append(rec, 0)); !errors.Is(err, ErrBadRecord) {
			t.Errorf("%s:%d: a record with a byte more: %v", g.Pos.File, g.Pos.Line, err)
		}
		if err := e.WriteRecord(rec); err != nil {
			t.Fatal(err)
		}
	}
	if got, want := e.Games(), int64(len(recordGames(t))); got != want {
		t.Errorf("%d games written, want %d", got, want)
	}
	if err := e.End(); err != nil {
		t.Fatal(err)
	}
	if _, err := new(Rows).AppendRecord(nil); !errors.Is(err, ErrNotBuilt) {
		t.Errorf("AppendRecord of rows never built: %v", err)
	}
}

// TestRecordHugeLengths puts a varint of 2^64-1 (and of 2^63) at every
// place of each record: wherever a length or size is read, the decoder
// must refuse it, not panic or take it for a negative number; and a huge
// size of the game's rows is refused.
func TestRecordHugeLengths(t *testing.T) {
	var r Rows
	e := NewEncoder(io.Discard, Options{Positions: io.Discard})
	huge := [][]byte{
		binary.AppendUvarint(nil, math.MaxUint64),
		binary.AppendUvarint(nil, 1<<63),
	}
	for _, g := range recordGames(t) {
		if err := r.Build(g, true); err != nil {
			t.Fatal(err)
		}
		rec, _ := r.AppendRecord(nil)
		for i := 1; i < len(rec); i++ {
			for _, h := range huge {
				bad := append(append(slices.Clip(rec[:i]), h...), rec[i:]...)
				func() {
					defer func() {
						if p := recover(); p != nil {
							t.Fatalf("%s:%d: a huge varint at %d of %d: panic %v", g.Pos.File, g.Pos.Line, i, len(rec), p)
						}
					}()
					_ = e.WriteRecord(bad)
				}()
			}
		}
		// The game's rows' size follows the magic byte and the flags.
		_, n := binary.Uvarint(rec[1:])
		bad := append(append(slices.Clip(rec[:1+n]), huge[0]...), rec[1+n:]...)
		if err := e.WriteRecord(bad); !errors.Is(err, ErrBadRecord) {
			t.Errorf("%s:%d: a record whose rows are 2^64-1 bytes: %v", g.Pos.File, g.Pos.Line, err)
		}
	}
}

// FuzzRecordRead feeds the decoder of WriteRecord any bytes: it refuses
// them or reads a row whose moves and positions agree, and never panics.
func FuzzRecordRead(f *testing.F) {
	var r Rows
	for _, g := range recordGames(f) {
		if r.Build(g, true) == nil {
			rec, _ := r.AppendRecord(nil)
			f.Add(rec)
		}
	}
	var in recordReader
	f.Fuzz(func(t *testing.T, rec []byte) {
		if err := in.read(rec, true); err != nil {
			if !errors.Is(err, ErrBadRecord) {
				t.Fatal(err)
			}
			return
		}
		row := &in.rows[0]
		if int(row.PlyCount) != len(row.Moves) || row.MovesUCI != nil && len(row.MovesUCI) != len(row.Moves) {
			t.Errorf("ply count %d, %d moves, %d UCI moves", row.PlyCount, len(row.Moves), len(row.MovesUCI))
		}
		if len(in.positions) != 0 && len(in.positions) != len(row.Moves)+1 {
			t.Errorf("%d positions for %d moves", len(in.positions), len(row.Moves))
		}
	})
}
