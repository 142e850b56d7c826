package nilcheck

import (
	"iter"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// counter is a receiver whose pointer method panics on nil, and whose
// iterator panics when it is run.
type counter struct{ n int }

func (c *counter) Inc()              { c.n++ }
func (c counter) Value() int         { return c.n }
func (c counter) All() iter.Seq[int] { return func(func(int) bool) { panic("in the iterator") } }

// TestRun checks on this package's own source that Run reports a missed
// function, a panic on a nil receiver, a panic inside a returned iterator
// and a panicking function, and calls value methods on no nil pointer.
func TestRun(t *testing.T) {
	panics, missed, err := Run(Package{
		Dir:   ".",
		Funcs: map[string]any{"Boom": func(p *int) int { return *p }},
		Types: []any{counter{}, Call{}, Package{}},
		Skip:  map[string]string{"Call.Where": "called by the test below", "Package": "a type skipped whole"},
	})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range panics {
		got = append(got, c.Name+" on "+c.Receiver)
	}
	want := []string{
		"Boom on ",
		"counter.Inc on nil *counter",
		"counter.All on zero counter",
		"counter.All on &zero counter",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("panics (-want +got):\n%s", diff)
	}
	// Run is exported and in no Funcs; counter is not exported.
	if diff := cmp.Diff([]string{"Run"}, missed); diff != "" {
		t.Errorf("missed (-want +got):\n%s", diff)
	}
	if where := panics[1].Where(); !cmp.Equal(where[:len("github.com/pgntool/pgntool/internal/nilcheck.(*counter).Inc")],
		"github.com/pgntool/pgntool/internal/nilcheck.(*counter).Inc") {
		t.Errorf("Where = %q, want the frame of (*counter).Inc", where)
	}
}
