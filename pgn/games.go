package pgn

import (
	"io"
	"iter"
)

// Games returns an iterator over the games left in the input, read as
// trees by [Reader.ReadGame].
//
// Each step yields a game and a nil error. Faults in a game's text do not
// stop the iteration: they are in the game's Diagnostics. The iteration
// ends at the end of the input; when reading the input fails, the error
// is yielded once, with a nil game, after the last game read, and the
// iteration ends. A nil or zero Reader yields [ErrNilInput] once.
//
// The reader is consumed: a second iteration goes on where the first one
// stopped.
func (r *Reader) Games() iter.Seq2[*Game, error] {
	return func(yield func(*Game, error) bool) {
		for {
			g, err := r.ReadGame()
			switch {
			case err == io.EOF:
				return
			case err != nil:
				yield(nil, err)
				return
			}
			if !yield(g, nil) {
				return
			}
		}
	}
}
