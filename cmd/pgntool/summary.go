package main

import (
	"cmp"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/pgntool/pgntool/pgn"
)

// tally counts what a command read and reported, for its exit status and
// its summary.
type tally struct {
	command          string
	start            time.Time
	files, games     int
	errors, warnings int // shown
	hidden           int // left out by --severity, --only or --ignore
	// perCode and perFile count the diagnostics shown, when the per-code
	// summary is asked for.
	perCode map[string]*counts
	perFile map[string]*counts
	files1  []string // the files of perFile, in order of appearance
}

// counts are errors and warnings.
type counts struct{ errors, warnings int }

func (c *counts) add(sev pgn.Severity) {
	if sev == pgn.Error {
		c.errors++
	} else {
		c.warnings++
	}
}

// newTally starts counting; detailed keeps the counts per code and per
// file.
func newTally(command string, detailed bool) *tally {
	t := &tally{command: command, start: time.Now()}
	if detailed {
		t.perCode, t.perFile = map[string]*counts{}, map[string]*counts{}
	}
	return t
}

// add counts a diagnostic shown.
func (t *tally) add(d pgn.Diagnostic) {
	if d.Severity == pgn.Error {
		t.errors++
	} else {
		t.warnings++
	}
	if t.perCode == nil {
		return
	}
	c := t.perCode[d.Code]
	if c == nil {
		c = &counts{}
		t.perCode[d.Code] = c
	}
	c.add(d.Severity)
	f := t.perFile[d.Pos.File]
	if f == nil {
		f = &counts{}
		t.perFile[d.Pos.File] = f
		t.files1 = append(t.files1, d.Pos.File)
	}
	f.add(d.Severity)
}

// summaryFiles is how many files the per-file summary lists.
const summaryFiles = 20

// writeDetails writes the counts per code, most frequent first, and per
// file, the files with most diagnostics first.
func (t *tally) writeDetails(w io.Writer) {
	if len(t.perCode) == 0 {
		return
	}
	codes := make([]string, 0, len(t.perCode))
	for c := range t.perCode {
		codes = append(codes, c)
	}
	total := func(c *counts) int { return c.errors + c.warnings }
	slices.SortFunc(codes, func(a, b string) int {
		return cmp.Or(cmp.Compare(total(t.perCode[b]), total(t.perCode[a])), strings.Compare(a, b))
	})
	fmt.Fprintf(w, "%8s %8s  %s\n", "errors", "warnings", "code")
	for _, c := range codes {
		n := t.perCode[c]
		fmt.Fprintf(w, "%8d %8d  %s\n", n.errors, n.warnings, c)
	}
	files := slices.Clone(t.files1)
	slices.SortStableFunc(files, func(a, b string) int { return cmp.Compare(total(t.perFile[b]), total(t.perFile[a])) })
	fmt.Fprintf(w, "%8s %8s  %s\n", "errors", "warnings", "file")
	for _, f := range files[:min(len(files), summaryFiles)] {
		n := t.perFile[f]
		fmt.Fprintf(w, "%8d %8d  %s\n", n.errors, n.warnings, f)
	}
	if len(files) > summaryFiles {
		fmt.Fprintf(w, "%17s  and %d more files\n", "", len(files)-summaryFiles)
	}
}

// writeLine writes the one summary line: files, games, errors, warnings,
// time.
func (t *tally) writeLine(w io.Writer) {
	var b strings.Builder
	fmt.Fprintf(&b, "pgntool %s: %s, %s, %s, %s", t.command,
		plural(t.files, "file"), plural(t.games, "game"), plural(t.errors, "error"), plural(t.warnings, "warning"))
	if t.hidden > 0 {
		fmt.Fprintf(&b, " (%d more not shown)", t.hidden)
	}
	fmt.Fprintf(&b, " in %s\n", roundDuration(time.Since(t.start)))
	io.WriteString(w, b.String())
}

// plural writes n and the noun, with an s when n is not 1.
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// roundDuration rounds d to what a person reads: 340ms, 1.2s, 3m4s.
func roundDuration(d time.Duration) time.Duration {
	switch {
	case d < time.Second:
		return d.Round(time.Millisecond)
	case d < time.Minute:
		return d.Round(100 * time.Millisecond)
	}
	return d.Round(time.Second)
}

// runStatus is what export and convert show a person at a terminal: the
// progress bar while they read, and the summary line at the end. Its
// methods may be called on a nil *runStatus.
type runStatus struct {
	prog   *progress
	count  *tally
	term   terminalState
	line   bool // write the summary line
	stderr io.Writer
}

// newRunStatus starts the status of command c.
func newRunStatus(c *cli.Context) *runStatus {
	term := terminalOf(c.App.Writer, c.App.ErrWriter)
	quiet := c.Bool("quiet")
	return &runStatus{
		prog:   newProgress(c.App.ErrWriter, term, quiet),
		count:  newTally(c.Command.Name, false),
		term:   term,
		line:   term.stderr && !quiet,
		stderr: c.App.ErrWriter,
	}
}

// stdout returns the writer for standard output (or -o) w: one that
// wipes the bar before it writes when w is the terminal the bar is on.
func (s *runStatus) stdout(w io.Writer, toStdout bool) io.Writer {
	if toStdout && s.term.stdout {
		return s.prog.guard(w)
	}
	return w
}

// errors returns the writer for standard error, which wipes the bar
// before each diagnostic.
func (s *runStatus) errors() io.Writer { return s.prog.guard(s.stderr) }

// file starts reading the input in and returns its reader, which counts
// the bytes read on the bar.
func (s *runStatus) file(in *input) io.Reader {
	s.count.files++
	size := int64(-1)
	if in.f != nil {
		if st, err := in.f.Stat(); err == nil && st.Mode().IsRegular() {
			size = st.Size()
		}
	}
	s.prog.file(in.name, size)
	return s.prog.reader(in.r)
}

// game counts a game read.
func (s *runStatus) game() {
	s.count.games++
	s.prog.addGames(1)
}

// reported counts a diagnostic written.
func (s *runStatus) reported(d pgn.Diagnostic) { s.count.add(d) }

// end wipes the bar and writes the summary line.
func (s *runStatus) end() {
	s.prog.close()
	if s.line {
		s.count.writeLine(s.stderr)
	}
}
