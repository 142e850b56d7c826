package variants

import (
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

func TestLookup(t *testing.T) {
	tests := []struct {
		name string
		want string // canonical name, "" for not found
	}{
		{"chess", "chess"},
		{"Standard", "chess"},
		{"  CHESS960 ", "chess"},
		{"chess 960", "chess"},
		{"fischerandom", "chess"},
		{"From Position", "chess"},
		{"xiangqi", "Chinese Chess"},
		{"Chinese Chess", "Chinese Chess"},
		{"chinese   chess", "Chinese Chess"},
		{"ｘｉａｎｇｑｉ", "Chinese Chess"},
		{"C'escacs", "C'escacs"},
		{"C’escacs", "C'escacs"},
		{"cescacs", "C'escacs"},
		{"crazyhouse", ""},
		{"", ""},
	}
	for _, tt := range tests {
		v, ok := Lookup(tt.name)
		got := ""
		if ok {
			got = v.Name()
		}
		if got != tt.want {
			t.Errorf("Lookup(%q) = %q, want %q", tt.name, got, tt.want)
		}
	}
}

func TestForTags(t *testing.T) {
	tag := func(name, value string) pgn.Tag { return pgn.Tag{Name: name, Value: value} }
	tests := []struct {
		tags []pgn.Tag
		want string // "" for nil
	}{
		{nil, "chess"},
		{[]pgn.Tag{tag("Event", "x")}, "chess"},
		{[]pgn.Tag{tag("Game", "Chinese Chess")}, "Chinese Chess"},
		{[]pgn.Tag{tag("Variant", "C'escacs")}, "C'escacs"},
		{[]pgn.Tag{tag("Variant", "Chess960"), tag("Game", "Chinese Chess")}, "chess"},
		{[]pgn.Tag{tag("Variant", " "), tag("Game", "xiangqi")}, "Chinese Chess"},
		{[]pgn.Tag{tag("Variant", "Atomic")}, ""},
		{[]pgn.Tag{tag("Event", "x"), tag("Red", "A"), tag("Black", "B")}, "Chinese Chess"},
		{[]pgn.Tag{tag("Red", "A"), tag("White", "B")}, "chess"},
		{[]pgn.Tag{tag("TLPD", "/28:v/ w - - 0 1")}, "C'escacs"},
		// The Variant tag wins wherever it stands; only the first of a
		// name counts, even when blank.
		{[]pgn.Tag{tag("Game", "xiangqi"), tag("Variant", "C'escacs")}, "C'escacs"},
		{[]pgn.Tag{tag("Variant", "C'escacs"), tag("Variant", "xiangqi")}, "C'escacs"},
		{[]pgn.Tag{tag("Variant", " "), tag("Variant", "Atomic")}, "chess"},
		{[]pgn.Tag{tag("RedTeam", "A"), tag("PDTL", "x")}, "Chinese Chess"},
	}
	for _, tt := range tests {
		got := ""
		if v := ForTags(tt.tags); v != nil {
			got = v.Name()
		}
		if got != tt.want {
			t.Errorf("ForTags(%v) = %q, want %q", tt.tags, got, tt.want)
		}
	}
}

// Every plugin must be found by its own names, and no two may share one.
func TestNamesAreUnique(t *testing.T) {
	seen := map[string]string{}
	for _, v := range All() {
		for _, n := range append([]string{v.Name()}, v.Aliases()...) {
			key := fold(n)
			if other, dup := seen[key]; dup && other != v.Name() {
				t.Errorf("name %q is claimed by %s and %s", n, other, v.Name())
			}
			seen[key] = v.Name()
			if got, ok := Lookup(n); !ok || got.Name() != v.Name() {
				t.Errorf("Lookup(%q) does not find %s", n, v.Name())
			}
		}
	}
}

func TestForFile(t *testing.T) {
	if v := ForFile("games/2023-09-11.CTL-PGN"); v == nil || v.Name() != "C'escacs" {
		t.Errorf("ForFile(.ctl-pgn) = %v", v)
	}
	if v := ForFile("games.pgn"); v != nil {
		t.Errorf("ForFile(.pgn) = %v, want nil", v.Name())
	}
	tags := []pgn.Tag{{Name: "Event", Value: "x"}}
	if v := ForTagsOr(tags, ForFile("a.ctl-pgn")); v.Name() != "C'escacs" {
		t.Errorf("ForTagsOr = %s", v.Name())
	}
}
