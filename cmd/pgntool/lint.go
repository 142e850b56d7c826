package main

import (
	"bufio"
	"fmt"
	"io"
	"runtime"
	"slices"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/pgntool/pgntool/pgn"
)

func lintCommand() *cli.Command {
	return &cli.Command{
		Name:      "lint",
		Usage:     "check games and report every fault with file:line:col",
		ArgsUsage: "FILE...",
		Flags: append([]cli.Flag{
			&cli.StringFlag{Name: "format", Value: "text", Usage: "output `FORMAT`: text, json (one object per line), sarif (SARIF 2.1.0) or github (workflow annotations)"},
			&cli.StringFlag{Name: "severity", Value: "warning", Usage: "show diagnostics of at least `LEVEL`: error, or warning (all)"},
			&cli.StringSliceFlag{Name: "only", Usage: "show only the diagnostics of `CODE`s (a comma-separated list; * matches any text: tag-*)"},
			&cli.StringSliceFlag{Name: "ignore", Usage: "leave out the diagnostics of `CODE`s (a comma-separated list; * matches any text)"},
			&cli.BoolFlag{Name: "show-source", Usage: "with --format text, show each diagnostic's source line with a caret under its column"},
			&cli.BoolFlag{Name: "summary", DefaultText: "on when standard error is a terminal", Usage: "write the counts per code and per file, and a summary line, on standard error at the end"},
			quietFlag,
			&cli.IntFlag{Name: "jobs", Aliases: []string{"j"}, Value: runtime.NumCPU(), Usage: "check large files on `N` cores; the output is the same as with 1"},
			syntaxOnlyFlag,
			variantFlag,
			encodingFlag,
			includeDeletedFlag,
		}, limitFlags()...),
		Action: lint,
	}
}

// diagnosticJSON is one line of lint --format json.
type diagnosticJSON struct {
	File     string `json:"file"`
	Game     int    `json:"game"`
	Line     int    `json:"line"`
	Column   int    `json:"column"`
	Severity string `json:"severity"`
	Code     string `json:"code"`
	Message  string `json:"message"`
}

// printFunc prints one diagnostic; it returns false when the output
// failed and lint should stop.
type printFunc func(pgn.Diagnostic) bool

func lint(c *cli.Context) error {
	format := c.String("format")
	if !slices.Contains(reportFormats, format) {
		return usageError("unknown --format %q; choose %s", format, strings.Join(reportFormats, ", "))
	}
	if c.Bool("show-source") && format != "text" {
		return usageError("--show-source goes with --format text only")
	}
	filter, err := newDiagnosticFilter(c.String("severity"), c.StringSlice("only"), c.StringSlice("ignore"))
	if err != nil {
		return err
	}
	if err := checkInputs(c); err != nil {
		return err
	}
	term := terminalOf(c.App.Writer, c.App.ErrWriter)
	summary := term.stderr && !c.Bool("quiet")
	if c.IsSet("summary") {
		summary = c.Bool("summary")
	}
	prog := newProgress(c.App.ErrWriter, term, c.Bool("quiet"))
	count := newTally("lint", summary)
	dst := stdoutOutput(c)
	var w io.Writer = dst
	if term.stdout {
		w = prog.guard(dst)
	}
	out := bufio.NewWriter(w)
	text := textOptions{color: term.color}
	if c.Bool("show-source") {
		text.source = &sourceLines{open: reopener(c)}
	}
	report, _ := newReportWriter(format, out, text)
	report.begin()
	sink := newLintSink(filter, c.Int(flagMaxDiagnostics), count, report, dst)
	print := sink.print
	trouble := false
	for _, path := range c.Args().Slice() {
		count.files++
		games, err := lintFile(c, path, print, prog, sink.budget)
		sink.endGame()
		count.games += games
		if dst.Err() != nil {
			break
		}
		if err != nil {
			if _, ok := err.(cli.ExitCoder); ok {
				prog.close()
				return err
			}
			trouble = true
			if notText, ok := err.(*notTextError); ok {
				// Its one diagnostic goes with the others.
				print(notText.diag)
				continue
			}
			out.Flush()
			prog.clear()
			fmt.Fprintf(c.App.ErrWriter, "pgntool: %v\n", err)
		}
	}
	sink.endGame()
	report.end()
	out.Flush()
	prog.close()
	if err := dst.Close(); err != nil {
		// The diagnostics were lost: that is no clean bill of health.
		return cli.Exit(err.Error()+"; lint stopped", exitTrouble)
	}
	if summary {
		count.writeDetails(c.App.ErrWriter)
		count.writeLine(c.App.ErrWriter)
	}
	switch {
	case trouble:
		return cli.Exit("", exitTrouble)
	case count.errors > 0:
		// The exit status follows what was shown: an error left out by
		// --severity, --only or --ignore does not fail the run.
		return cli.Exit("", exitFindings)
	}
	return nil
}

// reopener opens a file again, as lint read it, for --show-source.
// Standard input cannot be read again; nor can a name that is no file's
// (an archive member's), which fails to open.
func reopener(c *cli.Context) func(name string) (io.Reader, func(), bool) {
	return func(name string) (io.Reader, func(), bool) {
		if name == "" || name == "<stdin>" {
			return nil, nil, false
		}
		// Opened as lint opened it: decoded, and decompressed.
		in, err := openInput(c, name, c.String("encoding"))
		if err != nil {
			return nil, nil, false
		}
		return in.r, in.Close, true
	}
}

// stepFunc is told, as lint goes, that n more games were checked and
// that the text has been read up to offset (-1 when not known).
type stepFunc func(games int, offset int64)

// lintFile checks every game of one file, printing its faults game by
// game in the order of the text, and returns how many games it held.
//
// budget, when not 0, is the reader's per-game diagnostics budget instead
// of --max-diagnostics.
func lintFile(c *cli.Context, path string, print printFunc, prog *progress, budget int) (games int, err error) {
	if isScidInput(path) {
		return lintScid(c, path, print, prog)
	}
	in, err := openInput(c, path, c.String("encoding"))
	if err != nil {
		return 0, err
	}
	defer in.Close()
	size := int64(-1)
	if in.f != nil {
		if st, err := in.f.Stat(); err == nil && st.Mode().IsRegular() {
			size = st.Size()
		}
	}
	prog.file(in.name, size)
	step := func(n int, offset int64) {
		games += n
		prog.addGames(n)
		prog.reached(offset)
	}
	// Every path reads the file as a stream: one job directly, several
	// jobs in chunks that one goroutine reads into recycled buffers.
	// Mapping the file instead was measured to cost more CPU on every
	// bench input (docs/performance.md, "The bench harness") and counts
	// the mapped pages in the resident size.
	opts, err := readerOptions(c, in.name)
	if err != nil {
		return 0, err
	}
	if c.Bool("syntax-only") {
		opts = syntaxOnly(opts)
	}
	if budget > 0 {
		opts.Limits.Diagnostics = budget
	}
	r := prog.reader(in.r)
	if jobs := c.Int("jobs"); jobs > 1 {
		_, err := lintChunks(r, opts, jobs, chunkSize, print, step)
		if err != nil {
			err = fmt.Errorf("%s: %w", opts.File, err)
		}
		return games, err
	}
	_, err = lintStream(r, opts, print, step)
	return games, err
}

// lintStream is lint over an opened stream. step, when not nil, is told
// of each game.
func lintStream(r io.Reader, opts pgn.ReaderOptions, print printFunc, step stepFunc) (bool, error) {
	found, err := lintGames(pgn.NewReader(r, opts), opts.Start, print, step)
	if err != nil {
		err = fmt.Errorf("%s: %w", opts.File, err)
	}
	return found, err
}

// lintGames checks the games rd reads, printing the faults of each game in
// the order of the text. start is where rd's input begins; step, when
// not nil, is told of each game.
func lintGames(rd *pgn.Reader, start pgn.Position, print printFunc, step stepFunc) (bool, error) {
	lint := newGameLinter(start)
	found := false
	for {
		diags, more, err := lint.next(rd)
		for _, d := range diags {
			if d.Severity == pgn.Error {
				found = true
			}
			if !print(d) {
				return found, nil
			}
		}
		if more && step != nil {
			step(1, -1)
		}
		if err != nil || !more {
			return found, err
		}
	}
}
