package cescacs

// The codes of the diagnostics the C'escacs plugin reports. They start
// with "ctl-", as the plugin reads CTL-PGN records. docs/lint-codes.md
// describes each, with an example.
const (
	// CodeMoveSyntax, an error: a move token that is not CTL-AN/CTL-FAN, or
	// names a cell off the board.
	CodeMoveSyntax = "ctl-move-syntax"
	// CodeIllegalMove, an error: no legal move matches.
	CodeIllegalMove = "ctl-illegal-move"
	// CodeAmbiguousMove, an error: the text fits several legal moves.
	CodeAmbiguousMove = "ctl-ambiguous-move"
	// CodeWrongPiece, an error: the letter does not name the piece on the
	// origin cell.
	CodeWrongPiece = "ctl-wrong-piece"
	// CodePawnLetter, a warning: a pawn move written with P.
	CodePawnLetter = "ctl-pawn-letter"
	// CodeWrongCaptured, an error: the captured letter is wrong, missing, or
	// given for a pawn.
	CodeWrongCaptured = "ctl-wrong-captured"
	// CodeCaptureSign, an error: ×/* on a move that captures nothing, - on a
	// capture, × for en passant, @ for a plain capture.
	CodeCaptureSign = "ctl-capture-sign"
	// CodeCaptureX, an error: the letter x as capture sign.
	CodeCaptureX = "ctl-capture-x"
	// CodeEnDash, a warning: U+2013 as separator.
	CodeEnDash = "ctl-en-dash"
	// CodePromotion, an error: promotion missing, to a piece that cannot be
	// regained, or =& when a piece can be.
	CodePromotion = "ctl-promotion"
	// CodeCheckMark, a warning: the check mark disagrees with the position.
	CodeCheckMark = "ctl-check-mark"
	// CodeOldCheckMark, a warning: ^+ instead of +^.
	CodeOldCheckMark = "ctl-old-check-mark"
	// CodeRedefineLetter, an error: a letter or figurine the game's Redefine
	// tag does not allow.
	CodeRedefineLetter = "ctl-redefine-letter"
	// CodeRedefine, an error: a Redefine value that is not FAN or valid X@Y
	// pairs.
	CodeRedefine = "ctl-redefine"
	// CodeTLPD, an error: a TLPD that cannot be read.
	CodeTLPD = "ctl-tlpd"
	// CodeTLPDCastling, a warning: TLPD field 3 in the implementation's form,
	// or naming a rook that is not there.
	CodeTLPDCastling = "ctl-tlpd-castling"
	// CodeTLPDPassForm, a warning: TLPD field 4 in the implementation's form.
	CodeTLPDPassForm = "ctl-tlpd-pass-form"
	// CodeTLPDMissingField, a warning: TLPD without its last fields.
	CodeTLPDMissingField = "ctl-tlpd-missing-field"
	// CodeTLPDLineOrder, a warning: TLPD lines not in descending order.
	CodeTLPDLineOrder = "ctl-tlpd-line-order"
	// CodeTLPDName, a warning: the position tag named PDTL or DPTL.
	CodeTLPDName = "ctl-tlpd-name"
	// CodeTLPDDuplicate, an error: a second position tag.
	CodeTLPDDuplicate = "ctl-tlpd-duplicate"
	// CodeVariantFirst, an error: the first tag is not Variant.
	CodeVariantFirst = "ctl-variant-first"
	// CodeTagOrder, a warning: Id not second, a game tag out of order,
	// Redefine or TLPD misplaced.
	CodeTagOrder = "ctl-tag-order"
	// CodeTagMissing, a warning: neither Id nor the seven game tags follow
	// Variant.
	CodeTagMissing = "ctl-tag-missing"
	// CodeTagValue, an error: a value of the wrong form.
	CodeTagValue = "ctl-tag-value"
	// CodeAnnotatorSplit, a warning: Annotator tags not consecutive.
	CodeAnnotatorSplit = "ctl-annotator-split"
	// CodeCommentPlacement, a warning: a comment shares its line with a move,
	// a ( or another comment.
	CodeCommentPlacement = "ctl-comment-placement"
	// CodeCommentMarker, a warning: @W:/@B: after a pair without that side's
	// move, or an unknown @X: marker.
	CodeCommentMarker = "ctl-comment-marker"
	// CodeCommentReference, a warning: a reference to a missing or later move,
	// a missing label, a bad cell, a NAG above 255.
	CodeCommentReference = "ctl-comment-reference"
	// CodeMoveNumber, a warning: a written move number that is not the move's
	// (first per line), or … glued before a White move.
	CodeMoveNumber = "ctl-move-number"
	// CodeGameEnd, a warning: the last move lacks : (and does not mate), or :
	// on an earlier move (an early : once per game, with the number of moves).
	CodeGameEnd = "ctl-game-end"
)
