package pgn

import (
	"errors"
	"strings"
)

// Command is one comment command, "[%name args]", as lichess, chess.com,
// ChessBase and python-chess write them inside comments: [%clk 1:02:03],
// [%emt 0:00:05], [%eval 0.25], [%cal Ge2e4], [%csl Ge4]. The core knows
// the commands of [CommandClock], [CommandEMT], [CommandEval],
// [CommandArrows] and [CommandMarks] and keeps every other command
// verbatim.
type Command struct {
	// Name is the text between '%' and the first space or ']', such as
	// "clk".
	Name string
	// Args is the text after the name up to ']', without the space
	// around it.
	Args string
	// Start and End are the byte offsets in the comment text of the '['
	// and just past the ']'.
	Start, End int
}

// The names of the commands the core reads into typed values.
const (
	CommandClock  = "clk"  // the clock after the move: [%clk 1:02:03]
	CommandEMT    = "emt"  // the time the move took: [%emt 0:00:05]
	CommandEval   = "eval" // an engine's evaluation: [%eval 0.25], [%eval #-3], [%eval 0.25,18]
	CommandArrows = "cal"  // coloured arrows: [%cal Ge2e4,Rd1d8]
	CommandMarks  = "csl"  // coloured squares: [%csl Ge4,Ra1]
)

// ErrCommand is wrapped by the errors of the command parsers and setters
// for arguments that do not have the command's form.
var ErrCommand = errors.New("malformed comment command")

// commandError says which command and text failed.
type commandError struct{ name, args, why string }

func (e *commandError) Error() string {
	return "pgn: [%" + e.name + " " + e.args + "]: " + e.why
}
func (e *commandError) Unwrap() error { return ErrCommand }

// Commands returns the commands of a comment's text in order. A '[%'
// with no ']' after it, or a name that is not made of ASCII letters,
// digits and '_', is text, not a command.
func Commands(text string) []Command { return AppendCommands(nil, text) }

// AppendCommands appends the commands of text to dst, as [Commands]
// finds them, and returns the extended slice; it allocates nothing when
// dst has room.
func AppendCommands(dst []Command, text string) []Command {
	eachCommand(text, func(c Command) bool {
		dst = append(dst, c)
		return true
	})
	return dst
}

// FindCommand returns the first command of text with this name.
func FindCommand(text, name string) (Command, bool) {
	var found Command
	ok := false
	eachCommand(text, func(c Command) bool {
		if c.Name == name {
			found, ok = c, true
		}
		return !ok
	})
	return found, ok
}

// eachCommand calls f with the commands of text in order, without
// allocating, until f returns false.
func eachCommand(text string, f func(Command) bool) {
	for i := strings.Index(text, "[%"); i >= 0; {
		c, ok := commandAt(text, i)
		next := i + 1
		if ok {
			if !f(c) {
				return
			}
			next = c.End
		}
		// The next command's start, found at once, not byte by byte.
		j := strings.Index(text[next:], "[%")
		if j < 0 {
			return
		}
		i = next + j
	}
}

// commandAt reads the command that starts at text[i], if one does.
func commandAt(text string, i int) (Command, bool) {
	if i+2 >= len(text) || text[i] != '[' || text[i+1] != '%' {
		return Command{}, false
	}
	j := i + 2
	for j < len(text) && isCommandNameByte(text[j]) {
		j++
	}
	if j == i+2 || j == len(text) {
		return Command{}, false
	}
	name := text[i+2 : j]
	if text[j] != ']' && !isCommandSpace(text[j]) {
		return Command{}, false
	}
	end := strings.IndexByte(text[j:], ']')
	if end < 0 {
		return Command{}, false
	}
	end += j
	args := trimCommandSpace(text[j:end])
	if strings.IndexByte(args, '[') >= 0 {
		// "[%a [%b x]": the first is no command; the second is found next.
		return Command{}, false
	}
	return Command{Name: name, Args: args, Start: i, End: end + 1}, true
}

func isCommandNameByte(c byte) bool {
	return c-'a' < 26 || c-'A' < 26 || c-'0' < 10 || c == '_'
}

// trimCommandSpace is strings.Trim(s, " \t\r\n") without the cut set
// made for every call: each command's arguments are trimmed.
func trimCommandSpace(s string) string {
	for len(s) > 0 && isCommandSpace(s[0]) {
		s = s[1:]
	}
	for len(s) > 0 && isCommandSpace(s[len(s)-1]) {
		s = s[:len(s)-1]
	}
	return s
}

func isCommandSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }

// AppendCommand appends "[%name args]" to dst ("[%name]" when args is
// empty).
func AppendCommand(dst []byte, name, args string) []byte {
	dst = append(dst, "[%"...)
	dst = append(dst, name...)
	if args != "" {
		dst = append(dst, ' ')
		dst = append(dst, args...)
	}
	return append(dst, ']')
}

// SetCommand returns text with the command name set to args: the first
// command of that name is replaced where it stands, and every later one
// is removed as [DeleteCommand] removes it; without one, the command goes
// after the text's last command, or at its start when it has none. The
// rest of the text is kept. The name must be ASCII letters, digits and
// '_', and args may not hold '[', ']', '{' or '}' (a comment could not
// hold the command then).
func SetCommand(text, name, args string) (string, error) {
	if err := checkCommand(name, args); err != nil {
		return text, err
	}
	cmd := string(AppendCommand(nil, name, args))
	all := Commands(text)
	for _, c := range all {
		if c.Name == name {
			return editCommands(text, name, cmd), nil
		}
	}
	var b strings.Builder
	b.Grow(len(text) + len(cmd) + 2)
	// A new command: after the last command, else first.
	pos := 0
	if len(all) > 0 {
		pos = all[len(all)-1].End
	}
	before, after := text[:pos], text[pos:]
	b.WriteString(before)
	if before != "" && !isCommandSpace(before[len(before)-1]) {
		b.WriteByte(' ')
	}
	b.WriteString(cmd)
	if after != "" && !isCommandSpace(after[0]) {
		b.WriteByte(' ')
	}
	b.WriteString(after)
	return b.String(), nil
}

// checkCommand refuses a name or arguments that a comment could not hold
// as a command.
func checkCommand(name, args string) error {
	if name == "" {
		return &commandError{name, args, "no command name"}
	}
	for i := 0; i < len(name); i++ {
		if !isCommandNameByte(name[i]) {
			return &commandError{name, args, "a command name is ASCII letters, digits and '_'"}
		}
	}
	if strings.ContainsAny(args, "[]{}") {
		return &commandError{name, args, "arguments may not hold '[', ']', '{' or '}'"}
	}
	return nil
}
