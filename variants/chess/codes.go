package chess

// The codes of the diagnostics only the chess plugin reports; the codes
// it shares with other games are pgn's (pgn.CodeMoveIllegal, …).
// docs/lint-codes.md describes each, with an example.
const (
	// CodeResultInvalid, an error: a Result tag value that is not one of the
	// game's results.
	CodeResultInvalid = "result-invalid"
	// CodeCastlingZero, a warning: castling written with zeros (once a game,
	// at the first, with the number of further moves written so).
	CodeCastlingZero = "castling-zero"
	// CodePawnLetter, a warning: pawn move with a P (once a game, at the
	// first, with the count).
	CodePawnLetter = "pawn-letter"
	// CodeCaptureMark, a warning: x missing on a capture or present on a
	// non-capture (at every move).
	CodeCaptureMark = "capture-mark"
	// CodeOverDisambiguated, a warning: a SAN origin with more than SAN needs:
	// a file, rank or square where none is needed (but a square alone is
	// long-algebraic), or a square where the file or rank is enough.
	CodeOverDisambiguated = "over-disambiguated"
	// CodeLongAlgebraic, a warning: long algebraic or UCI form: origin and
	// destination with - (Ng1-f3, e2-e4), without a piece letter (e2e4, g1f3,
	// e7e8q), a pawn with its origin rank, castling as the king's move (e1g1),
	// or a piece's whole origin square where SAN needs none (Ng1f3) (once a
	// game, at the first, with its SAN and the number of further moves written
	// so: (and 112 more moves of this game are written so)).
	CodeLongAlgebraic = "long-algebraic"
	// CodePromotionMark, a warning: promotion without = (once a game, at the
	// first, with the count).
	CodePromotionMark = "promotion-mark"
	// CodeEnPassantMark, a warning: an e.p. suffix.
	CodeEnPassantMark = "en-passant-mark"
	// CodeNullMove, a warning: a null move.
	CodeNullMove = "null-move"
	// CodeFENWithoutSetup, a warning: FEN without [SetUp "1"].
	CodeFENWithoutSetup = "fen-without-setup"
	// CodeSetupWithoutFEN, an error: [SetUp "1"] without FEN.
	CodeSetupWithoutFEN = "setup-without-fen"
)
