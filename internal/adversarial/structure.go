package adversarial

import (
	"bufio"
	"strconv"
)

// Cases of one game's structure pushed to the extreme: nesting, comments,
// lines, tags and plies.

// nestingCase opens n variations inside one another, each replacing the
// first move of the one around it, then closes them all.
func nestingCase(f family) Case {
	return Case{
		Name: f.name + "/nesting", Variant: f.variant, Base: 1_000_000, Unit: "parens",
		write: single(f.name+"/nesting", f.ext, func(w *bufio.Writer, n int) error {
			c := counter{w: w}
			c.str(f.header())
			c.str(f.half(1) + " ")
			c.repeat("( "+f.alt+" ", n)
			c.repeat(") ", n)
			c.str("*\n")
			return nil
		}),
	}
}

// openParensCase is n open parentheses that never close, then the end of
// the input.
func openParensCase(f family) Case {
	return Case{
		Name: f.name + "/open-parens", Variant: f.variant, Base: 1_000_000, Unit: "parens", Faulty: true,
		write: single(f.name+"/open-parens", f.ext, func(w *bufio.Writer, n int) error {
			c := counter{w: w}
			c.str(f.header())
			c.str(f.half(1) + " ")
			c.repeat("(", n)
			return nil
		}),
	}
}

// commentWords is the text of long comments: lines of words and squares,
// none starting with "[" (which would end a stray comment early).
var commentWords = []string{
	"The knight returns to its square while the rook on e1 waits; after 12.\n",
	"c4 the centre opens, and black must defend d5 with the queen on d8 or\n",
	"give up the pawn for play on the queenside. 「中文字」 also count as text\n",
}

// commentCase is one game whose first move is followed by a comment of n
// bytes on many lines, closed or not.
func commentCase(f family, closed bool) Case {
	name := f.name + "/comment-unclosed"
	if closed {
		name = f.name + "/comment-closed"
	}
	return Case{
		Name: name, Variant: f.variant, Base: 100 << 20, Unit: "bytes", Faulty: !closed,
		write: single(name, f.ext, func(w *bufio.Writer, n int) error {
			c := counter{w: w}
			c.str(f.header())
			c.str(f.pair(1) + "\n{ ")
			c.fill(n, commentWords)
			if closed {
				c.str("}\n" + f.half(2) + " *\n")
			}
			return nil
		}),
	}
}

// longLineCase is one game whose movetext is a single line of n bytes of
// legal moves, with no newline at all after it.
func longLineCase(f family) Case {
	name := f.name + "/long-line"
	return Case{
		Name: name, Variant: f.variant, Base: 200 << 20, Unit: "bytes",
		write: single(name, f.ext, func(w *bufio.Writer, n int) error {
			c := counter{w: w}
			c.str(f.header())
			for i := 1; c.n < n; i++ {
				if i > 1 {
					c.str(" ")
				}
				c.str(f.pair(i))
			}
			c.str(" *")
			return nil
		}),
	}
}

// tagsCase is one game with n tag pairs of distinct names after its roster.
func tagsCase(f family) Case {
	name := f.name + "/tags"
	return Case{
		Name: name, Variant: f.variant, Base: 1_000_000, Unit: "tags",
		write: single(name, f.ext, func(w *bufio.Writer, n int) error {
			c := counter{w: w}
			for _, t := range f.tags {
				c.str(tagPair(t[0], t[1]) + "\n")
			}
			var b []byte
			for i := range n {
				b = append(b[:0], "[Extra"...)
				b = strconv.AppendInt(b, int64(i), 10)
				b = append(b, " \"value "...)
				b = strconv.AppendInt(b, int64(i), 10)
				b = append(b, "\"]\n"...)
				c.bytes(b)
			}
			c.str("\n" + f.clean + "\n")
			return nil
		}),
	}
}

// pliesCase is one game of n legal plies in the usual layout.
func pliesCase(f family) Case {
	name := f.name + "/plies"
	return Case{
		Name: name, Variant: f.variant, Base: 10_000_000, Unit: "plies",
		write: single(name, f.ext, func(w *bufio.Writer, n int) error {
			c := counter{w: w}
			c.str(f.header())
			c.movetext(f, n, f.pairSep, true)
			c.str(" *\n")
			return nil
		}),
	}
}

// emptyVariationsCase is one move followed by n empty variations, "()",
// each a line of its own in a tree, and then the reply.
func emptyVariationsCase(f family) Case {
	return betweenMovesCase(f, "empty-variations", 10_000_000, "parens", func(c *counter, n int) {
		c.repeat("() ", n)
	})
}

// annotatedMoveCase is one move followed by n bytes of comments each
// followed by a NAG, which the tree keeps in two lists and export writes
// NAGs first, and then the reply.
func annotatedMoveCase(f family) Case {
	return betweenMovesCase(f, "annotated-move", 100<<20, "bytes", func(c *counter, n int) {
		c.fill(n, []string{"{c} $1 "})
	})
}

// betweenMovesCase is a faulty game whose first move is followed by n
// units of what between writes, and then by the reply and the result.
func betweenMovesCase(f family, kind string, base int, unit string, between func(c *counter, n int)) Case {
	name := f.name + "/" + kind
	return Case{
		Name: name, Variant: f.variant, Base: base, Unit: unit, Faulty: true,
		write: single(name, f.ext, func(w *bufio.Writer, n int) error {
			c := counter{w: w}
			c.str(f.header())
			c.str(f.half(1) + " ")
			between(&c, n)
			c.str(f.half(2) + " *\n")
			return nil
		}),
	}
}

// clockCommandsCase is one game whose first pair of moves is followed by a
// comment of n bytes (kept under the default token budget, so that it is read)
// made of clock commands each followed by a letter: what export
// --no-clocks removes one by one, each with the space before it.
func clockCommandsCase(f family) Case {
	name := f.name + "/clock-commands"
	return Case{
		Name: name, Variant: f.variant, Base: 1 << 20, Unit: "bytes",
		write: single(name, f.ext, func(w *bufio.Writer, n int) error {
			c := counter{w: w}
			c.str(f.header())
			c.str(f.pair(1) + " {")
			c.fill(min(n, 1<<20-64), []string{" [%clk 0:00:01]x"})
			c.str(" } " + f.half(2) + " *\n")
			return nil
		}),
	}
}
