package scid

import (
	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants/chess"
)

// playedMove is what the encoder needs of a move: the fields of
// chess.MoveInfo but its check status and its SAN and UCI texts, which
// cost Board.Describe most of its time (a check test per move) and which
// the record does not hold.
type playedMove struct {
	from, to, rookFrom, rookTo chess.Square
	piece, captured            chess.Piece
	promotion                  chess.PieceType
	castling, enPassant, null  bool
}

// fromInfo is the playedMove of a MoveInfo.
func fromInfo(info *chess.MoveInfo) playedMove {
	return playedMove{
		from: info.From, to: info.To, rookFrom: info.RookFrom, rookTo: info.RookTo,
		piece: info.Piece, captured: info.Captured, promotion: info.Promotion,
		castling: info.Castling, enPassant: info.EnPassant, null: info.Null,
	}
}

// describeMove tells in pm what m, a legal move of b's position, does: what
// Describe tells (TestDescribeMoveMatchesDescribe) but the check status.
// It takes the move's squares as UCI names them (Board.MoveSquares) and
// the pieces from the board. A Chess960 board, whose UCI castling names
// the rook's square, and a move the board does not find legal go through
// Describe.
func describeMove(b *chess.Board, m pgn.Move, pm *playedMove) error {
	from, to, promo, ok := b.MoveSquares(m)
	if !ok || b.Chess960() {
		return describeSlow(b, m, pm)
	}
	if from == chess.NoSquare {
		*pm = playedMove{from: chess.NoSquare, to: chess.NoSquare, rookFrom: chess.NoSquare, rookTo: chess.NoSquare, null: true}
		return nil
	}
	*pm = playedMove{from: from, to: to, rookFrom: chess.NoSquare, rookTo: chess.NoSquare, piece: b.PieceAt(from), promotion: promo}
	df := to.File() - from.File()
	switch pm.piece.Type() {
	case chess.King:
		// Outside Chess960 a king moves two files only to castle, from
		// its home square to the g or c file, the rook from the h or a
		// file to the f or d file.
		if df == 2 || df == -2 {
			rank := from.Rank()
			pm.castling = true
			if df > 0 {
				pm.rookFrom, pm.rookTo = chess.SquareAt(7, rank), chess.SquareAt(5, rank)
			} else {
				pm.rookFrom, pm.rookTo = chess.SquareAt(0, rank), chess.SquareAt(3, rank)
			}
			return nil
		}
	case chess.Pawn:
		// A pawn that changes file onto an empty square takes en passant
		// the pawn beside it.
		if df != 0 && b.PieceAt(to) == chess.NoPiece {
			pm.enPassant = true
			pm.captured = b.PieceAt(chess.SquareAt(to.File(), from.Rank()))
			return nil
		}
	}
	pm.captured = b.PieceAt(to)
	return nil
}

// describeSlow is describeMove through Board.Describe.
func describeSlow(b *chess.Board, m pgn.Move, pm *playedMove) error {
	info, err := b.Describe(m)
	if err != nil {
		return err
	}
	*pm = fromInfo(&info)
	return nil
}

// Replay is the moves of one game as a pgn.Checker plays them: given
// Played as the checker's OnPlayed, it records what the encoder needs of
// each move, so that Writer.AddReplayed and Encoder.EncodeReplayed encode
// the game without replaying it a second time. Reset it before each game.
// The zero value is ready; it is for one goroutine.
type Replay struct {
	moves  []playedMove
	failed bool // a move was given that describeMove could not tell
}

// Reset empties r for the next game.
func (r *Replay) Reset() {
	r.moves, r.failed = r.moves[:0], false
}

// Played records m, about to be played on b: the hook for
// pgn.Checker.OnPlayed. A board of another variant than chess, or in
// Chess960 mode (the encoder's own board, set up from the FEN alone, is
// not), leaves r unusable for the game.
func (r *Replay) Played(b pgn.Board, m pgn.Move) {
	cb, ok := b.(*chess.Board)
	if !ok || cb.Chess960() {
		r.failed = true
		return
	}
	r.moves = append(r.moves, playedMove{})
	if describeMove(cb, m, &r.moves[len(r.moves)-1]) != nil {
		r.moves = r.moves[:len(r.moves)-1]
		r.failed = true
	}
}
