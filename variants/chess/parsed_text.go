package chess

import "github.com/pgntool/pgntool/pgn"

var (
	_ pgn.ParsedTextBoard  = (*Board)(nil)
	_ pgn.ParsedTextWriter = (*Board)(nil)
)

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
	return b.parsed&parsedAsWritten != 0
}

// AppendParsedText appends the move that the last successful ParseMove
// or ParseAndMake read from text, as AppendMove writes it in notation,
// when it can be written from text: text is canonical SAN but for its
// check sign, which the quick route verified (a move written without the
// "+" it needs, as in files of engine games). It returns dst and false
// otherwise, and for LAN and UCI; the caller then calls AppendMove.
func (b *Board) AppendParsedText(dst, text []byte, notation pgn.Notation) ([]byte, bool) {
	if b == nil || b.parsed&parsedSignKnown == 0 || notation == UCI || notation == LAN {
		return dst, false
	}
	_, n := trailingMark(text)
	dst = append(dst, text[:n]...)
	switch checkMark(b.parsed & parsedSign) {
	case markCheck:
		dst = append(dst, '+')
	case markMate:
		dst = append(dst, '#')
	}
	return dst, true
}

// parsedText is what the quick route of ParseMove learnt of the text it
// read: whether it is the move as AppendSAN writes it, and whether its
// letters are, with the check sign it should carry in the low bits. One
// byte, stored once per move.
type parsedText uint8

const (
	parsedSign      parsedText = 3 // the checkMark the move should carry
	parsedSignKnown parsedText = 1 << 6
	parsedAsWritten parsedText = 1 << 7
)
