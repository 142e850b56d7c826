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
// It reads the move's squares from its UCI text and the pieces from the
// board. A Chess960 board, whose UCI text of castling names the rook's
// square, and any text it does not expect go through Describe.
func describeMove(b *chess.Board, m pgn.Move, pm *playedMove) error {
	var buf [8]byte
	u := b.AppendMove(buf[:0], m, chess.UCI)
	if b.Chess960() || len(u) < 4 || len(u) > 5 {
		return describeSlow(b, m, pm)
	}
	if string(u) == "0000" {
		*pm = playedMove{from: chess.NoSquare, to: chess.NoSquare, rookFrom: chess.NoSquare, rookTo: chess.NoSquare, null: true}
		return nil
	}
	from, ok1 := uciSquare(u[0], u[1])
	to, ok2 := uciSquare(u[2], u[3])
	if !ok1 || !ok2 {
		return describeSlow(b, m, pm)
	}
	*pm = playedMove{from: from, to: to, rookFrom: chess.NoSquare, rookTo: chess.NoSquare, piece: b.PieceAt(from)}
	if len(u) == 5 {
		switch u[4] {
		case 'q':
			pm.promotion = chess.Queen
		case 'r':
			pm.promotion = chess.Rook
		case 'b':
			pm.promotion = chess.Bishop
		case 'n':
			pm.promotion = chess.Knight
		default:
			return describeSlow(b, m, pm)
		}
	}
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

// uciSquare reads a square written as UCI writes it ("e4").
func uciSquare(file, rank byte) (chess.Square, bool) {
	if file-'a' >= 8 || rank-'1' >= 8 {
		return chess.NoSquare, false
	}
	return chess.SquareAt(int(file-'a'), int(rank-'1')), true
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
