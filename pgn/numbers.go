package pgn

import "strconv"

// moveChecks is what the checker keeps, per game, to check move numbers.
type moveChecks struct {
	// numberDone is set once a wrong number was reported: once per game.
	// ownNumbers is set for a variant that checks its numbers itself.
	numberDone, ownNumbers bool
	// lastLine is the line of the last main-line move, lastPos where the
	// last move stood (a fault inside a board is reported there): the
	// position the checker was handed, the tree's or its own movePos,
	// not a copy, for each move.
	lastLine int
	lastPos  *Position
	// restartOff is the offset of a move after a "1." that follows a
	// blank line in the middle of a game; restartLine is that blank line.
	restartOff  int64
	restartLine int
}

// checkNumber compares the move number written before the move at pos
// with the one the board gives (§8.2.2.1). A "1." after a blank line in
// the middle of a main line is most likely the next game, whose
// predecessor lacks its termination marker: the report says so.
func (c *Checker) checkNumber(pos Position) {
	n := c.st.num
	if c.ownNumbers {
		return
	}
	want, second := c.moveNumber()
	if want <= 0 || n.value == want {
		return
	}
	at := Position{File: pos.File, Game: pos.Game, Offset: n.off, Line: n.line, Column: n.col}
	restart := n.value == 1 && !n.second && c.depth == 0 && c.lastLine > 0 && n.line > c.lastLine+1
	if restart {
		c.restartOff, c.restartLine = pos.Offset, c.lastLine+1
	}
	if c.numberDone {
		return
	}
	c.numberDone = true
	written := strconv.Itoa(n.value)
	if n.written != "" {
		written = n.written
	}
	msg := "move number " + dotted(written, n.second) + " is wrong; the move after it is " + numberText(want, second)
	if restart {
		msg += "; after the blank line a new game seems to start: the game before it probably lacks its termination marker"
	} else {
		msg += " (later wrong numbers of this game are not reported)"
	}
	c.emit(Diagnostic{Pos: at, Severity: Warning, Code: CodeMoveNumber, Message: msg})
}

// numberText writes a move number indication: "12." or "12...".
func numberText(n int, second bool) string {
	return dotted(strconv.Itoa(n), second)
}

// dotted writes the digits of a move number indication with its periods.
func dotted(digits string, second bool) string {
	if second {
		return digits + "..."
	}
	return digits + "."
}

// restartHint is the hint for a move that cannot be played right after a
// "1." that seems to start a new game.
func (c *Checker) restartHint(pos Position) string {
	if c.restartLine == 0 || c.restartOff != pos.Offset {
		return ""
	}
	return "; a new game seems to start after the blank line at line " + strconv.Itoa(c.restartLine) +
		", so the game before it probably lacks its termination marker"
}
