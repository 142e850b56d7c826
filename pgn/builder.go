package pgn

import "unsafe"

// Builder is a [Visitor] that builds the [Game] tree of one game.
//
// A builder used for several games in turn (BeginGame starts the next)
// carves the trees' nodes, lines, slices and strings out of chunks it
// shares between them instead of allocating each one. A game it built
// stays valid, and unchanged, while it builds the next: nothing handed out
// is written again, and every slice of a tree has no room beyond its
// length, so that appending to it copies it.
type Builder struct {
	NopVisitor
	g     *Game
	stack []*Line
	line  *Line
	// number is the move number indication waiting for its move, and
	// numberPos where it stands. It is kept as bytes, made a string only
	// by its move: writing a string (a pointer) costs a write barrier
	// while the collector marks.
	number    []byte
	numberPos Position
	ended     bool
	// st is the reader's game state, while a reader drives the builder.
	st *gameState
	// mem is where the trees' parts come from.
	mem treeMemory
	// reuse is set for a reader with ReuseGames: each BeginGame writes
	// the next tree over the last one, in the same Game and chunks.
	reuse bool
	// lend is set for a reader with ReuseComments as well: comment texts
	// come from lent, which each BeginGame writes over.
	lend bool
	lent lentText
	// cached is set for a reader's builder, which reads many games: from
	// its second game on, short texts come from mem.short.
	cached bool
	// passOver is the reader's ReaderOptions.PassOver.
	passOver func(v Variant, tags []Tag) bool
}

// newReusingBuilder returns a builder that builds each game over the
// memory of the one before (ReaderOptions.ReuseGames).
func newReusingBuilder(lendComments bool) *Builder {
	return &Builder{mem: newReusedTreeMemory(), reuse: true, lend: lendComments}
}

// useState takes the reader's game state, or drops it (nil).
func (b *Builder) useState(st *gameState) { b.st = st }

// EndGame records where the game ends and how the reader counted its
// diagnostics.
func (b *Builder) EndGame(pos Position) {
	if b == nil {
		return
	}

	if b.g != nil {
		b.g.End = pos
	}
	if b.g != nil && b.st != nil {
		b.g.Reading = Reading{Limits: b.st.limits, Shown: b.st.cap.shown, Suppressed: b.st.cap.hidden,
			SuppressedErrors: b.st.cap.hiddenErr, Recognize: b.st.recognize, Recognized: b.st.recognized}
	}
}

// NewBuilder returns a builder ready for one game.
func NewBuilder() *Builder { return &Builder{mem: newTreeMemory()} }

// ready starts a tree for a builder used before BeginGame, as a zero
// Builder may be.
func (b *Builder) ready() {
	if b.g == nil {
		b.BeginGame(Position{})
	}
}

// Game returns the game built so far.
func (b *Builder) Game() *Game {
	if b == nil {
		return nil
	}
	return b.g
}

// BeginGame starts a new tree.
func (b *Builder) BeginGame(pos Position) {
	if b == nil {
		return
	}

	if b.cached && b.g != nil && b.mem.short.slots == nil {
		b.mem.short.slots = new([shortSlots]shortSlot)
	}
	if b.reuse && b.g != nil {
		b.mem.reset()
		b.lent.reset()
		*b.g = Game{Pos: pos}
	} else {
		b.g = &Game{Pos: pos}
	}
	b.line = &b.g.Moves
	b.stack = b.stack[:0]
	b.number = b.number[:0]
	b.numberPos = Position{}
	b.ended = false
}

// Tag records a tag pair.
func (b *Builder) Tag(t Tag) {
	if b == nil {
		return
	}
	b.tag(&t)
}

// tag is Tag with the pair by pointer, for the reader's static call: a
// Tag is 128 bytes.
func (b *Builder) tag(t *Tag) {
	b.ready()
	if b.g != nil {
		dst := b.mem.tags.addNew(&b.g.Tags)
		dst.Name, dst.Value = t.Name, t.Value
		setPosition(&dst.Pos, &t.Pos)
		setPosition(&dst.ValuePos, &t.ValuePos)
	}
}

// EndTags records the variant.
func (b *Builder) EndTags(v Variant) bool {
	if b == nil {
		return true
	}

	b.ready()
	b.g.Variant = v
	// A game its reader's caller will drop whatever its moves is not
	// built: the reader passes over its movetext.
	return b.passOver != nil && b.passOver(v, b.g.Tags)
}

// MoveNumber keeps the number for the next move; the periods after the
// digits may come as a second call, and are appended.
func (b *Builder) MoveNumber(pos Position, text []byte) {
	if b == nil {
		return
	}
	// Capped at its length: the cache of short texts loads a word where
	// the slice has room, which is the caller's.
	b.moveNumber(&pos, text[:len(text):len(text)])
}

// moveNumber is MoveNumber with the position by pointer, for the reader's
// static call.
func (b *Builder) moveNumber(pos *Position, text []byte) {
	b.ready()
	if len(text) > 0 && (text[0] == '.' || text[0] == 0xE2) && len(b.number) > 0 {
		b.number = append(b.number, text...)
		return
	}
	if cap(b.number) >= len(text) {
		// The common case, without writing the buffer's pointer.
		b.number = b.number[:len(text)]
		copy(b.number, text)
	} else {
		b.number = append(b.number[:0], text...)
	}
	copyPosition(&b.numberPos, pos)
}

// Move appends a move to the current line.
func (b *Builder) Move(pos Position, text []byte) {
	if b == nil {
		return
	}
	// Capped at its length: the cache of short texts loads a word where
	// the slice has room, which is the caller's.
	b.move(&pos, text[:len(text):len(text)])
}

// move is Move with the position by pointer, for the reader's static
// call.
func (b *Builder) move(pos *Position, text []byte) {
	b.ready()
	// The node is fresh zeroed memory: fields that stay zero are not
	// written, for each pointer written while the collector marks costs
	// a write barrier.
	n := b.mem.nodes.take()
	setPosition(&n.Pos, pos)
	n.Text = b.mem.short.string(&b.mem.text, text)
	if len(b.number) > 0 {
		n.Number = b.mem.short.string(&b.mem.text, b.number)
		b.number = b.number[:0]
	}
	if p := &b.numberPos; p.Line != 0 || p.Column != 0 || p.Offset != 0 || p.Game != 0 || p.File != "" {
		setPosition(&n.NumberPos, p)
		copyPosition(p, &Position{})
	}
	b.mem.nodePtrs.addTo(&b.line.Moves, n)
}

// copyPosition copies a position field by field, its File only when that
// changes. An assignment of the whole struct to memory on the heap costs a
// bulk write barrier (wbZero, wbMove) while the collector marks, and a
// file name seldom changes.
func copyPosition(dst, src *Position) {
	// The same string (a reader's file name) is found by its pointer and
	// length, without a comparison of bytes.
	if unsafe.StringData(dst.File) != unsafe.StringData(src.File) || len(dst.File) != len(src.File) {
		dst.File = src.File
	}
	dst.Game, dst.Offset, dst.Line, dst.Column = src.Game, src.Offset, src.Line, src.Column
}

// setPosition copies a position into zeroed memory, its File only when it
// has one.
func setPosition(dst, src *Position) {
	if src.File != "" {
		dst.File = src.File
	}
	dst.Game, dst.Offset, dst.Line, dst.Column = src.Game, src.Offset, src.Line, src.Column
}

func (b *Builder) lastNode() *Node {
	if n := len(b.line.Moves); n > 0 {
		return b.line.Moves[n-1]
	}
	return nil
}

// NAG attaches a NAG to the last move; the reader delivers NAGs only
// where a move precedes them.
func (b *Builder) NAG(_ Position, nag int) {
	if b == nil {
		return
	}

	b.ready()
	if n := b.lastNode(); n != nil {
		b.mem.nags.addTo(&n.NAGs, nag)
	}
}

// Glyph attaches a glyph that is not a NAG to the last move.
func (b *Builder) Glyph(_ Position, text []byte) {
	if b == nil {
		return
	}

	b.ready()
	if n := b.lastNode(); n != nil {
		b.mem.glyphs.addTo(&n.Glyphs, b.mem.text.string(text))
	}
}

// Comment attaches a comment to what precedes it.
func (b *Builder) Comment(pos Position, text []byte, line bool) {
	if b == nil {
		return
	}

	b.comment(&pos, text, line)
}

// comment is Comment with the position by pointer, for the reader's
// static call: a Position is 48 bytes.
func (b *Builder) comment(pos *Position, text []byte, line bool) {
	b.ready()
	var to *[]Comment
	switch n := b.lastNode(); {
	case b.ended:
		to = &b.g.After
	case n == nil:
		to = &b.line.Comments
	case len(n.Variations) > 0:
		to = &n.Variations[len(n.Variations)-1].After
	default:
		to = &n.Comments
	}
	c := b.mem.comments.addNew(to)
	setPosition(&c.Pos, pos)
	if b.lend {
		c.Text = b.lent.string(text)
	} else {
		c.Text = b.mem.text.string(text)
	}
	c.Line = line
}

// BeginVariation opens a variation on the last move; the reader delivers
// variations only where a move precedes them.
func (b *Builder) BeginVariation(pos Position) bool {
	if b == nil {
		return true
	}

	b.ready()
	n := b.lastNode()
	if n == nil {
		return true
	}
	v := b.mem.lines.take()
	setPosition(&v.Pos, &pos)
	b.mem.linePtrs.addTo(&n.Variations, v)
	b.stack = append(b.stack, b.line)
	b.line = v
	b.number = b.number[:0]
	return false
}

// Label names the current variation.
func (b *Builder) Label(_ Position, text []byte) {
	if b == nil {
		return
	}

	b.ready()
	b.line.Label = b.mem.text.string(text)
}

// EndVariation returns to the enclosing line.
func (b *Builder) EndVariation(Position) {
	if b == nil {
		return
	}

	b.ready()
	if len(b.stack) == 0 {
		return
	}
	b.line = b.stack[len(b.stack)-1]
	b.stack = b.stack[:len(b.stack)-1]
	b.number = b.number[:0]
}

// Result records the termination marker.
func (b *Builder) Result(pos Position, text []byte) {
	if b == nil {
		return
	}

	b.ready()
	b.g.Result = b.mem.short.string(&b.mem.text, text)
	b.g.ResultPos = pos
	b.ended = true
}

// Diagnostic records a fault.
func (b *Builder) Diagnostic(d Diagnostic) {
	if b == nil {
		return
	}

	if b.g != nil {
		b.g.Diagnostics.Add(d)
	}
}
