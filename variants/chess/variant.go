package chess

import (
	"strings"

	"github.com/pgntool/pgntool/pgn"
)

// Variant is the chess plugin: standard chess and Chess960. It holds a
// pointer so that the core's interface calls reach the methods directly:
// a value receiver would go through a generated wrapper on every token.
var Variant pgn.Variant = &variant{}

func init() { pgn.Register(Variant) }

type variant struct{}

// The notations chess writes, by their --notation names.
const (
	SAN pgn.Notation = "san" // Standard Algebraic Notation (§8.2.3): Nf3, exd6, O-O, e8=Q#
	LAN pgn.Notation = "lan" // long algebraic notation: Ng1-f3, e5xd6, O-O, e7-e8=Q#
	UCI pgn.Notation = "uci" // UCI coordinates: g1f3, e5d6, e1g1 (e1h1 in Chess960), e7e8q
)

// info is what Info returns copies of.
var info = pgn.VariantInfo{
	Name: "chess",
	// "From Position" is what Lichess writes in the Variant tag of a
	// standard game set up from a FEN.
	Aliases:         []string{"standard", "chess", "Chess960", "chess 960", "fischerandom", "fischer random", "fischerrandom", "frc", "dfrc", "From Position"},
	Results:         pgn.StandardResults(),
	Notations:       []pgn.Notation{SAN, LAN, UCI},
	Sides:           [2]string{"White", "Black"},
	StandardNumbers: true, // ScanMovetext reads "12." and "..." as the standard does
	// Moves, numbers and glyphs are all made of the standard's symbol
	// bytes, '!' and '?', and the space of "exd6 e.p.".
	ASCIIMovetext: true,
	Default:       true,
	Rank:          2,
}

var (
	// chess960Names are the Variant tag values (lower case) that put the
	// board in Chess960 mode; "dfrc" is double Fischer random, which needs
	// the same castling rules.
	chess960Names = []string{"chess960", "chess 960", "fischerandom", "fischer random", "fischerrandom", "frc", "dfrc"}
)

// Name is "chess".
func (*variant) Name() string { return info.Name }

// Info returns the facts of chess: the default game of PGN, with
// Chess960's names among its aliases.
func (*variant) Info() pgn.VariantInfo { return info.Clone() }

// ScanMovetext takes the standard symbol class, plus the null move "--" and
// an "e.p." suffix (glued or after one space) so that ParseMove sees
// "exd6 e.p." whole and can accept it with a warning.
//
// The core asks about every token of the movetext, so the three that make
// up nearly all of it are answered here in one pass each: a period (left to
// the core), a move number, and a move not followed by "e.p.". Anything
// else, or a token too near the end of b to rule the suffix out, takes the
// general rules.
func (*variant) ScanMovetext(b []byte) (pgn.Kind, int) {
	if len(b) == 0 {
		return scanMovetextGeneral(b)
	}
	switch c := b[0]; {
	case c == '.':
		return pgn.EOF, 0 // the core reads periods
	case (c|0x20)-'a' < 26:
		if len(b) >= 16 {
			// The usual case, a move well before the end of the buffer:
			// read through an array, without bounds checks, and tell
			// "e.p." apart by the byte that ends the move first. Unrolled
			// for the lengths of nearly all moves, two to five bytes: each
			// byte costs a load, a lookup and a branch.
			w, t := (*[16]byte)(b), &symbolBytes
			n := 1
			switch {
			case !t[w[1]]:
			case !t[w[2]]:
				n = 2
			case !t[w[3]]:
				n = 3
			case !t[w[4]]:
				n = 4
			default:
				n = 5
				for n < 13 && t[w[n]] {
					n++
				}
			}
			if n < 13 {
				switch d := w[n]; {
				case d == ' ':
					if w[n+1] != 'e' || w[n+2] != '.' {
						return pgn.Symbol, n
					}
				case d != '.' || w[n-1] != 'e':
					return pgn.Symbol, n
				}
			}
			// A longer symbol, or "e.p." perhaps: the rules below.
		}
		n := 1
		for n < len(b) && symbolBytes[b[n]] {
			n++
		}
		// Only "e.p." can extend a symbol: glued after its 'e', or after
		// one space; b[n] is no symbol byte, so "e.p." cannot start there.
		if n+2 < len(b) && !(b[n] == '.' && b[n-1] == 'e') && !(b[n] == ' ' && b[n+1] == 'e' && b[n+2] == '.') {
			return pgn.Symbol, n
		}
	case c-'0' < 10:
		// A move number, unless it runs on into a castling or a result.
		n := 1
		for n < len(b) && b[n]-'0' < 10 {
			n++
		}
		if n < len(b) && (b[n] == '.' || b[n] == ' ') {
			return pgn.Integer, n
		}
	}
	return scanMovetextGeneral(b)
}

// scanMovetextGeneral is ScanMovetext for every token.
func scanMovetextGeneral(b []byte) (pgn.Kind, int) {
	if len(b) >= 2 && b[0] == '-' && b[1] == '-' {
		return pgn.Symbol, 2
	}
	k, n := pgn.ScanStandardSymbol(b)
	if k != pgn.Symbol {
		return k, n
	}
	if b[n-1] == 'e' && n > 1 && len(b) >= n+3 && string(b[n:n+3]) == ".p." {
		// "exd6e.p.": the standard class took the suffix's 'e'.
		if end := n + 3; end == len(b) || !isSymbolByte(b[end]) {
			return pgn.Symbol, end
		}
	}
	rest := b[n:]
	skip := 0
	if len(rest) > 0 && rest[0] == ' ' {
		skip = 1
	}
	if len(rest) >= skip+4 && string(rest[skip:skip+4]) == "e.p." {
		end := n + skip + 4
		if end == len(b) || !isSymbolByte(b[end]) {
			return pgn.Symbol, end
		}
	}
	return k, n
}

func isSymbolByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("_+#=:-", c) >= 0
}

// symbolBytes is isSymbolByte as a table, for the scanning loop.
var symbolBytes = func() (t [256]bool) {
	for c := range t {
		t[c] = isSymbolByte(byte(c))
	}
	return t
}()

func (variant) GlyphNAG(glyph []byte) (int, bool) { return pgn.StandardGlyphNAG(glyph) }

// DefaultNotation is SAN, which §8.2.3 makes the export notation.
func (variant) DefaultNotation([]pgn.Tag, bool) pgn.Notation { return SAN }

func (variant) AppendMovetext(dst []byte, toks []pgn.ExportToken) []byte {
	return pgn.AppendStandardMovetext(dst, toks)
}

// is960 tells from the Variant tag whether castling follows Chess960 rules.
func is960(tags []pgn.Tag) bool {
	v, ok := pgn.TagValue(tags, "Variant")
	if !ok {
		return false
	}
	// Without lowering a copy: most games of online servers name
	// "Standard", and this runs for each. The names are ASCII, so a value
	// of another length is none of them, as it was none of them lowered.
	v = strings.TrimSpace(v)
	for _, n := range chess960Names {
		if len(v) == len(n) && strings.EqualFold(v, n) {
			return true
		}
	}
	return false
}

// NewBoard sets up the start position from the FEN tag, or the standard
// array, in Chess960 mode when the Variant tag names it. Each FEN fault is
// reported at the FEN value.
func (variant) NewBoard(tags []pgn.Tag, report pgn.Report) (pgn.Board, bool) {
	b := newBoard()
	if !b.Reset(tags, report) {
		return nil, false
	}
	return b, true
}

var _ pgn.BoardResetter = (*Board)(nil)

// maxKeptHistory is the most undo records (16 bytes each) a board keeps
// room for from one game to the next.
const maxKeptHistory = 4096

// Reset sets the board up for another game exactly as Variant.NewBoard
// sets up a new one, keeping the undo stack: lint checks about a thousand
// games per megabyte, and a board with its stack is 4 KB to allocate.
//
// A zero Board becomes usable through Reset; on a nil Board, Reset reports
// false.
func (b *Board) Reset(tags []pgn.Tag, report pgn.Report) bool {
	if b == nil {
		return false
	}
	b.habits.clear(true) // the core drives this board and ends its game
	if cap(b.p.history) > maxKeptHistory {
		// A game of millions of plies leaves a stack of as many records;
		// the next games of the file need no more than the usual.
		b.p.history = make([]undo, 0, 256)
	}
	// A new game has no saved position (pgn.PositionSaver).
	b.saved = b.saved[:0]
	c960 := is960(tags)
	fen := pgn.FindTag(tags, "FEN")
	if fen == nil {
		b.p.setStart(c960)
		b.ready = true
		return true
	}
	faults, ok := b.p.setFEN(fen.Value, c960)
	for _, f := range faults {
		emit(report, pgn.Errorf(fen.ValuePos, pgn.CodeFENInvalid, "%s", f))
	}
	b.ready = ok
	return ok
}
