package filter

import "fmt"

// CriterionError is a criterion that cannot be compiled: its text, where it
// came from (Line, 1-based, for criteria files; 0 for a single criterion),
// the 1-based byte column of the fault and what is wrong.
type CriterionError struct {
	Text   string
	Line   int
	Column int
	Msg    string
}

// Error gives "line L, column C: message in criterion \"text\"".
func (e *CriterionError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("criterion line %d, column %d: %s in %q", e.Line, e.Column, e.Msg, e.Text)
	}
	return fmt.Sprintf("criterion column %d: %s in %q", e.Column, e.Msg, e.Text)
}
