package xiangqi

import (
	"errors"
	"fmt"
	"strings"

	"github.com/pgntool/pgntool/pgn"
)

// ErrIllegalMove (the same value as pgn.ErrIllegalMove) is wrapped by the errors of Play, Describe and Parse for
// a move or a text that names no legal move of the board's position; their
// messages say which move and why. Test with errors.Is.
var ErrIllegalMove = pgn.ErrIllegalMove

// moveError is a refused move: its message says why, and errors.Is finds
// ErrIllegalMove in it.
type moveError struct{ msg string }

func (e *moveError) Error() string { return "xiangqi: " + e.msg }
func (e *moveError) Unwrap() error { return ErrIllegalMove }

func moveErrorf(format string, args ...any) error {
	return &moveError{fmt.Sprintf(format, args...)}
}

// errNoPosition is the error of a nil or unusable board.
var errNoPosition = errors.New("xiangqi: the board holds no position (make it with NewBoard)")

// NewBoard sets up a board from a xiangqi FEN (the xqbase convention: Red
// in upper case, K A B N R C P); "" gives the standard start position.
// It is lenient as python-chess is: the fields after the side to move, or
// after the pieces, may be left out (Red to move, "- - 0 1"); the side
// letter r is read as Red, as xiangqi.js writes it; and the WXF letters E
// and H are read as elephant and horse.
//
// The error names each fault: the rank and the letter, the piece on a
// point it can never reach, the rule the position breaks (a general out of
// its palace, two generals of a side, the side not to move in check).
func NewBoard(fen string) (*Board, error) {
	b := newBoard()
	if strings.TrimSpace(fen) == "" {
		fen = StartFEN
	}
	var errs []string
	for _, f := range b.setFEN(fen) {
		if !f.warning {
			errs = append(errs, f.msg)
		}
	}
	if len(errs) > 0 {
		return nil, errors.New("xiangqi: " + strings.Join(errs, "; "))
	}
	return b, nil
}

// usable reports whether b holds a position to play from.
func (b *Board) usable() bool { return b != nil && b.ready }

// LegalMoves appends the legal moves of the position to dst and returns the
// extended slice, as append does. It allocates nothing when dst has room
// for them (a capacity of 192 is more than any position needs). A side
// with no legal move has lost: see IsCheckmate and IsStalemate.
func (b *Board) LegalMoves(dst []pgn.Move) []pgn.Move {
	if !b.usable() {
		return dst
	}
	var list [maxMoves]pgn.Move
	return append(dst, b.legalMoves(list[:0])...)
}

// InCheck reports whether the general of the side to move is attacked,
// counting the other general facing it on an open file.
func (b *Board) InCheck() bool { return b.usable() && b.inCheck(b.side) }

// Play plays m, a move of this board's LegalMoves, ParseMove or Parse,
// after checking that it is legal in the current position. A move that is
// not, such as one found for an earlier position or by another board, or
// a value that is no xiangqi move, is refused with an error wrapping
// [ErrIllegalMove] and the board is unchanged. Play allocates nothing
// when the move is legal.
func (b *Board) Play(m pgn.Move) error {
	if err := b.check(m); err != nil {
		return err
	}
	b.Make(m)
	return nil
}

// check returns nil when m is a legal move of the position, or the error
// Play gives.
func (b *Board) check(m pgn.Move) error {
	if !b.usable() {
		return errNoPosition
	}
	if m&tagMask != moveTag || m&^moveBits != 0 || m&realMove == 0 || !onBoardMove(m) {
		return moveErrorf("%#x is not a move made by a xiangqi board", uint64(m))
	}
	from, to := mFrom(m), mTo(m)
	if p, c := b.sq[from], b.sq[to]; p != mPiece(m) || c != mCaptured(m) {
		return moveErrorf("move %s was made for another position: it moves %s from %s and takes %s, but %s stands on %s and %s on %s",
			b.iccs(m), pieceDesc(mPiece(m)), Square(from), pieceDesc(mCaptured(m)), pieceDesc(p), Square(from), pieceDesc(c), Square(to))
	}
	if !b.canMove(m) {
		return moveErrorf("move %s is not legal in %s", b.iccs(m), b.AppendPosition(nil))
	}
	return nil
}

// pieceDesc names a piece in a message: "a red cannon", "nothing".
func pieceDesc(p int8) string {
	t := Piece(p).Type()
	if p == empty || t == NoPieceType {
		return "nothing"
	}
	return "a " + Piece(p).Color().String() + " " + t.String()
}

// iccs writes m's points as ICCS, whatever they hold.
func (b *Board) iccs(m pgn.Move) string {
	var buf [8]byte
	return string(b.AppendMove(buf[:0], m, NotationICCS))
}

// Turn returns the side to move.
func (b *Board) Turn() Color {
	if !b.usable() {
		return Red
	}
	return Color(b.side)
}

// PieceAt returns the piece on s, or NoPiece for an empty point (or a
// point off the board).
func (b *Board) PieceAt(s Square) Piece {
	if !b.usable() || !s.Valid() {
		return NoPiece
	}
	return Piece(b.sq[s])
}

// GeneralSquare returns the point of colour c's general (NoSquare for a
// board without a position).
func (b *Board) GeneralSquare(c Color) Square {
	if !b.usable() {
		return NoSquare
	}
	return Square(b.kings[c&1])
}

// HalfmoveClock returns the number of plies since the last capture, as the
// fifth FEN field counts them.
func (b *Board) HalfmoveClock() int {
	if !b.usable() {
		return 0
	}
	return b.half
}

// FullmoveNumber returns the number of the current move: 1 at the start,
// incremented after each Black move.
func (b *Board) FullmoveNumber() int {
	n, _ := b.MoveNumber()
	return n
}

// Copy returns an independent copy of the board, with the moves played so
// far (so the copy can Unmake them and count repetitions).
func (b *Board) Copy() *Board {
	if b == nil {
		return nil
	}
	c := *b
	c.hist = append(make([]undo, 0, max(512, len(b.hist))), b.hist...)
	return &c
}

// FEN returns the position as an xqbase FEN, with all six fields. A board
// without a position gives "".
func (b *Board) FEN() string {
	if !b.usable() {
		return ""
	}
	return string(b.AppendPosition(make([]byte, 0, 96)))
}

// String draws the board: ten lines from Black's back rank (rank 9) down
// to Red's (rank 0), so Red sits at the bottom as in a diagram, pieces as
// FEN letters (Red upper case) and "." for an empty point.
func (b *Board) String() string {
	if !b.usable() {
		return "(no position)"
	}
	out := make([]byte, 0, ranks*2*files)
	for r := ranks - 1; r >= 0; r-- {
		for f := 0; f < files; f++ {
			if f > 0 {
				out = append(out, ' ')
			}
			out = append(out, Piece(b.sq[sq(f, r)]).String()...)
		}
		if r > 0 {
			out = append(out, '\n')
		}
	}
	return string(out)
}

// ICCS returns m in ICCS coordinates, upper case with a hyphen ("H2-E2"),
// or "" when m is not legal here.
func (b *Board) ICCS(m pgn.Move) string { return b.notation(m, NotationICCS) }

// UCCI returns m as UCCI engines write it, lower case without a hyphen
// ("h2e2"), or "" when m is not legal here.
func (b *Board) UCCI(m pgn.Move) string { return b.notation(m, NotationUCI) }

// WXF returns m in WXF notation ("C2.5", "H8+7", "R+.3" for the front of
// two chariots on a file), or "" when m is not legal here.
func (b *Board) WXF(m pgn.Move) string { return b.notation(m, NotationWXF) }

// Chinese returns m in Chinese notation as xqbase writes it ("炮二平五",
// "马８进７" with full-width digits for Black), or "" when m is not legal
// here.
func (b *Board) Chinese(m pgn.Move) string { return b.notation(m, NotationChinese) }

func (b *Board) notation(m pgn.Move, name pgn.Notation) string {
	if b.check(m) != nil {
		return ""
	}
	var buf [16]byte
	return string(b.AppendMove(buf[:0], m, name))
}

// Parse finds the legal move that text names, in any notation ParseMove
// reads: Chinese (simplified or traditional, ASCII or full-width digits),
// WXF, ICCS, UCCI, generalised UCI and both SAN dialects. Warnings are
// dropped; an illegal, ambiguous or unreadable move is an error that says
// why.
func (b *Board) Parse(text string) (pgn.Move, error) {
	if !b.usable() {
		return 0, errNoPosition
	}
	// A game's earlier moves settle how ParseMove reads an ambiguous
	// token; a query must neither use that up nor change it.
	saved := b.parseState()
	var msg string
	m, ok := b.ParseMove([]byte(text), pgn.Position{}, func(d pgn.Diagnostic) {
		if d.Severity == pgn.Error && msg == "" {
			msg = d.Message
		}
	})
	b.setParseState(saved)
	if !ok {
		return 0, &moveError{msg}
	}
	return m, nil
}

// parseState is what ParseMove learns from a game's moves.
type parseState struct {
	firstFamily                      family
	warnedFmt, warnedMix, warnedBase bool
	rankBase                         int8
}

func (b *Board) parseState() parseState {
	return parseState{b.firstFamily, b.warnedFmt, b.warnedMix, b.warnedBase, b.rankBase}
}

func (b *Board) setParseState(s parseState) {
	b.firstFamily, b.warnedFmt, b.warnedMix, b.warnedBase, b.rankBase = s.firstFamily, s.warnedFmt, s.warnedMix, s.warnedBase, s.rankBase
}

// Perft counts the leaf nodes of the legal move tree depth plies deep: the
// standard test of a move generator (44, 1,920, 79,666 and 3,290,240 from
// the start position).
func (b *Board) Perft(depth int) uint64 {
	if !b.usable() || depth < 1 {
		return 0
	}
	return uint64(b.perft(depth))
}

// IsCheckmate reports whether the side to move is in check and has no
// legal move: it has lost.
func (b *Board) IsCheckmate() bool {
	return b.usable() && b.inCheck(b.side) && !b.hasLegalMove()
}

// IsStalemate reports whether the side to move is not in check and has no
// legal move. Unlike chess, xiangqi scores this as a loss for that side,
// as Outcome does.
func (b *Board) IsStalemate() bool {
	return b.usable() && !b.inCheck(b.side) && !b.hasLegalMove()
}

// hasLegalMove reports whether the side to move has a legal move.
func (b *Board) hasLegalMove() bool {
	return len(b.legalMoves(b.buf[:0])) > 0
}
