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

// exportSplit is export writing into split files: the exporter's one
// write per game goes to the splitter, under the key the transform saw
// the game with just before it was encoded.
func exportSplit(c *cli.Context) error {
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
	sp, err := newSplitter(c)
	if err != nil {
		return err
	}
	defer sp.abort()
	status := newRunStatus(c)
	defer status.end()
	stderr := bufio.NewWriter(status.errors())
	defer stderr.Flush()
	sink := &splitSink{s: sp}
	tr := newTransform(c)
	tr.seen = func(g *pgn.Game) { sink.key = sp.key(g) }
	e := &exporter{
		status:    status,
		c:         c,
		out:       sink,
		stderr:    stderr,
		encoding:  encoding,
		sel:       sel,
		transform: tr,
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
		if errors.Is(err, errStopAfter) {
			break
		}
		if sp.err != nil {
			// Nothing more could be written, so the rest was not read.
			return cli.Exit(sp.err.Error(), exitTrouble)
		}
		if err != nil {
			trouble = true
			if exit := inputFailed(err, status, stderr); exit != nil {
				return exit
			}
		}
	}
	if line := sel.summary(); line != "" {
		fmt.Fprintln(stderr, line)
	}
	if trouble {
		// As export leaves its -o file alone, a run with an unreadable
		// input writes no split file.
		return cli.Exit("", exitTrouble)
	}
	if err := sp.close(); err != nil {
		return cli.Exit(err.Error(), exitTrouble)
	}
	fmt.Fprintln(stderr, "pgntool: "+sp.summary())
	return findingsExit(e.refused, e.errors > 0)
}

// splitSink hands each game's bytes, written in one call by the
// exporter, to the splitter under the game's key.
type splitSink struct {
	s   *splitter
	key string
}

func (w *splitSink) Write(p []byte) (int, error) {
	if err := w.s.write(w.key, p); err != nil {
		return 0, err
	}
	return len(p), nil
}
