package pgn

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

func TestParseNotation(t *testing.T) {
	v := toyVariant{} // writes as-read and upper
	for _, tc := range []struct {
		name string
		want Notation
		ok   bool
	}{
		{"upper", "upper", true},
		{"UPPER", "upper", true},
		{"As-Read", "as-read", true},
		{"", "", true},
		{"bogus", "", false},
		{"upper ", "", false},
	} {
		got, err := ParseNotation(v, tc.name)
		if got != tc.want || (err == nil) != tc.ok {
			t.Errorf("ParseNotation(toy, %q) = %q, %v; want %q, ok %v", tc.name, got, err, tc.want, tc.ok)
		}
		if err == nil {
			continue
		}
		var ne *NotationError
		if !errors.As(err, &ne) {
			t.Fatalf("ParseNotation(toy, %q): error %T, want *NotationError", tc.name, err)
		}
		if ne.Notation != tc.name || ne.Variant != "Toy" || !slices.Equal(ne.Valid, []Notation{"as-read", "upper"}) {
			t.Errorf("ParseNotation(toy, %q): error %+v", tc.name, ne)
		}
		if msg := err.Error(); !strings.Contains(msg, "as-read, upper") || !strings.Contains(msg, `"`+tc.name+`"`) {
			t.Errorf("error %q does not name the notation and the valid ones", msg)
		}
		ne.Valid[0] = "changed"
		if _, err := ParseNotation(v, tc.name); !strings.Contains(err.Error(), "as-read, upper") {
			t.Error("changing an error's Valid changed the variant's notations")
		}
	}
	if _, err := ParseNotation(nil, "san"); err == nil {
		t.Error("ParseNotation(nil, san) accepts a notation standard PGN cannot write")
	}
	if n, err := ParseNotation(nil, "AS-READ"); n != "as-read" || err != nil {
		t.Errorf("ParseNotation(nil, AS-READ) = %q, %v", n, err)
	}
	var nilErr *NotationError
	_ = nilErr.Error() // no panic
}
