package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"slices"

	"github.com/pgntool/pgntool/charset"
	"github.com/pgntool/pgntool/convert"
	"github.com/pgntool/pgntool/pgn"
)

// exportCoder writes a game in the standard's export format, in the
// output encoding.
type exportCoder struct {
	w        *pgn.Writer
	faults   pgn.DiagnosticList
	encoding string
	// plain is set when the output encoding is UTF-8, the text as built.
	plain   bool
	encoded bytes.Buffer
}

func newExportCoder(opts pgn.WriterOptions, encoding string) *exportCoder {
	e := &exportCoder{encoding: encoding, plain: plainEncoding(encoding)}
	opts.Report = e.faults.Add
	e.w = pgn.NewWriter(nil, opts)
	return e
}

// plainEncoding reports whether text in the encoding is UTF-8 as it is.
func plainEncoding(name string) bool {
	var probe bytes.Buffer
	w, err := charset.NewWriter(&probe, name)
	return err == nil && w == io.Writer(&probe)
}

func (e *exportCoder) skipEmpty() bool     { return true }
func (e *exportCoder) refusedCode() string { return CodeExportRefused }

func (e *exportCoder) encode(dst []byte, g *pgn.Game, report func(pgn.Diagnostic)) ([]byte, *refusal) {
	e.faults = e.faults[:0]
	start := len(dst)
	out, ok, err := e.w.AppendGame(dst, g)
	// The writer's checks report the game's faults; only errors are
	// shown, as export always did.
	for _, d := range e.faults {
		if d.Severity == pgn.Error {
			report(locateScid(g, d))
		}
	}
	var notation *pgn.NotationError
	switch {
	case errors.As(err, &notation):
		// One game of another kind (an Antichess game among chess games)
		// costs that game, not the file.
		return dst[:start], refusalOf(g, notationRefusal(CodeExportNotation, g, err))
	case err != nil || !ok:
		why := "it cannot be written exactly"
		if err != nil || slices.ContainsFunc(e.faults, func(d pgn.Diagnostic) bool { return d.Code == internalFaultCode }) {
			why = "pgntool failed inside it (see internal-fault)"
		}
		return dst[:start], &refusal{pos: g.Pos, code: CodeExportRefused, why: "not written: " + why}
	}
	if e.plain {
		return out, nil
	}
	e.encoded.Reset()
	enc, _ := charset.NewWriter(&e.encoded, e.encoding)
	if _, err := enc.Write(out[start:]); err != nil {
		return out[:start], &refusal{pos: g.Pos, code: CodeExportEncoding,
			why: fmt.Sprintf("not written: it holds text that %s cannot encode (%v)", e.encoding, err)}
	}
	return append(out[:start], e.encoded.Bytes()...), nil
}

// textFormat is a --to format whose games are text, encoded by the
// workers and put together by the sequencer.
type textFormat struct {
	name string
	// newEncoder returns an encoder writing to w.
	newEncoder func(w io.Writer, opts convert.Options) gameEncoder
	// jsonArray is set for JSON's array, whose games are separated by
	// commas: the workers write JSON Lines, one object and a newline per
	// game, and the sequencer joins them (see jsonArrayFrame).
	jsonArray bool
}

// convertCoder writes a game in a text format of convert.
type convertCoder struct {
	enc     gameEncoder
	buf     bytes.Buffer
	trimEnd bool // drop the newline after each game (JSON's array)
	// report is where the encoder's reports go for the current game.
	report func(pgn.Diagnostic)
	errs   errorCheck
}

func newConvertCoder(f textFormat, opts convert.Options) *convertCoder {
	c := &convertCoder{trimEnd: f.jsonArray}
	if f.jsonArray {
		opts.JSONLines = true
	}
	opts.Report = func(d pgn.Diagnostic) { c.report(d) }
	c.enc = f.newEncoder(&c.buf, opts)
	// The document's start is the sequencer's to write.
	_ = c.enc.Begin()
	c.buf.Reset()
	return c
}

func (c *convertCoder) skipEmpty() bool     { return false }
func (c *convertCoder) refusedCode() string { return CodeConvertRefused }

func (c *convertCoder) encode(dst []byte, g *pgn.Game, report func(pgn.Diagnostic)) ([]byte, *refusal) {
	c.report = report
	c.errs.check(g, report)
	c.buf.Reset()
	err := c.enc.Game(g)
	var notation *pgn.NotationError
	var internal *convert.InternalError
	switch {
	case errors.As(err, &notation):
		return dst, refusalOf(g, notationRefusal(CodeConvertNotation, g, err))
	case errors.As(err, &internal):
		// A bug met in one game costs that game, not the run.
		d := internalError(g.Pos, internal.Value)
		return dst, &refusal{pos: d.Pos, code: d.Code, why: d.Message, plain: true}
	case err != nil:
		d := internalError(g.Pos, err)
		return dst, &refusal{pos: d.Pos, code: d.Code, why: d.Message, plain: true}
	}
	out := c.buf.Bytes()
	if c.trimEnd {
		out = bytes.TrimSuffix(out, []byte("\n"))
	}
	return append(dst, out...), nil
}

// checkCoder is the workers' part for a binary format: the game's faults
// are found in the worker, and the sequencer hands the game itself to
// the format's encoder.
type checkCoder struct{ errs errorCheck }

func (*checkCoder) skipEmpty() bool     { return false }
func (*checkCoder) refusedCode() string { return CodeConvertRefused }

func (cc *checkCoder) encode(dst []byte, g *pgn.Game, report func(pgn.Diagnostic)) ([]byte, *refusal) {
	cc.errs.check(g, report)
	return dst, nil
}

// errorCheck reports the errors of each game a coder writes, placed in
// their base for a game of a Scid base, with one checker kept from game to
// game: pgn.Check set up a checker and a board for every game, most of
// what convert allocated.
type errorCheck struct {
	c      *pgn.Checker
	g      *pgn.Game
	report func(pgn.Diagnostic)
}

// check reports g's errors to report.
func (e *errorCheck) check(g *pgn.Game, report func(pgn.Diagnostic)) {
	if e.c == nil {
		e.c = pgn.NewChecker(e.keep)
	}
	e.g, e.report = g, report
	e.c.CheckGame(g)
	e.g, e.report = nil, nil
}

// keep is the checker's report: it passes the errors on.
func (e *errorCheck) keep(d pgn.Diagnostic) {
	if d.Severity == pgn.Error {
		e.report(locateScid(e.g, d))
	}
}
