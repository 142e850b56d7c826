package pgn

// The codes of the diagnostics the core reports, and the codes that more
// than one game's plugin reports (a program that looks for move-illegal
// finds it in every game). docs/lint-codes.md describes each, with an
// example; the message of a diagnostic may change, its code does not.
const (
	// CodeInputBinary, an error: the file is not PGN text (compressed, an
	// archive, another program's records, binary data). The readers that
	// open files report it (the command line, package pgntool), not
	// Reader; it is here because more than one package does.
	CodeInputBinary = "input-binary"
	// CodeCharInvalid, an error: a byte that is not valid text in the encoding
	// read, or a character that starts no token.
	CodeCharInvalid = "char-invalid"
	// CodeCharControl, an error: a control character (codes 0–31 other than
	// tab, LF and CR, or 127–159).
	CodeCharControl = "char-control"
	// CodeCharNonASCII, an error: a non-ASCII character outside a string or
	// comment that the game's move grammar does not use.
	CodeCharNonASCII = "char-non-ascii"
	// CodeTab, a warning: a tab character.
	CodeTab = "tab"
	// CodeLineTooLong, a warning: a line longer than the standard's 255
	// characters (reported for the first such line of each game: files that
	// break the limit break it on most lines).
	CodeLineTooLong = "line-too-long"
	// CodeStringUnterminated, an error: a string with no closing quote on its
	// line.
	CodeStringUnterminated = "string-unterminated"
	// CodeStringEscape, a warning: a backslash before anything but " or \, or
	// just before the closing quote.
	CodeStringEscape = "string-escape"
	// CodeStringQuote, a warning: an unescaped quote inside a tag value, read
	// as text because the value's real end follows.
	CodeStringQuote = "string-quote"
	// CodeStringTooLong, a warning: a string longer than 255 bytes.
	CodeStringTooLong = "string-too-long"
	// CodeCommentUnterminated, an error: a { comment with no }.
	CodeCommentUnterminated = "comment-unterminated"
	// CodeLimitExceeded, an error: a game over one of its budgets (bytes,
	// plies, variation depth, token bytes, tag pairs).
	CodeLimitExceeded = "limit-exceeded"
	// CodeDiagnosticsSuppressed, an error or a warning: a game had more
	// diagnostics than its budget (50 by default, --max-diagnostics).
	CodeDiagnosticsSuppressed = "diagnostics-suppressed"
	// CodeInternalFault, an error: pgntool failed inside this game (a bug).
	CodeInternalFault = "internal-fault"
	// CodeNAGSyntax, an error: a $ not followed by digits.
	CodeNAGSyntax = "nag-syntax"
	// CodeTagSyntax, an error: a tag pair that is not [Name "value"].
	CodeTagSyntax = "tag-syntax"
	// CodeTagName, an error: a tag name with characters other than letters,
	// digits and _, or starting with a digit.
	CodeTagName = "tag-name"
	// CodeTagNameCase, a warning: a tag name starting with a lower-case letter
	// (archival names start upper case).
	CodeTagNameCase = "tag-name-case"
	// CodeTagDuplicate, an error: a tag given twice in one game.
	CodeTagDuplicate = "tag-duplicate"
	// CodeResultMissing, an error; a warning for C'escacs: a game with no
	// termination marker: it ends at the next tag or at the end of input.
	CodeResultMissing = "result-missing"
	// CodeResultInVariation, an error: a termination marker inside an open
	// variation.
	CodeResultInVariation = "result-in-variation"
	// CodeTrailerText, a warning: text after a game's result that no game
	// could start with (a ===== rule, an advertisement), passed over up to the
	// next line that starts with [.
	CodeTrailerText = "trailer-text"
	// CodeTextAfterResult, an error: text on the marker's line after it,
	// reported once.
	CodeTextAfterResult = "text-after-result"
	// CodeNAGRange, an error: a NAG above $255.
	CodeNAGRange = "nag-range"
	// CodeGlyphUnknown, a warning: a run of ! and ? that is none of the six
	// suffix annotations.
	CodeGlyphUnknown = "glyph-unknown"
	// CodeLabelMisplaced, an error: a variant's variation label (C'escacs
	// $[1]) outside any variation.
	CodeLabelMisplaced = "label-misplaced"
	// CodeNAGMisplaced, an error: a NAG or glyph before any move it could
	// annotate.
	CodeNAGMisplaced = "nag-misplaced"
	// CodeVariationMisplaced, an error: a variation before any move it could
	// replace.
	CodeVariationMisplaced = "variation-misplaced"
	// CodeParenUnmatched, an error: a ) that closes no variation.
	CodeParenUnmatched = "paren-unmatched"
	// CodeParenUnclosed, an error: a variation still open at the end of the
	// game.
	CodeParenUnclosed = "paren-unclosed"
	// CodeReservedToken, an error: < or >, which the standard reserves.
	CodeReservedToken = "reserved-token"
	// CodeTokenUnexpected, an error: a string, ] or foreign * in movetext.
	CodeTokenUnexpected = "token-unexpected"
	// CodeResultMismatch, an error: the termination marker differs from the
	// Result tag.
	CodeResultMismatch = "result-mismatch"
	// CodeResultContradictsPosition, an error or a warning: the final position
	// forces another result (mate, stalemate).
	CodeResultContradictsPosition = "result-contradicts-position"
	// CodeVariantUnsupported, a warning: the Variant or Game tag names a game
	// no plugin reads.
	CodeVariantUnsupported = "variant-unsupported"
	// CodeMoveNumber, a warning: a move number indication that is not the
	// number of the move after it (§8.2.2.1), counted from the start position
	// (a FEN's fullmove number and side to move) and, in a variation, from the
	// variation's own move.
	CodeMoveNumber = "move-number"
	// CodeTagMissing, an error: required tags are absent.
	CodeTagMissing = "tag-missing"
	// CodeTagValue, an error or a warning: a tag value of the wrong form.
	CodeTagValue = "tag-value"
	// CodeMoveSyntax, an error: the move text is not a move.
	CodeMoveSyntax = "move-syntax"
	// CodeMoveIllegal, an error: no legal move matches.
	CodeMoveIllegal = "move-illegal"
	// CodeMoveAmbiguous, an error: more than one legal move matches.
	CodeMoveAmbiguous = "move-ambiguous"
	// CodeCheckMark, a warning: missing or wrong +/# (at every move: each says
	// something about its position).
	CodeCheckMark = "check-mark"
	// CodeFENInvalid, an error: a fault in the FEN tag.
	CodeFENInvalid = "fen-invalid"
)
