package pgn

import (
	"errors"
	"fmt"
	"strings"
)

// AddMoveText plays text (in any notation the game's board reads, such
// as SAN "Nf3" or UCI "g1f3" for chess) in the position after the move
// after, or at the start when after is nil, and adds it to the tree,
// stored in the variant's canonical notation (its first). When after
// ends its line the move continues the line; otherwise it becomes a new
// variation, an alternative to the move that follows after
// (python-chess: node.add_variation). A move the board refuses gives an
// error wrapping [ErrIllegalMove], and the game is unchanged.
func (g *Game) AddMoveText(after *Node, text string) (*Node, error) {
	return g.add(after, func(b Board) (string, error) { return canonicalText(g.Variant, b, text) }, false)
}

// AddMove is [Game.AddMoveText] for a move of the variant's board, such
// as one of its LegalMoves in the position after the move after.
func (g *Game) AddMove(after *Node, m Move) (*Node, error) {
	return g.add(after, func(b Board) (string, error) { return moveText(g.Variant, b, m) }, false)
}

// AddMainMoveText is [Game.AddMoveText], but the new move becomes the
// main continuation after after and the move it replaces starts the
// first variation (python-chess: node.add_main_variation).
func (g *Game) AddMainMoveText(after *Node, text string) (*Node, error) {
	return g.add(after, func(b Board) (string, error) { return canonicalText(g.Variant, b, text) }, true)
}

// AddMainMove is [Game.AddMainMoveText] for a move of the board.
func (g *Game) AddMainMove(after *Node, m Move) (*Node, error) {
	return g.add(after, func(b Board) (string, error) { return moveText(g.Variant, b, m) }, true)
}

// AddMoves adds moves, given as text, one after another at the end of
// the main line, and returns the last. Either all are added or, at the
// first the board refuses, none.
func (g *Game) AddMoves(texts ...string) (*Node, error) {
	b, err := g.BoardAt(g.LastMove())
	if err != nil {
		return nil, err
	}
	nodes := make([]*Node, 0, len(texts))
	for _, t := range texts {
		stored, err := canonicalText(g.Variant, b, t)
		if err != nil {
			return nil, err
		}
		m, err := parseStored(b, stored)
		if err != nil {
			return nil, err
		}
		b.Make(m)
		nodes = append(nodes, &Node{Text: stored})
	}
	g.Moves.Moves = append(g.Moves.Moves, nodes...)
	return g.LastMove(), nil
}

// AddVariationText adds a variation to n: a new line of play, an
// alternative to n, whose first move is text played in the position
// before n. The variation goes after n's other variations.
func (g *Game) AddVariationText(n *Node, text string) (*Node, error) {
	return g.addVariation(n, func(b Board) (string, error) { return canonicalText(g.Variant, b, text) })
}

// AddVariation is [Game.AddVariationText] for a move of the board.
func (g *Game) AddVariation(n *Node, m Move) (*Node, error) {
	return g.addVariation(n, func(b Board) (string, error) { return moveText(g.Variant, b, m) })
}

func (g *Game) addVariation(n *Node, text func(Board) (string, error)) (*Node, error) {
	if n == nil {
		return nil, fmt.Errorf("%w: no node to add a variation to", ErrNodeNotFound)
	}
	b, _, err := g.boardBefore(n)
	if err != nil {
		return nil, err
	}
	stored, err := text(b)
	if err != nil {
		return nil, err
	}
	node := &Node{Text: stored}
	n.Variations = append(n.Variations, &Line{Moves: []*Node{node}})
	return node, nil
}

// add plays the move text gives in the position after after and puts it
// in the tree.
func (g *Game) add(after *Node, text func(Board) (string, error), main bool) (*Node, error) {
	b, loc, err := g.boardBefore(after)
	if err != nil {
		return nil, err
	}
	if after != nil {
		m, err := parseStored(b, after.Text)
		if err != nil {
			return nil, err
		}
		b.Make(m)
	}
	stored, err := text(b)
	if err != nil {
		return nil, err
	}
	node := &Node{Text: stored}
	l, next := loc.line, loc.index+1
	if next == len(l.Moves) {
		l.Moves = append(l.Moves, node)
		return node, nil
	}
	follower := l.Moves[next]
	if follower == nil {
		return nil, fmt.Errorf("%w: the line has a nil move", ErrNodeNotFound)
	}
	follower.Variations = append(follower.Variations, &Line{Moves: []*Node{node}})
	if main {
		if err := g.PromoteToMain(node); err != nil {
			return nil, err
		}
	}
	return node, nil
}

// canonicalText reads text on b and returns it in the canonical notation;
// b is left as it was.
func canonicalText(v Variant, b Board, text string) (string, error) {
	if strings.TrimSpace(text) == "" {
		return "", &moveTextError{text: text, why: "no move"}
	}
	m, err := parseStored(b, strings.TrimSpace(text))
	if err != nil {
		return "", err
	}
	return string(b.AppendMove(nil, m, canonicalNotation(v))), nil
}

// mover is the checked Play every board of the three games has.
type mover interface{ Play(Move) error }

// legalLister is the legal-move list of a board, for checking a Move on
// a board without Play.
type legalLister interface{ LegalMoves(dst []Move) []Move }

// moveText checks that m is legal on b and returns it in the canonical
// notation; b is left as it was.
func moveText(v Variant, b Board, m Move) (string, error) {
	switch p := b.(type) {
	case mover:
		if err := p.Play(m); err != nil {
			if errors.Is(err, ErrIllegalMove) {
				return "", err
			}
			return "", fmt.Errorf("%w: %w", ErrIllegalMove, err)
		}
		b.Unmake()
	case legalLister:
		legal := false
		for _, l := range p.LegalMoves(nil) {
			legal = legal || l == m
		}
		if !legal {
			return "", fmt.Errorf("%w: pgn: the move is not legal in the position", ErrIllegalMove)
		}
	default:
		return "", fmt.Errorf("%w: the %s board cannot check a move given as a value; add it as text", ErrNoBoard, factsOf(v).Name)
	}
	text := string(b.AppendMove(nil, m, canonicalNotation(v)))
	// The tree holds text: make sure the board reads it back as m.
	if back, err := parseStored(b, text); err != nil || string(b.AppendMove(nil, back, canonicalNotation(v))) != text {
		return "", fmt.Errorf("%w: pgn: the board writes the move as %q but does not read that back", ErrIllegalMove, text)
	}
	return text, nil
}
