package pgn

import (
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"
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

// NewGame returns an empty game of variant v: the variant's required
// tags in roster order with unknown values ("?", and the Date's "????.??.??"
// or the variant's own form), the Result "*", and the tag that names the
// game when it is not the default game (xiangqi's Game, C'escacs's
// Variant), as the variant's reduced export gives them; a Variant tag is
// added when those tags would not make [ChooseVariant] choose v. A nil v
// gives the Seven Tag Roster and a game without a board, to which no move
// can be added.
func NewGame(v Variant) *Game {
	g := &Game{Variant: v, Result: "*"}
	e := TagExport{Result: "*", Reduced: true}
	if v == nil {
		g.Tags = exportStandardTags(nil, e)
		return g
	}
	e.Notation = canonicalNotation(v)
	g.Tags = v.ExportTags(nil, e)
	// A reader chooses the game's variant from its tags ([ChooseVariant]):
	// name a variant that is not the default game when they would not
	// choose it (its reduced export names no game, or it is not
	// registered).
	f := factsOf(v)
	if w := ChooseVariant(g.Tags); !f.Default && (w == nil || factsOf(w).Name != f.Name) {
		g.Tags = append(g.Tags, Tag{Name: "Variant", Value: f.Name})
	}
	return g
}

// canonicalNotation is the notation edited moves are stored in: the
// variant's first.
func canonicalNotation(v Variant) Notation {
	if n := factsOf(v).Notations; len(n) > 0 {
		return n[0]
	}
	return ""
}

// SetTag sets the value of the tag name. An existing tag keeps its place
// and later tags of the same name are removed; a new tag goes at the end
// (export orders tags anyway). The name must be a PGN symbol (a letter or
// digit, then letters, digits and "_+#=:-"), and the value may hold no
// control character and must be UTF-8.
//
// The Result tag and g.Result are kept in step: setting Result checks
// that the value is a termination marker of the game's variant and sets
// g.Result to it, which export writes after the moves.
func (g *Game) SetTag(name, value string) error {
	if g == nil {
		return ErrNilGame
	}
	if err := checkTag(name, value); err != nil {
		return err
	}
	if name == "Result" {
		if !contains(g.results(), value) {
			return fmt.Errorf("%w: %q is not a result of %s (%s)", ErrTag, value, g.variantName(), strings.Join(g.results(), " "))
		}
		g.Result = value
	}
	first := -1
	kept := g.Tags[:0]
	for _, t := range g.Tags {
		if t.Name == name {
			if first >= 0 {
				continue
			}
			first = len(kept)
			t.Value = value
		}
		kept = append(kept, t)
	}
	clear(g.Tags[len(kept):])
	g.Tags = kept
	if first < 0 {
		g.Tags = append(g.Tags, Tag{Name: name, Value: value})
	}
	return nil
}

// SetResult sets the game's result and its Result tag together, as
// SetTag("Result", result) does.
func (g *Game) SetResult(result string) error { return g.SetTag("Result", result) }

// DeleteTag removes every tag with this name and reports whether there
// was one. Deleting Result also clears g.Result, so export writes "*".
func (g *Game) DeleteTag(name string) bool {
	if g == nil {
		return false
	}
	kept := g.Tags[:0]
	for _, t := range g.Tags {
		if t.Name != name {
			kept = append(kept, t)
		}
	}
	found := len(kept) < len(g.Tags)
	clear(g.Tags[len(kept):])
	g.Tags = kept
	if name == "Result" {
		g.Result = ""
	}
	return found
}

func (g *Game) results() []string { return factsOf(g.Variant).Results }

func (g *Game) variantName() string {
	if g.Variant == nil {
		return "a game without a variant"
	}
	return factsOf(g.Variant).Name
}

// checkTag checks a tag pair that is about to be set.
func checkTag(name, value string) error {
	if name == "" || !isSymbolStart(name[0]) {
		return fmt.Errorf("%w: name %q does not start with a letter or digit", ErrTag, name)
	}
	for i := 1; i < len(name); i++ {
		if !isSymbolByte(name[i]) {
			return fmt.Errorf("%w: name %q holds %q; a tag name is letters, digits and _+#=:-", ErrTag, name, name[i])
		}
	}
	if !utf8.ValidString(value) {
		return fmt.Errorf("%w: the value of %s is not UTF-8", ErrTag, name)
	}
	for _, r := range value {
		if r < 0x20 || r == 0x7f {
			return fmt.Errorf("%w: the value of %s holds the control character %U, which a PGN string cannot", ErrTag, name, r)
		}
	}
	return nil
}

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

// SetStartingComment sets the comment before n, the first move of the
// main line or of a variation; a nil n means the main line. Empty text
// removes it. The comment may not hold '}' (export writes { text }).
func (g *Game) SetStartingComment(n *Node, text string) error {
	if g == nil {
		return ErrNilGame
	}
	if err := checkComment(text); err != nil {
		return err
	}
	l := &g.Moves
	if n != nil {
		loc, ok := g.find(n)
		if !ok {
			return ErrNodeNotFound
		}
		if loc.index != 0 {
			return fmt.Errorf("%w: a comment before a move stands only before a line's first move", ErrComment)
		}
		l = loc.line
	}
	l.Comments = commentList(text)
	return nil
}

// StartingComment returns the text of the comments before n, the first
// move of its line (nil: the main line), as [Node.Comment] joins them.
func (g *Game) StartingComment(n *Node) string {
	if g == nil {
		return ""
	}
	if n == nil {
		return joinComments(g.Moves.Comments)
	}
	loc, ok := g.find(n)
	if !ok || loc.index != 0 {
		return ""
	}
	return joinComments(loc.line.Comments)
}

func commentList(text string) []Comment {
	if text == "" {
		return nil
	}
	return []Comment{{Text: text}}
}

func checkComment(text string) error {
	if strings.Contains(text, "}") {
		return fmt.Errorf("%w: a comment cannot hold '}'", ErrComment)
	}
	if !utf8.ValidString(text) {
		return fmt.Errorf("%w: a comment must be UTF-8", ErrComment)
	}
	return nil
}

func joinComments(cs []Comment) string {
	var b strings.Builder
	for _, c := range cs {
		t := strings.TrimSpace(c.Text)
		if t == "" {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(t)
	}
	return b.String()
}

// Comment returns the text of the comments after the move, each without
// the space around it, joined by a space (python-chess: node.comment).
func (n *Node) Comment() string {
	if n == nil {
		return ""
	}
	return joinComments(n.Comments)
}

// SetComment replaces the comments after the move with one holding text;
// empty text removes them. Export writes it as { text }, its words
// separated by single spaces or line breaks, so it may not hold '}'.
func (n *Node) SetComment(text string) error {
	if n == nil {
		return errNilNode
	}
	if err := checkComment(text); err != nil {
		return err
	}
	n.Comments = commentList(text)
	return nil
}

// AddComment adds a comment after the move's other comments.
func (n *Node) AddComment(text string) error {
	if n == nil {
		return errNilNode
	}
	if err := checkComment(text); err != nil {
		return err
	}
	if text != "" {
		n.Comments = append(n.Comments, Comment{Text: text})
	}
	return nil
}

// AddNAG adds a NAG (0 to 255; $1 is "good move") to the move, unless it
// has it already.
func (n *Node) AddNAG(nag int) error {
	if n == nil {
		return errNilNode
	}
	if nag < 0 || nag > 255 {
		return fmt.Errorf("%w: NAG %d is not in 0..255", ErrComment, nag)
	}
	for _, x := range n.NAGs {
		if x == nag {
			return nil
		}
	}
	n.NAGs = append(n.NAGs, nag)
	return nil
}

// RemoveNAG removes a NAG from the move and reports whether it had it.
func (n *Node) RemoveNAG(nag int) bool {
	if n == nil {
		return false
	}
	kept := n.NAGs[:0]
	for _, x := range n.NAGs {
		if x != nag {
			kept = append(kept, x)
		}
	}
	found := len(kept) < len(n.NAGs)
	n.NAGs = kept
	if len(n.NAGs) == 0 {
		n.NAGs = nil
	}
	return found
}
