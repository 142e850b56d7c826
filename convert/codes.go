package convert

// The codes of the diagnostics package convert reports; docs/lint-codes.md
// describes each.
const (
	// CodeCharReplaced, a warning: (convert --to xml) a character XML 1.0
	// cannot hold (a control character) is written as U+FFFD.
	CodeCharReplaced = "convert-char-replaced"
)
