package scid

import (
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pgntool/pgntool/internal/testdir"
)

// ecoCopy copies the eco corpus base (2014 games, two windows of the
// index) into a temporary directory, or skips.
func ecoCopy(t *testing.T) (base string, si []byte) {
	src := filepath.Join(testdir.Shared(t, "corpus/scid"), "eco", "eco")
	base = filepath.Join(t.TempDir(), "eco")
	for _, ext := range []string{".si4", ".sn4", ".sg4"} {
		data, err := os.ReadFile(src + ext)
		if err != nil {
			t.Skipf("no eco base: %v", err)
		}
		if err := os.WriteFile(base+ext, data, 0o644); err != nil {
			t.Fatal(err)
		}
		if ext == ".si4" {
			si = data
		}
	}
	return base, si
}

// TestIndexWindowEntries reads every entry of a base of more games than a
// window holds, in random order and in order, and asserts that each is the
// entry the whole index file gives.
func TestIndexWindowEntries(t *testing.T) {
	base, si := ecoCopy(t)
	b, err := Open(base)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	if b.NumGames() <= indexWindowEntries {
		t.Fatalf("the base has %d games, not more than a window's %d", b.NumGames(), indexWindowEntries)
	}
	want := func(n int) Entry {
		off := headerSize400 + (n-1)*entrySize400
		return decodeEntry(si[off:off+entrySize400], 400)
	}
	order := rand.New(rand.NewPCG(1, 2)).Perm(b.NumGames())
	for i := range b.NumGames() {
		order = append(order, i)
	}
	for _, i := range order {
		got, err := b.Entry(i + 1)
		if err != nil {
			t.Fatalf("Entry(%d): %v", i+1, err)
		}
		if diff := cmp.Diff(want(i+1), got); diff != "" {
			t.Fatalf("Entry(%d) (-whole index +window):\n%s", i+1, diff)
		}
	}
}

// TestIndexCutAfterOpen cuts the index file inside an entry after Open and
// asserts that the entry cut is a CorruptError naming the file, the game
// and the offset, while the entries before it still read.
func TestIndexCutAfterOpen(t *testing.T) {
	base, _ := ecoCopy(t)
	b, err := Open(base)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	cut := headerSize400 + 1500*entrySize400 + 10
	if err := os.Truncate(base+".si4", int64(cut)); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Entry(1); err != nil {
		t.Errorf("Entry(1) before the cut: %v", err)
	}
	// 1400 is read in a window that the cut shortens: it and the entries
	// up to the cut read, the entry the cut is in does not.
	for n := 1400; n <= 1500; n++ {
		if _, err := b.Entry(n); err != nil {
			t.Fatalf("Entry(%d) before the cut: %v", n, err)
		}
	}
	_, err = b.Entry(1501)
	var ce *CorruptError
	if !errors.As(err, &ce) || ce.File != base+".si4" || ce.Game != 1501 || ce.Offset != int64(cut) {
		t.Fatalf("Entry(1501) past the cut: %#v, want a CorruptError of %s, game 1501, offset %d", err, base+".si4", cut)
	}
	if _, err := b.Entry(1); err != nil {
		t.Errorf("Entry(1) after the error: %v", err)
	}
}

// TestReopen reads every game of a base through Open and through a
// Reopen of it, the two in turn, and asserts that they give the same
// games: the reopened base shares the names and reads its own files.
func TestReopen(t *testing.T) {
	base, _ := ecoCopy(t)
	b, err := Open(base)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	o, err := b.Reopen()
	if err != nil {
		t.Fatal(err)
	}
	defer o.Close()
	for n := 1; n <= b.NumGames(); n++ {
		// The two read far apart in turn, so that neither's windows could
		// serve the other.
		m := b.NumGames() + 1 - n
		if _, err := b.Game(n); err != nil {
			t.Fatal(err)
		}
		got, err := o.Game(m)
		if err != nil {
			t.Fatal(err)
		}
		want, err := b.Game(m)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(want.Tags, got.Tags); diff != "" || want.String() != got.String() {
			t.Fatalf("game %d through Reopen (-Open +Reopen):\n%s", m, diff)
		}
	}
	if err := o.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Game(1); err != nil {
		t.Errorf("the base after its reopening was closed: %v", err)
	}
}
