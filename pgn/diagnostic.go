package pgn

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
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
func (d Diagnostic) String() string { return string(d.AppendText(nil)) }

// AppendText appends the diagnostic as String formats it; printing many
// diagnostics through one buffer this way costs no allocation each.
func (d Diagnostic) AppendText(dst []byte) []byte {
	dst = d.Pos.AppendText(dst)
	dst = append(dst, ": "...)
	dst = append(dst, d.Severity.String()...)
	dst = append(dst, ": "...)
	dst = append(dst, d.Message...)
	dst = append(dst, " ["...)
	dst = append(dst, d.Code...)
	return append(dst, ']')
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

// Add appends d; its signature matches [Report]. Add on a nil
// *DiagnosticList keeps nothing.
func (l *DiagnosticList) Add(d Diagnostic) {
	if l != nil {
		*l = append(*l, d)
	}
}

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
	// Faults mostly arrive in reading order already.
	if slices.IsSortedFunc(l, compareDiagnostics) {
		return
	}
	slices.SortStableFunc(l, compareDiagnostics)
}

func compareDiagnostics(a, b Diagnostic) int {
	if c := strings.Compare(a.Pos.File, b.Pos.File); c != 0 {
		return c
	}
	return cmp.Compare(a.Pos.Offset, b.Pos.Offset)
}

// passOnMemoryFault raises p again when it is a fault reading memory (a
// mapped file cut short, which the caller may have asked to be a panic):
// that is no fault of the game being read, so no recover of this package
// turns it into one.
func passOnMemoryFault(p any) {
	if _, fault := p.(interface{ Addr() uintptr }); fault {
		panic(p)
	}
}
