package pgn

import "strconv"

// Limits bounds what one game may use. A zero field takes its default.
//
// Exceeding a budget gives one diagnostic for that game, code
// limit-exceeded, which names the budget and the command-line flag that
// raises it; the rest of that game is passed over (its visitor gets no
// further call but EndGame) and reading goes on with the next game. The
// diagnostics budget is different: the game is read on, and its further
// faults are counted, not reported, and summed up at its end by one
// diagnostic, code diagnostics-suppressed.
//
// The same limits apply on every way of reading, so that a file reads
// the same way whether it is mapped, read in pieces or streamed.
type Limits struct {
	GameBytes      int64 // bytes of one game, tags and movetext
	Plies          int   // moves in one game, variations included; as many comments, NAGs, glyphs and variations
	VariationDepth int   // nesting depth of variations
	TokenBytes     int   // bytes of one token: a comment, a string, a line of escape text
	Tags           int   // tag pairs in one game
	Diagnostics    int   // diagnostics shown for one game; the rest are counted
}

// DefaultLimits returns the budgets a zero [Limits] stands for. Every game
// of the corpus the project is tested on fits them with room to spare
// (see docs/architecture.md), and they keep the memory of reading one
// game, tree included, to a few tens of megabytes.
func DefaultLimits() Limits {
	return Limits{
		GameBytes:      8 << 20,
		Plies:          20_000,
		VariationDepth: 100,
		TokenBytes:     1 << 20,
		Tags:           1000,
		Diagnostics:    50,
	}
}

// WithDefaults returns l with every zero or negative field set to its
// value in [DefaultLimits], as a reader does with its options' Limits; a
// decoder of another format (package scid) applies the same budgets so.
func (l Limits) WithDefaults() Limits {
	d := DefaultLimits()
	if l.GameBytes <= 0 {
		l.GameBytes = d.GameBytes
	}
	if l.Plies <= 0 {
		l.Plies = d.Plies
	}
	if l.VariationDepth <= 0 {
		l.VariationDepth = d.VariationDepth
	}
	if l.TokenBytes <= 0 {
		l.TokenBytes = d.TokenBytes
	}
	if l.Tags <= 0 {
		l.Tags = d.Tags
	}
	if l.Diagnostics <= 0 {
		l.Diagnostics = d.Diagnostics
	}
	return l
}

// The budgets, for limitExceeded.
const (
	budgetGameBytes = iota
	budgetPlies
	budgetAnnotations
	budgetDepth
	budgetTokenBytes
	budgetTags
)

// limitExceeded builds the one diagnostic of a game over a budget.
func limitExceeded(pos Position, budget int, value int64) Diagnostic {
	v := strconv.FormatInt(value, 10)
	var msg string
	switch budget {
	case budgetGameBytes:
		msg = "game is longer than " + v + " bytes; raise the budget with --max-game-bytes"
	case budgetPlies:
		msg = "game has more than " + v + " moves (variations included); raise the budget with --max-plies"
	case budgetAnnotations:
		msg = "game has more than " + v + " comments, NAGs, glyphs and variations, which the plies budget bounds too; raise it with --max-plies"
	case budgetDepth:
		msg = "variations nest deeper than " + v + " levels; raise the budget with --max-depth"
	case budgetTokenBytes:
		msg = "token is longer than " + v + " bytes; raise the budget with --max-token-bytes"
	default:
		msg = "game has more than " + v + " tag pairs; raise the budget with --max-tags"
	}
	return Diagnostic{Pos: pos, Severity: Error, Code: CodeLimitExceeded, Message: msg + "; the rest of the game is not read"}
}

// diagnosticCap is the diagnostics budget of one game: it lets the first
// limit diagnostics through and counts the others.
type diagnosticCap struct {
	limit     int
	shown     int
	hidden    int
	hiddenErr bool
}

// reset starts a game.
func (c *diagnosticCap) reset(limit int) { *c = diagnosticCap{limit: limit} }

// admit reports whether d is to be shown, counting it either way. The
// budget's own diagnostics always are.
func (c *diagnosticCap) admit(d Diagnostic) bool {
	if c.shown < c.limit || d.Code == CodeLimitExceeded {
		c.shown++
		return true
	}
	c.hidden++
	if d.Severity == Error {
		c.hiddenErr = true
	}
	return false
}

// summary returns the diagnostic that counts the suppressed ones, at pos,
// and false when none was suppressed.
func (c *diagnosticCap) summary(pos Position) (Diagnostic, bool) {
	if c.hidden == 0 {
		return Diagnostic{}, false
	}
	sev := Warning
	if c.hiddenErr {
		sev = Error
	}
	d := Diagnostic{Pos: pos, Severity: sev, Code: CodeDiagnosticsSuppressed,
		Message: strconv.Itoa(c.hidden) + " more diagnostic(s) of this game are not shown (at most " +
			strconv.Itoa(c.limit) + " are); raise the budget with --max-diagnostics"}
	c.hidden, c.hiddenErr = 0, false
	return d, true
}
