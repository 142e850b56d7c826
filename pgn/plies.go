package pgn

import "iter"

// Ply is one move of a game tree as [Plies] gives it: the node, the move,
// the board after the move, and where the move stands in the game.
type Ply struct {
	// Node is the move as read, with its annotations and variations.
	Node *Node
	// Move is the move as the board parsed it.
	Move Move
	// Board is the position after the move. It is valid only during the
	// step that yields it: the next step plays on the same board. Copy
	// what you need (AppendPosition, a key) before the step ends. It is
	// the iterator's own board: read it, do not play moves on it.
	Board Board
	// Number is the move's number: the start position's, counted on
	// through the line, and in a variation the number of the move it
	// replaces. A start position that gives no number (MoveNumber answers
	// 0: a C'escacs TLPD with "?") counts from 0, as export does.
	Number int
	// Second is set on a move of the second player (Black; in xiangqi
	// Black too, Red moving first).
	Second bool
	// Depth is 0 on the main line, 1 inside a variation, 2 inside a
	// variation of a variation, and so on.
	Depth int
	// MainLine is set on the moves of the main line (Depth 0).
	MainLine bool
}

// Plies replays g once and yields each move that can be played, in
// reading order, variations included: a variation replaces the move it
// follows, so the board goes back one move, plays the variation and comes
// back. The board is set up by the game's variant from its tags.
//
// Faults go to report (nil is allowed): the start position's, each
// illegal move's, and what a board reports once the game is over. After
// an illegal move the rest of its line is skipped, but a variation that
// replaces the illegal move is still played, from the position before it.
// A panic in the variant is reported as an internal-fault diagnostic and
// ends the replay. Breaking out of the loop ends the replay too, and then
// nothing more is reported.
//
// A nil game, or a game without a variant, yields nothing. No step
// allocates.
func Plies(g *Game, report Report) iter.Seq[Ply] {
	return func(yield func(Ply) bool) {
		if g == nil || g.Variant == nil {
			return
		}
		report := report
		if report == nil {
			report = ignoreDiagnostic
		}
		py := &plyYield{yield: yield}
		t := &py.t
		t.begin(py, report, nil)
		defer func() {
			if p := recover(); p != nil {
				if py.inYield {
					// The loop body's own panic is the caller's.
					panic(p)
				}
				t.reportPanic(p, g.Pos)
			}
		}()
		b, ok := g.Variant.NewBoard(g.Tags, report)
		if !ok || b == nil {
			return
		}
		t.rp.reset(b, report)
		t.walk(g)
		if t.stopped {
			t.rp.rewind()
			return
		}
		t.endGame()
	}
}

// plyYield hands each move made to the loop body of [Plies].
type plyYield struct {
	noTreeOutput
	yield func(Ply) bool
	// inYield is set while the loop body runs, so that its panics are
	// not taken for the variant's.
	inYield bool
	// t is the walk, allocated with the rest.
	t traversal
}

func (py *plyYield) AfterMove(p Ply) bool {
	py.inYield = true
	more := py.yield(p)
	py.inYield = false
	return more
}

// TreeVisitor is told the elements of a game tree in reading order by
// [WalkTree], with each move's number, side and depth and, when the moves
// are replayed, the board before and after it. It is the one traversal
// that [Plies], [Replay], [Walk] (and so [Check]) and [Writer] run on,
// offered to code that writes a tree out in another form (package
// convert). Most programs want [Plies].
type TreeVisitor interface {
	// Comments is given the comments before the first move of a line, at
	// the line's depth, and those after a variation's ')', at the depth
	// of the line around it.
	Comments(cs []Comment, depth int)
	// BeforeMove is called for every move node, before the move is made.
	// played says whether the move can be played; then p.Move is the
	// move and p.Board the position before it. Otherwise p.Board is nil.
	BeforeMove(p Ply, played bool)
	// AfterMove is called after a played move is made, with p.Board the
	// position after it. Returning false ends the walk.
	AfterMove(p Ply) bool
	// BeginVariation is called before a variation's moves; returning true
	// passes over the variation, its moves and the comments after it.
	BeginVariation(l *Line, depth int) (skip bool)
	// EndVariation is called after a variation's moves, before the
	// comments that follow it.
	EndVariation(l *Line, depth int)
}

// WalkTree hands the tree of g to tv in reading order. With replay set,
// each move is played on b (set up for g by the caller): faults go to
// report, a move that cannot be played and the rest of its line are
// passed to BeforeMove as not played, and b is left in the start position
// at the end. A panic in the board is reported to report as an
// internal-fault diagnostic, and the walk goes on with no move played.
//
// The move numbers count from b's MoveNumber, or, with no board, from the
// number written before the first move. A nil game or visitor is no
// fault.
func WalkTree(g *Game, b Board, replay bool, tv TreeVisitor, report Report) {
	if g == nil || tv == nil {
		return
	}
	if report == nil {
		report = ignoreDiagnostic
	}
	var t traversal
	t.begin(tv, report, b)
	if replay {
		t.rp.reset(b, report)
	} else {
		t.rp.reset(nil, report)
	}
	t.walk(g)
	t.rp.rewind()
}

// ignoreDiagnostic is the report of a caller that gave none.
func ignoreDiagnostic(Diagnostic) {}

// noTreeOutput is the part of a [TreeVisitor] that writes nothing, for
// visitors that only want the moves.
type noTreeOutput struct{}

func (noTreeOutput) Comments([]Comment, int)               {}
func (noTreeOutput) BeforeMove(Ply, bool)                  {}
func (noTreeOutput) AfterMove(Ply) bool                    { return true }
func (noTreeOutput) BeginVariation(*Line, int) (skip bool) { return false }
func (noTreeOutput) EndVariation(*Line, int)               {}

// traversal walks a game tree once in reading order, replaying each move
// on the replayer's board and numbering every move, and tells a
// [TreeVisitor] what it meets.
type traversal struct {
	// rp is held by value: a pointer would make every walk allocate it.
	rp replayer
	tv TreeVisitor
	// guard, when set, receives a panic of the board as an internal-fault
	// diagnostic; the walk then goes on with no move played (broken).
	// Unset, the panic goes to the caller.
	guard   Report
	broken  bool
	stopped bool
	// numbers, when set, gives the first move's number instead of the
	// replayer's board (a walk that numbers moves but plays none).
	numbers Board
}

// begin makes t ready for a walk that tells tv, keeping the replayer and
// its buffers; the caller resets the replayer.
func (t *traversal) begin(tv TreeVisitor, guard Report, numbers Board) {
	t.tv, t.guard, t.numbers, t.broken, t.stopped = tv, guard, numbers, false, false
}

// walk walks the whole tree of g from the board's start position.
func (t *traversal) walk(g *Game) {
	number, second := 1, false
	b := t.numbers
	if b == nil {
		b = t.rp.board
	}
	if b != nil {
		// The board's own answer: a position may leave its number unknown
		// (a C'escacs TLPD with "?"), which the board says its own way.
		number, second = b.MoveNumber()
	} else if len(g.Moves.Moves) > 0 {
		// No board: trust the number written before the first move.
		number, second = parseMoveNumber(g.Moves.Moves[0].Number, number, second)
	}
	t.tv.Comments(g.Moves.Comments, 0)
	t.line(&g.Moves, 0, number, second)
}

// line walks one line whose first move has this number and side.
func (t *traversal) line(l *Line, depth, number int, second bool) {
	for _, n := range l.Moves {
		p := Ply{Node: n, Number: number, Second: second, Depth: depth, MainLine: depth == 0}
		var m Move
		ok := false
		if t.rp.cur.dead {
			// parse's answer, without its call: a walk that plays no
			// move (the Writer's checks, Walk) has every line dead.
			t.rp.cur.after++
		} else {
			m, ok = t.parse(n)
		}
		if ok {
			p.Move, p.Board = m, t.rp.board
		}
		t.tv.BeforeMove(p, ok)
		if ok && t.make(m) {
			p.Board = t.rp.board
			if !t.tv.AfterMove(p) {
				t.stopped = true
				return
			}
		}
		for _, sub := range n.Variations {
			if t.tv.BeginVariation(sub, depth+1) {
				continue
			}
			// With no board (none given, or one that failed) every line
			// is dead: there is nothing to take back or play again.
			if t.rp.board != nil {
				t.rp.beginVariation()
			}
			t.tv.Comments(sub.Comments, depth+1)
			t.line(sub, depth+1, number, second)
			if t.stopped {
				return
			}
			if t.rp.board != nil {
				t.rp.endVariation()
			}
			t.tv.EndVariation(sub, depth+1)
			t.tv.Comments(sub.After, depth)
		}
		if second {
			number++
		}
		second = !second
	}
}

// parse reads a move of the current line on the board.
func (t *traversal) parse(n *Node) (m Move, ok bool) {
	if t.rp.cur.dead {
		t.rp.cur.after++
		return 0, false
	}
	if t.guard != nil {
		defer t.recoverBoard(&ok)
	}
	return t.rp.parseText(n.Pos, n.Text)
}

// make plays a parsed move; false means the board failed doing it.
func (t *traversal) make(m Move) (ok bool) {
	if t.guard != nil {
		defer t.recoverBoard(&ok)
	}
	t.rp.make(m)
	return true
}

// recoverBoard turns a panic of the board into an internal-fault
// diagnostic and lets the board go, so that the walk goes on without it.
func (t *traversal) recoverBoard(ok *bool) {
	if p := recover(); p != nil {
		t.reportPanic(p, Position{})
		t.broken = true
		t.rp.abandon()
		*ok = false
	}
}

// reportPanic reports a panic at the move being read, or at pos; a fault
// reading memory (a mapped file cut short) is the caller's.
func (t *traversal) reportPanic(p any, pos Position) {
	passOnMemoryFault(p)
	if t.rp.at.IsValid() {
		pos = t.rp.at
	}
	if t.guard != nil {
		t.guard(internalFault(pos, p))
	}
}

// endGame ends the board of a walk that went through (BoardEnder) and
// takes it back to the start position.
func (t *traversal) endGame() {
	if t.broken || t.rp.board == nil {
		return
	}
	if e, ok := t.rp.board.(BoardEnder); ok {
		e.EndGame(t.rp.report)
	}
	t.rp.rewind()
}
