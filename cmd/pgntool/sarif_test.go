package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/pb33f/jsonschema/v6"
)

// TestLintSARIFSchema validates lint --format sarif against the SARIF
// 2.1.0 schema (testdata/sarif), formats (uri-reference) included: with
// results, with none, and with names that need escaping in a URI.
func TestLintSARIFSchema(t *testing.T) {
	c := jsonschema.NewCompiler()
	c.AssertFormat()
	schema, err := c.Compile(filepath.Join(repoRoot(t), "testdata", "sarif", "sarif-schema-2.1.0.json"))
	if err != nil {
		t.Fatal(err)
	}
	faulty := writeCase(t, "a b,c:d%.pgn", lintCase)
	dir, name := filepath.Split(faulty)
	clean := filepath.Join(repoRoot(t), "testdata", "examples", "opera-game.pgn")
	for _, args := range [][]string{
		{faulty},
		{clean},
		{"-"},
		{"--ignore", "*", faulty},
		{name},
	} {
		// In the directory of faulty, so that its name is relative.
		code, out, stderr := runPgntoolIn(t, dir, lintCase, nil, append([]string{"lint", "--format", "sarif"}, args...)...)
		if code > 1 {
			t.Fatalf("%v: exit %d: %s", args, code, stderr)
		}
		inst, err := jsonschema.UnmarshalJSON(strings.NewReader(out))
		if err != nil {
			t.Fatalf("%v: not JSON: %v\n%s", args, err, out)
		}
		if err := schema.Validate(inst); err != nil {
			t.Errorf("%v: not valid SARIF 2.1.0: %v", args, err)
		}
	}
	// The schema check itself fails on a log that breaks it.
	bad, _ := jsonschema.UnmarshalJSON(strings.NewReader(`{"version":"2.1.0","runs":[{"tool":{"driver":{"name":"x"}},"results":[{"message":{"text":"m"},"locations":[{"physicalLocation":{"region":{"startLine":0}}}]}]}]}`))
	if schema.Validate(bad) == nil {
		t.Error("a region with startLine 0 passed the schema")
	}
}

// TestSARIFURI: file names become URI references that keep their meaning.
func TestSARIFURI(t *testing.T) {
	for name, want := range map[string]string{
		"games.pgn":         "games.pgn",
		"dir/a b.pgn":       "dir/a%20b.pgn",
		"c:d.pgn":           "./c:d.pgn",
		"<stdin>":           "%3Cstdin%3E",
		"/abs/x%y.pgn":      "file:///abs/x%25y.pgn",
		"数据/棋谱.pgn":         "%E6%95%B0%E6%8D%AE/%E6%A3%8B%E8%B0%B1.pgn",
		"zip.zip:inner.pgn": "./zip.zip:inner.pgn",
	} {
		if got := sarifURI(name); got != want {
			t.Errorf("sarifURI(%q) = %q, want %q", name, got, want)
		}
	}
}
