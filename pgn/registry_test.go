package pgn

import (
	"reflect"
	"slices"
	"testing"
)

// factVariant is the toy game with facts of the test's choosing. It holds
// a pointer, so that values stay comparable, as the registry needs.
type factVariant struct {
	toyVariant
	info *VariantInfo
}

func (v factVariant) Name() string      { return v.info.Name }
func (v factVariant) Info() VariantInfo { return v.info.Clone() }

// The toys registered here rank below every real plugin and claim no tag,
// so that the other tests of the package choose as they would without them.
func registeredToy(name string, aliases ...string) factVariant {
	v := factVariant{info: &VariantInfo{Name: name, Aliases: aliases, Results: []string{"1-0", "*"}, Rank: -10}}
	Register(v)
	return v
}

func registeredNames() []string {
	var names []string
	for _, v := range Registered() {
		names = append(names, v.Name())
	}
	return names
}

func TestRegisterAndLookup(t *testing.T) {
	Register(nil) // ignored, no panic
	a := registeredToy("Toy registry A", "tra", "Ｔｏｙ ａ")
	if got, ok := LookupVariant("  TRA "); !ok || got != a {
		t.Errorf("LookupVariant(TRA) = %v, %v; want the toy", got, ok)
	}
	if got, ok := LookupVariant("toy a"); !ok || got != a {
		t.Errorf("LookupVariant of a full-width alias, folded = %v, %v; want the toy", got, ok)
	}
	if _, ok := LookupVariant("no such game"); ok {
		t.Error("LookupVariant finds a name nobody registered")
	}
	// A second plugin of the same name replaces the first, in its place.
	before := registeredNames()
	b := factVariant{info: &VariantInfo{Name: "Toy registry A", Aliases: []string{"trb"}, Rank: -10}}
	Register(b)
	if after := registeredNames(); !slices.Equal(before, after) {
		t.Errorf("replacing a plugin changed the list: %v, then %v", before, after)
	}
	if got, ok := LookupVariant("Toy registry A"); !ok || got != b {
		t.Errorf("after replacing, LookupVariant = %v, %v; want the new toy", got, ok)
	}
	if _, ok := LookupVariant("tra"); ok {
		t.Error("the replaced plugin's alias still finds a plugin")
	}
	// Registered returns the caller's own slice.
	list := Registered()
	list[0] = nil
	if Registered()[0] == nil {
		t.Error("changing Registered's slice changed the registry")
	}
}

func TestRegisteredByRank(t *testing.T) {
	low := factVariant{info: &VariantInfo{Name: "Toy rank low", Rank: -30}}
	high := factVariant{info: &VariantInfo{Name: "Toy rank high", Rank: -20}}
	Register(low)
	Register(high)
	names := registeredNames()
	if i, j := slices.Index(names, high.Name()), slices.Index(names, low.Name()); i < 0 || j < 0 || i > j {
		t.Errorf("Registered() = %v: want %q before %q", names, high.Name(), low.Name())
	}
}

func TestChooseVariantOwnTags(t *testing.T) {
	v := factVariant{info: &VariantInfo{Name: "Toy own tags", OwnTags: []string{"ToyBoard"}, OwnTagsUnless: []string{"ToyVeto"}, Rank: -10}}
	Register(v)
	fallback := factVariant{info: &VariantInfo{Name: "Toy fallback"}}
	for _, tc := range []struct {
		tags []Tag
		want Variant
	}{
		{[]Tag{{Name: "ToyBoard", Value: "x"}}, v},
		{[]Tag{{Name: "ToyBoard"}, {Name: "ToyVeto"}}, fallback},
		{[]Tag{{Name: "Event"}}, fallback},
		{[]Tag{{Name: "Variant", Value: "TOY OWN TAGS"}}, v},
		{[]Tag{{Name: "Variant", Value: "Toy nobody registered"}, {Name: "ToyBoard"}}, nil},
		{[]Tag{{Name: "Variant", Value: " "}, {Name: "Game", Value: "toy own tags"}}, v},
	} {
		if got := ChooseVariantOr(tc.tags, fallback); got != tc.want {
			t.Errorf("ChooseVariantOr(%v) = %v, want %v", tc.tags, got, tc.want)
		}
	}
}

func TestVariantForFileExtensions(t *testing.T) {
	v := factVariant{info: &VariantInfo{Name: "Toy files", Extensions: []string{".toy-pgn"}, Rank: -10}}
	Register(v)
	for name, want := range map[string]bool{"a.toy-pgn": true, "DIR/A.TOY-PGN": true, "a.toy-pgn.gz": false, "toy-pgn": false, "": false} {
		got, ok := VariantForFile(name)
		if ok != want || (ok && got != v) {
			t.Errorf("VariantForFile(%q) = %v, %v; want %v", name, got, ok, want)
		}
	}
}

// The facts the core keeps are its own: changing what Info returned, or
// what a plugin's Info returns later, changes nothing the reader uses.
func TestFactsAreCopies(t *testing.T) {
	info := &VariantInfo{Name: "Toy facts", Results: []string{"1-0", "*"}, RepeatableTags: []string{"Note"}}
	v := factVariant{info: info}
	got := v.Info()
	got.Results[0] = "changed"
	if info.Results[0] != "1-0" {
		t.Fatal("Clone shares the Results slice")
	}
	f := factsOf(v)
	info.Results[0] = "9-9"
	if factsOf(v) != f || f.Results[0] != "1-0" {
		t.Errorf("the core's facts changed with the plugin's slice: %v", f.Results)
	}
	if n := testing.AllocsPerRun(100, func() { factsOf(v) }); n != 0 {
		t.Errorf("factsOf of a known variant: %v allocations, want 0", n)
	}
	if factsOf(nil).Name != "PGN" || !slices.Equal(factsOf(nil).Results, standardResults) {
		t.Errorf("factsOf(nil) = %+v, want standard PGN's", factsOf(nil))
	}
}

func TestStandardResultsIsACopy(t *testing.T) {
	r := StandardResults()
	r[0] = "changed"
	if StandardResults()[0] != "1-0" {
		t.Error("StandardResults hands out the package's own slice")
	}
}

// The registry's functions and the notation types take nil and zero
// values without a panic.
func TestRegistryZeroValues(t *testing.T) {
	Register(nil)
	if v := ChooseVariantOr(nil, nil); v != ChooseVariant(nil) && v != nil {
		t.Errorf("ChooseVariantOr(nil, nil) = %v", v)
	}
	if v := ChooseVariantOr([]Tag{{}}, nil); v != nil {
		t.Errorf("ChooseVariantOr(zero tag, nil) = %v, want the nil fallback", v)
	}
	if v, ok := LookupVariant(""); ok || v != nil {
		t.Errorf("LookupVariant(\"\") = %v, %v", v, ok)
	}
	if v, ok := VariantForFile(""); ok || v != nil {
		t.Errorf("VariantForFile(\"\") = %v, %v", v, ok)
	}
	if n, err := ParseNotation(nil, ""); n != "" || err != nil {
		t.Errorf("ParseNotation(nil, \"\") = %q, %v", n, err)
	}
	var info VariantInfo
	if c := info.Clone(); c.Name != "" || c.Results != nil {
		t.Errorf("zero VariantInfo cloned as %+v", c)
	}
	var ne *NotationError
	if ne.Error() == "" {
		t.Error("a nil NotationError says nothing")
	}
	if (&NotationError{}).Error() == "" {
		t.Error("a zero NotationError says nothing")
	}
}

// Registering while other goroutines choose is safe: choosing reads an
// immutable snapshot (run with -race).
func TestRegisterWhileChoosing(t *testing.T) {
	done := make(chan bool)
	go func() {
		for i := 0; i < 50; i++ {
			Register(factVariant{info: &VariantInfo{Name: "Toy concurrent", Aliases: []string{"tc"}, Rank: -40}})
		}
		close(done)
	}()
	tags := []Tag{{Name: "Variant", Value: "tc"}}
	for {
		select {
		case <-done:
			if v := ChooseVariant(tags); v == nil || v.Name() != "Toy concurrent" {
				t.Errorf("ChooseVariant after registering = %v", v)
			}
			return
		default:
			ChooseVariant(tags)
			LookupVariant("tc")
			VariantForFile("a.pgn")
			Registered()
		}
	}
}

// Clone copies every slice field of VariantInfo, those added later too.
func TestCloneCopiesEverySlice(t *testing.T) {
	var info VariantInfo
	v := reflect.ValueOf(&info).Elem()
	for i := 0; i < v.NumField(); i++ {
		if f := v.Field(i); f.Kind() == reflect.Slice {
			f.Set(reflect.MakeSlice(f.Type(), 1, 1))
		}
	}
	c := info.Clone()
	cv := reflect.ValueOf(&c).Elem()
	for i := 0; i < v.NumField(); i++ {
		if f := v.Field(i); f.Kind() == reflect.Slice && f.Pointer() == cv.Field(i).Pointer() {
			t.Errorf("Clone shares VariantInfo.%s", v.Type().Field(i).Name)
		}
	}
}
