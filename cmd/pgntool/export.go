package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"slices"

	"github.com/urfave/cli/v2"

	"github.com/pgntool/pgntool/charset"
	"github.com/pgntool/pgntool/pgn"
)

func exportCommand() *cli.Command {
	return &cli.Command{
		Name:      "export",
		Usage:     "write games in the standard's export format",
		ArgsUsage: "FILE...",
		Flags: append([]cli.Flag{
			&cli.BoolFlag{Name: "strict", Usage: "write no game that cannot be written exactly; report it and exit 1"},
			&cli.BoolFlag{Name: "reduced", Usage: "reduced export format: required tags only, no comments, NAGs or variations"},
			&cli.StringFlag{Name: "notation", Usage: "move notation `N` (chess: san, lan, uci; xiangqi: chinese, wxf, iccs, uci; C'escacs: letters, fan, redefined)"},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write to `FILE` (through a temporary file, renamed at the end) instead of standard output"},
			&cli.StringFlag{Name: "output-encoding", Value: "utf-8", Usage: "encode the output as `NAME`: utf-8, gb18030 (gbk), big5 or latin1"},
			&cli.BoolFlag{Name: "crlf", Usage: "end lines with CR LF (as xqbase files do)"},
			quietFlag,
			variantFlag,
			encodingFlag,
			includeDeletedFlag,
		}, append(append(selectionFlags(), transformFlags()...), limitFlags()...)...),
		Action: export,
	}
}

func export(c *cli.Context) error {
	if err := checkInputs(c); err != nil {
		return err
	}
	notation, err := checkNotation(c.String("notation"), c.String("variant"))
	if err != nil {
		return err
	}
	encoding := c.String("output-encoding")
	if _, err := charset.NewWriter(io.Discard, encoding); err != nil {
		return usageError("%v", err)
	}
	sel, err := newSelection(c)
	if err != nil {
		return err
	}
	dst, err := openOutput(c)
	if err != nil {
		return err
	}
	defer dst.Abort()
	status := newRunStatus(c)
	defer status.end()
	out := bufio.NewWriter(status.stdout(dst, c.String("output") == ""))
	stderr := bufio.NewWriter(status.errors())
	defer stderr.Flush()
	e := &exporter{
		status:    status,
		c:         c,
		out:       out,
		stderr:    stderr,
		encoding:  encoding,
		sel:       sel,
		transform: newTransform(c),
		w: pgn.NewWriter(nil, pgn.WriterOptions{
			Notation: notation,
			Reduced:  c.Bool("reduced"),
			Strict:   c.Bool("strict"),
			CRLF:     c.Bool("crlf"),
		}),
	}
	trouble := false
	for _, path := range c.Args().Slice() {
		err := e.file(path)
		if dst.Err() != nil {
			break
		}
		if errors.Is(err, errStopAfter) {
			break
		}
		if err != nil {
			trouble = true
			if exit := inputFailed(err, status, stderr); exit != nil {
				return exit
			}
		}
	}
	out.Flush()
	if line := sel.summary(); line != "" {
		fmt.Fprintln(stderr, line)
	}
	if err := dst.Err(); err != nil {
		// Nothing more could be written, so the rest was not read.
		return cli.Exit(err.Error(), exitTrouble)
	}
	if trouble {
		dst.Abort()
	} else if err := dst.Close(); err != nil {
		return cli.Exit(err.Error(), exitTrouble)
	}
	if trouble {
		return cli.Exit("", exitTrouble)
	}
	return findingsExit(e.refused, e.errors > 0)
}

// exporter writes the games of the input files, one at a time.
type exporter struct {
	c         *cli.Context
	status    *runStatus
	w         *pgn.Writer
	out       io.Writer
	stderr    io.Writer
	encoding  string
	sel       *selection
	transform *transform // edits each game before it is written
	refused   int
	errors    int // errors reported
	game      []byte
	encoded   bytes.Buffer
}

// file writes the games of one file. Errors found in the games go to
// stderr; the returned error is about the file itself.
func (e *exporter) file(path string) error {
	if isScidInput(path) {
		return e.scidFile(path)
	}
	in, err := openInput(e.c, path, e.c.String("encoding"))
	if err != nil {
		return err
	}
	defer in.Close()
	opts, err := readerOptions(e.c, in.name)
	if err != nil {
		return err
	}
	// Each game is written and dropped before the next is read, so the
	// next may be built in its memory.
	opts.ReuseGames = true
	rd := pgn.NewReader(e.status.file(in), opts)
	for {
		g, err := rd.ReadGame()
		if g != nil {
			e.status.game()
			if werr := e.writeGame(g, in.name); werr != nil {
				return werr
			}
		}
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("%s: %w", in.name, err)
		}
	}
}

// writeGame exports one game, encodes it, and writes it. A game that
// cannot be encoded is reported with its position and not written.
func (e *exporter) writeGame(g *pgn.Game, file string) error {
	var faults pgn.DiagnosticList
	e.w.SetReport(faults.Add)
	defer func() {
		for _, d := range faults {
			if d.Severity == pgn.Error {
				d = locateScid(g, d)
				e.status.reported(d)
				e.errors++
				fmt.Fprintln(e.stderr, d)
			}
		}
	}()
	if overBudget(g) {
		// Part of the game was passed over: writing the rest would pass a
		// cut game off as whole. This comes before the test for
		// stray text: a game whose tags were passed over looks empty, and
		// is refused as convert refuses it.
		pgn.Check(g, faults.Add)
		e.refused++
		faults.Add(pgn.Errorf(g.Pos, CodeExportRefused, "game %d not written: it exceeds a budget (see limit-exceeded)", g.Pos.Game))
		return nil
	}
	if g.Empty() {
		// Stray text between games: its faults are reported, and there is
		// nothing to write.
		faults = append(faults, g.Diagnostics...)
		return nil
	}
	if !e.sel.keep(g) {
		// A game left out is not written, so its faults are not either,
		// as pgn-extract reports only what it outputs.
		faults = nil
		return nil
	}
	e.transform.apply(g)
	out, ok, err := e.w.AppendGame(e.game[:0], g)
	e.game = out[:0]
	var notation *pgn.NotationError
	if errors.As(err, &notation) {
		// One game of another kind (an Antichess game among chess games)
		// costs that game, not the file.
		e.refused++
		faults.Add(notationRefusal(CodeExportNotation, g, err))
		return nil
	}
	if err != nil {
		return err
	}
	if !ok {
		e.refused++
		why := "it cannot be written exactly"
		if slices.ContainsFunc(faults, func(d pgn.Diagnostic) bool { return d.Code == internalFaultCode }) {
			why = "pgntool failed inside it (see internal-fault)"
		}
		faults.Add(pgn.Errorf(g.Pos, CodeExportRefused, "game %d not written: %s", g.Pos.Game, why))
		return nil
	}
	e.encoded.Reset()
	enc, _ := charset.NewWriter(&e.encoded, e.encoding)
	if _, err := enc.Write(out); err != nil {
		e.refused++
		faults.Add(pgn.Errorf(g.Pos, CodeExportEncoding, "game %d not written: it holds text that %s cannot encode (%v)", g.Pos.Game, e.encoding, err))
		return nil
	}
	if _, err = e.out.Write(e.encoded.Bytes()); err != nil {
		return err
	}
	return e.sel.wrote()
}
