package main

import (
	"fmt"
	"io"
	"iter"
	"strings"

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
			&cli.StringFlag{Name: "to", Usage: "output `FORMAT`: " + formatNames() + " (scid: a Scid 4 base, named with -o; see docs/convert.md and docs/toolbox.md)", Required: true},
			&cli.BoolFlag{Name: "json-lines", Usage: "with --to json, write one game object per line instead of one array"},
			&cli.StringFlag{Name: "notation", Usage: "rewrite moves in notation `N` by replaying each game (chess: san, lan, uci; xiangqi: chinese, wxf, iccs, uci; C'escacs: letters, fan); default: as read"},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write to `FILE` (through a temporary file, renamed at the end) instead of standard output; with --to scid, the base to write (BASE or BASE.si4; required)"},
			&cli.BoolFlag{Name: "force", Usage: "with --to scid, replace the base named by -o if it exists"},
			&cli.BoolFlag{Name: "append", Usage: "with --to scid, add the games to the base named by -o, which must exist"},
			quietFlag,
			jobsFlag(),
			variantFlag,
			encodingFlag,
			includeDeletedFlag,
		}, append(append(append(selectionFlags(), transformFlags()...), parquetFlags()...), limitFlags()...)...),
		Action: convertAction,
	}
}

func convertAction(c *cli.Context) error {
	if err := checkInputs(c); err != nil {
		return err
	}
	f, err := lookupFormat(c.String("to"))
	if err != nil {
		return err
	}
	to := f.Name
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
		if flag := pipelineFlagSet(c); flag != "" {
			return usageError("--%s does not go with --to scid: a base is written with every game as read", flag)
		}
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
	opts := convert.Options{Notation: notation, JSONLines: c.Bool("json-lines")}
	if f.Binary {
		if c.String("output") == "" {
			return usageError("convert --to %s: name the file to write with -o FILE", to)
		}
		newEnc := func(w io.Writer, report pgn.Report) gameEncoder {
			o := opts
			o.Report = report
			return f.New(w, o)
		}
		return runPipeline(c, func() gameCoder { return &checkCoder{} }, pipelineFormat{binary: newEnc})
	}
	tf := textFormat{name: to, newEncoder: f.New, jsonArray: to == "json" && !c.Bool("json-lines")}
	return runPipeline(c, func() gameCoder { return newConvertCoder(tf, opts) }, pipelineFormat{frame: frameOf(tf, opts)})
}

// formatNames lists the --to formats for the flag's usage.
func formatNames() string {
	var names []string
	for _, f := range gameFormats() {
		names = append(names, f.Name)
	}
	return strings.Join(names, ", ")
}

// pipelineFlagSet names a flag of the pipeline set on the command line
// (selection, transforms, --jobs), or returns "".
func pipelineFlagSet(c *cli.Context) string {
	for _, f := range append(selectionFlags(), transformFlags()...) {
		if name := f.Names()[0]; c.IsSet(name) {
			return name
		}
	}
	return ""
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
