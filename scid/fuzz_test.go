package scid

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/pgntool/pgntool/internal/testdir"
	"github.com/pgntool/pgntool/pgn"
)

// corpusFiles returns the files of the corpus bases with the given
// extension, or none when the corpus is absent (the fuzz targets then
// start from their built-in seeds).
func corpusFiles(f *testing.F, ext string) [][]byte {
	dir := testdir.Shared(f, "corpus/scid")
	paths, _ := filepath.Glob(filepath.Join(dir, "*", "*"+ext))
	var out [][]byte
	for _, p := range paths {
		if data, err := os.ReadFile(p); err == nil {
			out = append(out, data)
		}
	}
	return out
}

// mustCorrupt fails unless err is nil or a *CorruptError of file with an
// offset inside data.
func mustCorrupt(t *testing.T, err error, file string, size int) {
	if err == nil {
		return
	}
	var ce *CorruptError
	if !errors.As(err, &ce) {
		t.Fatalf("error %v is not a *CorruptError", err)
	}
	if ce.File != file || ce.Offset < 0 || ce.Offset > int64(size) {
		t.Fatalf("error %v: file %q offset %d, want %q and 0..%d", err, ce.File, ce.Offset, file, size)
	}
}

// FuzzIndex reads an index file: its header, then every entry.
func FuzzIndex(f *testing.F) {
	for _, si := range corpusFiles(f, ".si4") {
		f.Add(si[:min(len(si), 182+3*47)])
	}
	f.Fuzz(func(t *testing.T, si []byte) {
		h, hs, es, err := parseHeader(si, "f.si4")
		mustCorrupt(t, err, "f.si4", len(si))
		if err != nil {
			return
		}
		if hs+h.Games*es != len(si) {
			t.Fatalf("accepted %d games of %d bytes in %d bytes", h.Games, es, len(si))
		}
		for i := range h.Games {
			e := decodeEntry(si[hs+i*es:], h.Version)
			if e.Length >= 1<<17 || e.HalfMoves >= 1<<10 || e.Result > 15 {
				t.Fatalf("entry %d out of its fields' ranges: %+v", i+1, e)
			}
		}
	})
}

// FuzzNames reads a name file.
func FuzzNames(f *testing.F) {
	for _, sn := range corpusFiles(f, ".sn4") {
		f.Add(sn)
	}
	f.Fuzz(func(t *testing.T, sn []byte) {
		ns, err := parseNames(sn, "f.sn4")
		mustCorrupt(t, err, "f.sn4", len(sn))
		if err != nil {
			return
		}
		total := 0
		for _, list := range ns {
			total += len(list)
		}
		if total*4 > len(sn) {
			t.Fatalf("%d names from %d bytes", total, len(sn))
		}
	})
}

// FuzzGame decodes a game record, with small budgets so that deep or long
// inputs reach them.
func FuzzGame(f *testing.F) {
	for _, sg := range corpusFiles(f, ".sg4") {
		// Seed with the records from the start of each game file: the
		// first record is at offset 0; a window of its first bytes serves.
		f.Add(sg[:min(len(sg), 512)])
	}
	f.Add([]byte{0, 0, 0xCF, 0xCF, 0x43, 0x67, 15})
	f.Add(append([]byte{0, 1}, "8/P6k/8/8/8/8/6Kp/8 w - - 0 60\x00\x14\x14\x03\x0c\x0fdraw\x00"...))
	f.Fuzz(func(t *testing.T, rec []byte) {
		d := &decoder{file: "f.sg4", game: 1, rec: rec, limits: pgn.Limits{Plies: 2000, VariationDepth: 20}.WithDefaults()}
		g := &pgn.Game{}
		err := d.decode(g)
		mustCorrupt(t, err, "f.sg4", len(rec))
		if err != nil {
			return
		}
		var walk func(l *pgn.Line, depth int) int
		walk = func(l *pgn.Line, depth int) int {
			if depth > 20 {
				t.Fatalf("variation depth %d beyond the budget", depth)
			}
			n := 0
			for _, m := range l.Moves {
				if m.Text == "" {
					t.Fatal("a move without text")
				}
				n++
				for _, v := range m.Variations {
					n += walk(v, depth+1)
				}
			}
			return n
		}
		if n := walk(&g.Moves, 0); n > 2000 {
			t.Fatalf("%d plies beyond the budget", n)
		}
		// What the decoder accepts, the encoder writes back, and the
		// record decodes to the same game as Scid keeps it.
		var enc encoder
		again, _, err := enc.encodeRecord(nil, g)
		if err != nil {
			t.Fatalf("decoded game does not encode: %v", err)
		}
		// The moves a checker played give the same record.
		again = slices.Clone(again)
		var r Replay
		if viaChecker, _, err, _ := encodeChecked(&enc, &r, g); err != nil || !bytes.Equal(viaChecker, again) {
			t.Fatalf("the encoding from a checker's replay differs: %v\n% x\n% x", err, viaChecker, again)
		}
		d2 := &decoder{file: "f.sg4", game: 1, rec: again, limits: d.limits}
		g2 := &pgn.Game{}
		if err := d2.decode(g2); err != nil {
			t.Fatalf("re-encoded record does not decode: %v\n% x", err, again)
		}
		if a, b := canonicalGame(t, g), canonicalGame(t, g2); a != b {
			t.Fatalf("re-encoded game differs:\n%s\n%s", a, b)
		}
	})
}
