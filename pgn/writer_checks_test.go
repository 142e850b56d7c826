package pgn

import (
	"bytes"
	"testing"
)

// countingToy is the toy variant counting the boards it sets up: one per
// replay of a game.
type countingToy struct {
	toyVariant
	boards *int
}

func (v countingToy) NewBoard(tags []Tag, report Report) (Board, bool) {
	*v.boards++
	return v.toyVariant.NewBoard(tags, report)
}

// TestWriterChecksOnlyWhenAsked: the checks are run only for a writer that
// reports faults or refuses games, and their replay is the only one: the
// writer writes the moves the checker plays.
func TestWriterChecksOnlyWhenAsked(t *testing.T) {
	for _, tc := range []struct {
		name   string
		opts   WriterOptions
		boards int
	}{
		{"plain", WriterOptions{}, 1},
		{"report", WriterOptions{Report: func(Diagnostic) {}}, 1},
		{"strict", WriterOptions{Strict: true}, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			boards := 0
			g := readAll(t, "[Event \"e\"]\n\n1. a b 2. c *\n")[0]
			g.Variant = countingToy{boards: &boards}
			var out bytes.Buffer
			if ok, err := NewWriter(&out, tc.opts).WriteGame(g); !ok || err != nil {
				t.Fatalf("WriteGame: %v, %v", ok, err)
			}
			if boards != tc.boards {
				t.Errorf("%d replays, want %d", boards, tc.boards)
			}
		})
	}
}
