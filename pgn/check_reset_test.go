package pgn

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// resettingToy is the toy variant with boards that can be reset; it
// counts how many boards it makes.
type resettingToy struct {
	toyVariant
	made *int
}

type resettingBoard struct{ toyBoard }

func (v resettingToy) NewBoard(tags []Tag, report Report) (Board, bool) {
	*v.made++
	b := &resettingBoard{}
	return b, b.Reset(tags, report)
}

func (b *resettingBoard) Reset(tags []Tag, report Report) bool {
	b.texts, b.made = b.texts[:0], b.made[:0]
	_, ok := toyVariant{}.NewBoard(tags, report)
	return ok
}

// A checker reuses one board across games when the board can be reset,
// and reports exactly what fresh boards give.
func TestCheckerResetsBoards(t *testing.T) {
	src := "[Event \"a\"]\n\n1. e4 e5 *\n\n[Event \"b\"]\n[FEN \"bad\"]\n\n1. d4 *\n\n[Event \"c\"]\n\n1. Nf3 X2 *\n"
	lint := func(v Variant) []string {
		var got []string
		c := NewChecker(func(d Diagnostic) { got = append(got, d.String()) })
		if err := NewReader(strings.NewReader(src), ReaderOptions{File: "t.pgn", Variant: v}).Visit(c); err != nil {
			t.Fatal(err)
		}
		return got
	}
	made := 0
	got := lint(resettingToy{made: &made})
	if diff := cmp.Diff(lint(toyVariant{}), got); diff != "" {
		t.Errorf("diagnostics with reset boards (-fresh +reset):\n%s", diff)
	}
	if made != 1 {
		t.Errorf("%d boards made for three games; want 1, then resets", made)
	}
}
