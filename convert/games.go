package convert

import (
	"iter"

	"github.com/pgntool/pgntool/pgn"
)

// Games yields the games of r one at a time, as [pgn.Reader.ReadGame]
// reads them. A read error is yielded with the game read so far (possibly
// nil) and ends the sequence.
func Games(r *pgn.Reader) iter.Seq2[*pgn.Game, error] {
	return func(yield func(*pgn.Game, error) bool) {
		var b gameBuilder
		for {
			b.reset()
			more, err := r.VisitGame(&b)
			if err != nil {
				yield(b.Game(), err)
				return
			}
			if !more || !yield(b.Game(), nil) {
				return
			}
		}
	}
}

// gameBuilder is a [pgn.Builder] that can take a fault before the game
// begins. The reader reports a bad '%' escape line before the first game
// to the visitor before calling BeginGame, and pgn.Builder.Diagnostic
// then dereferences its nil game; such faults are held here and given to
// the game once it begins.
type gameBuilder struct {
	*pgn.Builder
	begun bool
	early pgn.DiagnosticList
}

func (b *gameBuilder) reset() {
	b.Builder = pgn.NewBuilder()
	b.begun = false
	b.early = b.early[:0]
}

// BeginGame starts the tree and hands it the faults held so far.
func (b *gameBuilder) BeginGame(pos pgn.Position) {
	b.Builder.BeginGame(pos)
	b.begun = true
	for _, d := range b.early {
		b.Builder.Diagnostic(d)
	}
	b.early = b.early[:0]
}

// Diagnostic records a fault in the game, or holds it until it begins.
func (b *gameBuilder) Diagnostic(d pgn.Diagnostic) {
	if !b.begun {
		b.early.Add(d)
		return
	}
	b.Builder.Diagnostic(d)
}
