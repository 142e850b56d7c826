package tagvalue

import "testing"

// TestAnyInRange compares anyInRange with a plain search over every
// pattern of up to three characters, digits and '?' alike, so that the
// shortcut for all-digit patterns answers as the search does.
func TestAnyInRange(t *testing.T) {
	const alphabet = "0123456789?"
	var patterns []string
	var grow func(p string)
	grow = func(p string) {
		if p != "" {
			patterns = append(patterns, p)
		}
		if len(p) == 3 {
			return
		}
		for i := 0; i < len(alphabet); i++ {
			grow(p + alphabet[i:i+1])
		}
	}
	grow("")
	patterns = append(patterns, "0000000000023", "99999999999999999999")
	for _, r := range [][2]int{{0, 23}, {0, 59}, {1, 12}, {1, 31}, {5, 5}} {
		for _, p := range patterns {
			want := false
			for n := r[0]; n <= r[1]; n++ {
				want = want || matches(p, n)
			}
			if got := anyInRange(p, r[0], r[1]); got != want {
				t.Errorf("anyInRange(%q, %d, %d) = %v, want %v", p, r[0], r[1], got, want)
			}
		}
	}
}
