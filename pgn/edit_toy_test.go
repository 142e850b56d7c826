package pgn

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestNewGameNamesUnchosenVariant: a variant that the registry would not
// choose from its tags (not registered, not the default game) gets a
// Variant tag, so that a reader chooses it again.
func TestNewGameNamesUnchosenVariant(t *testing.T) {
	g := NewGame(toyVariant{})
	var names []string
	for _, tag := range g.Tags {
		names = append(names, tag.Name+"="+tag.Value)
	}
	want := []string{"Event=?", "Site=?", "Date=????.??.??", "Round=?", "White=?", "Black=?", "Result=*", "Variant=Toy"}
	if diff := cmp.Diff(want, names); diff != "" {
		t.Errorf("tags (-want +got):\n%s", diff)
	}
}

// TestEditToyBoard edits a game of a board that has neither Play nor
// LegalMoves: moves as text work; a Move value is refused with ErrNoBoard.
func TestEditToyBoard(t *testing.T) {
	g := NewGame(toyVariant{})
	if _, err := g.AddMoves("a", "b", "c"); err != nil {
		t.Fatal(err)
	}
	if _, err := g.AddMoveText(g.MainLine()[0], "x"); err != nil {
		t.Fatal(err)
	}
	if _, err := g.AddMoveText(nil, "Xbad"); !errors.Is(err, ErrIllegalMove) {
		t.Errorf("a move the toy refuses: %v", err)
	}
	if _, err := g.AddMove(nil, 0); !errors.Is(err, ErrNoBoard) {
		t.Errorf("a Move on a board without Play: %v; want ErrNoBoard", err)
	}
	if got := movetextOf(g); got != "1. a b (1... x) 2. c *" {
		t.Errorf("movetext %q", got)
	}
}

func movetextOf(g *Game) string {
	text, _ := g.MarshalText()
	s := string(text)
	for i := 0; i+1 < len(s); i++ {
		if s[i] == '\n' && s[i+1] == '\n' {
			s = s[i+2:]
			break
		}
	}
	for len(s) > 0 && s[len(s)-1] == '\n' {
		s = s[:len(s)-1]
	}
	return s
}
