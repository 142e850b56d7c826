package tagvalue

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"golang.org/x/text/language"
)

// TestLanguageTable checks the table against the IANA language subtag data
// that golang.org/x/text carries: every two-letter code it knows is either
// in force in ISO 639-1 or listed as withdrawn.
func TestLanguageTable(t *testing.T) {
	if len(iso6391) != 183 {
		t.Errorf("ISO 639-1 table has %d codes, want 183", len(iso6391))
	}
	known := map[string]bool{}
	for a := 'a'; a <= 'z'; a++ {
		for b := 'a'; b <= 'z'; b++ {
			code := string([]rune{a, b})
			if _, err := language.ParseBase(code); err == nil {
				known[code] = true
			}
		}
	}
	ours := map[string]bool{}
	for code := range iso6391 {
		ours[code] = true
	}
	for code := range withdrawn {
		if iso6391[code] {
			t.Errorf("code %q is both in force and withdrawn", code)
		}
		ours[code] = true
	}
	if diff := cmp.Diff(known, ours); diff != "" {
		t.Errorf("two-letter codes (-x/text +ours):\n%s", diff)
	}
}
