package chess

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pgntool/pgntool/pgn"
)

// TestReplayThroughCore reads games with package pgn and replays them, to
// check the scanner's tokens reach ParseMove as this package expects and
// that diagnostics carry the move's line and column.
func TestReplayThroughCore(t *testing.T) {
	tests := []struct {
		name, movetext string
		tags           string
		want           []string
		ok             bool
	}{
		{"en passant suffix with a space", "1. e4 Nf6 2. e5 d5 3. exd6 e.p. *", "",
			[]string{"1:23: warning en-passant-mark"}, true},
		{"en passant suffix glued", "1. e4 Nf6 2. e5 d5 3. exd6e.p. *", "",
			[]string{"1:23: warning en-passant-mark"}, true},
		{"glyph glued to a move", "1. e4! e5?! 2. Nf3!! *", "", nil, true},
		{"null move in a variation", "1. e4 (1. -- e5 2. Z0) 1... e5 *", "",
			[]string{"1:11: warning null-move", "1:20: warning null-move"}, true},
		{"illegal move in a variation", "1. e4 e5 (1... e4) 2. Nf3 *", "",
			[]string{"1:16: error move-illegal"}, false},
		{"wrong check mark", "1. f3 e5 2. g4 Qh4+ *", "",
			[]string{"1:16: warning check-mark"}, true},
		{"chess960 castling", "1. O-O-O O-O *", "[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1\"]\n",
			nil, true},
		{"bad FEN", "1. e4 *", "[SetUp \"1\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1\"]\n",
			[]string{"2:6: error fen-invalid"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := tt.tags
			if src != "" {
				src += "\n"
			}
			src += tt.movetext + "\n"
			r := pgn.NewReader(strings.NewReader(src), pgn.ReaderOptions{Variant: Variant})
			g, err := r.ReadGame()
			if err != nil {
				t.Fatal(err)
			}
			var diags pgn.DiagnosticList
			ok := pgn.Replay(g, Variant, diags.Add, nil)
			offset := strings.Count(tt.tags, "\n")
			if offset > 0 {
				offset++ // the empty line after the tags
			}
			var got []string
			for _, d := range append(g.Diagnostics, diags...) {
				line := d.Pos.Line
				if d.Code != "fen-invalid" {
					line -= offset
				}
				got = append(got, strings.Join([]string{pgn.Position{Line: line, Column: d.Pos.Column}.String() + ":", d.Severity.String(), d.Code}, " "))
			}
			if ok != tt.ok || !cmp.Equal(got, tt.want) {
				t.Errorf("Replay = %v %q, want %v %q\n%v", ok, got, tt.ok, tt.want, append(g.Diagnostics, diags...))
			}
		})
	}
}
