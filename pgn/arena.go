package pgn

import "unsafe"

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
// one chunk of each kind, of at most treeChunkBytes, on either side).
type treeMemory struct {
	text     arena
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

// chunkLen is the length of the next chunk of T after one of length last:
// twice as long, up to treeChunkBytes.
func chunkLen[T any](last int) int {
	var zero T
	most := treeChunkBytes / int(unsafe.Sizeof(zero))
	n := max(8, 2*last)
	return max(1, min(n, most))
}

// chunk hands out single values of T, one by one, from chunks.
type chunk[T any] struct {
	buf []T
}

// take returns a new zero T.
func (c *chunk[T]) take() *T {
	if len(c.buf) == cap(c.buf) {
		c.buf = make([]T, 0, chunkLen[T](cap(c.buf)))
	}
	c.buf = c.buf[:len(c.buf)+1]
	return &c.buf[len(c.buf)-1]
}

// slab hands out slices of T from chunks. A slice it handed out last grows
// in place while the chunk has room; another one moves to the top of the
// chunk to grow, or grows on its own when it is long.
type slab[T any] struct {
	buf []T
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
		return append(s, x)
	}
	if cap(m.buf)-top < n+1 {
		m.buf = make([]T, 0, max(n+1, chunkLen[T](cap(m.buf))))
		top = 0
	}
	m.buf = append(m.buf, s...)
	m.buf = append(m.buf, x)
	return m.buf[top : top+n+1 : top+n+1]
}
