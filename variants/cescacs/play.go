package cescacs

import (
	"fmt"

	"github.com/pgntool/pgntool/pgn"
)

// LegalMoves appends the legal moves of the side to move to dst and
// returns it. It does not allocate when dst has room (a position has at
// most a few hundred moves). The order is the generator's: by origin cell
// in Cells order, then special captures.
func (b *Board) LegalMoves(dst []pgn.Move) []pgn.Move {
	if b == nil {
		return dst
	}
	var l moveList
	b.legal(&l)
	return append(dst, l.moves[:l.n]...)
}

// ErrIllegalMove (the same value as pgn.ErrIllegalMove) is what the errors of Parse, Play and Describe match
// (errors.Is) when they refuse a move.
var ErrIllegalMove = pgn.ErrIllegalMove

// MoveError is the error of Parse, Play and Describe for a move they
// refuse; it says why.
type MoveError struct {
	Msg string
}

// Error returns the reason.
func (e *MoveError) Error() string { return "cescacs: " + e.Msg }

// Unwrap returns ErrIllegalMove.
func (e *MoveError) Unwrap() error { return ErrIllegalMove }

func moveErrf(format string, args ...any) error {
	return &MoveError{Msg: fmt.Sprintf(format, args...)}
}

// IsLegal reports whether m is a legal move in the current position: one
// of LegalMoves, with the same captured piece. A move of another board, or
// one that was legal before the position changed, is not.
func (b *Board) IsLegal(m pgn.Move) bool {
	if b == nil || !wellFormed(m) {
		return false
	}
	p := &b.pos
	if q := p.cells[mFrom(m)]; !q.isPiece() || q.side() != p.toMove {
		return false
	}
	var pl moveList
	p.pseudo(&pl)
	for i := 0; i < pl.n; i++ {
		if pl.moves[i] == m {
			us := p.toMove
			b.Make(m)
			ok := !p.inCheck(us)
			b.Unmake()
			return ok
		}
	}
	return false
}

// Play makes m after checking that it is legal in the position, and
// returns a *MoveError, leaving the board unchanged, when it is not. Make
// trusts its move; Play is for moves that come from elsewhere. Neither
// allocates, except when the list of moves to take back outgrows its room
// (256 plies to start, then doubled).
func (b *Board) Play(m pgn.Move) error {
	if !b.IsLegal(m) {
		return b.illegal(m)
	}
	b.Make(m)
	return nil
}

// illegal explains why Play refused m.
func (b *Board) illegal(m pgn.Move) error {
	if b == nil {
		return moveErrf("no board to play on (nil Board)")
	}
	if !wellFormed(m) {
		return moveErrf("%#x is not a move of a C'escacs board", uint64(m))
	}
	from, to := mFrom(m), mTo(m)
	q := b.pos.cells[from]
	switch {
	case !q.isPiece():
		return moveErrf("move %s-%s: %s is empty (a move of another position?)", from, to, from)
	case q.side() != b.pos.toMove:
		return moveErrf("move %s-%s: %s on %s, but %s is to move", from, to, q, from, b.pos.toMove)
	}
	return moveErrf("move %s-%s of the %s is not legal in %s", from, to, q, b.TLPD())
}

// Parse reads one move in CTL-AN (or CTL-FAN), such as "NE3-C7" or
// "KRK-II", and returns the legal move it denotes. Check marks may be left
// out. A move it cannot read, or that is illegal or ambiguous, gives a
// *MoveError with the reason; deviations that leave the move certain (a wrong
// check mark, an old spelling) are accepted.
func (b *Board) Parse(text string) (pgn.Move, error) {
	var first *pgn.Diagnostic
	report := func(d pgn.Diagnostic) {
		if first == nil && d.Severity == pgn.Error {
			first = &d
		}
	}
	m, ok := b.ParseMove([]byte(text), pgn.Position{}, report)
	if !ok {
		msg := "not a move"
		if first != nil {
			msg = first.Message
		}
		return 0, &MoveError{Msg: msg}
	}
	return m, nil
}

// PlayText parses text as Parse does and plays the move.
func (b *Board) PlayText(text string) (pgn.Move, error) {
	m, err := b.Parse(text)
	if err != nil {
		return 0, err
	}
	b.Make(m)
	return m, nil
}
