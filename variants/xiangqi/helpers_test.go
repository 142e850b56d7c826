package xiangqi

import "github.com/pgntool/pgntool/pgn"

// mkMove packs a move from and to without the piece bits and tag a board
// adds: a value no board made, for the tests of misuse.
func mkMove(from, to int) pgn.Move { return pgn.Move(from | to<<8 | 1<<16) }
