package main

// The codes of the diagnostics the command itself reports, about the
// games it could not write; docs/lint-codes.md describes each.
const (
	// CodeExportRefused, an error: (export) the game is not written: with
	// --strict it has errors.
	CodeExportRefused = "export-refused"
	// CodeConvertRefused, an error: (convert) the game exceeded a budget
	// (limit-exceeded), so only part of it was read; with --to scid, also
	// a game the base cannot store.
	CodeConvertRefused = "convert-refused"
	// CodeExportEncoding, an error: (export --output-encoding) the game holds
	// text the chosen encoding cannot represent.
	CodeExportEncoding = "export-encoding"
	// CodeExportNotation, an error: (export --notation) the game's variant
	// cannot write the asked notation (an Antichess game, read without a
	// board, among chess games with --notation uci).
	CodeExportNotation = "export-notation"
	// CodeConvertNotation, an error: (convert --notation) as export-notation:
	// the game is left out of the document, the others are written, exit
	// status 1.
	CodeConvertNotation = "convert-notation"
	// CodeScidCorrupt, an error: (any command reading a Scid base) a game
	// of the base cannot be decoded; the diagnostic names the file, the
	// game number and the byte offset, and the game is passed over.
	CodeScidCorrupt = "scid-corrupt"
	// CodeScidLeftOut, a warning: (convert --to scid) the Scid base cannot
	// hold part of the game (a tag value over 255 bytes, a rating over
	// 4000, …), which is written without it.
	CodeScidLeftOut = "scid-left-out"
)
