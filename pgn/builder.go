package pgn

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
	// numberPos where it stands.
	number    []byte
	numberPos Position
	ended     bool
	// st is the reader's game state, while a reader drives the builder.
	st *gameState
	// mem is where the trees' parts come from.
	mem treeMemory
}

// useState takes the reader's game state, or drops it (nil).
func (b *Builder) useState(st *gameState) { b.st = st }

// EndGame records where the game ends and how the reader counted its
// diagnostics.
func (b *Builder) EndGame(pos Position) {
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
func (b *Builder) Game() *Game { return b.g }

// BeginGame starts a new tree.
func (b *Builder) BeginGame(pos Position) {
	b.g = &Game{Pos: pos}
	b.line = &b.g.Moves
	b.stack = b.stack[:0]
	b.number = b.number[:0]
	b.ended = false
}

// Tag records a tag pair.
func (b *Builder) Tag(t Tag) {
	b.ready()
	if b.g != nil {
		b.g.Tags = b.mem.tags.add(b.g.Tags, t)
	}
}

// EndTags records the variant.
func (b *Builder) EndTags(v Variant) bool {
	b.ready()
	b.g.Variant = v
	return false
}

// MoveNumber keeps the number for the next move; the periods after the
// digits come as a second call and are appended.
func (b *Builder) MoveNumber(pos Position, text []byte) {
	b.ready()
	if len(text) > 0 && (text[0] == '.' || text[0] == 0xE2) && len(b.number) > 0 {
		b.number = append(b.number, text...)
		return
	}
	b.number = append(b.number[:0], text...)
	b.numberPos = pos
}

// Move appends a move to the current line.
func (b *Builder) Move(pos Position, text []byte) {
	b.ready()
	n := b.mem.nodes.take()
	n.Pos = pos
	n.Text = b.mem.text.string(text)
	n.Number = b.mem.text.string(b.number)
	n.NumberPos = b.numberPos
	b.line.Moves = b.mem.nodePtrs.add(b.line.Moves, n)
	b.number = b.number[:0]
	b.numberPos = Position{}
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
	b.ready()
	if n := b.lastNode(); n != nil {
		n.NAGs = b.mem.nags.add(n.NAGs, nag)
	}
}

// Glyph attaches a glyph that is not a NAG to the last move.
func (b *Builder) Glyph(_ Position, text []byte) {
	b.ready()
	if n := b.lastNode(); n != nil {
		n.Glyphs = b.mem.glyphs.add(n.Glyphs, b.mem.text.string(text))
	}
}

// Comment attaches a comment to what precedes it.
func (b *Builder) Comment(pos Position, text []byte, line bool) {
	b.ready()
	c := Comment{Pos: pos, Text: b.mem.text.string(text), Line: line}
	switch n := b.lastNode(); {
	case b.ended:
		b.g.After = b.mem.comments.add(b.g.After, c)
	case n == nil:
		b.line.Comments = b.mem.comments.add(b.line.Comments, c)
	case len(n.Variations) > 0:
		v := n.Variations[len(n.Variations)-1]
		v.After = b.mem.comments.add(v.After, c)
	default:
		n.Comments = b.mem.comments.add(n.Comments, c)
	}
}

// BeginVariation opens a variation on the last move; the reader delivers
// variations only where a move precedes them.
func (b *Builder) BeginVariation(pos Position) bool {
	b.ready()
	n := b.lastNode()
	if n == nil {
		return true
	}
	v := b.mem.lines.take()
	v.Pos = pos
	n.Variations = b.mem.linePtrs.add(n.Variations, v)
	b.stack = append(b.stack, b.line)
	b.line = v
	b.number = b.number[:0]
	return false
}

// Label names the current variation.
func (b *Builder) Label(_ Position, text []byte) {
	b.ready()
	b.line.Label = b.mem.text.string(text)
}

// EndVariation returns to the enclosing line.
func (b *Builder) EndVariation(Position) {
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
	b.ready()
	b.g.Result = b.mem.text.string(text)
	b.g.ResultPos = pos
	b.ended = true
}

// Diagnostic records a fault.
func (b *Builder) Diagnostic(d Diagnostic) {
	if b.g != nil {
		b.g.Diagnostics.Add(d)
	}
}
