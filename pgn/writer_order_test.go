package pgn_test

import (
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
