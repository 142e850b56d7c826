package pgn

import (
	"errors"
	"fmt"
	"strings"
)

// Errors of game editing. Each error of these methods wraps one of them,
// or [ErrIllegalMove] for a move the board refuses; test with errors.Is.
var (
	// ErrNilGame is returned by the methods of a nil *Game.
	ErrNilGame = errors.New("pgn: no game (nil *Game)")
	// ErrNoBoard is returned for a move added to a game whose variant
	// cannot set up a board: no variant, or tags that give no position.
	ErrNoBoard = errors.New("pgn: the game has no board to check moves on")
	// ErrNodeNotFound is returned for a node that is not in the game's
	// tree.
	ErrNodeNotFound = errors.New("pgn: the node is not in this game")
	// ErrNotVariation is returned for a node that does not start (or
	// stand in) a variation where one is needed.
	ErrNotVariation = errors.New("pgn: the node is not in a variation")
	// ErrTag is returned for a tag name that is not a PGN symbol, or a
	// value or result that cannot be written.
	ErrTag = errors.New("pgn: bad tag")
	// ErrComment is returned for comment text a comment cannot hold, and
	// for a NAG out of range.
	ErrComment = errors.New("pgn: bad annotation")
)

// LastMove returns the last move of the main line, or nil when the game has
// none (python-chess: game.end()).
func (g *Game) LastMove() *Node {
	if g == nil || len(g.Moves.Moves) == 0 {
		return nil
	}
	return g.Moves.Moves[len(g.Moves.Moves)-1]
}

// MainLine returns the moves of the main line.
func (g *Game) MainLine() []*Node {
	if g == nil {
		return nil
	}
	return g.Moves.Moves
}

// IsMainLine reports whether n is a move of the main line.
func (g *Game) IsMainLine(n *Node) bool {
	if g == nil || n == nil {
		return false
	}
	for _, m := range g.Moves.Moves {
		if m == n {
			return true
		}
	}
	return false
}

// Contains reports whether n is a move of the game, in any variation.
func (g *Game) Contains(n *Node) bool {
	_, ok := g.find(n)
	return ok
}

// BoardAt returns a new board in the position after the move n, or the
// start position when n is nil (python-chess: node.board()). The board
// is the caller's own; playing on it does not change the game.
func (g *Game) BoardAt(n *Node) (Board, error) {
	b, _, err := g.boardBefore(n)
	if err != nil || n == nil {
		return b, err
	}
	m, err := parseStored(b, n.Text)
	if err != nil {
		return nil, err
	}
	b.Make(m)
	return b, nil
}

// BoardBefore returns a new board in the position before the move n:
// where a variation of n starts, so that [Game.AddVariation] can be given
// one of its legal moves (python-chess: node.parent.board()). A nil n
// gives the start position.
func (g *Game) BoardBefore(n *Node) (Board, error) {
	b, _, err := g.boardBefore(n)
	return b, err
}

// boardBefore returns a board in the position before n (the start
// position for a nil n) and where n stands.
func (g *Game) boardBefore(n *Node) (Board, nodeLoc, error) {
	if g == nil {
		return nil, nodeLoc{}, ErrNilGame
	}
	loc := nodeLoc{line: &g.Moves, index: -1}
	if n != nil {
		var ok bool
		if loc, ok = g.find(n); !ok {
			return nil, loc, ErrNodeNotFound
		}
	}
	if g.Variant == nil {
		return nil, loc, fmt.Errorf("%w: it has no variant", ErrNoBoard)
	}
	var first string
	b, ok := g.Variant.NewBoard(g.Tags, func(d Diagnostic) {
		if d.Severity == Error && first == "" {
			first = d.Message
		}
	})
	if !ok || b == nil {
		return nil, loc, fmt.Errorf("%w: %s", ErrNoBoard, first)
	}
	for _, m := range loc.before {
		mv, err := parseStored(b, m.Text)
		if err != nil {
			return nil, loc, err
		}
		b.Make(mv)
	}
	return b, loc, nil
}

// parseStored reads a move of the tree on b.
func parseStored(b Board, text string) (Move, error) {
	var why string
	m, ok := b.ParseMove([]byte(text), Position{}, func(d Diagnostic) {
		if d.Severity == Error && why == "" {
			why = d.Message
		}
	})
	if !ok {
		if why == "" {
			why = "not a legal move"
		}
		return 0, &moveTextError{text: text, why: why}
	}
	return m, nil
}

// moveTextError is a move text the board refused.
type moveTextError struct{ text, why string }

func (e *moveTextError) Error() string {
	if e.text != "" && strings.Contains(e.why, e.text) {
		return "pgn: " + e.why // the board's message quotes the move
	}
	return fmt.Sprintf("pgn: move %q: %s", e.text, e.why)
}
func (e *moveTextError) Unwrap() error { return ErrIllegalMove }

// nodeLoc is where a node stands in a game's tree.
type nodeLoc struct {
	line  *Line // the line that holds the node
	index int   // its index in line.Moves; -1 for "before the first"
	// owner is the move whose Variations hold line (nil for the main
	// line), standing at ownerLine.Moves[ownerIndex]; line is
	// owner.Variations[varIndex].
	owner      *Node
	ownerLine  *Line
	ownerIndex int
	varIndex   int
	// before are the moves played from the start position up to the
	// node, the node excluded.
	before []*Node
}

// maxEditDepth bounds the nesting find follows, so that a tree made by
// hand with a cycle in it cannot make it recurse for ever.
const maxEditDepth = 10000

// find locates n in the game's tree.
func (g *Game) find(n *Node) (nodeLoc, bool) {
	if g == nil || n == nil {
		return nodeLoc{}, false
	}
	var path []*Node
	// seen guards against a tree made by hand in which a line stands in
	// more than one place (a cycle would otherwise be walked for ever, and
	// shared lines again and again).
	seen := map[*Line]bool{}
	var walk func(l *Line, depth int) (nodeLoc, bool)
	walk = func(l *Line, depth int) (nodeLoc, bool) {
		if depth > maxEditDepth || seen[l] {
			return nodeLoc{}, false
		}
		seen[l] = true
		start := len(path)
		defer func() { path = path[:start] }()
		for i, m := range l.Moves {
			if m == nil {
				// A tree made by hand with a hole: nothing after it can be
				// replayed.
				return nodeLoc{}, false
			}
			if m == n {
				return nodeLoc{line: l, index: i, before: append([]*Node(nil), path...)}, true
			}
			for j, v := range m.Variations {
				if v == nil {
					continue
				}
				if loc, ok := walk(v, depth+1); ok {
					if loc.owner == nil {
						loc.owner, loc.ownerLine, loc.ownerIndex, loc.varIndex = m, l, i, j
					}
					return loc, true
				}
			}
			path = append(path, m)
		}
		return nodeLoc{}, false
	}
	return walk(&g.Moves, 0)
}
