// Command pgntool reads, checks and writes game records (PGN) of chess,
// xiangqi and C'escacs.
//
//	pgntool lint [--format text|json|sarif|github] [--variant NAME] FILE...
//	pgntool export [--strict] [--reduced] [--notation N] [SELECTION] [TRANSFORMS] [-o FILE] FILE...
//	pgntool stats [--format text|json] FILE...
//	pgntool convert --to xml|json|scid FILE...
//	pgntool completion bash|zsh|fish
//	pgntool man
//
// Flags may come before or after the files; "--" ends them. A FILE of "-"
// is standard input; a directory stands for the game files under it; a zip
// archive for the game files inside; compressed files (gzip, bzip2, zstd,
// xz) are read as they are. Exit status: 0 when no error was reported
// (warnings allowed), 1 when one was, 2 for a usage error or an input
// that could not be read.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/pgntool/pgntool/variants"
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
	stop, err := startCPUProfile(os.Getenv(cpuProfileEnv))
	if err != nil {
		fmt.Fprintf(os.Stderr, "pgntool: %s: %v\n", cpuProfileEnv, err)
		os.Exit(exitTrouble)
	}
	code := run(os.Args, os.Stdin, os.Stdout, os.Stderr)
	if err := stop(); err != nil {
		fmt.Fprintf(os.Stderr, "pgntool: %s: %v\n", cpuProfileEnv, err)
		code = max(code, exitTrouble)
	}
	os.Exit(code)
}

// run is main without the process: tests call it with their own streams.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	app := newApp(stdin, stdout, stderr)
	defer inputsOf(app).close()
	args, err := arrangeArgs(app, args)
	if err == nil {
		err = app.Run(args)
	}
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
	if strings.HasPrefix(err.Error(), "Required flag") && len(args) > 1 {
		// urfave/cli's own usage error, the one arrangeArgs cannot see
		// coming: the same hint as the others.
		fmt.Fprintf(stderr, "Run 'pgntool %s --help' for its flags.\n", args[1])
	}
	return exitTrouble
}

func newApp(stdin io.Reader, stdout, stderr io.Writer) *cli.App {
	app := &cli.App{
		Name:        "pgntool",
		Usage:       "read, check and write PGN game records of chess, xiangqi and C'escacs",
		Description: programDescription,
		Version:     version(),
		Reader:      stdin,
		Writer:      stdout,
		ErrWriter:   stderr,
		// Exit codes are decided in run, not inside the library.
		ExitErrHandler: func(*cli.Context, error) {},
		OnUsageError: func(_ *cli.Context, err error, _ bool) error {
			return usageError("%v\nRun 'pgntool --help' for the commands and flags.", err)
		},
		Commands: []*cli.Command{
			lintCommand(),
			exportCommand(),
			splitCommand(),
			statsCommand(),
			convertCommand(),
			completionCommand(),
			manCommand(),
		},
	}
	for _, cmd := range app.Commands {
		prepareCommand(cmd)
	}
	return app
}

// prepareCommand adds to cmd what every command has: examples and exit
// statuses in its help, usage errors on stderr with a hint, and its
// flag values checked before any input is read.
func prepareCommand(cmd *cli.Command) {
	if help, ok := commandHelp[cmd.Name]; ok && cmd.Description == "" {
		cmd.Description = help
	}
	if f, ok := findFlag(cmd.Flags, "jobs").(*cli.IntFlag); ok && f.DefaultText == "" {
		// Not the number of this machine's, which would make the manual
		// page differ from one machine to another.
		f.DefaultText = "the number of CPUs"
	}
	name := cmd.Name
	cmd.OnUsageError = func(_ *cli.Context, err error, _ bool) error {
		return usageError("%s: %v\nRun 'pgntool %s --help' for its flags.", name, err, name)
	}
	before := cmd.Before
	cmd.Before = func(c *cli.Context) error {
		if err := checkValues(c); err != nil {
			return err
		}
		if before != nil {
			return before(c)
		}
		return nil
	}
}

// checkValues refuses, before any input is read, the flag values that
// could only fail later: a --jobs below 1, a budget that is not
// positive, an unknown --variant.
func checkValues(c *cli.Context) error {
	flags := c.Command.Flags
	if findFlag(flags, "jobs") != nil {
		if n := c.Int("jobs"); n < 1 {
			return usageError("--jobs must be at least 1, not %d", n)
		}
	}
	if findFlag(flags, flagMaxPlies) != nil {
		if _, err := limitsOf(c); err != nil {
			return err
		}
	}
	if name := c.String("variant"); findFlag(flags, "variant") != nil && name != "" {
		if _, ok := variants.Lookup(name); !ok {
			return usageError("unknown variant %q; choose one of %s", name, strings.Join(variants.Names(), ", "))
		}
	}
	return nil
}

// usageError is a wrong flag value or argument.
func usageError(format string, args ...any) error {
	return cli.Exit(fmt.Sprintf(format, args...), exitTrouble)
}
