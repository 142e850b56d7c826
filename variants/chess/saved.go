package chess

import "github.com/pgntool/pgntool/pgn"

var _ pgn.PositionSaver = (*Board)(nil)

// savedPosition is a position kept by SavePosition, with the undo record
// of the last move played before it: the variation that follows takes
// that move back, and its own moves write over the record.
type savedPosition struct {
	p    position
	last undo
}

// SavePosition keeps the current position in slot i (pgn.PositionSaver),
// forgetting slots i+1 and above. The replay of a game calls it as each
// variation begins, i being the variation's depth from 0. Slots are filled
// in order (the interface's rule): a slot beyond the next free one is
// taken as that one, and one at pgn.MaxSavedDepth or beyond is not kept.
func (b *Board) SavePosition(i int) {
	if b == nil || i < 0 || i >= pgn.MaxSavedDepth {
		return
	}
	i = min(i, len(b.saved))
	if i < cap(b.saved) {
		b.saved = b.saved[:i+1]
	} else {
		b.saved = append(b.saved, savedPosition{})
	}
	// Copied in place: a composite literal would be built and copied again.
	s := &b.saved[i]
	s.p = b.p
	if n := len(b.p.history); n > 0 {
		s.last = b.p.history[n-1]
	}
}

// RestorePosition returns the board to the position kept in slot i
// (pgn.PositionSaver), with the moves played before it, and forgets slot i
// and above; with nothing in slot i it does nothing. Since the save, at
// most the last move played before it was taken back (the interface's
// rule), so the undo records below that move still stand and only its
// record is put back.
func (b *Board) RestorePosition(i int) {
	if b == nil || i < 0 || i >= len(b.saved) {
		return
	}
	s := &b.saved[i]
	// The undo records live in the current stack, which may have grown
	// since the save: its records below the saved length are the same.
	h := b.p.history
	n := len(s.p.history)
	b.p = s.p
	if cap(h) >= n {
		b.p.history = h[:n]
	}
	if n > 0 {
		b.p.history[n-1] = s.last
	}
	// The slot lets go of the undo stack it shared, which may be one the
	// board has since replaced.
	s.p.history = nil
	b.saved = b.saved[:i]
}
