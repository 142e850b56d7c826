package pgn

// replayer plays moves on a board as they arrive in reading order, taking
// back and replaying moves around variations. After an illegal move the
// rest of its line cannot be checked, but a variation that replaces the
// illegal move still can, from the position before it.
type replayer struct {
	board  Board
	report Report
	cur    replayLine
	stack  []replayLine
	// text holds a tree's move text while a board reads it, so that the
	// conversion to bytes allocates once per replay, not once per move.
	text []byte
	// at is where the move of a tree being replayed stands.
	at Position
	// player is board as a MoveMaker, when it is one.
	player MoveMaker
	// saver is board as a PositionSaver, when it is one.
	saver PositionSaver
	// ply counts the moves made on the board since reset, and startPly is
	// the board's own count at reset, from its MoveNumber: together they
	// give the number of the move to play without asking the board.
	ply, startPly int
}

// moveNumber is the board's MoveNumber as of the moves made since reset.
func (r *replayer) moveNumber() (int, bool) {
	n := r.startPly + r.ply
	return n/2 + 1, n%2 == 1
}

type replayLine struct {
	last    Move
	hasLast bool
	made    int
	dead    bool
	// after counts the moves read since the line went dead, the failed one
	// included.
	after int
	// unmade is set on a variation that took back its parent's last move.
	unmade bool
	// saved is set on a variation that kept the position it returns to
	// in the board's slot len(stack)-1 (PositionSaver).
	saved bool
}

func (r *replayer) reset(b Board, report Report) {
	r.board = b
	r.player, _ = b.(MoveMaker)
	r.saver, _ = b.(PositionSaver)
	r.report = report
	r.stack = r.stack[:0]
	r.cur = replayLine{dead: b == nil, after: 2}
	r.ply, r.startPly = 0, 0
	if b != nil {
		n, second := b.MoveNumber()
		r.startPly = 2 * (n - 1)
		if second {
			r.startPly++
		}
	}
}

// parse resolves a move in the current line; false means it cannot be
// played, either because it is wrong (reported) or because the line is
// already dead (not reported again).
func (r *replayer) parse(pos Position, text []byte) (Move, bool) {
	if r.cur.dead {
		r.cur.after++
		return 0, false
	}
	return r.parsed(r.board.ParseMove(text, pos, r.report))
}

// parsed records what ParseMove answered for a move of the current line:
// a move that cannot be played ends the line.
func (r *replayer) parsed(m Move, ok bool) (Move, bool) {
	if !ok {
		r.cur.dead = true
		r.cur.after = 1
	}
	return m, ok
}

// parseText is parse for move text held as a string.
func (r *replayer) parseText(pos Position, text string) (Move, bool) {
	r.at = pos
	r.text = append(r.text[:0], text...)
	return r.parse(pos, r.text)
}

func (r *replayer) make(m Move) {
	r.board.Make(m)
	r.ply++
	r.cur.made++
	r.cur.last = m
	r.cur.hasLast = true
}

func (r *replayer) beginVariation() {
	parent := r.cur
	r.stack = append(r.stack, parent)
	switch {
	case !parent.dead && parent.hasLast:
		r.cur = replayLine{unmade: true, saved: r.save()}
		r.board.Unmake()
		r.ply--
	case parent.dead && parent.after == 1 && r.board != nil:
		// The illegal move was the last one read: the board stands where
		// the variation starts.
		r.cur = replayLine{saved: r.save()}
	default:
		r.cur = replayLine{dead: true, after: 2}
	}
}

// save keeps the board's position for the variation begun last, when the
// board can (PositionSaver) and the variation is within MaxSavedDepth,
// and reports whether it did.
func (r *replayer) save() bool {
	if r.saver == nil || len(r.stack) > MaxSavedDepth {
		return false
	}
	r.saver.SavePosition(len(r.stack) - 1)
	return true
}

func (r *replayer) endVariation() {
	if len(r.stack) == 0 {
		return
	}
	line := r.cur
	r.cur = r.stack[len(r.stack)-1]
	r.stack = r.stack[:len(r.stack)-1]
	if line.saved && r.saver != nil {
		// One step back to where the variation began (its parent's last
		// move played, or its illegal move not): a variation of
		// CorentinGS's analysed games is eight moves long, and each
		// Unmake and the Make after them cost more than the copy.
		r.saver.RestorePosition(len(r.stack))
		r.ply -= line.made
		if line.unmade {
			r.ply++
		}
		return
	}
	for ; line.made > 0; line.made-- {
		r.board.Unmake()
		r.ply--
	}
	if line.unmade {
		r.board.Make(r.cur.last)
		r.ply++
	}
}

// mainLineDone reports whether the whole main line was played, so the
// board holds the final position.
func (r *replayer) mainLineDone() bool {
	return len(r.stack) == 0 && !r.cur.dead
}

// rewind takes back every move made since reset, leaving the board in
// the start position.
func (r *replayer) rewind() {
	if r.board == nil {
		return
	}
	for ; r.ply > 0; r.ply-- {
		r.board.Unmake()
	}
}

// abandon lets go of a board that failed: every line is dead from now
// on, and nothing is taken back on it.
func (r *replayer) abandon() {
	r.board, r.player, r.saver = nil, nil, nil
	r.cur = replayLine{dead: true, after: 2}
	for i := range r.stack {
		r.stack[i] = replayLine{dead: true, after: 2}
	}
	r.ply = 0
}

// Replay plays every move of g, variations included, on a board that v
// sets up from the game's tags. visit is called for each move that can be
// played, after it is parsed and before it is made, in reading order; once
// the whole main line is played it is called a last time with n == nil
// and the board in the final position. Faults go to report. Replay returns
// false when the start position or some move could not be played. It runs
// on the traversal of [Plies], which gives the board after each move
// instead.
//
// v may be nil: the game's own variant is then used, and a game without
// one cannot be replayed. A panic in the variant is reported as an
// internal-fault diagnostic, and Replay returns false.
func Replay(g *Game, v Variant, report Report, visit func(n *Node, b Board, m Move)) (all bool) {
	if g == nil {
		return false
	}
	if v == nil {
		v = g.Variant
	}
	if v == nil {
		return false
	}
	if report == nil {
		report = func(Diagnostic) {}
	}
	rv := &replayVisit{visit: visit, all: true}
	t := &rv.t
	t.begin(rv, report, nil)
	rp := &t.rp
	defer func() {
		if p := recover(); p != nil {
			t.reportPanic(p, g.Pos)
			all = false
		}
	}()
	b, ok := v.NewBoard(g.Tags, report)
	if !ok || b == nil {
		return false
	}
	rp.reset(b, report)
	t.walk(g)
	if t.broken {
		return false
	}
	if e, ok := b.(BoardEnder); ok {
		e.EndGame(report)
	}
	if rp.mainLineDone() && visit != nil {
		visit(nil, b, 0)
	}
	rp.rewind()
	return rv.all
}

// replayVisit calls Replay's visit function before each move is made.
type replayVisit struct {
	noTreeOutput
	visit func(n *Node, b Board, m Move)
	all   bool
	// t is the walk, allocated with the rest.
	t traversal
}

func (rv *replayVisit) BeforeMove(p Ply, played bool) {
	if !played {
		rv.all = false
		return
	}
	if rv.visit != nil {
		rv.visit(p.Node, p.Board, p.Move)
	}
}
