package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"

	"github.com/urfave/cli/v2"

	"github.com/pgntool/pgntool/convert"
	"github.com/pgntool/pgntool/parquet"
	"github.com/pgntool/pgntool/pgn"
)

// parquetFormat is convert's --to parquet: the games table written to -o
// (docs/scale.md). The positions table needs a second file (--positions),
// which convertToParquet opens.
func parquetFormat() gameFormat {
	return gameFormat{
		Name:  "parquet",
		Usage: "an Apache Parquet file, one row per game (with --positions FILE a second one, one row per position), named with -o (docs/scale.md)",
		New: func(w io.Writer, _ convert.Options) gameEncoder {
			return parquet.NewEncoder(w, parquet.Options{})
		},
		Binary: true,
	}
}

// parquetFlags are the flags of convert --to parquet.
func parquetFlags() []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "positions", Usage: "with --to parquet, also write the positions table, one row per main-line position (game_id, ply, move, key, position), to `FILE`"},
	}
}

// checkParquetOutput refuses a --to parquet without a file to write: the
// games table is binary, for a file (or a pipe), never a terminal.
func checkParquetOutput(c *cli.Context) error {
	if c.String("output") == "" {
		return usageError("convert --to parquet writes a binary file: name it with -o FILE.parquet")
	}
	if c.String("output") == "-" {
		return usageError("convert --to parquet writes a binary file: -o - is not one; name a file with -o FILE.parquet")
	}
	if c.String("positions") == c.String("output") {
		return usageError("--positions and -o name the same file; the positions table needs a file of its own")
	}
	return nil
}

// convertToParquet is convert --to parquet: the games of every input go
// to the games table -o names (and their positions to the table
// --positions names). Both are written through temporary files, renamed
// into place only when complete. A game with errors is written as export
// writes it (the moves up to the first that cannot be played; the error
// in its error column) and its errors are reported; a game over a budget
// is reported and left out.
func convertToParquet(c *cli.Context) error {
	if err := checkParquetOutput(c); err != nil {
		return err
	}
	if c.String("notation") != "" {
		return usageError("--notation does not go with --to parquet: its tables hold each move in two notations (docs/scale.md)")
	}
	dst, err := openOutput(c)
	if err != nil {
		return err
	}
	defer dst.Abort()
	if writerIsTerminal(dst.w) {
		return usageError("convert --to parquet writes a binary file, not to a terminal: name a file with -o FILE.parquet")
	}
	var positions *output
	opts := parquet.Options{}
	if name := c.String("positions"); name != "" {
		positions, err = openNamedOutput(c, name)
		if err != nil {
			return err
		}
		defer positions.Abort()
		if writerIsTerminal(positions.w) {
			return usageError("--positions writes a binary file, not to a terminal: name a file")
		}
		opts.Positions = bufio.NewWriterSize(positions, 1<<20)
	}
	status := newRunStatus(c)
	defer status.end()
	stderr := bufio.NewWriter(status.errors())
	defer stderr.Flush()
	buf := bufio.NewWriterSize(dst, 1<<20)
	enc := parquet.NewEncoder(buf, opts)
	trouble, refused, errorsFound := false, 0, false
	for _, path := range c.Args().Slice() {
		n, found, err := parquetFile(c, path, enc, stderr, status)
		refused += n
		errorsFound = errorsFound || found
		if err != nil {
			trouble = true
			if exit := inputFailed(err, status, stderr); exit != nil {
				return exit
			}
		}
		if dst.Err() != nil || positions != nil && positions.Err() != nil {
			break
		}
	}
	if err := enc.End(); err != nil && dst.Err() == nil {
		return cli.Exit(fmt.Sprintf("pgntool: %s: %v", dst.name, err), exitTrouble)
	}
	buf.Flush()
	if b, ok := opts.Positions.(*bufio.Writer); ok {
		b.Flush()
	}
	for _, o := range []*output{dst, positions} {
		if o != nil && o.Err() != nil {
			// Nothing more could be written, so the rest was not read.
			return cli.Exit(o.Err().Error(), exitTrouble)
		}
	}
	if trouble {
		fmt.Fprintf(stderr, "pgntool: %s not written: an input could not be read whole\n", dst.name)
		return cli.Exit("", exitTrouble)
	}
	for _, o := range []*output{dst, positions} {
		if o == nil {
			continue
		}
		if err := o.Close(); err != nil {
			return cli.Exit(err.Error(), exitTrouble)
		}
	}
	return findingsExit(refused, errorsFound)
}

// openNamedOutput opens a second output file of a command, as openOutput
// opens -o's: through a temporary file, never one of the inputs.
func openNamedOutput(c *cli.Context, name string) (*output, error) {
	main := c.String("output")
	if err := c.Set("output", name); err != nil {
		return nil, err
	}
	defer c.Set("output", main)
	return openOutput(c)
}

// parquetFile writes the games of one input. The errors of each game are
// reported as convert reports them, and the game is written; a game over
// a budget, or one pgntool failed inside, is reported and left out
// (refused counts those). found is true when an error was reported.
func parquetFile(c *cli.Context, path string, enc *parquet.Encoder, stderr io.Writer, status *runStatus) (refused int, found bool, err error) {
	games, done, err := inputGames(c, path, stderr, status)
	if err != nil {
		return 0, false, err
	}
	defer func() {
		if derr := done(); err == nil {
			err = derr
		}
	}()
	for g, err := range games {
		if err != nil {
			return refused, found, err
		}
		status.game()
		pgn.Check(g, func(d pgn.Diagnostic) {
			if d.Severity == pgn.Error {
				d = locateScid(g, d)
				found = true
				status.reported(d)
				fmt.Fprintln(stderr, d)
			}
		})
		if overBudget(g) {
			refused++
			fmt.Fprintln(stderr, pgn.Errorf(g.Pos, CodeConvertRefused, "game %d not written: it exceeds a budget (see limit-exceeded)", g.Pos.Game))
			continue
		}
		werr := enc.Game(g)
		var internal *convert.InternalError
		if errors.As(werr, &internal) {
			refused++
			fmt.Fprintln(stderr, internalError(g.Pos, internal.Value))
			continue
		}
		if werr != nil {
			return refused, found, werr
		}
	}
	return refused, found, nil
}
