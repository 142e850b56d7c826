package main

import (
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
		Flags: append([]cli.Flag{
			&cli.BoolFlag{Name: "strict", Usage: "write no game that cannot be written exactly; report it and exit 1"},
			&cli.BoolFlag{Name: "reduced", Usage: "reduced export format: required tags only, no comments, NAGs or variations"},
			&cli.StringFlag{Name: "notation", Usage: "move notation `N` (chess: san, lan, uci; xiangqi: chinese, wxf, iccs, uci; C'escacs: letters, fan, redefined)"},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write to `FILE` (through a temporary file, renamed at the end) instead of standard output"},
			&cli.StringFlag{Name: "output-encoding", Value: "utf-8", Usage: "encode the output as `NAME`: utf-8, gb18030 (gbk), big5 or latin1"},
			&cli.BoolFlag{Name: "crlf", Usage: "end lines with CR LF (as xqbase files do)"},
			quietFlag,
			jobsFlag(),
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
	opts := pgn.WriterOptions{
		Notation: notation,
		Reduced:  c.Bool("reduced"),
		Strict:   c.Bool("strict"),
		CRLF:     c.Bool("crlf"),
	}
	return runPipeline(c, func() gameCoder { return newExportCoder(opts, encoding) }, pipelineFormat{})
}
