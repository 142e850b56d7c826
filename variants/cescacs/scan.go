package cescacs

import "github.com/pgntool/pgntool/pgn"

// ScanMovetext claims the C'escacs movetext tokens; see pgn.Variant.
func (variant) ScanMovetext(b []byte) (pgn.Kind, int) {
	if len(b) == 0 {
		return pgn.EOF, 0
	}
	c := b[0]
	switch {
	case isDigit(c):
		n := 1
		for n < len(b) && isDigit(b[n]) {
			n++
		}
		if n < len(b) && b[n] == '?' {
			n++ // 1? : unknown numbering
		} else if n < len(b) && (isUpper(b[n]) || b[n] >= 'a' && b[n] <= 'z') {
			// Not a number: keep the garbage in one token, as it was read.
			return pgn.Symbol, moveLen(b)
		}
		return pgn.Integer, n
	case c == '.' || hasPrefix(b, ellipsis):
		n := 0
		for n < len(b) {
			switch {
			case b[n] == '.':
				n++
			case hasPrefix(b[n:], ellipsis):
				n += len(ellipsis)
			default:
				return pgn.Period, n
			}
		}
		return pgn.Period, n
	case c == ',':
		return pgn.Comma, 1
	case c == '?' || c == '!':
		if len(b) > 1 && (b[1] == '?' || b[1] == '!') {
			return pgn.Glyph, 2
		}
		return pgn.Glyph, 1
	case hasPrefix(b, diamond):
		return pgn.Glyph, len(diamond)
	case hasPrefix(b, drawOffer):
		// The whole "(=)" must be there: "(=" alone, or "(=x", is the
		// core's opening parenthesis.
		n := len(drawOffer)
		if n < len(b) && b[n] == ':' {
			n++
		}
		return pgn.Glyph, n
	case c == ':':
		return pgn.Glyph, 1
	case c == '$' && len(b) > 2 && b[1] == '[':
		n := 2
		for n < len(b) && isDigit(b[n]) {
			n++
		}
		if n > 2 && n < len(b) && b[n] == ']' {
			return pgn.Label, n + 1
		}
		return pgn.EOF, 0
	}
	if isUpper(c) || startsFAN(b) {
		return pgn.Symbol, moveLen(b)
	}
	return pgn.EOF, 0
}

const (
	ellipsis  = "…"
	diamond   = "◇"
	drawOffer = "(=)"
)

func hasPrefix(b []byte, s string) bool {
	return len(b) >= len(s) && string(b[:len(s)]) == s
}

func startsFAN(b []byte) bool {
	_, _, n := matchFAN(b)
	return n > 0
}

// moveChars are the multi-byte characters a move may contain.
var moveChars = []string{"‐", "–", "×", "∞"}

// moveLen measures a move token: letters, digits, the signs of CTL-AN and
// FAN figurines. A glued evaluation or game indicator is left out.
func moveLen(b []byte) int {
	n := 0
next:
	for n < len(b) {
		c := b[n]
		if isUpper(c) || isDigit(c) || (c >= 'a' && c <= 'z') {
			n++
			continue
		}
		switch c {
		case '-', '*', '@', '&', '=', '+', '#', '^':
			n++
			continue
		}
		for _, s := range moveChars {
			if hasPrefix(b[n:], s) {
				n += len(s)
				continue next
			}
		}
		if _, _, w := matchFAN(b[n:]); w > 0 {
			n += w
			continue
		}
		break
	}
	return n
}

// GlyphNAG maps the evaluations ? ?? ?! ! !! !? ◇ to NAGs 2 4 6 1 3 5 7;
// the game indicators (=), : and (=): stay glyphs.
func (variant) GlyphNAG(g []byte) (int, bool) {
	if string(g) == diamond {
		return 7, true
	}
	return pgn.StandardGlyphNAG(g)
}

// nagGlyph is the inverse of GlyphNAG, for export.
func nagGlyph(nag int) string {
	switch nag {
	case 1:
		return "!"
	case 2:
		return "?"
	case 3:
		return "!!"
	case 4:
		return "??"
	case 5:
		return "!?"
	case 6:
		return "?!"
	case 7:
		return diamond
	}
	return ""
}
