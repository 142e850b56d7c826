package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"iter"

	"github.com/urfave/cli/v2"

	"github.com/pgntool/pgntool/convert"
	"github.com/pgntool/pgntool/pgn"
)

func convertCommand() *cli.Command {
	return &cli.Command{
		Name:      "convert",
		Usage:     "write games as XML or JSON (see docs/convert.md), or into a Scid base (see docs/scid.md)",
		ArgsUsage: "FILE...",
		Flags: append([]cli.Flag{
			&cli.StringFlag{Name: "to", Usage: "output `FORMAT`: xml, json, or scid (a Scid 4 base, named with -o)", Required: true},
			&cli.BoolFlag{Name: "json-lines", Usage: "with --to json, write one game object per line instead of one array"},
			&cli.StringFlag{Name: "notation", Usage: "rewrite moves in notation `N` by replaying each game (chess: san, lan, uci; xiangqi: chinese, wxf, iccs, uci; C'escacs: letters, fan); default: as read"},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write to `FILE` (through a temporary file, renamed at the end) instead of standard output; with --to scid, the base to write (BASE or BASE.si4; required)"},
			&cli.BoolFlag{Name: "force", Usage: "with --to scid, replace the base named by -o if it exists"},
			&cli.BoolFlag{Name: "append", Usage: "with --to scid, add the games to the base named by -o, which must exist"},
			quietFlag,
			variantFlag,
			encodingFlag,
			includeDeletedFlag,
		}, append(parquetFlags(), limitFlags()...)...),
		Action: convertAction,
	}
}

func convertAction(c *cli.Context) error {
	if err := checkInputs(c); err != nil {
		return err
	}
	to := c.String("to")
	if to != "xml" && to != "json" && to != "scid" && to != "parquet" {
		return usageError("unknown --to %q; choose xml, json, scid or parquet", to)
	}
	if c.String("positions") != "" && to != "parquet" {
		return usageError("--positions goes with --to parquet only")
	}
	if c.Bool("json-lines") && to != "json" {
		return usageError("--json-lines goes with --to json only")
	}
	notation, err := checkNotation(c.String("notation"), c.String("variant"))
	if err != nil {
		return err
	}
	if to == "scid" {
		return convertToScid(c)
	}
	if to == "parquet" {
		return convertToParquet(c)
	}
	for _, name := range []string{"force", "append"} {
		if c.Bool(name) {
			return usageError("--%s goes with --to scid only", name)
		}
	}
	dst, err := openOutput(c)
	if err != nil {
		return err
	}
	defer dst.Abort()
	status := newRunStatus(c)
	defer status.end()
	buf := bufio.NewWriter(status.stdout(dst, c.String("output") == ""))
	stderr := bufio.NewWriter(status.errors())
	defer stderr.Flush()
	opts := convert.Options{
		Notation:  notation,
		JSONLines: c.Bool("json-lines"),
		Report: func(d pgn.Diagnostic) {
			status.reported(d)
			fmt.Fprintln(stderr, d)
		},
	}
	enc := convert.NewXMLEncoder(buf, opts)
	if to == "json" {
		enc = convert.NewJSONEncoder(buf, opts)
	}
	trouble, refused, errorsFound := false, 0, false
	for _, path := range c.Args().Slice() {
		n, found, err := convertFile(c, path, enc, stderr, status)
		refused += n
		errorsFound = errorsFound || found
		if dst.Err() != nil {
			break
		}
		if err != nil {
			trouble = true
			if exit := inputFailed(err, status, stderr); exit != nil {
				return exit
			}
		}
	}
	enc.End()
	buf.Flush()
	if err := dst.Err(); err != nil {
		// Nothing more could be written, so the rest was not read.
		return cli.Exit(err.Error(), exitTrouble)
	}
	if trouble {
		return cli.Exit("", exitTrouble)
	}
	if err := dst.Close(); err != nil {
		return cli.Exit(err.Error(), exitTrouble)
	}
	return findingsExit(refused, errorsFound)
}

// convertFile writes the games of one file. As in export, the errors
// found in each game go to stderr and the game is written as read. A game
// that cannot be written in the asked notation (an Antichess game among
// chess games) is reported and left out; refused counts those. found is
// true when any error was reported.
func convertFile(c *cli.Context, path string, enc *convert.Encoder, stderr io.Writer, status *runStatus) (refused int, found bool, err error) {
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
			// Part of the game was passed over, as in export.
			refused++
			fmt.Fprintln(stderr, pgn.Errorf(g.Pos, CodeConvertRefused, "game %d not written: it exceeds a budget (see limit-exceeded)", g.Pos.Game))
			continue
		}
		werr := enc.Game(g)
		var notation *pgn.NotationError
		if errors.As(werr, &notation) {
			refused++
			fmt.Fprintln(stderr, notationRefusal(CodeConvertNotation, g, werr))
			continue
		}
		var internal *convert.InternalError
		if errors.As(werr, &internal) {
			// A bug met in one game costs that game, not the run.
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

// inputGames opens one input of convert, a PGN file or a Scid base, and
// returns its games. done closes it and returns what made its games
// unreadable in part (games of a base that could not be decoded, each
// reported on stderr as it was met).
func inputGames(c *cli.Context, path string, stderr io.Writer, status *runStatus) (games iter.Seq2[*pgn.Game, error], done func() error, err error) {
	if isScidInput(path) {
		b, err := openScid(c, path)
		if err != nil {
			return nil, nil, err
		}
		bad := func(d pgn.Diagnostic) {
			status.reported(d)
			fmt.Fprintln(stderr, d)
		}
		games := func(yield func(*pgn.Game, error) bool) {
			for g, err := range b.games(bad) {
				if err != nil {
					err = fmt.Errorf("%s: %w", b.name, err)
				}
				if !yield(g, err) {
					return
				}
			}
		}
		return games, func() error { b.Close(); return b.err() }, nil
	}
	in, err := openInput(c, path, c.String("encoding"))
	if err != nil {
		return nil, nil, err
	}
	opts, err := readerOptions(c, in.name)
	if err != nil {
		in.Close()
		return nil, nil, err
	}
	// convertFile writes and drops each game before it reads the next, so
	// the next may be built in its memory.
	opts.ReuseGames = true
	games = func(yield func(*pgn.Game, error) bool) {
		for g, err := range convert.Games(pgn.NewReader(status.file(in), opts)) {
			if err != nil {
				err = fmt.Errorf("%s: %w", in.name, err)
			}
			if !yield(g, err) {
				return
			}
		}
	}
	return games, func() error { in.Close(); return nil }, nil
}
