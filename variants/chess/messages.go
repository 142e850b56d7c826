package chess

import (
	"fmt"
	"strings"

	"github.com/pgntool/pgntool/pgn"
)

// Messages are built here, off the hot path: ParseMove only reaches this
// file when a move is wrong or non-canonical.

func plural(t int) string { return pieceNames[t] + "s" }

func squareList(b bitboard) string {
	var names []string
	for b != 0 {
		names = append(names, squareName(b.pop()))
	}
	if len(names) <= 1 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

func sideName(side int) string {
	return sideWord[side] + "-side"
}

// failMessage explains why text names no legal move, naming the square and
// the rule, and returns the diagnostic code.
func (p *position) failMessage(text []byte, sm *sanMove, f failure) (code, msg string) {
	q := fmt.Sprintf("%q", text)
	us := colorName[p.side]
	to := ""
	if sm.to != noSquare {
		to = squareName(sm.to)
	}
	name := pieceNames[sm.piece]
	switch f.kind {
	case failAmbiguous:
		all := "all"
		if f.cands.count() == 2 {
			all = "both"
		}
		return "move-ambiguous", fmt.Sprintf("ambiguous move %s: the %s on %s can %s reach %s; name the origin file or rank",
			q, plural(sm.piece), squareList(f.cands), all, to)
	case failNoPiece:
		if sm.fromFile >= 0 || sm.fromRank >= 0 {
			return "move-illegal", fmt.Sprintf("illegal move %s: no %s %s on the given origin can reach %s", q, strings.ToLower(us), name, to)
		}
		return "move-illegal", fmt.Sprintf("illegal move %s: no %s %s can reach %s", q, strings.ToLower(us), name, to)
	case failOwnPiece:
		pc := p.board[sm.to]
		return "move-illegal", fmt.Sprintf("illegal move %s: %s has its own %s on %s", q, us, pieceNames[pc.kind()], to)
	case failSelfCheck:
		return "move-illegal", fmt.Sprintf("illegal move %s: the %s on %s cannot go to %s without leaving the %s king in check",
			q, name, squareList(f.cands), to, strings.ToLower(us))
	case failPromoMissing:
		return "move-illegal", fmt.Sprintf("illegal move %s: a pawn reaching %s must promote; write e.g. %s=Q", q, to, to)
	case failPromoBad:
		if sm.piece != pawn {
			return "move-illegal", fmt.Sprintf("illegal move %s: only a pawn can promote", q)
		}
		if sm.promo == king || sm.promo == pawn {
			return "move-illegal", fmt.Sprintf("illegal move %s: a pawn promotes to a queen, rook, bishop or knight", q)
		}
		return "move-illegal", fmt.Sprintf("illegal move %s: a pawn promotes only on the last rank, not on %s", q, to)
	case failPawnBlocked:
		return "move-illegal", fmt.Sprintf("illegal move %s: %s is occupied, and a pawn captures only diagonally", q, to)
	case failNothingToCapture:
		return "move-illegal", fmt.Sprintf("illegal move %s: a pawn moving diagonally must capture, but %s is empty and not the en passant square", q, to)
	case failNoCastleRight:
		return "move-illegal", fmt.Sprintf("illegal move %s: %s has no %s castling right", q, us, sideName(sm.castle))
	case failCastleInCheck:
		return "move-illegal", fmt.Sprintf("illegal move %s: %s cannot castle out of check", q, us)
	case failCastleBlocked:
		return "move-illegal", fmt.Sprintf("illegal move %s: %s %s castling is blocked, or the king would cross or land on an attacked square", q, us, sideName(sm.castle))
	case failNullInCheck:
		return "move-illegal", fmt.Sprintf("illegal move %s: a null move cannot be played while %s is in check", q, us)
	}
	return "move-illegal", fmt.Sprintf("illegal move %s", q)
}

// warnDeviations reports each way text departs from the canonical SAN of m,
// quoting the canonical form so the fix is plain.
func (p *position) warnDeviations(text []byte, sm *sanMove, m move, gives, mate bool, pos pgn.Position, report pgn.Report) {
	if report == nil {
		return
	}
	q := fmt.Sprintf("%q", text)
	san := fmt.Sprintf("%q", p.appendSAN(nil, m))
	warn := func(code, format string, args ...any) { report(pgn.Warnf(pos, code, format, args...)) }
	d := sm.dev
	if d&devNull != 0 {
		warn("null-move", "null move %s passes the turn; it is no chess move, and is kept and written as \"--\"", q)
	}
	if d&devCastlingZero != 0 {
		warn("castling-zero", "castling %s is written with zeros; SAN uses the letter O: %s", q, san)
	}
	if d&devPawnLetter != 0 {
		warn("pawn-letter", "move %s names the pawn; SAN writes pawn moves without a letter: %s", q, san)
	}
	if d&devCaptureMissing != 0 {
		warn("capture-mark", "move %s captures on %s but has no 'x': %s", q, squareName(m.to()), san)
	}
	if d&devCaptureExtra != 0 {
		warn("capture-mark", "move %s has a capture sign but captures nothing on %s: %s", q, squareName(m.to()), san)
	}
	if d&devOverDisambiguated != 0 {
		warn("over-disambiguated", "move %s names more of its origin square than needed: %s", q, san)
	}
	if d&devLongAlgebraic != 0 {
		warn("long-algebraic", "move %s is in long algebraic or UCI notation; SAN is %s", q, san)
	}
	if d&devPromotionMark != 0 {
		warn("promotion-mark", "promotion %s lacks the '=' sign: %s", q, san)
	}
	if d&devEnPassantMark != 0 {
		if m.kind() == moveEnPassant {
			warn("en-passant-mark", "move %s carries an \"e.p.\" mark, which SAN leaves out: %s", q, san)
		} else {
			warn("en-passant-mark", "move %s carries an \"e.p.\" mark but is no en passant capture: %s", q, san)
		}
	}
	if sm.null || sm.mark == wantMark(gives, mate) {
		return
	}
	switch {
	case mate:
		warn("check-mark", "move %s gives checkmate and should end with '#': %s", q, san)
	case gives:
		warn("check-mark", "move %s gives check and should end with '+': %s", q, san)
	default:
		warn("check-mark", "move %s has a check sign but gives no check: %s", q, san)
	}
}
