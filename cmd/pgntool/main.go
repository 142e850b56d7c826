// Command pgntool reads, checks and writes game records (PGN) of chess,
// xiangqi and C'escacs.
//
//	pgntool lint [--format text|json] [--variant NAME] FILE...
//	pgntool export [--strict] [--reduced] [--notation N] [-o FILE] FILE...
//	pgntool convert --to xml|json FILE...
//
// A FILE of "-" is standard input. Exit status: 0 when all is well, 1 when
// lint found an error or strict export refused a game, 2 when a file could
// not be read or a flag is wrong.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"

	"github.com/urfave/cli/v2"
)

// memoryLimit is the soft limit of the Go heap (see main).
const memoryLimit = 40 << 20

// Exit statuses.
const (
	exitOK       = 0
	exitFindings = 1
	exitTrouble  = 2
)

func main() {
	if os.Getenv("GOGC") == "" {
		// The live heap is a few megabytes, so the default target let
		// the collector run every few megabytes of messages and per-game
		// scraps: a tenth of lint's time on files read in place. A
		// larger target costs tens of megabytes at most.
		debug.SetGCPercent(400)
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		// The larger target would let the heap grow to five times the
		// live read buffers on a stream with many faults; a soft limit
		// makes the collector run more often near it instead, so the
		// process stays under 64 MiB whatever the input. The budgets keep
		// the live heap well below it.
		debug.SetMemoryLimit(memoryLimit)
	}
	os.Exit(run(os.Args, os.Stdin, os.Stdout, os.Stderr))
}

// run is main without the process: tests call it with their own streams.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	app := newApp(stdin, stdout, stderr)
	err := app.Run(args)
	if err == nil {
		return exitOK
	}
	var ec cli.ExitCoder
	if errors.As(err, &ec) {
		if msg := ec.Error(); msg != "" {
			fmt.Fprintln(stderr, "pgntool:", msg)
		}
		return ec.ExitCode()
	}
	fmt.Fprintln(stderr, "pgntool:", err)
	return exitTrouble
}

func newApp(stdin io.Reader, stdout, stderr io.Writer) *cli.App {
	return &cli.App{
		Name:      "pgntool",
		Usage:     "read, check and write PGN game records of chess, xiangqi and C'escacs",
		Reader:    stdin,
		Writer:    stdout,
		ErrWriter: stderr,
		// Exit codes are decided in run, not inside the library.
		ExitErrHandler: func(*cli.Context, error) {},
		OnUsageError: func(_ *cli.Context, err error, _ bool) error {
			return cli.Exit(err.Error(), exitTrouble)
		},
		Commands: []*cli.Command{
			lintCommand(),
			exportCommand(),
			convertCommand(),
		},
	}
}

// usageError is a wrong flag value or argument.
func usageError(format string, args ...any) error {
	return cli.Exit(fmt.Sprintf(format, args...), exitTrouble)
}
