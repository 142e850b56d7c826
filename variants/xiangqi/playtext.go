package xiangqi

import "github.com/pgntool/pgntool/pgn"

// PlayText plays the legal move that text names, in any notation Parse
// reads, and returns it: python-chess's push_san in one call. An illegal,
// ambiguous or unreadable move is an error that says why, and the board is
// left as it was.
func (b *Board) PlayText(text string) (pgn.Move, error) {
	m, err := b.Parse(text)
	if err != nil {
		return 0, err
	}
	b.Make(m)
	return m, nil
}
