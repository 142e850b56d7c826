package pgn

import (
	"fmt"
	"sort"
)

// Severity says whether a diagnostic makes a game wrong or only doubtful.
type Severity uint8

const (
	// Error marks input that breaks the standard or the game's rules.
	Error Severity = iota
	// Warning marks input that is read but deviates from the standard or
	// from canonical form.
	Warning
)

// String returns "error" or "warning".
func (s Severity) String() string {
	if s == Warning {
		return "warning"
	}
	return "error"
}

// Diagnostic is one fault found in the input. Code is stable across releases
// (see docs/lint-codes.md); Message is for people.
type Diagnostic struct {
	Pos      Position
	Severity Severity
	Code     string
	Message  string
}

// String formats the diagnostic as "file:line:col: severity: message [code]".
func (d Diagnostic) String() string {
	return fmt.Sprintf("%s: %s: %s [%s]", d.Pos, d.Severity, d.Message, d.Code)
}

// Error makes a Diagnostic usable as an error value.
func (d Diagnostic) Error() string { return d.String() }

// Report receives diagnostics as they are found.
type Report func(Diagnostic)

// Errorf builds an error diagnostic.
func Errorf(pos Position, code, format string, args ...any) Diagnostic {
	return Diagnostic{Pos: pos, Severity: Error, Code: code, Message: fmt.Sprintf(format, args...)}
}

// Warnf builds a warning diagnostic.
func Warnf(pos Position, code, format string, args ...any) Diagnostic {
	return Diagnostic{Pos: pos, Severity: Warning, Code: code, Message: fmt.Sprintf(format, args...)}
}

// DiagnosticList collects diagnostics; its zero value is ready to use.
type DiagnosticList []Diagnostic

// Add appends d; its signature matches [Report].
func (l *DiagnosticList) Add(d Diagnostic) { *l = append(*l, d) }

// Errors counts the diagnostics of severity Error.
func (l DiagnosticList) Errors() int {
	n := 0
	for _, d := range l {
		if d.Severity == Error {
			n++
		}
	}
	return n
}

// Sort orders the list by file, then offset, keeping the order of
// diagnostics found at the same place.
func (l DiagnosticList) Sort() {
	sort.SliceStable(l, func(i, j int) bool {
		a, b := l[i].Pos, l[j].Pos
		if a.File != b.File {
			return a.File < b.File
		}
		return a.Offset < b.Offset
	})
}
