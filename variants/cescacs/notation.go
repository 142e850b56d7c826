package cescacs

import "fmt"

// sepKind is the separator between origin and destination.
type sepKind uint8

const (
	sepNone    sepKind = iota
	sepMove            // - or ‐ (U+2010)
	sepEnDash          // – (U+2013), which the implementation accepts
	sepCapture         // × or *
	sepX               // x, which the spec forbids
	sepPass            // @
	sepPass2           // @@
)

// checkMark is the check indicator at the end of a move.
type checkMark uint8

const (
	markNone   checkMark = iota
	markCheck            // +
	markNear             // +^ (adjoining or knight-jump check)
	markFar              // +∞ (distant check)
	markDouble           // ++
	markMate             // #
	markOld              // ^+ (old spelling of +^)
)

var markText = [...]string{"", "+", "+^", "+∞", "++", "#", "^+"}

// letterUse records how a piece was written, to check it against the
// game's alphabet.
type letterUse struct {
	kind   kind
	letter byte // the ASCII letter, 0 for a figurine
	fan    bool
	side   side // colour of a figurine
	off    int
}

// notation is one CTL-AN / CTL-FAN move as written, before it is matched
// against the position.
type notation struct {
	castle   int // index into castles, -1 when not a castling
	castleRk byte
	piece    letterUse // kind noKind: a pawn (no letter)
	from     Cell
	sep      sepKind
	captured letterUse
	to       Cell
	promo    kind // 0, a kind, or promoWait for =&
	promoUse letterUse
	hexFirst bool // a waiting pawn's promotion: D26=R
	mark     checkMark
	markOff  int
}

// syntaxError is a move that cannot be read.
type syntaxError struct {
	off int
	msg string
}

func synErr(off int, format string, args ...any) *syntaxError {
	return &syntaxError{off: off, msg: fmt.Sprintf(format, args...)}
}

// parseNotation reads one move token. It accepts every letter and
// figurine; the alphabet is checked afterwards.
func parseNotation(b []byte, n *notation) *syntaxError {
	*n = notation{castle: -1}
	if len(b) == 0 {
		return synErr(0, "empty move")
	}
	i := 0
	if len(b) >= 4 && b[0] == 'K' && isUpper(b[1]) && isUpper(b[2]) {
		if j, ok := dashAt(b, 3); ok {
			return parseCastling(b, j, n)
		}
	}
	if u, w := readLetter(b, 0); w > 0 {
		n.piece = u
		i = w
	}
	from, w, ok, real := parseCell(b[i:])
	if !ok {
		if i == 0 {
			return synErr(0, "a move starts with a piece letter or the origin cell, such as EE5-E11 or E7-E13")
		}
		return synErr(i, "expected the origin cell after the piece letter")
	}
	if !real {
		return synErr(i, "%s is not a cell of the board", b[i:i+w])
	}
	n.from = from
	i += w
	if i < len(b) && b[i] == '=' {
		n.hexFirst = true
		n.to = from
		i, err := parsePromotion(b, i, n)
		if err != nil {
			return err
		}
		return parseMark(b, i, n)
	}
	i, err := parseSep(b, i, n)
	if err != nil {
		return err
	}
	if u, w := readLetter(b, i); w > 0 {
		n.captured = u
		i += w
	}
	to, w, ok, real := parseCell(b[i:])
	if !ok {
		return synErr(i, "expected the destination cell after the separator")
	}
	if !real {
		return synErr(i, "%s is not a cell of the board", b[i:i+w])
	}
	n.to = to
	i += w
	if i < len(b) && b[i] == '=' {
		if i, err = parsePromotion(b, i, n); err != nil {
			return err
		}
	}
	return parseMark(b, i, n)
}

func isUpper(c byte) bool { return c >= 'A' && c <= 'Z' }
func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// readLetter reads a piece letter or figurine at b[i] when a cell follows
// it (so that the E of E7 is a column, the E of EE5 a piece).
func readLetter(b []byte, i int) (letterUse, int) {
	if i >= len(b) {
		return letterUse{}, 0
	}
	if k, s, w := matchFAN(b[i:]); w > 0 {
		return letterUse{kind: k, fan: true, side: s, off: i}, w
	}
	c := b[i]
	if isUpper(c) && i+1 < len(b) && isUpper(b[i+1]) {
		return letterUse{letter: c, off: i}, 1
	}
	return letterUse{}, 0
}

// dashAt matches '-', U+2010 or U+2013 at b[i] and returns the next index.
func dashAt(b []byte, i int) (int, bool) {
	if i < len(b) && b[i] == '-' {
		return i + 1, true
	}
	if i+3 <= len(b) && b[i] == 0xe2 && b[i+1] == 0x80 && (b[i+2] == 0x90 || b[i+2] == 0x93) {
		return i + 3, true
	}
	return i, false
}

func parseSep(b []byte, i int, n *notation) (int, *syntaxError) {
	if i >= len(b) {
		return i, synErr(i, "the move ends after its origin: expected - or × and the destination")
	}
	switch {
	case b[i] == '-':
		n.sep = sepMove
		return i + 1, nil
	case b[i] == '*':
		n.sep = sepCapture
		return i + 1, nil
	case b[i] == 'x':
		n.sep = sepX
		return i + 1, nil
	case b[i] == '@':
		if i+1 < len(b) && b[i+1] == '@' {
			n.sep = sepPass2
			return i + 2, nil
		}
		n.sep = sepPass
		return i + 1, nil
	case i+2 <= len(b) && b[i] == 0xc3 && b[i+1] == 0x97:
		n.sep = sepCapture
		return i + 2, nil
	}
	if j, ok := dashAt(b, i); ok {
		n.sep = sepMove
		if b[i+2] == 0x93 {
			n.sep = sepEnDash
		}
		return j, nil
	}
	return i, synErr(i, "expected a separator after the origin: - or ‐ for a move, × or * for a capture, @ or @@ for a pawn's special capture")
}

func parsePromotion(b []byte, i int, n *notation) (int, *syntaxError) {
	i++ // '='
	if i < len(b) && b[i] == '&' {
		n.promo = promoWait
		return i + 1, nil
	}
	if i < len(b) {
		if k, s, w := matchFAN(b[i:]); w > 0 {
			n.promoUse = letterUse{kind: k, fan: true, side: s, off: i}
			n.promo = k
			return i + w, nil
		}
		if isUpper(b[i]) {
			n.promoUse = letterUse{letter: b[i], off: i}
			return i + 1, nil
		}
	}
	return i, synErr(i, "expected a piece letter or & after =")
}

func parseMark(b []byte, i int, n *notation) *syntaxError {
	n.markOff = i
	rest := b[i:]
	switch {
	case len(rest) == 0:
		n.mark = markNone
	case string(rest) == "+":
		n.mark = markCheck
	case string(rest) == "+^":
		n.mark = markNear
	case string(rest) == "+∞":
		n.mark = markFar
	case string(rest) == "++":
		n.mark = markDouble
	case string(rest) == "#":
		n.mark = markMate
	case string(rest) == "^+":
		n.mark = markOld
	default:
		return synErr(i, "unexpected %q after the move: a move ends with a check mark + +^ +∞ ++ or #", rest)
	}
	return nil
}

// parseCastling reads KRK-…, KRD-…, KRR-… (the R may be redefined).
func parseCastling(b []byte, j int, n *notation) *syntaxError {
	n.castleRk = b[1]
	which := b[2]
	end := j
	for end < len(b) && isUpper(b[end]) {
		end++
	}
	code := b[j:end]
	var prefix string
	switch {
	case which == 'K':
		prefix = "KRK-"
	case which == 'D':
		prefix = "KRD-"
	case which == b[1]:
		prefix = "KRR-"
	default:
		return synErr(2, "castling starts with K, the rook letter and K, D or the rook letter again (KRK-, KRD-, KRR-)")
	}
	for i := range castles {
		c := castles[i].code
		if c[:4] == prefix && c[4:] == string(code) {
			n.castle = i
			return parseMark(b, end, n)
		}
	}
	return synErr(j, "%s%s is not one of the 24 castling codes", prefix, code)
}
