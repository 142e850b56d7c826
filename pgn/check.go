package pgn

import (
	"reflect"
	"strings"
	"unsafe"
)

// gameCheck holds what lint checks for one game beyond its syntax: the
// variant's tag rules, the start position, every move, and the result.
type gameCheck struct {
	replayer
	variant Variant
	tags    []Tag
	gamePos Position
	// spare is the board of the last game, kept for the next game of the
	// same variant when it can be reset.
	spare spareBoard
}

func (c *gameCheck) begin(v Variant, tags []Tag, gamePos Position, report Report) {
	c.variant = v
	c.tags = tags
	c.gamePos = gamePos
	if v == nil {
		report(Warnf(gamePos, CodeVariantUnsupported, "%s; moves are not checked", unsupportedVariant(tags)))
		c.reset(nil, report)
		return
	}
	v.CheckTags(tags, gamePos, report)
	c.reset(c.spare.board(v, tags, report), report)
}

// spareBoard is the board of the last game, kept so that the next game of
// the same variant is set up in its memory when the board can be reset.
type spareBoard struct {
	b Board
	v Variant
}

// board sets up the game's board, reusing the last one when its variant
// can reset it; nil means the start position is unusable.
func (s *spareBoard) board(v Variant, tags []Tag, report Report) Board {
	if r, ok := s.b.(BoardResetter); ok && sameVariant(s.v, v) {
		if !r.Reset(tags, report) {
			return nil
		}
		return s.b
	}
	b, ok := v.NewBoard(tags, report)
	if !ok || b == nil {
		return nil
	}
	if _, ok := b.(BoardResetter); ok {
		s.b, s.v = b, v
	}
	return b
}

// sameVariant reports whether a and b are the same plugin; a variant whose
// type cannot be compared counts as different, rather than panic.
func sameVariant(a, b Variant) bool {
	t := reflect.TypeOf(a)
	return t != nil && t == reflect.TypeOf(b) && t.Comparable() && a == b
}

// unsupportedVariant describes the tags that named a game nobody plays here.
func unsupportedVariant(tags []Tag) string {
	for _, name := range []string{"Variant", "Game"} {
		if v, ok := TagValue(tags, name); ok {
			return "no plugin reads " + name + " \"" + v + "\""
		}
	}
	return "no plugin was chosen for this game"
}

// end checks the termination marker against the Result tag and against
// the final position.
func (c *gameCheck) end(result string, resultPos Position) {
	tag := FindTag(c.tags, "Result")
	if result != "" && tag != nil && tag.Value != result {
		c.report(Errorf(resultPos, CodeResultMismatch, "termination marker %s differs from the Result tag %q on line %d", result, tag.Value, tag.Pos.Line))
	}
	if result == "" && tag != nil {
		result = tag.Value
	}
	if c.board == nil || !c.mainLineDone() || result == "" {
		return
	}
	forced, why := c.board.Outcome()
	if forced == "" || forced == result {
		return
	}
	pos := resultPos
	if !pos.IsValid() && tag != nil {
		pos = tag.ValuePos
	}
	if !pos.IsValid() {
		pos = c.gamePos
	}
	if result == "*" {
		c.report(Warnf(pos, CodeResultContradictsPosition, "the game is over (%s, %s) but the result is *", why, forced))
		return
	}
	c.report(Errorf(pos, CodeResultContradictsPosition, "the final position is %s, so the result must be %s, not %s", why, forced, result))
}

// Checker is a [Visitor] that checks every game it is given: the reading
// faults, the variant's tag rules, the start position, every move of every
// variation, and the result. Faults go to its report function.
//
// It is an [ElementFilter] that ignores move numbers and comments: a
// visitor that embeds a Checker and wants those calls must override
// IgnoredElements. A nil *Checker does nothing and reports nothing.
type Checker struct {
	NopVisitor
	gameCheck
	report  Report
	tags    []Tag
	gamePos Position
	result  string
	resPos  Position
	// tree collects the game for variants that check or normalise whole
	// games.
	tree *Builder
	// deferred is set when moves are replayed on the normalised tree at the
	// end of the game instead of as they arrive.
	deferred bool
	// st is the game's budgets and Recognize books: the reader's while a
	// reader drives the checker, else own. primed keeps own as Check set
	// it up for the next game.
	st     *gameState
	own    gameState
	primed bool
	// emitFn is emit as a function value, made once: the boards report
	// through it.
	emitFn Report
	// depth is the nesting of variations, for the main line's moves.
	depth int
	// walk is the tree walk of Check, kept with the checker.
	walk visitorWalk
	// sink, when set, is given each move the checker plays, before it is
	// made: the Writer writes its moves from the checks' replay.
	sink *sharedWalk
	// movePos holds the position Move was given, for move.
	movePos Position
	moveChecks
}

// NewChecker returns a checker that reports to report.
func NewChecker(report Report) *Checker {
	c := &Checker{report: report}
	c.init()
	return c
}

// init makes a checker ready, also one declared as a zero value.
func (c *Checker) init() {
	if c.emitFn == nil {
		c.emitFn = c.emit
		c.own.limits = DefaultLimits()
	}
	if c.st == nil {
		c.st = &c.own
	}
}

// useState takes the reader's game state, or returns to its own (nil).
func (c *Checker) useState(st *gameState) {
	c.init()
	if st == nil {
		st = &c.own
	}
	c.st = st
}

// emit reports a fault the checker found, within the game's diagnostics
// budget, with a hint when the game's first moves read as another game.
func (c *Checker) emit(d Diagnostic) {
	st := c.st
	if isMoveFault(d.Code) {
		if st.recognize != nil && !st.recognized {
			if hint := st.recognizeHint(c.variant, d.Pos.Offset, nil); hint != "" {
				d.Message += "; " + hint
			}
		}
		d.Message += c.restartHint(d.Pos)
	}
	if st.cap.admit(d) && c.report != nil {
		c.report(d)
	}
}

// BeginGame starts a game.
func (c *Checker) BeginGame(pos Position) {
	if c == nil {
		return
	}
	c.init()
	if c.st == &c.own && !c.primed {
		c.own.beginGame()
	}
	c.primed = false
	c.tags = c.tags[:0]
	c.gamePos = pos
	c.result = ""
	c.resPos = Position{}
	c.tree = nil
	c.deferred = false
	c.variant = nil
	c.depth = 0
	c.reset(nil, c.emitFn)
	c.moveChecks = moveChecks{}
}

// Tag collects a tag pair.
func (c *Checker) Tag(t Tag) {
	if c == nil {
		return
	}
	c.tag(&t)
}

// tag is Tag with the pair by pointer, for the reader's static call.
func (c *Checker) tag(t *Tag) { c.tags = append(c.tags, *t) }

// EndTags checks the tags and sets up the board.
func (c *Checker) EndTags(v Variant) bool {
	if c == nil {
		return false
	}
	c.init()
	c.begin(v, c.tags, c.gamePos, c.emitFn)
	c.ownNumbers = factsOf(v).ChecksMoveNumbers
	_, checks := v.(GameChecker)
	_, normalises := v.(GameNormalizer)
	c.deferred = normalises
	if checks || normalises {
		c.tree = NewBuilder()
		c.tree.BeginGame(c.gamePos)
		for _, t := range c.tags {
			c.tree.Tag(t)
		}
		c.tree.EndTags(v)
	}
	return false
}

// IgnoredElements tells the reader that move numbers and comments are not
// needed unless the game is collected for a whole-game check.
func (c *Checker) IgnoredElements() Elements {
	if c == nil {
		return 0
	}
	if c.tree != nil {
		return 0
	}
	return MoveNumberElements | CommentElements
}

// Move checks a move and plays it.
func (c *Checker) Move(pos Position, text []byte) {
	if c == nil {
		return
	}
	// A field, not &pos: a board's ParseAndMake takes the position by
	// pointer through an interface, which would move pos to the heap for
	// every move.
	c.movePos = pos
	c.move(&c.movePos, text)
}

// move is Move with the position by pointer: the reader hands it the
// scanner's own, which saves copying a Position for each move of a file.
func (c *Checker) move(p *Position, text []byte) {
	st := c.st
	if st == &c.own {
		// Without a reader, a fault inside the board is placed here, and
		// Recognize needs the main line's first moves.
		c.lastPos = p
		if c.depth == 0 && st.recognize != nil {
			st.noteMain(p.Offset, text)
		}
	}
	// parse written out: for each move of a file, a call less with a
	// Position to pass on.
	switch {
	case c.deferred:
	case c.cur.dead || c.board == nil:
		c.cur.after++
	default:
		// The written number is nearly always the board's: that is
		// compared here, and the rest of the check is out of line.
		if st.num.set && !c.ownNumbers && st.num.value != (c.startPly+c.ply)/2+1 {
			c.checkNumber(*p)
		}
		if c.sink == nil && c.player != nil {
			// Nothing looks at the board between the two: one call.
			if m, ok := c.parsed(c.player.ParseAndMake(text, p, c.emitFn)); ok {
				c.played(m)
			}
		} else if c.player != nil && c.sink.makeFirst(c.board) {
			// The same for a writer's sink, told the move once it is
			// made.
			if m, ok := c.parsed(c.player.ParseAndMake(text, p, c.emitFn)); ok {
				if !c.sink.madeMove(c.board, m) {
					c.sink.rewriteMove(c.board, m, text)
				}
				c.played(m)
			}
		} else if m, ok := c.parsed(c.board.ParseMove(text, *p, c.emitFn)); ok {
			if c.sink != nil {
				c.sink.playedMove(c.board, m, text)
			}
			c.make(m)
		}
	}
	if c.depth == 0 {
		c.lastLine = p.Line
	}
	st.num.set = false
	if c.tree != nil {
		c.tree.Move(*p, text)
	}
}

// MoveNumber passes the number to the tree and, when no reader notes
// numbers for the checker, notes it for the move that follows.
func (c *Checker) MoveNumber(pos Position, text []byte) {
	if c == nil {
		return
	}
	c.numberAt(&pos, text)
}

// numberAt is MoveNumber with the position by pointer, for the walks of
// a tree, which hand it the node's own.
func (c *Checker) numberAt(p *Position, text []byte) {
	if c.st == &c.own && len(text) > 0 {
		dots := text
		if text[0]-'0' < 10 {
			// Field by field, as the reader notes numbers: a composite
			// literal would copy the note's string for every number.
			digits := text[:numberDigits(text)]
			c.own.own.note(digitsValue(digits), 0, p.Offset, p.Line, p.Column, digits)
			c.own.num = &c.own.own
			dots = text[len(digits):]
		}
		if len(dots) > 0 && c.own.own.set {
			c.own.own.second = len(dots) > 1
		}
	}
	if c.tree != nil {
		c.tree.MoveNumber(*p, text)
	}
}

// numberDigits counts the digits that start text.
func numberDigits(text []byte) int {
	n := 0
	for n < len(text) && text[n]-'0' < 10 {
		n++
	}
	return n
}

// NAG passes the NAG to the tree.
func (c *Checker) NAG(pos Position, nag int) {
	if c == nil {
		return
	}
	if c.tree != nil {
		c.tree.NAG(pos, nag)
	}
}

// Glyph passes the glyph to the tree.
func (c *Checker) Glyph(pos Position, text []byte) {
	if c == nil {
		return
	}
	if c.tree != nil {
		c.tree.Glyph(pos, text)
	}
}

// Comment passes the comment to the tree.
func (c *Checker) Comment(pos Position, text []byte, line bool) {
	if c == nil {
		return
	}
	if c.tree != nil {
		c.tree.Comment(pos, text, line)
	}
}

// Label passes the label to the tree.
func (c *Checker) Label(pos Position, text []byte) {
	if c == nil {
		return
	}
	if c.tree != nil {
		c.tree.Label(pos, text)
	}
}

// BeginVariation steps back to the position the variation starts from.
func (c *Checker) BeginVariation(pos Position) bool {
	if c == nil {
		return false
	}
	c.depth++
	if !c.deferred {
		c.beginVariation()
	}
	if c.tree != nil {
		c.tree.BeginVariation(pos)
	}
	return false
}

// EndVariation returns to the enclosing line.
func (c *Checker) EndVariation(pos Position) {
	if c == nil {
		return
	}
	c.depth--
	if !c.deferred {
		c.endVariation()
	}
	if c.tree != nil {
		c.tree.EndVariation(pos)
	}
}

// Result records the termination marker.
func (c *Checker) Result(pos Position, text []byte) {
	if c == nil {
		return
	}
	c.result = c.resultString(text)
	c.resPos = pos
	if c.tree != nil {
		c.tree.Result(pos, text)
	}
}

// resultString returns text as a string, the variant's own when it is one
// of its markers, so that no game allocates one.
func (c *Checker) resultString(text []byte) string {
	for _, r := range factsOf(c.variant).Results {
		if string(text) == r {
			return r
		}
	}
	return string(text)
}

// EndGame checks the result and hands the tree to a whole-game check;
// then it counts the diagnostics of the game that were not shown.
func (c *Checker) EndGame(pos Position) {
	if c == nil {
		return
	}
	c.init()
	if !c.st.faulted {
		c.endChecks()
	}
	if d, ok := c.st.cap.summary(pos); ok && c.report != nil {
		c.report(d)
	}
}

// endChecks are EndGame's checks. The board is ended first (BoardEnder),
// after the deferred replay of a normalised tree and before the result.
func (c *Checker) endChecks() {
	if c.deferred && c.tree != nil {
		g := c.tree.Game()
		c.variant.(GameNormalizer).NormalizeGame(g)
		if c.board != nil {
			// The walk holds its replayer by value: it takes the
			// checker's and gives it back.
			t := traversal{rp: c.replayer, tv: noTreeOutput{}}
			t.walk(g)
			c.replayer = t.rp
		}
	}
	if e, ok := c.board.(BoardEnder); ok {
		e.EndGame(c.emitFn)
	}
	c.end(c.result, c.resPos)
	if c.tree != nil {
		if gc, ok := c.variant.(GameChecker); ok {
			gc.CheckGame(c.tree.Game(), c.emitFn)
		}
	}
}

// Diagnostic passes a reading fault on; the reader has counted it.
func (c *Checker) Diagnostic(d Diagnostic) {
	if c == nil {
		return
	}
	if c.report != nil {
		c.report(d)
	}
}

// Check reports every fault of a game read into a tree: first the faults
// found while reading it, then what the checks of [Checker] find. The
// game's diagnostics budget, as the reader counted it, goes on counting
// them. A panic in the game's variant is reported as an internal-fault
// diagnostic. A nil game or report is no fault.
func Check(g *Game, report Report) {
	if g == nil || report == nil {
		return
	}
	checkWith(NewChecker(report), g, report)
}

// checkWith is the body of [Check] on the checker c, set up for g's
// reading: the game's own diagnostics first, then c's checks. It reports
// a panic as an internal fault and returns true, c's board then being
// half-way through a move and not to be used again.
func checkWith(c *Checker, g *Game, report Report) (panicked bool) {
	for _, d := range g.Diagnostics {
		report(d)
	}
	rd := g.Reading
	c.own.limits = rd.Limits.WithDefaults()
	c.own.beginGame()
	c.own.cap = diagnosticCap{limit: c.own.limits.Diagnostics, shown: max(rd.Shown, len(g.Diagnostics)),
		hidden: rd.Suppressed, hiddenErr: rd.SuppressedErrors}
	c.own.recognize = rd.Recognize
	c.own.recognized = rd.Recognized
	c.primed = true
	defer func() {
		if p := recover(); p != nil {
			pos := g.Pos
			if c.lastPos != nil && c.lastPos.IsValid() {
				pos = *c.lastPos
			}
			report(internalFault(pos, p))
			panicked = true
		}
	}()
	c.walk.walk(g, c)
	// The last move's position is the tree's: a kept checker must not
	// keep the tree alive.
	c.lastPos = nil
	return false
}

// Walk hands the elements of a game tree to a visitor in reading order,
// as a [Reader] would. Diagnostics stored in the game are not repeated.
// It runs on the traversal of [Plies], playing no move.
func Walk(g *Game, v Visitor) {
	if g == nil || v == nil {
		return
	}
	new(visitorWalk).walk(g, v)
}

// walk is Walk with the walk's state given, so that a caller can keep it
// for the next game.
func (w *visitorWalk) walk(g *Game, v Visitor) {
	end := g.End
	if !end.IsValid() {
		end = g.Pos
	}
	v.BeginGame(g.Pos)
	for _, t := range g.Tags {
		v.Tag(t)
	}
	if v.EndTags(g.Variant) {
		v.EndGame(end)
		return
	}
	w.v = v
	// A checker of this package's own that hands moves to no visitor of
	// the caller's only reads their text: it gets the tree's bytes.
	w.checker = nil
	if c, ok := v.(*Checker); ok && c.tree == nil {
		w.checker = c
	}
	// The Writer's checker does nothing with annotations unless it
	// collects the game for a whole-game check (EndTags decides): they
	// are not copied out for it then.
	w.annotations = w.also == nil || w.also.c.tree != nil
	var numbers Board
	if w.also != nil {
		numbers = w.also.numbers()
	}
	w.t.begin(w, nil, numbers)
	w.t.rp.reset(nil, nil)
	w.t.walk(g)
	if g.Result != "" {
		v.Result(g.ResultPos, w.bytes(g.Result))
	}
	// Not w.Comments: the comments after the result are no part of the
	// movetext that also writes.
	if w.annotations {
		for _, c := range g.After {
			v.Comment(c.Pos, w.bytes(c.Text), c.Line)
		}
	}
	v.EndGame(end)
}

// visitorWalk turns the traversal of a tree into visitor calls. It hands
// text to the visitor through one reused buffer: visitors may not keep
// the bytes past the call, and a tree walk should not allocate per move.
type visitorWalk struct {
	v   Visitor
	buf []byte
	// t plays no move: it walks the tree.
	t traversal
	// also, when set, is told the tree after v (the Writer's tokens); its
	// moves are numbered from its board.
	also *sharedWalk
	// annotations is unset when v is the Writer's checker and has no
	// use for NAGs, glyphs, comments and labels.
	annotations bool
	// checker is v when v is a Checker that passes no text on to another
	// visitor (lint's checks of a tree, Check, CheckGame): it reads the
	// texts of moves and numbers in place, without the copies a caller's
	// Visitor gets.
	checker *Checker
}

// readOnlyBytes is s's own bytes as a slice, for this package's checkers,
// which read the text of a move and keep none of it: where a Visitor of
// the caller's gets a copy (it may write into the slice), the checker
// gets the bytes themselves. Its capacity is its length, so that an
// append copies instead of writing past the text.
func readOnlyBytes(s string) []byte {
	return unsafe.Slice(unsafe.StringData(s), len(s))
}

func (w *visitorWalk) bytes(s string) []byte {
	w.buf = append(w.buf[:0], s...)
	return w.buf
}

func (w *visitorWalk) Comments(cs []Comment, depth int) {
	if w.annotations {
		for _, c := range cs {
			w.v.Comment(c.Pos, w.bytes(c.Text), c.Line)
		}
	}
	if w.also != nil {
		w.also.Comments(cs, depth)
	}
}

func (w *visitorWalk) BeforeMove(p Ply, _ bool) {
	v, n := w.v, p.Node
	if n.Number != "" {
		pos := &n.NumberPos
		if !pos.IsValid() {
			pos = &n.Pos
		}
		switch {
		case w.also != nil:
			w.also.c.numberAt(pos, readOnlyBytes(n.Number))
		case w.checker != nil:
			w.checker.numberAt(pos, readOnlyBytes(n.Number))
		default:
			v.MoveNumber(*pos, w.bytes(n.Number))
		}
	}
	if w.also != nil {
		// The Writer's checker, called directly: no interface call, no
		// copy of the move's Position and none of its text for each move
		// written (the checker and the boards only read the text).
		w.also.c.move(&n.Pos, readOnlyBytes(n.Text))
	} else if w.checker != nil {
		w.checker.move(&n.Pos, readOnlyBytes(n.Text))
	} else {
		v.Move(n.Pos, w.bytes(n.Text))
	}
	if w.annotations {
		for _, nag := range n.NAGs {
			v.NAG(n.Pos, nag)
		}
		for _, g := range n.Glyphs {
			v.Glyph(n.Pos, w.bytes(g))
		}
		for _, c := range n.Comments {
			v.Comment(c.Pos, w.bytes(c.Text), c.Line)
		}
	}
	if w.also != nil {
		// After v: the checker has handed it the move it played.
		w.also.beforeMove(&p)
	}
}

func (w *visitorWalk) AfterMove(Ply) bool { return true }

func (w *visitorWalk) BeginVariation(l *Line, depth int) (skip bool) {
	if w.v.BeginVariation(l.Pos) {
		return true
	}
	if l.Label != "" && w.annotations {
		w.v.Label(l.Pos, w.bytes(l.Label))
	}
	return w.also != nil && w.also.BeginVariation(l, depth)
}

func (w *visitorWalk) EndVariation(l *Line, depth int) {
	w.v.EndVariation(l.Pos)
	if w.also != nil {
		w.also.EndVariation(l, depth)
	}
}

// blocksStrictExport reports whether a fault keeps a game from being
// written exactly. Missing roster tags do not: export fills them with the
// standard's "unknown" values.
func blocksStrictExport(d Diagnostic) bool {
	return d.Severity == Error && d.Code != CodeTagMissing && !strings.HasPrefix(d.Code, "line-")
}
