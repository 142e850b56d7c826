package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants/chess"
)

// boardCodes are the codes that need a position: lint --syntax-only never
// reports them (docs/lint-codes.md, "lint --syntax-only"). Xiangqi's and
// C'escacs's boards also check their moves' notation; without a board,
// only chess's move shape is checked (move-syntax).
var boardCodes = []string{
	// every game
	"result-contradicts-position", "move-illegal", "move-ambiguous", "check-mark", "fen-invalid",
	// chess: the lenient forms, told once a game by the board
	"castling-zero", "pawn-letter", "capture-mark", "over-disambiguated", "long-algebraic",
	"promotion-mark", "en-passant-mark", "null-move",
	// xiangqi's board, which reads the FEN too
	"tandem-missing", "notation-mixed", "format-mismatch", "format-missing",
	"fen-placement", "fen-side-r", "fen-synonym", "fen-short", "fen-field",
	// C'escacs's board and whole-game checks
	"ctl-move-syntax", "ctl-illegal-move", "ctl-ambiguous-move", "ctl-wrong-piece", "ctl-pawn-letter",
	"ctl-wrong-captured", "ctl-capture-sign", "ctl-capture-x", "ctl-en-dash", "ctl-promotion",
	"ctl-check-mark", "ctl-old-check-mark", "ctl-game-end", "ctl-move-number",
}

// lintJSON runs lint with args and returns its diagnostics.
func lintJSON(t *testing.T, args ...string) []diagnosticJSON {
	t.Helper()
	_, out, stderr := runCLI(t, "", append([]string{"lint", "--format", "json"}, args...)...)
	if stderr != "" {
		t.Fatalf("lint %v: stderr %s", args, stderr)
	}
	var ds []diagnosticJSON
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		if line == "" {
			continue
		}
		var d diagnosticJSON
		if err := json.Unmarshal([]byte(line), &d); err != nil {
			t.Fatalf("lint %v: %v in %q", args, err, line)
		}
		ds = append(ds, d)
	}
	return ds
}

// syntaxOnlyFiles are files of every game: the shipped examples and lint
// cases, and corpus files when ../shared is there.
func syntaxOnlyFiles(t *testing.T) []string {
	files, _ := filepath.Glob("../../testdata/examples/*.pgn")
	lintCases, _ := filepath.Glob("../../testdata/lint/*.pgn")
	files = append(files, lintCases...)
	shared := filepath.Join("..", "..", "..", "shared", "corpus")
	for _, rel := range []string{
		"chess/python-chess/data/pgn/kasparov-deep-blue-1997.pgn",
		"chess/pgn-extract/test/infiles/fischer.pgn",
		"chess/shakmaty/pgn-reader/benches/twic1599_1000k.pgn",
		"chess/CorentinGS-chess/fixtures/pgns/big.pgn",
	} {
		if _, err := os.Stat(filepath.Join(shared, rel)); err == nil {
			files = append(files, filepath.Join(shared, rel))
		}
	}
	for _, dir := range []string{"xiangqi", "cescacs"} {
		more, _ := filepath.Glob(filepath.Join(shared, dir, "*", "*.pgn"))
		if len(more) > 3 {
			more = more[:3]
		}
		files = append(files, more...)
	}
	if len(files) < 6 {
		t.Fatalf("found only %d files to read", len(files))
	}
	return files
}

// TestSyntaxOnlyEmitsNoBoardCode: whatever the file, lint --syntax-only
// reports none of the codes that need a position.
func TestSyntaxOnlyEmitsNoBoardCode(t *testing.T) {
	sawBoardCode := false
	for _, f := range syntaxOnlyFiles(t) {
		for _, jobs := range []string{"1", "2"} {
			for _, d := range lintJSON(t, "--syntax-only", "--jobs", jobs, f) {
				if slices.Contains(boardCodes, d.Code) {
					t.Errorf("%s: --syntax-only reported %s:%d:%d %s (%s)", f, d.File, d.Line, d.Column, d.Code, d.Message)
				}
			}
		}
		for _, d := range lintJSON(t, f) {
			sawBoardCode = sawBoardCode || slices.Contains(boardCodes, d.Code)
		}
	}
	if !sawBoardCode {
		t.Error("a full lint of the files reported no board code: the test tests nothing")
	}
}

// TestSyntaxOnlyAgreesWithLint: on a file whose every move can be played,
// lint --syntax-only reports exactly what a full lint reports, less the
// codes that need a position, byte for byte.
func TestSyntaxOnlyAgreesWithLint(t *testing.T) {
	compared := 0
	for _, f := range syntaxOnlyFiles(t) {
		full := lintJSON(t, f)
		if slices.ContainsFunc(full, func(d diagnosticJSON) bool {
			// An unplayable move ends the checks of its line on a board.
			return d.Severity == "error" && slices.Contains(boardCodes, d.Code) || d.Code == pgn.CodeMoveSyntax
		}) {
			continue
		}
		want := slices.DeleteFunc(full, func(d diagnosticJSON) bool { return slices.Contains(boardCodes, d.Code) })
		got := lintJSON(t, "--syntax-only", f)
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s: --syntax-only differs from lint less the board's codes (-want +got):\n%s", f, diff)
		}
		compared++
	}
	t.Logf("%d files compared", compared)
	if compared < 4 {
		t.Errorf("only %d files had every move playable", compared)
	}
}

// TestSyntaxOnlyMoveShape: a chess move whose text has no move's shape is
// reported as lint reports it; a move of the right shape that cannot be
// played is not; move numbers count from the FEN's.
func TestSyntaxOnlyMoveShape(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "shape.pgn")
	text := `[Event "shape"]
[Result "*"]

1. e4 e5 2. Zf3 Nc6 3. Ke3 Nf6 *

[Event "setup"]
[SetUp "1"]
[FEN "4k3/8/8/8/8/8/8/4K3 b - - 0 40"]
[Result "*"]

40... Kd7 41. Kd2 Kc6 43. Kc2 *
`
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	full := lintJSON(t, path)
	got := lintJSON(t, "--syntax-only", path)
	codes := func(ds []diagnosticJSON) (c []string) {
		for _, d := range ds {
			c = append(c, d.Code+"@"+d.Message[:min(len(d.Message), 20)])
		}
		return c
	}
	var syntax, numbers []diagnosticJSON
	for _, d := range got {
		switch d.Code {
		case pgn.CodeMoveSyntax:
			syntax = append(syntax, d)
		case pgn.CodeMoveNumber:
			numbers = append(numbers, d)
		}
	}
	if len(syntax) != 1 || syntax[0].Line != 4 || syntax[0].Column != 13 {
		t.Errorf("--syntax-only move-syntax: %v, want one at 4:13", codes(syntax))
	}
	var fullSyntax []diagnosticJSON
	for _, d := range full {
		if d.Code == pgn.CodeMoveSyntax {
			fullSyntax = append(fullSyntax, d)
		}
	}
	if diff := cmp.Diff(fullSyntax, syntax); diff != "" {
		t.Errorf("move-syntax differs from lint's (-lint +syntax-only):\n%s", diff)
	}
	if len(numbers) != 1 || !strings.HasPrefix(numbers[0].Message, "move number 43. is wrong; the move after it is 42.") {
		t.Errorf("--syntax-only move-number: %v, want one on line 11 (43. after 41... Kc6)", codes(numbers))
	}
	for _, d := range got {
		if d.Code == pgn.CodeMoveIllegal {
			t.Errorf("--syntax-only reported an illegal move: %s", d.Message)
		}
	}
}

// FuzzSANShapeMatchesChess holds sanShape to the chess plugin: a text is
// unreadable to one exactly when it is to the other, with the same
// reason. The plugin's board stands in the start position; a readable
// move that cannot be played there is reported with another code.
func FuzzSANShapeMatchesChess(f *testing.F) {
	for _, s := range []string{
		"e4", "Nf3", "exd5", "Nbd7", "R1e2", "O-O", "0-0-0+", "O-O-O#", "e8=Q", "e8Q", "e7e8q", "exd6 e.p.",
		"exd6e.p.+", "--", "Z0", "Ng1-f3", "e2-e4", "Pe4", "Ke1g1", "Kxe2", "Qh4#", "Bb5++", "e4!?", "Nf3!",
		"Zf3", "", "x", "-e4", "Nf", "N-f3", "e9", "i4", "Nf3x", "Qxx", "e.p.", "Nb1:c3", "K", "b8=K", "axb8N+",
		"1-0", "O-O-O-O", "Ne2f", "e2e4e5",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		b, err := chess.NewBoard("")
		if err != nil {
			t.Fatal(err)
		}
		var syntax string
		b.ParseMove([]byte(s), pgn.Position{}, func(d pgn.Diagnostic) {
			if d.Code == pgn.CodeMoveSyntax {
				syntax = d.Message
			}
		})
		var mine string
		if why := sanShape([]byte(s)); why != "" {
			mine = "unreadable move " + quoteMove([]byte(s)) + ": " + why
		}
		if mine != syntax {
			t.Errorf("%q: sanShape says %q, the chess plugin %q", s, mine, syntax)
		}
	})
}
