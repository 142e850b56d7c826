package main

// The codes of the diagnostics the command itself reports, about the
// games it could not write; docs/lint-codes.md describes each.
const (
	// CodeExportRefused, an error: (export) the game is not written: with
	// --strict it has errors.
	CodeExportRefused = "export-refused"
	// CodeConvertRefused, an error: (convert) the game exceeded a budget
	// (limit-exceeded), so only part of it was read.
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
)
