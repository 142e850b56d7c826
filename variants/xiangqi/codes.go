package xiangqi

// The codes of the diagnostics only the xiangqi plugin reports; the codes
// it shares with other games are pgn's (pgn.CodeMoveIllegal, …).
// docs/lint-codes.md describes each, with an example.
const (
	// CodeTandemMissing, a warning: a plain file form where two or more such
	// pieces share the file.
	CodeTandemMissing = "tandem-missing"
	// CodeFormatMismatch, a warning: the moves are in another notation than
	// the Format tag says.
	CodeFormatMismatch = "format-mismatch"
	// CodeFormatMissing, a warning: no Format tag, and the moves are not
	// Chinese: says what they were read as and which Format tag would state
	// it.
	CodeFormatMissing = "format-missing"
	// CodeNotationMixed, a warning: a game changes notation family, or a
	// coordinate move is legal only in the other rank numbering.
	CodeNotationMixed = "notation-mixed"
	// CodeFENPlacement, a warning: a piece on a point it can never reach.
	CodeFENPlacement = "fen-placement"
	// CodeFENSideR, a warning: side to move r.
	CodeFENSideR = "fen-side-r"
	// CodeFENSynonym, a warning: WXF letters E/H in the board.
	CodeFENSynonym = "fen-synonym"
	// CodeFENShort, a warning: fewer than six fields.
	CodeFENShort = "fen-short"
	// CodeFENField, a warning: castling or en passant field not -.
	CodeFENField = "fen-field"
	// CodeTagWhite, a warning: White instead of Red (WinBoard, pychess).
	CodeTagWhite = "tag-white"
	// CodeTagOrder, a warning: Game not first, or a team tag after its player.
	CodeTagOrder = "tag-order"
	// CodeTagCase, a warning: a roster tag spelled in another case.
	CodeTagCase = "tag-case"
	// CodeDateChinese, a warning: a date written with 年月日.
	CodeDateChinese = "date-chinese"
	// CodeResultUnknown, a warning: Result 未知 (unknown).
	CodeResultUnknown = "result-unknown"
)
