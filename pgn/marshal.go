package pgn

import (
	"errors"
	"io"
	"strings"
)

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

// UnmarshalText reads one game in PGN from text into g, replacing what g
// held (encoding.TextUnmarshaler, the inverse of [Game.MarshalText]). The
// game is read as g's variant when g has one, else as the variant
// [ChooseVariant] picks from its tags. Text that holds no game is refused
// and g is left unchanged. Reading is as lenient as [Reader.ReadGame]:
// the faults found while reading are in g.Diagnostics, and [Check] finds
// the rest (illegal moves, tag values), as lint does.
func (g *Game) UnmarshalText(text []byte) error {
	if g == nil {
		return ErrNilGame
	}
	opts := ReaderOptions{Variant: g.Variant, Select: ChooseVariant}
	read, err := NewReaderBytes(text, opts).ReadGame()
	if read == nil {
		if err == nil || errors.Is(err, io.EOF) {
			err = errNoGameInText
		}
		return err
	}
	if err != nil {
		return err
	}
	*g = *read
	return nil
}

var errNoGameInText = errors.New("pgn: the text holds no game")
