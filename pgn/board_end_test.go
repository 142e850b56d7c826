package pgn

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// endingVariant is the toy game with a board that is a BoardEnder: at the
// end of a game it reports how many moves it parsed, at the first one, as
// a board holding a once-per-game warning would.
type endingVariant struct{ toyVariant }

func (endingVariant) NewBoard(tags []Tag, report Report) (Board, bool) {
	b, ok := toyVariant{}.NewBoard(tags, report)
	if !ok {
		return nil, false
	}
	return &endingBoard{toyBoard: b.(*toyBoard)}, true
}

type endingBoard struct {
	*toyBoard
	first  Position
	parsed int
}

func (b *endingBoard) ParseMove(text []byte, pos Position, report Report) (Move, bool) {
	if b.parsed == 0 {
		b.first = pos
	}
	b.parsed++
	return b.toyBoard.ParseMove(text, pos, report)
}

func (b *endingBoard) EndGame(report Report) {
	report(Warnf(b.first, "board-ended", "%d moves parsed", b.parsed))
	b.parsed = 0
}

var _ BoardEnder = (*endingBoard)(nil)

// codesOf lists each diagnostic as "line:col code message".
func codesOf(list DiagnosticList) []string {
	var out []string
	for _, d := range list {
		out = append(out, d.Pos.String()+" "+d.Code+" "+d.Message)
	}
	return out
}

// TestBoardEnderCalledOncePerGame: every replay that reports diagnostics
// ends the board once per game, after its last move (variations
// included) and before the result is checked against the position.
func TestBoardEnderCalledOncePerGame(t *testing.T) {
	src := "[Event \"e\"]\n\n1. a b (1... c d) 2. Mate 0-1\n\n[Event \"e\"]\n\n1. e *\n"
	want := []string{
		"3:4 board-ended 5 moves parsed",
		"3:27 result-contradicts-position the final position is checkmate, so the result must be 1-0, not 0-1",
		"7:4 board-ended 1 moves parsed",
	}
	t.Run("lint", func(t *testing.T) {
		var list DiagnosticList
		if err := NewReader(strings.NewReader(src), ReaderOptions{Variant: endingVariant{}}).Visit(NewChecker(list.Add)); err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(want, codesOf(list)); diff != "" {
			t.Errorf("(-want +got):\n%s", diff)
		}
	})
	t.Run("Check", func(t *testing.T) {
		var list DiagnosticList
		rd := NewReader(strings.NewReader(src), ReaderOptions{Variant: endingVariant{}})
		for {
			g, err := rd.ReadGame()
			if g == nil || err != nil {
				break
			}
			Check(g, list.Add)
		}
		if diff := cmp.Diff(want, codesOf(list)); diff != "" {
			t.Errorf("(-want +got):\n%s", diff)
		}
	})
	t.Run("Replay", func(t *testing.T) {
		g, err := NewReader(strings.NewReader(src), ReaderOptions{Variant: endingVariant{}}).ReadGame()
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		Replay(g, nil, func(d Diagnostic) { got = append(got, d.Code) }, func(n *Node, b Board, m Move) {
			if n == nil {
				got = append(got, "final position")
			}
		})
		if diff := cmp.Diff([]string{"board-ended", "final position"}, got); diff != "" {
			t.Errorf("(-want +got):\n%s", diff)
		}
	})
}

// TestBoardEnderWithinBudget: what a board reports at the game's end
// counts within the game's diagnostics budget, and a game passed over by
// a budget is ended when its board saw moves.
func TestBoardEnderWithinBudget(t *testing.T) {
	tests := []struct {
		name   string
		src    string
		limits Limits
		want   []string
	}{
		{"over the diagnostics budget", "[Event \"e\"]\n\n1. Xa (1. Xb) (1. Xc) *\n", Limits{Diagnostics: 2},
			[]string{"3:4 move-illegal", "3:11 move-illegal", "4:1 diagnostics-suppressed 2"}},
		{"over the plies budget", "[Event \"e\"]\n\n1. a b 2. c d *\n", Limits{Plies: 2},
			[]string{"3:11 limit-exceeded", "3:4 board-ended"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			report := func(d Diagnostic) {
				s := d.Pos.String() + " " + d.Code
				if d.Code == "diagnostics-suppressed" {
					s += " " + strings.Fields(d.Message)[0]
				}
				got = append(got, s)
			}
			opts := ReaderOptions{Variant: endingVariant{}, Limits: tt.limits}
			if err := NewReader(strings.NewReader(tt.src), opts).Visit(NewChecker(report)); err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}
