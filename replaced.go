package pgntool

import "io"

// replacementCounter passes decoded text on and counts the U+FFFD
// characters in it: the decoders of GB18030, Big5 and Latin-1 write one
// for each byte sequence their encoding does not define.
type replacementCounter struct {
	r io.Reader
	n int64
	// matched is how many bytes of U+FFFD's encoding, EF BF BD, the text
	// read so far ends with.
	matched int
}

func (c *replacementCounter) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	for _, b := range p[:n] {
		switch {
		case b == replacement[c.matched]:
			c.matched++
			if c.matched == len(replacement) {
				c.n++
				c.matched = 0
			}
		case b == replacement[0]:
			c.matched = 1
		default:
			c.matched = 0
		}
	}
	return n, err
}

// replacement is U+FFFD in UTF-8.
const replacement = "\uFFFD"
