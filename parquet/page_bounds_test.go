package parquet

import (
	"bytes"
	"strings"
	"testing"

	pq "github.com/parquet-go/parquet-go"
)

// TestPageBounds asserts that the columns whose page bounds are left out
// (gamesWithoutPageBounds, positionsLayout) have none in the files' page
// index, and that the other text columns, such as the players' names,
// keep theirs: a path that matched no column would leave the bounds in.
func TestPageBounds(t *testing.T) {
	games := readGames(t, "bounds.pgn", `[Event "E"]
[White "Anand, V."]
[Black "Carlsen, M."]
[Result "1-0"]
[Annotator "someone"]

1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0

[Event "E"]
[White "Zhu, C."]
[Black "Ding, L."]
[Result "*"]
[SetUp "1"]
[FEN "4k3/8/8/8/8/8/8/4K2R w K - 0 1"]

1. O-O Kd7 2. Rf7+ *
`)
	gameFile, positionFile := encode(t, games, Options{})
	skipped := map[string]bool{
		"moves.list.element": true, "moves_uci.list.element": true,
		"start_position": true, "final_position": true,
		"other_tags.key_value.key": true, "other_tags.key_value.value": true,
		"error": true, "position": true, "move": true, "move_uci": true,
	}
	kept := map[string]bool{"white": true, "black": true, "event": true, "key": true}
	for _, file := range [][]byte{gameFile, positionFile} {
		f, err := pq.OpenFile(bytes.NewReader(file), int64(len(file)))
		if err != nil {
			t.Fatal(err)
		}
		leaves := f.Schema().Columns()
		for _, rg := range f.RowGroups() {
			for i, cc := range rg.ColumnChunks() {
				path := strings.Join(leaves[i], ".")
				index, err := cc.ColumnIndex()
				if err != nil {
					t.Fatalf("%s: %v", path, err)
				}
				bounded := false
				for p := 0; p < index.NumPages(); p++ {
					// A left-out bound is written as an empty value.
					bounded = bounded || len(index.MinValue(p).Bytes()) > 0 || len(index.MaxValue(p).Bytes()) > 0
				}
				switch {
				case skipped[path] && bounded:
					t.Errorf("column %s has page bounds; they should be left out", path)
				case kept[path] && !bounded:
					t.Errorf("column %s has no page bounds; only the listed columns should lose them", path)
				}
				delete(kept, path)
			}
		}
	}
	for path := range kept {
		t.Errorf("column %s was not found in the files", path)
	}
}
