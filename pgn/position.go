package pgn

import "strconv"

// Position is a place in a PGN file. Line and Column start at 1; Column
// counts characters, so that positions in Chinese text match what an editor
// shows. Offset counts bytes of the UTF-8 text from the start of the input.
// Game is the 1-based index of the game in its file, or 0 outside any game.
type Position struct {
	File   string
	Game   int
	Offset int64
	Line   int
	Column int
}

// IsValid reports whether the position names a line.
func (p Position) IsValid() bool { return p.Line > 0 }

// String formats the position as file:line:col, leaving out what is unknown.
func (p Position) String() string { return string(p.AppendText(nil)) }

// AppendText appends the position as String writes it.
func (p Position) AppendText(dst []byte) []byte {
	n := len(dst)
	dst = append(dst, p.File...)
	if p.IsValid() {
		if p.File != "" {
			dst = append(dst, ':')
		}
		dst = strconv.AppendInt(dst, int64(p.Line), 10)
		if p.Column > 0 {
			dst = append(dst, ':')
			dst = strconv.AppendInt(dst, int64(p.Column), 10)
		}
	}
	if len(dst) == n {
		dst = append(dst, '-')
	}
	return dst
}
