package variants

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pgntool/pgntool/pgn"
)

// TestInfoIsData checks every plugin's facts: Info names the plugin as
// Name does, its default notation is one of its notations, and the slices
// it returns are the caller's own.
func TestInfoIsData(t *testing.T) {
	if len(All()) != 3 {
		t.Fatalf("All() = %v, want the three plugins", Names())
	}
	for _, v := range All() {
		info := v.Info()
		if info.Name != v.Name() {
			t.Errorf("%s: Info().Name = %q", v.Name(), info.Name)
		}
		if len(info.Results) == 0 || len(info.Notations) == 0 || info.Sides[0] == "" || info.Sides[1] == "" {
			t.Errorf("%s: Info() lacks results, notations or sides: %+v", v.Name(), info)
		}
		for _, reduced := range []bool{false, true} {
			if n := v.DefaultNotation(nil, reduced); !slices.Contains(info.Notations, n) {
				t.Errorf("%s: DefaultNotation = %q, not one of %v", v.Name(), n, info.Notations)
			}
		}
		want := v.Info()
		for _, s := range [][]string{info.Aliases, info.Results, info.RepeatableTags, info.Extensions, info.OwnTags, info.OwnTagsUnless} {
			for i := range s {
				s[i] = "changed"
			}
		}
		for i := range info.Notations {
			info.Notations[i] = "changed"
		}
		if diff := cmp.Diff(want, v.Info()); diff != "" {
			t.Errorf("%s: changing what Info returned changed the plugin (-before +after):\n%s", v.Name(), diff)
		}
	}
	if Default() != pgn.ChooseVariant(nil) {
		t.Errorf("the registry's default is %v, not %s", pgn.ChooseVariant(nil), Default().Name())
	}
}

// TestSides names the players as convert writes them.
func TestSides(t *testing.T) {
	for name, want := range map[string][2]string{"chess": {"White", "Black"}, "xiangqi": {"Red", "Black"}, "cescacs": {"White", "Black"}} {
		v, ok := Lookup(name)
		if !ok {
			t.Fatalf("Lookup(%q) finds nothing", name)
		}
		if got := v.Info().Sides; got != want {
			t.Errorf("%s: Sides = %v, want %v", name, got, want)
		}
	}
}
