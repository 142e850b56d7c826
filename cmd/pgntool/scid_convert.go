package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/scid"
	"github.com/pgntool/pgntool/variants/chess"
)

// convertToScid is convert --to scid: the games of every input go into
// the Scid 4 base -o names, created (or, with --append, added to). The
// base is written through temporary files and appears only when it is
// complete: an input that cannot be read leaves no base (or the old one
// as it was).
func convertToScid(c *cli.Context) error {
	base := c.String("output")
	if base == "" {
		return usageError("convert --to scid: name the base to write with -o BASE")
	}
	if c.Bool("json-lines") {
		return usageError("--json-lines goes with --to json only")
	}
	if c.String("notation") != "" {
		return usageError("--notation does not go with --to scid: a Scid base stores moves, not their text")
	}
	if c.Bool("force") && c.Bool("append") {
		return usageError("--force and --append do not go together: replace the base, or add to it")
	}
	var w *scid.Writer
	var err error
	if c.Bool("append") {
		w, err = scid.Append(base)
	} else {
		w, err = scid.Create(base, scid.CreateOptions{Overwrite: c.Bool("force")})
	}
	if errors.Is(err, os.ErrExist) {
		return cli.Exit(fmt.Sprintf("%s: the Scid base exists; --force replaces it, --append adds the games to it", strings.TrimSuffix(base, ".si4")+".si4"), exitTrouble)
	}
	if err != nil {
		return cli.Exit(err.Error(), exitTrouble)
	}
	defer w.Abort()
	status := newRunStatus(c)
	defer status.end()
	stderr := bufio.NewWriter(status.errors())
	defer stderr.Flush()
	trouble, refused, errorsFound := false, 0, false
	for _, path := range c.Args().Slice() {
		n, found, err := scidFile(c, path, w, stderr, status)
		refused += n
		errorsFound = errorsFound || found
		if err != nil {
			trouble = true
			if exit := inputFailed(err, status, stderr); exit != nil {
				return exit
			}
		}
	}
	if trouble {
		fmt.Fprintf(stderr, "pgntool: %s not written: an input could not be read whole\n", base)
		return cli.Exit("", exitTrouble)
	}
	if err := w.Close(); err != nil {
		return cli.Exit(err.Error(), exitTrouble)
	}
	return findingsExit(refused, errorsFound)
}

// scidFile adds the games of one input to the base. Faults of severity
// error are reported as convert reports them; a game the base cannot
// store (another game than chess, a move that does not replay, over a
// budget) is reported and left out, and refused counts those; what the
// base leaves out of a game it stores is a warning naming the game.
func scidFile(c *cli.Context, path string, w *scid.Writer, stderr io.Writer, status *runStatus) (refused int, found bool, err error) {
	if jobs, err := jobsOf(c); err != nil {
		return 0, false, err
	} else if jobs > 1 && !isScidInput(path) {
		return scidFileJobs(c, path, w, stderr, status, jobs)
	}
	games, done, err := inputGames(c, path, stderr, status)
	if err != nil {
		return 0, false, err
	}
	defer func() {
		if derr := done(); err == nil {
			err = derr
		}
	}()
	report := func(g *pgn.Game, d pgn.Diagnostic) {
		d = locateScid(g, d)
		status.reported(d)
		fmt.Fprintln(stderr, d)
	}
	var check errorChecker
	// The functions each game needs are made once, for the game and
	// replay of the moment, rather than two closures a game.
	var g *pgn.Game
	var replay *scid.Replay
	reportError := func(d pgn.Diagnostic) {
		found = true
		report(g, d)
	}
	add := func() ([]string, error) { return w.AddReplayed(g, replay) }
	for game, err := range games {
		if err != nil {
			return refused, found, err
		}
		g = game
		status.game()
		replay = check.errors(g, reportError)
		if addToBase(g, overBudget(g), add, report) {
			refused++
		}
	}
	return refused, found, nil
}

// addToBase adds game g to the base with add, unless it is over a budget,
// and reports what convert reports of it: the refusal of a game over a
// budget or that the base cannot hold, and the values Scid leaves out. It
// tells whether g was refused. One job and several share it.
func addToBase(g *pgn.Game, overBudget bool, add func() ([]string, error), report func(*pgn.Game, pgn.Diagnostic)) (refused bool) {
	if overBudget {
		report(g, pgn.Errorf(g.Pos, CodeConvertRefused, "game %d not written: it exceeds a budget (see limit-exceeded)", g.Pos.Game))
		return true
	}
	warnings, err := add()
	for _, msg := range warnings {
		report(g, pgn.Warnf(g.Pos, CodeScidLeftOut, "game %d: %s", g.Pos.Game, withoutGameNumber(msg)))
	}
	if err != nil {
		report(g, pgn.Errorf(g.Pos, CodeConvertRefused, "game %d not written to the Scid base: %s", g.Pos.Game, withoutGameNumber(err.Error())))
		return true
	}
	return false
}

// withoutGameNumber drops the "game N: " that package scid puts in front
// of its messages: N is the game's number in the base being written,
// where the diagnostic names the game by its place in its input.
func withoutGameNumber(msg string) string {
	if rest, ok := strings.CutPrefix(msg, "game "); ok {
		if _, after, ok := strings.Cut(rest, ": "); ok {
			return after
		}
	}
	return msg
}

// errorChecker finds the faults of severity error that pgn.Check finds in
// a game, the only ones convert reports. pgn.Check makes a checker and a
// board for every game; for a game of many this costs more than checking
// its moves. errorChecker keeps one pgn.Checker from game to game and
// walks each game with it: when it finds no error, pgn.Check finds none
// either (their differences are the budget of diagnostics shown, which
// the reading may have used up, and the hints added to the messages of
// move faults, which change no severity), so the game's errors are those
// of its reading. When it finds one, or the reading suppressed
// diagnostics, the game goes through pgn.Check, whose errors are
// reported: always the same errors, in the same order, with the same
// messages.
//
// The kept checker checks a chess game's tags through tagErrors, which
// remembers of each tag name and value met whether it has an error:
// chess's CheckTags formats a message for every warning (one a game for
// an empty Round), and convert reports errors only.
//
// The kept checker records the moves it plays in replay, which the Scid
// encoder takes instead of replaying the game again.
type errorChecker struct {
	c      *pgn.Checker
	bad    bool // the kept checker found an error in the game
	tags   *tagErrors
	replay scid.Replay
}

// tagErrors is chess with a CheckTags that reports nothing for a tag
// list it knows to have no error, and otherwise reports what chess's
// does. A list has no error when its roster is complete, it has no SetUp
// or FEN tag (whose check takes the pair), and each of its tags, checked
// on its own, has none: chess's CheckTags checks each value alone but
// for the roster and SetUp/FEN. Leaving warnings out only leaves the
// errors more of the game's budget of diagnostics, so what the kept
// checker takes for clean, pgn.Check finds clean too.
type tagErrors struct {
	pgn.Variant
	known  map[tagKey]bool // whether each tag met has an error
	recent [16]tagKey      // the tags of the last game by place, all without error
	one    [1]pgn.Tag
}

// tagKey is a tag by name and value.
type tagKey struct{ name, value string }

// maxKnownTags bounds tagErrors.known: past it, it starts again.
const maxKnownTags = 1 << 16

// CheckTags reports nothing when tags has no error, else what chess's
// CheckTags reports.
func (v *tagErrors) CheckTags(tags []pgn.Tag, game pgn.Position, report pgn.Report) {
	if !v.clean(tags) {
		v.Variant.CheckTags(tags, game, report)
	}
}

func (v *tagErrors) clean(tags []pgn.Tag) bool {
	var roster uint8
	for i := range tags {
		t := &tags[i]
		if t.Name == "SetUp" || t.Name == "FEN" {
			return false
		}
		roster |= pgn.RosterBit(t.Name)
		if !chess.TagValueChecked(t.Name) {
			continue // no error to find in its value alone
		}
		key := tagKey{t.Name, t.Value}
		if i < len(v.recent) && v.recent[i] == key {
			continue
		}
		bad, ok := v.known[key]
		if !ok {
			if len(v.known) >= maxKnownTags {
				clear(v.known)
			}
			bad = v.hasError(t)
			v.known[key] = bad
		}
		if bad {
			return false
		}
		if i < len(v.recent) {
			v.recent[i] = key
		}
	}
	return roster == 127
}

// hasError reports whether chess's CheckTags finds an error in t alone.
// Out of clean's loop, so that the flag the report sets is a variable of
// a tag met for the first time, not one on the heap for every tag.
func (v *tagErrors) hasError(t *pgn.Tag) bool {
	bad := false
	v.one[0] = pgn.Tag{Name: t.Name, Value: t.Value}
	v.Variant.CheckTags(v.one[:], pgn.Position{}, func(d pgn.Diagnostic) {
		// The roster of a one-tag list is missing.
		bad = bad || d.Severity == pgn.Error && d.Code != pgn.CodeTagMissing
	})
	return bad
}

// errors gives report each fault of severity error that pgn.Check
// reports of g, in order. It returns the moves of g as the kept checker
// played them when it played the whole game without error, else nil:
// valid until the next call.
func (e *errorChecker) errors(g *pgn.Game, report pgn.Report) *scid.Replay {
	if g.Reading.Suppressed == 0 && e.clean(g) {
		for _, d := range g.Diagnostics {
			if d.Severity == pgn.Error {
				report(d)
			}
		}
		return &e.replay
	}
	pgn.Check(g, func(d pgn.Diagnostic) {
		if d.Severity == pgn.Error {
			report(d)
		}
	})
	return nil
}

// clean walks g with the kept checker and reports whether it found no
// error. A panic inside the walk lets the checker go and counts as an
// error, so that pgn.Check, which reports it, takes the game.
func (e *errorChecker) clean(g *pgn.Game) (ok bool) {
	defer func() {
		if recover() != nil {
			e.c, ok = nil, false
		}
	}()
	if e.c == nil {
		e.c = pgn.NewChecker(func(d pgn.Diagnostic) {
			if d.Severity == pgn.Error {
				e.bad = true
			}
		})
		e.c.OnPlayed(e.replay.Played)
	}
	e.bad = false
	e.replay.Reset()
	if g.Variant == chess.Variant {
		if e.tags == nil {
			e.tags = &tagErrors{Variant: chess.Variant, known: map[tagKey]bool{}}
		}
		// The walk reads the game's variant: a copy of the game carries
		// the wrapper, the game is left as it is.
		wrapped := *g
		wrapped.Variant = e.tags
		g = &wrapped
	}
	e.c.WalkGame(g) // the walk kept in the checker: none made per game
	return !e.bad
}
