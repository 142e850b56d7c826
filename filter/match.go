package filter

import "github.com/pgntool/pgntool/pgn"

// Match tells whether g meets every criterion. Tag, player, result, ECO,
// variant and ply-count criteria are checked first, without replaying the
// game or allocating; position, material, checkmate and stalemate criteria
// then replay the game once with pgn.Plies. A nil game matches nothing; a
// nil Criteria matches every game.
func (c *Criteria) Match(g *pgn.Game) bool {
	if g == nil {
		return false
	}
	if c == nil {
		return true
	}
	if len(c.variants) > 0 && !c.variantMatches(g.Variant) {
		return false
	}
	plies := len(g.Moves.Moves)
	if plies < c.minPlies || c.maxPlies >= 0 && plies > c.maxPlies {
		return false
	}
	if len(c.groups) > 0 {
		s := c.sides.of(g.Variant)
		for i := range c.groups {
			if !c.groups[i].match(g.Tags, s) {
				return false
			}
		}
	}
	for i := range c.ecos {
		if !c.ecos[i].match(g.Tags) {
			return false
		}
	}
	if !c.Replays() {
		return true
	}
	return c.matchMoves(g)
}

func (c *Criteria) variantMatches(v pgn.Variant) bool {
	if v == nil {
		return false
	}
	name := v.Name()
	for _, w := range c.variants {
		if w == name {
			return true
		}
	}
	return false
}

// maxSought bounds the position and material criteria one Criteria may
// hold, so that what was found fits in one word.
const maxSought = 64

// matchMoves replays g once, looking for the positions and material
// balances (the start position included) and for the main line's ending.
func (c *Criteria) matchMoves(g *pgn.Game) bool {
	if g.Variant == nil {
		return false
	}
	name := g.Variant.Name()
	sought := len(c.positions) + len(c.materials)
	var found uint64
	all := uint64(1)<<sought - 1
	var buf []byte
	if sought > 0 {
		buf = make([]byte, 0, 256)
	}
	look := func(b pgn.Board) {
		buf = b.AppendPosition(buf[:0])
		for i := range c.positions {
			if c.positions[i].match(name, buf) {
				found |= 1 << i
			}
		}
		if len(c.materials) > 0 {
			counts := countMaterial(buf)
			for i := range c.materials {
				if c.materials[i].match(&counts) {
					found |= 1 << (len(c.positions) + i)
				}
			}
		}
	}
	last := g.LastMove()
	needEnding := c.checkmate || c.stalemate
	endingOK := false
	ending := func(b pgn.Board) {
		_, reason := b.Outcome()
		endingOK = (!c.checkmate || reason == "checkmate") && (!c.stalemate || reason == "stalemate")
	}
	if sought > 0 || last == nil && needEnding {
		b, ok := g.Variant.NewBoard(g.Tags, nil)
		if !ok || b == nil {
			return false
		}
		if sought > 0 {
			look(b)
		}
		if last == nil && needEnding {
			ending(b)
		}
	}
	if last != nil && (found != all || needEnding) {
		for p := range pgn.Plies(g, nil) {
			if !p.MainLine && !c.variations {
				continue
			}
			if sought > 0 && found != all && c.worthLooking(name, found, p.Second) {
				look(p.Board)
			}
			if p.MainLine && p.Node == last {
				if needEnding {
					ending(p.Board)
				}
				if !c.variations || found == all {
					break
				}
			}
		}
	}
	return found == all && (!needEnding || endingOK)
}

// worthLooking tells whether the position after a move, with the first
// player to move or not (the first player moves next after a move of the
// second), can satisfy a criterion not yet met: material is
// looked for after every move, a position only when its side is to move.
// Writing out the position is most of a position search's cost.
func (c *Criteria) worthLooking(variant string, found uint64, first bool) bool {
	if len(c.materials) > 0 {
		return true
	}
	for i := range c.positions {
		if found&(1<<i) == 0 && c.positions[i].wants(variant, first) {
			return true
		}
	}
	return false
}
