package pgn

// ExportKind is the class of an [ExportToken].
type ExportKind uint8

// The export token kinds.
const (
	ExportMove           ExportKind = iota // Text is the move in the chosen notation
	ExportNAG                              // NAG holds the number
	ExportGlyph                            // Text is a glyph that is not a NAG
	ExportComment                          // Text is the comment's text
	ExportBeginVariation                   // Text is the variation's label, if any
	ExportEndVariation
	ExportResult // Text is the termination marker
)

// ExportToken is one element of a game's movetext as the writer hands it
// to [Variant.AppendMovetext]: moves already in the chosen notation, in
// reading order. Its Text is valid during that call only: the writer
// reuses the memory for the next game.
type ExportToken struct {
	Kind   ExportKind
	Text   string
	NAG    int
	Number int  // for moves: the move number
	Second bool // for moves: played by the second player (Black)
	Depth  int  // variation depth, 0 for the main line
	// Line is set on a comment that was a ';' comment and must stay one
	// because its text holds a '}'.
	Line bool
	// shape is what the reader learnt of a comment's text, which the
	// layout then need not test again.
	shape commentShape
}

// commentShape is what the reader learnt of a comment's text as it read
// it.
type commentShape uint8

const (
	// shapeUnknown: nothing.
	shapeUnknown commentShape = iota
	// shapePrintable: printable ASCII on one line; the layout tests only
	// its spaces.
	shapePrintable
	// shapePadded: also words with one space between them and one space
	// at each end, as lichess's clock comment " [%clk 0:03:00] ", which
	// the layout writes as it stands.
	shapePadded
)
