package pgn_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants"
)

// TestPassOver reads texts with a PassOver that drops every game whose
// White tag holds "x", and checks that the other games are the trees read
// without it, and that a dropped game keeps its tags and has no moves.
func TestPassOver(t *testing.T) {
	texts := map[string]string{
		"plain": "[White \"x\"]\n[Black \"b\"]\n\n1. e4 e5 2. Nf3 {a comment} Nc6 (2... d6) 1-0\n\n" +
			"[White \"y\"]\n[Black \"b\"]\n\n1. d4 d5 *\n",
		// A dropped game without a result: the next game's tags still end it.
		"no result": "[White \"x\"]\n\n1. e4 e5 2. Nf3\n\n[White \"y\"]\n\n1. c4 0-1\n",
		// A dropped game with faults: they are not read, so not reported.
		"faults":              "[White \"x\"]\n\n1. e4 ) Zz9 {open\n\n[White \"y\"]\n\n1. e4 *\n",
		"comment holds a tag": "[White \"x\"]\n\n1. e4 {[White \"y\"]} e5 1-0\n\n[White \"y\"]\n\n1. g3 *\n",
	}
	if files, _ := filepath.Glob(filepath.Join("testdata", "*.pgn")); len(files) > 0 {
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			texts[f] = string(data)
		}
	}
	drop := func(_ pgn.Variant, tags []pgn.Tag) bool {
		w, _ := pgn.TagValue(tags, "White")
		return strings.Contains(w, "x")
	}
	for name, text := range texts {
		all := readAll(t, text, nil)
		some := readAll(t, text, drop)
		if len(all) != len(some) {
			t.Fatalf("%s: %d games with PassOver, %d without", name, len(some), len(all))
		}
		for i := range all {
			if !drop(nil, all[i].Tags) {
				if diff := cmp.Diff(all[i], some[i]); diff != "" {
					t.Errorf("%s: game %d differs with PassOver (-without +with):\n%s", name, i+1, diff)
				}
				continue
			}
			if diff := cmp.Diff(all[i].Tags, some[i].Tags); diff != "" {
				t.Errorf("%s: the tags of dropped game %d differ:\n%s", name, i+1, diff)
			}
			if len(some[i].Moves.Moves) != 0 || all[i].Pos != some[i].Pos {
				t.Errorf("%s: dropped game %d has %d moves, position %v (want none, %v)", name, i+1, len(some[i].Moves.Moves), some[i].Pos, all[i].Pos)
			}
		}
	}
}

func readAll(t *testing.T, text string, passOver func(pgn.Variant, []pgn.Tag) bool) []*pgn.Game {
	t.Helper()
	r := pgn.NewReader(strings.NewReader(text), pgn.ReaderOptions{File: "t.pgn", Select: variants.ForTags, PassOver: passOver})
	var games []*pgn.Game
	for g, err := range r.Games() {
		if err != nil {
			t.Fatal(err)
		}
		games = append(games, g)
	}
	return games
}
