package pgn

import (
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"
)

// ReaderOptions configure a [Reader].
type ReaderOptions struct {
	// File names the input in positions.
	File string
	// Variant, when set, is used for every game.
	Variant Variant
	// Select picks the variant of a game from its tags when Variant is
	// nil. It may return nil, and then the standard rules apply without a
	// board: moves are read but not checked. A func that always returns
	// nil reads every game so.
	//
	// When Select is nil too, as in a zero ReaderOptions, [ChooseVariant]
	// picks each game's variant among the registered plugins (importing a
	// plugin package, or github.com/pgntool/pgntool, registers them). With
	// no plugin registered, or for a game whose tags name a game no plugin
	// reads, the game is read without a board.
	Select func(tags []Tag) Variant
	// Start is where the input begins in a larger file (Offset and Line),
	// for reading a piece of it; the zero value means the file's start.
	Start Position
	// Limits bounds what one game may use; zero fields take the defaults
	// of [DefaultLimits].
	Limits Limits
	// Recognize, when set, is asked about a game whose first moves fail,
	// so that the fault can name the game they read as.
	Recognize RecognizeFunc
	// ReuseGames lets [Reader.ReadGame] (and [Reader.Games]) build each
	// game in the memory of the game before it, for a program that is done
	// with a game before it reads the next (as one that converts or counts
	// games one at a time). Reading a game then allocates nothing once the
	// memory has grown to what the games need, and the collector has
	// nothing to collect.
	//
	// With ReuseGames, a game is valid only until the next call of
	// ReadGame (the next step of Games), as the bytes of
	// bufio.Scanner.Bytes are until the next Scan: that call writes the
	// next game over it, the *Game itself included, and a game kept past
	// it silently changes. Copy what you keep: the strings of a game (tag
	// values, move texts, comments) stay valid, but its nodes, lines and
	// slices do not. A program that keeps games (collects them, or hands
	// them to another goroutine) must leave ReuseGames unset, the
	// default, with which every game stays valid.
	ReuseGames bool
	// ReuseComments, with ReuseGames, builds the text of each game's
	// comments over the comments of the game before too, for a program
	// that does not keep a comment's text past the game either (as one
	// that writes each game out before it reads the next). A file of
	// engine games is mostly comments: giving each game's comments fresh
	// memory, which must be zeroed and later collected, costs about a
	// tenth of exporting such a file. A comment's Text is then valid only
	// until the next ReadGame: copy it (strings.Clone) to keep it. Without
	// ReuseGames it does nothing.
	ReuseComments bool
	// PassOver, when set, is asked by [Reader.ReadGame] after each game's
	// tags, with the variant chosen for the game, whether the caller will
	// drop the game whatever its moves (a selection by tags that rejects
	// it). When it says true, the movetext is passed over unread: scanned
	// for the game's end only, as a Visitor's EndTags that skips, so no
	// node is built, no fault of the movetext is reported and no budget
	// of the movetext is counted. The game is returned with its tags,
	// Variant and position, and no moves. It is not asked for a game whose
	// tags were cut short by a budget.
	PassOver func(v Variant, tags []Tag) bool
}

// Reader reads games from a PGN stream and hands their elements to a
// [Visitor], or builds them into [Game] trees. A fault in one game is
// reported and reading goes on with the next token or game.
type Reader struct {
	s       *scanner
	opts    ReaderOptions
	v       Visitor
	game    int
	tags    []Tag
	variant Variant
	// pending is true when the scanner holds a token not yet consumed.
	pending bool
	// early holds comments read among the tags; they are delivered after
	// EndTags so that visitors see the documented order.
	early []Comment
	// earlyText is the text of an early comment as it is handed on.
	earlyText []byte
	parens    []paren
	// held keeps diagnostics found before a game begins (white space and
	// escape lines between games) until it does.
	held   []Diagnostic
	inGame bool
	depth  int // variations begun and not ended
	// carry holds a tag pair that was read but starts the next game.
	carry []Tag
	// moves counts the moves read in each open line, the main line first.
	moves []int
	// strings holds the tag values, and values the short ones that repeat.
	strings arena
	values  valueStrings
	// ignore is what the visitor does without in the current game.
	ignore Elements
	// tagNames has the nameBit of every tag name in tags.
	tagNames uint64
	// mt is the movetext state that the scanner's move sink shares with
	// readMovetext.
	mt movetextState
	// state is the game's budgets, counts and Recognize books, shared
	// with visitors of this package (sharing is that visitor).
	state   gameState
	sharing stateUser
	// gameLimit is the offset from which a token is past the game's byte
	// budget; it is -1 once a budget is exceeded, so that the next check
	// finds it, and the largest offset while the game is passed over.
	gameLimit int64
	// plies and notes count the moves and the annotations (comments, NAGs,
	// glyphs, labels) the visitor got; tagCount the tag pairs and the
	// comments among them.
	plies, notes, tagCount int
	// over is set once the game exceeded a budget; ended once EndGame
	// was called.
	over, ended bool
	// faultOff is where the last panic was recovered, and broken the
	// error that stops a reader that cannot get past one.
	faultOff int64
	broken   error
	// tagIndex maps the names of a game with many tags to their first
	// index; repeatTags are the tags the variant lets repeat, as Select
	// answered when repeatFor tags were read.
	tagIndex   map[string]int
	indexed    bool
	repeatTags []string
	repeatFor  int
	// tree builds ReadGame's games, from memory it shares between them.
	tree *Builder
	// checker is v when it is a *Checker, as for lint: each move goes
	// to it by a static call instead of through the interface.
	checker *Checker
	// builder is v when it is a *Builder (ReadGame's), which takes tags,
	// moves, numbers and the quick path's brace comments by static calls,
	// as checker does.
	builder *Builder
	// stream is v when it is a Writer's one-pass export (ReadAppend),
	// which takes moves and tags by static calls too.
	stream *streamExport
}

// movetextState is what readMovetext keeps from token to token.
type movetextState struct {
	// last is where the last token before the marker stood, kept as
	// numbers: copying a whole Position per token shows in profiles.
	lastOff           int64
	lastLine, lastCol int
	// stray is true while the "game" is nothing but unreadable text, as
	// between two games; its text is reported, so a missing result is not.
	stray bool
	// afterNumber is true right after a move number.
	afterNumber bool
}

// NewReader returns a reader of the games in r. A nil r reads as an
// input that fails at once with [ErrNilInput].
func NewReader(r io.Reader, opts ReaderOptions) *Reader {
	rd := &Reader{opts: opts, faultOff: -1}
	rd.setScanner(newStreamScanner(r, opts.File, rd.diagnostic))
	return rd
}

// NewReaderBytes returns a reader of the games in data, which it reads in
// place. data must not change while the reader is in use.
func NewReaderBytes(data []byte, opts ReaderOptions) *Reader {
	rd := &Reader{opts: opts, faultOff: -1}
	rd.setScanner(newBytesScanner(data, opts.File, rd.diagnostic))
	return rd
}

// ResetBytes makes r a reader of the games in data with opts, as
// NewReaderBytes(data, opts) makes one, but keeps the memory r has grown
// for the games it built, the tag values it read and its working lists: a
// program that reads many pieces of text one after the other allocates it
// once (pgntool's workers read a file in chunks this way). Games read before
// stay as valid as the next [Reader.ReadGame] would leave them: with
// ReuseGames, the last one is written over by the next game read.
func (r *Reader) ResetBytes(data []byte, opts ReaderOptions) {
	if r == nil {
		return
	}
	tree, strs, values := r.tree, r.strings, r.values
	if tree != nil && (opts.ReuseGames != r.opts.ReuseGames || opts.ReuseComments != r.opts.ReuseComments) {
		// Memory grown for one way of building does not serve the other.
		tree = nil
	}
	if tree != nil {
		tree.passOver = opts.PassOver
		tree.useState(nil)
	}
	// The working lists are emptied at each game's start; their room is
	// kept too.
	*r = Reader{opts: opts, faultOff: -1, tree: tree, strings: strs, values: values,
		tags: r.tags[:0], early: r.early[:0], earlyText: r.earlyText[:0], parens: r.parens[:0],
		held: r.held[:0], carry: r.carry[:0], moves: r.moves[:0]}
	r.setScanner(newBytesScanner(data, opts.File, r.diagnostic))
}

func (r *Reader) setScanner(s *scanner) {
	r.s = s
	if r.opts.Start.Line > 0 {
		s.off = r.opts.Start.Offset
		s.line = r.opts.Start.Line
	}
	r.state.limits = r.opts.Limits.WithDefaults()
	r.state.recognize = r.opts.Recognize
	r.state.num = &s.num
	s.setTokenBytes(r.state.limits.TokenBytes)
}

// ErrNilInput is the read error of a reader or scanner made without an
// input, or of a Reader that was not made by NewReader.
var ErrNilInput = errors.New("pgn: no input to read")

// ErrIllegalMove is wrapped by the errors of every game's checked board
// methods (Play, Describe, parsing a move's text) when they refuse a move,
// so that one errors.Is test serves chess, xiangqi and C'escacs alike.
// Each plugin names it again as its own ErrIllegalMove.
var ErrIllegalMove = errors.New("illegal move")

// paren is an open '(' and whether its variation was begun for the
// visitor (skipped ones are not).
type paren struct {
	pos   Position
	begun bool
}

// diagnostic takes the scanner's faults.
func (r *Reader) diagnostic(d Diagnostic) {
	switch {
	case r.v == nil:
	case d.Code == CodeLimitExceeded:
		// A token over its budget: the game is passed over from here.
		r.exceed(d)
	case !r.inGame:
		if r.state.cap.admit(d) {
			r.held = append(r.held, d)
		}
	default:
		if d.Code == CodeCharNonASCII && r.state.recognize != nil && r.s.movetext && r.depth == 0 {
			if hint := r.state.recognizeHint(r.variant, d.Pos.Offset, r.s.invalidText); hint != "" {
				d.Message += "; is the game's variant right? " + hint
			}
		}
		r.emit(d)
	}
}

// emit hands a diagnostic of the current game to the visitor, within the
// game's diagnostics budget.
func (r *Reader) emit(d Diagnostic) {
	if r.state.cap.admit(d) {
		r.v.Diagnostic(d)
	}
}

// exceed reports that the game exceeded a budget, once, and marks it to
// be passed over.
func (r *Reader) exceed(d Diagnostic) {
	if r.over {
		return
	}
	r.over = true
	r.gameLimit = -1
	r.s.moveSink = nil
	// Nothing after the fault is reported: the game is passed over.
	defer r.s.SetQuiet(true)
	if r.inGame {
		r.emit(d)
	} else {
		r.held = append(r.held, d)
	}
}

// endGame ends the game for the visitor, first counting the diagnostics
// that the budget suppressed, unless the visitor shares the count and
// does so itself after its own checks.
func (r *Reader) endGame(pos Position) {
	r.ended = true
	if r.sharing == nil {
		if d, ok := r.state.cap.summary(pos); ok {
			r.v.Diagnostic(d)
		}
	}
	r.v.EndGame(pos)
}

// startGame starts a game for the visitor and hands it the diagnostics
// found on the way to it, which count within its budget.
func (r *Reader) startGame(pos Position) {
	r.v.BeginGame(pos)
	r.inGame = true
	if limit := r.state.limits.GameBytes; pos.Offset <= math.MaxInt64-limit {
		r.gameLimit = pos.Offset + limit
	}
	if r.over {
		r.gameLimit = -1
	}
	for _, d := range r.held {
		d.Pos.Game = r.game
		r.v.Diagnostic(d)
	}
	r.held = r.held[:0]
}

// Variant returns the variant chosen for the game being read.
func (r *Reader) Variant() Variant {
	if r == nil {
		return nil
	}
	return r.variant
}

// Visit reads every remaining game into v. It returns the first read error
// of the underlying reader; faults in the PGN text go to v.Diagnostic.
func (r *Reader) Visit(v Visitor) error {
	if r == nil || r.s == nil {
		return ErrNilInput
	}
	for {
		more, err := r.VisitGame(v)
		if err != nil || !more {
			return err
		}
	}
}

// VisitGame reads one game into v. It returns false when the input held no
// further game.
//
// A panic inside the game (in a variant's board, say) is recovered: it
// becomes an internal-fault diagnostic at the token being read, the rest
// of the game is passed over, and VisitGame returns normally, so that
// reading can go on with the next game.
func (r *Reader) VisitGame(v Visitor) (more bool, err error) {
	if r == nil || r.s == nil {
		return false, ErrNilInput
	}
	if r.broken != nil {
		return false, r.broken
	}
	if v == nil {
		v = NopVisitor{}
	}
	r.v = v
	r.checker, _ = v.(*Checker)
	r.builder, _ = v.(*Builder)
	r.stream, _ = v.(*streamExport)
	r.sharing, _ = v.(stateUser)
	if r.sharing != nil {
		r.sharing.useState(&r.state)
	}
	r.state.beginGame()
	r.over, r.ended = false, false
	r.plies, r.notes, r.tagCount = 0, 0, 0
	r.gameLimit = math.MaxInt64
	defer func() {
		if p := recover(); p != nil {
			more, err = r.recoverGame(p)
		}
		if r.sharing != nil {
			r.sharing.useState(nil)
		}
		r.s.SetQuiet(false)
		r.v, r.checker, r.builder, r.stream = nil, nil, nil, nil
		r.inGame = false
	}()
	return r.visitGame(v)
}

// recoverGame turns a panic p inside the current game into a diagnostic
// at the token being read, passes over the rest of the game and ends it.
//
// A fault reading memory (a mapped file cut short, which the caller may
// have asked to be a panic) is no fault of the game: it is passed on.
// When reading cannot get past the fault, the reader stops with an error.
func (r *Reader) recoverGame(p any) (more bool, err error) {
	passOnMemoryFault(p)
	if r.s.off == r.faultOff && r.faultOff >= 0 {
		r.broken = fmt.Errorf("pgn: reading stopped at offset %d after an internal fault: %v", r.s.off, p)
		return false, r.broken
	}
	r.faultOff = r.s.off
	defer func() {
		if p := recover(); p != nil {
			passOnMemoryFault(p)
			// The fault came again: the game is given up as it is.
			more, err = true, r.s.Err()
		}
	}()
	r.s.SetQuiet(false)
	r.s.moveSink, r.s.skipKinds = nil, 0
	pos := r.s.Pos
	if !pos.IsValid() {
		pos = r.s.position()
	}
	pos.Game = r.game
	if !r.inGame {
		r.startGame(pos)
	}
	r.state.faulted = true
	r.v.Diagnostic(internalFault(pos, p))
	if r.ended {
		return true, r.s.Err()
	}
	r.over = true
	r.depth = 0
	r.moves = append(r.moves[:0], 0)
	r.pending = false
	if r.s.movetext {
		r.passOver()
	} else {
		r.passOverTags()
	}
	return true, r.s.Err()
}

// internalFault is the diagnostic of a panic p recovered at pos.
func internalFault(pos Position, p any) Diagnostic {
	return Diagnostic{Pos: pos, Severity: Error, Code: CodeInternalFault,
		Message: fmt.Sprintf("internal fault while reading this game (%v); the rest of the game is not read; please report it", p)}
}

// visitGame is VisitGame after the set-up.
func (r *Reader) visitGame(v Visitor) (bool, error) {
	// Until the tags are read the next token is not scanned, so that the
	// first movetext token is classified by the game's own variant.
	r.s.SetMovetext(false)
	for {
		if r.pending {
			if r.s.Kind == Escape {
				r.consume()
				continue
			}
			if r.s.Kind == EOF {
				return false, r.s.Err()
			}
			break
		}
		if r.s.AtEOF() {
			return false, r.s.Err()
		}
		if r.s.Peek() != '%' || !r.s.AtLineStart() {
			break
		}
		r.s.Scan()
	}
	r.game++
	r.s.SetGame(r.game)
	var pos Position
	if r.pending {
		r.s.Pos.Game = r.game
		pos = r.s.Pos
	} else {
		pos = r.s.NextPos()
	}
	r.tags = r.tags[:0]
	r.tagNames = 0
	r.clearTagIndex()
	// The comments among the tags are the game's own: a game that went
	// over its tag budget (or met a fault) among them left them unsent,
	// and they must not reach the next one, which a reader made afresh
	// for each piece of a file would not give them to.
	r.early = r.early[:0]
	if len(r.carry) > 0 {
		t := r.carry[0]
		r.carry = r.carry[:0]
		t.Pos.Game, t.ValuePos.Game = r.game, r.game
		pos = t.Pos
		r.startGame(pos)
		r.tags = append(r.tags, t)
		r.tagNames = nameBit(t.Name)
		r.tagCount = 1
		v.Tag(t)
	} else {
		r.startGame(pos)
	}
	split := r.readTags()
	if r.over {
		r.passOverTags()
		return true, r.s.Err()
	}
	r.chooseVariant()
	skip := v.EndTags(r.variant)
	r.ignore = 0
	if f, ok := v.(ElementFilter); ok {
		r.ignore = f.IgnoredElements()
	}
	for _, c := range r.early {
		if r.ignore&CommentElements == 0 {
			// A scratch copy, as the visitor may write into the text it
			// is given.
			r.earlyText = append(r.earlyText[:0], c.Text...)
			v.Comment(c.Pos, r.earlyText, c.Line)
		}
	}
	r.early = r.early[:0]
	if split {
		next := r.carry[0].Pos
		r.missingResult(next, "game has tags but no movetext; the tags from line %d on are read as the next game", next.Line)
		r.endGame(next)
		r.s.SetMovetext(false)
		return true, r.s.Err()
	}
	if skip {
		r.s.SetQuiet(true)
	}
	r.readMovetext(skip)
	r.s.SetQuiet(false)
	r.s.SetMovetext(false)
	return true, r.s.Err()
}

// ReadGame reads the next game as a tree.
//
// It returns either a game and a nil error, or a nil game and an error,
// never both:
//
//   - A game comes with a nil error, whatever faults its text has: they
//     are in its Diagnostics.
//   - When the input holds no further game, the error is io.EOF.
//   - When reading the input fails (the underlying io.Reader returns an
//     error other than io.EOF), the games of the text read before the
//     failure come first, each with a nil error, the last one cut where
//     the input failed; then that error, from every later call.
//   - A nil or zero Reader, or one made with a nil input, returns
//     [ErrNilInput].
//
// So a loop that stops at the first non-nil error sees every game:
//
//	for {
//		g, err := r.ReadGame()
//		if err == io.EOF {
//			break
//		}
//		if err != nil {
//			return err
//		}
//		use(g)
//	}
//
// [Reader.Games] is that loop as an iterator.
//
// A game returned stays valid, and unchanged, after the next call: its
// nodes and strings share memory with the games read before and after
// it, but nothing handed out is written again (see [Builder]). With
// [ReaderOptions].ReuseGames it is valid only until the next call instead,
// which writes the next game over it.
func (r *Reader) ReadGame() (*Game, error) {
	if r == nil {
		return nil, ErrNilInput
	}
	if r.tree == nil {
		if r.opts.ReuseGames {
			r.tree = newReusingBuilder(r.opts.ReuseComments)
		} else {
			r.tree = NewBuilder()
		}
		r.tree.cached = true
		r.tree.passOver = r.opts.PassOver
	}
	b := r.tree
	more, err := r.VisitGame(b)
	if !more {
		if err == nil {
			err = io.EOF
		}
		return nil, err
	}
	// A read error is passed over here: the scanner keeps it and returns
	// it once the text read before it is used up, so that the games in
	// that text come first, each without an error.
	g := b.Game()
	if gn, ok := g.Variant.(GameNormalizer); ok {
		normalize(gn, g)
	}
	return g, nil
}

// normalize runs a variant's NormalizeGame, turning a panic into a
// diagnostic of the game.
func normalize(gn GameNormalizer, g *Game) {
	defer func() {
		if p := recover(); p != nil {
			g.Diagnostics.Add(internalFault(g.Pos, p))
		}
	}()
	gn.NormalizeGame(g)
}

// next returns the pending token, or scans a new one.
func (r *Reader) next() Kind {
	if r.pending {
		return r.s.Kind
	}
	r.pending = true
	return r.s.Scan()
}

// consume marks the current token as used.
func (r *Reader) consume() { r.pending = false }

func (r *Reader) errorf(pos Position, code, format string, args ...any) {
	if !r.s.quiet {
		r.emit(Errorf(pos, code, format, args...))
	}
}

func (r *Reader) warnf(pos Position, code, format string, args ...any) {
	if !r.s.quiet {
		r.emit(Warnf(pos, code, format, args...))
	}
}

// readTags reads the tag section: tag pairs, and comments among them.
// split is true when a tag pair turned out to start the next game.
func (r *Reader) readTags() (split bool) {
	for !r.over {
		if !r.pending {
			// The usual next pair is read before the general look ahead,
			// and again after it has passed other white space.
			if read, split := r.quickPair(); read {
				if split {
					return true
				}
				continue
			}
			switch c := r.s.Peek(); {
			case c == '[', c == '{', c == ';', c == '%' && r.s.AtLineStart():
			default:
				return false
			}
			if read, split := r.quickPair(); read {
				if split {
					return true
				}
				continue
			}
		}
		switch r.next() {
		case LBracket:
			if r.readTagPair() {
				return true
			}
		case BraceComment, LineComment:
			if r.tagBudget(r.s.Pos) {
				r.early = append(r.early, Comment{Pos: r.s.Pos, Text: r.strings.string(r.s.Lit), Line: r.s.Kind == LineComment})
			}
			r.consume()
		case Escape:
			r.consume()
		default:
			// The token starts the movetext: read it again once the
			// game's variant is known.
			if r.s.Unread() {
				r.pending = false
			}
			return false
		}
	}
	return false
}

// tagBudget counts a tag pair, or a comment among the tags, at pos
// against the tags and bytes budgets, and reports false, having
// reported it, when the game is over one of them.
func (r *Reader) tagBudget(pos Position) bool {
	r.tagCount++
	switch {
	case r.over:
		return false
	case r.tagCount > r.state.limits.Tags:
		r.exceed(limitExceeded(pos, budgetTags, int64(r.state.limits.Tags)))
		return false
	case pos.Offset >= r.gameLimit:
		r.exceed(limitExceeded(pos, budgetGameBytes, r.state.limits.GameBytes))
		return false
	}
	return true
}

// passOverTags passes over the rest of a game whose tag section exceeded
// a budget: the remaining tag pairs, then the movetext.
func (r *Reader) passOverTags() {
	r.s.SetQuiet(true)
	r.carry = r.carry[:0]
	for {
		if !r.pending {
			if c := r.s.Peek(); c == '[' {
				r.s.skipLine()
				continue
			}
		}
		k := r.next()
		if k == BraceComment || k == LineComment || k == Escape || k == String || k == RBracket {
			r.consume()
			continue
		}
		if r.s.Unread() {
			r.pending = false
		}
		break
	}
	r.chooseVariant()
	r.passOver()
}

// quickPair reads the next tag pair when it has the common form that
// scanner.quickTag reads; read is false, with nothing consumed, otherwise.
// split is addTag's.
func (r *Reader) quickPair() (read, split bool) {
	name, value, known, ok := r.s.quickTag()
	if !ok {
		return false, false
	}
	// The scanner's Pos is the pair's ']'.
	at := r.s.Pos
	back := len(name) + len(value) + 4
	var bit uint64
	var t Tag
	if known != nil {
		t.Name, bit = known.name(), known.bit
	} else {
		t.Name = internTagName(name)
		bit = nameBit(t.Name)
	}
	// A reader that builds trees (ReadGame) keeps or writes over all
	// else it builds: the copies of tag values were most of what it
	// allocated per game, and so what set the collector going. For other
	// visitors a plain copy costs less than the lookup and dies young.
	if r.builder != nil {
		t.Value = r.values.string(&r.strings, value)
	} else {
		t.Value = r.strings.string(value)
	}
	t.Pos, t.ValuePos = Position{File: at.File, Game: at.Game, Offset: at.Offset - int64(back), Line: at.Line, Column: at.Column - back},
		Position{File: at.File, Game: at.Game, Offset: at.Offset - int64(len(value)+2), Line: at.Line, Column: at.Column - len(value) - 2}
	// quickTag took only a name of letters, digits and '_' that starts
	// with a letter: only its case is left to check.
	if name[0]-'a' < 26 {
		r.checkTagNameStart(t.Name, shift(t.Pos, 1))
	}
	return true, r.addTag(&t, bit)
}

// readTagPair reads [Name "value"] with the '[' as the current token. It
// returns true, keeping the pair for the next game, when the pair repeats
// a tag after a blank line: a game that has tags but no movetext.
func (r *Reader) readTagPair() (split bool) {
	open := r.s.Pos
	r.consume()
	if r.next() != Symbol {
		r.tagSyntax(open, "expected a tag name after '['")
		return false
	}
	namePos := r.s.Pos
	name := internTagName(r.s.Lit)
	r.consume()
	if r.next() != String {
		r.checkTagName(name, namePos)
		r.tagSyntax(open, "expected a quoted value after tag name "+name)
		return false
	}
	// The literal aliases the scanner's buffer, which the next scan may move.
	value, valuePos := r.strings.string(r.s.Lit), r.s.Pos
	r.consume()
	if r.next() != RBracket {
		r.tagSyntax(open, "expected ']' to close tag "+name)
	} else {
		r.consume()
	}
	r.checkTagName(name, namePos)
	return r.addTag(&Tag{Name: name, Value: value, Pos: open, ValuePos: valuePos}, nameBit(name))
}

// addTag checks a tag pair that was read and hands it on. It returns true,
// keeping the pair for the next game, when the pair repeats a tag after a
// blank line: a game that has tags but no movetext. bit is the name's
// nameBit.
func (r *Reader) addTag(t *Tag, bit uint64) (split bool) {
	name, open := t.Name, &t.Pos
	// Only a name sharing its bit with a tag read before can repeat one.
	if r.tagNames&bit != 0 {
		if i := r.findTag(name); i >= 0 {
			if last := &r.tags[len(r.tags)-1]; open.Line > last.Pos.Line+1 {
				r.carry = append(r.carry[:0], *t)
				return true
			}
			if !r.repeatable(name) {
				r.errorf(*open, CodeTagDuplicate, "tag %s is given again (first at line %d)", name, r.tags[i].Pos.Line)
			}
		}
	}
	if !r.tagBudget(*open) {
		return false
	}
	if n := len(r.tags); n < cap(r.tags) {
		// Field by field into the slot of a tag of an earlier game: a
		// whole Tag assigned costs a bulk write barrier while the
		// collector marks.
		r.tags = r.tags[:n+1]
		d := &r.tags[n]
		d.Name, d.Value = t.Name, t.Value
		copyPosition(&d.Pos, &t.Pos)
		copyPosition(&d.ValuePos, &t.ValuePos)
	} else {
		r.tags = append(r.tags, *t)
	}
	r.tagNames |= bit
	if r.indexed {
		if _, ok := r.tagIndex[name]; !ok {
			r.tagIndex[name] = len(r.tags) - 1
		}
	}
	// Static calls for the reader's usual visitors, as for moves.
	if c := r.checker; c != nil {
		c.tag(t)
	} else if b := r.builder; b != nil {
		b.tag(t)
	} else if e := r.stream; e != nil {
		e.tag(t)
	} else {
		r.v.Tag(*t)
	}
	return false
}

// tagIndexFrom is the number of tags from which findTag looks names up in
// a map instead of comparing them one by one: a real game has a dozen
// tags, and a hostile one many thousands.
const tagIndexFrom = 32

// findTag returns the index of the first tag read with this name, or -1.
func (r *Reader) findTag(name string) int {
	if len(r.tags) < tagIndexFrom {
		for i := range r.tags {
			if r.tags[i].Name == name {
				return i
			}
		}
		return -1
	}
	if r.tagIndex == nil {
		r.tagIndex = make(map[string]int, 2*tagIndexFrom)
	}
	if !r.indexed {
		for i := len(r.tags) - 1; i >= 0; i-- {
			r.tagIndex[r.tags[i].Name] = i
		}
		r.indexed = true
	}
	if i, ok := r.tagIndex[name]; ok {
		return i
	}
	return -1
}

// clearTagIndex empties the name index for a new game.
func (r *Reader) clearTagIndex() {
	if r.indexed {
		clear(r.tagIndex)
		r.indexed = false
	}
	r.repeatFor, r.repeatTags = -1, nil
}

// commonTagNames are the tag names most files use. Reading one of them
// costs no allocation: internTagName returns the string kept here.
var commonTagNames = []string{"Event", "Site", "Date", "Round", "White", "Black", "Result",
	"WhiteElo", "BlackElo", "WhiteTitle", "BlackTitle", "WhiteFideId", "BlackFideId", "WhiteTeam", "BlackTeam",
	"WhiteRatingDiff", "BlackRatingDiff", "ECO", "Opening", "Variation", "EventDate", "EventType", "TimeControl",
	"Termination", "PlyCount", "SetUp", "FEN", "Variant", "Annotator", "UTCDate", "UTCTime", "Time", "Mode",
	"Game", "Red", "RedTeam", "RedElo", "ECCO", "Format", "Id", "TLPD", "Lang", "GameDuration",
	"GameStartTime", "GameEndTime", "Source", "Board", "Stage", "Section"}

// nameSlot picks one of 64 slots from a name's length and its first and
// last bytes; nameBit spreads the names that are not common by it.
func nameSlot[T string | []byte](name T) int {
	if len(name) == 0 {
		return 0
	}
	return (len(name)*7 + int(name[0])*3 + int(name[len(name)-1])) & 63
}

// repeatable reports whether the game's variant, as far as the tags read
// so far tell it, lets this tag be given more than once. The answer is
// kept until another tag is read: a run of repeated tags asks Select once.
func (r *Reader) repeatable(name string) bool {
	if r.repeatFor != len(r.tags) {
		v := r.opts.Variant
		if v == nil {
			v = r.selectVariant()
		}
		r.repeatTags = nil
		if v != nil {
			r.repeatTags = factsOf(v).RepeatableTags
		}
		r.repeatFor = len(r.tags)
	}
	return contains(r.repeatTags, name)
}

// missingResult reports a game that ends without a termination marker, as
// a warning for variants whose records may do so.
func (r *Reader) missingResult(pos Position, format string, args ...any) {
	if factsOf(r.variant).ResultOptional {
		r.warnf(pos, CodeResultMissing, format, args...)
		return
	}
	r.errorf(pos, CodeResultMissing, format, args...)
}

func (r *Reader) checkTagName(name string, pos Position) {
	for i := 0; i < len(name); i++ {
		c := name[i]
		if !(isSymbolStart(c) || c == '_') {
			r.errorf(pos, CodeTagName, "tag name %q has %q; names hold only letters, digits and '_'", name, c)
			return
		}
	}
	r.checkTagNameStart(name, pos)
}

// checkTagNameStart checks the first character of a tag name made of
// letters, digits and '_'.
func (r *Reader) checkTagNameStart(name string, pos Position) {
	if c := name[0]; c-'a' < 26 {
		r.warnf(pos, CodeTagNameCase, "tag name %q starts with a lower-case letter; archival names start upper case", name)
	} else if c-'0' < 10 {
		r.errorf(pos, CodeTagName, "tag name %q starts with a digit", name)
	}
}

// tagSyntax reports a broken tag pair and resynchronises: the rest of the
// line is passed over unless the offending token is already on a later
// line, where it may start the next tag pair or the movetext.
func (r *Reader) tagSyntax(open Position, msg string) {
	k := r.s.Kind
	pos := r.s.Pos
	if k == EOF {
		r.errorf(open, CodeTagSyntax, "%s; found end of file", msg)
		return
	}
	r.errorf(pos, CodeTagSyntax, "%s; found %s", msg, describe(k, r.s.Lit))
	if pos.Line != open.Line {
		return
	}
	for {
		k = r.next()
		if k == EOF || r.s.Pos.Line != open.Line {
			return
		}
		r.consume()
		if k == RBracket {
			return
		}
	}
}

// describe names a token for messages.
func describe(k Kind, lit []byte) string {
	switch k {
	case Symbol, Integer, Result, Glyph, Label:
		return strconv.Quote(string(lit))
	case String:
		return "string " + strconv.Quote(string(lit))
	}
	return k.String()
}

// selectVariant is the variant of the game whose tags were read, when the
// options force none: Select's answer, or ChooseVariant's without one.
func (r *Reader) selectVariant() Variant {
	if r.opts.Select != nil {
		return r.opts.Select(r.tags)
	}
	return ChooseVariant(r.tags)
}

func (r *Reader) chooseVariant() {
	r.variant = r.opts.Variant
	if r.variant == nil {
		r.variant = r.selectVariant()
	}
	v := r.variant
	if v == nil {
		v = genericVariant{}
	}
	r.s.SetVariant(v)
	r.s.SetMovetext(true)
}

// readMovetext reads up to and including the termination marker and the
// comments after it.
func (r *Reader) readMovetext(skip bool) {
	v := r.v
	r.parens = r.parens[:0]
	r.depth = 0
	r.moves = append(r.moves[:0], 0)
	glyphs := r.variant
	if glyphs == nil {
		glyphs = genericVariant{}
	}
	mt := &r.mt
	*mt = movetextState{stray: len(r.tags) == 0}
	if !skip {
		r.s.skipKinds = r.ignore.skipKinds()
		// Moves go to the visitor from inside the scanner's quick path.
		r.s.moveSink = r
		// ReadGame's builder takes "12." in one call as it takes "12"
		// and "." in two: the quick path hands it both at once.
		_, builds := v.(*Builder)
		_, streams := v.(*streamExport)
		r.s.mergeNumbers = (builds || streams) && r.ignore&MoveNumberElements == 0
		r.s.mergeComments = r.ignore&CommentElements == 0
	}
	for {
		k := r.next()
		r.notePassed()
		// pos is the scanner's own: every use below comes before the next
		// token is scanned, or copies it first.
		pos := &r.s.Pos
		if pos.Offset >= r.gameLimit && r.overBudget(k) {
			r.passOver()
			return
		}
		switch k {
		case EOF:
			r.s.skipKinds, r.s.moveSink, r.s.mergeNumbers, r.s.mergeComments = 0, nil, false, false
			r.closeVariations(*pos, skip)
			last := *pos
			if mt.lastLine > 0 {
				last.Offset, last.Line, last.Column = mt.lastOff, mt.lastLine, mt.lastCol
			}
			if !mt.stray {
				r.missingResult(last, "game has no termination marker; expected one of %s", r.resultList())
			}
			r.endGame(*pos)
			return
		case LBracket:
			r.s.skipKinds, r.s.moveSink, r.s.mergeNumbers, r.s.mergeComments = 0, nil, false, false
			r.closeVariations(*pos, skip)
			if !mt.stray {
				r.missingResult(*pos, "game ends without a termination marker before this tag; expected one of %s", r.resultList())
			}
			r.endGame(*pos)
			return
		case Result:
			// What follows the marker is read token by token: text after
			// it on its line is a fault to report.
			r.s.skipKinds, r.s.moveSink, r.s.mergeNumbers, r.s.mergeComments = 0, nil, false, false
			if len(r.parens) > 0 {
				r.errorf(*pos, CodeResultInVariation, "termination marker %q inside a variation", r.s.Lit)
				r.closeVariations(*pos, skip)
			}
			if !skip {
				v.Result(*pos, r.s.Lit)
			}
			r.consume()
			r.afterResult(*pos, skip)
			return
		}
		mt.lastOff, mt.lastLine, mt.lastCol = pos.Offset, pos.Line, pos.Column
		r.consume()
		if k != Invalid {
			mt.stray = false
		}
		if skip {
			continue
		}
		number := mt.afterNumber
		// "6. …" and "6..." both tell whose move follows the number.
		mt.afterNumber = k == Integer || (k == Period && number)
		if k != Integer && k != Period {
			// Periods after this join no number (noteDots).
			r.s.num.open = false
		}
		switch k {
		case Integer:
			r.s.noteNumber(r.s.Lit, *pos)
			if r.ignore&MoveNumberElements == 0 {
				v.MoveNumber(*pos, r.s.Lit)
			}
		case Period:
			r.s.noteDots(r.s.Lit)
			if number {
				if r.ignore&MoveNumberElements == 0 {
					// "12..." tells whose move follows: keep the dots.
					v.MoveNumber(*pos, r.s.Lit)
				}
			}
		case Symbol:
			if r.plies++; r.plies > r.state.limits.Plies {
				r.exceed(limitExceeded(*pos, budgetPlies, int64(r.state.limits.Plies)))
				continue
			}
			r.moves[len(r.moves)-1]++
			if r.depth == 0 && r.state.recognize != nil {
				r.state.noteMain(pos.Offset, r.s.Lit)
			}
			v.Move(*pos, r.s.Lit)
			r.s.num.set = false
		case Comma, Escape:
		case NAG:
			n := nagValue(r.s.Lit)
			if n > 255 {
				r.errorf(*pos, CodeNAGRange, "NAG $%s is out of range; NAGs run from $0 to $255", r.s.Lit)
			}
			if r.moves[len(r.moves)-1] == 0 {
				r.errorf(*pos, CodeNAGMisplaced, "NAG $%s comes before any move it could annotate", r.s.Lit)
				continue
			}
			if r.annotation(*pos) {
				v.NAG(*pos, n)
			}
		case Glyph:
			if r.moves[len(r.moves)-1] == 0 {
				r.errorf(*pos, CodeNAGMisplaced, "%q comes before any move it could annotate", r.s.Lit)
				continue
			}
			if !r.annotation(*pos) {
				continue
			}
			if n, ok := glyphs.GlyphNAG(r.s.Lit); ok {
				v.NAG(*pos, n)
			} else {
				if isSuffixAnnotation(r.s.Lit) {
					r.warnf(*pos, CodeGlyphUnknown, "suffix annotation %q is none of ! ? !! ?? !? ?!; it is kept as written", r.s.Lit)
				}
				v.Glyph(*pos, r.s.Lit)
			}
		case BraceComment, LineComment:
			if r.ignore&CommentElements == 0 && r.annotation(*pos) {
				v.Comment(*pos, r.s.Lit, k == LineComment)
			}
		case Label:
			if len(r.parens) == 0 {
				r.errorf(*pos, CodeLabelMisplaced, "variation label %q stands outside any variation", r.s.Lit)
				continue
			}
			if r.annotation(*pos) {
				v.Label(*pos, r.s.Lit)
			}
		case LParen:
			note := r.s.num
			r.s.num.set = false
			r.parens = append(r.parens, paren{pos: *pos})
			switch {
			case r.moves[len(r.moves)-1] == 0:
				r.errorf(*pos, CodeVariationMisplaced, "variation comes before any move it could replace; it is not read")
				r.skipVariation()
				// A tree has no variation here: a number read before it
				// is the next move's, as ReadGame's builder keeps it.
				r.s.num = note
			case r.depth >= r.state.limits.VariationDepth:
				r.exceed(limitExceeded(*pos, budgetDepth, int64(r.state.limits.VariationDepth)))
			case !r.annotation(*pos):
				// Each variation is a line of a tree, even an empty one:
				// they count with the annotations, which the plies budget
				// bounds, so that "() () ()..." cannot grow a tree (or a
				// writer's log) far past its text.
			case v.BeginVariation(*pos):
				r.skipVariation()
			default:
				r.parens[len(r.parens)-1].begun = true
				r.depth++
				r.moves = append(r.moves, 0)
			}
		case RParen:
			if len(r.parens) == 0 {
				r.errorf(*pos, CodeParenUnmatched, "')' closes no variation")
				continue
			}
			r.popParen(*pos)
		case LAngle, RAngle:
			r.errorf(*pos, CodeReservedToken, "%s is reserved by the standard for future use", k)
		case Asterisk:
			r.errorf(*pos, CodeTokenUnexpected, "'*' is not a termination marker of %s", r.variantName())
		case String:
			r.errorf(*pos, CodeTokenUnexpected, "string %q in movetext", r.s.Lit)
		case RBracket:
			r.errorf(*pos, CodeTokenUnexpected, "']' in movetext")
		case Invalid:
			// The scanner has reported it.
		}
	}
}

// notePassed takes note of the tokens the scanner passed over because the
// visitor ignores them. A passed comment parts a number from the periods
// after it, as a read one would; with numbers ignored, afterNumber does
// not matter.
// overBudget is called for a token that starts past the game's byte
// budget, or after a budget was exceeded; it reports whether the game is
// to be passed over from this token. A token that the visitor would not
// be given (a comment a linter ignores) does not count: such tokens are
// passed over inside the scanner on some reading paths and returned on
// others, and the game must end at the same token on all of them.
func (r *Reader) overBudget(k Kind) bool {
	if r.over {
		return true
	}
	if k != EOF && r.s.skipKinds&(1<<k) != 0 {
		return false
	}
	r.exceed(limitExceeded(r.s.Pos, budgetGameBytes, r.state.limits.GameBytes))
	return true
}

// annotation counts a comment, NAG, glyph or label the visitor is to get
// against the plies budget, which bounds them too, and reports false,
// having reported it, when the game is over the budget.
func (r *Reader) annotation(pos Position) bool {
	if r.notes++; r.notes > r.state.limits.Plies {
		r.exceed(limitExceeded(pos, budgetAnnotations, int64(r.state.limits.Plies)))
		return false
	}
	return true
}

// passOver reads the rest of a game that exceeded a budget up to its end,
// as skipped text: no report and no visitor call but EndGame.
func (r *Reader) passOver() {
	r.gameLimit = math.MaxInt64
	r.s.SetQuiet(true)
	r.parens = r.parens[:0]
	r.readMovetext(true)
}

func (r *Reader) notePassed() {
	if r.s.passed {
		r.s.passed = false
		r.mt.lastOff, r.mt.lastLine, r.mt.lastCol = r.s.passedOff, r.s.passedLine, r.s.passedCol
		r.mt.stray = false
		r.mt.afterNumber = false
	}
}

// takeMove hands the visitor a move that the scanner's quick path read,
// with the scanner's Pos at it, without returning to readMovetext: a
// return and a new call of the quick path for each move of a file cost
// more than the move's checks. It keeps readMovetext's books as a move
// read there would.
func (r *Reader) takeMove(lit []byte) {
	r.notePassed()
	mt := &r.mt
	mt.lastOff, mt.lastLine, mt.lastCol = r.s.Pos.Offset, r.s.Pos.Line, r.s.Pos.Column
	mt.stray = false
	mt.afterNumber = false
	if r.plies++; r.plies > r.state.limits.Plies || r.s.Pos.Offset >= r.gameLimit {
		// readMovetext sees the next token and passes the game over.
		if r.plies > r.state.limits.Plies {
			r.exceed(limitExceeded(r.s.Pos, budgetPlies, int64(r.state.limits.Plies)))
		} else {
			r.exceed(limitExceeded(r.s.Pos, budgetGameBytes, r.state.limits.GameBytes))
		}
		return
	}
	r.moves[len(r.moves)-1]++
	if r.depth == 0 && r.state.recognize != nil {
		r.state.noteMain(r.s.Pos.Offset, lit)
	}
	if c := r.checker; c != nil {
		c.move(&r.s.Pos, lit)
	} else if b := r.builder; b != nil {
		b.move(&r.s.Pos, lit)
	} else if e := r.stream; e != nil {
		e.move(&r.s.Pos, lit)
	} else {
		r.v.Move(r.s.Pos, lit)
	}
	r.s.num.set = false
}

// takeNumber takes a move number and the periods right after it, lit
// (digits bytes of digits), from the scanner's quick path, with the
// scanner's Pos at it, as readMovetext takes the number and then the
// periods as two tokens. It reports false, having done nothing, when the
// periods stand past the game's byte budget: readMovetext then reads the
// two tokens and passes the game over where it must.
func (r *Reader) takeNumber(lit []byte, digits int) bool {
	pos := &r.s.Pos
	dotsOff := pos.Offset + int64(digits)
	if dotsOff >= r.gameLimit {
		return false
	}
	r.notePassed()
	mt := &r.mt
	mt.lastOff, mt.lastLine, mt.lastCol = dotsOff, pos.Line, pos.Column+digits
	mt.stray = false
	mt.afterNumber = true
	r.s.noteNumber(lit[:digits], *pos)
	r.s.noteDots(lit[digits:])
	if b := r.builder; b != nil {
		b.moveNumber(pos, lit)
	} else if e := r.stream; e != nil {
		e.moveNumber(pos, lit)
	} else {
		r.v.MoveNumber(*pos, lit)
	}
	return true
}

// takeComment takes a brace comment from the scanner's quick path, with
// the scanner's Pos at it, as readMovetext takes one. It reports false,
// having done nothing, for a comment past the game's byte budget, which
// readMovetext then reads and passes the game over from.
func (r *Reader) takeComment(text []byte) bool {
	pos := &r.s.Pos
	if pos.Offset >= r.gameLimit {
		return false
	}
	r.notePassed()
	mt := &r.mt
	mt.lastOff, mt.lastLine, mt.lastCol = pos.Offset, pos.Line, pos.Column
	mt.stray = false
	mt.afterNumber = false
	r.s.num.open = false
	if r.annotation(*pos) {
		if b := r.builder; b != nil {
			b.comment(pos, text, false)
		} else if e := r.stream; e != nil {
			e.comment(pos, text, false, r.s.litShape)
		} else {
			r.v.Comment(*pos, text, false)
		}
	}
	return true
}

// popParen closes the innermost open variation at pos.
func (r *Reader) popParen(pos Position) {
	p := r.parens[len(r.parens)-1]
	r.parens = r.parens[:len(r.parens)-1]
	if p.begun {
		r.depth--
		r.moves = r.moves[:len(r.moves)-1]
		r.v.EndVariation(pos)
	}
	r.s.num.set = false
}

// skipVariation passes over a variation whose '(' was just read, up to and
// including its ')', and leaves the reader there. At the end of the game
// the skipped parentheses stay open, for closeVariations to report.
func (r *Reader) skipVariation() {
	// Only the variation's own '(' is kept in parens: the nesting inside
	// it is counted, so that no input makes the reader keep much.
	depth := 1
	quiet := r.s.quiet
	r.s.SetQuiet(true)
	// Moves of a skipped variation go to no visitor.
	sink := r.s.moveSink
	r.s.moveSink = nil
	defer func() {
		r.s.SetQuiet(quiet)
		r.s.moveSink = sink
		// The '(' stays the last token read, as without passing.
		r.s.passed = false
		// A number read inside belongs to no move outside.
		r.s.num.set = false
	}()
	for depth > 0 {
		switch r.next() {
		case EOF, LBracket, Result:
			return
		case LParen:
			depth++
		case RParen:
			depth--
		}
		r.consume()
	}
	r.parens = r.parens[:len(r.parens)-1]
}

// closeVariations ends the variations left open at pos; EndVariation goes
// only to those the visitor began.
func (r *Reader) closeVariations(pos Position, skip bool) {
	if len(r.parens) == 0 {
		return
	}
	r.errorf(r.parens[0].pos, CodeParenUnclosed, "variation opened here is not closed")
	for len(r.parens) > 0 {
		if skip {
			r.parens = r.parens[:len(r.parens)-1]
			continue
		}
		r.popParen(pos)
	}
	r.depth = 0
	r.moves = r.moves[:1]
}

// trailer recognises text after a game that is no game: a line that
// starts with something no token can start, such as the "=======" rule and
// the advertisement xqbase writes under its games, or foreign text the
// variant does not read. It reports it once and passes over it up to the
// next line that starts with '[', and reports whether it did.
func (r *Reader) trailer() bool {
	pos := r.s.NextPos()
	c := r.s.Peek()
	if c < utf8.RuneSelf && !isStray(c) {
		return false
	}
	if c >= utf8.RuneSelf {
		quiet := r.s.quiet
		r.s.SetQuiet(true)
		k := r.s.Scan()
		r.s.SetQuiet(quiet)
		if k != Invalid {
			if !r.s.Unread() {
				r.pending = true
			}
			return false
		}
		r.s.Unread()
	}
	quiet := r.s.quiet
	r.s.SetQuiet(true)
	lines := 0
	for !r.s.AtEOF() {
		p := r.s.NextPos()
		if r.s.Peek() == '[' && r.s.AtLineStart() {
			break
		}
		lines = p.Line - pos.Line + 1
		r.s.skipLine()
	}
	r.s.SetQuiet(quiet)
	r.warnf(pos, CodeTrailerText, "text after the game (%d line(s)) is not part of any game and is not read", lines)
	return true
}

// isSuffixAnnotation reports whether a glyph is made of '!' and '?' only,
// the standard's suffix annotations (§8.2.3.8).
func isSuffixAnnotation[T []byte | string](g T) bool {
	for i := 0; i < len(g); i++ {
		if g[i] != '!' && g[i] != '?' {
			return false
		}
	}
	return len(g) > 0
}

// afterResult reads the comments that follow a termination marker. Other
// text on the marker's line is reported, once, and not read, but the
// comments among it are; text on a later line starts the next game.
func (r *Reader) afterResult(result Position, skip bool) {
	quiet := r.s.quiet
	defer r.s.SetQuiet(quiet)
	reported := false
	for {
		// Look before scanning: a token on a later line belongs to the
		// next game and must be read under that game's rules.
		if !r.pending {
			c := r.s.Peek()
			if r.s.AtEOF() || c == '[' {
				r.endGame(r.s.NextPos())
				return
			}
			comment := c == '{' || c == ';' || c == '%' && r.s.AtLineStart()
			if !comment && r.s.NextPos().Line != result.Line {
				if r.trailer() {
					continue
				}
				r.endGame(r.s.NextPos())
				return
			}
			// Text after the one reported is scanned without reports:
			// it is not read.
			r.s.SetQuiet(quiet || skip || reported && !comment)
		}
		k := r.next()
		pos := r.s.Pos
		switch k {
		case EOF, LBracket:
			r.endGame(pos)
			return
		case BraceComment, LineComment:
			if !skip && r.ignore&CommentElements == 0 {
				if pos.Offset >= r.gameLimit {
					r.exceed(limitExceeded(pos, budgetGameBytes, r.state.limits.GameBytes))
				}
				if r.over || !r.annotation(pos) {
					skip = true
				} else {
					r.v.Comment(pos, r.s.Lit, k == LineComment)
				}
			}
			r.consume()
			continue
		case Escape:
			r.consume()
			continue
		}
		if pos.Line != result.Line {
			r.endGame(pos)
			return
		}
		if !reported {
			r.errorf(pos, CodeTextAfterResult, "%s after the termination marker is not read; only comments may follow the marker", describe(k, r.s.Lit))
			reported = true
		}
		r.consume()
	}
}

func (r *Reader) resultList() string {
	return strings.Join(factsOf(r.variant).Results, " ")
}

func (r *Reader) variantName() string {
	if r.variant == nil {
		return "standard PGN"
	}
	return r.variant.Name()
}

// nagValue converts NAG digits, saturating far above the valid range.
func nagValue(digits []byte) int {
	n := 0
	for _, c := range digits {
		n = n*10 + int(c-'0')
		if n > 1<<20 {
			return 1 << 20
		}
	}
	return n
}
