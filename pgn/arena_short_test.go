package pgn

import (
	"math/rand"
	"testing"
	"unsafe"
)

// TestShortStringsMatchBytes hands the short-string cache texts that share
// slots, differ only past their length or in a zero byte, and sit in
// slices with and without room for a word load, and asserts that every
// string it returns holds exactly the bytes asked for.
func TestShortStringsMatchBytes(t *testing.T) {
	var a arena
	c := shortStrings{slots: new([shortSlots]shortSlot)}
	rng := rand.New(rand.NewSource(1))
	alphabet := []byte("abcdefgh12345678NBRQKxO-+#=.\x00\xff")
	for i := 0; i < 200000; i++ {
		n := rng.Intn(12)
		// The backing array's tail past n is random too: the load must
		// drop it.
		backing := make([]byte, n+rng.Intn(10))
		for j := range backing {
			backing[j] = alphabet[rng.Intn(len(alphabet))]
		}
		b := backing[:n]
		if rng.Intn(4) == 0 {
			b = backing[:n:n] // no room for a word load
		}
		want := string(b)
		got := c.string(&a, b)
		if got != want {
			t.Fatalf("string(%q) = %q", want, got)
		}
		// The returned string must not alias the caller's bytes.
		for j := range backing {
			backing[j] = '?'
		}
		if got != want {
			t.Fatalf("string(%q) changed to %q with the bytes it was made from", want, got)
		}
	}
	// Every cached string is in the cache's current block: the cache
	// keeps no other block alive (neither a game's nor an older one of its
	// own).
	block := c.own.block[:cap(c.own.block)]
	lo := uintptr(unsafe.Pointer(unsafe.SliceData(block)))
	hi := lo + uintptr(len(block))
	for i := range c.slots {
		if s := c.slots[i].s; s != "" {
			if p := uintptr(unsafe.Pointer(unsafe.StringData(s))); p < lo || p >= hi {
				t.Fatalf("slot %d holds %q outside the cache's current block", i, s)
			}
		}
	}
	// A cache that is off hands out arena strings.
	var off shortStrings
	if got := off.string(&a, []byte("e4")); got != "e4" {
		t.Fatalf("off: %q", got)
	}
}
