package convert

import "github.com/pgntool/pgntool/pgn"

// sink is one output format. The walker calls it in reading order; each
// method appends to dst and returns it, so that a whole game is built in
// one reused buffer and written with a single call.
type sink interface {
	begin(dst []byte) []byte
	finish(dst []byte) []byte
	beginGame(dst []byte, variant string) []byte
	tag(dst []byte, t *pgn.Tag) []byte
	endTags(dst []byte) []byte
	comment(dst []byte, c *pgn.Comment) []byte
	move(dst []byte, m *moveItem) []byte
	nag(dst []byte, nag int) []byte
	glyph(dst []byte, n *pgn.Node, glyph string) []byte
	beginVariation(dst []byte, l *pgn.Line) []byte
	endVariation(dst []byte) []byte
	end(dst []byte, g *pgn.Game) []byte
	endGame(dst []byte) []byte
	// mark returns the sink's state between games, and restore takes it
	// back after a game that failed half-way.
	mark() sinkState
	restore(sinkState)
}

// sinkState is a sink's state between two games.
type sinkState struct {
	games, depth int
}

// moveItem is a move as it is written.
type moveItem struct {
	node *pgn.Node
	// text is the move as written: as read, or in the requested notation.
	text string
	// asRead is set when a notation was requested but the move could not
	// be replayed, so it keeps the text it was read with.
	asRead bool
	// number, ply and side come from the start position; they are zero
	// and "" when no board could be set up (or, for number and ply, when
	// the position gives no move number).
	number int
	ply    int
	side   string
}
