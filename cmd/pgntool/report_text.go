package main

import (
	"bufio"
	"strconv"

	"github.com/pgntool/pgntool/pgn"
)

// textOptions are the choices of lint's text output.
type textOptions struct {
	color  bool
	source *sourceLines // nil: no --show-source
}

// ANSI colours of the text output; none is written when it is off.
const (
	ansiReset  = "\x1b[0m"
	ansiBold   = "\x1b[1m"
	ansiDim    = "\x1b[2m"
	ansiRed    = "\x1b[1;31m"
	ansiYellow = "\x1b[1;33m"
	ansiBlue   = "\x1b[1;34m"
)

// textWriter prints "file:line:col: severity: message [code]", in colour
// on a terminal, and with --show-source the line under it with a caret
// under the column, as rustc does:
//
//	games.pgn:12:7: error: illegal move "Ke3" [move-illegal]
//	   |
//	12 | 1. e4 e5 2. Ke3 *
//	   |             ^
type textWriter struct {
	out  *bufio.Writer
	opts textOptions
	line []byte
}

func (w *textWriter) begin() {}

func (w *textWriter) end() {
	if w.opts.source != nil {
		w.opts.source.close()
	}
}

func (w *textWriter) write(d pgn.Diagnostic) {
	if !w.opts.color {
		w.line = append(d.AppendText(w.line[:0]), '\n')
		w.out.Write(w.line)
	} else {
		w.colored(d)
	}
	if w.opts.source != nil {
		w.excerpt(d)
	}
}

// colored prints d as AppendText does, with colours.
func (w *textWriter) colored(d pgn.Diagnostic) {
	sevColor := ansiRed
	if d.Severity == pgn.Warning {
		sevColor = ansiYellow
	}
	w.out.WriteString(ansiBold)
	w.out.Write(d.Pos.AppendText(w.line[:0]))
	w.out.WriteString(":" + ansiReset + " " + sevColor)
	w.out.WriteString(d.Severity.String())
	w.out.WriteString(":" + ansiReset + " ")
	w.out.WriteString(d.Message)
	w.out.WriteString(" " + ansiDim + "[")
	w.out.WriteString(d.Code)
	w.out.WriteString("]" + ansiReset + "\n")
}

// excerpt prints the source line of d and a caret under its column.
func (w *textWriter) excerpt(d pgn.Diagnostic) {
	if d.Pos.Line <= 0 {
		return
	}
	ex, ok := w.opts.source.excerpt(d.Pos)
	if !ok {
		return
	}
	num := strconv.Itoa(d.Pos.Line)
	pad := make([]byte, len(num))
	for i := range pad {
		pad[i] = ' '
	}
	gutter, reset, caret := "", "", ""
	if w.opts.color {
		gutter, reset, caret = ansiBlue, ansiReset, ansiRed
		if d.Severity == pgn.Warning {
			caret = ansiYellow
		}
	}
	w.out.WriteString(gutter)
	w.out.Write(pad)
	w.out.WriteString(" |" + reset + "\n" + gutter + num + " | " + reset)
	w.out.WriteString(ex.text)
	w.out.WriteString("\n" + gutter)
	w.out.Write(pad)
	w.out.WriteString(" | " + reset)
	for range ex.caretAt {
		w.out.WriteByte(' ')
	}
	w.out.WriteString(caret + "^" + reset + "\n")
}
