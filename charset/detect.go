package charset

import (
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/transform"
)

// Detect scores the sample as each candidate encoding and returns the best
// canonical name: UTF-8 when the sample is valid UTF-8 (ASCII included),
// else GB18030 or Big5, whichever decodes into more common Chinese text,
// else Latin-1. A strict trial decode cannot decide between the Chinese
// encodings: most GBK text is also valid Big5, and the reverse.
func Detect(sample []byte) string {
	if validUTF8(sample) {
		return UTF8
	}
	gb := score(sample, GB18030)
	big := score(sample, Big5)
	switch {
	case gb <= 0 && big <= 0:
		return Latin1
	case big > gb:
		return Big5
	}
	return GB18030
}

// validUTF8 accepts a full-size sample cut off in the middle of its last
// character; a shorter sample is the whole input, so a lone lead byte at
// its end (a Latin-1 é) is no cut character.
func validUTF8(b []byte) bool {
	if len(b) < sampleSize {
		return utf8.Valid(b)
	}
	for i := 0; i < 3 && i < len(b); i++ {
		end := b[:len(b)-i]
		if utf8.Valid(end) {
			return i == 0 || !utf8.FullRune(b[len(end):])
		}
	}
	return utf8.Valid(b)
}

// score decodes the sample and rates the text: common characters and
// full-width forms earn points, replacement characters, private-use code
// points and rare characters cost them, as random bytes decode to those.
func score(sample []byte, name string) int {
	e, _ := lookup(name)
	text, _, err := transform.Bytes(e.enc.NewDecoder(), sample)
	if err != nil {
		return -1
	}
	s := 0
	for _, r := range string(text) {
		switch {
		case r < 0x80:
		case r == utf8.RuneError:
			s -= 10
		case common[r]:
			s += 3
		case r >= 0xFF01 && r <= 0xFF5E || r >= 0x3000 && r <= 0x303F:
			s += 2 // full-width digits and Chinese punctuation
		case r >= 0xE000 && r <= 0xF8FF:
			s -= 5
		case unicode.Is(unicode.Han, r):
			s--
		default:
			s -= 2
		}
	}
	return s
}
