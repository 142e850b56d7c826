package xiangqi

import (
	"testing"
	"unsafe"

	"github.com/pgntool/pgntool/pgn"
)

// mkMove packs a move from and to without the piece bits and tag a board
// adds: a value no board made, for the tests of misuse.
func mkMove(from, to int) pgn.Move { return pgn.Move(from | to<<8 | 1<<16) }

// TestUndoIsSixteenBytes keeps the undo record, of which every board
// holds a stack, as small as before the key was added to it.
func TestUndoIsSixteenBytes(t *testing.T) {
	if s := unsafe.Sizeof(undo{}); s != 16 {
		t.Errorf("undo takes %d bytes", s)
	}
}
