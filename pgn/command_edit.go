package pgn

// DeleteCommand returns text without any command of this name, and
// whether there was one. Each command goes with one space beside it, so
// that "a [%clk 0:01:00] b" becomes "a b"; the rest of the text is kept.
// Where the text on the two sides of a removed command joins into a
// command of this name, as "[%cl" and "k]" do around "[%clk 1]", that one
// is removed too: the result never holds one. It runs in time linear in
// the text, however many commands it removes.
func DeleteCommand(text, name string) (string, bool) {
	if _, ok := FindCommand(text, name); !ok {
		return text, false
	}
	return editCommands(text, name, ""), true
}

// editCommands rewrites text in one pass: the first command of this name
// becomes replacement, and every other one, including any that a removal
// joins from the text around it, is removed with one space beside it.
// An empty replacement removes them all.
//
// It reads the text it writes, not the text it was given, with the rules
// of commandAt run byte by byte: a removal can only make a command where
// a '[' of the removed one had ended a command begun before it, and the
// state kept from before each '[' written brings that one back to life.
func editCommands(text, name, replacement string) string {
	e := commandEditor{out: make([]byte, 0, len(text)+len(replacement)), scan: commandScan{at: -1}}
	replaced := replacement == ""
	for j := 0; j < len(text); j++ {
		if !e.push(text[j]) {
			continue
		}
		at := e.scan.at
		if string(e.out[at+2:e.scan.nameEnd]) != name {
			e.scan.at = -1
			continue
		}
		e.backTo(at)
		if !replaced {
			for k := 0; k < len(replacement); k++ {
				e.push(replacement[k])
			}
			e.scan.at = -1
			replaced = true
			continue
		}
		// One space goes with the command: the one after it, else the one
		// before it.
		if j+1 < len(text) && text[j+1] == ' ' {
			j++
		} else if n := len(e.out); n > 0 && e.out[n-1] == ' ' {
			e.dropSpace()
		}
	}
	return string(e.out)
}

// commandEditor is the text editCommands has written and how commandAt
// reads its end.
type commandEditor struct {
	out  []byte
	scan commandScan
	// starts holds, for each '[' in out, in order, the scan as it was
	// before that '[': where a removal cuts out back to.
	starts []commandStart
}

// commandScan is where a command read byte by byte stands: at is the
// index in out of the '[' of a command not yet ended nor refused, or -1.
type commandScan struct {
	at      int
	phase   uint8
	nameEnd int // the index just past the name, from scanArgs on
}

// The phases of a command being read.
const (
	scanBracket uint8 = iota + 1 // its '['
	scanName                     // "[%" and the name's bytes so far
	scanArgs                     // the name and a space: arguments up to ']'
)

type commandStart struct {
	at     int
	before commandScan
}

// push writes c and reports whether it ends a command, which then spans
// out[scan.at:] and whose name ends at scan.nameEnd. The caller sets
// scan.at to -1 when it keeps the command.
func (e *commandEditor) push(c byte) bool {
	i := len(e.out)
	s := &e.scan
	if c == '[' {
		// A '[' is in no name and no arguments: it refuses the command
		// begun before it, and may begin one.
		e.starts = append(e.starts, commandStart{i, *s})
		e.out = append(e.out, c)
		*s = commandScan{at: i, phase: scanBracket}
		return false
	}
	e.out = append(e.out, c)
	if s.at < 0 {
		return false
	}
	switch s.phase {
	case scanBracket:
		if c == '%' {
			s.phase = scanName
		} else {
			s.at = -1
		}
	case scanName:
		switch {
		case isCommandNameByte(c):
		case c == ']' && i > s.at+2:
			s.nameEnd = i
			return true
		case isCommandSpace(c) && i > s.at+2:
			s.phase, s.nameEnd = scanArgs, i
		default:
			s.at = -1
		}
	case scanArgs:
		return c == ']'
	}
	return false
}

// backTo cuts out back to the '[' at index at, and the scan back to what
// it was before that '['.
func (e *commandEditor) backTo(at int) {
	k := len(e.starts) - 1
	for e.starts[k].at != at {
		k--
	}
	e.scan = e.starts[k].before
	e.starts = e.starts[:k]
	e.out = e.out[:at]
}

// dropSpace takes back the space that ends out, and what it did to the
// scan: a space moves a name to its arguments, and refuses "[" and "[%".
func (e *commandEditor) dropSpace() {
	i := len(e.out) - 1
	e.out = e.out[:i]
	s := &e.scan
	switch {
	case s.at >= 0:
		if s.phase == scanArgs && s.nameEnd == i {
			s.phase = scanName
		}
	case i > 0 && e.out[i-1] == '[':
		*s = commandScan{at: i - 1, phase: scanBracket}
	case i > 1 && e.out[i-2] == '[' && e.out[i-1] == '%':
		*s = commandScan{at: i - 2, phase: scanName}
	}
}
