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
// is asked before the move is made. Answering false is always right; the
// writer then calls AppendMove.
type ParsedTextBoard interface {
	ParsedAsWritten(notation Notation) bool
}
