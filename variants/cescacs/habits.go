package cescacs

import (
	"fmt"

	"github.com/pgntool/pgntool/pgn"
)

// A habit is a deviation that a record repeats wherever it can: the old
// check mark ^+, the en dash, x for ×, P before a pawn's move, a letter
// that the Redefine tag replaces, a comment that shares the line of its
// move. Reported on every move, one such habit of a game drowned its real
// faults (a game with ^+ on every check); it is reported once per game,
// at its first place, with the number of places.
//
// In lint, the moves of a C'escacs game are parsed twice: by the core's
// checker, and again by CheckGame (comments.go), which numbers the moves.
// The boards the core makes (NewBoard) leave habits out; the board of
// CheckGame collects them in a habitTally, reported once the game is done.

// habitTally collects the habits of one game: for each fault, told apart
// by a key, the first diagnostic and how many times it was seen.
type habitTally struct {
	index map[string]int
	first []pgn.Diagnostic
	count []int
}

// add records one occurrence of the fault key, diagnosed as d.
func (h *habitTally) add(key string, d pgn.Diagnostic) {
	if i, ok := h.index[key]; ok {
		h.count[i]++
		return
	}
	if h.index == nil {
		h.index = map[string]int{}
	}
	h.index[key] = len(h.first)
	h.first = append(h.first, d)
	h.count = append(h.count, 1)
}

// flush reports each fault once, in the order first seen, with the
// number of places when there are several, and empties the tally.
func (h *habitTally) flush(report pgn.Report, places string) {
	for i, d := range h.first {
		if n := h.count[i]; n > 1 {
			d.Message += fmt.Sprintf(" (%d %s of this game do the same; only the first is reported)", n, places)
		}
		report(d)
	}
	*h = habitTally{}
}

// habit passes a habit of a move on to the board's tally, if it keeps one.
func (b *Board) habit(key string, d pgn.Diagnostic) {
	if b.habits != nil {
		b.habits.add(key, d)
	}
}
