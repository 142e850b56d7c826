package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants"
)

// boomVariant is chess whose tag check panics, on purpose, in a game whose
// White is "boom".
type boomVariant struct{ pgn.Variant }

func (v boomVariant) CheckTags(tags []pgn.Tag, game pgn.Position, report pgn.Report) {
	if t := pgn.FindTag(tags, "White"); t != nil && t.Value == "boom" {
		panic("a plugin that fails on purpose")
	}
	v.Variant.CheckTags(tags, game, report)
}

// TestLintPanicInOneGame: a panic inside one game of a long run becomes
// an internal-fault diagnostic of that game, on every reading path, and
// the games after it are still checked.
func TestLintPanicInOneGame(t *testing.T) {
	chess, _ := variants.Lookup("chess")
	var src strings.Builder
	for i := range 300 {
		white := "w"
		if i%100 == 50 {
			white = "boom"
		}
		src.WriteString("[Event \"e\"]\n[White \"" + white + "\"]\n\n1. e4 e5 2. Ke3 *\n\n")
	}
	text := []byte(src.String())
	opts := pgn.ReaderOptions{File: "boom.pgn", Variant: boomVariant{chess}}
	for _, path := range []struct {
		name string
		lint func(printFunc) (bool, error)
	}{
		{"stream", func(p printFunc) (bool, error) { return lintStream(bytes.NewReader(text), opts, p) }},
		{"chunks", func(p printFunc) (bool, error) { return lintChunks(bytes.NewReader(text), opts, 2, 256, p) }},
		{"in place", func(p printFunc) (bool, error) { return lintMapped(text, opts, 2, 256, p) }},
	} {
		faults, illegal := 0, 0
		_, err := path.lint(func(d pgn.Diagnostic) bool {
			switch d.Code {
			case internalFaultCode:
				faults++
				if d.Pos.Game%100 != 51 || d.Pos.Line == 0 {
					t.Errorf("%s: internal fault in the wrong game or without a place: %v (game %d)", path.name, d, d.Pos.Game)
				}
			case "move-illegal":
				illegal++
			}
			return true
		})
		if err != nil {
			t.Errorf("%s: %v", path.name, err)
		}
		if faults != 3 || illegal != 297 {
			t.Errorf("%s: %d internal faults, %d illegal moves; want 3 and 297", path.name, faults, illegal)
		}
	}
}
