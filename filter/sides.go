package filter

import "github.com/pgntool/pgntool/pgn"

// sides are the tag names of a variant's two players and their ratings.
type sides struct {
	players [2]string
	elos    [2]string
}

func sidesOf(info pgn.VariantInfo) sides {
	s := sides{players: info.Sides}
	if s.players[0] == "" {
		s.players = [2]string{"White", "Black"}
	}
	for i, p := range s.players {
		s.elos[i] = p + "Elo"
	}
	return s
}

// defaultSides are used for a game without a variant.
var defaultSides = sides{players: [2]string{"White", "Black"}, elos: [2]string{"WhiteElo", "BlackElo"}}

// sidesTable maps variant names to their sides; it is made when criteria
// are compiled and only read afterwards, so Match may run concurrently.
type sidesTable map[string]*sides

func newSidesTable() sidesTable {
	t := sidesTable{}
	for _, v := range pgn.Registered() {
		s := sidesOf(v.Info())
		t[v.Name()] = &s
	}
	return t
}

// of returns the sides of v; a variant registered after compiling costs a
// call to Info (an allocation) per game.
func (t sidesTable) of(v pgn.Variant) *sides {
	if v == nil {
		return &defaultSides
	}
	if s, ok := t[v.Name()]; ok {
		return s
	}
	s := sidesOf(v.Info())
	return &s
}
