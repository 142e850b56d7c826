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

// lintSink takes lint's diagnostics: it filters them, applies the
// per-game budget to what passes, and counts and prints what is shown.
type lintSink struct {
	filter *diagnosticFilter
	shown  *shownCap // nil without a filter: the reader applies the budget
	// budget is the reader's per-game budget, or 0 for --max-diagnostics.
	budget int
	count  *tally
	report reportWriter
	dst    *output
}

// newLintSink returns the sink of a lint run; limit is --max-diagnostics.
func newLintSink(filter *diagnosticFilter, limit int, count *tally, report reportWriter, dst *output) *lintSink {
	s := &lintSink{filter: filter, count: count, report: report, dst: dst}
	if filter.active() {
		s.shown = &shownCap{limit: limit}
		s.budget = filteredBudget(limit)
	}
	return s
}

// print takes one diagnostic; it returns false when the output failed.
func (s *lintSink) print(d pgn.Diagnostic) bool {
	if s.shown != nil {
		if sum, ok := s.shown.next(d); ok && !s.show(sum) {
			return false
		}
	}
	if !s.filter.pass(d) || s.shown != nil && !s.shown.admit(d) {
		s.count.hidden++
		return true
	}
	return s.show(d)
}

// endGame shows the count of what the budget left out of the last game.
func (s *lintSink) endGame() {
	if s.shown == nil {
		return
	}
	if sum, ok := s.shown.flush(); ok {
		s.show(sum)
	}
}

// show prints d and counts it.
func (s *lintSink) show(d pgn.Diagnostic) bool {
	s.count.add(d)
	s.report.write(d)
	return s.dst.Err() == nil
}

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
	if c.shown < c.limit || d.Code == pgn.CodeLimitExceeded || d.Code == suppressedCode {
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
