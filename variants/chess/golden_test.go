package chess

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pgntool/pgntool/pgn"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/")

// checkGolden compares got with testdata/name, or rewrites it with -update.
func checkGolden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if diff := cmp.Diff(string(want), string(got)); diff != "" {
		t.Errorf("%s differs (-want +got):\n%s", path, diff)
	}
}

// pluginCodes are the diagnostic codes this package emits.
var pluginCodes = map[string]bool{
	"move-syntax": true, "move-illegal": true, "move-ambiguous": true, "check-mark": true,
	"castling-zero": true, "pawn-letter": true, "capture-mark": true, "over-disambiguated": true,
	"long-algebraic": true, "en-passant-mark": true, "null-move": true, "promotion-mark": true,
	"fen-invalid": true, "fen-without-setup": true, "setup-without-fen": true, "tag-missing": true,
	"result-invalid": true, "tag-value": true,
}

// TestPGNExtractInputs lints the inputs of pgn-extract's regression suite
// and keeps the chess diagnostics in a golden file, so that any change in
// what is reported is seen and reviewed.
func TestPGNExtractInputs(t *testing.T) {
	dir := filepath.Join(sharedDir(t), "corpus", "chess", "pgn-extract", "test", "infiles")
	var out bytes.Buffer
	for _, path := range corpusFiles(t, dir) {
		rel, _ := filepath.Rel(dir, path)
		for _, g := range replayFile(t, path) {
			g.diags.Sort()
			for _, d := range g.diags {
				if !pluginCodes[d.Code] || d.Code == "tag-missing" {
					continue
				}
				d.Pos.File = rel
				fmt.Fprintln(&out, d)
			}
		}
	}
	checkGolden(t, "pgn-extract-infiles.golden", out.Bytes())
}

// notationGames are move sequences with every kind of move: castling both
// ways, en passant, promotion and under-promotion, checks, mate, and
// Chess960 castling.
var notationGames = []struct {
	fen   string
	c960  bool
	moves string
}{
	{StartFEN, false, operaGame},
	{StartFEN, false, "e4 Nf6 e5 d5 exd6 Nc6 dxc7 e5 cxd8=N Kxd8 Nf3 Bd6 Bc4 Rf8 O-O Ke7 Re1 h6"},
	{"r3k2r/8/8/8/8/8/6p1/R3K2R b KQkq - 0 1", false, "gxh1=Q+ Kd2 O-O-O+ Kc2 Qxa1 Kb3"},
	{"rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1", true, "O-O-O O-O"},
	{"1r2k1rr/ppppppp1/8/8/8/8/PPPPPPP1/1R2K1RR w GBgb - 0 1", true, "O-O-O O-O"},
	{"2r1k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", false, "O-O Kd8 Ra8"},
}

func TestNotationsGolden(t *testing.T) {
	var out bytes.Buffer
	for _, g := range notationGames {
		b, err := strictBoard(g.fen, g.c960)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&out, "%s (chess960 %v)\n", g.fen, g.c960)
		for _, text := range strings.Fields(g.moves) {
			var diags pgn.DiagnosticList
			m, ok := b.ParseMove([]byte(text), pgn.Position{}, diags.Add)
			if !ok || len(diags) > 0 {
				t.Fatalf("%s: %q: %v", g.fen, text, diags)
			}
			fmt.Fprintf(&out, "  %-8s %-10s %-10s %s\n", b.AppendMove(nil, m, "san"), b.AppendMove(nil, m, "lan"), b.AppendMove(nil, m, "uci"), text)
			b.Make(m)
		}
		fmt.Fprintf(&out, "  => %s\n", b.AppendPosition(nil))
	}
	checkGolden(t, "notations.golden", out.Bytes())
}
