package convert

import (
	"io"
	"iter"

	"github.com/pgntool/pgntool/pgn"
)

// WriteXML writes every game of games as one XML document. It stops at
// the first error, from games or from writing, and returns it; the
// document is then incomplete.
func WriteXML(w io.Writer, games iter.Seq2[*pgn.Game, error], opts Options) error {
	return write(NewXMLEncoder(w, opts), games)
}

// WriteJSON writes every game of games as JSON (see [NewJSONEncoder]).
func WriteJSON(w io.Writer, games iter.Seq2[*pgn.Game, error], opts Options) error {
	return write(NewJSONEncoder(w, opts), games)
}

func write(e *Encoder, games iter.Seq2[*pgn.Game, error]) error {
	if games == nil {
		return ErrNilGames
	}
	if err := e.Begin(); err != nil {
		return err
	}
	for g, err := range games {
		if err != nil {
			return err
		}
		if err := e.Game(g); err != nil {
			return err
		}
	}
	return e.End()
}
