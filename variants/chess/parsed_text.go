package chess

import "github.com/pgntool/pgntool/pgn"

var _ pgn.ParsedTextBoard = (*Board)(nil)

// ParsedAsWritten reports whether the text that the last successful
// ParseMove read is the move exactly as AppendMove writes it in notation:
// canonical SAN, check or mate sign included, read by the quick path with
// the check sign verified. pgn's Writer then copies the text it read
// instead of finding the disambiguation and the check sign once more.
// It is false for LAN and UCI, for every text the general route read
// (lenient forms and faults), and after a ParseMove without a report,
// which does not search for mate.
func (b *Board) ParsedAsWritten(notation pgn.Notation) bool {
	if b == nil || notation == UCI || notation == LAN {
		return false
	}
	return b.parsedSAN
}
