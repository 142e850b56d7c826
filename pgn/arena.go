package pgn

import (
	"encoding/binary"
	"unsafe"
)

// arena makes strings out of shared blocks, so that the dozen tag values
// of a game cost a fraction of an allocation each instead of one apiece.
// A block is never written again once a string points into it, so the
// strings stay immutable however long they are kept.
type arena struct {
	block []byte
	// size is the size of a new block, and max the longest string put in
	// a block; zero means arenaBlock and arenaMax.
	size, max int
}

const (
	arenaBlock = 8 << 10
	// Longer strings get their own allocation, so that keeping one small
	// value does not keep a large block alive for long.
	arenaMax = 256
)

func (a *arena) string(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	size, max := a.size, a.max
	if size == 0 {
		size, max = arenaBlock, arenaMax
	}
	if len(b) > max {
		return string(b)
	}
	if cap(a.block)-len(a.block) < len(b) {
		a.block = make([]byte, 0, size)
	}
	// Reslicing writes only the length: the block's pointer is written
	// once per block, not for every string (a write barrier while the
	// collector marks).
	n := len(a.block)
	a.block = a.block[:n+len(b)]
	copy(a.block[n:], b)
	return unsafe.String(&a.block[n], len(b))
}

// treeMemory hands out the nodes, lines, slices and strings of the game
// trees a [Builder] builds, carved out of shared chunks instead of one
// allocation apiece.
//
// Whatever it has handed out is never written again, so a tree stays valid
// and unchanged while the builder goes on with the next game: every slice
// it hands out has its capacity equal to its length, so that an append by
// the tree's owner copies the slice instead of writing into a neighbour's
// part of the chunk. The price is that a tree kept alive keeps alive the
// whole chunks it shares with the games read before and after it (at most
// one chunk of each kind, of at most treeChunkBytes, on either side), and
// the short-string cache's blocks its moves, numbers and result are in
// (shortStrings: 16 KiB each, one for some two thousand distinct texts).
//
// A memory made by [newReusedTreeMemory] instead keeps every chunk, and
// its reset hands them out again, zeroed, for the next tree: a tree lives
// only until the next reset, and building one allocates nothing once the
// chunks have grown to what a game needs. Its strings are the exception:
// a string must never change, so the text arena is not reused, and its
// blocks (a byte for each byte of text, nothing for the collector to
// scan), and those of the short-string cache, are the only memory a reused
// tree memory allocates; the cache holds on to one block of its own.
type treeMemory struct {
	text     arena
	short    shortStrings
	nodes    chunk[Node]
	lines    chunk[Line]
	nodePtrs slab[*Node]
	linePtrs slab[*Line]
	comments slab[Comment]
	tags     slab[Tag]
	nags     slab[int]
	glyphs   slab[string]
}

const (
	// treeChunkBytes is the size a chunk grows to: small enough for the
	// allocator's size classes (at most 32 KiB), large enough that a
	// game of a hundred moves takes one or two.
	treeChunkBytes = 16 << 10
	// treeTextBlock is the text arena's block; longer strings than a
	// sixteenth of it get their own allocation, so that a block's unused
	// tail stays small.
	treeTextBlock = 16 << 10
	// slabMove is the longest slice that moves to the chunk's top to grow
	// there; a longer one grows as a slice of its own, by doubling.
	slabMove = 8
)

// newTreeMemory returns memory whose chunks grow from small ones, so that
// a builder used for a single small game allocates little.
func newTreeMemory() treeMemory {
	return treeMemory{text: arena{size: treeTextBlock, max: treeTextBlock / 16}}
}

// newReusedTreeMemory returns memory whose chunks are kept and handed out
// again after each reset.
func newReusedTreeMemory() treeMemory {
	m := newTreeMemory()
	m.nodes.keep, m.lines.keep = true, true
	m.nodePtrs.keep, m.linePtrs.keep = true, true
	m.comments.keep, m.tags.keep, m.nags.keep, m.glyphs.keep = true, true, true, true
	return m
}

// reset makes the memory of a reused tree memory free for the next tree:
// every tree built from it before is written over.
func (m *treeMemory) reset() {
	m.nodes.reset()
	m.lines.reset()
	m.nodePtrs.reset()
	m.linePtrs.reset()
	m.comments.reset()
	m.tags.reset()
	m.nags.reset()
	m.glyphs.reset()
}

// chunkLen is the length of the next chunk of T after one of length last:
// twice as long, up to treeChunkBytes.
func chunkLen[T any](last int) int {
	var zero T
	most := treeChunkBytes / int(unsafe.Sizeof(zero))
	n := max(8, 2*last)
	return max(1, min(n, most))
}

// chunks are the chunks of a chunk or slab that keeps them: the full
// ones, and the spare ones that reset made free again. The memory past a
// chunk's length is zero, which take and addNew count on.
type chunks[T any] struct {
	keep        bool
	full, spare [][]T
}

// next returns an empty chunk to follow buf, of at least n values: a spare
// one when there is one, so that a kept memory stops allocating.
func (k *chunks[T]) next(buf []T, n int) []T {
	if !k.keep {
		return make([]T, 0, n)
	}
	if buf != nil {
		k.full = append(k.full, buf)
	}
	for i := len(k.spare) - 1; i >= 0; i-- {
		if c := k.spare[i]; cap(c) >= n {
			k.spare[i] = k.spare[len(k.spare)-1]
			k.spare = k.spare[:len(k.spare)-1]
			return c
		}
	}
	return make([]T, 0, n)
}

// reset zeroes what was handed out from buf and the full chunks, and
// makes them all spare (buf included) for the next tree.
func (k *chunks[T]) reset(buf []T) {
	if buf != nil {
		k.full = append(k.full, buf)
	}
	for _, c := range k.full {
		clear(c)
		k.spare = append(k.spare, c[:0])
	}
	clear(k.full)
	k.full = k.full[:0]
}

// chunk hands out single values of T, one by one, from chunks.
type chunk[T any] struct {
	buf []T
	chunks[T]
}

// take returns a new zero T.
func (c *chunk[T]) take() *T {
	if len(c.buf) == cap(c.buf) {
		c.buf = c.next(c.buf, chunkLen[T](cap(c.buf)))
	}
	c.buf = c.buf[:len(c.buf)+1]
	return &c.buf[len(c.buf)-1]
}

// reset makes every chunk spare again, zeroed.
func (c *chunk[T]) reset() {
	c.chunks.reset(c.buf)
	c.buf = nil
}

// slab hands out slices of T from chunks. A slice it handed out last grows
// in place while the chunk has room; another one moves to the top of the
// chunk to grow, or grows on its own when it is long.
//
// When it keeps its chunks, the long slices that grow on their own are
// kept too (in own), and handed out again after reset.
type slab[T any] struct {
	buf []T
	chunks[T]
	own, ownSpare [][]T
}

// reset makes every chunk and every long slice spare again, zeroed.
func (m *slab[T]) reset() {
	m.chunks.reset(m.buf)
	m.buf = nil
	for _, s := range m.own {
		// Not for correctness (a spare slice is copied into before it is
		// read) but so that it keeps no dropped string alive.
		clear(s[:cap(s)])
		m.ownSpare = append(m.ownSpare, s[:0])
	}
	clear(m.own)
	m.own = m.own[:0]
}

// grow returns s, long and full, with x appended, in a slice of its own
// with room: from the spare long slices when the slab keeps its memory.
func (m *slab[T]) grow(s []T, x T) []T {
	if !m.keep {
		return append(s, x)
	}
	n := len(s) + 1
	var g []T
	for i := len(m.ownSpare) - 1; i >= 0; i-- {
		if c := m.ownSpare[i]; cap(c) >= n {
			g = c
			m.ownSpare[i] = m.ownSpare[len(m.ownSpare)-1]
			m.ownSpare = m.ownSpare[:len(m.ownSpare)-1]
			break
		}
	}
	if g == nil {
		g = make([]T, 0, 2*n)
	}
	g = append(append(g, s...), x)
	m.own = append(m.own, g)
	return g
}

// addTo appends x to *s as add does. When *s grows in place it writes
// only the length and capacity of *s, not its pointer: a pointer written
// while the collector marks costs a write barrier, and this is done for
// every move.
func (m *slab[T]) addTo(s *[]T, x T) {
	n := len(*s)
	top := len(m.buf)
	if n > 0 && n == cap(*s) && top < cap(m.buf) && top >= n && &(*s)[0] == &m.buf[top-n] {
		m.buf = append(m.buf, x)
		h := (*sliceHeader)(unsafe.Pointer(s))
		h.len++
		h.cap++
		return
	}
	*s = m.add(*s, x)
}

// addNew appends a zero T to *s as addTo does and returns it, so that the
// caller writes only the fields that are not zero. The chunk's memory past
// its length is still zero: nothing is written there before it is handed
// out.
func (m *slab[T]) addNew(s *[]T) *T {
	n := len(*s)
	top := len(m.buf)
	if top < cap(m.buf) {
		if n == 0 {
			m.buf = m.buf[:top+1]
			*s = m.buf[top : top+1 : top+1]
			return &m.buf[top]
		}
		if n == cap(*s) && top >= n && &(*s)[0] == &m.buf[top-n] {
			m.buf = m.buf[:top+1]
			h := (*sliceHeader)(unsafe.Pointer(s))
			h.len++
			h.cap++
			return &m.buf[top]
		}
	}
	var zero T
	*s = m.add(*s, zero)
	return &(*s)[n]
}

// sliceHeader is the layout of a slice.
type sliceHeader struct {
	data     unsafe.Pointer
	len, cap int
}

// add returns s with x appended, as append does; s is a slice this slab
// handed out, or one of the slices append made for it.
func (m *slab[T]) add(s []T, x T) []T {
	n := len(s)
	if n < cap(s) {
		// A slice of its own, with room.
		return append(s, x)
	}
	top := len(m.buf)
	if top < cap(m.buf) {
		if n == 0 {
			m.buf = append(m.buf, x)
			return m.buf[top : top+1 : top+1]
		}
		if top >= n && &s[0] == &m.buf[top-n] {
			m.buf = append(m.buf, x)
			return m.buf[top-n : top+1 : top+1]
		}
	}
	if n >= slabMove {
		return m.grow(s, x)
	}
	if cap(m.buf)-top < n+1 {
		m.buf = m.next(m.buf, max(n+1, chunkLen[T](cap(m.buf))))
		top = 0
	}
	m.buf = append(m.buf, s...)
	m.buf = append(m.buf, x)
	return m.buf[top : top+n+1 : top+n+1]
}

// shortStrings hands out the short texts a tree repeats most, its moves
// and move numbers ("Nf3", "12."), from a cache of the strings made
// before, so that a repeated one costs a lookup instead of a copy and
// its bytes in the arena. The cache is direct-mapped: a text whose slot
// holds another is copied, and takes the slot.
//
// The cache makes its strings in blocks of its own (own), and empties its
// slots whenever it starts a new block: a slot that pointed into a game's
// text block would keep that block, and through the cache's lifetime any
// number of such blocks, alive after the game is dropped. So the cache
// holds one block at most, and a kept game pins only the cache blocks its
// own short strings are in. Like the arena's, a block is never written
// again where a string points into it.
type shortStrings struct {
	slots *[shortSlots]shortSlot
	own   arena
}

// shortSlot is a cached string and its bytes as a little-endian word.
type shortSlot struct {
	key uint64
	s   string
}

const (
	// shortSlots is the cache's size, a power of two: a file's distinct
	// moves and numbers are a few thousand.
	shortSlots = 1 << shortBits
	shortBits  = 12
	// shortMax is the longest text the cache holds: one word.
	shortMax = 8
	// shortBlock is the size of the cache's blocks: some two thousand
	// short texts between two emptyings of the slots.
	shortBlock = 16 << 10
)

// string returns b as a string, from the cache when b is at most a word
// long and a string with its bytes is in b's slot, else from a.
func (c *shortStrings) string(a *arena, b []byte) string {
	n := len(b)
	if n == 0 || n > shortMax || c.slots == nil {
		return a.string(b)
	}
	var key uint64
	if cap(b) >= shortMax {
		// The bytes past the text are in memory of the same slice:
		// load a word and keep the text's bytes.
		key = binary.LittleEndian.Uint64(b[:shortMax]) & (^uint64(0) >> (64 - 8*n))
	} else {
		for i := n - 1; i >= 0; i-- {
			key = key<<8 | uint64(b[i])
		}
	}
	slot := &c.slots[((key^uint64(n))*0x9E3779B97F4A7C15)>>(64-shortBits)]
	// The length tells "a" from "a\x00", which have the same word.
	if slot.key == key && len(slot.s) == n {
		return slot.s
	}
	if c.own.size == 0 {
		c.own.size, c.own.max = shortBlock, shortMax
	}
	if cap(c.own.block)-len(c.own.block) < n {
		// The next string starts a block: let go of the last one.
		clear(c.slots[:])
	}
	s := c.own.string(b)
	slot.key, slot.s = key, s
	return s
}
