package convert

import (
	"io"

	"github.com/pgntool/pgntool/pgn"
)

// NewEPDEncoder returns an encoder of one EPD line per position of each
// game's main line, the start position included, followed by an empty
// line after each game: the output of pgn-extract -Wepd. Each line is the
// position without its two clocks (chess: placement, side to move,
// castling, en passant square; xiangqi and C'escacs: the same fields of
// their FEN and TLPD), then the operations
//
//	c0 White-Black Event Site Date; c1 Result;
//
// with the tag values as they are, an empty one included (a missing tag
// is "?"; xiangqi's first side is Red). The en passant square is given after every double pawn
// step, as the FEN of the PGN standard and pgn-extract give it. Variations
// are passed over; the line stops before a move that cannot be played.
func NewEPDEncoder(w io.Writer, opts Options) *LineEncoder {
	return newPositionEncoder(w, opts, true)
}

// NewFENEncoder returns an encoder of one full position line per position
// of each game's main line, the start position included (FEN for chess,
// xiangqi's FEN, C'escacs's TLPD, with the clocks), followed by an empty
// line after each game. Variations are passed over; the lines stop before
// a move that cannot be played.
func NewFENEncoder(w io.Writer, opts Options) *LineEncoder {
	return newPositionEncoder(w, opts, false)
}

func newPositionEncoder(w io.Writer, opts Options, epd bool) *LineEncoder {
	e := &LineEncoder{w: w, opts: opts}
	p := &positionLines{e: e, epd: epd}
	e.game = p.game
	e.lines.position = p.position
	return e
}

// positionLines builds the lines of one game.
type positionLines struct {
	e   *LineEncoder
	epd bool
	// dst is the game's text being built; ops the EPD operations of its
	// lines, the same on each.
	dst, ops []byte
	// sides are the side names of the variant sidesOf, asked once, not
	// for every game (Info allocates).
	sides   [2]string
	sidesOf pgn.Variant
}

func (p *positionLines) game(_ *LineEncoder, dst []byte, g *pgn.Game) ([]byte, error) {
	if g.Variant == nil {
		format := "fen"
		if p.epd {
			format = "epd"
		}
		return dst, noVariant(format)
	}
	b := p.e.setUp(g)
	if b == nil {
		// No start position, no positions: the game's broken FEN is
		// reported by the checks.
		return dst, nil
	}
	if p.epd {
		if p.sidesOf != g.Variant {
			p.sides, p.sidesOf = g.Variant.Info().Sides, g.Variant
		}
		p.ops = epdOperations(p.ops[:0], g, p.sides)
	}
	p.dst = dst
	p.position(b)
	p.e.replay(g, b)
	dst, p.dst = append(p.dst, '\n'), nil
	return dst, nil
}

// position appends the line of one position.
func (p *positionLines) position(b pgn.Board) {
	if !p.epd {
		p.dst = append(b.AppendPosition(p.dst), '\n')
		return
	}
	p.dst = positionFields(p.dst, b, 2)
	p.dst = append(p.dst, ' ')
	p.dst = append(p.dst, p.ops...)
	p.dst = append(p.dst, '\n')
}

// epdOperations appends pgn-extract's operations: c0 with the players,
// event, site and date, c1 with the result.
func epdOperations(dst []byte, g *pgn.Game, sides [2]string) []byte {
	if sides[0] == "" {
		sides = [2]string{"White", "Black"}
	}
	value := func(name string) string {
		if v, ok := g.Tag(name); ok {
			return v
		}
		return "?"
	}
	dst = append(dst, "c0 "...)
	dst = append(dst, value(sides[0])...)
	dst = append(dst, '-')
	dst = append(dst, value(sides[1])...)
	for _, name := range []string{"Event", "Site", "Date"} {
		dst = append(dst, ' ')
		dst = append(dst, value(name)...)
	}
	dst = append(dst, "; c1 "...)
	result, ok := g.Tag("Result")
	if !ok || result == "" {
		result = g.Result
	}
	if result == "" {
		result = "*"
	}
	dst = append(dst, result...)
	return append(dst, ';')
}
