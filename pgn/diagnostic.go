package pgn

import (
	"fmt"
	"slices"
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
	// Faults mostly arrive in reading order already, a few of them late: a
	// line's length is known at its end, after the faults inside it. Each
	// late one is moved back to its place in one copy, at a cost linear in
	// the distance, as long as the distances add up to little; a list far
	// from order is sorted.
	moved := 0
	for i := 1; i < len(l); i++ {
		if !diagnosticBefore(&l[i], &l[i-1]) {
			continue
		}
		j := i - 1
		for j > 0 && diagnosticBefore(&l[i], &l[j-1]) {
			j--
		}
		if moved += i - j; moved > 4*len(l) {
			// What was moved kept the order of equal places, so the
			// stable sort still gives it.
			slices.SortStableFunc(l, compareDiagnostics)
			return
		}
		d := l[i]
		copy(l[j+1:i+1], l[j:i])
		l[j] = d
	}
}

// diagnosticBefore reports whether a belongs strictly before b: by file,
// then offset.
func diagnosticBefore(a, b *Diagnostic) bool {
	if a.Pos.File != b.Pos.File {
		return a.Pos.File < b.Pos.File
	}
	return a.Pos.Offset < b.Pos.Offset
}

// compareDiagnostics is diagnosticBefore's order as the sort functions
// take it.
func compareDiagnostics(a, b Diagnostic) int {
	switch {
	case diagnosticBefore(&a, &b):
		return -1
	case diagnosticBefore(&b, &a):
		return 1
	}
	return 0
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
