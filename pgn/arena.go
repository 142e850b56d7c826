package pgn

import "unsafe"

// arena makes strings out of shared blocks, so that the dozen tag values
// of a game cost a fraction of an allocation each instead of one apiece.
// A block is never written again once a string points into it, so the
// strings stay immutable however long they are kept.
type arena struct {
	block []byte
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
	if len(b) > arenaMax {
		return string(b)
	}
	if cap(a.block)-len(a.block) < len(b) {
		a.block = make([]byte, 0, arenaBlock)
	}
	n := len(a.block)
	a.block = append(a.block, b...)
	return unsafe.String(&a.block[n], len(b))
}
