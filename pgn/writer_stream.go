package pgn

import (
	"io"
	"slices"
	"strings"
)

// ReadAppend reads the next game of r and appends it to dst in export
// format: what AppendGame appends for the game r.ReadGame would return,
// byte for byte, with the same faults to the Report, but in one pass over
// the text and without a tree. The writer's checks play each move as it
// is read, and the game is laid out at its end.
//
// A game the pass cannot write exactly as AppendGame would is not
// written; its tree comes back instead (g), as ReadGame returns it, valid
// until the next call, for the caller to write with AppendGame or to
// handle as it handles any game. Those are: a game with a move the checks
// cannot play (the rest of its line is written as read), one over a
// budget (it is cut), one in which a fault inside pgntool was recovered,
// one that Strict refuses, text that holds no game, a game whose variant
// checks or normalises whole games, one whose variant lacks the writer's
// notation, a NAG or glyph that follows a variation of its move or more
// than a few of its comments, and a game with more faults than its
// diagnostics budget shows. Other faults,
// errors such as a missing roster tag among them, are reported as
// AppendGame reports them, and the game is written.
//
// One exception to "as ReadGame returns it": when a variant's board
// panics while a move is checked (a bug), the reader recovers, reports an
// internal fault at that move and passes over the rest of the game, so the
// tree handed back is cut there and holds that fault; AppendGame, which
// checks it again, reports the fault too. A caller that writes games must
// not write such a game as if whole (pgntool refuses it). The checks of
// moves run unguarded because a deferred recover per move costs 2%.
//
// When neither is written, err is as ReadGame's: io.EOF when the input
// holds no further game. A reader with ReaderOptions.PassOver hands back
// every game as a tree.
func (w *Writer) ReadAppend(dst []byte, r *Reader) (out []byte, g *Game, err error) {
	if w == nil {
		return dst, nil, errNilOutput
	}
	if r == nil || r.s == nil {
		return dst, nil, ErrNilInput
	}
	if r.opts.PassOver != nil {
		g, err := r.ReadGame()
		return dst, g, err
	}
	s := w.stream
	if s == nil {
		s = &streamExport{w: w}
		w.stream = s
	}
	s.limits, s.numbers = r.state.limits, r.state.num
	more, err := r.VisitGame(s)
	if !more {
		if err == nil {
			err = io.EOF
		}
		return dst, nil, err
	}
	if s.exact(r) {
		if out, ok := s.write(dst); ok {
			return out, nil, nil
		}
	}
	return dst, s.tree(r), nil
}

// streamExport is the Visitor of ReadAppend: it hands each element to a
// Checker, as the writer's checks of a tree do, and turns it into the
// export tokens the writer would make from the tree. It logs every call,
// so that a game it cannot write becomes a tree all the same.
//
// The tokens come in the tree's order: a move's NAGs, then its glyphs,
// then its comments, whatever their order in the text (see open).
type streamExport struct {
	w *Writer
	c *Checker
	// shared takes the moves the checker plays, in the chosen notation.
	shared   sharedWalk
	notation Notation
	variant  Variant
	limits   Limits
	// numbers is the reader's note of the move number read before the
	// next move, which the checker reads as lint's does, instead of
	// noting each number again.
	numbers *numberNote
	log     streamLog
	// ok is cleared once the game cannot be written from the pass; the
	// calls are then only logged.
	ok bool
	// filled is set by anything that makes the game more than stray text
	// (Game.Empty).
	filled bool
	// ended is set by the termination marker.
	ended  bool
	result string
	// lines is the stack of the lines being read, the main line first.
	lines []streamLine
	// skip is the nesting of the variations whose tokens are left out
	// (the reduced export format); they are still checked.
	skip int
	// open is set while the last move's NAGs, glyphs and comments may
	// still come. They go after its token in that order, whatever their
	// order in the text: a NAG goes to w.toks[nagEnd], a glyph to
	// w.toks[glyphEnd], a comment to the end.
	open             bool
	nagEnd, glyphEnd int
	// after holds the comments after the termination marker.
	after []ExportToken
	// checkDiags are the checker's faults. The reader's are the log's
	// diags: a tree's come first (Check), so they are reported first.
	checkDiags []Diagnostic
	// builder builds the games that come back as trees.
	builder *Builder
}

// streamLine is one line being read: the number of its next move, that
// of its last move (a variation of that move starts from it), how many
// moves it has, and the index of its BeginVariation token (-1 for none).
type streamLine struct {
	number, lastNumber int
	second, lastSecond bool
	moves              int
	begin              int
}

// useState makes the pass a visitor that shares the reader's count of
// the game's faults, as ReadGame's Builder does: the reader then leaves
// the count of the faults over the budget to the tree's checks, which the
// tree handed back must get as ReadGame's. The checker keeps its own.
func (s *streamExport) useState(*gameState) {}

// IgnoredElements asks for every element: the tokens need them all.
func (s *streamExport) IgnoredElements() Elements { return 0 }

// guard turns a panic of the checks into a game that comes back as a
// tree: the writer's checks of that tree meet the fault again and report
// it as they always did. The checker, stopped half-way, is not used again.
func (s *streamExport) guard() {
	if p := recover(); p != nil {
		passOnMemoryFault(p)
		s.ok, s.c = false, nil
	}
}

// fail marks the game as one the pass cannot write.
func (s *streamExport) fail() { s.ok = false }

func (s *streamExport) BeginGame(pos Position) {
	s.log.reset(&pos)
	s.log.add(evBeginGame, &pos, 0, false)
	s.ok, s.filled, s.ended, s.result = true, false, false, ""
	s.lines = s.lines[:0]
	s.skip, s.open = 0, false
	s.after = s.after[:0]
	s.checkDiags = s.checkDiags[:0]
	s.variant = nil
	s.w.startTokens()
	if s.c == nil {
		s.c = NewChecker(s.checkFault)
		s.c.sink = &s.shared
	}
	s.c.own.limits = s.limits
	s.checkBegin(pos)
	if s.ok && s.numbers != nil {
		s.c.own.num = s.numbers
	}
}

func (s *streamExport) checkBegin(pos Position) {
	defer s.guard()
	s.c.BeginGame(pos)
}

// checkFault is the checker's report.
func (s *streamExport) checkFault(d Diagnostic) {
	s.note(d)
	s.checkDiags = append(s.checkDiags, d)
}

// note fails the game on a fault that changes what is written: a game
// over a budget is cut, and Strict refuses a game with errors. Other
// faults, errors among them (a missing tag, a result that contradicts
// the position), leave the moves as the tree would have them: a move the
// checker cannot play fails the game where it is read (move).
func (s *streamExport) note(d Diagnostic) {
	switch {
	case d.Code == CodeLimitExceeded || d.Code == CodeInternalFault:
		s.fail()
	case s.w.opts.Strict && blocksStrictExport(d):
		s.fail()
	}
}

func (s *streamExport) Tag(t Tag) { s.tag(&t) }

// tag is Tag with the pair by pointer, for the reader's static call.
func (s *streamExport) tag(t *Tag) {
	s.log.add(evTag, &t.Pos, len(s.log.tags), false)
	s.log.tags = append(s.log.tags, *t)
	s.filled = true
	if s.ok {
		s.c.tag(t)
	}
}

func (s *streamExport) EndTags(v Variant) bool {
	s.log.add(evEndTags, &Position{File: s.log.file, Game: s.log.game}, 0, false)
	s.log.variant = v
	s.variant = v
	if s.ok {
		s.endTags(v)
	}
	return false
}

// endTags sets the checks and the tokens up for the game's movetext. The
// variant's code runs here (its notations, its board): under guard.
func (s *streamExport) endTags(v Variant) {
	defer s.guard()
	_, checks := v.(GameChecker)
	_, normalises := v.(GameNormalizer)
	if v == nil || checks || normalises {
		// Whole-game checks need the tree.
		s.fail()
		return
	}
	w := s.w
	notation := w.opts.Notation
	if notation == "" {
		notation = v.DefaultNotation(s.log.tags, w.opts.Reduced)
	} else if !slices.Contains(factsOf(v).Notations, notation) {
		// AppendGame refuses it with a NotationError.
		s.fail()
		return
	}
	s.notation = notation
	s.shared = sharedWalk{tw: tokenWalk{w: w, notation: notation}, c: s.c}
	s.c.EndTags(v)
	if !s.ok || s.c.board == nil {
		s.fail()
		return
	}
	n, second := s.c.board.MoveNumber()
	s.lines = append(s.lines, streamLine{number: n, second: second, begin: -1})
}

func (s *streamExport) MoveNumber(pos Position, text []byte) { s.moveNumber(&pos, text) }

// moveNumber is MoveNumber with the position by pointer, for the reader's
// static call, which hands it "12." as one token (as it hands ReadGame's
// Builder). The checker has the number from the reader (numbers).
func (s *streamExport) moveNumber(pos *Position, text []byte) {
	s.log.addNumber(pos, text)
}

func (s *streamExport) Move(pos Position, text []byte) { s.move(&pos, text) }

// move is Move with the position by pointer, for the reader's static
// call.
func (s *streamExport) move(pos *Position, text []byte) {
	s.log.addText(evMove, pos, text, false)
	written := s.log.lastText(len(text))
	s.filled = true
	if !s.ok {
		return
	}
	if s.ended || len(s.lines) == 0 {
		s.fail()
		return
	}
	s.close()
	if !s.checkMove(pos, text) {
		return
	}
	l := &s.lines[len(s.lines)-1]
	if s.skip == 0 {
		sh := &s.shared
		if !sh.played || sh.hasFailed {
			s.fail()
			return
		}
		w := s.w
		tok := ExportToken{Kind: ExportMove, Number: l.number, Second: l.second, Depth: len(s.lines) - 1}
		if sh.asWritten {
			// The text as read, in the log until the next game.
			tok.Text = written
		} else {
			w.spans = append(w.spans, moveSpan{tok: len(w.toks), from: sh.from, to: sh.to})
		}
		sh.played, sh.asWritten = false, false
		w.toks = append(w.toks, tok)
		s.open, s.nagEnd, s.glyphEnd = true, len(w.toks), len(w.toks)
	}
	l.lastNumber, l.lastSecond = l.number, l.second
	if l.second {
		l.number++
	}
	l.second = !l.second
	l.moves++
}

// checkMove plays a move on the checker's board. Unlike the checker's
// other calls it runs unguarded, as each move costs a deferred call
// there: a panic goes to the reader, which reports it, passes over the
// rest of the game and hands it back cut, as a fault of its own (see
// Diagnostic).
func (s *streamExport) checkMove(pos *Position, text []byte) bool {
	s.c.move(pos, text)
	return s.ok
}

// close ends the last move's tokens: no NAG or glyph may join them
// after this.
func (s *streamExport) close() { s.open = false }

// insert puts t at w.toks[at]: an append unless comments of the move came
// before its NAGs or glyphs in the text. Each such insert moves the
// comments after it: past a few, the game comes back as a tree, whose
// lists are apart, so that no text costs time quadratic in its comments.
func (s *streamExport) insert(at int, t ExportToken) {
	w := s.w
	switch n := len(w.toks) - at; {
	case n == 0:
		w.toks = append(w.toks, t)
	case n <= maxShiftedTokens:
		w.toks = slices.Insert(w.toks, at, t)
	default:
		s.fail()
	}
}

// maxShiftedTokens is the most tokens a NAG or glyph placed before its
// move's comments may move; a real game puts one or two comments there.
const maxShiftedTokens = 8

// annotationOK reports whether a NAG or glyph can be put in place: it
// belongs to the last move of its line, whose tokens must still be open.
func (s *streamExport) annotationOK() bool {
	if !s.ok || s.skip > 0 {
		return false
	}
	if s.ended || !s.open {
		s.fail()
		return false
	}
	return true
}

func (s *streamExport) NAG(pos Position, nag int) {
	s.log.add(evNAG, &pos, nag, false)
	if s.annotationOK() && !s.w.opts.Reduced {
		s.insert(s.nagEnd, ExportToken{Kind: ExportNAG, NAG: nag, Depth: len(s.lines) - 1})
		s.nagEnd++
		s.glyphEnd++
	}
}

func (s *streamExport) Glyph(pos Position, text []byte) {
	s.log.addText(evGlyph, &pos, text, false)
	if s.annotationOK() && (!s.w.opts.Reduced || !isSuffixAnnotation(text)) {
		s.insert(s.glyphEnd, ExportToken{Kind: ExportGlyph, Text: s.log.lastText(len(text)), Depth: len(s.lines) - 1})
		s.glyphEnd++
	}
}

func (s *streamExport) Comment(pos Position, text []byte, line bool) {
	s.comment(&pos, text, line, shapeUnknown)
}

// comment is Comment with the position by pointer, for the reader's
// static call, which tells what the scanner learnt of the text's shape
// (the layout then tests only what it did not).
func (s *streamExport) comment(pos *Position, text []byte, line bool, shape commentShape) {
	s.log.addText(evComment, pos, text, line)
	s.filled = true
	if !s.ok || s.w.opts.Reduced {
		return
	}
	t := s.log.lastText(len(text))
	tok := ExportToken{Kind: ExportComment, Text: t, Line: line && strings.Contains(t, "}"), shape: shape}
	switch {
	case s.ended:
		// After the termination marker (Game.After).
		s.after = append(s.after, tok)
	case s.skip > 0:
	default:
		// After its move's NAGs and glyphs; before a line's first move
		// or after a variation, where the tree puts it too.
		tok.Depth = len(s.lines) - 1
		s.w.toks = append(s.w.toks, tok)
	}
}

func (s *streamExport) BeginVariation(pos Position) bool {
	s.log.add(evBeginVariation, &pos, 0, false)
	if !s.ok {
		return false
	}
	if s.ended || len(s.lines) == 0 || s.lines[len(s.lines)-1].moves == 0 {
		s.fail()
		return false
	}
	s.close()
	// A number read before the variation is not its first move's: the
	// tree keeps no number across a parenthesis (Builder).
	s.c.own.num.set = false
	if !s.checkVariation(true) {
		return false
	}
	parent := &s.lines[len(s.lines)-1]
	l := streamLine{number: parent.lastNumber, second: parent.lastSecond, begin: -1}
	depth := len(s.lines)
	switch {
	case s.skip > 0:
		s.skip++
	case s.w.opts.Reduced:
		s.skip = 1
	default:
		l.begin = len(s.w.toks)
		s.w.toks = append(s.w.toks, ExportToken{Kind: ExportBeginVariation, Depth: depth})
	}
	s.shared.skip = s.skip
	s.lines = append(s.lines, l)
	return false
}

// checkVariation hands the checker the start (begin) or the end of a
// variation.
func (s *streamExport) checkVariation(begin bool) bool {
	defer s.guard()
	if begin {
		s.c.BeginVariation(Position{})
	} else {
		s.c.EndVariation(Position{})
	}
	return s.ok
}

func (s *streamExport) Label(pos Position, text []byte) {
	s.log.addText(evLabel, &pos, text, false)
	if !s.ok || len(s.lines) < 2 {
		return
	}
	if b := s.lines[len(s.lines)-1].begin; b >= 0 {
		s.w.toks[b].Text = s.log.lastText(len(text))
	}
}

func (s *streamExport) EndVariation(pos Position) {
	s.log.add(evEndVariation, &pos, 0, false)
	if !s.ok {
		return
	}
	if len(s.lines) < 2 {
		s.fail()
		return
	}
	s.close()
	s.c.own.num.set = false
	if !s.checkVariation(false) {
		return
	}
	depth := len(s.lines) - 1
	s.lines = s.lines[:depth]
	if s.skip > 0 {
		s.skip--
		s.shared.skip = s.skip
		return
	}
	s.w.toks = append(s.w.toks, ExportToken{Kind: ExportEndVariation, Depth: depth})
}

func (s *streamExport) Result(pos Position, text []byte) {
	s.log.addText(evResult, &pos, text, false)
	s.filled = true
	if !s.ok {
		return
	}
	if s.ended || len(s.lines) != 1 {
		s.fail()
		return
	}
	s.close()
	s.ended = true
	s.checkResult(pos, text)
}

func (s *streamExport) checkResult(pos Position, text []byte) {
	defer s.guard()
	s.c.Result(pos, text)
	s.result = s.c.result
}

func (s *streamExport) EndGame(pos Position) {
	s.log.add(evEndGame, &pos, 0, false)
	if !s.ok {
		return
	}
	s.close()
	s.checkEnd(pos)
}

func (s *streamExport) checkEnd(pos Position) {
	defer s.guard()
	s.c.EndGame(pos)
}

func (s *streamExport) Diagnostic(d Diagnostic) {
	s.log.add(evDiagnostic, &d.Pos, len(s.log.diags), false)
	s.log.diags = append(s.log.diags, d)
	s.note(d)
	if d.Code == CodeInternalFault {
		// The reader recovered a panic, the checker's perhaps, whose
		// board is not to be trusted again.
		s.c = nil
	}
}

// exact reports whether the game read can be written from the pass: it
// holds a game, nothing failed, and the checks of its tree would report
// what the checker reported. Those count the reader's faults first, into
// the same budget: every fault must have been shown, and all of them
// must fit in the budget together.
func (s *streamExport) exact(r *Reader) bool {
	if !s.ok || !s.filled || s.c == nil || len(s.lines) != 1 {
		return false
	}
	rc, cc := &r.state.cap, &s.c.own.cap
	return rc.hidden == 0 && cc.hidden == 0 && rc.shown+cc.shown <= rc.limit
}

// write reports the game's faults and lays it out after dst, as
// AppendGame would. ok is false when the layout failed, which AppendGame
// then meets again on the game's tree.
func (s *streamExport) write(dst []byte) (out []byte, ok bool) {
	out, ok = s.layOut(dst)
	if !ok {
		return dst, false
	}
	// Strict refuses only games with errors, which come back as trees.
	w := s.w
	if w.opts.Strict || w.opts.Report != nil {
		if w.noteFn == nil {
			w.noteFn = w.noteCheck
		}
		for _, d := range s.log.diags {
			w.noteFn(d)
		}
		for _, d := range s.checkDiags {
			w.noteFn(d)
		}
	}
	return out, true
}

// layOut is the end of AppendGame on the pass's tokens. The variant's
// code runs here (its results, tags and layout): a panic hands the game
// back as a tree, on which AppendGame meets it again and reports it.
func (s *streamExport) layOut(dst []byte) (out []byte, ok bool) {
	defer func() {
		if p := recover(); p != nil {
			passOnMemoryFault(p)
			out, ok = dst, false
		}
	}()
	result := s.result
	if result == "" {
		// As Game.ExportResult: the Result tag when it is a marker.
		result = "*"
		if t, ok := TagValue(s.log.tags, "Result"); ok && contains(factsOf(s.variant).Results, t) {
			result = t
		}
	}
	w := s.w
	w.toks = append(w.toks, ExportToken{Kind: ExportResult, Text: result})
	w.toks = append(w.toks, s.after...)
	te := TagExport{Result: result, Notation: s.notation, Reduced: w.opts.Reduced}
	return w.layOut(dst, s.variant, s.log.tags, te), true
}

// replay makes the log's calls on b, and returns what a panic among them
// raised, or nil.
func (s *streamExport) replay(b *Builder) (raised any) {
	defer func() {
		if p := recover(); p != nil {
			passOnMemoryFault(p)
			raised = p
		}
	}()
	s.log.replay(b)
	return nil
}

// tree builds the game just read as ReadGame would have returned it,
// from the log.
func (s *streamExport) tree(r *Reader) *Game {
	b := s.builder
	if b == nil {
		b = newReusingBuilder(r.opts.ReuseComments)
		b.cached = true
		s.builder = b
	}
	b.useState(&r.state)
	if p := s.replay(b); p != nil {
		// A bug in building the tree (never met): the game comes back
		// with only the fault, which a caller refuses as a cut game.
		b.useState(nil)
		return &Game{Pos: s.log.start, Diagnostics: DiagnosticList{internalFault(s.log.start, p)}}
	}
	b.useState(nil)
	g := b.Game()
	if gn, ok := g.Variant.(GameNormalizer); ok {
		normalize(gn, g)
	}
	return g
}
