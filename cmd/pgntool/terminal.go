package main

import (
	"io"
	"os"
)

// terminalState says what the command's standard streams are, for the
// colours, the progress bar and the summary line, which are for a person
// watching a terminal and never for a pipe, a file or a CI log.
type terminalState struct {
	stdout bool // standard output is a terminal
	stderr bool // standard error is a terminal
	// color is set when colour may be written to standard output: it is
	// a terminal, NO_COLOR is not set (https://no-color.org) and TERM is
	// not "dumb".
	color bool
	// live is set when standard error may show a progress bar that
	// redraws itself: it is a terminal, TERM is not "dumb", and no CI
	// variable says the run is in a CI service (whose log keeps every
	// redrawn line).
	live bool
}

// terminalOf looks at the streams the command writes to; a stream that is
// not an *os.File (a test's buffer) is no terminal.
func terminalOf(stdout, stderr io.Writer) terminalState {
	var s terminalState
	s.stdout = writerIsTerminal(stdout)
	s.stderr = writerIsTerminal(stderr)
	dumb := os.Getenv("TERM") == "dumb"
	s.color = s.stdout && os.Getenv("NO_COLOR") == "" && !dumb
	s.live = s.stderr && !dumb && !inCI()
	return s
}

// inCI reports whether a CI variable is set, as GitHub Actions, GitLab,
// Travis, CircleCI and most others set CI=true.
func inCI() bool {
	v, ok := os.LookupEnv("CI")
	return ok && v != "false" && v != "0"
}

// writerIsTerminal reports whether w is a file that is a terminal.
func writerIsTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && isTerminal(f)
}
