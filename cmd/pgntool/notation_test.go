package main

import (
	"strings"
	"testing"
)

// mixedNotations holds two chess games around one that no board reads, so
// that it can be written only as read.
const mixedNotations = `[Event "first"]

1. e4 e5 *

[Event "other game"]
[Variant "Antichess"]

1. e3 e6 2. b4 Bxb4 *

[Event "last"]

1. d4 d5 *
`

// TestNotationRefusedPerGame: a game that cannot be written in the asked
// notation is reported with its position and left out; the games around
// it are written, and the exit status is 1, not 2.
func TestNotationRefusedPerGame(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		code string
		want []string // text of the games written
	}{
		{"export", []string{"export", "--notation", "uci", "-"}, "export-notation", []string{"e2e4 e7e5", "d2d4 d7d5"}},
		{"convert", []string{"convert", "--to", "json", "--notation", "uci", "-"}, "convert-notation", []string{`"e2e4"`, `"d2d4"`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out, stderr := runCLI(t, mixedNotations, tc.args...)
			if code != exitFindings {
				t.Errorf("exit %d, want 1; stderr:\n%s", code, stderr)
			}
			for _, w := range tc.want {
				if !strings.Contains(out, w) {
					t.Errorf("output lacks %q:\n%s", w, out)
				}
			}
			if strings.Contains(out, "other game") {
				t.Errorf("the Antichess game was written:\n%s", out)
			}
			want := `<stdin>:5:1: error: game 2 (Variant "Antichess") not written: `
			if !strings.Contains(stderr, want) || !strings.Contains(stderr, "["+tc.code+"]") {
				t.Errorf("stderr lacks %q ... [%s]:\n%s", want, tc.code, stderr)
			}
		})
	}
}

// TestNotationUnknown: a notation no game can be written in is a wrong
// flag (exit 2), found before anything is read.
func TestNotationUnknown(t *testing.T) {
	for _, args := range [][]string{
		{"export", "--notation", "klingon", "-"},
		{"convert", "--to", "xml", "--notation", "klingon", "-"},
	} {
		code, out, stderr := runCLI(t, mixedNotations, args...)
		if code != exitTrouble || out != "" || !strings.Contains(stderr, `unknown --notation "klingon"`) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, out, stderr)
		}
	}
}

// TestNotationNames: every notation name the flag took before is still
// taken, in any case, and gives the plugin's own spelling; an unknown one
// lists the names of every game.
func TestNotationNames(t *testing.T) {
	for _, name := range []string{"san", "lan", "uci", "chinese", "wxf", "iccs", "letters", "fan", "redefined", "as-read", ""} {
		for _, spelled := range []string{name, strings.ToUpper(name)} {
			got, err := checkNotation(spelled, "")
			if err != nil || string(got) != name {
				t.Errorf("checkNotation(%q) = %q, %v; want %q", spelled, got, err, name)
			}
		}
	}
	_, err := checkNotation("bogus", "")
	if err == nil || !strings.Contains(err.Error(), "san, lan, uci, chinese, wxf, iccs, letters, fan, redefined") {
		t.Errorf("checkNotation(bogus) = %v, want an error listing every notation", err)
	}
}

// TestNotationOfNamedVariant: with --variant, a notation that game cannot
// write is a usage error before any input is read; one it can is taken.
func TestNotationOfNamedVariant(t *testing.T) {
	if _, err := checkNotation("san", "xiangqi"); err == nil || !strings.Contains(err.Error(), "chinese, wxf, iccs, uci") {
		t.Errorf("checkNotation(san, xiangqi) = %v, want an error listing xiangqi's notations", err)
	}
	if got, err := checkNotation("WXF", "xiangqi"); err != nil || got != "wxf" {
		t.Errorf("checkNotation(WXF, xiangqi) = %q, %v", got, err)
	}
	if got, err := checkNotation("san", "chess"); err != nil || got != "san" {
		t.Errorf("checkNotation(san, chess) = %q, %v", got, err)
	}
	code, out, stderr := runCLI(t, cleanGame, "export", "--variant", "xiangqi", "--notation", "san", "-")
	if code != exitTrouble || out != "" || !strings.Contains(stderr, "cannot write notation") {
		t.Errorf("export --variant xiangqi --notation san: exit %d, stdout %q, stderr %q", code, out, stderr)
	}
	code, _, stderr = runCLI(t, cleanGame, "convert", "-")
	if code != exitTrouble || !strings.Contains(stderr, "Run 'pgntool convert --help' for its flags.") {
		t.Errorf("convert without --to: exit %d, stderr %q", code, stderr)
	}
}

// TestNotationUpperCase writes moves in a notation named in capitals.
func TestNotationUpperCase(t *testing.T) {
	// The game has its seven tags: no error, so exit status 0.
	code, out, stderr := runCLI(t, cleanGame, "export", "--notation", "UCI", "-")
	if code != 0 || !strings.Contains(out, "e2e4 e7e5") {
		t.Errorf("export --notation UCI: exit %d, stdout %q, stderr %q", code, out, stderr)
	}
}
