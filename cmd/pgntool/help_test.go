package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestManPageInSync: docs/pgntool.1 is what `pgntool man` prints (rewrite
// it with go test ./cmd/pgntool -run TestManPageInSync -update).
func TestManPageInSync(t *testing.T) {
	r := runBinary(t, "", "", "man")
	if r.code != exitOK || !strings.Contains(r.stdout, ".TH PGNTOOL 1") {
		t.Fatalf("pgntool man: exit %d, stderr %q", r.code, r.stderr)
	}
	path := filepath.Join(repoRoot(t), "docs", "pgntool.1")
	if *update {
		if err := os.WriteFile(path, []byte(r.stdout), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != r.stdout {
		t.Errorf("docs/pgntool.1 is not what pgntool man prints; run go test ./cmd/pgntool -run TestManPageInSync -update")
	}
	for _, want := range []string{".SS lint", ".SS export", ".SS convert", ".SS completion", `\fB\-\-max\-plies\fR`, "Exit status", "Examples"} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("pgntool man: no %q", want)
		}
	}
}

// helpFlag matches a flag at the start of a line of --help's OPTIONS.
var helpFlag = regexp.MustCompile(`(?m)^\s+(--[a-z0-9-]+)`)

// TestReadmeMatchesHelp: every command's --help has examples and the exit
// statuses, and every flag it lists appears in the README's Commands
// section ("matches": the README names each flag --help lists; it may say
// more).
func TestReadmeMatchesHelp(t *testing.T) {
	b, err := os.ReadFile(filepath.Join(repoRoot(t), "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	readme := string(b)
	start := strings.Index(readme, "\n## Commands")
	if start < 0 {
		t.Fatal("README.md has no Commands section")
	}
	section := readme[start+1:]
	if end := strings.Index(section, "\n## "); end >= 0 {
		section = section[:end]
	}
	app := newApp(nil, nil, nil)
	for _, cmd := range app.Commands {
		r := runBinary(t, "", "", cmd.Name, "--help")
		if r.code != exitOK || r.stderr != "" {
			t.Errorf("%s --help: exit %d, stderr %q", cmd.Name, r.code, r.stderr)
			continue
		}
		for _, want := range []string{"Examples:", "Exit status:", "pgntool " + cmd.Name} {
			if !strings.Contains(r.stdout, want) {
				t.Errorf("%s --help: no %q", cmd.Name, want)
			}
		}
		if !strings.Contains(section, "pgntool "+cmd.Name) && !strings.Contains(section, "`"+cmd.Name) {
			t.Errorf("README's Commands section does not name the command %s", cmd.Name)
		}
		_, options, _ := strings.Cut(r.stdout, "OPTIONS:")
		for _, m := range helpFlag.FindAllStringSubmatch(options, -1) {
			if !strings.Contains(section, m[1]) {
				t.Errorf("README's Commands section does not name %s of %s --help", m[1], cmd.Name)
			}
		}
	}
	r := runBinary(t, "", "", "--help")
	if !strings.Contains(r.stdout, "Exit status:") || !strings.Contains(section, "--version") {
		t.Errorf("pgntool --help: no exit statuses, or README without --version:\n%s", r.stdout)
	}
	if !strings.Contains(readme, "go install github.com/pgntool/pgntool/cmd/pgntool@latest") {
		t.Error("README does not say how to go install the command")
	}
}
