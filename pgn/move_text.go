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

// ParsedTextWriter is implemented by boards that can write a move from
// the text they parsed when that text is nearly as AppendMove writes it:
// for chess's SAN, one whose check sign is missing or wrong. A writer
// then appends the corrected text instead of taking the move back to
// write it from the position before it.
//
// AppendParsedText appends to dst what AppendMove(dst, m, notation)
// would, m being the move that the last call of ParseMove (or of a
// MoveMaker's ParseAndMake) returned with ok for text, and reports true;
// or it returns dst unchanged and false when it cannot tell. It is asked
// at the same moments as ParsedAsWritten, with the same text.
type ParsedTextWriter interface {
	AppendParsedText(dst, text []byte, notation Notation) ([]byte, bool)
}
