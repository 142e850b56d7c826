package convert

import (
	"fmt"
	"math/bits"
	"unicode/utf8"

	"github.com/pgntool/pgntool/pgn"
)

// replacement is what stands for a character the output cannot carry.
const replacement = "\uFFFD"

// replaced remembers the characters of one text that were replaced.
type replaced struct {
	count int
	r     rune // the first one, or utf8.RuneError for a byte that is not UTF-8
	b     byte // that byte
}

func (x *replaced) note(r rune, b byte) {
	if x.count == 0 {
		x.r, x.b = r, b
	}
	x.count++
}

// reporter tells the user about replaced characters, once per text.
type reporter struct {
	report pgn.Report
	format string // "XML 1.0" or "JSON"
	rep    replaced
}

// flush reports the characters replaced in the text just written, which
// was what (such as "comment", or "the value of tag" with the tag's name)
// at pos. The two parts are joined only when there is something to say,
// so that writing does not allocate.
func (r *reporter) flush(pos pgn.Position, what, name string) {
	if r.rep.count == 0 {
		return
	}
	x := r.rep
	r.rep = replaced{}
	if r.report == nil {
		return
	}
	var first string
	if x.r == utf8.RuneError {
		first = fmt.Sprintf("the byte 0x%02X, which is not UTF-8", x.b)
	} else {
		first = fmt.Sprintf("U+%04X, which %s cannot hold", x.r, r.format)
	}
	if name != "" {
		what += " " + name
	}
	more := ""
	if x.count > 1 {
		more = fmt.Sprintf(" (%d characters in all)", x.count)
	}
	r.report(pgn.Warnf(pos, CodeCharReplaced, "%s holds %s; it is written as U+FFFD%s", what, first, more))
}

// decodeRune decodes the character at the start of s, which is not
// ASCII. A byte that does not start a UTF-8 sequence is noted in rep and
// gives utf8.RuneError with size 1; so does an encoded U+FFFD, which is
// then written as such.
func decodeRune(s string, rep *replaced) (r rune, size int) {
	r, size = utf8.DecodeRuneInString(s)
	if r == utf8.RuneError && size == 1 {
		rep.note(r, s[0])
	}
	return r, size
}

// xmlChar reports whether XML 1.0 allows r in a document (production
// Char of the XML 1.0 recommendation).
func xmlChar(r rune) bool {
	switch {
	case r == 0x9, r == 0xA, r == 0xD:
		return true
	case r < 0x20:
		return false
	case r <= 0xD7FF:
		return true
	case r < 0xE000:
		return false
	case r <= 0xFFFD:
		return true
	}
	return r >= 0x10000 && r <= utf8.MaxRune
}

// appendXML escapes s as XML character data, or as an attribute value in
// double quotes when attr is set. A carriage return is written as a
// character reference because parsers turn a literal one into a line
// feed; in attributes line feeds and tabs are too, since attribute
// normalisation would turn them into spaces. Characters XML cannot hold
// at all become U+FFFD and are noted in rep.
func appendXML(dst []byte, s string, attr bool, rep *replaced) []byte {
	for i := 0; i < len(s); {
		// Runs of the ASCII that XML takes as it is, as for JSON.
		if n := xmlPlainPrefix(s[i:]); n > 0 {
			dst = append(dst, s[i:i+n]...)
			if i += n; i == len(s) {
				break
			}
		}
		c := s[i]
		if c >= utf8.RuneSelf {
			r, size := decodeRune(s[i:], rep)
			if r != utf8.RuneError && !xmlChar(r) {
				rep.note(r, 0)
				r = utf8.RuneError
			}
			if r == utf8.RuneError {
				dst = append(dst, replacement...)
			} else {
				dst = append(dst, s[i:i+size]...)
			}
			i += size
			continue
		}
		switch {
		case c == '&':
			dst = append(dst, "&amp;"...)
		case c == '<':
			dst = append(dst, "&lt;"...)
		case c == '>':
			dst = append(dst, "&gt;"...)
		case c == '"' && attr:
			dst = append(dst, "&quot;"...)
		case c == '\r':
			dst = append(dst, "&#xD;"...)
		case c == '\n' && attr:
			dst = append(dst, "&#xA;"...)
		case c == '\t' && attr:
			dst = append(dst, "&#x9;"...)
		case c < 0x20 && c != '\n' && c != '\t':
			rep.note(rune(c), 0)
			dst = append(dst, replacement...)
		default:
			dst = append(dst, c)
		}
		i++
	}
	return dst
}

const hexDigits = "0123456789abcdef"

// appendJSON appends s as a JSON string. JSON can hold every character,
// so only bytes that are not UTF-8 are replaced (and noted in rep). U+2028
// and U+2029 are escaped so that the output is also valid JavaScript.
func appendJSON(dst []byte, s string, rep *replaced) []byte {
	dst = append(dst, '"')
	for i := 0; i < len(s); {
		// Nearly all text is ASCII that JSON takes as it is (moves, clock
		// and evaluation comments, tag values): it goes in runs.
		if n := jsonPlainPrefix(s[i:]); n > 0 {
			dst = append(dst, s[i:i+n]...)
			if i += n; i == len(s) {
				break
			}
		}
		c := s[i]
		if c >= utf8.RuneSelf {
			r, size := decodeRune(s[i:], rep)
			if r == '\u2028' || r == '\u2029' || r == utf8.RuneError {
				dst = append(dst, `\u`...)
				dst = append(dst, hexDigits[r>>12&0xF], hexDigits[r>>8&0xF], hexDigits[r>>4&0xF], hexDigits[r&0xF])
			} else {
				dst = append(dst, s[i:i+size]...)
			}
			i += size
			continue
		}
		switch c {
		case '"', '\\':
			dst = append(dst, '\\', c)
		case '\n':
			dst = append(dst, `\n`...)
		case '\r':
			dst = append(dst, `\r`...)
		case '\t':
			dst = append(dst, `\t`...)
		default:
			if c < 0x20 {
				dst = append(dst, `\u00`...)
				dst = append(dst, hexDigits[c>>4], hexDigits[c&0xF])
			} else {
				dst = append(dst, c)
			}
		}
		i++
	}
	return append(dst, '"')
}

// jsonPlainPrefix returns the length of the longest prefix of s whose
// bytes a JSON string holds as they are: ASCII from the space on, but '"'
// and '\\'. It tests eight bytes a step; of the marks a step makes, the
// lowest is exact (a borrow only marks bytes above a marked one).
func jsonPlainPrefix(s string) int {
	i := 0
	for ; i+8 <= len(s); i += 8 {
		x := load64(s, i)
		if m := (lowMarks(x) | byteMarks(x, '"') | byteMarks(x, '\\')) & highs; m != 0 {
			return i + bits.TrailingZeros64(m)/8
		}
	}
	for ; i < len(s) && plainIn(s[i]) && s[i] != '"' && s[i] != '\\'; i++ {
	}
	return i
}

// xmlPlainPrefix is jsonPlainPrefix for XML text and attribute values:
// ASCII from the space on, but '&', '<', '>' and '"'.
func xmlPlainPrefix(s string) int {
	i := 0
	for ; i+8 <= len(s); i += 8 {
		x := load64(s, i)
		if m := (lowMarks(x) | byteMarks(x, '&') | byteMarks(x, '<') | byteMarks(x, '>') | byteMarks(x, '"')) & highs; m != 0 {
			return i + bits.TrailingZeros64(m)/8
		}
	}
	for ; i < len(s) && plainIn(s[i]) && s[i] != '&' && s[i] != '<' && s[i] != '>' && s[i] != '"'; i++ {
	}
	return i
}

const (
	ones  = 0x0101010101010101
	highs = 0x8080808080808080
)

// load64 reads s[i:i+8] as a little-endian word (one load).
func load64(s string, i int) uint64 {
	return uint64(s[i]) | uint64(s[i+1])<<8 | uint64(s[i+2])<<16 | uint64(s[i+3])<<24 |
		uint64(s[i+4])<<32 | uint64(s[i+5])<<40 | uint64(s[i+6])<<48 | uint64(s[i+7])<<56
}

// lowMarks sets the high bit of the bytes of x outside ASCII or below the
// space (the lowest exactly).
func lowMarks(x uint64) uint64 { return x | (x-ones*0x20)&^x }

// byteMarks sets the high bit of the bytes of x equal to c (the lowest
// exactly).
func byteMarks(x uint64, c byte) uint64 {
	y := x ^ ones*uint64(c)
	return (y - ones) &^ y
}

// plainIn reports whether c is ASCII from the space on.
func plainIn(c byte) bool { return c >= 0x20 && c < utf8.RuneSelf }
