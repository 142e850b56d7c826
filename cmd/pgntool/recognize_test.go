package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRecognizeHint checks, through the command line, that a game whose
// first moves fail under its variant but read under another game gets a
// hint naming that game and the flag, on every command that reads games,
// and that a game whose variant is right gets no such hint.
func TestRecognizeHint(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	chinese := write("chinese.pgn", "1. 炮二平五 马8进7 2. 马二进三 *\n")
	iccs := write("iccs.pgn", "1. h2e2 h9g7 2. h0g2 *\n")
	chessInCescacs := write("chess.ctl-pgn", "1. e4 e5 2. Nf3 *\n")
	rightVariant := write("right.pgn", "[Variant \"xiangqi\"]\n\n1. 炮二平五 马8进7 *\n")
	tests := []struct {
		args []string
		want string // a line of stderr holds it; "" means no hint at all
	}{
		{[]string{"lint", chinese}, `chinese.pgn:1:4: error: non-ASCII text "炮二平五" outside a string or comment; is the game's variant right? the moves read as Chinese Chess: try --variant xiangqi [char-non-ascii]`},
		{[]string{"lint", iccs}, `iccs.pgn:1:4: error: illegal move "h2e2": no white pawn on the given origin can reach e2; the moves read as Chinese Chess: try --variant xiangqi [move-illegal]`},
		{[]string{"lint", chessInCescacs}, `the moves read as chess: try --variant chess [ctl-move-syntax]`},
		{[]string{"export", iccs}, `try --variant xiangqi`},
		{[]string{"convert", "--to", "json", iccs}, `try --variant xiangqi`},
		{[]string{"lint", rightVariant}, ""},
	}
	for _, tt := range tests {
		// lint prints its diagnostics on standard output; export and
		// convert print them on standard error.
		_, out, stderr := runCLI(t, "", tt.args...)
		if tt.args[0] == "lint" {
			stderr = out
		}
		if tt.want == "" {
			if strings.Contains(stderr, "try --variant") || strings.Contains(stderr, "variant right") {
				t.Errorf("pgntool %s: unexpected hint in\n%s", strings.Join(tt.args, " "), stderr)
			}
			continue
		}
		if !strings.Contains(stderr, tt.want) {
			t.Errorf("pgntool %s: diagnostics lack %q:\n%s", strings.Join(tt.args, " "), tt.want, stderr)
		}
	}
}
