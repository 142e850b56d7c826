package pgn

import (
	"encoding/binary"
	"math/bits"
)

// knownName is one of commonTagNames as the reader's tag path looks it
// up: its bytes as two little-endian words, zero past its end, its length
// and index in commonTagNames, and its bit in a game's set of tag names
// (Reader.tagNames). It holds no pointer, so that the collector does not
// scan the table at every cycle.
type knownName struct {
	w0, w1 uint64
	bit    uint64
	n, i   uint8
}

// name returns the name as kept in commonTagNames.
func (k *knownName) name() string { return commonTagNames[k.i] }

const (
	// knownSlots is the size of knownNames, a power of two four times
	// the number of common names or more, so that a probe seldom goes
	// past its first slot.
	knownShift = 64 - 8
	knownSlots = 1 << (64 - knownShift)
	// knownMax is the longest name two words hold.
	knownMax = 16
	// sharedBits are the bits of tagNames left for names that are not
	// common: common name i has bit i to itself.
	sharedBits = 64 - sharedFrom
	sharedFrom = 49
)

// knownNames holds commonTagNames by knownSlot, each in the first free
// slot from its own (linear probing). An empty slot ends a probe.
var knownNames = func() (t [knownSlots]knownName) {
	if len(commonTagNames) > sharedFrom {
		panic("pgn: more common tag names than bits of their own")
	}
	for i, n := range commonTagNames {
		w0, w1 := nameWords(n)
		j := knownSlot(w0, w1, len(n))
		for t[j].n != 0 {
			j = (j + 1) % knownSlots
		}
		t[j] = knownName{w0: w0, w1: w1, bit: 1 << i, n: uint8(len(n)), i: uint8(i)}
	}
	return t
}()

// knownSlot is the slot a name of n bytes, as the words w0 and w1, is
// looked up from.
func knownSlot(w0, w1 uint64, n int) int {
	return int(((w0 ^ w1*0xBF58476D1CE4E5B9 ^ uint64(n)) * 0x9E3779B97F4A7C15) >> knownShift)
}

// lookupKnown returns the common name of n bytes whose words are w0 and
// w1 (zero past the name), or nil.
func lookupKnown(w0, w1 uint64, n int) *knownName {
	for j := knownSlot(w0, w1, n); ; j = (j + 1) % knownSlots {
		k := &knownNames[j]
		if k.w0 == w0 && k.w1 == w1 && int(k.n) == n {
			return k
		}
		if k.n == 0 {
			return nil
		}
	}
}

// nameWords returns the bytes of a name of at most knownMax bytes as two
// little-endian words, zero past its end.
func nameWords[T string | []byte](name T) (w0, w1 uint64) {
	for i := min(len(name), knownMax) - 1; i >= 0; i-- {
		if i < 8 {
			w0 |= uint64(name[i]) << (8 * i)
		} else {
			w1 |= uint64(name[i]) << (8 * (i - 8))
		}
	}
	return w0, w1
}

// knownNameOf returns the common name equal to name, or nil.
func knownNameOf[T string | []byte](name T) *knownName {
	if len(name) == 0 || len(name) > knownMax {
		return nil
	}
	w0, w1 := nameWords(name)
	return lookupKnown(w0, w1, len(name))
}

// knownNameAt returns the common name that b starts with, followed by a
// space, or nil; b holds at least 2*8 bytes. The name's end is found a
// word at a time, and the lookup compares words, so that the usual tag
// pair passes its name without a loop over its bytes.
func knownNameAt(b []byte) *knownName {
	w0 := binary.LittleEndian.Uint64(b[:8])
	if m := firstSpaceMarks(w0); m != 0 {
		n := bits.TrailingZeros64(m) / 8
		return lookupKnown(w0&(^uint64(0)>>(64-8*n)), 0, n)
	}
	w1 := binary.LittleEndian.Uint64(b[8:16])
	if m := firstSpaceMarks(w1); m != 0 {
		n := bits.TrailingZeros64(m) / 8
		return lookupKnown(w0, w1&(^uint64(0)>>(64-8*n)), 8+n)
	}
	return nil
}

// firstSpaceMarks sets the high bit of the bytes of x that are ' '. Borrows can
// only mark bytes above a rightly marked one, so the lowest mark is exact.
func firstSpaceMarks(x uint64) uint64 {
	t := x ^ ones*' '
	return (t - ones) &^ t & highs
}

// nameBit maps a tag name to one of 64 bits, so that a game's usual score
// of distinct tags needs no string comparisons to find that none repeats:
// a common name has a bit of its own, the others share the rest by their
// nameSlot.
func nameBit(name string) uint64 {
	if k := knownNameOf(name); k != nil {
		return k.bit
	}
	return 1 << (sharedFrom + nameSlot(name)%sharedBits)
}

// internTagName returns the name as a string: a common one as the string
// kept in commonTagNames, so that reading it allocates nothing.
func internTagName(b []byte) string {
	if k := knownNameOf(b); k != nil {
		return k.name()
	}
	return string(b)
}
