package pgn

import (
	"bytes"
	"math/rand"
	"testing"
)

// TestKnownNames asserts that every common tag name is found, by its bytes
// and after '[' in a pair, with a bit of its own, and that names that are
// not common, or differ from one by a byte or a length, are not found.
func TestKnownNames(t *testing.T) {
	seen := uint64(0)
	for _, n := range commonTagNames {
		k := knownNameOf(n)
		if k == nil || k.name() != n {
			t.Fatalf("knownNameOf(%q) = %v", n, k)
		}
		if seen&k.bit != 0 || k.bit != nameBit(n) || k.bit >= 1<<sharedFrom {
			t.Fatalf("%q: bit %x shared or not nameBit", n, k.bit)
		}
		seen |= k.bit
		pair := []byte(n + ` "v"]` + string(make([]byte, 32)))
		if got := knownNameAt(pair); got != k {
			t.Fatalf("knownNameAt(%q) = %v", pair, got)
		}
		for _, other := range []string{n + "x", n[:len(n)-1], "x" + n, n + "_"} {
			if knownNameOf(other) != nil && !contains(commonTagNames, other) {
				t.Fatalf("knownNameOf(%q) found", other)
			}
			at := []byte(other + ` "v"]` + string(make([]byte, 32)))
			if k := knownNameAt(at); k != nil && k.name() != other {
				t.Fatalf("knownNameAt(%q) = %q", at, k.name())
			}
		}
	}
	for _, n := range []string{"Opening2", "WhiteRatingDiffs", "Evt", "event", "A", "WhiteElo\x00"} {
		if knownNameOf(n) != nil {
			t.Fatalf("knownNameOf(%q) found", n)
		}
		if b := nameBit(n); b < 1<<sharedFrom {
			t.Fatalf("nameBit(%q) = %x, a common name's bit", n, b)
		}
	}
}

// TestPlainValueEndMatchesByteLoop compares plainValueEnd with quoteIndex
// and isPlainValue on random texts rich in quotes, backslashes and bytes
// that are not printable ASCII, at every place of every word.
func TestPlainValueEndMatchesByteLoop(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	alphabet := []byte("ab .9\"\\\x00\x1f\x7f\x80\xff\xe2~ ")
	b := make([]byte, valueWords*8+8)
	for i := 0; i < 300000; i++ {
		for j := range b {
			b[j] = 'a' + byte(rng.Intn(26))
		}
		for k := rng.Intn(4); k >= 0; k-- {
			b[rng.Intn(len(b))] = alphabet[rng.Intn(len(alphabet))]
		}
		want := -1
		if q := bytes.IndexByte(b[:valueWords*8], '"'); q >= 0 {
			want = q
			if !isPlainValue(b[:q]) {
				want = -2
			}
		} else if !isPlainValue(b[:valueWords*8]) {
			want = -2
		}
		if got := plainValueEnd(b); got != want {
			t.Fatalf("plainValueEnd(%q) = %d, want %d", b, got, want)
		}
	}
}
