package pgn

import (
	"fmt"
)

// Promote moves the variation that holds n one step up: before the
// variation that precedes it, or, when it is the first variation, into
// the place of the line it is an alternative to (python-chess:
// promote). n may be any move of the variation; the innermost variation
// holding it moves.
func (g *Game) Promote(n *Node) error {
	loc, err := g.variationOf(n)
	if err != nil {
		return err
	}
	if loc.varIndex == 0 {
		return g.promoteToMain(loc)
	}
	vs := loc.owner.Variations
	vs[loc.varIndex-1], vs[loc.varIndex] = vs[loc.varIndex], vs[loc.varIndex-1]
	return nil
}

// Demote moves the variation that holds n one step down, after the
// variation that follows it; the last variation stays where it is.
func (g *Game) Demote(n *Node) error {
	loc, err := g.variationOf(n)
	if err != nil {
		return err
	}
	vs := loc.owner.Variations
	if loc.varIndex+1 < len(vs) {
		vs[loc.varIndex+1], vs[loc.varIndex] = vs[loc.varIndex], vs[loc.varIndex+1]
	}
	return nil
}

// PromoteToMain makes the variation that holds n the main continuation
// of the line it branches from (python-chess: promote_to_main): its
// moves take the place of the moves they are an alternative to, and those
// moves become its first variation, followed by the other variations.
// Comments before the variation's first move go where the text places
// them before that move: to the end of the previous move's comments, or
// before the line. Call it until [Game.IsMainLine] holds to bring a deep
// line onto the main line.
func (g *Game) PromoteToMain(n *Node) error {
	loc, err := g.variationOf(n)
	if err != nil {
		return err
	}
	return g.promoteToMain(loc)
}

// variationOf locates n and the innermost variation holding it.
func (g *Game) variationOf(n *Node) (nodeLoc, error) {
	if g == nil {
		return nodeLoc{}, ErrNilGame
	}
	loc, ok := g.find(n)
	if !ok {
		return loc, ErrNodeNotFound
	}
	if loc.owner == nil {
		return loc, fmt.Errorf("%w: it is on the main line", ErrNotVariation)
	}
	return loc, nil
}

func (g *Game) promoteToMain(loc nodeLoc) error {
	owner, l, i := loc.owner, loc.ownerLine, loc.ownerIndex
	v := owner.Variations[loc.varIndex]
	if len(v.Moves) == 0 {
		return fmt.Errorf("%w: the variation is empty", ErrNotVariation)
	}
	others := make([]*Line, 0, len(owner.Variations)-1)
	others = append(others, owner.Variations[:loc.varIndex]...)
	others = append(others, owner.Variations[loc.varIndex+1:]...)
	tail := &Line{Pos: v.Pos, Label: v.Label, Moves: append([]*Node(nil), l.Moves[i:]...), After: v.After}
	owner.Variations = nil
	first := v.Moves[0]
	vars := make([]*Line, 0, 1+len(others)+len(first.Variations))
	vars = append(vars, tail)
	vars = append(vars, others...)
	first.Variations = append(vars, first.Variations...)
	if len(v.Comments) > 0 {
		if i == 0 {
			l.Comments = append(l.Comments, v.Comments...)
		} else {
			l.Moves[i-1].Comments = append(l.Moves[i-1].Comments, v.Comments...)
		}
	}
	l.Moves = append(l.Moves[:i:i], v.Moves...)
	return nil
}

// RemoveVariation removes the variation that n starts, with all its
// moves and the variations inside it (python-chess: remove_variation).
func (g *Game) RemoveVariation(n *Node) error {
	loc, err := g.variationOf(n)
	if err != nil {
		return err
	}
	if loc.index != 0 {
		return fmt.Errorf("%w: the node does not start its variation", ErrNotVariation)
	}
	vs := loc.owner.Variations
	loc.owner.Variations = append(vs[:loc.varIndex:loc.varIndex], vs[loc.varIndex+1:]...)
	if len(loc.owner.Variations) == 0 {
		loc.owner.Variations = nil
	}
	return nil
}
