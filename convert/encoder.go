package convert

import (
	"errors"
	"fmt"
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

// ErrNilWriter is returned by an encoder made with a nil writer, at its
// first write.
var ErrNilWriter = errors.New("convert: nil writer")

// ErrNilReader is yielded by Games for a nil reader.
var ErrNilReader = errors.New("convert: nil reader")

// ErrNilGames is returned by WriteXML and WriteJSON for a nil sequence.
var ErrNilGames = errors.New("convert: nil sequence of games")

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
	case e == nil || e.walk.out == nil:
		return ErrZeroEncoder
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
// is returned as a [*pgn.NotationError], and a panic while the game is
// written (a bug in a plugin or here) as an [*InternalError]; in both
// cases nothing is written for the game and the encoder stays usable.
// Errors of the underlying writer are returned by every later call.
func (e *Encoder) Game(g *pgn.Game) (err error) {
	if e == nil || e.walk.out == nil {
		return ErrZeroEncoder
	}
	if g == nil {
		return ErrNilGame
	}
	if err := e.Begin(); err != nil {
		return err
	}
	out, err := e.walkGame(g)
	if err != nil {
		return err
	}
	return e.flush(out)
}

// walkGame builds the game's text in e.buf, turning a panic into an
// *InternalError and taking the sink back to its state before the game.
func (e *Encoder) walkGame(g *pgn.Game) (out []byte, err error) {
	state := e.walk.out.mark()
	defer func() {
		if p := recover(); p != nil {
			if _, fault := p.(interface{ Addr() uintptr }); fault {
				// A memory fault is its caller's to handle (a mapped
				// file cut short), not one game's.
				panic(p)
			}
			e.walk.out.restore(state)
			out, err = e.buf[:0], &InternalError{Pos: g.Pos, Value: p}
		}
	}()
	return e.walk.game(e.buf[:0], g)
}

// InternalError is a panic while a game was written: a bug in pgntool or
// in a plugin, caught so that the other games are written.
type InternalError struct {
	Pos   pgn.Position // the game's start
	Value any          // what the panic carried
}

// Error names the game and the panic.
func (e *InternalError) Error() string {
	return fmt.Sprintf("convert: internal fault while writing game %d (%v)", e.Pos.Game, e.Value)
}

// ErrZeroEncoder is returned by the methods of an Encoder that was not
// made by NewXMLEncoder or NewJSONEncoder.
var ErrZeroEncoder = errors.New("convert: the encoder was not made by NewXMLEncoder or NewJSONEncoder")

// End closes the document. It does not close the underlying writer.
func (e *Encoder) End() error {
	if e == nil || e.walk.out == nil {
		return ErrZeroEncoder
	}
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
	if e.w == nil {
		e.err = ErrNilWriter
		return e.err
	}
	if _, err := e.w.Write(out); err != nil {
		e.err = err
	}
	return e.err
}
