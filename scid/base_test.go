package scid_test

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pgntool/pgntool/internal/testdir"
	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/scid"
)

// featuresBase returns the path of the features corpus base, or skips.
func featuresBase(t testing.TB) string {
	base := filepath.Join(testdir.Shared(t, "corpus/scid"), "features", "features")
	if _, err := os.Stat(base + ".si4"); err != nil {
		t.Skipf("no features base: %v", err)
	}
	return base
}

// copyBase copies the three files of base into a temporary directory,
// passing each through edit (by extension) when it is given.
func copyBase(t *testing.T, base string, edit map[string]func([]byte) []byte) string {
	dir := t.TempDir()
	out := filepath.Join(dir, filepath.Base(base))
	for _, ext := range []string{".si4", ".sn4", ".sg4"} {
		data, err := os.ReadFile(base + ext)
		if err != nil {
			t.Fatal(err)
		}
		if f := edit[ext]; f != nil {
			data = f(append([]byte(nil), data...))
		}
		if err := os.WriteFile(out+ext, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// exportAll writes every game the iteration gives with pgn.Writer.
func exportAll(t *testing.T, b *scid.Base, opts scid.Options) string {
	var out bytes.Buffer
	w := pgn.NewWriter(&out, pgn.WriterOptions{})
	for g, err := range b.Games(opts) {
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.WriteGame(g); err != nil {
			t.Fatal(err)
		}
	}
	return out.String()
}

func TestOpenNamesAndHeader(t *testing.T) {
	base := featuresBase(t)
	for _, path := range []string{base, base + ".si4", base + ".sg4", base + ".sn4"} {
		b, err := scid.Open(path)
		if err != nil {
			t.Fatalf("Open(%s): %v", path, err)
		}
		want := scid.Header{Version: 400, Type: 3, Games: 5, AutoLoad: 2, Description: "pgntool test DB: äöü",
			FlagNames: [6]string{"MyFlag1", "", "", "", "", "Sixth"}}
		if diff := cmp.Diff(want, b.Header); diff != "" {
			t.Errorf("Open(%s) header (-want +got):\n%s", path, diff)
		}
		if b.NumGames() != 5 || b.Name() != base {
			t.Errorf("Open(%s): NumGames %d, Name %q", path, b.NumGames(), b.Name())
		}
		if err := b.Close(); err != nil {
			t.Error(err)
		}
	}
}

func TestOpenRefusesScid5(t *testing.T) {
	dir := t.TempDir()
	for _, ext := range []string{".si5", ".sn5", ".sg5"} {
		if err := os.WriteFile(filepath.Join(dir, "new"+ext), []byte("Scid.si5"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, path := range []string{"new", "new.si5"} {
		_, err := scid.Open(filepath.Join(dir, path))
		if !errors.Is(err, scid.ErrScid5) || !strings.Contains(err.Error(), "Scid 5") {
			t.Errorf("Open(%s) = %v, want ErrScid5 saying Scid 5", path, err)
		}
	}
	if _, err := scid.Open(filepath.Join(dir, "absent")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("Open(absent) = %v, want not exist", err)
	}
}

func TestRandomAccessMatchesIteration(t *testing.T) {
	b, err := scid.Open(featuresBase(t))
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	var seq []*pgn.Game
	for g, err := range b.Games(scid.Options{}) {
		if err != nil {
			t.Fatal(err)
		}
		seq = append(seq, g)
	}
	for _, n := range []int{5, 1, 3, 2, 4} {
		g, err := b.Game(n)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(seq[n-1], g, cmp.Comparer(func(a, b pgn.Variant) bool { return a == b })); diff != "" {
			t.Errorf("Game(%d) differs from the iteration's game (-iter +random):\n%s", n, diff)
		}
		if g.Pos.Game != n {
			t.Errorf("Game(%d).Pos.Game = %d", n, g.Pos.Game)
		}
	}
	for _, n := range []int{0, 6, -1} {
		if _, err := b.Game(n); err == nil {
			t.Errorf("Game(%d) gave no error", n)
		}
	}
	if err := b.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Game(1); err == nil {
		t.Error("Game after Close gave no error")
	}
}

// TestDeletedGames marks game 2 deleted: the iteration passes it over
// unless asked, random access still reads it.
func TestDeletedGames(t *testing.T) {
	base := copyBase(t, featuresBase(t), map[string]func([]byte) []byte{".si4": func(si []byte) []byte {
		si[182+47+8] |= scid.FlagDeleted
		return si
	}})
	b, err := scid.Open(base)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	count := func(opts scid.Options) (n int, games []int) {
		for g, err := range b.Games(opts) {
			if err != nil {
				t.Fatal(err)
			}
			games = append(games, g.Pos.Game)
		}
		return len(games), games
	}
	if n, games := count(scid.Options{}); n != 4 || games[1] != 3 {
		t.Errorf("default iteration gave games %v, want 1 3 4 5", games)
	}
	if n, _ := count(scid.Options{IncludeDeleted: true}); n != 5 {
		t.Errorf("IncludeDeleted gave %d games, want 5", n)
	}
	e, err := b.Entry(2)
	if err != nil || !e.Deleted() {
		t.Errorf("Entry(2) = %+v, %v: want deleted", e, err)
	}
	if _, err := b.Game(2); err != nil {
		t.Errorf("Game(2): %v", err)
	}
}

// TestVersion300 rewrites the features index in the old format (a
// 128-byte header without flag names, 46-byte entries without the
// length/custom-flag byte) and reads the same games from it.
func TestVersion300(t *testing.T) {
	orig := featuresBase(t)
	old := copyBase(t, orig, map[string]func([]byte) []byte{".si4": func(si []byte) []byte {
		out := append([]byte(nil), si[:128]...)
		out[8], out[9] = 0x01, 0x2C // 300
		for e := 182; e+47 <= len(si); e += 47 {
			out = append(out, si[e:e+6]...)
			out = append(out, si[e+7:e+47]...)
		}
		return out
	}})
	a, err := scid.Open(orig)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	b, err := scid.Open(old)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	if b.Header.Version != 300 || b.Header.FlagNames != [6]string{} || b.Header.Description != a.Header.Description {
		t.Errorf("version-300 header: %+v", b.Header)
	}
	if got, want := exportAll(t, b, scid.Options{}), exportAll(t, a, scid.Options{}); got != want {
		t.Errorf("version 300 reads differently:\n%s\nwant\n%s", got, want)
	}
}

// TestUnknownNameIDs points game 1's White beyond the name list: it reads
// as "?", as Scid reads it.
func TestUnknownNameIDs(t *testing.T) {
	base := copyBase(t, featuresBase(t), map[string]func([]byte) []byte{".si4": func(si []byte) []byte {
		si[182+9] = 0xF0 // White id bits 16-19
		return si
	}})
	b, err := scid.Open(base)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	g, err := b.Game(1)
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := g.Tag("White"); v != "?" {
		t.Errorf("White = %q, want ?", v)
	}
}

// checkErr fails unless err is nil or a *CorruptError naming a file of the
// base, with an offset inside that file and (in the game file) a game
// number of the base.
func checkErr(t *testing.T, base string, games int, err error) {
	t.Helper()
	if err == nil {
		return
	}
	var ce *scid.CorruptError
	if !errors.As(err, &ce) {
		t.Fatalf("error %v is not a *CorruptError", err)
	}
	st, serr := os.Stat(ce.File)
	if serr != nil || !strings.HasPrefix(ce.File, base+".s") {
		t.Fatalf("error %v names %q, not a file of %s", err, ce.File, base)
	}
	if ce.Offset < 0 || ce.Offset > st.Size() {
		t.Fatalf("error %v: offset %d outside the file of %d bytes", err, ce.Offset, st.Size())
	}
	if strings.HasSuffix(ce.File, ".sg4") && (ce.Game < 1 || ce.Game > games) {
		t.Fatalf("error %v: game %d not in 1..%d", err, ce.Game, games)
	}
}

// readAll opens base and decodes every game, checking each error.
func readAll(t *testing.T, base string) (games, faults int) {
	b, err := scid.Open(base)
	if err != nil {
		checkErr(t, base, 0, err)
		return 0, 1
	}
	defer b.Close()
	for g, err := range b.Games(scid.Options{IncludeDeleted: true}) {
		checkErr(t, base, b.NumGames(), err)
		if err != nil {
			faults++
			continue
		}
		if g == nil {
			t.Fatal("nil game without an error")
		}
		games++
	}
	return games, faults
}

// TestTruncatedBases cuts the features base's game file at every length,
// and each other file of the features, eco and block bases at 10 to 60
// lengths: every cut gives errors that
// name the file, the game and an offset inside the file, and no panic.
func TestTruncatedBases(t *testing.T) {
	corpus := testdir.Shared(t, "corpus/scid")
	for name, cuts := range map[string]int{"features/features": 1 << 30, "eco/eco": 10, "block/block": 30} {
		orig := filepath.Join(corpus, name)
		for _, ext := range []string{".si4", ".sn4", ".sg4"} {
			data, err := os.ReadFile(orig + ext)
			if err != nil {
				t.Skip(err)
			}
			n := cuts
			if ext != ".sg4" {
				n = min(n, 60)
			}
			step := max(1, len(data)/n)
			faults := 0
			for cut := 0; cut < len(data); cut += step {
				base := copyBase(t, orig, map[string]func([]byte) []byte{ext: func(b []byte) []byte { return b[:cut] }})
				_, f := readAll(t, base)
				faults += f
			}
			if faults == 0 {
				t.Errorf("%s%s: no cut gave an error", name, ext)
			}
		}
	}
}

// TestCorruptedBases overwrites random bytes of each file of the features
// and eco bases: decoding may fail, with errors that name file, game and
// offset, and never panics.
func TestCorruptedBases(t *testing.T) {
	corpus := testdir.Shared(t, "corpus/scid")
	rng := rand.New(rand.NewPCG(14, 1))
	for name, tries := range map[string]int{"features/features": 100, "eco/eco": 8} {
		orig := filepath.Join(corpus, name)
		for _, ext := range []string{".si4", ".sn4", ".sg4"} {
			for range tries {
				base := copyBase(t, orig, map[string]func([]byte) []byte{ext: func(b []byte) []byte {
					for range 1 + rng.IntN(4) {
						if len(b) > 0 {
							b[rng.IntN(len(b))] = byte(rng.Uint32())
						}
					}
					return b
				}})
				readAll(t, base)
			}
		}
	}
}

func TestIsBase(t *testing.T) {
	base := featuresBase(t)
	dir := t.TempDir()
	pgnFile := filepath.Join(dir, "games.pgn")
	if err := os.WriteFile(pgnFile, []byte("1. e4 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string]bool{
		base:                         true,
		base + ".si4":                true,
		"missing.si4":                true, // Open then reports the missing file
		"old.si5":                    true,
		pgnFile:                      false,
		filepath.Join(dir, "absent"): false,
	} {
		if got := scid.IsBase(path); got != want {
			t.Errorf("IsBase(%s) = %v, want %v", path, got, want)
		}
	}
}

// TestNoAllocationPerMove decodes a game of 74 plies: the allocations are
// those of the game (its struct, tags, texts, one node slab, the main
// line), not one per move.
func TestNoAllocationPerMove(t *testing.T) {
	b, err := scid.Open(featuresBase(t))
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	allocs := testing.AllocsPerRun(20, func() {
		if _, err := b.Game(2); err != nil {
			t.Fatal(err)
		}
	})
	if allocs > 12 {
		t.Errorf("decoding a game of 74 plies made %.0f allocations, want at most 12", allocs)
	}
	t.Logf("%.0f allocations", allocs)
}

// TestGamesInRuns: the games of every corpus base read in runs of three
// numbers by GamesIn (with numbers out of range at both ends) are those
// Games reads, in order.
func TestGamesInRuns(t *testing.T) {
	for base := range corpusBases(t) {
		b, err := scid.Open(base)
		if err != nil {
			t.Fatal(err)
		}
		var want, got []string
		for g, err := range b.Games(scid.Options{IncludeDeleted: true}) {
			want = append(want, gameText(t, g, err))
		}
		for first := -2; first <= b.NumGames()+3; first += 3 {
			for g, err := range b.GamesIn(scid.Options{IncludeDeleted: true}, first, first+3) {
				got = append(got, gameText(t, g, err))
			}
		}
		b.Close()
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s: GamesIn in runs differs from Games (-want +got):\n%s", base, diff)
		}
	}
}

// gameText is a game as PGN, with its number, or its error.
func gameText(t *testing.T, g *pgn.Game, err error) string {
	t.Helper()
	if err != nil {
		return err.Error()
	}
	var out bytes.Buffer
	if _, err := pgn.NewWriter(&out, pgn.WriterOptions{}).WriteGame(g); err != nil {
		t.Fatal(err)
	}
	return strconv.Itoa(g.Pos.Game) + "\n" + out.String()
}
