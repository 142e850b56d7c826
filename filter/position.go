package filter

import (
	"bytes"

	"github.com/pgntool/pgntool/pgn"
)

// positionCond is a position to reach, set up by every registered variant
// that can read its text. Each variant's entry is the placement and side to
// move of its position string (the first two fields of a FEN or TLPD):
// castling rights, en passant and the clocks are left out, as pgn-extract
// does, so a position matches however it was reached.
type positionCond struct {
	byVariant map[string]positionKey
}

// positionKey is a position's placement and side to move as text,
// whether the first player (White, Red) is to move, and how many pieces
// stand on its board.
type positionKey struct {
	text   []byte
	first  bool
	pieces int // on the board, kings included
}

// parsePosition sets the text up with each registered variant, through the
// position tags the variants read (FEN, TLPD).
func parsePosition(text string) (positionCond, bool) {
	p := positionCond{byVariant: map[string]positionKey{}}
	tags := []pgn.Tag{{Name: "SetUp", Value: "1"}, {Name: "FEN", Value: text}, {Name: "TLPD", Value: text}}
	for _, v := range pgn.Registered() {
		failed := false
		b, ok := v.NewBoard(tags, func(d pgn.Diagnostic) {
			if d.Severity == pgn.Error {
				failed = true
			}
		})
		if !ok || failed || b == nil {
			continue
		}
		key := boardKey(nil, b.AppendPosition(nil))
		pieces, _ := countPieces(key)
		p.byVariant[v.Name()] = positionKey{text: key, first: firstToMove(key), pieces: pieces}
	}
	return p, len(p.byVariant) > 0
}

// boardKey appends the first two space-separated fields of a position string.
func boardKey(dst, position []byte) []byte {
	spaces := 0
	for i, c := range position {
		if c == ' ' {
			spaces++
			if spaces == 2 {
				return append(dst, position[:i]...)
			}
		}
	}
	return append(dst, position...)
}

// firstToMove reads the side-to-move field of a board key: "w" (or
// xiangqi's "r") is the first player.
func firstToMove(key []byte) bool {
	i := bytes.IndexByte(key, ' ')
	return i < 0 || i+1 >= len(key) || key[i+1] == 'w' || key[i+1] == 'r'
}

// variantKey is a position's key in one variant; ok is false when the
// position cannot be set up in it.
type variantKey struct {
	positionKey
	ok bool
}

// matches tells whether position (a whole position string) is this one.
func (k *positionKey) matches(position []byte) bool {
	want := k.text
	if len(position) < len(want) {
		return false
	}
	return bytes.Equal(position[:len(want)], want) && (len(position) == len(want) || position[len(want)] == ' ')
}
