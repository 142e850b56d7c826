package main

import (
	"strconv"

	"github.com/pgntool/pgntool/pgn"
)

// The reader keeps at most --max-diagnostics faults of a game and counts
// the rest. With a filter that budget would be spent before the filter
// chose: an error after fifty warnings would be lost to --severity error,
// and with --only it would vanish without a trace. So when a filter is
// on, the reader gets a larger budget (filteredBudget) and lint applies
// --max-diagnostics to what the filter lets through (shownCap).

// filteredBudget is the reader's per-game budget when a filter is on: it
// still bounds the memory of a game full of faults.
func filteredBudget(shown int) int { return max(shown*20, 1000) }

// shownCap shows at most limit diagnostics of each game and sums up the
// rest in one diagnostics-suppressed line after the game's last, as the
// reader does. The diagnostics of a game come one after another.
type shownCap struct {
	limit     int
	file      string
	game      int
	begun     bool
	shown     int
	hidden    int
	hiddenErr bool
	last      pgn.Position // of the last one hidden
}

// next tells the cap that d comes next, before the filter sees it; when
// d begins another game, it returns the summary of the game before, if
// any was hidden.
func (c *shownCap) next(d pgn.Diagnostic) (pgn.Diagnostic, bool) {
	if c.begun && d.Pos.File == c.file && d.Pos.Game == c.game {
		return pgn.Diagnostic{}, false
	}
	s, ok := c.flush()
	c.begun, c.file, c.game = true, d.Pos.File, d.Pos.Game
	return s, ok
}

// admit reports whether d, which the filter let through, is shown.
func (c *shownCap) admit(d pgn.Diagnostic) bool {
	if c.shown < c.limit || d.Code == "limit-exceeded" || d.Code == suppressedCode {
		c.shown++
		return true
	}
	c.hidden++
	c.hiddenErr = c.hiddenErr || d.Severity == pgn.Error
	c.last = d.Pos
	return false
}

// flush ends the game and returns its summary, if any was hidden.
func (c *shownCap) flush() (pgn.Diagnostic, bool) {
	hidden, hiddenErr, pos := c.hidden, c.hiddenErr, c.last
	*c = shownCap{limit: c.limit}
	if hidden == 0 {
		return pgn.Diagnostic{}, false
	}
	sev := pgn.Warning
	if hiddenErr {
		sev = pgn.Error
	}
	return pgn.Diagnostic{Pos: pos, Severity: sev, Code: suppressedCode,
		Message: strconv.Itoa(hidden) + " more diagnostic(s) of this game are not shown (at most " +
			strconv.Itoa(c.limit) + " are); raise the budget with --max-diagnostics"}, true
}
