package scid

import (
	"bytes"
	"strconv"
	"unsafe"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants/chess"
)

// maxSAN is the most bytes a move's SAN takes (Qa1xb2+, exd8=Q#), and
// sanChunk the size of the chunks SAN is written into.
const (
	maxSAN   = 7
	sanChunk = 4096
	// commentChunk is how many comments a chunk of them holds.
	commentChunk = 64
)

// Game record markers: whole bytes that a king (piece 0) never uses.
const (
	markNAG       = 11
	markComment   = 12
	markVarStart  = 13
	markVarEnd    = 14
	markEndOfGame = 15
)

// decoder turns one .sg4 record into a pgn.Game. One decoder serves every
// game of a base, so that its board, stacks and buffers are reused.
type decoder struct {
	file   string // the .sg4 path, for errors and positions
	game   int    // 1-based game number
	base   int64  // offset of the record in the .sg4 file
	rec    []byte // the record
	text   string // the record as a string: tags and comments are sliced from it
	pos    int    // next byte of rec
	limits pgn.Limits

	board  chess.Board
	st     pieceState
	frames []frame
	plies  int

	// san is the chunk the moves' SAN is written into, one after another,
	// each node's Text a string of its bytes: bytes given out are never
	// written again, and a chunk with less room than a move's SAN takes
	// is left to the games that use it for a new one.
	san      []byte
	comments []commentAt // comment markers in order
	// commentChunk is the chunk the first comment of each list is taken
	// from; comments given out are never written again.
	commentChunk []pgn.Comment
	nodes        []pgn.Node // the current slab of nodes
	reuse        bool       // build the game in the memory of the one before (Options.ReuseGames)
	keep         []pgn.Node // with reuse: the largest slab, for the next game
	uci          [5]byte
	expect       int // main-line plies the index announces: the first slab's size
	nulls        int // null moves decoded (pgn.Check warns about each)
	setup        [2]pgn.Tag
}

// frame is one line being decoded: the main line or a variation.
type frame struct {
	line     *pgn.Line
	lastNode *pgn.Node
	last     pgn.Move    // the line's last move, replayed when a variation of it ends
	change   pieceChange // what the last move did to the numbering
	after    pieceState  // the numbering after it, kept while its variations are read
	made     int         // moves of this line now made on the board
}

// commentAt is where a comment marker puts the next comment string: after
// a move, or before the first move of a line.
type commentAt struct {
	node *pgn.Node
	line *pgn.Line
}

// fail returns a *CorruptError at the decoder's current byte (or the byte
// before it when at is -1).
func (d *decoder) fail(at int, msg string) error {
	return &CorruptError{File: d.file, Game: d.game, Offset: d.base + int64(at), Msg: msg}
}

func (d *decoder) next(what string) (byte, error) {
	if d.pos >= len(d.rec) {
		return 0, d.fail(d.pos, "record ends in "+what+" ("+itoa(len(d.rec))+" bytes)")
	}
	c := d.rec[d.pos]
	d.pos++
	return c, nil
}

// decode reads the record into g, whose index tags are already set.
func (d *decoder) decode(g *pgn.Game) error {
	d.text = string(d.rec)
	d.pos = 0
	d.plies = 0
	d.nulls = 0
	d.comments = d.comments[:0]
	if d.reuse {
		d.clearKept()
		d.nodes = d.keep[:0]
	} else {
		d.nodes = nil
	}

	if err := d.tags(g); err != nil {
		return err
	}
	flags, err := d.next("the start-position byte")
	if err != nil {
		return err
	}
	standard := flags&1 == 0
	if !standard {
		start := d.pos
		end := start
		for end < len(d.rec) && d.rec[end] != 0 {
			end++
		}
		if end == len(d.rec) {
			return d.fail(start, "record ends in the start position (FEN without its terminating NUL)")
		}
		fen := d.text[start:end]
		d.pos = end + 1
		d.setup[0] = pgn.Tag{Name: "SetUp", Value: "1"}
		d.setup[1] = pgn.Tag{Name: "FEN", Value: fen}
		if pgn.FindTag(g.Tags, "FEN") == nil {
			g.Tags = append(g.Tags, pgn.Tag{Name: "FEN", Value: fen})
		}
		if !d.board.Reset(d.setup[:], nil) {
			return d.fail(start, "start position "+strconv.Quote(fen)+" is not a legal chess position")
		}
	} else {
		d.board.Reset(nil, nil)
	}
	if !d.st.setup(&d.board, standard) {
		return d.fail(d.pos-1, "start position has more than 16 pieces of one colour")
	}
	if err := d.moves(g); err != nil {
		return err
	}
	if err := d.commentTexts(); err != nil {
		return err
	}
	return nil
}

// tags reads the tag section: the extra tags, in stored order.
func (d *decoder) tags(g *pgn.Game) error {
	for {
		at := d.pos
		n, err := d.next("the tags")
		if err != nil {
			return err
		}
		var name string
		switch {
		case n == 0:
			return nil
		case n <= maxTagNameLength:
			if len(d.rec)-d.pos < int(n) {
				return d.fail(at, "record ends in a tag name of "+itoa(int(n))+" bytes")
			}
			name = d.text[d.pos : d.pos+int(n)]
			d.pos += int(n)
		case n >= tagCommonFirst && n <= tagCommonLast:
			name = commonTagNames[n-tagCommonFirst]
		case n == tagBinaryDate:
			if len(d.rec)-d.pos < 3 {
				return d.fail(at, "record ends in a binary EventDate")
			}
			date := Date(be24(d.rec[d.pos:]))
			d.pos += 3
			if pgn.FindTag(g.Tags, "EventDate") == nil && date != 0 {
				g.Tags = append(g.Tags, pgn.Tag{Name: "EventDate", Value: date.String()})
			}
			continue
		default:
			return d.fail(at, "tag code "+itoa(int(n))+" is not used by Scid")
		}
		if len(g.Tags) >= d.limits.Tags {
			return d.fail(at, "more than "+itoa(d.limits.Tags)+" tags (the tag budget)")
		}
		vat := d.pos
		l, err := d.next("a tag value length")
		if err != nil {
			return err
		}
		if len(d.rec)-d.pos < int(l) {
			return d.fail(vat, "record ends in the value of tag "+name)
		}
		g.Tags = append(g.Tags, pgn.Tag{Name: name, Value: d.text[d.pos : d.pos+int(l)]})
		d.pos += int(l)
	}
}

// newNode returns a fresh node from the current slab; slabs grow from 32
// to 1024 nodes so that a short game allocates little and a long one few
// times.
func (d *decoder) newNode() *pgn.Node {
	if len(d.nodes) == cap(d.nodes) {
		size := 2 * cap(d.nodes)
		if size == 0 {
			// The index's ply count, bounded by what the record can
			// hold, sizes the first slab: most games need no other.
			size = min(d.expect+1, len(d.rec))
		}
		size = min(max(size, 8), 1024)
		d.nodes = make([]pgn.Node, 0, size)
		if d.reuse && size > cap(d.keep) {
			d.keep = d.nodes
		}
	}
	d.nodes = d.nodes[:len(d.nodes)+1]
	return &d.nodes[len(d.nodes)-1]
}

// clearKept zeroes, with reuse, the nodes of the kept slab that the games
// before used, in one sweep rather than node by node as they are taken:
// those of the last game when it was built in the kept slab (d.nodes is
// still its slab), else all of them.
func (d *decoder) clearKept() {
	used := cap(d.keep)
	if len(d.nodes) > 0 && used > 0 && &d.nodes[:1][0] == &d.keep[:1][0] {
		used = len(d.nodes)
	}
	clear(d.keep[:used])
}

// moves reads the move section up to the end-of-game marker.
func (d *decoder) moves(g *pgn.Game) error {
	d.frames = append(d.frames[:0], frame{line: &g.Moves})
	if !d.reuse || g.Moves.Moves == nil {
		g.Moves.Moves = make([]*pgn.Node, 0, min(d.expect, len(d.rec)))
	}
	// f is the line being read; it changes only where a variation starts
	// or ends.
	f := &d.frames[0]
	for {
		at := d.pos
		if at >= len(d.rec) {
			_, err := d.next("the moves (no end-of-game marker)")
			return err
		}
		b := d.rec[at]
		d.pos++
		switch b {
		case markNAG:
			v, err := d.next("a NAG")
			if err != nil {
				return err
			}
			if f.lastNode == nil {
				return d.fail(at, "NAG $"+itoa(int(v))+" before the first move of a line")
			}
			f.lastNode.NAGs = append(f.lastNode.NAGs, int(v))
		case markComment:
			if f.lastNode != nil {
				d.comments = append(d.comments, commentAt{node: f.lastNode})
			} else {
				d.comments = append(d.comments, commentAt{line: f.line})
			}
		case markVarStart:
			if err := d.startVariation(at); err != nil {
				return err
			}
			f = &d.frames[len(d.frames)-1]
		case markVarEnd:
			if len(d.frames) == 1 {
				return d.fail(at, "end of a variation on the main line")
			}
			d.endVariation()
			f = &d.frames[len(d.frames)-1]
		case markEndOfGame:
			if len(d.frames) > 1 {
				return d.fail(at, "end of game inside a variation ("+itoa(len(d.frames)-1)+" left open)")
			}
			return nil
		default:
			if err := d.move(at, b, f); err != nil {
				return err
			}
		}
	}
}

// startVariation opens an alternative to the current line's last move:
// that move is taken back on the board and in the numbering.
func (d *decoder) startVariation(at int) error {
	f := &d.frames[len(d.frames)-1]
	if f.lastNode == nil {
		return d.fail(at, "variation before the first move of a line")
	}
	if len(d.frames) > d.limits.VariationDepth {
		return d.fail(at, "variations nested deeper than "+itoa(d.limits.VariationDepth)+" (the depth budget)")
	}
	f.after = d.st
	d.board.Unmake()
	f.made--
	d.st.undo(&f.change)
	line := &pgn.Line{Pos: d.position(at)}
	f.lastNode.Variations = append(f.lastNode.Variations, line)
	d.frames = append(d.frames, frame{line: line})
	return nil
}

// endVariation closes a variation: its moves are taken back and the move
// it was an alternative to is made again.
func (d *decoder) endVariation() {
	v := &d.frames[len(d.frames)-1]
	for ; v.made > 0; v.made-- {
		d.board.Unmake()
	}
	d.frames = d.frames[:len(d.frames)-1]
	p := &d.frames[len(d.frames)-1]
	d.board.Make(p.last)
	p.made++
	d.st = p.after
}

func (d *decoder) position(at int) pgn.Position {
	return pgn.Position{File: d.file, Game: d.game, Offset: d.base + int64(at)}
}

// Square deltas of the king's codes 1-8 and the knight's codes 1-8.
var (
	kingDelta   = [9]int{0, -9, -8, -7, -1, 1, 7, 8, 9}
	knightDelta = [9]int{0, -17, -15, -10, -6, 6, 10, 15, 17}
	promotions  = [5]chess.PieceType{chess.NoPieceType, chess.Queen, chess.Rook, chess.Bishop, chess.Knight}
	promoLetter = [5]byte{0, 'q', 'r', 'b', 'n'}
)

// move decodes one move byte (and the second byte of a queen's diagonal
// move), plays it and adds its node to the line.
func (d *decoder) move(at int, b byte, f *frame) error {
	if d.plies >= d.limits.Plies {
		return d.fail(at, "more than "+itoa(d.limits.Plies)+" moves (the ply budget)")
	}
	c := colourIndex(d.board.Turn())
	num := int8(b >> 4)
	code := int(b & 15)
	if num >= int8(d.st.count[c]) {
		return d.fail(at, "move byte 0x"+strconv.FormatUint(uint64(b), 16)+" names piece "+itoa(int(num))+" of "+colourName(c)+", who has "+itoa(int(d.st.count[c])))
	}
	from := int(d.st.sq[c][num])
	piece := d.board.PieceAt(chess.Square(from)).Type()
	to, promo, null, castle := -1, 0, false, 0
	switch piece {
	case chess.King:
		switch {
		case code == 0:
			null = true
		case code <= 8:
			to = from + kingDelta[code]
		case code == 9:
			to, castle = from-2, -1
		case code == 10:
			to, castle = from+2, 1
		}
	case chess.Queen, chess.Rook:
		switch {
		case code >= 8:
			to = (code-8)*8 + from&7
		case code != from&7:
			to = from&^7 | code
		case piece == chess.Queen:
			s, err := d.next("a queen's diagonal move")
			if err != nil {
				return err
			}
			if s < 64 || s > 127 {
				return d.fail(at+1, "second byte 0x"+strconv.FormatUint(uint64(s), 16)+" of a queen's diagonal move is not 64 + a square")
			}
			to = int(s) - 64
		}
	case chess.Bishop:
		df := code&7 - from&7
		dr := df
		if code&8 != 0 {
			dr = -df
		}
		to = from + df + 8*dr
	case chess.Knight:
		if code >= 1 && code <= 8 {
			to = from + knightDelta[code]
		}
	case chess.Pawn:
		delta := 16
		if code != 15 {
			delta = 7 + code%3
			promo = code / 3
		}
		if c == 1 {
			delta = -delta
		}
		to = from + delta
	}
	ch := &f.change
	ch.num = -1
	if cap(d.san)-len(d.san) < maxSAN {
		d.san = make([]byte, 0, sanChunk)
	}
	start := len(d.san)
	var m pgn.Move
	if null {
		if d.board.InCheck() {
			return d.fail(at, "null move while in check")
		}
		m = chess.NullMove
		d.nulls++
		d.san = append(d.san, "--"...)
		d.board.Make(m)
	} else {
		if to < 0 || to > 63 {
			return d.fail(at, "move byte 0x"+strconv.FormatUint(uint64(b), 16)+" leads piece "+itoa(int(num))+" off the board")
		}
		// The board finds the move from its squares without generating
		// the legal moves, writes its SAN, plays it and tells where the
		// piece it took stood, in one call; ParseUCI, which does generate
		// them, is asked only about a move it did not find, for the reason
		// it is not legal.
		other := 1 - c
		var taken chess.Square
		var ok bool
		d.san, m, taken, ok = d.board.AppendPlayFromToTaking(d.san, chess.Square(from), chess.Square(to), promotions[promo])
		capSq := int(taken)
		if !ok {
			capSq = d.victimSquare(piece, from, to, other)
			var err error
			if m, err = d.parseUCI(at, b, from, to, promo); err != nil {
				return err
			}
			d.san = d.board.AppendSAN(d.san, m)
			d.board.Make(m)
		}
		ch.c, ch.num, ch.from, ch.victim, ch.rook = int8(c), num, int8(from), -1, -1
		if capSq >= 0 && d.st.num[capSq] >= 0 {
			ch.victim, ch.victimNum = int8(capSq), d.st.num[capSq]
			d.st.remove(other, capSq)
		}
		d.st.move(c, num, to)
		if castle != 0 {
			rookFrom, rookTo := from+3, from+1
			if castle < 0 {
				rookFrom, rookTo = from-4, from-1
			}
			if r := d.st.num[rookFrom]; r >= 0 {
				ch.rook, ch.rookFrom = r, int8(rookFrom)
				d.st.move(c, r, rookTo)
			}
		}
	}
	node := d.newNode()
	// The node is zero (a new slab, or one clearKept swept): its place's
	// line and column stay 0.
	node.Pos.File, node.Pos.Game, node.Pos.Offset = d.file, d.game, d.base+int64(at)
	if n := len(d.san) - start; n > 0 {
		node.Text = unsafe.String(&d.san[start], n)
	}
	d.plies++
	f.last = m
	f.lastNode = node
	f.made++
	f.line.Moves = append(f.line.Moves, node)
	return nil
}

// victimSquare returns, before a move from→to of a piece of type piece
// is played, where the piece of colour other it takes stands (beside the
// pawn for en passant), or -1 when it takes none: what
// AppendPlayFromToTaking tells of a move it finds, for one ParseUCI finds.
func (d *decoder) victimSquare(piece chess.PieceType, from, to, other int) int {
	capSq := to
	if piece == chess.Pawn && (to-from)&7 != 0 && d.board.PieceAt(chess.Square(to)) == chess.NoPiece {
		capSq = from&^7 | to&7 // en passant: the victim stands beside the pawn
	}
	if vp := d.board.PieceAt(chess.Square(capSq)); vp == chess.NoPiece || colourIndex(vp.Color()) != other {
		return -1
	}
	return capSq
}

// parseUCI asks the board's general reader about a move from→to that
// AppendPlayFromTo did not find, for the error that says why it is not
// legal.
func (d *decoder) parseUCI(at int, b byte, from, to, promo int) (pgn.Move, error) {
	u := d.uci[:4]
	u[0], u[1] = byte('a'+from&7), byte('1'+from>>3)
	u[2], u[3] = byte('a'+to&7), byte('1'+to>>3)
	if promo != 0 {
		u = d.uci[:5]
		u[4] = promoLetter[promo]
	}
	m, err := d.board.ParseUCI(string(u))
	if err != nil {
		return 0, d.fail(at, "move byte 0x"+strconv.FormatUint(uint64(b), 16)+" ("+string(u)+") is not legal here: "+err.Error())
	}
	return m, nil
}

// addComment appends c to cs. The first comment of a list, nearly always
// the only one, is taken from a chunk of comments, the slice with no room
// after it, so that only a second comment grows a slice of its own: one
// allocation for many comments instead of one each.
func (d *decoder) addComment(cs []pgn.Comment, c pgn.Comment) []pgn.Comment {
	if cs != nil {
		return append(cs, c)
	}
	if len(d.commentChunk) == cap(d.commentChunk) {
		d.commentChunk = make([]pgn.Comment, 0, commentChunk)
	}
	d.commentChunk = append(d.commentChunk, c)
	n := len(d.commentChunk)
	return d.commentChunk[n-1 : n : n]
}

func colourName(c int) string {
	if c == 0 {
		return "White"
	}
	return "Black"
}

// commentTexts reads the NUL-terminated comments that follow the
// end-of-game marker, one for each comment marker in order.
func (d *decoder) commentTexts() error {
	for i, at := range d.comments {
		start := d.pos
		end := bytes.IndexByte(d.rec[start:], 0) // comments are long enough for its vector search
		if end < 0 {
			return d.fail(start, "record ends in comment "+itoa(i+1)+" of "+itoa(len(d.comments)))
		}
		end += start
		if end-start > d.limits.TokenBytes {
			return d.fail(start, "comment of "+itoa(end-start)+" bytes exceeds the token budget")
		}
		d.pos = end + 1
		if end == start {
			continue
		}
		c := pgn.Comment{Pos: d.position(start), Text: d.text[start:end]}
		if at.node != nil {
			at.node.Comments = d.addComment(at.node.Comments, c)
		} else {
			at.line.Comments = d.addComment(at.line.Comments, c)
		}
	}
	return nil
}
