package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

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
		{"stream", func(p printFunc) (bool, error) { return lintStream(bytes.NewReader(text), opts, p, nil) }},
		{"chunks", func(p printFunc) (bool, error) { return lintChunks(bytes.NewReader(text), opts, 2, 256, p, nil) }},
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

// panickyReader reads games 1 and 3 as one fault each, and panics in game
// 2 after its first fault, as a reader that failed to recover would.
type panickyReader struct{ game int }

func (r *panickyReader) VisitGame(v pgn.Visitor) (bool, error) {
	r.game++
	if r.game > 3 {
		return false, nil
	}
	pos := pgn.Position{File: "p.pgn", Game: r.game, Line: 10 * r.game, Column: 3}
	v.BeginGame(pos)
	v.Diagnostic(pgn.Errorf(pos, "move-illegal", "fault of game %d", r.game))
	if r.game == 2 {
		panic("a reader that fails on purpose")
	}
	v.EndGame(pos)
	return true, nil
}

// TestGameLinterBackstop: a panic that escapes the reader becomes an
// internal-fault diagnostic of its game, at the game's first fault, and
// the next game is read with a fresh checker.
func TestGameLinterBackstop(t *testing.T) {
	l := newGameLinter(pgn.Position{File: "p.pgn", Line: 1})
	rd := &panickyReader{}
	var got []string
	for {
		diags, more, err := l.next(rd)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range diags {
			got = append(got, d.String())
		}
		if !more {
			break
		}
	}
	want := []string{
		"p.pgn:10:3: error: fault of game 1 [move-illegal]",
		"p.pgn:20:3: error: fault of game 2 [move-illegal]",
		"p.pgn:20:3: error: internal fault while reading this game (a reader that fails on purpose); the rest of the game is not read; please report it [internal-fault]",
		"p.pgn:30:3: error: fault of game 3 [move-illegal]",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}
