package convert

import (
	"errors"
	"io"
	"iter"

	"github.com/pgntool/pgntool/pgn"
)

// Games yields the games of r one at a time, as [pgn.Reader.ReadGame]
// reads them (normalised for variants that need it). A read error is
// yielded with the game read so far (possibly nil) and ends the sequence.
func Games(r *pgn.Reader) iter.Seq2[*pgn.Game, error] {
	return func(yield func(*pgn.Game, error) bool) {
		if r == nil {
			yield(nil, ErrNilReader)
			return
		}
		for {
			g, err := r.ReadGame()
			if errors.Is(err, io.EOF) {
				return
			}
			if err != nil {
				yield(g, err)
				return
			}
			if !yield(g, nil) {
				return
			}
		}
	}
}
