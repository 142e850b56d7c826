package pgn

import (
	"slices"
	"strings"
)

// SevenTagRoster is the standard's required tags, in export order.
var SevenTagRoster = []string{"Event", "Site", "Date", "Round", "White", "Black", "Result"}

// StandardResults returns the standard's game termination markers, a new
// slice on each call.
func StandardResults() []string { return slices.Clone(standardResults) }

// standardResults are the standard's game termination markers.
var standardResults = []string{"1-0", "0-1", "1/2-1/2", "*"}

// Byte classes of §7, looked up rather than compared on the hot path.
const (
	classStart  = 1 << iota // may start a symbol: a letter or digit
	classSymbol             // may continue a symbol
	classDigit
)

var byteClass = func() (t [256]uint8) {
	for c := 0; c < 256; c++ {
		b := byte(c)
		if b-'a' < 26 || b-'A' < 26 || b-'0' < 10 {
			t[c] |= classStart | classSymbol
		}
		if b-'0' < 10 {
			t[c] |= classDigit
		}
		switch b {
		case '_', '+', '#', '=', ':', '-':
			t[c] |= classSymbol
		}
	}
	return t
}()

// isSymbolStart reports whether c may start a PGN symbol (§7).
func isSymbolStart(c byte) bool { return byteClass[c]&classStart != 0 }

// isSymbolByte reports whether c may continue a PGN symbol (§7).
func isSymbolByte(c byte) bool { return byteClass[c]&classSymbol != 0 }

// ScanStandardSymbol classifies the token at the start of b by the
// standard's rules: a symbol (a letter or digit, then letters, digits and
// "_+#=:-"), an integer when the symbol is all digits, or a glyph made of
// '!' and '?' (the import suffix annotations of §8.2.3.8). It returns n == 0
// when b starts none of these. Variants whose moves are PGN symbols use it
// as their [Variant.ScanMovetext].
func ScanStandardSymbol(b []byte) (Kind, int) {
	if len(b) == 0 {
		return EOF, 0
	}
	c := b[0]
	if c == '!' || c == '?' {
		n := 1
		for n < len(b) && (b[n] == '!' || b[n] == '?') {
			n++
		}
		return Glyph, n
	}
	if !isSymbolStart(c) {
		return EOF, 0
	}
	all := byteClass[c]
	n := 1
	for n < len(b) {
		k := byteClass[b[n]]
		if k&classSymbol == 0 {
			break
		}
		all &= k
		n++
	}
	digits := all&classDigit != 0
	if digits {
		return Integer, n
	}
	return Symbol, n
}

// StandardGlyphNAG maps the standard's suffix annotations to their NAGs:
// ! ? !! ?? !? ?! are 1 to 6 (§8.2.3.8).
func StandardGlyphNAG(glyph []byte) (int, bool) {
	switch string(glyph) {
	case "!":
		return 1, true
	case "?":
		return 2, true
	case "!!":
		return 3, true
	case "??":
		return 4, true
	case "!?":
		return 5, true
	case "?!":
		return 6, true
	}
	return 0, false
}

// OrderTags returns the tags in export order: those named in roster first,
// in roster order, then all others in ASCII order of name. Tags with the
// same name keep their reading order.
func OrderTags(tags []Tag, roster []string) []Tag {
	// Each tag is ranked once, and small indices are sorted, not the tags:
	// a Tag is large, and this runs for every game exported.
	// SortStableFunc rather than sort.SliceStable: no reflection.
	type key struct {
		rank, index int
	}
	if len(tags) == 0 {
		return nil
	}
	var stack [32]key
	keys := stack[:0]
	for i, t := range tags {
		r := len(roster)
		for j, name := range roster {
			if name == t.Name {
				r = j
				break
			}
		}
		keys = append(keys, key{r, i})
	}
	slices.SortStableFunc(keys, func(a, b key) int {
		if a.rank != b.rank {
			return a.rank - b.rank
		}
		if a.rank < len(roster) {
			return 0
		}
		return strings.Compare(tags[a.index].Name, tags[b.index].Name)
	})
	out := make([]Tag, len(tags))
	for i, k := range keys {
		out[i] = tags[k.index]
	}
	return out
}
