package cescacs

import (
	"sort"
	"strings"

	"github.com/pgntool/pgntool/pgn"
)

// CheckGame checks what CTL-PGN asks of comments: each opens at the start
// of a line and closes at its end, its marker (@W: @B: : # #W: #B:) fits
// the move it follows, and the references inside it (#14, #14@B,
// #.16$[1]@W, $24, ~PE13) point at moves that exist and come before it.
//
// A tree that holds a nil move or variation, which no reader makes, is
// left unchecked.
func (variant) CheckGame(g *pgn.Game, report pgn.Report) {
	if g == nil || report == nil || hasNil(&g.Moves) {
		return
	}
	c := commentCheck{game: g, report: report}
	c.run()
}

// run makes every check of CheckGame.
func (c *commentCheck) run() {
	g := c.game
	c.numberGame()
	c.moveHabits.flush(c.report, "moves")
	c.checkNumbers(&g.Moves)
	c.checkEnd()
	c.checkPlacement()
	c.walk(&g.Moves, nil)
	for i := range g.After {
		c.check(&g.After[i], []frame{{line: &g.Moves, limit: len(g.Moves.Moves) - 1}}, -1)
	}
	c.placeHabits.flush(c.report, "places")
}

// hasNil reports whether a line or a line under it holds a nil move or
// a nil variation.
func hasNil(l *pgn.Line) bool {
	for _, n := range l.Moves {
		if n == nil {
			return true
		}
		for _, v := range n.Variations {
			if v == nil || hasNil(v) {
				return true
			}
		}
	}
	return false
}

// numbered is a move with the number and side the record gives it.
type numbered struct {
	num    int
	second bool
}

type commentCheck struct {
	game   *pgn.Game
	report pgn.Report
	nums   map[*pgn.Node]numbered
	// shifted holds the variations that replace White's move of the pair
	// they follow (see pairs.go).
	shifted map[*pgn.Line]bool
	// moveHabits and placeHabits collect the faults a record repeats on
	// every move or comment, reported once per game (habits.go).
	moveHabits, placeHabits habitTally
	// indexes find the moves of a line by number (references.go).
	indexes map[*pgn.Line]*lineIndex
	// work counts the bytes and moves the reference checks visit, so
	// that a test can show the work grows linearly with the game.
	work int
}

// frame is one line on the path from the main line to a comment: limit is
// the last move of that line that comes before the comment.
type frame struct {
	line  *pgn.Line
	limit int
}

// numberGame gives every move its number and side, from the TLPD (or the
// start position) and the alternation of the sides; a variation's first
// move takes the number and side of the move it replaces.
func (c *commentCheck) numberGame() {
	c.nums = map[*pgn.Node]numbered{}
	c.shifted, _ = replayPairs(c.game, nil, &c.moveHabits)
	num, second := 1, false
	if b, ok := Variant.NewBoard(c.game.Tags, nil); ok {
		num, second = b.MoveNumber()
		if num == 0 {
			num = 1
		}
	}
	c.numberLine(&c.game.Moves, num, second)
}

func (c *commentCheck) numberLine(l *pgn.Line, num int, second bool) {
	prev := numbered{num, second}
	for _, n := range l.Moves {
		c.nums[n] = numbered{num, second}
		for _, v := range n.Variations {
			if c.shifted[v] {
				c.numberLine(v, prev.num, prev.second)
			} else {
				c.numberLine(v, num, second)
			}
		}
		prev = numbered{num, second}
		if second {
			num++
		}
		second = !second
	}
}

func (c *commentCheck) walk(l *pgn.Line, path []frame) {
	here := append(path, frame{line: l, limit: -1})
	for i := range l.Comments {
		c.check(&l.Comments[i], here, -1)
	}
	for i, n := range l.Moves {
		here[len(here)-1].limit = i
		for j := range n.Comments {
			c.check(&n.Comments[j], here, i)
		}
		for _, v := range n.Variations {
			// Inside a variation, the moves of this line before the one it
			// replaces come before any of its comments.
			here[len(here)-1].limit = i - 1
			if c.shifted[v] {
				here[len(here)-1].limit = i - 2
			}
			c.walk(v, here)
			here[len(here)-1].limit = i
			for j := range v.After {
				c.check(&v.After[j], here, i)
			}
		}
	}
}

// check checks one comment; anchor is the index of the move it follows in
// the innermost line of path, or -1.
func (c *commentCheck) check(cm *pgn.Comment, path []frame, anchor int) {
	text := cm.Text
	body := strings.TrimLeft(text, " \t")
	lead := len(text) - len(body)
	inner := path[len(path)-1]
	switch {
	case strings.HasPrefix(body, "@W:"), strings.HasPrefix(body, "#W:"):
		c.checkMarker(cm, lead, body[:3], inner.line, anchor, false)
	case strings.HasPrefix(body, "@B:"), strings.HasPrefix(body, "#B:"):
		c.checkMarker(cm, lead, body[:3], inner.line, anchor, true)
	case len(body) > 2 && body[0] == '@' && body[2] == ':':
		c.report(pgn.Warnf(textPos(cm, lead), CodeCommentMarker, "unknown comment marker %q: the markers are @W: @B: : # #W: #B:", body[:3]))
	}
	c.references(cm, path)
}

// checkMarker checks that @W:/@B: follow a move pair holding a move of
// that side.
func (c *commentCheck) checkMarker(cm *pgn.Comment, lead int, marker string, l *pgn.Line, anchor int, second bool) {
	who := "White"
	if second {
		who = "Black"
	}
	if anchor < 0 {
		c.report(pgn.Warnf(textPos(cm, lead), CodeCommentMarker, "%s refers to %s's move, but no move comes before this comment", marker, who))
		return
	}
	n := l.Moves[anchor]
	nb := c.nums[n]
	if nb.second == second {
		return
	}
	// A comment after the pair may speak of White's move of that pair.
	if !second && anchor > 0 {
		prev := c.nums[l.Moves[anchor-1]]
		if !prev.second && prev.num == nb.num {
			return
		}
	}
	c.report(pgn.Warnf(textPos(cm, lead), CodeCommentMarker, "%s refers to %s's move, but the comment follows %s's move %d", marker, who, sideName(nb.second), nb.num))
}

func sideName(second bool) string {
	if second {
		return "Black"
	}
	return "White"
}

// textPos is the position of byte off of a comment's text.
func textPos(cm *pgn.Comment, off int) pgn.Position {
	p := cm.Pos
	p.Offset++
	p.Column++
	for i := 0; i < off && i < len(cm.Text); i++ {
		p.Offset++
		switch {
		case cm.Text[i] == '\n':
			p.Line++
			p.Column = 1
		case cm.Text[i]&0xc0 != 0x80:
			p.Column++
		}
	}
	return p
}

// checkPlacement checks that comments start and end their lines: no move,
// result or other comment shares a line with a comment's braces.
func (c *commentCheck) checkPlacement() {
	type item struct {
		off        int64
		line, end  int
		isComment  bool
		cm         *pgn.Comment
		isVariaton bool
	}
	var items []item
	addComments := func(cs []pgn.Comment) {
		for i := range cs {
			cm := &cs[i]
			if cm.Line || !cm.Pos.IsValid() {
				continue
			}
			items = append(items, item{off: cm.Pos.Offset, line: cm.Pos.Line, end: cm.Pos.Line + strings.Count(cm.Text, "\n"), isComment: true, cm: cm})
		}
	}
	var walk func(l *pgn.Line)
	walk = func(l *pgn.Line) {
		if l.Pos.IsValid() {
			items = append(items, item{off: l.Pos.Offset, line: l.Pos.Line, end: l.Pos.Line, isVariaton: true})
		}
		addComments(l.Comments)
		for _, n := range l.Moves {
			items = append(items, item{off: n.Pos.Offset, line: n.Pos.Line, end: n.Pos.Line})
			addComments(n.Comments)
			for _, v := range n.Variations {
				walk(v)
				addComments(v.After)
			}
		}
	}
	walk(&c.game.Moves)
	addComments(c.game.After)
	if c.game.ResultPos.IsValid() {
		items = append(items, item{off: c.game.ResultPos.Offset, line: c.game.ResultPos.Line, end: c.game.ResultPos.Line})
	}
	sort.Slice(items, func(i, j int) bool { return items[i].off < items[j].off })
	for i, it := range items {
		if !it.isComment {
			continue
		}
		if i > 0 && items[i-1].end == it.line {
			report := "shares its line with the move before it"
			if items[i-1].isComment {
				report = "shares its line with another comment"
			} else if items[i-1].isVariaton {
				report = "shares its line with the opening ( of a variation"
			}
			c.placeHabits.add("opens "+report, pgn.Warnf(it.cm.Pos, CodeCommentPlacement, "a comment opens at the start of a line; this one %s", report))
		}
		if i+1 < len(items) && items[i+1].line == it.end {
			c.placeHabits.add("closes "+kindOf(items[i+1].isComment), pgn.Warnf(it.cm.Pos, CodeCommentPlacement, "a comment closes at the end of its line; here a %s follows it on line %d", kindOf(items[i+1].isComment), it.end))
		}
	}
}

func kindOf(comment bool) string {
	if comment {
		return "comment"
	}
	return "move"
}
