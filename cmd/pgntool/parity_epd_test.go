package main

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/pgntool/pgntool/convert"
	"github.com/pgntool/pgntool/pgn"
)

// TestParityEPD: the epd format of convert --to writes, game by game, the
// lines pgn-extract -Wepd writes: every position of the main line, the
// same fields (en passant after every double step), the same c0 and c1
// operations, an empty line after each game. Games either tool cannot
// read without error are left out, as pgn-extract writes nothing for a
// game it cannot read and pgntool writes its positions up to the fault.
func TestParityEPD(t *testing.T) {
	tool := pgnExtractTool(t)
	format, err := lookupFormat("epd")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{
		"pgn-extract/test/infiles/fischer.pgn",
		"pgn-extract/test/infiles/najdorf.pgn",
		"pgn-extract/test/infiles/test-checkmate.pgn",
		"shakmaty/pgn-reader/benches/twic1599_100k.pgn",
		"pgn-extract-go/cancer0707.pgn",
	} {
		t.Run(name, func(t *testing.T) {
			in := numberedInput(t, tool, name)
			theirs := strings.SplitAfter(string(runPgnExtract(t, tool, in.path, "-Wepd")), "\n\n")
			data, err := os.ReadFile(in.path)
			if err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			enc := format.New(&out, convert.Options{})
			i, compared := 0, 0
			for g, err := range pgn.NewReaderBytes(data, pgn.ReaderOptions{}).Games() {
				if err != nil {
					t.Fatal(err)
				}
				n := gameNumberOf(g)
				if !in.accepted[n] {
					continue
				}
				if i >= len(theirs) {
					t.Fatalf("pgn-extract wrote %d games, fewer than it accepts", i)
				}
				block := theirs[i]
				i++
				if !in.clean[n] {
					continue
				}
				out.Reset()
				if err := enc.Game(g); err != nil {
					t.Fatalf("game %d: %v", n, err)
				}
				compared++
				if out.String() != block {
					t.Errorf("game %d:\npgntool:\n%spgn-extract:\n%s", n, out.String(), block)
				}
			}
			t.Logf("%d games compared", compared)
			if compared == 0 {
				t.Error("no game compared")
			}
		})
	}
}
