package filter

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

// TestCescacsCorpus selects among the real C'escacs games of the shared
// corpus (skipped when absent): the games whose record marks the last move
// with '#' end in checkmate on the board, and deduplication finds exactly
// the games whose main line was recorded before, move for move (2022-08-14.2
// repeats 2020-07-20 under other tags). The files
// name no variant: the reader takes it from the file name, as the command does.
func TestCescacsCorpus(t *testing.T) {
	files, _ := filepath.Glob("../../shared/corpus/cescacs/games/*.ctl-pgn")
	if len(files) == 0 {
		t.Skip("C'escacs corpus absent")
	}
	mate, err := Compile("checkmate", "variant:cescacs")
	if err != nil {
		t.Fatal(err)
	}
	d := NewDeduper(SameMoves)
	mates := 0
	movetexts := map[string]bool{} // main lines as written, an independent judge
	dups := 0
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		v, ok := pgn.VariantForFile(name)
		if !ok {
			t.Fatalf("%s: no variant for the file name", name)
		}
		for g, err := range pgn.NewReaderBytes(data, pgn.ReaderOptions{File: name, Variant: v}).Games() {
			if err != nil {
				t.Fatal(err)
			}
			last := g.LastMove()
			want := last != nil && strings.HasSuffix(last.Text, "#")
			if got := mate.Match(g); got != want {
				t.Errorf("%s: checkmate %v, want %v", name, got, want)
			}
			if want {
				mates++
			}
			var text strings.Builder
			for _, n := range g.Moves.Moves {
				text.WriteString(n.Text + " ")
			}
			_, wantDup := movetexts[text.String()]
			movetexts[text.String()] = true
			dup, err := d.Duplicate(g)
			if err != nil || dup != wantDup {
				t.Errorf("%s: duplicate %v (%v), want %v", name, dup, err, wantDup)
			}
			if dup {
				dups++
			}
		}
	}
	t.Logf("%d files: %d checkmates, %d duplicates", len(files), mates, dups)
}
