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
	if c.RejectsTags(g.Variant, g.Tags) {
		return false
	}
	plies := len(g.Moves.Moves)
	if plies < c.minPlies || c.maxPlies >= 0 && plies > c.maxPlies {
		return false
	}
	if !c.Replays() {
		return true
	}
	return c.matchMoves(g)
}

// RejectsTags tells whether the variant, tag, player, result and ECO
// criteria alone reject a game of variant v with these tags, so that
// Match rejects it whatever its moves: a reader may then pass over its
// movetext (pgn.ReaderOptions.PassOver). A nil Criteria rejects nothing.
func (c *Criteria) RejectsTags(v pgn.Variant, tags []pgn.Tag) bool {
	if c == nil {
		return false
	}
	if len(c.variants) > 0 && !c.variantMatches(v) {
		return true
	}
	if len(c.groups) > 0 {
		s := c.sides.of(v)
		for i := range c.groups {
			if !c.groups[i].match(tags, s) {
				return true
			}
		}
	}
	for i := range c.ecos {
		if !c.ecos[i].match(tags) {
			return true
		}
	}
	return false
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
	// want holds each position's key in this game's variant, looked up
	// once a game rather than at every position.
	var wantSpace [8]variantKey
	want := wantSpace[:0]
	if len(c.positions) > len(wantSpace) {
		want = make([]variantKey, 0, len(c.positions))
	}
	for i := range c.positions {
		k, ok := c.positions[i].byVariant[name]
		want = append(want, variantKey{positionKey: k, ok: ok})
	}
	// hopeless is set when the main line has fewer pieces left than
	// every position and balance still sought needs: pieces are never
	// added in these games, so the rest of the line cannot match.
	hopeless := false
	prune := !c.variations && neverGainsPieces[name]
	look := func(b pgn.Board) {
		if pc, ok := b.(pieceCounter); ok && len(c.materials) == 0 {
			if pieces := pc.PieceCount(); c.countOnly(want, found, pieces) {
				if prune {
					hopeless = c.cannotReach(want, found, pieces, 0)
				}
				return
			}
		}
		buf = b.AppendPosition(buf[:0])
		pieces, kings := countPieces(buf)
		for i := range want {
			// A position with another number of pieces is not this one:
			// most positions are passed over without a comparison.
			if found&(1<<i) == 0 && want[i].ok && want[i].pieces == pieces && want[i].matches(buf) {
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
		if prune && found != all {
			hopeless = c.cannotReach(want, found, pieces, kings)
		}
	}
	last := g.LastMove()
	needEnding := c.checkmate || c.stalemate
	endingOK := false
	ending := func(b pgn.Board) {
		_, reason := b.Outcome()
		endingOK = (!c.checkmate || reason == "checkmate") && (!c.stalemate || reason == "stalemate")
	}
	b, ok := takeBoard(g)
	if !ok {
		return false
	}
	if sought > 0 {
		look(b)
	}
	if last == nil && needEnding {
		ending(b)
	}
	if last != nil && (found != all || needEnding) && !hopeless {
		// after handles the position after one move; false ends the
		// replay.
		after := func(b pgn.Board, mainLine, lastMove, second bool) bool {
			if sought > 0 && found != all && c.worthLooking(want, found, second) {
				look(b)
				if hopeless {
					return false
				}
				if found == all && !needEnding && !c.variations {
					// Found: the rest of the line is not needed.
					return false
				}
			}
			if mainLine && lastMove {
				if needEnding {
					ending(b)
				}
				if !c.variations || found == all {
					return false
				}
			}
			return true
		}
		var broken bool
		if c.variations {
			_, broken = replay(g, b, true, func(p pgn.Ply) bool {
				return after(p.Board, p.MainLine, p.MainLine && p.Node == last, p.Second)
			})
		} else {
			lastIndex := len(g.Moves.Moves) - 1
			_, broken = mainLine(g, b, func(b pgn.Board, _ pgn.Move, i int, second bool) bool {
				return after(b, true, i == lastIndex, second)
			})
		}
		if broken {
			return false
		}
	}
	giveBoard(g, b)
	if hopeless {
		return false
	}
	return found == all && (!needEnding || endingOK)
}

// worthLooking tells whether the position after a move, with the first
// player to move or not (the first player moves next after a move of the
// second), can satisfy a criterion not yet met: material is
// looked for after every move, a position only when its side is to move.
// Writing out the position is most of a position search's cost. want
// holds the positions' keys in the game's variant.
func (c *Criteria) worthLooking(want []variantKey, found uint64, first bool) bool {
	if len(c.materials) > 0 {
		return true
	}
	for i := range want {
		if found&(1<<i) == 0 && want[i].ok && want[i].first == first {
			return true
		}
	}
	return false
}

// neverGainsPieces names the variants in which no move adds a piece to the
// board (no drops): a position or balance with more pieces than the board
// holds cannot come later in the line. A variant not named here is
// searched to the end of every line.
var neverGainsPieces = map[string]bool{"chess": true, "Chinese Chess": true, "C'escacs": true}

// countOnly tells whether a board holding pieces pieces matches none of
// the positions not yet found, by their numbers of pieces alone; want
// holds the positions' keys in the game's variant.
func (c *Criteria) countOnly(want []variantKey, found uint64, pieces int) bool {
	for i := range want {
		if found&(1<<i) == 0 && want[i].ok && want[i].pieces == pieces {
			return false
		}
	}
	return true
}

// cannotReach tells whether a board holding pieces pieces, kings of them
// kings, holds fewer than every criterion not yet found needs; want holds
// the positions' keys in the game's variant.
func (c *Criteria) cannotReach(want []variantKey, found uint64, pieces, kings int) bool {
	for i := range want {
		if found&(1<<i) == 0 && want[i].ok && want[i].pieces <= pieces {
			return false
		}
	}
	for i := range c.materials {
		if found&(1<<(len(c.positions)+i)) == 0 && c.materials[i].pieces() <= pieces-kings {
			return false
		}
	}
	return true
}

// countPieces counts the letters of a position string's placement field
// (its pieces) and, among them, the kings.
func countPieces(position []byte) (pieces, kings int) {
	for _, b := range position {
		switch {
		case b == ' ':
			return pieces, kings
		case b == 'k' || b == 'K':
			kings++
			pieces++
		case b >= 'A' && b <= 'Z' || b >= 'a' && b <= 'z':
			pieces++
		}
	}
	return pieces, kings
}
