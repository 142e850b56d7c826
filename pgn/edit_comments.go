package pgn

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

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
