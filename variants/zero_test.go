package variants

import (
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

// Every exported function of the package is safe on zero values and nil
// arguments.
func TestZeroValuesAndNil(t *testing.T) {
	call := func(name string, f func()) {
		t.Helper()
		defer func() {
			if r := recover(); r != nil {
				t.Errorf("%s panicked: %v", name, r)
			}
		}()
		f()
	}
	call("All", func() { All() })
	call("Default", func() { Default() })
	call("Names", func() { Names() })
	call(`Lookup("")`, func() {
		if _, ok := Lookup(""); ok {
			t.Error(`Lookup("") found a variant`)
		}
	})
	call("ForTags(nil)", func() {
		if v := ForTags(nil); v == nil || v.Name() != "chess" {
			t.Errorf("ForTags(nil) = %v", v)
		}
	})
	call("ForTags(zero tags)", func() { ForTags(make([]pgn.Tag, 3)) })
	call("ForTagsOr(nil, nil)", func() {
		if v := ForTagsOr(nil, nil); v != nil {
			t.Errorf("ForTagsOr(nil, nil) = %v", v.Name())
		}
	})
	call(`ForFile("")`, func() {
		if v := ForFile(""); v != nil {
			t.Errorf(`ForFile("") = %v`, v.Name())
		}
	})
	call("Recognize(nil, nil)", func() {
		if v := Recognize(nil, nil); v != nil {
			t.Errorf("Recognize(nil, nil) = %v", v.Name())
		}
	})
	call("Recognize(nil, empty texts)", func() { Recognize(nil, make([]string, 8)) })
	call("Recognize(nil Variant value in an interface)", func() {
		var typedNil *nilName
		Recognize(typedNil, []string{"e4"})
	})
}

// nilName is a Variant whose methods panic on a nil receiver.
type nilName struct{ pgn.Variant }

func (n *nilName) Name() string { return n.Variant.Name() }
