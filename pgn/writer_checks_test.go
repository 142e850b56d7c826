package pgn

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
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

// writeFailVariant is the toy game whose board panics writing the move
// "Fail", though it reads and plays it: a bug in a plugin's notation.
type writeFailVariant struct{ toyVariant }

func (writeFailVariant) NewBoard(tags []Tag, report Report) (Board, bool) {
	return &writeFailBoard{}, true
}

type writeFailBoard struct{ toyBoard }

func (b *writeFailBoard) AppendMove(dst []byte, m Move, notation Notation) []byte {
	if b.texts[m] == "Fail" {
		var cells []int
		_ = cells[len(dst)+1]
	}
	return b.toyBoard.AppendMove(dst, m, notation)
}

// fixFailVariant is the toy game whose board panics writing the move
// "Fail" from its text (ParsedTextWriter).
type fixFailVariant struct{ toyVariant }

func (fixFailVariant) NewBoard(tags []Tag, report Report) (Board, bool) {
	return &fixFailBoard{}, true
}

type fixFailBoard struct{ toyBoard }

func (b *fixFailBoard) ParsedAsWritten(Notation) bool { return false }

func (b *fixFailBoard) AppendParsedText(dst, text []byte, n Notation) ([]byte, bool) {
	if string(text) == "Fail" {
		var cells []int
		_ = cells[len(dst)+1]
	}
	return dst, false
}

// A board that fails writing a move (with AppendMove, or from its text)
// fails the game as it did when the writer replayed the game itself: the
// checks report all they find, then the internal fault at the game, and
// the game is not written; the next game is written as usual.
func TestWriterBoardFailsWritingMove(t *testing.T) {
	for _, v := range []Variant{writeFailVariant{}, fixFailVariant{}} {
		testWriterBoardFailsWritingMove(t, v)
	}
}

func testWriterBoardFailsWritingMove(t *testing.T, v Variant) {
	games := readAll(t, "[Event \"e\"]\n\n1. a Xb (1... Fail c) 2. d *\n\n[Event \"f\"]\n\n1. a b *\n")
	for _, opts := range []WriterOptions{{}, {Reduced: true}} {
		var codes []string
		opts.Report = func(d Diagnostic) { codes = append(codes, d.Code) }
		w := NewWriter(nil, opts)
		var outs []string
		for _, g := range games {
			g.Variant = v
			out, ok, err := w.AppendGame(nil, g)
			if err != nil {
				t.Fatal(err)
			}
			outs = append(outs, fmt.Sprintf("%v %q", ok, out))
		}
		want := []string{"move-illegal", "internal-fault"}
		if opts.Reduced {
			// The variation is not written: its move is not either.
			want = []string{"move-illegal"}
		}
		if !slices.Equal(codes, want) {
			t.Errorf("%T, reduced %v: faults %v, want %v", v, opts.Reduced, codes, want)
		}
		// Only the reduced format, which leaves the move out, writes it.
		if strings.HasPrefix(outs[0], "true") != opts.Reduced {
			t.Errorf("reduced %v: first game %s", opts.Reduced, outs[0])
		}
		if !strings.HasPrefix(outs[1], "true") || !strings.Contains(outs[1], "1. a b *") {
			t.Errorf("reduced %v: second game %s", opts.Reduced, outs[1])
		}
	}
}

// parsedToy is the toy game whose board tells when a move's text is the
// move as AppendMove writes it (ParsedTextBoard), and counts the moves it
// writes.
type parsedToy struct {
	toyVariant
	appended *int
}

func (v parsedToy) NewBoard(tags []Tag, report Report) (Board, bool) {
	return &parsedToyBoard{appended: v.appended}, true
}

type parsedToyBoard struct {
	toyBoard
	appended *int
}

func (b *parsedToyBoard) ParsedAsWritten(n Notation) bool {
	text := b.texts[len(b.texts)-1]
	return n != "upper" || text == strings.ToUpper(text)
}

func (b *parsedToyBoard) AppendMove(dst []byte, m Move, n Notation) []byte {
	*b.appended++
	return b.toyBoard.AppendMove(dst, m, n)
}

// A writer that checks its games copies the text of a move its board
// says is written as read, and writes the others with AppendMove; either
// way it writes what a writer without checks (AppendMove for every move)
// writes.
func TestWriterCopiesMovesParsedAsWritten(t *testing.T) {
	src := "[Event \"e\"]\n\n1. a B (1... C d) 2. E f {x} 3. Xg h *\n"
	for _, tc := range []struct {
		notation Notation
		appended int // by the writer with checks
	}{{"as-read", 0}, {"upper", 3}} {
		var outs [2]string
		for i, report := range []Report{func(Diagnostic) {}, nil} {
			appended := 0
			g := readAll(t, src)[0]
			g.Variant = parsedToy{appended: &appended}
			out, ok, err := NewWriter(nil, WriterOptions{Notation: tc.notation, Report: report}).AppendGame(nil, g)
			if !ok || err != nil {
				t.Fatalf("%s: %v %v", tc.notation, ok, err)
			}
			outs[i] = string(out)
			if want := map[bool]int{true: tc.appended, false: 6}[report != nil]; appended != want {
				t.Errorf("%s, checks %v: %d moves written by AppendMove, want %d", tc.notation, report != nil, appended, want)
			}
		}
		if outs[0] != outs[1] {
			t.Errorf("%s: with checks\n%s\nwithout\n%s", tc.notation, outs[0], outs[1])
		}
	}
}
