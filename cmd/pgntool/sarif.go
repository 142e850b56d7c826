package main

import (
	"bufio"
	"encoding/json"
	"net/url"
	"path/filepath"
	"strings"
	"sync"

	"github.com/pgntool/pgntool/pgn"
)

// sarifWriter prints one SARIF 2.1.0 log (the OASIS format that code
// scanning services read): one run, whose tool's rules are the documented
// codes, and one result per diagnostic. The results are written as they
// come, so the log costs no memory per diagnostic.
type sarifWriter struct {
	out     *bufio.Writer
	results int
}

// sarifSchema is the URI of the SARIF 2.1.0 schema, as logs name it.
const sarifSchema = "https://json.schemastore.org/sarif-2.1.0.json"

type sarifText struct {
	Text     string `json:"text"`
	Markdown string `json:"markdown,omitempty"`
}

type sarifRule struct {
	ID                   string    `json:"id"`
	ShortDescription     sarifText `json:"shortDescription"`
	FullDescription      sarifText `json:"fullDescription"`
	DefaultConfiguration struct {
		Level string `json:"level"`
	} `json:"defaultConfiguration"`
}

type sarifDriver struct {
	Name           string      `json:"name"`
	InformationURI string      `json:"informationUri"`
	Rules          []sarifRule `json:"rules"`
}

type sarifRegion struct {
	StartLine   int `json:"startLine"`
	StartColumn int `json:"startColumn,omitempty"`
}

type sarifLocation struct {
	PhysicalLocation struct {
		ArtifactLocation struct {
			URI string `json:"uri"`
		} `json:"artifactLocation"`
		Region *sarifRegion `json:"region,omitempty"`
	} `json:"physicalLocation"`
}

type sarifResult struct {
	RuleID    string          `json:"ruleId"`
	RuleIndex *int            `json:"ruleIndex,omitempty"`
	Level     string          `json:"level"`
	Message   sarifText       `json:"message"`
	Locations []sarifLocation `json:"locations"`
}

// sarifRuleIndex maps a code to its place among the rules. It is made
// when first asked: made at start-up, it parsed the codes page with a
// regular expression on every run of every command, about 16 million
// instructions (5 ms), a twentieth of lint on a 100 MB file of TCEC.
var sarifRuleIndex = sync.OnceValue(func() map[string]int {
	m := make(map[string]int, len(lintCodes()))
	for i, c := range lintCodes() {
		m[c.Code] = i
	}
	return m
})

func (w *sarifWriter) begin() {
	driver := sarifDriver{Name: "pgntool", InformationURI: "https://github.com/pgntool/pgntool", Rules: make([]sarifRule, len(lintCodes()))}
	for i, c := range lintCodes() {
		r := &driver.Rules[i]
		r.ID = c.Code
		full := c.plainMeaning()
		r.ShortDescription = sarifText{Text: firstClause(full)}
		r.FullDescription = sarifText{Text: full, Markdown: c.Meaning}
		r.DefaultConfiguration.Level = "error"
		if c.Warning {
			r.DefaultConfiguration.Level = "warning"
		}
	}
	tool, _ := json.Marshal(struct {
		Driver sarifDriver `json:"driver"`
	}{driver})
	w.out.WriteString(`{"$schema":"` + sarifSchema + `","version":"2.1.0","runs":[{"tool":`)
	w.out.Write(tool)
	// Columns count characters, as pgntool's positions do.
	w.out.WriteString(`,"columnKind":"unicodeCodePoints","results":[`)
}

func (w *sarifWriter) write(d pgn.Diagnostic) {
	r := sarifResult{RuleID: d.Code, Level: d.Severity.String(), Message: sarifText{Text: d.Message}}
	if i, ok := sarifRuleIndex()[d.Code]; ok {
		r.RuleIndex = &i
	}
	var loc sarifLocation
	loc.PhysicalLocation.ArtifactLocation.URI = sarifURI(d.Pos.File)
	if d.Pos.Line > 0 {
		loc.PhysicalLocation.Region = &sarifRegion{StartLine: d.Pos.Line, StartColumn: max(d.Pos.Column, 0)}
	}
	r.Locations = []sarifLocation{loc}
	b, _ := json.Marshal(r)
	if w.results > 0 {
		w.out.WriteByte(',')
	}
	w.out.WriteByte('\n')
	w.out.Write(b)
	w.results++
}

func (w *sarifWriter) end() {
	w.out.WriteString("\n]}]}\n")
}

// sarifURI is the URI reference of a file named as lint names it: a
// relative reference for a relative path (code scanning resolves it
// against the repository), a file URI for an absolute one.
func sarifURI(name string) string {
	p := filepath.ToSlash(name)
	if filepath.IsAbs(name) {
		if !strings.HasPrefix(p, "/") {
			p = "/" + p // a Windows drive
		}
		return (&url.URL{Scheme: "file", Path: p}).String()
	}
	return (&url.URL{Path: p}).String()
}

// firstClause is text up to its first full stop or semicolon: a rule's
// short description.
func firstClause(text string) string {
	if i := strings.IndexAny(text, ";."); i > 0 && (i+1 == len(text) || text[i+1] == ' ') {
		return text[:i]
	}
	return text
}
