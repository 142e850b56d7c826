package pgn

import (
	"encoding/binary"
	"math/bits"
)

// valueStrings hands out tag values from a cache of the values made
// before, so that a value that repeats from game to game (an event, a
// site, a date, a player, a rating, an opening code) costs a lookup
// instead of a copy and its bytes in new memory. Collections are mostly
// tournaments and months: in a TWIC issue most values repeat, and a
// reader that allocates less runs the collector less often, which is what
// a stream of games read with ReuseGames pays most for on one core.
//
// The cache is direct-mapped, as shortStrings is: a value whose slot
// holds another is copied and takes the slot. It makes its strings in
// blocks of its own and empties its slots when it starts a new block, so
// that it holds on to one block at most; a kept game pins only the blocks
// its own values are in, and a block is never written again where a
// string points into it.
type valueStrings struct {
	slots *[valueSlots]string
	own   arena
}

const (
	// valueSlots is the cache's size, a power of two: a file's distinct
	// short values between two emptyings are a few hundred to a thousand.
	valueSlots = 1 << valueBits
	valueBits  = 11
	// valueMax is the longest value the cache holds; longer ones (long
	// opening names, annotators' notes) rarely repeat byte for byte.
	valueMax = 32
	// valueBlock is the size of the cache's blocks.
	valueBlock = 16 << 10
)

// string returns value as a string: from the cache when it is at most
// valueMax bytes long and its slot holds the same text, else copied into
// the cache's block (and into the slot), or into a when it is longer.
func (c *valueStrings) string(a *arena, value []byte) string {
	n := len(value)
	if n == 0 {
		return ""
	}
	if n > valueMax {
		return a.string(value)
	}
	if c.slots == nil {
		c.slots = new([valueSlots]string)
		c.own.size, c.own.max = valueBlock, valueMax
	}
	slot := &c.slots[valueHash(value)>>(64-valueBits)]
	if *slot == string(value) {
		return *slot
	}
	if cap(c.own.block)-len(c.own.block) < n {
		// The next string starts a block: let go of the last one.
		clear(c.slots[:])
	}
	s := c.own.string(value)
	*slot = s
	return s
}

// valueHash mixes the bytes of b, which is at most valueMax bytes long
// (string sends longer values to the arena), into a word whose high bits
// pick a slot. Where b's memory goes on for a whole
// valueMax (nearly always: b lies in the scanner's buffer or a block) it
// loads four words and keeps only b's own bytes of them.
func valueHash(b []byte) uint64 {
	const k0, k1 = 0x9E3779B97F4A7C15, 0xD6E8FEB86659FD93
	n := len(b)
	var x0, x1, x2, x3 uint64
	if cap(b) >= valueMax && n <= valueMax {
		w := b[:valueMax:valueMax]
		// keep[24-8i] masks word i to its share of the n bytes.
		keep := keepBytes[n : n+25]
		x0 = binary.LittleEndian.Uint64(w[0:]) & keep[24]
		x1 = binary.LittleEndian.Uint64(w[8:]) & keep[16]
		x2 = binary.LittleEndian.Uint64(w[16:]) & keep[8]
		x3 = binary.LittleEndian.Uint64(w[24:]) & keep[0]
	} else {
		var x [4]uint64
		for i := n - 1; i >= 0; i-- {
			x[i/8] |= uint64(b[i]) << (8 * (i % 8))
		}
		x0, x1, x2, x3 = x[0], x[1], x[2], x[3]
	}
	hi0, lo0 := bits.Mul64(x0^k0, x1^k1)
	hi1, lo1 := bits.Mul64(x2^k1, x3^k0^uint64(n))
	hi, lo := bits.Mul64(hi0^lo0^k1, hi1^lo1^k0)
	return hi ^ lo
}

// keepBytes[24+r] is the mask of a word's first r bytes, for r from -24
// to valueMax: all eight bytes for 8 or more, none for 0 or less.
var keepBytes = func() (m [valueMax + 25]uint64) {
	for i := range m {
		r := i - 24
		m[i] = ^uint64(0) >> uint(64-8*min(max(r, 0), 8))
	}
	return m
}()
