package filter

import (
	"sync"

	"github.com/pgntool/pgntool/pgn"
)

// The position, material, ending and duplicate criteria replay each game.
// pgn.Plies would set up a new board for every game (most of a short
// game's replay is clearing a new board's memory) and play every
// variation; replay keeps boards for reuse, one pool per variant so that
// many goroutines may replay at once, and passes over variations unless
// they are asked for.

// boardPools holds a *sync.Pool of boards for each variant (by name).
var boardPools sync.Map

// takeBoard returns a board in g's start position, and false when its
// start position cannot be set up. Give it back with giveBoard.
func takeBoard(g *pgn.Game) (pgn.Board, bool) {
	name := g.Variant.Name()
	if p, ok := boardPools.Load(name); ok {
		if b, ok := p.(*sync.Pool).Get().(pgn.Board); ok {
			if r, ok := b.(pgn.BoardResetter); ok && r.Reset(g.Tags, nil) {
				return b, true
			}
		}
	}
	b, ok := g.Variant.NewBoard(g.Tags, nil)
	return b, ok && b != nil
}

// giveBoard returns a board taken for g, in the start position (a walk
// leaves it there), for the next game of its variant. A board that cannot
// be reset is not kept.
func giveBoard(g *pgn.Game, b pgn.Board) {
	if _, ok := b.(pgn.BoardResetter); !ok {
		return
	}
	p, _ := boardPools.LoadOrStore(g.Variant.Name(), new(sync.Pool))
	p.(*sync.Pool).Put(b)
}

// lineWalker is the pgn.TreeVisitor of a replay: it hands each move made
// to visit until visit returns false, and notes a main-line move that
// cannot be played.
type lineWalker struct {
	variations bool // play variations too
	visit      func(p pgn.Ply) bool
	illegal    bool // a main-line move could not be played
}

func (w *lineWalker) Comments([]pgn.Comment, int) {}

func (w *lineWalker) BeforeMove(p pgn.Ply, played bool) {
	if !played && p.Depth == 0 {
		w.illegal = true
	}
}

func (w *lineWalker) AfterMove(p pgn.Ply) bool { return w.visit(p) }

func (w *lineWalker) BeginVariation(*pgn.Line, int) (skip bool) { return !w.variations }

func (w *lineWalker) EndVariation(*pgn.Line, int) {}

// replay walks g's moves on b, the main line only unless variations,
// calling visit after each move made until it returns false. It reports
// whether every main-line move could be played (as far as the walk went).
// A panic of the board ends the walk as an illegal move would; the board
// is not given back then.
func replay(g *pgn.Game, b pgn.Board, variations bool, visit func(p pgn.Ply) bool) (legal, broken bool) {
	w := lineWalker{variations: variations, visit: visit}
	pgn.WalkTree(g, b, true, &w, func(d pgn.Diagnostic) {
		if d.Code == pgn.CodeInternalFault {
			broken = true
		}
	})
	return !w.illegal && !broken, broken
}

// quiet takes the diagnostics of a replay: the game's faults are lint's to
// report.
func quiet(pgn.Diagnostic) {}

// mainLine plays g's main line on b, calling visit after each move with
// the move, its index in the line and whether the second player made it,
// until visit returns false. It is replay without the walk's numbering
// and bookkeeping, for the criteria that look at the main line only.
// legal is false when a move (up to where visit stopped) cannot be
// played; broken is true when the board panicked, and then it is not to
// be given back. The board is left where the replay stopped (takeBoard
// sets it up again for the next game).
func mainLine(g *pgn.Game, b pgn.Board, visit func(b pgn.Board, m pgn.Move, i int, second bool) bool) (legal, broken bool) {
	defer func() {
		if p := recover(); p != nil {
			legal, broken = false, true
		}
	}()
	_, second := b.MoveNumber()
	text := make([]byte, 0, 32)
	for i, n := range g.Moves.Moves {
		text = append(text[:0], n.Text...)
		m, ok := b.ParseMove(text, n.Pos, quiet)
		if !ok {
			return false, false
		}
		b.Make(m)
		if !visit(b, m, i, second) {
			return true, false
		}
		second = !second
	}
	return true, false
}
