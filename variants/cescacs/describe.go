package cescacs

import (
	"fmt"

	"github.com/pgntool/pgntool/pgn"
)

// MoveKind says what kind of move a move is.
type MoveKind uint8

// The kinds of move (their values are those of the move encoding, move.go).
const (
	PlainMove        MoveKind = iota // a step, slide or jump, with or without capture
	DoubleStep                       // a pawn's double step
	TripleStep                       // a pawn's triple step from an initial cell
	EnPassantNear                    // en passant onto the crossed cell nearer the pawn taken (@)
	EnPassantFar                     // en passant onto the farther crossed cell (@@)
	ScornfulCapture                  // orthogonal capture of a pawn that side-stepped (@)
	Castling                         // one of the 24 castlings, such as KRK-II
	WaitingPromotion                 // a pawn waiting on its last cell promotes where it stands
	KnightRide                       // the knight's double jump, never a capture
	KingLeap                         // the unmoved King's knight jump
)

var moveKindNames = [...]string{"plain move", "double step", "triple step", "en passant (@)", "en passant (@@)",
	"scornful capture", "castling", "waiting promotion", "knight ride", "king's leap"}

// String names the kind.
func (k MoveKind) String() string {
	if int(k) < len(moveKindNames) {
		return moveKindNames[k]
	}
	return fmt.Sprintf("MoveKind(%d)", uint8(k))
}

// MoveInfo describes a legal move in the position it was described in.
type MoveInfo struct {
	Kind       MoveKind
	From, To   Cell  // for a castling the King's cells; From == To for a waiting promotion
	Piece      Piece // the piece that moves (the King for a castling)
	Captured   Piece // the zero Piece when the move takes nothing
	CapturedAt Cell  // where the captured piece stood: To, except for en passant
	// Promotion is the type the pawn becomes, NoPieceType when it does not
	// promote; Waits is set when it reaches its last cell with no piece to
	// regain (=&) and stays a pawn until one is lost.
	Promotion PieceType
	Waits     bool
	// Castle is the castling code, as KRK-II; "" for other moves.
	Castle string
	// Text is the move in CTL-AN with standard letters and its check mark;
	// FAN in CTL-FAN figurines.
	Text, FAN string
}

// IsCapture reports whether the move takes a piece.
func (mi MoveInfo) IsCapture() bool { return !mi.Captured.IsZero() }

// IsEnPassant reports whether the move is an en passant or scornful
// capture.
func (mi MoveInfo) IsEnPassant() bool {
	return mi.Kind == EnPassantNear || mi.Kind == EnPassantFar || mi.Kind == ScornfulCapture
}

// String is the move in CTL-AN, as "NE3-C7".
func (mi MoveInfo) String() string { return mi.Text }

// Describe returns what m does in the current position, or a *MoveError
// when m is not legal there.
func (b *Board) Describe(m pgn.Move) (MoveInfo, error) {
	if !b.IsLegal(m) {
		return MoveInfo{}, b.illegal(m)
	}
	from := mFrom(m)
	mi := MoveInfo{
		Kind:     MoveKind(mSpecial(m)),
		From:     from,
		To:       mTo(m),
		Piece:    publicPiece(b.pos.cells[from]),
		Captured: publicPiece(mCaptured(m)),
		Text:     string(b.AppendMove(nil, m, NotationLetters)),
		FAN:      string(b.AppendMove(nil, m, NotationFAN)),
	}
	if mi.IsCapture() {
		mi.CapturedAt = mCapAt(m)
	}
	switch pr := mPromo(m); {
	case pr == promoWait:
		mi.Waits = true
	case pr != 0:
		mi.Promotion = PieceType(pr)
	}
	if mi.Kind == Castling {
		mi.Castle = castles[mCastle(m)].code
	}
	return mi, nil
}
