package chess

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pgntool/pgntool/pgn"
)

// lintCodes lints src as lint does (a Checker over the reader, one board
// reset for each game) and returns each diagnostic as "line:col code".
func lintCodes(t *testing.T, src string) []string {
	t.Helper()
	var got []string
	c := pgn.NewChecker(func(d pgn.Diagnostic) {
		if d.Code != "tag-missing" {
			got = append(got, d.Pos.String()+" "+d.Code)
		}
	})
	if err := pgn.NewReader(strings.NewReader(src), pgn.ReaderOptions{Variant: Variant}).Visit(c); err != nil {
		t.Fatal(err)
	}
	return got
}

// TestStyleWarningsOncePerGame: the deviations a writer makes by habit
// (long algebraic, the pawn letter, castling with zeros, promotion without
// '=') are reported at their first move in each game, variations
// included; the others at every move.
func TestStyleWarningsOncePerGame(t *testing.T) {
	tests := []struct {
		name, src string
		want      []string
	}{
		{"long algebraic", "1. e2e4 e7e5 2. g1f3 (2. Ng1-f3) 2... b8c6 *\n\n1. e2-e4 *\n",
			[]string{"1:4 long-algebraic", "3:4 long-algebraic"}},
		{"long algebraic first in a variation", "1. e4 (1. d2d4 d7d5) 1... e7e5 *\n",
			[]string{"1:11 long-algebraic"}},
		{"pawn letter", "1. Pe4 Pe5 2. Nf3 Pd6 *\n", []string{"1:4 pawn-letter"}},
		{"castling with zeros", "1. e4 e5 2. Nf3 Nf6 3. Bc4 Bc5 4. 0-0 0-0 *\n", []string{"1:35 castling-zero"}},
		{"promotion without =",
			"[SetUp \"1\"]\n[FEN \"8/PP6/8/7k/8/8/8/4K3 w - - 0 1\"]\n\n1. a8Q Kh4 2. b8Q *\n",
			[]string{"4:4 promotion-mark"}},
		{"capture sign at every move", "1. e4 d5 2. ed5 Nf6 3. Bb5+ c6 4. dc6 *\n",
			[]string{"1:13 capture-mark", "1:35 capture-mark"}},
		{"over-disambiguated at every move", "1. Ngf3 Ngf6 2. Nbc3 *\n",
			[]string{"1:4 over-disambiguated", "1:9 over-disambiguated", "1:17 over-disambiguated"}},
		{"check sign at every move", "1. e4 e5 2. Qh5+ Nc6 3. Qxf7 Kxf7 *\n",
			[]string{"1:13 check-mark", "1:25 check-mark"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, lintCodes(t, tt.src)); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}
