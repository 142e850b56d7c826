package adversarial

import "bufio"

// counter writes through a buffered writer and counts the bytes, so a
// generator can stop at a size without keeping what it wrote. Errors stay
// in the bufio.Writer, which reports the first one on Flush.
type counter struct {
	w *bufio.Writer
	n int
}

func (c *counter) str(s string) {
	n, _ := c.w.WriteString(s)
	c.n += n
}

func (c *counter) bytes(b []byte) {
	n, _ := c.w.Write(b)
	c.n += n
}

// repeat writes s k times.
func (c *counter) repeat(s string, k int) {
	for range k {
		c.str(s)
	}
}

// fill writes the blocks in turn, over and over, until at least n bytes
// are written in all.
func (c *counter) fill(n int, blocks []string) {
	for c.n < n {
		for _, b := range blocks {
			c.str(b)
			if c.n >= n {
				return
			}
		}
	}
}

// movetext writes plies moves of f in the usual layout: pairs joined by
// f.pairSep, lines wrapped before 80 bytes when the separator is a space.
func (c *counter) movetext(f family, plies int, sep string, wrap bool) {
	col := 0
	for i := 1; plies > 0; i++ {
		var m string
		if plies >= 2 {
			m = f.pair(i)
			plies -= 2
		} else {
			m = f.half(i)
			plies--
		}
		switch {
		case i == 1:
		case wrap && sep == " " && col+1+len(m) >= 80:
			c.str("\n")
			col = 0
		default:
			c.str(sep)
			col++
		}
		c.str(m)
		col += len(m)
	}
}
