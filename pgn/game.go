package pgn

// Tag is one tag pair as read. Value is unescaped.
type Tag struct {
	Name     string
	Value    string
	Pos      Position // the '['
	ValuePos Position // the opening '"'
}

// Comment is a comment as read. Line is true for a ';' comment.
type Comment struct {
	Pos  Position
	Text string
	Line bool
}

// Game is one game as read: its tags in the order read (duplicates kept),
// its moves as a tree, its result and what followed the result.
type Game struct {
	Pos       Position // the first token of the game
	Tags      []Tag
	Moves     Line // the main line
	Result    string
	ResultPos Position // zero when the game had no termination marker
	End       Position // where the game ends: the next game's first token, or the end of the input
	// After holds comments that follow the termination marker.
	After []Comment
	// Diagnostics are the faults found while reading the game.
	Diagnostics DiagnosticList
	// Variant is the plugin the reader chose for the game.
	Variant Variant
	// Reading is how the reader counted the game's diagnostics, for
	// [Check] to go on counting them.
	Reading Reading
}

// Reading records how a game was read: the budgets, how many of its
// diagnostics were shown and how many suppressed by the diagnostics
// budget, and the Recognize hook, so that [Check] goes on from there.
type Reading struct {
	Limits Limits
	// Shown and Suppressed count the game's diagnostics; SuppressedErrors
	// is set when a suppressed one was an error.
	Shown, Suppressed int
	SuppressedErrors  bool
	Recognize         RecognizeFunc
	// Recognized is set when Recognize was asked already.
	Recognized bool
}

// Line is a sequence of moves: the main line or a variation (RAV).
type Line struct {
	Pos      Position  // the '(' of a variation
	Label    string    // a variant's variation label, such as C'escacs $[1]
	Comments []Comment // comments before the first move
	Moves    []*Node
	After    []Comment // comments after the closing ')' of a variation
}

// Node is one move with its annotations and the variations that replace it.
type Node struct {
	Pos        Position
	Text       string   // the move as read
	Number     string   // the move number indication written before it, if any
	NumberPos  Position // where Number was written
	NAGs       []int
	Glyphs     []string  // glyphs that are not NAGs, such as C'escacs (=) and :
	Comments   []Comment // comments after the move
	Variations []*Line   // alternatives to this move, in order
}

// Tag returns the value of the first tag with this name; a nil game has
// no tags.
func (g *Game) Tag(name string) (string, bool) {
	if g == nil {
		return "", false
	}
	return TagValue(g.Tags, name)
}

// TagValue returns the value of the first tag with this name in tags.
func TagValue(tags []Tag, name string) (string, bool) {
	for i := range tags {
		if tags[i].Name == name {
			return tags[i].Value, true
		}
	}
	return "", false
}

// FindTag returns the first tag with this name, or nil.
func FindTag(tags []Tag, name string) *Tag {
	for i := range tags {
		if tags[i].Name == name {
			return &tags[i]
		}
	}
	return nil
}

// StartPosition returns the position the game starts from, in its
// variant's format (FEN, xiangqi FEN, TLPD): the one its tags give, or the
// game's initial position. ok is false when the game has no variant or its
// tags give no position that can be set up.
func (g *Game) StartPosition() (position string, ok bool) {
	if g == nil || g.Variant == nil {
		return "", false
	}
	b, ok := g.Variant.NewBoard(g.Tags, func(Diagnostic) {})
	if !ok || b == nil {
		return "", false
	}
	return string(b.AppendPosition(nil)), true
}
