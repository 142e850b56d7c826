package main

import (
	"os"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/pgntool/pgntool/filter"
)

// selectionFlags are export's and convert's flags that choose which games are written
// (package filter) and classify them (package eco); docs/toolbox.md shows
// each beside its pgn-extract equivalent.
func selectionFlags() []cli.Flag {
	return []cli.Flag{
		&cli.StringSliceFlag{Name: "select", Usage: "write only the games meeting `CRITERION` (Tag=value, Tag*=part, Tag~=regexp, WhiteElo>=2700, Date>=2020.01.01, result:1-0, variant:xiangqi, plies:20-80, material:KRP vs KR, ...; see docs/toolbox.md); repeat it: every criterion must hold"},
		&cli.StringFlag{Name: "criteria", Usage: "read selection criteria from `FILE`, one a line (# starts a comment)"},
		&cli.StringFlag{Name: "player", Usage: "write only the games in which `NAME` is the exact value of either side's tag (White/Black, Red/Black)"},
		&cli.StringFlag{Name: "eco", Usage: "write only the games whose ECO code (ECCO for xiangqi) is `CODE` or lies in the range FROM-TO (B90-B99)"},
		&cli.StringFlag{Name: "position", Usage: "write only the games whose main line reaches `POSITION` (a FEN, xiangqi FEN or TLPD; castling, en passant and clocks are not compared)"},
		&cli.BoolFlag{Name: "checkmate", Usage: "write only the games whose main line ends in checkmate"},
		&cli.BoolFlag{Name: "stalemate", Usage: "write only the games whose main line ends in stalemate"},
		&cli.BoolFlag{Name: "invert", Usage: "write the games the selection leaves out instead of those it keeps"},
		&cli.BoolFlag{Name: "dedupe", Usage: "write only the first of games with the same main-line moves (tags, comments and notation apart)"},
		&cli.BoolFlag{Name: "dedupe-position", Usage: "with --dedupe, games are the same when their main lines end in the same position"},
		&cli.BoolFlag{Name: "classify", Usage: "set the ECO, Opening and Variation tags of chess games from the lichess opening table (the deepest named position reached)"},
		&cli.IntFlag{Name: "stop-after", Usage: "stop once `N` games are written"},
		&cli.StringFlag{Name: "rejected", Usage: "write the games the selection leaves out (with --invert, those it keeps) to `FILE`, in the same format as the output: nothing selected or not is lost"},
		&cli.StringFlag{Name: "duplicates", Usage: "with --dedupe, write the games left out as duplicates to `FILE`, in the same format as the output"},
	}
}

// selectFrom compiles the selection flags into p; a bad criterion is a
// usage error, found before any input is read.
func (p *pipeline) selectFrom(c *cli.Context) error {
	p.invert, p.classify, p.stopAfter = c.Bool("invert"), c.Bool("classify"), c.Int("stop-after")
	if p.stopAfter < 0 {
		return usageError("--stop-after must be 0 or more, not %d", p.stopAfter)
	}
	var texts []string
	texts = append(texts, c.StringSlice("select")...)
	for _, flag := range []string{"player", "eco", "position"} {
		if c.IsSet(flag) {
			texts = append(texts, flag+":"+c.String(flag))
		}
	}
	for _, flag := range []string{"checkmate", "stalemate"} {
		if c.Bool(flag) {
			texts = append(texts, flag)
		}
	}
	if len(texts) > 0 {
		cr, err := filter.Compile(texts...)
		if err != nil {
			return usageError("%v", err)
		}
		p.criteria = cr
	}
	if name := c.String("criteria"); name != "" {
		text, err := os.ReadFile(name)
		if err != nil {
			return usageError("--criteria: %v", err)
		}
		if len(texts) > 0 {
			// Both must hold: the file's criteria and the flags' are
			// compiled into one set, so that AND and OR follow one rule.
			text = append(text, "\n"+strings.Join(texts, "\n")...)
		}
		cr, err := filter.Parse(string(text))
		if err != nil {
			return usageError("%s: %v", name, err)
		}
		p.criteria = cr
	}
	if p.invert && p.criteria == nil {
		return usageError("--invert needs a selection (--select, --criteria, --player, --eco, --position, --checkmate or --stalemate)")
	}
	if c.String("rejected") != "" && p.criteria == nil {
		return usageError("--rejected needs a selection (--select, --criteria, --player, --eco, --position, --checkmate or --stalemate)")
	}
	if c.Bool("dedupe-position") && !c.Bool("dedupe") {
		return usageError("--dedupe-position goes with --dedupe")
	}
	if c.String("duplicates") != "" && !c.Bool("dedupe") {
		return usageError("--duplicates goes with --dedupe")
	}
	if c.Bool("dedupe") {
		p.dedupeBy = filter.SameMoves
		if c.Bool("dedupe-position") {
			p.dedupeBy = filter.SameFinalPosition
		}
		p.dedupe = filter.NewDeduper(p.dedupeBy)
		p.keys = filter.NewKeyCache(p.dedupeBy)
		if c.String("duplicates") == "" {
			// Duplicates go nowhere: a worker may leave them unencoded.
			p.firsts = newFirstCopies()
		}
	}
	p.transform = newTransform(c)
	return nil
}
