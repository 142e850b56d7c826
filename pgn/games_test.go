package pgn

import (
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// errDisk is the read error of failingInput.
var errDisk = errors.New("disk on fire")

// failingInput returns a reader of text that then fails with errDisk
// instead of reaching the end of the input.
func failingInput(text string) io.Reader {
	return io.MultiReader(strings.NewReader(text), iotestErrReader{errDisk})
}

// iotestErrReader always fails with err.
type iotestErrReader struct{ err error }

func (e iotestErrReader) Read([]byte) (int, error) { return 0, e.err }

// readStep is what one call of ReadGame, or one step of Games, gave: the
// game's Event tag and moves, or the error.
type readStep struct {
	Event string
	Moves string
	Err   string
}

func stepOf(g *Game, err error) readStep {
	var s readStep
	if g != nil {
		s.Event, _ = g.Tag("Event")
		var moves []string
		for _, n := range g.Moves.Moves {
			moves = append(moves, n.Text)
		}
		s.Moves = strings.Join(moves, " ")
	}
	if err != nil {
		s.Err = err.Error()
	}
	return s
}

const twoGames = `[Event "A"]

1. e4 e5 1-0

[Event "B"]

1. d4 d5 0-1
`

// readerContractCases are inputs with what Games yields for each; ReadGame
// returns the same and then io.EOF, or the error again.
var readerContractCases = []struct {
	name   string
	reader func() *Reader
	want   []readStep
}{
	{
		name:   "two games",
		reader: func() *Reader { return NewReader(strings.NewReader(twoGames), ReaderOptions{Variant: toyVariant{}}) },
		want:   []readStep{{Event: "A", Moves: "e4 e5"}, {Event: "B", Moves: "d4 d5"}},
	},
	{
		name:   "empty input",
		reader: func() *Reader { return NewReader(strings.NewReader(""), ReaderOptions{Variant: toyVariant{}}) },
	},
	{
		name: "bytes, faults stay in the game",
		reader: func() *Reader {
			return NewReaderBytes([]byte("1. e4 ) e5 1-0\n"), ReaderOptions{Variant: toyVariant{}})
		},
		want: []readStep{{Moves: "e4 e5"}},
	},
	{
		// The error cuts the second game: it comes as far as it was read,
		// and the error after it.
		name: "read error inside a game",
		reader: func() *Reader {
			return NewReader(failingInput(twoGames[:len(twoGames)-8]), ReaderOptions{Variant: toyVariant{}})
		},
		want: []readStep{{Event: "A", Moves: "e4 e5"}, {Event: "B", Moves: "d4"}, {Err: errDisk.Error()}},
	},
	{
		name:   "read error between games",
		reader: func() *Reader { return NewReader(failingInput(twoGames[:27]), ReaderOptions{Variant: toyVariant{}}) },
		want:   []readStep{{Event: "A", Moves: "e4 e5"}, {Err: errDisk.Error()}},
	},
	{
		name:   "read error at once",
		reader: func() *Reader { return NewReader(failingInput(""), ReaderOptions{Variant: toyVariant{}}) },
		want:   []readStep{{Err: errDisk.Error()}},
	},
	{
		name:   "nil input",
		reader: func() *Reader { return NewReader(nil, ReaderOptions{}) },
		want:   []readStep{{Err: ErrNilInput.Error()}},
	},
	{
		name:   "zero Reader",
		reader: func() *Reader { return &Reader{} },
		want:   []readStep{{Err: ErrNilInput.Error()}},
	},
	{
		name:   "nil Reader",
		reader: func() *Reader { return nil },
		want:   []readStep{{Err: ErrNilInput.Error()}},
	},
}

// TestGames checks what the iterator yields: every game, then a read error
// once, and nothing after it.
func TestGames(t *testing.T) {
	for _, c := range readerContractCases {
		t.Run(c.name, func(t *testing.T) {
			var got []readStep
			for g, err := range c.reader().Games() {
				got = append(got, stepOf(g, err))
			}
			if diff := cmp.Diff(c.want, got); diff != "" {
				t.Errorf("Games (-want +got):\n%s", diff)
			}
		})
	}
}

// TestReadGameContract checks that ReadGame returns a game or an error,
// never both; that a read error comes after the last game; and that the
// end or the error is returned again by every later call.
func TestReadGameContract(t *testing.T) {
	for _, c := range readerContractCases {
		t.Run(c.name, func(t *testing.T) {
			r := c.reader()
			var got []readStep
			var last error
			for range len(c.want) + 3 {
				g, err := r.ReadGame()
				if g != nil && err != nil {
					t.Fatalf("ReadGame returned a game and the error %v", err)
				}
				if g == nil && err == nil {
					t.Fatal("ReadGame returned neither a game nor an error")
				}
				if err == io.EOF {
					break
				}
				got = append(got, stepOf(g, err))
				if err != nil {
					last = err
					break
				}
			}
			if diff := cmp.Diff(c.want, got); diff != "" {
				t.Errorf("ReadGame (-want +got):\n%s", diff)
			}
			// The end of the input, or the error, stays.
			want := io.EOF
			if last != nil {
				want = last
			}
			for range 2 {
				if g, err := r.ReadGame(); g != nil || err != want {
					t.Errorf("ReadGame after the end = %v, %v; want nil, %v", g, err, want)
				}
			}
		})
	}
}

// TestGamesStopsWhenAsked checks that breaking out of the loop leaves the
// rest of the input to the next iteration.
func TestGamesStopsWhenAsked(t *testing.T) {
	r := NewReader(strings.NewReader(twoGames), ReaderOptions{Variant: toyVariant{}})
	for g, err := range r.Games() {
		if err != nil || g == nil {
			t.Fatalf("first game: %v, %v", g, err)
		}
		break
	}
	var rest []readStep
	for g, err := range r.Games() {
		rest = append(rest, stepOf(g, err))
	}
	if diff := cmp.Diff([]readStep{{Event: "B", Moves: "d4 d5"}}, rest); diff != "" {
		t.Errorf("second iteration (-want +got):\n%s", diff)
	}
}
