package pgn

// Builder is a [Visitor] that builds the [Game] tree of one game.
type Builder struct {
	NopVisitor
	g     *Game
	stack []*Line
	line  *Line
	// number is the move number indication waiting for its move, and
	// numberPos where it stands.
	number    string
	numberPos Position
	ended     bool
	// st is the reader's game state, while a reader drives the builder.
	st *gameState
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
func NewBuilder() *Builder { return &Builder{} }

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
	b.number = ""
	b.ended = false
}

// Tag records a tag pair.
func (b *Builder) Tag(t Tag) {
	b.ready()
	if b.g != nil {
		b.g.Tags = append(b.g.Tags, t)
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
	if len(text) > 0 && (text[0] == '.' || text[0] == 0xE2) && b.number != "" {
		b.number += string(text)
		return
	}
	b.number = string(text)
	b.numberPos = pos
}

// Move appends a move to the current line.
func (b *Builder) Move(pos Position, text []byte) {
	b.ready()
	b.line.Moves = append(b.line.Moves, &Node{Pos: pos, Text: string(text), Number: b.number, NumberPos: b.numberPos})
	b.number = ""
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
		n.NAGs = append(n.NAGs, nag)
	}
}

// Glyph attaches a glyph that is not a NAG to the last move.
func (b *Builder) Glyph(_ Position, text []byte) {
	b.ready()
	if n := b.lastNode(); n != nil {
		n.Glyphs = append(n.Glyphs, string(text))
	}
}

// Comment attaches a comment to what precedes it.
func (b *Builder) Comment(pos Position, text []byte, line bool) {
	b.ready()
	c := Comment{Pos: pos, Text: string(text), Line: line}
	switch n := b.lastNode(); {
	case b.ended:
		b.g.After = append(b.g.After, c)
	case n == nil:
		b.line.Comments = append(b.line.Comments, c)
	case len(n.Variations) > 0:
		v := n.Variations[len(n.Variations)-1]
		v.After = append(v.After, c)
	default:
		n.Comments = append(n.Comments, c)
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
	v := &Line{Pos: pos}
	n.Variations = append(n.Variations, v)
	b.stack = append(b.stack, b.line)
	b.line = v
	b.number = ""
	return false
}

// Label names the current variation.
func (b *Builder) Label(_ Position, text []byte) {
	b.ready()
	b.line.Label = string(text)
}

// EndVariation returns to the enclosing line.
func (b *Builder) EndVariation(Position) {
	b.ready()
	if len(b.stack) == 0 {
		return
	}
	b.line = b.stack[len(b.stack)-1]
	b.stack = b.stack[:len(b.stack)-1]
	b.number = ""
}

// Result records the termination marker.
func (b *Builder) Result(pos Position, text []byte) {
	b.ready()
	b.g.Result = string(text)
	b.g.ResultPos = pos
	b.ended = true
}

// Diagnostic records a fault.
func (b *Builder) Diagnostic(d Diagnostic) {
	if b.g != nil {
		b.g.Diagnostics.Add(d)
	}
}
