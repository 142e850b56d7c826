package noplugin

import (
	"bytes"
	"strings"
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

// games are texts of every game pgntool reads, and of one it does not.
var games = []string{
	"[Event \"chess\"]\n\n1. e4 e5 (1... c5 2. Nf3) 2. Nf3 {c} Nc6 $1 1-0\n",
	"[Game \"Chinese Chess\"]\n[Red \"R\"]\n\n1. 炮二平五 马８进７ 2. C2.5 *\n",
	"[Variant \"C'escacs\"]\n\n1. E7-E13, E21-E15 2. F8-F12 1-1\n",
	"[Variant \"Shogi\"]\n\n1. P7g-7f *\n",
	"1. e4 ) e5 ( *\n",
	"",
}

// TestReadingWithoutPlugins checks that with no plugin registered a zero
// ReaderOptions reads every game without a board (its Variant is nil), and
// that checking, replaying, walking and writing such a game does not panic.
func TestReadingWithoutPlugins(t *testing.T) {
	for _, text := range games {
		r := pgn.NewReader(strings.NewReader(text), pgn.ReaderOptions{})
		var read int
		for g, err := range r.Games() {
			if err != nil {
				t.Fatalf("%q: %v", text, err)
			}
			read++
			if g.Variant != nil {
				t.Errorf("%q: read as %s with no plugin registered", text, g.Variant.Name())
			}
			if len(g.Moves.Moves) == 0 {
				t.Errorf("%q: no moves read", text)
			}
			pgn.Check(g, func(pgn.Diagnostic) {})
			pgn.Walk(g, pgn.NopVisitor{})
			if pgn.Replay(g, g.Variant, nil, nil) {
				t.Errorf("%q: replayed without a board", text)
			}
			var out bytes.Buffer
			pgn.NewWriter(&out, pgn.WriterOptions{}).WriteGame(g)
		}
		if want := min(1, len(text)); read != want {
			t.Errorf("%q: %d games read, want %d", text, read, want)
		}
	}
}
