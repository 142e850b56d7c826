package convert

import "strings"

// reservedNames are the elements of the mapping itself; a tag with one of
// these names is written as <tag name="..."> so that it cannot be taken
// for movetext.
var reservedNames = []string{"database", "pgn", "tag", "comment", "move", "nag", "glyph", "variation", "end"}

// plainTagName reports whether a tag can be written as an element named by
// its name in lower case: the name must be an ASCII XML name without a
// colon (letters, digits, '_', '-', '.', not starting with a digit, '-' or
// '.'), must not start with "xml" in any case (reserved by XML), and must
// not be one of reservedNames.
func plainTagName(name string) bool {
	if name == "" || !(isASCIILetter(name[0]) || name[0] == '_') {
		return false
	}
	for i := 1; i < len(name); i++ {
		c := name[i]
		if !(isASCIILetter(c) || c-'0' < 10 || c == '_' || c == '-' || c == '.') {
			return false
		}
	}
	if len(name) >= 3 && strings.EqualFold(name[:3], "xml") {
		return false
	}
	for _, r := range reservedNames {
		if strings.EqualFold(name, r) {
			return false
		}
	}
	return true
}

func isASCIILetter(c byte) bool { return c|0x20-'a' < 26 }

// appendTagElement appends the element name for a tag: its name in lower
// case when plainTagName allows, else "tag".
func appendTagElement(dst []byte, name string) []byte {
	if !plainTagName(name) {
		return append(dst, "tag"...)
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		if c-'A' < 26 {
			c += 'a' - 'A'
		}
		dst = append(dst, c)
	}
	return dst
}
