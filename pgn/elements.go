package pgn

// Elements is a set of kinds of movetext element that a visitor can do
// without.
type Elements uint8

// The kinds of element an [ElementFilter] may ignore.
const (
	// MoveNumberElements are move number indications: "12." and "12...".
	MoveNumberElements Elements = 1 << iota
	// CommentElements are all the comments of a game: among the tags
	// (delivered after EndTags), in the movetext and after the marker.
	CommentElements
)

// An ElementFilter is a [Visitor] that needs only some kinds of movetext
// element. After EndTags the reader asks which kinds it ignores in that
// game, and then does not call MoveNumber or Comment for them. They are
// still read, and their faults still reported. Calls cost time: lint,
// which wants neither, reads noticeably faster without them.
type ElementFilter interface {
	IgnoredElements() Elements
}

// skipKinds returns the token kinds that a scanner may pass over without
// returning them when the visitor ignores e.
func (e Elements) skipKinds() uint32 {
	var kinds uint32
	if e&MoveNumberElements != 0 {
		// A run of periods outside a move number is read and dropped.
		kinds |= 1<<Integer | 1<<Period
	}
	if e&CommentElements != 0 {
		kinds |= 1 << BraceComment
	}
	return kinds
}
