package pgn

// ParsedTextBoard is implemented by boards that can tell, after a move
// was parsed, whether the text they read is the move exactly as
// AppendMove writes it. A writer that writes the moves its checks parse
// then copies the text instead of writing the move again, which for
// chess's SAN means finding the disambiguation and the check sign once
// more.
//
// ParsedAsWritten reports whether AppendMove(dst, m, notation), with m
// the move that the last call of ParseMove returned (with ok), appends
// exactly the text that call was given, check or mate sign included. It
// is asked right after ParseMove, before the move is made, or right after
// ParseAndMake (of a board that is a MoveMaker) made it: the answer must
// not depend on which. Answering false is always right; the writer then
// calls AppendMove, on the board before the move.
type ParsedTextBoard interface {
	ParsedAsWritten(notation Notation) bool
}
