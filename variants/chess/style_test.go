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

// lintMessages lints src as lint does and returns each diagnostic but
// tag-missing as "line:col code: message", in the order they came.
func lintMessages(t *testing.T, src string) []string {
	t.Helper()
	var got []string
	c := pgn.NewChecker(func(d pgn.Diagnostic) {
		if d.Code != "tag-missing" {
			got = append(got, d.Pos.String()+" "+d.Code+": "+d.Message)
		}
	})
	if err := pgn.NewReader(strings.NewReader(src), pgn.ReaderOptions{Variant: Variant}).Visit(c); err != nil {
		t.Fatal(err)
	}
	return got
}

// TestStyleWarningCounts: a habit's one warning gives the number of the
// game's other moves written so, counting variations, and is made at the
// game's end, after the warnings of later moves and before the result's.
// Each game counts afresh.
func TestStyleWarningCounts(t *testing.T) {
	long := `move "e2e4" is in long algebraic or UCI notation; SAN is "e4"`
	tests := []struct {
		name, src string
		want      []string
	}{
		{"one move, no count", "1. e2e4 e5 *\n",
			[]string{"1:4 long-algebraic: " + long}},
		{"two moves", "1. e2e4 e7e5 *\n",
			[]string{"1:4 long-algebraic: " + long + " (and 1 more move of this game is written so)"}},
		{"variations count, the next game afresh",
			"1. e2e4 e7e5 2. g1f3 (2. Ng1-f3) 2... b8c6 *\n\n1. e2-e4 *\n",
			[]string{
				"1:4 long-algebraic: " + long + " (and 4 more moves of this game are written so)",
				`3:4 long-algebraic: move "e2-e4" is in long algebraic or UCI notation; SAN is "e4"`,
			}},
		{"at the end, before the result", "1. e2e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7+ 0-1\n",
			[]string{
				`1:37 check-mark: move "Qxf7+" gives checkmate and should end with '#': "Qxf7#"`,
				"1:4 long-algebraic: " + long,
				"1:43 result-contradicts-position: the final position is checkmate, so the result must be 1-0, not 0-1",
			}},
		{"each habit in the order of its first move",
			"1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0-0 Ng8-f6 5. Pd3 0-0 *\n",
			[]string{
				`1:35 castling-zero: castling "0-0" is written with zeros; SAN uses the letter O: "O-O" (and 1 more move of this game is written so)`,
				`1:39 long-algebraic: move "Ng8-f6" is in long algebraic or UCI notation; SAN is "Nf6"`,
				`1:49 pawn-letter: move "Pd3" names the pawn; SAN writes pawn moves without a letter: "d3"`,
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, lintMessages(t, tt.src)); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

// TestStyleWarningsOfABoardUsedAlone: a board of NewBoard, which no core
// ends, reports a habit at its first move, once, noting so; after EndGame
// a board of Variant.NewBoard does the same until it is Reset.
func TestStyleWarningsOfABoardUsedAlone(t *testing.T) {
	play := func(b *Board, texts ...string) []string {
		var got []string
		for _, text := range texts {
			m, ok := b.ParseMove([]byte(text), pgn.Position{}, func(d pgn.Diagnostic) { got = append(got, d.Message) })
			if !ok {
				t.Fatalf("%s refused", text)
			}
			b.Make(m)
		}
		return got
	}
	want := []string{`move "e2e4" is in long algebraic or UCI notation; SAN is "e4" (reported once per game)`}
	b, err := NewBoard("")
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(want, play(b, "e2e4", "e7e5", "g1f3")); diff != "" {
		t.Errorf("NewBoard (-want +got):\n%s", diff)
	}
	pb, _ := Variant.NewBoard(nil, nil)
	vb := pb.(*Board)
	if got := play(vb, "e2e4", "e7e5"); len(got) != 0 {
		t.Errorf("Variant.NewBoard reported %q before EndGame", got)
	}
	var ended []string
	vb.EndGame(func(d pgn.Diagnostic) { ended = append(ended, d.Message) })
	vb.EndGame(func(d pgn.Diagnostic) { ended = append(ended, "again: "+d.Message) })
	wantEnded := []string{`move "e2e4" is in long algebraic or UCI notation; SAN is "e4" (and 1 more move of this game is written so)`}
	if diff := cmp.Diff(wantEnded, ended); diff != "" {
		t.Errorf("EndGame (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{`move "g1f3" is in long algebraic or UCI notation; SAN is "Nf3" (reported once per game)`}, play(vb, "g1f3", "b8c6")); diff != "" {
		t.Errorf("after EndGame (-want +got):\n%s", diff)
	}
}

// TestStyleWarningsOncePerGame: the deviations a writer makes by habit
// (long algebraic, the pawn letter, castling with zeros, promotion without
// '=') are reported once per game, at their first move, variations
// included; the others at every move. The lines are sorted as lint sorts
// them, since a habit's warning comes at the game's end.
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
