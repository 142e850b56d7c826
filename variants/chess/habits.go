package chess

import (
	"strconv"

	"github.com/pgntool/pgntool/pgn"
)

// oncePerGame are the deviations a writer makes by habit, on every move
// of the kind: long algebraic, the pawn's letter, castling with zeros,
// promotion without '='. Each is reported once per game, at its first
// move; the others say something about one move and its position (a check
// sign, a capture sign, an origin, an e.p. mark, a null move) and are
// reported at every move.
const oncePerGame = devLongAlgebraic | devPawnLetter | devCastlingZero | devPromotionMark

// habitKinds lists the deviations of oncePerGame in the order of
// habits.held.
var habitKinds = [4]deviation{devCastlingZero, devPawnLetter, devLongAlgebraic, devPromotionMark}

// habits is what a board knows about the deviations of oncePerGame in the
// game being played.
//
// A board that the core drives (set up by Variant.NewBoard or Reset) holds
// each habit's warning from its first move and counts the moves written
// so after it; EndGame reports it once, at that first move, with the
// count. A board of NewBoard or NewBoard960 is driven by its user, who may
// never end a game: it reports each habit at once, at its first move,
// noting that it is reported once per game.
type habits struct {
	// seen holds the deviations of oncePerGame met in this game.
	seen deviation
	// holding is set while warnings are held for EndGame.
	holding bool
	// held is each habit's first warning (Code "" when none was made, as
	// when ParseMove was given no report), and more counts the moves
	// written so after it.
	held [len(habitKinds)]heldHabit
}

type heldHabit struct {
	first pgn.Diagnostic
	more  int
}

// clear starts a game; holding says whether its warnings are held.
func (h *habits) clear(holding bool) {
	*h = habits{holding: holding}
}

// note records the habits of one move (d, its deviations) and returns
// those met for the first time in the game, which the move's warnings
// report or hold.
func (h *habits) note(d deviation) (first deviation) {
	d &= oncePerGame
	if again := d & h.seen; again != 0 && h.holding {
		for i, k := range habitKinds {
			if again&k != 0 {
				h.held[i].more++
			}
		}
	}
	first = d &^ h.seen
	h.seen |= d
	return first
}

// hold keeps the first warning of habit k until the game ends.
func (h *habits) hold(k deviation, d pgn.Diagnostic) {
	for i, kind := range habitKinds {
		if kind == k {
			h.held[i] = heldHabit{first: d}
		}
	}
}

// end reports the held warnings in the order of their moves, each with
// the number of further moves written so, and starts afresh.
func (h *habits) end(report pgn.Report) {
	held := h.held
	h.clear(false)
	if report == nil {
		return
	}
	for {
		next := -1
		for i := range held {
			if held[i].first.Code != "" && (next < 0 || held[i].first.Pos.Offset < held[next].first.Pos.Offset) {
				next = i
			}
		}
		if next < 0 {
			return
		}
		d := held[next].first
		d.Message += moreNote(held[next].more)
		report(d)
		held[next].first.Code = ""
	}
}

// moreNote ends a held habit's message with the number of further moves
// of the game written so; there is nothing to add when there are none.
func moreNote(more int) string {
	switch more {
	case 0:
		return ""
	case 1:
		return " (and 1 more move of this game is written so)"
	}
	return " (and " + strconv.Itoa(more) + " more moves of this game are written so)"
}

// EndGame reports the writing habits held since the game began, once
// each, at the first move written so, with the number of moves like it;
// package pgn calls it after a game's last move (see [pgn.BoardEnder]).
// The position is not changed. After EndGame the board reports habits at
// once until it is Reset for another game.
func (b *Board) EndGame(report pgn.Report) {
	if b != nil {
		b.habits.end(report)
	}
}

var _ pgn.BoardEnder = (*Board)(nil)
