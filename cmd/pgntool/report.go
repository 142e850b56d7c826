package main

import (
	"bufio"
	"encoding/json"
	"strconv"
	"strings"

	"github.com/pgntool/pgntool/pgn"
)

// Lint prints its diagnostics through a reportWriter, one per output
// format. begin and end frame the run (SARIF's document); write prints
// one diagnostic. Writers print into a buffered writer and never flush
// it: lint does, and checks the output's error.
type reportWriter interface {
	begin()
	write(d pgn.Diagnostic)
	end()
}

// reportFormats are the values of lint --format.
var reportFormats = []string{"text", "json", "sarif", "github"}

// newReportWriter returns the writer of format; ok is false for an
// unknown format.
func newReportWriter(format string, out *bufio.Writer, text textOptions) (w reportWriter, ok bool) {
	switch format {
	case "text":
		return &textWriter{out: out, opts: text}, true
	case "json":
		return &jsonWriter{out: out}, true
	case "sarif":
		return &sarifWriter{out: out}, true
	case "github":
		return &githubWriter{out: out}, true
	}
	return nil, false
}

// jsonWriter prints one JSON object per line.
type jsonWriter struct{ out *bufio.Writer }

func (w *jsonWriter) begin() {}
func (w *jsonWriter) end()   {}

func (w *jsonWriter) write(d pgn.Diagnostic) {
	b, _ := json.Marshal(diagnosticJSON{File: d.Pos.File, Game: d.Pos.Game, Line: d.Pos.Line, Column: d.Pos.Column,
		Severity: d.Severity.String(), Code: d.Code, Message: d.Message})
	w.out.Write(b)
	w.out.WriteByte('\n')
}

// githubWriter prints GitHub Actions workflow commands, which the runner
// turns into annotations on the files of a pull request:
//
//	::error file=games.pgn,line=12,col=7,title=move-illegal::illegal move "Ke3"
type githubWriter struct{ out *bufio.Writer }

func (w *githubWriter) begin() {}
func (w *githubWriter) end()   {}

func (w *githubWriter) write(d pgn.Diagnostic) {
	w.out.WriteString("::")
	w.out.WriteString(d.Severity.String()) // "error" or "warning", the commands' names
	w.out.WriteString(" file=")
	w.out.WriteString(githubProperty(d.Pos.File))
	if d.Pos.Line > 0 {
		w.out.WriteString(",line=")
		w.out.WriteString(strconv.Itoa(d.Pos.Line))
		if d.Pos.Column > 0 {
			w.out.WriteString(",col=")
			w.out.WriteString(strconv.Itoa(d.Pos.Column))
		}
	}
	w.out.WriteString(",title=")
	w.out.WriteString(githubProperty(d.Code))
	w.out.WriteString("::")
	w.out.WriteString(githubData(d.Message))
	w.out.WriteByte('\n')
}

// githubData escapes a workflow command's message as the runner reads it
// back (actions/toolkit, escapeData): %, CR and LF.
var githubData = strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A").Replace

// githubProperty escapes a workflow command's property value (escapeProperty):
// as a message, and also the : and , that end a property.
var githubProperty = strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A", ":", "%3A", ",", "%2C").Replace
