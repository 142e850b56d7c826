package main

import (
	"sync"

	"github.com/pgntool/pgntool/filter"
)

// With --dedupe, the sequencer decides which game is a duplicate: the
// second and later games of a key, in input order. On a file that repeats
// its games, though, most games are duplicates, and encoding them only for
// the sequencer to drop the bytes cost more than the rest of the run. So
// the workers share a book of first copies: for each key, the lowest
// input index of a game the sequencer will remember with that key. A
// worker whose game has a key that an earlier game holds knows that the
// sequencer will find it a duplicate, and leaves it unencoded.
//
// Only games the sequencer is certain to remember go in the book: a
// selected game with a key whose worker did not fail (a game that fails
// in its worker loses its key, see gameWorker.game). A selected game its
// encoder refuses keeps its key, in the sequencer as in the book. So the
// book only ever holds keys the sequencer holds too, each at a game it
// takes before any later one. A worker that does not find an earlier copy, because it
// is read on another core at the same time, encodes the game, and the
// sequencer drops it as before. --duplicates needs the bytes of every
// duplicate, so the book is not kept then.

// firstCopies is the book: safe for the workers to use at once.
type firstCopies struct {
	mu    sync.Mutex
	first map[filter.Key]uint64
}

func newFirstCopies() *firstCopies {
	return &firstCopies{first: map[filter.Key]uint64{}}
}

// note records that the game at index at has key k, and the sequencer
// will remember it.
func (f *firstCopies) note(k filter.Key, at uint64) {
	f.mu.Lock()
	if old, ok := f.first[k]; !ok || at < old {
		f.first[k] = at
	}
	f.mu.Unlock()
}

// earlier reports whether a game before index at has key k.
func (f *firstCopies) earlier(k filter.Key, at uint64) bool {
	f.mu.Lock()
	old, ok := f.first[k]
	f.mu.Unlock()
	return ok && old < at
}

// gameIndex is the input index of game i of the chunk numbered seq: the
// order of games over every input of the run.
func gameIndex(seq uint64, i int) uint64 { return seq<<32 | uint64(i) }
