package cescacs

import (
	"strings"

	"github.com/pgntool/pgntool/pgn"
)

// checkNumbers compares the written move numbers ("12.", "1?", "6. …")
// with the moves' places; the first wrong number of a line is reported,
// as the rest follow it.
func (c *commentCheck) checkNumbers(l *pgn.Line) {
	wrong := false
	for _, n := range l.Moves {
		digits := 0
		for digits < len(n.Number) && isDigit(n.Number[digits]) {
			digits++
		}
		if digits > 0 && !wrong {
			nb := c.nums[n]
			ellipsis := strings.Contains(n.Number, "…") || strings.Contains(n.Number, "..")
			switch got := atoi(n.Number[:digits]); {
			case got != nb.num:
				c.report(pgn.Warnf(n.Pos, CodeMoveNumber, "move number %s written before %s, which is %s's move %d", n.Number, n.Text, sideName(nb.second), nb.num))
				wrong = true
			case ellipsis && !nb.second:
				c.report(pgn.Warnf(n.Pos, CodeMoveNumber, "%s marks a Black move, but %s is White's move %d", n.Number, n.Text, nb.num))
				wrong = true
			}
		}
		for _, v := range n.Variations {
			c.checkNumbers(v)
		}
	}
}

// checkEnd checks the ending of the record: its last move carries the
// game indicator ":" unless it mates (#), and no earlier move does.
func (c *commentCheck) checkEnd() {
	moves := c.game.Moves.Moves
	for i, n := range moves {
		last := i == len(moves)-1
		ends := false
		for _, g := range n.Glyphs {
			ends = ends || strings.HasSuffix(g, ":")
		}
		switch {
		case ends && !last:
			c.placeHabits.add("early end", pgn.Warnf(n.Pos, CodeGameEnd, "%s carries the end indicator \":\" but is not the last move", n.Text))
		case last && !ends && !strings.HasSuffix(n.Text, "#"):
			c.report(pgn.Warnf(n.Pos, CodeGameEnd, "the last move %s needs the end indicator \":\" (# when it mates)", n.Text))
		}
	}
}
