package pgn

// Variant is the plugin for one game: chess, xiangqi, C'escacs. The core
// reads and writes PGN through this interface only and never imports a
// plugin; each plugin calls [Register] from its init function, and
// [ChooseVariant] picks one for a game from its tags.
//
// A Variant must be safe for concurrent use; per-game state lives in the
// [Board] it makes. Its facts (name, aliases, results, notations, ...) are
// data, given by Info.
type Variant interface {
	// Name is the canonical name, as export writes it in the game's tags;
	// it equals Info().Name. It stays a method of its own because
	// diagnostics and writers name the game often, and Info copies every
	// list it returns.
	Name() string
	// Info returns the variant's facts. The slices are the caller's own
	// copies: changing them changes nothing in the plugin. The core reads
	// Info once per variant value and keeps what it needs, so Info is not
	// on the hot path.
	Info() VariantInfo

	// ScanMovetext classifies the token at the start of b, which holds at
	// least 512 bytes unless the input ends sooner and never starts with
	// white space. It returns the token's kind and length in bytes, or n == 0
	// to leave the bytes to the core's own rules (strings, comments,
	// parentheses, NAGs, '*', '.'). The core asks before applying its own
	// rules, except for '{', ';', '"', '[' and a '%' in column 1, so a
	// variant may claim tokens such as "(=)" that start like core ones.
	// Game termination markers are matched by the core before this call.
	ScanMovetext(b []byte) (kind Kind, n int)
	// GlyphNAG maps a Glyph token to the NAG it stands for ("!" is 1); ok is
	// false for glyphs that are not evaluations, which are kept as glyphs.
	GlyphNAG(glyph []byte) (nag int, ok bool)

	// CheckTags reports faults of the tag section: missing, misplaced or
	// duplicated tags and values of the wrong form. game is where the game
	// starts, for faults that have no tag to point at.
	CheckTags(tags []Tag, game Position, report Report)
	// ExportTags returns the tags to write, in export order, with missing
	// required tags filled in, the Result tag equal to e.Result, and tags
	// that depend on the notation (xiangqi's Format) set to e.Notation.
	// With e.Reduced only the required roster is kept.
	ExportTags(tags []Tag, e TagExport) []Tag

	// NewBoard sets up the start position that the tags give (FEN, TLPD,
	// Variant) and reports its faults. ok is false when no position can be
	// set up; the game's moves are then not checked.
	NewBoard(tags []Tag, report Report) (b Board, ok bool)

	// DefaultNotation is the notation export uses for a game with these
	// tags when the user names none; it is one of Info().Notations.
	// reduced is set for the reduced export format, which wants the most
	// widely readable notation.
	DefaultNotation(tags []Tag, reduced bool) Notation
	// AppendMovetext lays out a game's movetext, given as export tokens,
	// and appends it to dst, ending with a newline. Most variants call
	// [AppendStandardMovetext].
	AppendMovetext(dst []byte, toks []ExportToken) []byte
}

// GameChecker is implemented by variants that check a whole game beyond
// its tags and moves (C'escacs checks comment markers and the references
// inside comments). Lint calls it once per game with the finished tree.
type GameChecker interface {
	CheckGame(g *Game, report Report)
}

// GameNormalizer is implemented by variants whose records attach some
// variations elsewhere than PGN does: C'escacs writes a variation that
// replaces White's move after the whole move pair. NormalizeGame moves such
// variations to the move they replace. Readers that build a tree call it
// before the tree is used, and the checker replays the normalised tree.
type GameNormalizer interface {
	NormalizeGame(g *Game)
}

// BoardResetter is implemented by boards that can be set up again for
// another game of their variant, as NewBoard would set up a new one. A
// checker of many games then keeps one board instead of allocating one
// per game. Reset reports faults and ok as NewBoard does; after !ok the
// board may be reset again but not used.
type BoardResetter interface {
	Reset(tags []Tag, report Report) (ok bool)
}

// BoardEnder is implemented by boards that hold some diagnostics of a
// game until it ends, because only then is everything known that they
// report: chess reports a writing habit such as long algebraic notation
// once per game, at its first move, with the number of moves written so,
// rather than at every such move. EndGame reports what the board held and
// clears it; it does not change the position.
//
// Every replay of the core that reports diagnostics calls EndGame exactly
// once per game that has a board, after the game's last move (variations
// included) and before the checks of its result: the [Checker] (lint, and
// [Check] on a tree) and [Replay]. A game that exceeded a budget is ended
// too when its board was set up, so that the moves read before the budget
// ran out are reported and the board starts the next game clean; a game
// whose tags exceeded a budget has no board and is not. After a panic in
// the variant the board is not used again, EndGame included, so
// [BoardResetter.Reset] must clear what it held. The diagnostics go through the game's
// diagnostics budget like any other and arrive after the game's other
// diagnostics, so their order is not the text's: lint sorts each game's
// diagnostics by position. The Writer replays with a new board per game
// and reports nothing of its replay (its diagnostics come from Check), so
// it does not call EndGame.
type BoardEnder interface {
	EndGame(report Report)
}

// TagExport says how [Variant.ExportTags] should prepare tags.
type TagExport struct {
	Result   string   // the game termination marker that will be written
	Notation Notation // the notation moves are written in
	Reduced  bool     // keep only the required roster (reduced export format)
}

// Move is a variant's encoding of one move. Only the [Board] that made it
// knows what the bits mean.
type Move uint64

// Board is the state of one game during replay. Boards are used by one
// goroutine at a time; none of their methods should allocate on the hot
// path of parsing and making moves.
type Board interface {
	// ParseMove finds the legal move that text (one movetext token, as
	// read) denotes in the current position. Deviations that leave the move
	// certain (a wrong check mark, a superfluous capture sign, an
	// old-fashioned castling sign) are reported as warnings at pos. An
	// illegal, ambiguous or unreadable move is reported as an error and ok
	// is false. text is read only: it may be the bytes of a string (the
	// text of a game tree's move, when a Writer checks what it writes or
	// Check, CheckGame, Walk or WalkGame hands a tree to a Checker), and it must
	// not be kept past the call.
	ParseMove(text []byte, pos Position, report Report) (m Move, ok bool)
	// Make plays m, which ParseMove returned for the current position.
	Make(m Move)
	// Unmake takes back the last move made.
	Unmake()
	// AppendMove appends m, a legal move in the current position, in the
	// given notation (one of the variant's Info().Notations), with its
	// check or mate sign.
	AppendMove(dst []byte, m Move, notation Notation) []byte
	// MoveNumber gives the number of the move the side to move is about to
	// play, and whether that side is the second player (Black).
	MoveNumber() (number int, second bool)
	// Outcome returns the result that the current position forces (for
	// chess "1-0" when Black is mated, "1/2-1/2" on stalemate), with a
	// short reason such as "checkmate", or "" when the game may go on.
	Outcome() (result, reason string)
	// AppendPosition appends the current position in the variant's position
	// format (FEN, xiangqi FEN, TLPD).
	AppendPosition(dst []byte) []byte
}
