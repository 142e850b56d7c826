package main

import (
	"encoding/xml"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestConvertGolden checks that the command writes what the convert
// package's golden files hold (they are made by go test -update in
// ./convert).
func TestConvertGolden(t *testing.T) {
	dir := filepath.Join(repoRoot(t), "testdata", "convert")
	tests := []struct {
		args   []string
		input  string
		golden string
	}{
		{[]string{"--to", "xml"}, "chess-annotated.pgn", "chess-annotated.xml.golden"},
		{[]string{"--to", "json"}, "chess-annotated.pgn", "chess-annotated.json.golden"},
		{[]string{"--to", "xml", "--notation", "uci"}, "chess-annotated.pgn", "chess-annotated.uci.xml.golden"},
		{[]string{"--to", "xml"}, "xiangqi-chinese.pgn", "xiangqi-chinese.xml.golden"},
		{[]string{"--to", "json", "--notation", "wxf"}, "xiangqi-chinese.pgn", "xiangqi-chinese.wxf.json.golden"},
		{[]string{"--to", "xml", "--variant", "cescacs"}, "cescacs.pgn", "cescacs.xml.golden"},
		{[]string{"--to", "json", "--notation", "fan"}, "cescacs.pgn", "cescacs.fan.json.golden"},
	}
	for _, tt := range tests {
		t.Run(tt.golden, func(t *testing.T) {
			want, err := os.ReadFile(filepath.Join(dir, tt.golden))
			if err != nil {
				t.Fatal(err)
			}
			args := append(append([]string{"convert"}, tt.args...), filepath.Join(dir, tt.input))
			code, got, stderr := runCLI(t, "", args...)
			if code != 0 || stderr != "" {
				t.Errorf("exit %d, stderr %q", code, stderr)
			}
			if diff := cmp.Diff(string(want), got); diff != "" {
				t.Errorf("output (-want +got):\n%s", diff)
			}
		})
	}
}

// TestConvertManyFiles checks that the games of every input, standard
// input included, go into one well-formed document.
func TestConvertManyFiles(t *testing.T) {
	root := repoRoot(t)
	opera := filepath.Join(root, "testdata", "examples", "opera-game.pgn")
	xiangqi := filepath.Join(root, "testdata", "convert", "xiangqi-chinese.pgn")
	code, out, stderr := runCLI(t, "1. d4 d5 *\n", "convert", "--to", "xml", opera, "-", xiangqi)
	// The game on standard input has no tags, an error: status 1.
	if code != exitFindings {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	d := xml.NewDecoder(strings.NewReader(out))
	var variants []string
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("not well-formed: %v\n%s", err, out)
		}
		if se, ok := tok.(xml.StartElement); ok && se.Name.Local == "pgn" {
			variants = append(variants, se.Attr[0].Value)
		}
	}
	if diff := cmp.Diff([]string{"chess", "chess", "Chinese Chess"}, variants); diff != "" {
		t.Errorf("games (-want +got):\n%s", diff)
	}

	code, out, _ = runCLI(t, "1. d4 *\n\n1. e4 *\n", "convert", "--to", "json", "--json-lines", opera, "-")
	if lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n"); code != exitFindings || len(lines) != 3 || !strings.HasPrefix(lines[2], "{") {
		t.Errorf("JSON Lines (exit %d): %q", code, out)
	}
}

func TestConvertExitStatus(t *testing.T) {
	root := repoRoot(t)
	clean := filepath.Join(root, "testdata", "examples", "opera-game.pgn")
	tests := []struct {
		args   []string
		code   int
		stderr string
	}{
		{[]string{"convert", "--to", "xml", clean}, 0, ""},
		{[]string{"convert", clean}, 2, `Required flag "to" not set`},
		{[]string{"convert", "--to", "yaml", clean}, 2, `unknown --to "yaml"; choose one of xml, json, epd`},
		{[]string{"convert", "--to", "xml", "--json-lines", clean}, 2, "--json-lines goes with --to json only"},
		{[]string{"convert", "--to", "xml", "--notation", "wxf", clean}, 1, `opera-game.pgn:1:1: error: game 1 not written: chess cannot write notation "wxf"; choose one of san, lan, uci [convert-notation]`},
		{[]string{"convert", "--to", "xml", "--notation", "klingon", clean}, 2, `unknown --notation "klingon"`},
		{[]string{"convert", "--to", "xml", "--variant", "checkers", clean}, 2, `unknown variant "checkers"`},
		{[]string{"convert", "--to", "json"}, 2, "convert: name at least one FILE"},
	}
	for _, tt := range tests {
		code, out, stderr := runCLI(t, "", tt.args...)
		if code != tt.code || !strings.Contains(stderr, tt.stderr) {
			t.Errorf("pgntool %s: exit %d, stderr %q; want exit %d, stderr with %q", strings.Join(tt.args, " "), code, stderr, tt.code, tt.stderr)
		}
		if code == 2 && out != "" {
			t.Errorf("pgntool %s: wrote %q on failure", strings.Join(tt.args, " "), out)
		}
	}
	// As in export, a file that cannot be read is reported and the others
	// are converted.
	code, out, stderr := runCLI(t, "", "convert", "--to", "json", filepath.Join(root, "no-such.pgn"), clean)
	if code != 2 || !strings.Contains(stderr, "no-such.pgn") || strings.Count(out, `"movetext"`) != 1 {
		t.Errorf("missing file: exit %d, stderr %q, output %q", code, stderr, out)
	}
}

// TestConvertFaults checks that faults are reported as in export while the
// games are still written, and that replaced characters are reported.
func TestConvertFaults(t *testing.T) {
	bad := filepath.Join(repoRoot(t), "testdata", "lint", "chess-moves.pgn")
	code, out, stderr := runCLI(t, "", "convert", "--to", "xml", bad)
	if code != exitFindings || strings.Count(out, "<pgn ") != 5 {
		t.Errorf("exit %d, %d games written, want 1 (errors reported) and 5", code, strings.Count(out, "<pgn "))
	}
	if !strings.Contains(stderr, "chess-moves.pgn:") || !strings.Contains(stderr, "error:") {
		t.Errorf("faults not reported:\n%s", stderr)
	}
	code, _, stderr = runCLI(t, "1. e4 {bell\a} *\n", "convert", "--to", "xml", "-")
	want := "<stdin>:1:7: warning: comment holds U+0007, which XML 1.0 cannot hold; it is written as U+FFFD [convert-char-replaced]\n"
	if code != exitFindings || !strings.HasSuffix(stderr, want) || !strings.Contains(stderr, "[char-control]") {
		t.Errorf("exit %d, stderr %q, want %q", code, stderr, want)
	}
}

func TestConvertOutputFile(t *testing.T) {
	in := filepath.Join(repoRoot(t), "testdata", "convert", "xiangqi-chinese.pgn")
	dir := t.TempDir()
	out := filepath.Join(dir, "out.json")
	if code, _, stderr := runCLI(t, "", "convert", "--to", "json", "-o", out, in); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	_, want, _ := runCLI(t, "", "convert", "--to", "json", in)
	if got, err := os.ReadFile(out); err != nil || string(got) != want {
		t.Fatalf("-o file differs from standard output (err %v)", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("temporary files left behind: %v", entries)
	}
	// A failed run leaves the existing output as it was.
	if code, _, _ := runCLI(t, "", "convert", "--to", "json", "-o", out, in, filepath.Join(dir, "missing.pgn")); code != 2 {
		t.Errorf("missing input: exit %d, want 2", code)
	}
	if got, _ := os.ReadFile(out); string(got) != want {
		t.Error("a failed convert changed the existing output")
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("temporary files left behind after a failure: %v", entries)
	}
	// The input is never the output.
	if code, _, stderr := runCLI(t, "", "convert", "--to", "xml", "-o", out, out); code != 2 || !strings.Contains(stderr, "is the same file as the input") {
		t.Errorf("convert onto its own input: exit %d, stderr %q", code, stderr)
	}
}
