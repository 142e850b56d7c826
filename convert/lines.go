package convert

import (
	"bytes"
	"io"
	"slices"

	"github.com/pgntool/pgntool/pgn"
)

// LineEncoder writes games as lines of text for scripts and engines: one
// line per position of each game's main line ([NewEPDEncoder],
// [NewFENEncoder]) or one line of moves per game ([NewMovesEncoder]).
// Begin and End write nothing (the lines need no document around them),
// so the output of several encoders, each given some of the games, may be
// joined in the games' order. A LineEncoder is not safe for concurrent
// use; make one per goroutine.
type LineEncoder struct {
	w     io.Writer
	opts  Options
	game  func(e *LineEncoder, dst []byte, g *pgn.Game) ([]byte, error)
	buf   []byte
	err   error
	ended bool
	lines lineVisitor
	// board is the last game's board, set up again for the next game of
	// the same variant when it can be reset (no allocation per game).
	board   pgn.Board
	boardOf pgn.Variant
}

// Begin does nothing: line formats have no header. It returns the
// encoder's error, if any.
func (e *LineEncoder) Begin() error {
	switch {
	case e == nil || e.game == nil:
		return ErrZeroEncoder
	case e.ended:
		return ErrEnded
	}
	return e.err
}

// Game writes the lines of one game. A game whose variant cannot write
// what the format needs (no variant, or C'escacs in UCI) is returned as a
// [*pgn.NotationError]; a panic in its variant as an [*InternalError]. In
// both cases nothing is written for the game and the encoder stays
// usable. Errors of the underlying writer are returned by every later
// call.
func (e *LineEncoder) Game(g *pgn.Game) (err error) {
	if err := e.Begin(); err != nil {
		return err
	}
	if g == nil {
		return ErrNilGame
	}
	out, err := e.build(g)
	if err != nil {
		return err
	}
	e.buf = out[:0]
	if len(out) == 0 {
		return nil
	}
	if e.w == nil {
		e.err = ErrNilWriter
		return e.err
	}
	if _, err := e.w.Write(out); err != nil {
		e.err = err
	}
	return e.err
}

// build runs the format on one game, turning a panic into an
// *InternalError.
func (e *LineEncoder) build(g *pgn.Game) (out []byte, err error) {
	defer func() {
		if p := recover(); p != nil {
			if _, fault := p.(interface{ Addr() uintptr }); fault {
				panic(p) // a memory fault is the caller's (a mapped file cut short)
			}
			// The board may be in any state: set up a new one next time.
			e.board, e.boardOf = nil, nil
			out, err = e.buf[:0], &InternalError{Pos: g.Pos, Value: p}
		}
	}()
	return e.game(e, e.buf[:0], g)
}

// End marks the end of the output; it writes nothing. Game after End
// returns ErrEnded.
func (e *LineEncoder) End() error {
	if err := e.Begin(); err != nil {
		if err == ErrEnded {
			return nil
		}
		return err
	}
	e.ended = true
	return nil
}

// setUp returns a board in g's start position, nil when the start
// position cannot be set up (a broken FEN: the game's fault, which lint
// and convert's checks report).
func (e *LineEncoder) setUp(g *pgn.Game) pgn.Board {
	quiet := func(pgn.Diagnostic) {}
	if e.board != nil && e.boardOf == g.Variant {
		if r, ok := e.board.(pgn.BoardResetter); ok {
			if r.Reset(g.Tags, quiet) {
				return e.board
			}
			return nil
		}
	}
	b, ok := g.Variant.NewBoard(g.Tags, quiet)
	if !ok || b == nil {
		return nil
	}
	e.board, e.boardOf = b, g.Variant
	return b
}

// replay walks the main line of g on b, handing the visitor each move
// before it is made and each position after it, up to the first move
// that cannot be played. Only internal faults are reported: the game's
// own faults are lint's (and convert's checks').
func (e *LineEncoder) replay(g *pgn.Game, b pgn.Board) {
	e.lines.broken = false
	pgn.WalkTree(g, b, true, &e.lines, func(d pgn.Diagnostic) {
		if d.Code == pgn.CodeInternalFault && e.opts.Report != nil {
			e.opts.Report(d)
		}
	})
}

// lineVisitor is the TreeVisitor of the line formats: it passes over
// variations and hands the main line's moves and positions to the
// format.
type lineVisitor struct {
	broken   bool // a main-line move could not be played: the rest is not
	move     func(p pgn.Ply)
	position func(b pgn.Board)
}

func (v *lineVisitor) Comments([]pgn.Comment, int) {}

func (v *lineVisitor) BeforeMove(p pgn.Ply, played bool) {
	if p.Depth > 0 || v.broken {
		return
	}
	if !played {
		v.broken = true
		return
	}
	if v.move != nil {
		v.move(p)
	}
}

func (v *lineVisitor) AfterMove(p pgn.Ply) bool {
	if p.Depth == 0 && !v.broken && v.position != nil {
		v.position(p.Board)
	}
	return true
}

func (v *lineVisitor) BeginVariation(*pgn.Line, int) (skip bool) { return true }

func (v *lineVisitor) EndVariation(*pgn.Line, int) {}

// noVariant is the refusal of a game read without a variant: it has no
// board, so no positions and no moves in a notation.
func noVariant(format string) error {
	return &pgn.NotationError{Notation: format, Variant: "standard PGN without a variant"}
}

// positionFields returns the position b in its variant's format with the
// last n fields cut off (n = 2: the halfmove clock and the move number).
func positionFields(dst []byte, b pgn.Board, cut int) []byte {
	start := len(dst)
	dst = b.AppendPosition(dst)
	for range cut {
		i := bytes.LastIndexByte(dst[start:], ' ')
		if i < 0 || !isNumber(dst[start+i+1:]) {
			break
		}
		dst = dst[:start+i]
	}
	return dst
}

func isNumber(b []byte) bool {
	return len(b) > 0 && !slices.ContainsFunc(b, func(c byte) bool { return c < '0' || c > '9' })
}
