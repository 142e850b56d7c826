package pgn

import "unsafe"

// lentText makes the comment strings of a reader with
// ReaderOptions.ReuseComments: each game's comments are copied into one
// buffer that the next game writes over, so that an engine's long
// comments cost a copy each and no allocation, no zeroed block and nothing
// for the collector once the buffer has grown to what a game needs.
type lentText struct {
	buf []byte
}

// lentKeep is the largest buffer kept from one game to the next: a game
// with more comment text than this (a budget allows megabytes) does not
// leave its buffer held for the rest of the run.
const lentKeep = 1 << 20

// reset makes the buffer free for the next game: every string handed out
// before is written over.
func (l *lentText) reset() {
	if cap(l.buf) > lentKeep {
		l.buf = nil
	}
	l.buf = l.buf[:0]
}

// string returns a copy of b that stays unchanged until the next reset.
func (l *lentText) string(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	if cap(l.buf)-len(l.buf) < len(b) {
		// A new buffer: the strings already made keep the old one alive,
		// and none of them moves.
		l.buf = make([]byte, 0, max(2*cap(l.buf), len(b), 16<<10))
	}
	n := len(l.buf)
	l.buf = append(l.buf, b...)
	return unsafe.String(&l.buf[n], len(b))
}
