package main

import (
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/pgntool/pgntool/eco"
	"github.com/pgntool/pgntool/filter"
	"github.com/pgntool/pgntool/pgn"
)

// selectionFlags are export's flags that choose which games are written
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
	}
}

// errStopAfter ends the reading once --stop-after games are written.
var errStopAfter = errors.New("stop after")

// selection decides, game by game in input order, whether export writes a
// game, and classifies it on the way.
type selection struct {
	criteria  *filter.Criteria // nil: every game
	invert    bool
	dedupe    *filter.Deduper // nil: duplicates are written
	classify  bool
	stopAfter int // 0: no limit
	written   int
	// unselected and duplicates count the games left out, for the
	// closing line on stderr.
	unselected, duplicates int
}

// newSelection compiles the selection flags; a bad criterion is a usage
// error, found before any input is read.
func newSelection(c *cli.Context) (*selection, error) {
	s := &selection{invert: c.Bool("invert"), classify: c.Bool("classify"), stopAfter: c.Int("stop-after")}
	if s.stopAfter < 0 {
		return nil, usageError("--stop-after must be 0 or more, not %d", s.stopAfter)
	}
	var texts []string
	texts = append(texts, c.StringSlice("select")...)
	for flag, prefix := range map[string]string{"player": "player:", "eco": "eco:", "position": "position:"} {
		if c.IsSet(flag) {
			texts = append(texts, prefix+c.String(flag))
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
			return nil, usageError("%v", err)
		}
		s.criteria = cr
	}
	if name := c.String("criteria"); name != "" {
		text, err := os.ReadFile(name)
		if err != nil {
			return nil, usageError("--criteria: %v", err)
		}
		cr, err := filter.Parse(string(text))
		if err != nil {
			return nil, usageError("%s: %v", name, err)
		}
		if s.criteria != nil {
			// Both must hold: the file's criteria and the flags' are
			// compiled into one set, so that AND and OR follow one rule.
			if cr, err = filter.Parse(string(text) + "\n" + strings.Join(texts, "\n")); err != nil {
				return nil, usageError("%s: %v", name, err)
			}
		}
		s.criteria = cr
	}
	if s.invert && s.criteria == nil {
		return nil, usageError("--invert needs a selection (--select, --criteria, --player, --eco, --position, --checkmate or --stalemate)")
	}
	if c.Bool("dedupe-position") && !c.Bool("dedupe") {
		return nil, usageError("--dedupe-position goes with --dedupe")
	}
	if c.Bool("dedupe") {
		by := filter.SameMoves
		if c.Bool("dedupe-position") {
			by = filter.SameFinalPosition
		}
		s.dedupe = filter.NewDeduper(by)
	}
	return s, nil
}

// keep reports whether g is to be written, classifying it first when
// asked (so that a selection by ECO sees the new code). A game that
// cannot be replayed is never taken for a duplicate.
func (s *selection) keep(g *pgn.Game) bool {
	if s == nil {
		return true
	}
	if s.classify {
		// A game that is not chess, or has no move the table names,
		// keeps its tags.
		_, _, _ = eco.SetTags(g)
	}
	if s.criteria != nil && s.criteria.Match(g) == s.invert {
		s.unselected++
		return false
	}
	if s.dedupe != nil {
		if dup, err := s.dedupe.Duplicate(g); err == nil && dup {
			s.duplicates++
			return false
		}
	}
	return true
}

// wrote counts a written game; it returns errStopAfter when that was the
// last one --stop-after allows.
func (s *selection) wrote() error {
	if s == nil {
		return nil
	}
	s.written++
	if s.stopAfter > 0 && s.written >= s.stopAfter {
		return errStopAfter
	}
	return nil
}

// summary is the line export prints on stderr about the games it left
// out, or "" when it left none out.
func (s *selection) summary() string {
	if s == nil || s.unselected+s.duplicates == 0 {
		return ""
	}
	return fmt.Sprintf("pgntool: %d game(s) not selected, %d duplicate(s) left out", s.unselected, s.duplicates)
}
