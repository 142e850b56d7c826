package main

import (
	"bufio"
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
	_, err := o.w.Write(o.frame.header)
	return err
}

// game writes one game's bytes.
func (o *gameOutput) game(data []byte, _ *pgn.Game, _ string) error {
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
