package adversarial

import (
	"bufio"
	"math/rand/v2"
	"strings"
)

// Cases of bytes that do not belong: control bytes, invalid UTF-8, byte
// order marks in the middle, mixed line ends, NUL floods, random bytes.

// contexts returns one game for each place a foreign string bad can sit:
// in a tag name, in a tag value, between tags, between moves, in a
// comment, inside a move, before a game and in the termination marker.
func contexts(f family, bad string) []string {
	roster := f.rosterLine()
	name := f.tags[1][0]
	cut := len(name) / 2
	withTag := func(pair string) string {
		var b strings.Builder
		for i, t := range f.tags {
			if i > 0 {
				b.WriteByte(' ')
			}
			if i == 1 {
				b.WriteString(pair)
				continue
			}
			b.WriteString(tagPair(t[0], t[1]))
		}
		return b.String() + "\n"
	}
	return []string{
		withTag("["+name[:cut]+bad+name[cut:]+" \"?\"]") + f.clean + "\n\n",
		withTag("["+name+" \"a"+bad+"b\"]") + f.clean + "\n\n",
		withTag(tagPair(name, "?")+bad) + f.clean + "\n\n",
		roster + f.half(1) + " " + bad + " " + f.clean[len(f.half(1)):] + "\n\n",
		roster + "{ a" + bad + "b } " + f.clean + "\n\n",
		roster + f.move[0] + bad + f.move[1] + "\n\n",
		bad + roster + f.clean + "\n\n",
		roster + f.clean[:len(f.clean)-1] + bad + "*\n\n",
	}
}

// controlBytes are the C0 controls and DEL, except the newline.
func controlBytes() []string {
	var s []string
	for b := range 0x20 {
		if b != '\n' {
			s = append(s, string(rune(b)))
		}
	}
	return append(s, "\x7f")
}

// controlCase puts every control byte in every context, over and over,
// until n bytes are written.
func controlCase(f family) Case {
	name := f.name + "/control-bytes"
	var blocks []string
	for _, b := range controlBytes() {
		blocks = append(blocks, contexts(f, b)...)
	}
	return bytesCase(f, name, 10<<20, true, blocks)
}

// invalidUTF8 are byte strings that are not UTF-8: a lone continuation
// byte, a byte never used, an overlong slash, a surrogate, a sequence cut
// short and one beyond U+10FFFF.
var invalidUTF8 = []string{"\x80", "\xff", "\xc0\xaf", "\xed\xa0\x80", "\xe4\xb8", "\xf4\x90\x80\x80"}

// invalidUTF8Case puts every invalid sequence in every context among
// games of valid UTF-8 text, until n bytes are written.
func invalidUTF8Case(f family) Case {
	name := f.name + "/invalid-utf8"
	var blocks []string
	for _, b := range invalidUTF8 {
		blocks = append(blocks, contexts(f, b)...)
		blocks = append(blocks, f.rosterLine()+"{ 有效的文字 ok } "+f.clean+"\n\n")
	}
	return bytesCase(f, name, 10<<20, true, blocks)
}

// bomCase puts a byte order mark in every context, until n bytes are
// written.
func bomCase(f family) Case {
	name := f.name + "/bom-middle"
	return bytesCase(f, name, 10<<20, true, contexts(f, "\uFEFF"))
}

// lineEndCase writes clean games whose lines end in CR, CRLF or LF in
// turn, until n bytes are written.
func lineEndCase(f family) Case {
	name := f.name + "/line-ends"
	var blocks []string
	ends := []string{"\r", "\r\n", "\n"}
	k := 0
	for g := range 3 {
		var b strings.Builder
		for _, t := range f.tags {
			b.WriteString(tagPair(t[0], t[1]) + ends[k%3])
			k++
		}
		b.WriteString(ends[g])
		for i := 1; i <= 6; i++ {
			b.WriteString(f.pair(i) + ends[k%3])
			k++
		}
		b.WriteString("*" + ends[g] + ends[(g+1)%3])
		blocks = append(blocks, b.String())
	}
	return bytesCase(f, name, 10<<20, false, blocks)
}

// bytesCase makes a case that writes blocks in turn until n bytes.
func bytesCase(f family, name string, base int, faulty bool, blocks []string) Case {
	return Case{
		Name: name, Variant: f.variant, Base: base, Unit: "bytes", Faulty: faulty,
		write: single(name, f.ext, func(w *bufio.Writer, n int) error {
			c := counter{w: w}
			c.fill(n, blocks)
			return nil
		}),
	}
}

// nulCase is n NUL bytes and nothing else.
func nulCase(f family) Case {
	name := f.name + "/nul-flood"
	return Case{
		Name: name, Variant: f.variant, Base: 50 << 20, Unit: "bytes", Faulty: true,
		write: single(name, f.ext, func(w *bufio.Writer, n int) error {
			c := counter{w: w}
			zero := make([]byte, 64<<10)
			for c.n < n {
				c.bytes(zero[:min(len(zero), n-c.n)])
			}
			return nil
		}),
	}
}

// randomCase is n random bytes from a fixed seed, so every run reads the
// same input.
func randomCase(f family) Case {
	name := f.name + "/random"
	return Case{
		Name: name, Variant: f.variant, Base: 50 << 20, Unit: "bytes", Faulty: true,
		write: single(name, f.ext, func(w *bufio.Writer, n int) error {
			c := counter{w: w}
			r := rand.New(rand.NewPCG(1, 2))
			buf := make([]byte, 64<<10)
			for c.n < n {
				for i := 0; i < len(buf); i += 8 {
					v := r.Uint64()
					for j := range 8 {
						buf[i+j] = byte(v >> (8 * j))
					}
				}
				c.bytes(buf[:min(len(buf), n-c.n)])
			}
			return nil
		}),
	}
}
