package main

import (
	"strconv"
	"strings"
	"sync"

	"github.com/urfave/cli/v2"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants/chess"
)

// lint --syntax-only reads every game as lint does, with each game's own
// plugin choosing how its movetext is cut into tokens and checking its
// tags, but plays no move: each game gets a board that only checks the
// shape of a move's text (SAN for chess) and counts plies for the move
// numbers. What needs a position (legality, ambiguity, check marks, the
// lenient forms' warnings, the result against the final position) is not
// checked. docs/lint-codes.md lists what it can report.

var syntaxOnlyFlag = &cli.BoolFlag{
	Name:  "syntax-only",
	Usage: "check tags, the movetext's grammar, move numbers and each move's shape (SAN for chess) without playing the moves: a fast scan that leaves out legality, check marks and every check that needs the position",
}

// syntaxOnly returns opts with every game's variant replaced by its
// board-less form.
func syntaxOnly(opts pgn.ReaderOptions) pgn.ReaderOptions {
	if opts.Variant != nil {
		opts.Variant = withoutBoard(opts.Variant)
	}
	if sel := opts.Select; sel != nil {
		opts.Select = func(tags []pgn.Tag) pgn.Variant { return withoutBoard(sel(tags)) }
	} else {
		opts.Select = func(tags []pgn.Tag) pgn.Variant { return withoutBoard(pgn.ChooseVariant(tags)) }
	}
	// Recognize replays a game's first moves on other games' boards.
	opts.Recognize = nil
	return opts
}

// syntaxVariant is a plugin whose boards play nothing: it scans, names
// glyphs and checks tags as the plugin does, and its boards check only
// the shape of each move. It hides the plugin's whole-game checks and
// normalisation, which need positions.
type syntaxVariant struct {
	pgn.Variant
	// shape returns why a move's text cannot be a move, or "" when it
	// can; nil when the plugin's grammar of tokens is the whole check.
	shape func(text []byte) string
}

// syntaxVariants holds one syntaxVariant per plugin, so that choosing a
// game's variant allocates nothing and the checker reuses its boards.
var syntaxVariants sync.Map // pgn.Variant → *syntaxVariant

// withoutBoard returns v's board-less form; nil for nil.
func withoutBoard(v pgn.Variant) pgn.Variant {
	if v == nil {
		return nil
	}
	if s, ok := v.(*syntaxVariant); ok {
		return s
	}
	if s, ok := syntaxVariants.Load(v); ok {
		return s.(*syntaxVariant)
	}
	s := &syntaxVariant{Variant: v}
	if v.Name() == chess.Variant.Name() {
		s.shape = sanShape
	}
	got, _ := syntaxVariants.LoadOrStore(v, s)
	return got.(*syntaxVariant)
}

// NewBoard returns a board that checks the shape of moves.
func (v *syntaxVariant) NewBoard(tags []pgn.Tag, report pgn.Report) (pgn.Board, bool) {
	b := &shapeBoard{shape: v.shape}
	b.Reset(tags, report)
	return b, true
}

// shapeBoard is the board of a syntaxVariant: it accepts every move whose
// text has the shape of one, plays nothing, and knows the number of the
// first move from the FEN tag.
type shapeBoard struct {
	shape  func(text []byte) string
	number int // of the start position's move
	second bool
}

// noNumbers is the start move number of a game whose FEN tag cannot be
// read: so far below 1 that no move number is checked.
const noNumbers = -1 << 40

// Reset sets the board up for the game of tags.
func (b *shapeBoard) Reset(tags []pgn.Tag, _ pgn.Report) bool {
	b.number, b.second = startNumber(tags)
	return true
}

// startNumber is the number of the first move of a game and whether Black
// (the second player) makes it: 1 and White without a FEN tag, else the
// FEN's move number and side to move, or noNumbers when they cannot be
// read.
func startNumber(tags []pgn.Tag) (int, bool) {
	fen, ok := pgn.TagValue(tags, "FEN")
	if !ok {
		return 1, false
	}
	f := strings.Fields(fen)
	if len(f) != 6 {
		return noNumbers, false
	}
	n, err := strconv.Atoi(f[5])
	if err != nil || n < 1 {
		return noNumbers, false
	}
	switch f[1] {
	case "w", "r": // xiangqi's FEN may name Red so
		return n, false
	case "b":
		return n, true
	}
	return noNumbers, false
}

// ParseMove reports a move whose text has no move's shape; any other
// text is accepted.
func (b *shapeBoard) ParseMove(text []byte, pos pgn.Position, report pgn.Report) (pgn.Move, bool) {
	return b.ParseAndMake(text, &pos, report)
}

// ParseAndMake is ParseMove, playing nothing (pgn.MoveMaker): the
// checker then hands each move over in one call, without copying its
// position, as it does to the chess board.
func (b *shapeBoard) ParseAndMake(text []byte, pos *pgn.Position, report pgn.Report) (pgn.Move, bool) {
	if b.shape == nil {
		return 0, true
	}
	why := b.shape(text)
	if why == "" {
		return 0, true
	}
	if report != nil {
		report(pgn.Errorf(*pos, pgn.CodeMoveSyntax, "unreadable move %s: %s", quoteMove(text), why))
	}
	return 0, false
}

// Make plays nothing: the board holds no position.
func (b *shapeBoard) Make(pgn.Move) {}

// Unmake takes nothing back.
func (b *shapeBoard) Unmake() {}

// AppendMove appends nothing: lint writes no moves.
func (b *shapeBoard) AppendMove(dst []byte, _ pgn.Move, _ pgn.Notation) []byte { return dst }

// MoveNumber is the number of the start position's move; the checker
// counts the plies after it.
func (b *shapeBoard) MoveNumber() (int, bool) { return b.number, b.second }

// Outcome is unknown without a position.
func (b *shapeBoard) Outcome() (string, string) { return "", "" }

// AppendPosition appends nothing: there is no position.
func (b *shapeBoard) AppendPosition(dst []byte) []byte { return dst }

// maxQuoted is how much of a move's text a message quotes, as the chess
// plugin's messages do.
const maxQuoted = 48

// quoteMove quotes text for a message, cut at maxQuoted bytes.
func quoteMove(text []byte) string {
	if len(text) <= maxQuoted {
		return strconv.Quote(string(text))
	}
	n := maxQuoted
	for n > 0 && text[n]&0xC0 == 0x80 {
		n--
	}
	return strconv.Quote(string(text[:n])) + "… (" + strconv.Itoa(len(text)) + " bytes)"
}
