package pgn

// sharedWalk writes a game's export tokens during the checks' replay, so
// that the writer need not replay the game a second time: the checker
// hands it each move it plays, with the board before the move
// (playedMove), and the walk of the checks hands it the tree's elements
// after the checker has seen them.
//
// It stands in for tokenWalk when a writer checks the games it writes.
// The checker plays every variation; a tokenWalk that passes over
// variations (the reduced export format) is followed by skipping their
// tokens here instead.
type sharedWalk struct {
	tw tokenWalk
	c  *Checker
	// skip is the nesting of variations whose tokens are passed over.
	// dropAfter is set when one ends: the comments after it go too.
	skip      int
	dropAfter bool
	// played is set by playedMove for the move the walk is at, whose text
	// is moves[from:to]; asWritten instead when that text is the node's
	// own, written as read.
	played, asWritten bool
	from, to          int
	// failed holds a panic of the board writing a move, which the writer
	// raises again once the checks are done: it is the writer's fault, as
	// when the writer replayed the game itself.
	failed    any
	hasFailed bool
	// parsed is the checker's board when it can tell that a move's text
	// is the move as written; asked is set once the board was asked.
	parsed ParsedTextBoard
	asked  bool
	// fixer is the checker's board when it can also write a move from a
	// text that is nearly as written (ParsedTextWriter).
	fixer ParsedTextWriter
	// onPlayed, when set, makes this a Checker's OnPlayed hook and
	// nothing else: the checker has one test of its sink for each move.
	onPlayed func(Board, Move)
}

// playedMove writes m, read by the checker from the text of the move the
// walk is at and about to be played on b, in the chosen notation. When b
// says that the text is the move as written (ParsedTextBoard), nothing is
// written: beforeMove gives the token that node's own Text, which is the
// text the checker read (visitorWalk hands it the node string's bytes),
// and the tree does not change while the game is written.
func (s *sharedWalk) playedMove(b Board, m Move, text []byte) {
	if s.onPlayed != nil {
		s.onPlayed(b, m)
		return
	}
	if s.skip > 0 || s.hasFailed {
		return
	}
	s.ask(b)
	s.played = true
	if s.parsed != nil && s.parsed.ParsedAsWritten(s.tw.notation) {
		s.asWritten = true
		return
	}
	w := s.tw.w
	s.from = len(w.moves)
	if !s.appendParsed(text) {
		s.appendMove(b, m)
	}
	s.to = len(w.moves)
}

// ask finds what the checker's board can tell of the texts it parses,
// once.
func (s *sharedWalk) ask(b Board) {
	if !s.asked {
		s.parsed, _ = b.(ParsedTextBoard)
		s.fixer, _ = b.(ParsedTextWriter)
		s.asked = true
	}
}

// appendParsed writes the move the board parsed last from text, when the
// board can write it from the text (ParsedTextWriter), without the board
// before the move. It reports true, too, when the board panics: the panic
// is kept, as appendMove keeps one, and nothing more is written.
func (s *sharedWalk) appendParsed(text []byte) (done bool) {
	if s.fixer == nil {
		return false
	}
	// The second runs first: it keeps the panic, and the first says so.
	defer func() { done = done || s.hasFailed }()
	defer s.recoverMove()
	w := s.tw.w
	out, ok := s.fixer.AppendParsedText(w.moves, text, s.tw.notation)
	w.moves = out
	return ok
}

// makeFirst reports whether the checker may make each move as it parses
// it (MoveMaker) and tell madeMove afterwards: the board says whether a
// move's text is the move as written (ParsedTextBoard), so that only the
// moves it does not write as read need the board before them. An
// OnPlayed hook is given the board before each move.
func (s *sharedWalk) makeFirst(b Board) bool {
	s.ask(b)
	return s.onPlayed == nil && s.parsed != nil
}

// madeMove is playedMove for a move already made on b, up to the test of
// its text: it reports true when nothing more is to be done (the move is
// written as read, or passed over), and false, having written nothing,
// for a move that is not written as read, which the caller then hands to
// rewriteMove with its text. (The text is not passed here: nearly every
// move does without it, and this call is made for each.)
func (s *sharedWalk) madeMove(b Board, m Move) bool {
	if s.skip > 0 || s.hasFailed {
		return true
	}
	s.played = true
	if s.parsed.ParsedAsWritten(s.tw.notation) {
		s.asWritten = true
		return true
	}
	return false
}

// rewriteMove is the end of madeMove for a move whose text is not the
// move as written: its text as the board writes it, made from the text
// read when the board can (ParsedTextWriter), else by taking the move
// back to write it from the board before it.
func (s *sharedWalk) rewriteMove(b Board, m Move, text []byte) {
	w := s.tw.w
	s.from = len(w.moves)
	if s.appendParsed(text) {
		s.to = len(w.moves)
		return
	}
	b.Unmake()
	s.appendMove(b, m)
	s.to = len(w.moves)
	b.Make(m)
}

// appendMove appends m in the chosen notation, catching a panic of the
// board: the writer raises it again once the checks are done.
func (s *sharedWalk) appendMove(b Board, m Move) {
	defer s.recoverMove()
	w := s.tw.w
	w.moves = b.AppendMove(w.moves, m, s.tw.notation)
}

func (s *sharedWalk) recoverMove() {
	if p := recover(); p != nil {
		s.failed, s.hasFailed = p, true
	}
}

func (s *sharedWalk) Comments(cs []Comment, depth int) {
	if s.dropAfter {
		s.dropAfter = false
		return
	}
	if s.skip == 0 {
		s.tw.Comments(cs, depth)
	}
}

func (s *sharedWalk) BeforeMove(p Ply, _ bool) { s.beforeMove(&p) }

// beforeMove is BeforeMove with the ply by pointer, for visitorWalk's
// static call: a Ply is eight words.
func (s *sharedWalk) beforeMove(p *Ply) {
	played, asWritten := s.played, s.asWritten
	s.played, s.asWritten = false, false
	if s.skip > 0 {
		return
	}
	text := p.Node.Text
	if played && !asWritten {
		w := s.tw.w
		w.spans = append(w.spans, moveSpan{tok: len(w.toks), from: s.from, to: s.to})
		text = ""
	}
	s.tw.token(p, text)
}

func (s *sharedWalk) AfterMove(Ply) bool { return true }

// BeginVariation never passes over a variation, which the checks need:
// the variation's tokens are skipped instead when the token walk would
// pass over it.
func (s *sharedWalk) BeginVariation(l *Line, depth int) bool {
	switch {
	case s.skip > 0:
		s.skip++
	case s.tw.BeginVariation(l, depth):
		s.skip = 1
	}
	return false
}

func (s *sharedWalk) EndVariation(l *Line, depth int) {
	if s.skip > 0 {
		s.skip--
		// A variation passed over takes the comments after it along.
		s.dropAfter = s.skip == 0
		return
	}
	s.tw.EndVariation(l, depth)
}

// numbers is the board the walk numbers moves from: the checker's, set up
// from the game's tags as the writer's own would be.
func (s *sharedWalk) numbers() Board {
	return s.c.board
}
