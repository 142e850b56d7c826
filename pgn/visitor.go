package pgn

// Visitor receives the elements of each game from a [Reader], in the order
// they appear. Byte slices are only valid during the call. Methods that
// return skip let the caller pass over what it does not need: the reader
// then scans the skipped part for its end only, without reporting it.
//
// The call order for one game is:
//
//	BeginGame Tag* EndTags
//	( MoveNumber | Move | NAG | Glyph | Comment |
//	  BeginVariation Label? ... EndVariation )*
//	Result? Comment* EndGame
//
// Diagnostic may come at any point. A visitor must not call back into the
// reader that calls it: Move in particular is called from inside the
// reader's scanner.
type Visitor interface {
	BeginGame(pos Position)
	Tag(t Tag)
	// EndTags ends the tag section and names the variant chosen for the
	// game; returning true skips the movetext.
	EndTags(v Variant) (skip bool)
	MoveNumber(pos Position, text []byte)
	Move(pos Position, text []byte)
	NAG(pos Position, nag int)
	Glyph(pos Position, text []byte)
	Comment(pos Position, text []byte, line bool)
	// BeginVariation starts a RAV; returning true skips it to its ')',
	// and then EndVariation is not called for it.
	BeginVariation(pos Position) (skip bool)
	Label(pos Position, text []byte)
	EndVariation(pos Position)
	Result(pos Position, text []byte)
	EndGame(pos Position)
	Diagnostic(d Diagnostic)
}

// NopVisitor implements every [Visitor] method by doing nothing; embed it
// and override what you need.
type NopVisitor struct{}

// BeginGame does nothing.
func (NopVisitor) BeginGame(Position) {}

// Tag does nothing.
func (NopVisitor) Tag(Tag) {}

// EndTags skips nothing.
func (NopVisitor) EndTags(Variant) bool { return false }

// MoveNumber does nothing.
func (NopVisitor) MoveNumber(Position, []byte) {}

// Move does nothing.
func (NopVisitor) Move(Position, []byte) {}

// NAG does nothing.
func (NopVisitor) NAG(Position, int) {}

// Glyph does nothing.
func (NopVisitor) Glyph(Position, []byte) {}

// Comment does nothing.
func (NopVisitor) Comment(Position, []byte, bool) {}

// BeginVariation skips nothing.
func (NopVisitor) BeginVariation(Position) bool { return false }

// Label does nothing.
func (NopVisitor) Label(Position, []byte) {}

// EndVariation does nothing.
func (NopVisitor) EndVariation(Position) {}

// Result does nothing.
func (NopVisitor) Result(Position, []byte) {}

// EndGame does nothing.
func (NopVisitor) EndGame(Position) {}

// Diagnostic does nothing.
func (NopVisitor) Diagnostic(Diagnostic) {}
