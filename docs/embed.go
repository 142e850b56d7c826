// Package docs holds pgntool's documentation. It is a Go package only so
// that the command can carry the page of diagnostic codes: the codes that
// lint --only and --ignore accept, and the rules of its SARIF output, are
// read from that page, so they cannot drift apart from it.
package docs

import _ "embed"

// LintCodes is the text of lint-codes.md.
//
//go:embed lint-codes.md
var LintCodes string
