package main

import (
	"errors"

	"github.com/pgntool/pgntool/pgn"
)

// maxPanics is how many recovered panics one reader may cause before its
// input is given up: a reader that fails on every game is not making
// progress.
const maxPanics = 100

// errTooManyPanics ends the reading of an input whose games keep failing.
var errTooManyPanics = errors.New("internal errors in too many games; reading stopped")

// gameLinter lints the games of one reader, one game at a time, and turns
// a panic inside a game into a diagnostic of that game, so that one bad
// game never ends a long run. The reader recovers from faults of its own;
// this is the guard around everything else (a plugin, the checker).
type gameLinter struct {
	list    pgn.DiagnosticList
	checker *pgn.Checker
	// start is where the reader's input begins, the place of last resort
	// for a panic in a game that reported nothing before it.
	start  pgn.Position
	panics int
	// rd reads a worker's chunks, one after another (lintChunk).
	rd *pgn.Reader
}

// gameReader is what gameLinter needs of a *pgn.Reader.
type gameReader interface {
	VisitGame(pgn.Visitor) (bool, error)
}

func newGameLinter(start pgn.Position) *gameLinter {
	l := &gameLinter{start: start}
	l.checker = pgn.NewChecker(l.list.Add)
	return l
}

// reset makes the linter ready for another reader, whose input begins
// at start; its checker is kept.
func (l *gameLinter) reset(start pgn.Position) {
	l.start, l.panics = start, 0
}

// next lints the next game of rd and returns its diagnostics in the order
// of the text; they are valid until the next call. more is false when
// the input held no further game.
func (l *gameLinter) next(rd gameReader) (diags []pgn.Diagnostic, more bool, err error) {
	l.list = l.list[:0]
	more, caught, err := l.visit(rd)
	if caught == nil && l.readerFault() {
		// The reader turned a panic into a diagnostic itself.
		l.panics++
		if l.panics >= maxPanics {
			more, err = false, errTooManyPanics
		}
	}
	if caught != nil {
		l.panics++
		l.list = append(l.list, l.panicDiagnostic(caught))
		// The checker stopped inside the game; its state is not to be
		// trusted with the next one.
		l.checker = pgn.NewChecker(l.list.Add)
		more = true
		if l.panics >= maxPanics {
			more, err = false, errTooManyPanics
		}
	}
	l.list.Sort()
	return l.list, more, err
}

// readerFault reports whether the reader reported an internal fault in
// the game just read.
func (l *gameLinter) readerFault() bool {
	for i := range l.list {
		if l.list[i].Code == internalFaultCode {
			return true
		}
	}
	return false
}

// visit is rd.VisitGame with the panics caught: a panic comes back in
// caught.
func (l *gameLinter) visit(rd gameReader) (more bool, caught any, err error) {
	defer func() {
		if r := recover(); r != nil {
			caught = r
		}
	}()
	more, err = rd.VisitGame(l.checker)
	return more, nil, err
}

// panicDiagnostic reports a panic inside the game being read, at the
// first fault found in it, or else at the start of the input.
func (l *gameLinter) panicDiagnostic(r any) pgn.Diagnostic {
	pos := l.start
	if len(l.list) > 0 {
		l.list.Sort()
		pos = l.list[0].Pos
	}
	if pos.Line == 0 {
		pos.Line, pos.Column = 1, 1
	}
	if pos.Column == 0 {
		pos.Column = 1
	}
	return internalError(pos, r)
}

// internalFaultCode is the code of a recovered panic, the reader's and
// the command's alike.
const internalFaultCode = pgn.CodeInternalFault

// internalError is the diagnostic for a recovered panic: a bug in
// pgntool, reported where it happened so that the run goes on.
func internalError(pos pgn.Position, r any) pgn.Diagnostic {
	return pgn.Errorf(pos, internalFaultCode, "internal fault while reading this game (%v); the rest of the game is not read; please report it", r)
}
