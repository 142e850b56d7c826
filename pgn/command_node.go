package pgn

import (
	"errors"
	"time"
)

// errNilNode is returned by the setters of a nil *Node.
var errNilNode = errors.New("pgn: no node (nil *Node)")

// Command returns the arguments of the comment's first command with this
// name.
func (c Comment) Command(name string) (args string, ok bool) {
	cmd, ok := FindCommand(c.Text, name)
	return cmd.Args, ok
}

// Clock returns the player's clock after the move, from [%clk]. ok is
// false when the comment has no well-formed [%clk].
func (c Comment) Clock() (d time.Duration, ok bool) { return c.duration(CommandClock) }

// EMT returns the time the move took (elapsed move time), from [%emt].
func (c Comment) EMT() (d time.Duration, ok bool) { return c.duration(CommandEMT) }

func (c Comment) duration(name string) (d time.Duration, ok bool) {
	eachCommand(c.Text, func(cmd Command) bool {
		if cmd.Name == name {
			var err error
			d, err = parseClock(name, cmd.Args)
			ok = err == nil
		}
		return !ok
	})
	return d, ok
}

// Eval returns the evaluation of the first well-formed [%eval].
func (c Comment) Eval() (e Eval, ok bool) {
	eachCommand(c.Text, func(cmd Command) bool {
		if cmd.Name == CommandEval {
			var err error
			e, err = ParseEval(cmd.Args)
			ok = err == nil
		}
		return !ok
	})
	if !ok {
		e = Eval{}
	}
	return e, ok
}

// Arrows returns the arrows of every well-formed [%cal], in order.
func (c Comment) Arrows() []Arrow {
	var out []Arrow
	for _, cmd := range Commands(c.Text) {
		if cmd.Name == CommandArrows {
			if a, err := ParseArrows(cmd.Args); err == nil {
				out = append(out, a...)
			}
		}
	}
	return out
}

// Marks returns the coloured squares of every well-formed [%csl], in
// order.
func (c Comment) Marks() []Mark {
	var out []Mark
	for _, cmd := range Commands(c.Text) {
		if cmd.Name == CommandMarks {
			if m, err := ParseMarks(cmd.Args); err == nil {
				out = append(out, m...)
			}
		}
	}
	return out
}

// SetCommand sets the command name to args in the comment's text, as
// [SetCommand] does.
func (c *Comment) SetCommand(name, args string) error {
	if c == nil {
		return errors.New("pgn: no comment (nil *Comment)")
	}
	text, err := SetCommand(c.Text, name, args)
	if err == nil {
		c.Text = text
	}
	return err
}

// Command returns the arguments of the first command with this name in
// the comments after the move.
func (n *Node) Command(name string) (args string, ok bool) {
	if n == nil {
		return "", false
	}
	for _, c := range n.Comments {
		if args, ok := c.Command(name); ok {
			return args, true
		}
	}
	return "", false
}

// Clock returns the clock after the move, from the first well-formed
// [%clk] of the comments after it, as python-chess's node.clock() does.
func (n *Node) Clock() (time.Duration, bool) {
	return nodeFirst(n, Comment.Clock)
}

// EMT returns the time the move took, from [%emt].
func (n *Node) EMT() (time.Duration, bool) {
	return nodeFirst(n, Comment.EMT)
}

// Eval returns the evaluation after the move, from [%eval].
func (n *Node) Eval() (Eval, bool) {
	return nodeFirst(n, Comment.Eval)
}

func nodeFirst[T any](n *Node, get func(Comment) (T, bool)) (T, bool) {
	var zero T
	if n == nil {
		return zero, false
	}
	for _, c := range n.Comments {
		if v, ok := get(c); ok {
			return v, true
		}
	}
	return zero, false
}

// Arrows returns the arrows of the comments after the move.
func (n *Node) Arrows() []Arrow {
	if n == nil {
		return nil
	}
	var out []Arrow
	for _, c := range n.Comments {
		out = append(out, c.Arrows()...)
	}
	return out
}

// Marks returns the coloured squares of the comments after the move.
func (n *Node) Marks() []Mark {
	if n == nil {
		return nil
	}
	var out []Mark
	for _, c := range n.Comments {
		out = append(out, c.Marks()...)
	}
	return out
}

// SetCommand sets the command name to args in the comments after the
// move: where a comment holds it, the first one is replaced in place and
// the others removed; otherwise it goes into the first comment (after
// its commands), or into a new comment when the move has none. The rest
// of the comments' text is kept byte for byte.
func (n *Node) SetCommand(name, args string) error {
	if n == nil {
		return errNilNode
	}
	if err := checkCommand(name, args); err != nil {
		return err
	}
	set := false
	for i := range n.Comments {
		c := &n.Comments[i]
		if _, ok := FindCommand(c.Text, name); !ok {
			continue
		}
		if set {
			c.Text, _ = DeleteCommand(c.Text, name)
			continue
		}
		if err := c.SetCommand(name, args); err != nil {
			return err
		}
		set = true
	}
	if set {
		return nil
	}
	if len(n.Comments) == 0 {
		n.Comments = append(n.Comments, Comment{})
	}
	return n.Comments[0].SetCommand(name, args)
}

// DeleteCommand removes every command with this name from the comments
// after the move, and a comment left empty by it; it reports whether
// there was one.
func (n *Node) DeleteCommand(name string) bool {
	if n == nil {
		return false
	}
	found := false
	kept := n.Comments[:0]
	for _, c := range n.Comments {
		text, ok := DeleteCommand(c.Text, name)
		if ok {
			found = true
			if isBlank(text) {
				continue
			}
			c.Text = text
		}
		kept = append(kept, c)
	}
	clear(n.Comments[len(kept):])
	n.Comments = kept
	return found
}

func isBlank(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isCommandSpace(s[i]) {
			return false
		}
	}
	return true
}

// SetClock sets [%clk] after the move (python-chess: node.set_clock).
func (n *Node) SetClock(d time.Duration) error {
	if d < 0 {
		return &commandError{CommandClock, d.String(), "a clock is not negative"}
	}
	return n.SetCommand(CommandClock, FormatClock(d))
}

// SetEMT sets [%emt] after the move.
func (n *Node) SetEMT(d time.Duration) error {
	if d < 0 {
		return &commandError{CommandEMT, d.String(), "a move's time is not negative"}
	}
	return n.SetCommand(CommandEMT, FormatClock(d))
}

// SetEval sets [%eval] after the move (python-chess: node.set_eval).
func (n *Node) SetEval(e Eval) error {
	if !e.valid() {
		return &commandError{CommandEval, e.String(), "value or depth out of range"}
	}
	return n.SetCommand(CommandEval, e.String())
}

// SetArrows sets [%cal] after the move; no arrows removes it
// (python-chess: node.set_arrows).
func (n *Node) SetArrows(arrows []Arrow) error {
	args, err := FormatArrows(arrows)
	if err != nil {
		return err
	}
	if n == nil {
		return errNilNode
	}
	if len(arrows) == 0 {
		n.DeleteCommand(CommandArrows)
		return nil
	}
	return n.SetCommand(CommandArrows, args)
}

// SetMarks sets [%csl] after the move; no marks removes it.
func (n *Node) SetMarks(marks []Mark) error {
	args, err := FormatMarks(marks)
	if err != nil {
		return err
	}
	if n == nil {
		return errNilNode
	}
	if len(marks) == 0 {
		n.DeleteCommand(CommandMarks)
		return nil
	}
	return n.SetCommand(CommandMarks, args)
}
