package scid

import (
	"errors"
	"strconv"
)

// ErrCorrupt is wrapped by every *CorruptError, for errors.Is.
var ErrCorrupt = errors.New("corrupt Scid database")

// ErrScid5 is returned by Open for a Scid 5 base (.si5), which this
// package does not read.
var ErrScid5 = errors.New("this is a Scid 5 database (.si5/.sn5/.sg5), which is not read; export the base as PGN or save it in Scid 4 format")

// CorruptError is a fault in one of a base's three files: what is wrong,
// in which file, for which game, at which byte.
type CorruptError struct {
	// File is the file at fault: BASE.si4, BASE.sn4 or BASE.sg4.
	File string
	// Game is the 1-based number of the game being read, 0 when the fault
	// is not in one game's data (a header, the name file).
	Game int
	// Offset is the byte offset in File where the fault was found.
	Offset int64
	// Msg says what is wrong.
	Msg string
}

// Error formats the fault as "FILE: game N: offset X: MSG".
func (e *CorruptError) Error() string {
	b := make([]byte, 0, len(e.File)+len(e.Msg)+40)
	b = append(b, e.File...)
	if e.Game > 0 {
		b = append(b, ": game "...)
		b = strconv.AppendInt(b, int64(e.Game), 10)
	}
	b = append(b, ": offset "...)
	b = strconv.AppendInt(b, e.Offset, 10)
	b = append(b, ": "...)
	b = append(b, e.Msg...)
	return string(b)
}

// Unwrap returns ErrCorrupt.
func (e *CorruptError) Unwrap() error { return ErrCorrupt }
