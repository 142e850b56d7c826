package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pgntool/pgntool/convert"
	"github.com/pgntool/pgntool/pgn"
)

func TestLookupFormat(t *testing.T) {
	for _, name := range []string{"xml", "json", "epd", "fen", "uci", "san", "scid", "EPD"} {
		f, err := lookupFormat(name)
		if err != nil || !strings.EqualFold(f.Name, name) || f.Usage == "" {
			t.Errorf("lookupFormat(%q) = %+v, %v", name, f, err)
		}
		if (f.New == nil) != (f.Name == "scid") {
			t.Errorf("%s: New set %v", name, f.New != nil)
		}
	}
	_, err := lookupFormat("pdf")
	if err == nil || !strings.Contains(err.Error(), "xml, json, epd, fen, uci, san, scid") {
		t.Errorf("unknown format: %v", err)
	}
}

// TestFormatsEncode writes the games of the three games in every text
// format through gameFormats, as convert does, and checks what each
// format's lines hold. The exact bytes are package convert's golden
// files; this checks the table sends each name to its encoder.
func TestFormatsEncode(t *testing.T) {
	var games []*pgn.Game
	for _, name := range []string{"chess.pgn", "xiangqi.pgn", "cescacs-game.ctl-pgn"} {
		path := filepath.Join(repoRoot(t), "testdata", "lines", name)
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		for g, err := range pgn.NewReader(f, pgn.ReaderOptions{File: path}).Games() {
			if err != nil {
				t.Fatal(err)
			}
			games = append(games, g)
		}
		f.Close()
	}
	for _, tc := range []struct {
		format string
		has    []string
	}{
		{"xml", []string{"<?xml", "<database", "h2e2"}},
		{"json", []string{`"tags"`, `"h2e2"`}},
		{"epd", []string{"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 c0 Tal, Mikhail-B", "c0 Hu-Liu Lines test ? 2010.01.02; c1 0-1;", "/0:V/ w RKRrkr - c0 ?-? CG"}},
		{"fen", []string{"RNBQKBNR b KQkq e3 0 1\n", "RNBAKABNR b - - 1 1\n", "/0:V/ w RKRrkr - 0 1\n"}},
		{"uci", []string{"g7h8q e7e6", "e8c8 e1g1\n", "h2e2 h9g7 h0g2"}},
		{"san", []string{"gxh8=Q e6", "O-O-O O-O\n", "C2.5 H8+7", "E7-E13 E21-E15"}},
	} {
		f, err := lookupFormat(tc.format)
		if err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		enc := f.New(&out, convert.Options{})
		if err := enc.Begin(); err != nil {
			t.Fatal(err)
		}
		refused := 0
		for _, g := range games {
			if err := enc.Game(g); err != nil {
				refused++
			}
		}
		if err := enc.End(); err != nil {
			t.Fatal(err)
		}
		for _, s := range tc.has {
			if !strings.Contains(out.String(), s) {
				t.Errorf("%s: output lacks %q:\n%s", tc.format, s, out.String())
			}
		}
		// Only UCI refuses a game: C'escacs has no UCI notation.
		if want := map[bool]int{true: 1, false: 0}[tc.format == "uci"]; refused != want {
			t.Errorf("%s: %d game(s) refused, want %d", tc.format, refused, want)
		}
	}
}

// TestConvertLines runs convert --to epd, fen, uci and san on the games of
// testdata/lines (chess, xiangqi, C'escacs) on one core and on two: the
// output is the encoders' golden files (package convert), and C'escacs,
// which has no UCI notation, is reported and left out.
func TestConvertLines(t *testing.T) {
	dir := filepath.Join(repoRoot(t), "testdata", "lines")
	for _, in := range []string{"chess.pgn", "xiangqi.pgn", "cescacs-game.ctl-pgn"} {
		base := strings.TrimSuffix(strings.TrimSuffix(in, ".pgn"), ".ctl-pgn")
		for _, format := range []string{"epd", "fen", "uci", "san"} {
			golden, err := os.ReadFile(filepath.Join(dir, base+"."+format+"-line.golden"))
			if format == "epd" || format == "fen" {
				golden, err = os.ReadFile(filepath.Join(dir, base+"."+format+".golden"))
			}
			if err != nil {
				t.Fatal(err)
			}
			for _, jobs := range []string{"1", "2"} {
				r := runBinary(t, dir, "", "convert", "--to", format, "--jobs", jobs, in)
				refused := strings.HasPrefix(string(golden), "refused: ")
				switch {
				case refused && (r.code != exitFindings || r.stdout != "" || !strings.Contains(r.stderr, "[convert-notation]")):
					t.Errorf("%s --to %s: exit %d, stdout %q, stderr %q; want it refused", in, format, r.code, r.stdout, r.stderr)
				case !refused && r.stdout != string(golden):
					t.Errorf("%s --to %s --jobs %s: exit %d\n%s\nwant\n%s\nstderr %s", in, format, jobs, r.code, r.stdout, golden, r.stderr)
				}
			}
		}
	}
}
