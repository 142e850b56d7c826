package convert

import (
	"errors"
	"io"

	"github.com/pgntool/pgntool/pgn"
)

// Encoder writes games to one output in XML or JSON, one game at a time.
// Call Begin (or just Game), Game for each game, then End. An Encoder is
// not safe for concurrent use.
type Encoder struct {
	w     io.Writer
	walk  walker
	buf   []byte
	begun bool
	ended bool
	err   error
}

// ErrEnded is returned by Game and Begin after End.
var ErrEnded = errors.New("convert: the encoder has ended its document")

// ErrNilGame is returned by Game for a nil game, which has nothing to write.
var ErrNilGame = errors.New("convert: nil game")

// NewXMLEncoder returns an encoder of the XML mapping to w.
func NewXMLEncoder(w io.Writer, opts Options) *Encoder {
	return newEncoder(w, opts, &xmlSink{reporter: reporter{report: opts.Report, format: "XML 1.0"}})
}

// NewJSONEncoder returns an encoder of the JSON form to w: a top-level
// array, or JSON Lines with opts.JSONLines.
func NewJSONEncoder(w io.Writer, opts Options) *Encoder {
	return newEncoder(w, opts, &jsonSink{reporter: reporter{report: opts.Report, format: "JSON"}, lines: opts.JSONLines})
}

func newEncoder(w io.Writer, opts Options, out sink) *Encoder {
	return &Encoder{w: w, walk: walker{opts: opts, out: out}}
}

// Begin writes the start of the document (the XML declaration and
// <database>, or the JSON array's '['). Game calls it when needed.
func (e *Encoder) Begin() error {
	switch {
	case e.err != nil:
		return e.err
	case e.ended:
		return ErrEnded
	case e.begun:
		return nil
	}
	e.begun = true
	return e.flush(e.walk.out.begin(e.buf[:0]))
}

// Game writes one game. A notation that the game's variant cannot write
// is returned as a [*pgn.ErrNotation] and nothing is written for the game;
// the encoder stays usable. Errors of the underlying writer are returned
// by every later call.
func (e *Encoder) Game(g *pgn.Game) error {
	if g == nil {
		return ErrNilGame
	}
	if err := e.Begin(); err != nil {
		return err
	}
	out, err := e.walk.game(e.buf[:0], g)
	if err != nil {
		return err
	}
	return e.flush(out)
}

// End closes the document. It does not close the underlying writer.
func (e *Encoder) End() error {
	if err := e.Begin(); err != nil {
		if errors.Is(err, ErrEnded) {
			return nil
		}
		return err
	}
	e.ended = true
	return e.flush(e.walk.out.finish(e.buf[:0]))
}

func (e *Encoder) flush(out []byte) error {
	e.buf = out[:0]
	if len(out) == 0 {
		return nil
	}
	if _, err := e.w.Write(out); err != nil {
		e.err = err
	}
	return e.err
}
