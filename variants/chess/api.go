package chess

import (
	"errors"
	"fmt"
	"strings"

	"github.com/pgntool/pgntool/pgn"
)

// moveTag marks the moves a chess Board hands out (bits 48-63; the move
// itself takes the low 17 bits). Play and Describe refuse a value without
// it, so a move of another game's board, or a number that is no move,
// cannot pass for a chess move by chance. Make and AppendMove, the
// pgn.Board methods, ignore the high bits.
const (
	moveTag  pgn.Move = 0xC4E5 << 48
	tagMask  pgn.Move = 0xFFFF << 48
	moveBits pgn.Move = 1<<17 - 1
)

// NullMove is the null move ("--" in PGN, "0000" in UCI), which passes the
// turn. Play accepts it when the side to move is not in check.
const NullMove = pgn.Move(nullMove) | moveTag

// ErrIllegalMove (the same value as pgn.ErrIllegalMove) is wrapped by the errors of Play, Describe, ParseSAN and
// ParseUCI for a move or a text that names no legal move of the board's
// position; their messages say which move and why. Test with errors.Is.
var ErrIllegalMove = pgn.ErrIllegalMove

// moveError is a refused move: its message says why, and errors.Is finds
// ErrIllegalMove in it.
type moveError struct{ msg string }

func (e *moveError) Error() string { return "chess: " + e.msg }
func (e *moveError) Unwrap() error { return ErrIllegalMove }

func moveErrorf(format string, args ...any) error {
	return &moveError{fmt.Sprintf(format, args...)}
}

// errNoPosition is the error of a nil or unusable board.
var errNoPosition = errors.New("chess: the board holds no position (make it with NewBoard)")

// NewBoard sets up a board from a FEN record; "" gives the standard start
// position. It is as lenient as python-chess: the fields after the piece
// placement may be left out (side to move "w", castling "-", en passant
// "-", halfmove clock 0, fullmove number 1), and castling rights may be
// written as KQkq, X-FEN or Shredder-FEN (file letters, HAha). A castling
// right that only Chess960 allows (a king off the e-file, a rook off the
// corner) puts the board in Chess960 mode; see [NewBoard960] for a Chess960
// start position that looks standard.
//
// The error names each fault: the field, the rank and the character, or
// the rule the position breaks (two kings of a colour, a pawn on the back
// rank, the side not to move in check).
func NewBoard(fen string) (*Board, error) { return newBoardFEN(fen, false) }

// NewBoard960 is [NewBoard] in Chess960 mode: castling moves are written in
// UCI as the king taking its own rook (e1h1), and castling rights of any
// king and rook squares are allowed. Use it for Chess960 games whatever
// their start position, including the standard array (position 518).
func NewBoard960(fen string) (*Board, error) { return newBoardFEN(fen, true) }

func newBoardFEN(fen string, chess960 bool) (*Board, error) {
	b := newBoard()
	var buf [6]string
	fields, n := fenFields(fen, &buf)
	if n == 0 {
		b.p.setStart(chess960)
		b.ready = true
		return b, nil
	}
	if n < len(fenDefaults) {
		// python-chess reads a FEN without its last fields; so do we.
		fen = strings.Join(append(fields, fenDefaults[n:]...), " ")
	}
	faults, ok := b.p.setFEN(fen, chess960)
	if (len(faults) > 0 || !ok) && !chess960 {
		// Rights that only Chess960 allows make a Chess960 position.
		if f960, ok960 := b.p.setFEN(fen, true); ok960 && len(f960) == 0 {
			faults, ok = nil, true
		}
	}
	if len(faults) > 0 || !ok {
		return nil, errors.New("chess: " + strings.Join(faults, "; "))
	}
	b.ready = true
	return b, nil
}

// fenDefaults are the values of the FEN fields a lenient reader supplies.
var fenDefaults = []string{"", "w", "-", "-", "0", "1"}

// usable reports whether b holds a position to play from.
func (b *Board) usable() bool { return b != nil && b.ready }

// Chess960 reports whether the board is in Chess960 mode.
func (b *Board) Chess960() bool { return b.usable() && b.p.chess960 }

// LegalMoves appends the legal moves of the position to dst and returns the
// extended slice, as append does. It allocates nothing when dst has room
// (218 moves is the most any position has). The null move is not among
// them.
func (b *Board) LegalMoves(dst []pgn.Move) []pgn.Move {
	if !b.usable() {
		return dst
	}
	var l moveList
	b.p.generate(&l)
	for _, m := range l.m[:l.n] {
		dst = append(dst, pgn.Move(m)|moveTag)
	}
	return dst
}

// InCheck reports whether the side to move is in check.
func (b *Board) InCheck() bool { return b.usable() && b.p.inCheck() }

// Play plays m, a move of this board's LegalMoves, ParseMove, ParseSAN or
// ParseUCI, or NullMove, after checking that it is legal in the current
// position. A move that is not, such as one found for an earlier position
// or another board, or a value that is no chess move, is refused with an
// error wrapping [ErrIllegalMove] and the board is unchanged. Play
// allocates nothing when the move is legal.
func (b *Board) Play(m pgn.Move) error {
	mv, err := b.legal(m)
	if err != nil {
		return err
	}
	b.p.makeMove(mv)
	return nil
}

// legal returns m as a move of the position, or the error Play gives.
func (b *Board) legal(m pgn.Move) (move, error) {
	if !b.usable() {
		return 0, errNoPosition
	}
	if m&tagMask != moveTag || m&^(tagMask|moveBits) != 0 {
		return 0, moveErrorf("%#x is not a move made by a chess board", uint64(m))
	}
	mv := move(m & moveBits)
	if !b.p.isLegal(mv) {
		var buf [8]byte
		return 0, moveErrorf("move %s is not legal in %s", b.p.appendUCI(buf[:0], mv), b.p.appendFEN(nil))
	}
	return mv, nil
}

// Turn returns the side to move.
func (b *Board) Turn() Color {
	if !b.usable() {
		return White
	}
	return Color(b.p.side)
}

// PieceAt returns the piece on sq, or NoPiece for an empty square (or a
// square off the board).
func (b *Board) PieceAt(sq Square) Piece {
	if !b.usable() || !sq.Valid() {
		return NoPiece
	}
	return Piece(b.p.board[sq])
}

// CastlingRights returns the squares of the rooks with which colour c may
// still castle on the king's side and on the queen's side, NoSquare for a
// right that is gone. A right is kept until the king or that rook moves;
// whether castling is possible now is a question for LegalMoves.
func (b *Board) CastlingRights(c Color) (kingSideRook, queenSideRook Square) {
	if !b.usable() {
		return NoSquare, NoSquare
	}
	r := b.p.castle[c&1]
	return Square(r[kingSide]), Square(r[queenSide])
}

// EnPassant returns the en passant target square (the square a pawn has
// just passed over in a double step), or NoSquare. As FEN does, it is set
// after every double step, whether or not a pawn can capture there.
func (b *Board) EnPassant() Square {
	if !b.usable() {
		return NoSquare
	}
	return Square(b.p.ep)
}

// HalfmoveClock returns the number of plies since the last capture or pawn
// move, for the fifty-move rule.
func (b *Board) HalfmoveClock() int {
	if !b.usable() {
		return 0
	}
	return b.p.halfmove
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
	c := &Board{p: b.p, ready: b.ready, habits: b.habits}
	c.p.history = append(make([]undo, 0, max(256, len(b.p.history))), b.p.history...)
	return c
}

// FEN returns the position as a FEN record; X-FEN or Shredder-FEN castling
// rights in Chess960 mode. A board that holds no position gives "".
func (b *Board) FEN() string {
	if !b.usable() {
		return ""
	}
	return string(b.p.appendFEN(make([]byte, 0, 90)))
}

// String draws the board as python-chess prints one: eight lines from rank
// 8 down to rank 1, pieces as FEN letters, "." for an empty square.
func (b *Board) String() string {
	if !b.usable() {
		return "(no position)"
	}
	out := make([]byte, 0, 8*16)
	for r := 7; r >= 0; r-- {
		for f := 0; f < 8; f++ {
			if f > 0 {
				out = append(out, ' ')
			}
			out = append(out, Piece(b.p.board[r*8+f]).String()...)
		}
		if r > 0 {
			out = append(out, '\n')
		}
	}
	return string(out)
}

// SAN returns m in Standard Algebraic Notation with its check or mate sign
// ("Nf3", "exd6", "O-O-O", "e8=Q#"), or "" when m is not legal here.
func (b *Board) SAN(m pgn.Move) string { return b.notation(m, SAN) }

// UCI returns m as the UCI protocol writes it ("g1f3", "e7e8q", "0000"
// for the null move; castling e1g1, or e1h1 in Chess960 mode), or "" when
// m is not legal here.
func (b *Board) UCI(m pgn.Move) string { return b.notation(m, UCI) }

func (b *Board) notation(m pgn.Move, name pgn.Notation) string {
	if _, err := b.legal(m); err != nil {
		return ""
	}
	var buf [16]byte
	return string(b.AppendMove(buf[:0], m, name))
}

// ParseSAN finds the legal move that text names in SAN. It reads what
// ParseMove reads (long algebraic, UCI, 0-0, missing or wrong check signs),
// without warnings; an illegal, ambiguous or unreadable move is an error
// that says why.
func (b *Board) ParseSAN(text string) (pgn.Move, error) {
	if !b.usable() {
		return 0, errNoPosition
	}
	var msg string
	habits := b.habits // lenient forms are told once a game; a query must not use that up
	m, ok := b.ParseMove([]byte(text), pgn.Position{}, func(d pgn.Diagnostic) {
		if d.Severity == pgn.Error && msg == "" {
			msg = d.Message
		}
	})
	b.habits = habits
	if !ok {
		return 0, &moveError{msg}
	}
	return m, nil
}

// ParseUCI finds the legal move written in UCI: origin and destination
// square and a promotion letter ("e2e4", "e7e8q"), "0000" for the null
// move. Castling is the king's step (e1g1) on a standard board and the
// king taking its rook (e1h1) in Chess960 mode, as UCI engines write it.
func (b *Board) ParseUCI(text string) (pgn.Move, error) {
	if !b.usable() {
		return 0, errNoPosition
	}
	if text == "0000" {
		if b.p.inCheck() {
			return 0, moveErrorf("the null move 0000 is not legal in check")
		}
		return NullMove, nil
	}
	if !uciShape(text) {
		return 0, moveErrorf("move %s is not UCI: want origin and destination squares and a promotion letter (e2e4, e7e8q)", quoteShort(text))
	}
	from, _ := parseSquare(text[:2])
	to, _ := parseSquare(text[2:4])
	promo := noType
	if len(text) == 5 {
		promo = pieceOfLetter(text[4] - 'a' + 'A')
	}
	// moveFromTo also reads the other castling form (e1h1 on a standard
	// board); UCI has one form per mode, so the move must print as text.
	var buf [8]byte
	if m, ok := b.p.moveFromTo(from, to, promo); ok && string(b.p.appendUCI(buf[:0], m)) == text {
		b.p.next, b.p.nextCheck, b.p.nextSAN = m, checkUnknown, 0
		return pgn.Move(m) | moveTag, nil
	}
	return 0, moveErrorf("move %s is not legal in %s", text, b.p.appendFEN(nil))
}

// uciShape reports whether s looks like a UCI move: two squares and an
// optional promotion letter.
func uciShape(s string) bool {
	if len(s) != 4 && len(s) != 5 {
		return false
	}
	if _, ok := parseSquare(s[:2]); !ok {
		return false
	}
	if _, ok := parseSquare(s[2:4]); !ok {
		return false
	}
	return len(s) == 4 || strings.IndexByte("nbrq", s[4]) >= 0
}
