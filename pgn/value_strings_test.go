package pgn

import (
	"math/rand/v2"
	"testing"
	"unsafe"
)

// TestValueHashIgnoresWhatFollows: a value's hash depends on its own bytes
// only, whether it is read by words (room after it) or byte by byte (at
// the end of its memory), so the same text always finds the same slot.
func TestValueHashIgnoresWhatFollows(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for n := 0; n <= valueMax; n++ {
		for trial := 0; trial < 200; trial++ {
			text := make([]byte, n)
			for i := range text {
				text[i] = byte(rng.IntN(256))
			}
			alone := append([]byte(nil), text...)[:n:n]
			padded := make([]byte, n, n+valueMax)
			copy(padded, text)
			for i := n; i < cap(padded); i++ {
				padded[:cap(padded)][i] = byte(rng.IntN(256))
			}
			if got, want := valueHash(padded), valueHash(alone); got != want {
				t.Fatalf("%q: hash %#x with bytes after it, %#x without", text, got, want)
			}
		}
	}
}

// TestValueStringsGivesTheText: every value comes back with its own
// bytes, cached or not, across many emptyings of the cache, and the
// strings handed out before keep their bytes.
func TestValueStringsGivesTheText(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	var c valueStrings
	var a arena
	type kept struct{ s, want string }
	var all []kept
	for i := 0; i < 200000; i++ {
		n := rng.IntN(valueMax + 8)
		b := make([]byte, n, n+rng.IntN(valueMax+1))
		for j := range b {
			// Few letters, so that values repeat.
			b[j] = "ab"[rng.IntN(2)]
		}
		s := c.string(&a, b)
		if s != string(b) {
			t.Fatalf("got %q for %q", s, b)
		}
		if i%97 == 0 {
			all = append(all, kept{s, string(b)})
		}
	}
	for _, k := range all {
		if k.s != k.want {
			t.Fatalf("a string handed out earlier changed: %q, want %q", k.s, k.want)
		}
	}
}

// TestValueStringsShares: a repeated value is the same string, not a copy.
func TestValueStringsShares(t *testing.T) {
	var c valueStrings
	var a arena
	first := c.string(&a, []byte("Wijk aan Zee NED"))
	again := c.string(&a, []byte("Wijk aan Zee NED"))
	if unsafe.StringData(first) != unsafe.StringData(again) {
		t.Error("a repeated value was copied again")
	}
}
