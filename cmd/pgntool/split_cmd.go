package main

import (
	"github.com/urfave/cli/v2"
)

// splitHelp is the description of split in its --help.
const splitHelp = `Writes the games as export does (same selection, transforms and
notation flags), into several files instead of one: a new file every N
games (--split-every, pgn-extract's -#N), or one file per value of a tag,
of the Date's year, of the ECO letter (ECCO for xiangqi) or of the
variant (--split-by, pgn-extract's -E1 for eco-letter); with both, every
N games within each value. It is export with a split flag required.

File names come from --split-pattern: %n is the file's number from 001
(%4n: four digits), %k the key made safe for a file name (letters and
digits kept, other characters "_", at most 100 bytes, "unknown" for
games without a value; two keys that would share a name, ignoring case,
get "_2", "_3"), %% a percent sign. The pattern may name a directory,
which must exist.

No existing file is overwritten without --force: each file is written
under a temporary name beside its target and renamed when all the input
is read, after a last check that no target exists; a run that fails or
is interrupted leaves no file. At most 64 files are open at once (a file
closed to make room is reopened to append).

` + inputsHelp + `

Examples:
  pgntool split --split-every 1000 twic.pgn
  pgntool split --split-by eco-letter --split-pattern 'eco/%k.pgn' games.pgn
  pgntool split --split-by Event --select 'Date>=2020' archive/
  pgntool split --split-by year --split-every 500 big.pgn

` + exitStatusHelp

// splitCommand is export with a split flag required: an archivist looks
// for a command named split (pgn-extract has -# and -E), and export's
// help stays about one output.
func splitCommand() *cli.Command {
	cmd := exportCommand()
	cmd.Name = "split"
	cmd.Usage = "write games as export does, into files of N games or one file per tag value"
	cmd.Description = splitHelp
	if findFlag(cmd.Flags, flagSplitEvery) == nil {
		cmd.Flags = append(cmd.Flags, splitFlags()...)
	}
	// Split files are named by the pattern; one -o file is not a split.
	cmd.Flags = slicesDeleteFlag(cmd.Flags, "output")
	cmd.Action = func(c *cli.Context) error {
		if c.Int(flagSplitEvery) == 0 && c.String(flagSplitBy) == "" {
			return usageError("split: give --%s N or --%s KEY", flagSplitEvery, flagSplitBy)
		}
		return export(c)
	}
	return cmd
}

// slicesDeleteFlag returns flags without the one named name.
func slicesDeleteFlag(flags []cli.Flag, name string) []cli.Flag {
	kept := make([]cli.Flag, 0, len(flags))
	for _, f := range flags {
		if len(f.Names()) > 0 && f.Names()[0] == name {
			continue
		}
		kept = append(kept, f)
	}
	return kept
}
