package pgn_test

import (
	"math/rand"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pgntool/pgntool/pgn"
)

// TestOrderTags checks the export order of tags: the roster's first in
// its order, then the others by name, equal names in reading order.
func TestOrderTags(t *testing.T) {
	in := []pgn.Tag{
		{Name: "WhiteElo", Value: "1"}, {Name: "Result", Value: "*"}, {Name: "Annotator", Value: "a"},
		{Name: "Event", Value: "e"}, {Name: "ECO", Value: "x"}, {Name: "Annotator", Value: "b"},
		{Name: "White", Value: "w"}, {Name: "Event", Value: "e2"},
	}
	var got []string
	for _, tg := range pgn.OrderTags(in, pgn.SevenTagRoster) {
		got = append(got, tg.Name+"="+tg.Value)
	}
	want := []string{"Event=e", "Event=e2", "White=w", "Result=*", "Annotator=a", "Annotator=b", "ECO=x", "WhiteElo=1"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("OrderTags (-want +got):\n%s", diff)
	}
	if pgn.OrderTags(nil, nil) != nil {
		t.Error("OrderTags(nil) is not nil")
	}
}

// OrderTags agrees with a stable sort by (rank in the roster, then name)
// on random tag lists, longer than its buffers too.
func TestOrderTagsMatchesStableSort(t *testing.T) {
	names := []string{"Event", "Site", "Date", "Round", "White", "Black", "Result", "ECO", "WhiteElo", "Annotator", "A", "Z", "", "event"}
	ref := func(tags []pgn.Tag, roster []string) []pgn.Tag {
		rank := func(name string) int {
			if i := slices.Index(roster, name); i >= 0 {
				return i
			}
			return len(roster)
		}
		out := slices.Clone(tags)
		slices.SortStableFunc(out, func(a, b pgn.Tag) int {
			ra, rb := rank(a.Name), rank(b.Name)
			if ra != rb {
				return ra - rb
			}
			if ra < len(roster) {
				return 0
			}
			return strings.Compare(a.Name, b.Name)
		})
		return out
	}
	rng := rand.New(rand.NewSource(3))
	for n := 0; n < 1500; n++ {
		tags := make([]pgn.Tag, 1+rng.Intn(45))
		for i := range tags {
			tags[i] = pgn.Tag{Name: names[rng.Intn(len(names))], Value: strconv.Itoa(i)}
		}
		roster := pgn.SevenTagRoster
		if n%5 == 0 {
			roster = nil
		}
		if diff := cmp.Diff(ref(tags, roster), pgn.OrderTags(tags, roster)); diff != "" {
			t.Fatalf("OrderTags(%v) (-want +got):\n%s", tags, diff)
		}
	}
}
