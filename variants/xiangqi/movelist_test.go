package xiangqi

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

// TestWalkerMoveLists plays walker8088's move-list files (a FEN line, then
// moves separated by white space or commas, in Chinese, UCCI and UCI
// coordinates): real tokens of three dialects from a known position.
func TestWalkerMoveLists(t *testing.T) {
	dir := filepath.Join(sharedDir(t), "corpus", "xiangqi", "walker8088_cchess", "tests", "data")
	for _, name := range []string{"test1_move.txt", "ucci_test1_move.txt", "uci_test_move.txt"} {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		text := strings.ReplaceAll(string(data), "\r", "")
		fen, moves, _ := strings.Cut(text, "\n")
		if i := strings.IndexByte(fen, ','); i >= 0 { // FEN, moves, result on one line
			fen, moves = fen[:i], fen[i+1:]
		}
		b := mustBoard(t, fen)
		n := 0
		for _, tok := range strings.FieldsFunc(moves, func(r rune) bool { return r == ',' || r == ' ' || r == '\n' || r == '\t' }) {
			if tok == "1-0" || tok == "0-1" || tok == "1/2-1/2" || tok == "*" || tok == "黑胜" || tok == "红胜" || tok == "和棋" { // results, in Chinese too
				continue
			}
			var diags pgn.DiagnosticList
			m, ok := b.ParseMove([]byte(tok), pgn.Position{File: name}, diags.Add)
			if !ok {
				t.Fatalf("%s: move %d %q: %v", name, n+1, tok, diags)
			}
			b.Make(m)
			n++
		}
		if n < 5 {
			t.Errorf("%s: only %d moves", name, n)
		}
		t.Logf("%s: %d moves", name, n)
	}
}
