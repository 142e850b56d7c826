package main

import (
	"github.com/urfave/cli/v2"

	"github.com/pgntool/pgntool/pgn"
)

// Flags for the budgets of one game (pgn.Limits). A game over a budget
// gets one limit-exceeded diagnostic that names the flag, and the rest of
// it is passed over; the diagnostics budget shows the first ones of a
// game and counts the others. With them every command's memory is bounded
// whatever the input.
const (
	flagMaxGameBytes   = "max-game-bytes"
	flagMaxPlies       = "max-plies"
	flagMaxDepth       = "max-depth"
	flagMaxTokenBytes  = "max-token-bytes"
	flagMaxTags        = "max-tags"
	flagMaxDiagnostics = "max-diagnostics"
)

// limitFlags returns the budget flags of a command, with the defaults
// that --help shows.
func limitFlags() []cli.Flag {
	d := pgn.DefaultLimits()
	return []cli.Flag{
		&cli.Int64Flag{Name: flagMaxGameBytes, Value: d.GameBytes, Usage: "budget: bytes of one game, tags and movetext, at most `N`"},
		&cli.IntFlag{Name: flagMaxPlies, Value: d.Plies, Usage: "budget: moves of one game, variations included, at most `N`, and as many comments, NAGs, glyphs and variations"},
		&cli.IntFlag{Name: flagMaxDepth, Value: d.VariationDepth, Usage: "budget: variations nested at most `N` deep"},
		&cli.IntFlag{Name: flagMaxTokenBytes, Value: d.TokenBytes, Usage: "budget: bytes of one comment, string or escape line, at most `N`"},
		&cli.IntFlag{Name: flagMaxTags, Value: d.Tags, Usage: "budget: tag pairs of one game, at most `N`"},
		&cli.IntFlag{Name: flagMaxDiagnostics, Value: d.Diagnostics, Usage: "show at most `N` diagnostics of one game and count the rest"},
	}
}

// limitsOf reads the budget flags; each must be positive.
func limitsOf(c *cli.Context) (pgn.Limits, error) {
	l := pgn.Limits{
		GameBytes:      c.Int64(flagMaxGameBytes),
		Plies:          c.Int(flagMaxPlies),
		VariationDepth: c.Int(flagMaxDepth),
		TokenBytes:     c.Int(flagMaxTokenBytes),
		Tags:           c.Int(flagMaxTags),
		Diagnostics:    c.Int(flagMaxDiagnostics),
	}
	for name, v := range map[string]int64{
		flagMaxGameBytes: l.GameBytes, flagMaxPlies: int64(l.Plies), flagMaxDepth: int64(l.VariationDepth),
		flagMaxTokenBytes: int64(l.TokenBytes), flagMaxTags: int64(l.Tags), flagMaxDiagnostics: int64(l.Diagnostics),
	} {
		if v <= 0 {
			return l, usageError("--%s must be a positive number, not %d", name, v)
		}
	}
	return l, nil
}

// overBudget reports whether the reader passed over part of g because it
// exceeded a budget: such a game is not whole and is not written.
func overBudget(g *pgn.Game) bool { return hasFault(g, pgn.CodeLimitExceeded) }

// cutByFault reports whether a panic was recovered while g was read (in
// the reader or, when a game is written in one pass, in the checks of its
// moves; the reader then passed over the rest of it) or normalised: such
// a game is not whole, or not as its variant would make it, either.
func cutByFault(g *pgn.Game) bool { return hasFault(g, pgn.CodeInternalFault) }

// hasFault reports whether g's reading gave a fault of the code.
func hasFault(g *pgn.Game, code string) bool {
	for _, d := range g.Diagnostics {
		if d.Code == code {
			return true
		}
	}
	return false
}
