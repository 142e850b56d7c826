package main

import (
	"fmt"
	"strings"

	"github.com/pgntool/pgntool/pgn"
)

// diagnosticFilter decides which diagnostics lint shows: --severity,
// --only and --ignore. The exit status follows what is shown.
type diagnosticFilter struct {
	errorsOnly bool
	only       map[string]bool // nil: every code
	ignore     map[string]bool
}

// show reports whether d passes the filter.
func (f *diagnosticFilter) show(d pgn.Diagnostic) bool {
	if f.errorsOnly && d.Severity != pgn.Error {
		return false
	}
	if f.only != nil && !f.only[d.Code] {
		return false
	}
	return !f.ignore[d.Code]
}

// active reports whether the filter may leave anything out.
func (f *diagnosticFilter) active() bool {
	return f.errorsOnly || f.only != nil || len(f.ignore) > 0
}

// pass is show, except that the reader's own count of an error it did not
// keep (diagnostics-suppressed) passes --only: an error is not to vanish
// without a trace. --ignore diagnostics-suppressed still leaves it out.
func (f *diagnosticFilter) pass(d pgn.Diagnostic) bool {
	if d.Code == suppressedCode && d.Severity == pgn.Error {
		return !f.ignore[d.Code]
	}
	return f.show(d)
}

// suppressedCode is the code of the count of the diagnostics of a game
// over its budget.
const suppressedCode = pgn.CodeDiagnosticsSuppressed

// newDiagnosticFilter builds the filter from the flags' values. A code
// that is not documented, or a glob that matches none, is a usage error
// that names the nearest documented code.
func newDiagnosticFilter(severity string, only, ignore []string) (*diagnosticFilter, error) {
	f := &diagnosticFilter{}
	switch strings.ToLower(severity) {
	case "warning", "":
	case "error":
		f.errorsOnly = true
	default:
		return nil, usageError("unknown --severity %q; choose error (errors only) or warning (errors and warnings)", severity)
	}
	var err error
	if len(only) > 0 {
		if f.only, err = codeSet("only", only); err != nil {
			return nil, err
		}
	}
	if f.ignore, err = codeSet("ignore", ignore); err != nil {
		return nil, err
	}
	return f, nil
}

// codeSet expands the codes and globs given to --flag (each value may hold
// several, separated by commas).
func codeSet(flag string, values []string) (map[string]bool, error) {
	set := map[string]bool{}
	for _, v := range values {
		for _, pattern := range strings.Split(v, ",") {
			pattern = strings.TrimSpace(pattern)
			if pattern == "" {
				continue
			}
			codes, err := matchLintCodes(pattern)
			if err != nil {
				return nil, usageError("--%s %q: %v", flag, pattern, err)
			}
			if len(codes) == 0 {
				return nil, unknownCodeError(flag, pattern)
			}
			for _, c := range codes {
				set[c] = true
			}
		}
	}
	return set, nil
}

// unknownCodeError is the usage error for a code or glob that names no
// documented code.
func unknownCodeError(flag, pattern string) error {
	what := "unknown code"
	if strings.ContainsAny(pattern, "*?[") {
		what = "no code matches"
	}
	hint := "; the codes are listed in docs/lint-codes.md"
	if near, ok := nearestPattern(pattern); ok {
		hint = fmt.Sprintf("; did you mean %s?", near)
	}
	return usageError("--%s: %s %q%s", flag, what, pattern, hint)
}

// nearestPattern returns a documented code, or for a prefix glob (tag-*)
// a glob of a documented prefix, close to pattern.
func nearestPattern(pattern string) (string, bool) {
	prefix, ok := strings.CutSuffix(pattern, "*")
	if !ok || strings.ContainsAny(prefix, "*?[") {
		return nearestLintCode(pattern)
	}
	best, bestDist := "", len(prefix)
	for _, c := range lintCodes() {
		// Prefixes as long as the pattern's first, so that they win ties.
		for _, n := range []int{len(prefix), len(prefix) - 1, len(prefix) + 1} {
			if n < 1 || n > len(c.Code) {
				continue
			}
			if d := levenshtein(prefix, c.Code[:n]); d < bestDist {
				best, bestDist = c.Code[:n]+"*", d
			}
		}
	}
	if best == "" || bestDist > max(1, len(prefix)/3) {
		return "", false
	}
	return best, true
}
