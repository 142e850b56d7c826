package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"

	"github.com/urfave/cli/v2"

	"github.com/pgntool/pgntool/charset"
	"github.com/pgntool/pgntool/pgn"
)

func exportCommand() *cli.Command {
	return &cli.Command{
		Name:      "export",
		Usage:     "write games in the standard's export format",
		ArgsUsage: "FILE...",
		Flags: []cli.Flag{
			&cli.BoolFlag{Name: "strict", Usage: "write no game that cannot be written exactly; report it and exit 1"},
			&cli.BoolFlag{Name: "reduced", Usage: "reduced export format: required tags only, no comments, NAGs or variations"},
			&cli.StringFlag{Name: "notation", Usage: "move notation `N` (chess: san, lan, uci; xiangqi: chinese, wxf, iccs, uci; C'escacs: letters, fan)"},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write to `FILE` (through a temporary file, renamed at the end) instead of standard output"},
			&cli.StringFlag{Name: "output-encoding", Value: "utf-8", Usage: "encode the output as `NAME`: utf-8, gb18030 (gbk), big5 or latin1"},
			&cli.BoolFlag{Name: "crlf", Usage: "end lines with CR LF (as xqbase files do)"},
			variantFlag,
			encodingFlag,
		},
		Action: export,
	}
}

func export(c *cli.Context) error {
	if err := checkInputs(c); err != nil {
		return err
	}
	outPath := c.String("output")
	for _, in := range c.Args().Slice() {
		if outPath != "" && in != "-" && sameFile(in, outPath) {
			return usageError("-o %s would overwrite the input %s", outPath, in)
		}
	}
	var dst io.Writer = c.App.Writer
	var file *atomicFile
	if outPath != "" {
		f, err := createAtomic(outPath)
		if err != nil {
			return cli.Exit(err.Error(), exitTrouble)
		}
		defer f.Abort()
		file = f
		dst = f
	}
	buf := bufio.NewWriter(dst)
	enc, err := charset.NewWriter(buf, c.String("output-encoding"))
	if err != nil {
		return usageError("%v", err)
	}
	stderr := bufio.NewWriter(c.App.ErrWriter)
	defer stderr.Flush()
	w := pgn.NewWriter(enc, pgn.WriterOptions{
		Notation: c.String("notation"),
		Reduced:  c.Bool("reduced"),
		Strict:   c.Bool("strict"),
		CRLF:     c.Bool("crlf"),
	})
	refused, trouble := 0, false
	for _, path := range c.Args().Slice() {
		n, err := exportFile(c, path, w, stderr)
		refused += n
		if err != nil {
			if _, ok := err.(cli.ExitCoder); ok {
				return err
			}
			fmt.Fprintf(stderr, "pgntool: %v\n", err)
			trouble = true
		}
	}
	if err := buf.Flush(); err != nil {
		return cli.Exit(err.Error(), exitTrouble)
	}
	if file != nil && !trouble {
		if err := file.Commit(); err != nil {
			return cli.Exit(err.Error(), exitTrouble)
		}
	}
	switch {
	case trouble:
		return cli.Exit("", exitTrouble)
	case refused > 0:
		return cli.Exit(fmt.Sprintf("%d game(s) not written because they cannot be written exactly", refused), exitFindings)
	}
	return nil
}

// exportFile writes the games of one file and returns how many strict
// mode refused. Errors found in the games go to stderr.
func exportFile(c *cli.Context, path string, w *pgn.Writer, stderr io.Writer) (refused int, err error) {
	in, err := openInput(c, path, c.String("encoding"))
	if err != nil {
		return 0, err
	}
	defer in.Close()
	opts, err := readerOptions(c, in.name)
	if err != nil {
		return 0, err
	}
	rd := pgn.NewReader(in.r, opts)
	for {
		g, err := rd.ReadGame()
		if errors.Is(err, io.EOF) {
			return refused, nil
		}
		var faults pgn.DiagnosticList
		w.SetReport(faults.Add)
		written, werr := w.WriteGame(g)
		for _, d := range faults {
			if d.Severity == pgn.Error {
				fmt.Fprintln(stderr, d)
			}
		}
		var notation *pgn.ErrNotation
		if errors.As(werr, &notation) {
			return refused, usageError("%s: game %d: %v", in.name, g.Pos.Game, werr)
		}
		if werr != nil {
			return refused, werr
		}
		if !written && c.Bool("strict") {
			refused++
			fmt.Fprintln(stderr, pgn.Errorf(g.Pos, "export-refused", "game %d not written: it cannot be written exactly", g.Pos.Game))
		}
		if err != nil {
			return refused, fmt.Errorf("%s: %w", in.name, err)
		}
	}
}
