package main

import (
	"path"
	"regexp"
	"strings"
	"sync"

	"github.com/pgntool/pgntool/docs"
)

// lintCode is a documented diagnostic code (a row of docs/lint-codes.md).
type lintCode struct {
	Code string
	// Warning is set for a code documented as a warning; a code that may
	// be either is documented as an error first.
	Warning bool
	// Meaning is the row's meaning column, in Markdown.
	Meaning string
}

// codeTableRow is a row of a code table in docs/lint-codes.md: code,
// severity (E, W, E/W, …), meaning. A | inside a cell is escaped.
var codeTableRow = regexp.MustCompile("(?m)^\\| `([a-z0-9-]+)` \\| ([^|]*) \\| ((?:[^|\\\\]|\\\\.)*) \\|")

// lintCodes returns the documented codes, in the order of the page, each
// once (a code documented in two tables is taken from the first).
var lintCodes = sync.OnceValue(func() []lintCode { return parseLintCodes(docs.LintCodes) })

// parseLintCodes reads the code tables of lint-codes.md.
func parseLintCodes(page string) []lintCode {
	var codes []lintCode
	seen := map[string]bool{}
	for _, m := range codeTableRow.FindAllStringSubmatch(page, -1) {
		if seen[m[1]] {
			continue
		}
		seen[m[1]] = true
		codes = append(codes, lintCode{
			Code:    m[1],
			Warning: strings.HasPrefix(strings.TrimSpace(m[2]), "W"),
			Meaning: strings.TrimSpace(m[3]),
		})
	}
	return codes
}

// plainMeaning is the meaning without Markdown's code marks.
func (c lintCode) plainMeaning() string { return strings.ReplaceAll(c.Meaning, "`", "") }

// matchLintCodes returns the documented codes the pattern matches (a code,
// or a glob with *); err is set when the pattern is not well formed.
func matchLintCodes(pattern string) ([]string, error) {
	var matched []string
	for _, c := range lintCodes() {
		ok, err := path.Match(pattern, c.Code)
		if err != nil {
			return nil, err
		}
		if ok {
			matched = append(matched, c.Code)
		}
	}
	return matched, nil
}

// nearestLintCode returns the documented code closest to s in edit
// distance, when it is close enough to be a slip of the keyboard.
func nearestLintCode(s string) (string, bool) {
	best, bestDist := "", len(s)
	for _, c := range lintCodes() {
		if d := levenshtein(s, c.Code); d < bestDist {
			best, bestDist = c.Code, d
		}
	}
	if best == "" || bestDist > max(2, len(s)/3) {
		return "", false
	}
	return best, true
}
