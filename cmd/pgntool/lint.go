package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"runtime"

	"github.com/urfave/cli/v2"

	"github.com/pgntool/pgntool/pgn"
)

func lintCommand() *cli.Command {
	return &cli.Command{
		Name:      "lint",
		Usage:     "check games and report every fault with file:line:col",
		ArgsUsage: "FILE...",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "format", Value: "text", Usage: "output `FORMAT`: text or json (one object per line)"},
			&cli.IntFlag{Name: "jobs", Aliases: []string{"j"}, Value: runtime.NumCPU(), Usage: "check large files on `N` cores; the output is the same as with 1"},
			variantFlag,
			encodingFlag,
		},
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

func lint(c *cli.Context) error {
	format := c.String("format")
	if format != "text" && format != "json" {
		return usageError("unknown --format %q; choose text or json", format)
	}
	if err := checkInputs(c); err != nil {
		return err
	}
	out := bufio.NewWriter(c.App.Writer)
	defer out.Flush()
	var line []byte
	print := func(d pgn.Diagnostic) {
		if format == "text" {
			line = append(d.AppendText(line[:0]), '\n')
			out.Write(line)
			return
		}
		if format == "json" {
			b, _ := json.Marshal(diagnosticJSON{File: d.Pos.File, Game: d.Pos.Game, Line: d.Pos.Line, Column: d.Pos.Column,
				Severity: d.Severity.String(), Code: d.Code, Message: d.Message})
			out.Write(b)
			out.WriteByte('\n')
		}
	}
	errorsFound, trouble := false, false
	for _, path := range c.Args().Slice() {
		found, err := lintFile(c, path, print)
		if err != nil {
			if _, ok := err.(cli.ExitCoder); ok {
				return err
			}
			out.Flush()
			fmt.Fprintf(c.App.ErrWriter, "pgntool: %v\n", err)
			trouble = true
		}
		errorsFound = errorsFound || found
	}
	out.Flush()
	switch {
	case trouble:
		return cli.Exit("", exitTrouble)
	case errorsFound:
		return cli.Exit("", exitFindings)
	}
	return nil
}

// lintFile checks every game of one file, printing its faults game by
// game in the order of the text. found is true when any was an error.
func lintFile(c *cli.Context, path string, print func(pgn.Diagnostic)) (found bool, err error) {
	in, err := openInput(c, path, c.String("encoding"))
	if err != nil {
		return false, err
	}
	defer in.Close()
	if in.f != nil {
		m, mapped, err := mapText(in.f, c.String("encoding"))
		if err != nil {
			return false, fmt.Errorf("%s: %w", in.name, err)
		}
		if mapped {
			defer m.release()
			return lintMappedFile(c, in.name, m.data, print)
		}
	}
	opts, err := readerOptions(c, in.name)
	if err != nil {
		return false, err
	}
	if jobs := c.Int("jobs"); jobs > 1 {
		found, err := lintChunks(in.r, opts, jobs, chunkSize, print)
		if err != nil {
			err = fmt.Errorf("%s: %w", opts.File, err)
		}
		return found, err
	}
	return lintStream(in.r, opts, print)
}

// lintMappedFile is lintFile over the text of a mapped file.
func lintMappedFile(c *cli.Context, path string, data []byte, print func(pgn.Diagnostic)) (found bool, err error) {
	opts, err := readerOptions(c, path)
	if err != nil {
		return false, err
	}
	if jobs := c.Int("jobs"); jobs > 1 {
		found, err = lintMapped(data, opts, jobs, chunkSize, print)
	} else {
		found, err = lintBytes(data, opts, print)
	}
	if err != nil {
		err = fmt.Errorf("%s: %w", opts.File, err)
	}
	return found, err
}

// lintStream is lint over an opened stream.
func lintStream(r io.Reader, opts pgn.ReaderOptions, print func(pgn.Diagnostic)) (bool, error) {
	found, err := lintGames(pgn.NewReader(r, opts), print)
	if err != nil {
		err = fmt.Errorf("%s: %w", opts.File, err)
	}
	return found, err
}

// lintBytes is lint over mapped text on one core.
func lintBytes(data []byte, opts pgn.ReaderOptions, print func(pgn.Diagnostic)) (found bool, err error) {
	defer catchFault(data, &err)()
	return lintGames(pgn.NewReaderBytes(data, opts), print)
}

// lintGames checks the games rd reads, printing the faults of each game in
// the order of the text.
func lintGames(rd *pgn.Reader, print func(pgn.Diagnostic)) (bool, error) {
	var list pgn.DiagnosticList
	checker := pgn.NewChecker(list.Add)
	found := false
	for {
		more, err := rd.VisitGame(checker)
		list.Sort()
		for _, d := range list {
			if d.Severity == pgn.Error {
				found = true
			}
			print(d)
		}
		list = list[:0]
		if err != nil || !more {
			return found, err
		}
	}
}
