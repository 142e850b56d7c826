package chess

import (
	"errors"
	"strings"

	"github.com/pgntool/pgntool/pgn"
)

// Board is a chess position that implements [pgn.Board]. Its zero value is
// not ready for use; get one from [NewBoard] or Variant.NewBoard.
type Board struct {
	p position
	// marks keeps the check-mark warnings made so far, by move text and
	// the sign it should carry: files of engine games without check signs
	// repeat a few thousand messages a hundred thousand times.
	marks map[string]string
	// told holds the deviations of oncePerGame reported in this game.
	told deviation
}

var _ pgn.Board = (*Board)(nil)

// NewBoard sets up a board from a FEN record (X-FEN and Shredder-FEN
// castling rights are read in Chess960 mode). The error lists every fault
// found in the record.
func NewBoard(fen string, chess960 bool) (*Board, error) {
	b := newBoard()
	faults, ok := b.p.setFEN(fen, chess960)
	if len(faults) > 0 || !ok {
		return nil, errors.New(strings.Join(faults, "; "))
	}
	return b, nil
}

// newBoard returns a board whose undo stack has room for most games (4 KB),
// so Make rarely allocates while a game is replayed; longer games grow it.
func newBoard() *Board {
	b := &Board{}
	b.p.history = make([]undo, 0, 256)
	b.p.clear()
	return b
}

// ParseMove finds the legal move text names, accepting the lenient import
// forms of docs/chess.md with a warning for each deviation from SAN.
func (b *Board) ParseMove(text []byte, pos pgn.Position, report pgn.Report) (pgn.Move, bool) {
	if m, mark, ok := b.p.quickMove(text); ok {
		// Canonical SAN: only the check sign is left to verify. This is
		// checkStatus, written out to save a call on every move.
		gives := b.p.givesCheck(m)
		mate := gives && b.p.mates(m)
		b.p.next, b.p.nextCheck = m, checkOf(gives)
		if mark != wantMark(gives, mate) {
			b.warnCheckMark(text, gives, mate, pos, report)
		}
		return pgn.Move(m), true
	}
	var sm sanMove
	if reason := lexSAN(text, &sm); reason != "" {
		emit(report, pgn.Errorf(pos, "move-syntax", "unreadable move %q: %s", text, reason))
		return 0, false
	}
	m, f := b.p.resolve(&sm)
	if f.kind != failNone {
		code, msg := b.p.failMessage(text, &sm, f)
		emit(report, pgn.Errorf(pos, code, "%s", msg))
		return 0, false
	}
	gives, mate := b.p.checkStatus(m)
	b.p.next, b.p.nextCheck = m, checkOf(gives)
	wantGives, wantMate := gives, mate
	if sm.uciForm() && sm.mark == markNone {
		wantGives, wantMate = false, false // UCI has no check signs to check
	}
	dev := sm.dev &^ b.told
	b.told |= sm.dev & oncePerGame
	if dev != 0 || sm.mark != wantMark(wantGives, wantMate) {
		b.p.warnDeviations(text, dev, sm.mark, m, gives, mate, wantGives, wantMate, pos, report)
	}
	return pgn.Move(m), true
}

func emit(report pgn.Report, d pgn.Diagnostic) {
	if report != nil {
		report(d)
	}
}

func wantMark(gives, mate bool) checkMark {
	switch {
	case mate:
		return markMate
	case gives:
		return markCheck
	}
	return markNone
}

// checkStatus tells whether m gives check, and if so whether it mates; only
// a check needs the move played and the replies searched.
func (p *position) checkStatus(m move) (gives, mate bool) {
	gives = p.givesCheck(m)
	return gives, gives && p.mates(m)
}

// mates reports whether m, a legal move that gives check, leaves the
// opponent without a legal move.
func (p *position) mates(m move) bool {
	p.makeMove(m)
	p.check = checkYes
	mate := !p.hasEvasion()
	p.unmakeMove()
	return mate
}

// sanitize keeps a move from outside within the encoding's valid range, so
// a corrupt value cannot index past the piece tables.
func sanitize(m pgn.Move) move {
	mv := move(m) & (1<<17 - 1)
	if pr := mv.promo(); pr != noType && (pr < knight || pr > queen) {
		mv = newMove(mv.from(), mv.to(), noType, mv.kind())
	}
	return mv
}

// Make plays m, which ParseMove returned for the current position.
func (b *Board) Make(m pgn.Move) { b.p.makeMove(sanitize(m)) }

// Unmake takes back the last move made.
func (b *Board) Unmake() { b.p.unmakeMove() }

// AppendMove writes m in notation "san" (the default), "lan" or "uci".
func (b *Board) AppendMove(dst []byte, m pgn.Move, notation string) []byte {
	mv := sanitize(m)
	switch notation {
	case "uci":
		return b.p.appendUCI(dst, mv)
	case "lan":
		return b.p.appendLAN(dst, mv)
	}
	return b.p.appendSAN(dst, mv)
}

// MoveNumber returns the fullmove number and whether Black is to move.
func (b *Board) MoveNumber() (int, bool) { return b.p.fullmove, b.p.side == black }

// Outcome returns the result forced by checkmate or stalemate. Other draws
// (insufficient material, repetition, the fifty-move rule) need a claim or
// an agreement in real games, so they never force a result here.
func (b *Board) Outcome() (result, reason string) {
	if b.p.hasLegalMove() {
		return "", ""
	}
	if !b.p.inCheck() {
		return "1/2-1/2", "stalemate"
	}
	if b.p.side == white {
		return "0-1", "checkmate"
	}
	return "1-0", "checkmate"
}

// AppendPosition appends the position as FEN.
func (b *Board) AppendPosition(dst []byte) []byte { return b.p.appendFEN(dst) }

// Perft counts the leaf nodes of the legal move tree to depth, the standard
// test of a move generator.
func (b *Board) Perft(depth int) uint64 { return b.p.perft(depth) }
