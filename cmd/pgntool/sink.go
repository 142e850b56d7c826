package main

import (
	"bufio"
	"errors"
	"io"

	"github.com/pgntool/pgntool/convert"
	"github.com/pgntool/pgntool/pgn"
)

// gameOutput is one file of games: the main output, --rejected or
// --duplicates. Each is written alike: the same format, framed the same
// way, so that a game written to one could have been written to another.
type gameOutput struct {
	name  string // as the summary names it
	out   *output
	w     *bufio.Writer
	frame textFrame
	games int
	// enc, for a binary format, writes the games themselves.
	enc gameEncoder
}

// pipelineFormat is what runPipeline writes: text framed by frame, or,
// with binary set, games encoded by the sequencer.
type pipelineFormat struct {
	frame textFrame
	// binary returns the encoder of a binary format writing to w; its
	// faults go to report.
	binary func(w io.Writer, report pgn.Report) gameEncoder
}

// textFrame is what a document holds besides its games: a header, a
// separator between two games and a footer. PGN has none.
type textFrame struct {
	header, sep []byte
	// footer ends a document; afterGames goes before it when the
	// document holds games.
	footer, afterGames []byte
}

// newGameOutput writes games to out, which the caller closes; w is the
// writer in front of it (the progress bar's guard on a terminal).
func newGameOutput(name string, out *output, w io.Writer, frame textFrame) *gameOutput {
	return &gameOutput{name: name, out: out, w: bufio.NewWriterSize(w, 64<<10), frame: frame}
}

// begin writes the document's header.
func (o *gameOutput) begin() error {
	if o.enc != nil {
		return o.enc.Begin()
	}
	_, err := o.w.Write(o.frame.header)
	return err
}

// game writes one game's bytes (or the game, in a binary format). A
// game the encoder of a binary format cannot write is an *encoderRefusal.
func (o *gameOutput) game(data []byte, g *pgn.Game, _ string) error {
	if o.enc != nil {
		err := o.enc.Game(g)
		var notation *pgn.NotationError
		var internal *convert.InternalError
		switch {
		case errors.As(err, &notation):
			return &encoderRefusal{refusalOf(g, notationRefusal(CodeConvertNotation, g, err))}
		case errors.As(err, &internal):
			d := internalError(g.Pos, internal.Value)
			return &encoderRefusal{&refusal{pos: d.Pos, code: d.Code, why: d.Message, plain: true}}
		}
		return err
	}
	if o.games > 0 && len(o.frame.sep) > 0 {
		if _, err := o.w.Write(o.frame.sep); err != nil {
			return err
		}
	}
	o.games++
	_, err := o.w.Write(data)
	return err
}

// end writes the footer and flushes the buffer.
func (o *gameOutput) end() error {
	if o.enc != nil {
		if err := o.enc.End(); err != nil {
			return err
		}
		return o.w.Flush()
	}
	if o.games > 0 {
		o.w.Write(o.frame.afterGames)
	}
	o.w.Write(o.frame.footer)
	return o.w.Flush()
}

// frameOf returns the frame of a text format: what a fresh encoder
// writes before its first game and after its last. JSON's array is
// written by the workers as JSON Lines, one object a line, and joined
// here with the commas and the line breaks an array encoder writes
// (TestConvertJobsMatchEncoder compares both on the corpus).
func frameOf(f textFormat, opts convert.Options) textFrame {
	if f.jsonArray {
		return textFrame{header: []byte("[\n"), sep: []byte(",\n"), afterGames: []byte("\n"), footer: []byte("]\n")}
	}
	var buf bufferWriter
	enc := f.newEncoder(&buf, opts)
	_ = enc.Begin()
	header := buf.take()
	_ = enc.End()
	return textFrame{header: header, footer: buf.take()}
}

// bufferWriter collects what is written to it.
type bufferWriter struct{ b []byte }

func (w *bufferWriter) Write(p []byte) (int, error) {
	w.b = append(w.b, p...)
	return len(p), nil
}

// take returns what was written since the last take.
func (w *bufferWriter) take() []byte {
	b := w.b
	w.b = nil
	return b
}

// encoderRefusal is a game the encoder of a binary format could not
// write: it is reported and left out, and the run goes on.
type encoderRefusal struct{ r *refusal }

func (e *encoderRefusal) Error() string { return e.r.why }
