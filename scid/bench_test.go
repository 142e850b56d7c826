package scid_test

import (
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/scid"
)

// largestBase returns the corpus base with the most games (eco, 2014
// games; block has a larger file but three games of comments) and the
// size of its game file.
func largestBase(b *testing.B) (string, int64) {
	best, most := "", -1
	for base := range corpusBases(b) {
		st, err := os.Stat(base + ".si4")
		if err == nil && int(st.Size()) > most {
			best, most = base, int(st.Size())
		}
	}
	st, err := os.Stat(best + ".sg4")
	if err != nil {
		b.Fatal(err)
	}
	return best, st.Size()
}

// BenchmarkReadBase decodes every game of the largest corpus base (by games) into
// pgn.Game trees and reports games/s and MB/s of the .sg4 file.
func BenchmarkReadBase(b *testing.B) {
	path, size := largestBase(b)
	base, err := scid.Open(path)
	if err != nil {
		b.Fatal(err)
	}
	defer base.Close()
	b.SetBytes(size)
	b.ReportAllocs()
	games := 0
	for b.Loop() {
		for _, err := range base.Games(scid.Options{IncludeDeleted: true}) {
			if err != nil {
				b.Fatal(err)
			}
			games++
		}
	}
	b.ReportMetric(float64(games)/b.Elapsed().Seconds(), "games/s")
}

// replicateBase writes into dir a base of the games of base repeated
// copies times (the game file concatenated, the index entries' offsets
// shifted, the name file shared), for measuring a base of about 100,000
// games built from the corpus.
func replicateBase(b *testing.B, base string, copies int) string {
	si, err := os.ReadFile(base + ".si4")
	if err != nil {
		b.Fatal(err)
	}
	sg, err := os.ReadFile(base + ".sg4")
	if err != nil {
		b.Fatal(err)
	}
	sn, err := os.ReadFile(base + ".sn4")
	if err != nil {
		b.Fatal(err)
	}
	const header, entry = 182, 47
	games := (len(si) - header) / entry
	out := append([]byte(nil), si[:header]...)
	total := games * copies
	out[14], out[15], out[16] = byte(total>>16), byte(total>>8), byte(total)
	var sgOut []byte
	for c := range copies {
		shift := uint32(c * len(sg))
		for i := range games {
			e := append([]byte(nil), si[header+i*entry:header+(i+1)*entry]...)
			off := uint32(e[0])<<24 | uint32(e[1])<<16 | uint32(e[2])<<8 | uint32(e[3])
			off += shift
			e[0], e[1], e[2], e[3] = byte(off>>24), byte(off>>16), byte(off>>8), byte(off)
			out = append(out, e...)
		}
		sgOut = append(sgOut, sg...)
	}
	path := filepath.Join(b.TempDir(), "large")
	for ext, data := range map[string][]byte{".si4": out, ".sg4": sgOut, ".sn4": sn} {
		if err := os.WriteFile(path+ext, data, 0o644); err != nil {
			b.Fatal(err)
		}
	}
	return path
}

// BenchmarkLargeBase reads a base of 100,700 games (the eco base's 2014
// games fifty times): "read" decodes every game into a pgn.Game, "export"
// also writes it as PGN with pgn.Writer to io.Discard, and "pgnwriter"
// decodes with ReuseGames and writes with the base's PGNWriter, checking
// each game, as `pgntool export BASE > /dev/null` does. It reports games/s
// and MB/s of the .sg4 file.
func BenchmarkLargeBase(b *testing.B) {
	path, _ := largestBase(b)
	large := replicateBase(b, path, 50)
	st, err := os.Stat(large + ".sg4")
	if err != nil {
		b.Fatal(err)
	}
	for _, name := range []string{"read", "export", "pgnwriter"} {
		b.Run(name, func(b *testing.B) {
			base, err := scid.Open(large)
			if err != nil {
				b.Fatal(err)
			}
			defer base.Close()
			b.SetBytes(st.Size())
			b.ReportAllocs()
			w := pgn.NewWriter(io.Discard, pgn.WriterOptions{})
			pw := base.PGNWriter()
			var out []byte
			var faults pgn.DiagnosticList
			games := 0
			for b.Loop() {
				for g, err := range base.Games(scid.Options{ReuseGames: name == "pgnwriter"}) {
					if err != nil {
						b.Fatal(err)
					}
					switch name {
					case "export":
						if _, err := w.WriteGame(g); err != nil {
							b.Fatal(err)
						}
					case "pgnwriter":
						faults = faults[:0]
						if out, _, err = pw.AppendGame(out[:0], g, faults.Add); err != nil {
							b.Fatal(err)
						}
					}
					games++
				}
			}
			b.ReportMetric(float64(games)/b.Elapsed().Seconds(), "games/s")
		})
	}
}

// BenchmarkWriteBase writes the 100,700 games of the large base (decoded
// once beforehand) into a new base: what `pgntool convert --to scid`
// spends once its games are read.
func BenchmarkWriteBase(b *testing.B) {
	path, _ := largestBase(b)
	large := replicateBase(b, path, 50)
	base, err := scid.Open(large)
	if err != nil {
		b.Fatal(err)
	}
	var games []*pgn.Game
	for g, err := range base.Games(scid.Options{}) {
		if err != nil {
			b.Fatal(err)
		}
		games = append(games, g)
	}
	base.Close()
	st, _ := os.Stat(large + ".sg4")
	b.SetBytes(st.Size())
	out := filepath.Join(b.TempDir(), "out")
	for b.Loop() {
		w, err := scid.Create(out, scid.CreateOptions{Overwrite: true})
		if err != nil {
			b.Fatal(err)
		}
		for _, g := range games {
			if _, err := w.Add(g); err != nil {
				b.Fatal(err)
			}
		}
		if err := w.Close(); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(games)*b.N)/b.Elapsed().Seconds(), "games/s")
}
