package eco

import (
	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants/chess"
)

// MaxPlies is how many plies of a game's main line Classify looks at, as
// lichess does (SEARCH_MAX_PLIES in scalachess). The table's longest line
// is 36 plies.
const MaxPlies = 40

// Opening is one entry of the opening table.
type Opening struct {
	// ECO is the code, "A00" to "E99".
	ECO string
	// Name is the full lichess name, "Sicilian Defense: Najdorf Variation, English Attack".
	Name string
	// Opening is the name before the first ": ", "Sicilian Defense".
	Opening string
	// Variation is the name after the first ": ", "Najdorf Variation,
	// English Attack", or "" when the name has none.
	Variation string
	// Moves is the table's line to the position, in SAN with move numbers
	// from the start position: "1. e4 c5 2. Nf3 d6 3. d4 cxd4".
	Moves string
}

// Lookup returns the opening whose position is b's current position
// (compared by Polyglot key: pieces, side to move, castling rights and an en
// passant square on which a capture is possible). A nil board has none.
func Lookup(b *chess.Board) (Opening, bool) {
	if b == nil {
		return Opening{}, false
	}
	return lookupKey(b.PolyglotKey())
}

func lookupKey(key uint64) (Opening, bool) {
	t := openings()
	i, ok := t.byKey[key]
	if !ok {
		return Opening{}, false
	}
	return t.entries[i], true
}

// Classify returns the opening of g: the deepest position of the table that
// g's main line reaches in its first MaxPlies plies, by whatever move order.
// A game set up from a FEN is classified by the positions its moves reach
// (not by its start position), as pgn-extract does. Classify reports false
// for a game that reaches no named position, for a game that is not standard
// chess (Chess960, another variant), and for a nil game. Moves after an
// illegal move are not looked at. Once the table is built, Classify
// allocates nothing per ply.
func Classify(g *pgn.Game) (Opening, bool) {
	if !classifiable(g) {
		return Opening{}, false
	}
	t := openings()
	found := int32(-1)
	plies := 0
	for p := range pgn.Plies(g, nil) {
		if !p.MainLine {
			continue
		}
		plies++
		if plies > MaxPlies {
			break
		}
		b, ok := p.Board.(*chess.Board)
		if !ok || b.Chess960() {
			return Opening{}, false
		}
		if i, ok := t.byKey[b.PolyglotKey()]; ok {
			found = i
		}
	}
	if found < 0 {
		return Opening{}, false
	}
	return t.entries[found], true
}

// classifiable reports whether g is a game of the chess plugin. Chess960
// games are refused by Classify on their board.
func classifiable(g *pgn.Game) bool {
	return g != nil && g.Variant == chess.Variant
}

// SetTags classifies g and, when it has an opening, sets its ECO, Opening and
// Variation tags (deleting Variation when the name has no variation, and any
// SubVariation tag, which the lichess names do not fill and which would
// otherwise contradict the new name). A game that is not classified keeps
// its tags. It returns the opening and whether g was classified.
func SetTags(g *pgn.Game) (Opening, bool, error) {
	o, ok := Classify(g)
	if !ok {
		return Opening{}, false, nil
	}
	if err := g.SetTag("ECO", o.ECO); err != nil {
		return o, true, err
	}
	if err := g.SetTag("Opening", o.Opening); err != nil {
		return o, true, err
	}
	if o.Variation != "" {
		if err := g.SetTag("Variation", o.Variation); err != nil {
			return o, true, err
		}
	} else {
		g.DeleteTag("Variation")
	}
	g.DeleteTag("SubVariation")
	return o, true, nil
}
