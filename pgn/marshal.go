package pgn

import "strings"

// String returns the game in the PGN export format, as a [Writer] with
// default options writes it (python-chess: str(game)); "" for a nil game
// or one the writer cannot write.
func (g *Game) String() string {
	text, err := g.MarshalText()
	if err != nil {
		return ""
	}
	return string(text)
}

// MarshalText returns the game in the PGN export format, ending with a
// newline: the tags in export order, then the movetext in lines under 80
// characters, in the variant's default notation. It implements
// encoding.TextMarshaler, so encoding/json writes a Game as its PGN text.
// Reading the text back with [NewReaderBytes] gives the same tree, but
// for positions and the space inside comments (export writes a comment's
// words separated by single spaces or line breaks).
func (g *Game) MarshalText() ([]byte, error) {
	if g == nil {
		return nil, ErrNilGame
	}
	var b strings.Builder
	w := NewWriter(&b, WriterOptions{})
	if _, err := w.WriteGame(g); err != nil {
		return nil, err
	}
	return []byte(b.String()), nil
}
