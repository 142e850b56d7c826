package convert

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants"
)

// lateFailingVariant is chess whose boards panic on their nth Make.
type lateFailingVariant struct {
	pgn.Variant
	n int
}

func (v lateFailingVariant) NewBoard(tags []pgn.Tag, report pgn.Report) (pgn.Board, bool) {
	b, ok := v.Variant.NewBoard(tags, report)
	return &lateFailingBoard{Board: b, left: v.n}, ok
}

type lateFailingBoard struct {
	pgn.Board
	left int
}

func (b *lateFailingBoard) Make(m pgn.Move) {
	if b.left--; b.left == 0 {
		panic("a board that fails on purpose")
	}
	b.Board.Make(m)
}

// TestRewriteBoardFails: a board that fails while moves are rewritten is
// reported once as internal-fault; the moves up to the failing one are
// rewritten (a move is written before it is made), those after keep their
// text and say so, and every move keeps its number and side.
func TestRewriteBoardFails(t *testing.T) {
	chess, _ := variants.Lookup("chess")
	r := pgn.NewReader(strings.NewReader("1. e4 e5 (1... c5) 2. Nf3 *"), pgn.ReaderOptions{File: "p.pgn", Variant: chess})
	g, err := r.ReadGame()
	if err != nil {
		t.Fatal(err)
	}
	g.Variant = lateFailingVariant{chess, 3}
	var out bytes.Buffer
	var codes []string
	enc := NewJSONEncoder(&out, Options{Notation: "uci", Report: func(d pgn.Diagnostic) { codes = append(codes, d.Code) }})
	if err := enc.Game(g); err != nil {
		t.Fatal(err)
	}
	if err := enc.End(); err != nil {
		t.Fatal(err)
	}
	moves := regexp.MustCompile(`\{"move":[^}]*\}`).FindAllString(out.String(), -1)
	want := []string{
		`{"move":"e2e4","ply":1,"number":1,"side":"white"}`,
		`{"move":"e7e5","ply":2,"number":1,"side":"black"}`,
		`{"move":"c7c5","ply":2,"number":1,"side":"black"}`, // written before the board fails making it
		`{"move":"Nf3","ply":3,"number":2,"side":"white","as-read":true}`,
	}
	if diff := cmp.Diff(want, moves); diff != "" {
		t.Errorf("moves (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"internal-fault"}, codes); diff != "" {
		t.Errorf("reported (-want +got):\n%s", diff)
	}
}
