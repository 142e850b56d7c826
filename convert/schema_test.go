package convert

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

// schemaSamples converts the golden cases, the odd tree and, with corpus,
// the small corpus files to one document per case in format, and returns
// the files.
func schemaSamples(t *testing.T, format string, corpus bool) []string {
	dir := t.TempDir()
	var files []string
	add := func(name string, games []*pgn.Game, opts Options) {
		path := filepath.Join(dir, name+"."+format)
		if err := os.WriteFile(path, encode(t, format, games, opts), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, path)
	}
	for _, in := range goldenCases(t) {
		games := readFile(t, in)
		add(filepath.Base(in), games, Options{})
		add(filepath.Base(in)+".rewritten", games, Options{Notation: games[0].Variant.Info().Notations[0]})
	}
	add("odd", []*pgn.Game{oddGame()}, Options{})
	add("control", parse(t, "{\x01\x02} 1. e4 {\r} *"), Options{})
	if !corpus {
		return files
	}
	if _, err := os.Stat(filepath.Join(repoRoot(t), "..", "shared", "corpus")); err == nil {
		var all []*pgn.Game
		for _, f := range corpusFiles(t, false) {
			all = append(all, readFile(t, f)...)
		}
		add("corpus", all, Options{})
	} else {
		t.Logf("../shared/corpus is absent; validating the repository's cases only")
	}
	return files
}

// invalid writes a document that breaks the schema, so that the tests
// below are known to be able to fail.
func invalid(t *testing.T, format, text string) string {
	path := filepath.Join(t.TempDir(), "invalid."+format)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestXMLSchema(t *testing.T) {
	xmllint, err := exec.LookPath("xmllint")
	if err != nil {
		t.Skip("xmllint is not installed (apt-get install libxml2-utils); the XML Schema is not checked")
	}
	xsd := filepath.Join(repoRoot(t), "docs", "schema", "pgn.xsd")
	validate := func(path string) (string, error) {
		out, err := exec.Command(xmllint, "--noout", "--schema", xsd, path).CombinedOutput()
		return string(out), err
	}
	for _, path := range schemaSamples(t, "xml", true) {
		if out, err := validate(path); err != nil {
			t.Errorf("%s does not validate: %v\n%s", filepath.Base(path), err, out)
		}
	}
	bad := invalid(t, "xml", "<database><pgn><move ply=\"0\">e4</move><variation><nag>1</nag></variation></pgn></database>")
	if out, err := validate(bad); err == nil {
		t.Errorf("a document with ply 0 and a variation starting with a NAG validates:\n%s", out)
	}
}

const jsonSchemaCheck = `
import json, sys
import jsonschema
schema = json.load(open(sys.argv[1]))
jsonschema.Draft202012Validator.check_schema(schema)
v = jsonschema.Draft202012Validator(schema)
bad = 0
for path in sys.argv[2:]:
    for e in v.iter_errors(json.load(open(path))):
        print(path, e.json_path, e.message)
        bad += 1
sys.exit(1 if bad else 0)
`

func TestJSONSchema(t *testing.T) {
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 is not installed; the JSON Schema is not checked")
	}
	if err := exec.Command(python, "-c", "import jsonschema").Run(); err != nil {
		t.Skip("the Python module jsonschema is not installed (apt-get install python3-jsonschema); the JSON Schema is not checked")
	}
	schema := filepath.Join(repoRoot(t), "docs", "schema", "pgn.schema.json")
	validate := func(paths ...string) (string, error) {
		out, err := exec.Command(python, append([]string{"-c", jsonSchemaCheck, schema}, paths...)...).CombinedOutput()
		return string(out), err
	}
	// The Python validator takes half a minute over the small corpus
	// files, so they are checked in long runs only.
	corpus := os.Getenv("PGNTOOL_LONG") == "1"
	if out, err := validate(schemaSamples(t, "json", corpus)...); err != nil {
		t.Errorf("output does not validate: %v\n%s", err, out)
	}
	bad := invalid(t, "json", `[{"tags":[],"movetext":[{"move":"e4","ply":0},{"nag":1,"glyph":"!"}]}]`)
	if out, err := validate(bad); err == nil || !strings.Contains(out, "ply") {
		t.Errorf("a document with ply 0 and a two-key item validates: %v\n%s", err, out)
	}
}
