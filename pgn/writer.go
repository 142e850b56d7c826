package pgn

import (
	"bytes"
	"errors"
	"io"
	"slices"
	"strconv"
	"strings"
)

// WriterOptions configure a [Writer].
type WriterOptions struct {
	// Notation is the move notation, one of the game's variant's
	// (see [ParseNotation]); "" uses the variant's default.
	Notation Notation
	// Reduced writes the reduced export format (§3.2.4): the required
	// tags only, no comments, no NAGs, no variations.
	Reduced bool
	// Strict refuses, writing nothing, a game that cannot be written
	// exactly: one with any error but a missing roster tag.
	Strict bool
	// CRLF ends lines with CR LF instead of LF.
	CRLF bool
	// Report receives every fault of each game written (lint's checks).
	Report Report
}

// Writer writes games in the standard's export format, or a variant's own
// layout where the variant lays out movetext itself.
type Writer struct {
	w    io.Writer
	opts WriterOptions
	buf  []byte
	toks []ExportToken
	trav traversal
	tw   tokenWalk
	// shared writes the tokens during the checks' replay.
	shared sharedWalk
	// checker is kept from game to game for the checks; blocked is set
	// when a fault of the current game blocks a strict export.
	checker *Checker
	blocked bool
	noteFn  Report
	// spare is the board of the last game, reset for the next one of the
	// same variant.
	spare spareBoard
	// moves holds the text of the game's moves written in the chosen
	// notation; spans say which token takes which part, so that a game's
	// moves cost one string, not one per move. A move the checks read as
	// written in that notation takes its node's text instead, and needs
	// neither (sharedWalk).
	moves []byte
	spans []moveSpan
	// tags holds the export tags of the game being written, for a variant
	// that appends them (TagExportAppender).
	tags []Tag
	// stream is ReadAppend's pass over a game's text.
	stream *streamExport
}

// moveSpan is the text of the move token toks[tok]: moves[from:to].
type moveSpan struct{ tok, from, to int }

// NewWriter returns a writer to w.
func NewWriter(w io.Writer, opts WriterOptions) *Writer {
	return &Writer{w: w, opts: opts}
}

var (
	errNilGame   = errors.New("pgn: no game to write")
	errNilOutput = errors.New("pgn: no output to write to")
)

// WriteGame writes g. With Strict set it returns written == false, and
// writes nothing, when the game has faults that keep it from being written
// exactly; the faults have gone to the Report function.
func (w *Writer) WriteGame(g *Game) (written bool, err error) {
	if w == nil || w.w == nil {
		return false, errNilOutput
	}
	out, ok, err := w.AppendGame(w.buf[:0], g)
	w.buf = out[:0]
	if err != nil || !ok {
		return false, err
	}
	_, err = w.w.Write(out)
	return err == nil, err
}

// AppendGame appends g in export format to dst. ok is false when Strict is
// set and the game cannot be written exactly; dst is then returned as it was.
//
// A panic in the game's variant is reported as an internal-fault
// diagnostic, and the game is not written (ok is false).
func (w *Writer) AppendGame(dst []byte, g *Game) (out []byte, ok bool, err error) {
	if w == nil || g == nil {
		return dst, false, errNilGame
	}
	defer func() {
		if p := recover(); p != nil {
			passOnMemoryFault(p)
			// The boards may be half-way through a move: the next game
			// sets up new ones.
			w.spare, w.checker = spareBoard{}, nil
			if w.opts.Report != nil {
				w.opts.Report(internalFault(g.Pos, p))
			}
			out, ok, err = dst, false, nil
		}
	}()
	v := g.Variant
	if v == nil {
		v = genericVariant{}
	}
	notation := w.opts.Notation
	if notation == "" {
		notation = v.DefaultNotation(g.Tags, w.opts.Reduced)
	} else if f := factsOf(v); !slices.Contains(f.Notations, notation) {
		return dst, false, &NotationError{Notation: string(notation), Variant: f.Name, Valid: slices.Clone(f.Notations)}
	}
	// The checks replay the game: when they can hand the writer each move
	// they play, the writer writes its tokens on the way (sharedWalk) and
	// replays nothing itself. A writer that neither reports faults nor
	// refuses games has no use for the checks, and replays on its own.
	shared := false
	if w.opts.Strict || w.opts.Report != nil {
		if w.noteFn == nil {
			w.noteFn = w.noteCheck
		}
		w.blocked = false
		shared = w.checkWriting(g, notation)
		if w.opts.Strict && w.blocked {
			return dst, false, nil
		}
	}

	result := g.ExportResult()
	if !shared {
		w.startTokens()
		b := w.spare.board(v, g.Tags, quiet)
		w.trav.rp.reset(b, quiet)
		w.tw = tokenWalk{w: w, notation: notation}
		w.trav.begin(&w.tw, nil, nil)
		w.trav.walk(g)
	}
	w.toks = append(w.toks, ExportToken{Kind: ExportResult, Text: result})
	if !w.opts.Reduced {
		for _, c := range g.After {
			w.toks = append(w.toks, ExportToken{Kind: ExportComment, Text: c.Text, Line: c.Line && strings.Contains(c.Text, "}")})
		}
	}
	return w.layOut(dst, v, g.Tags, TagExport{Result: result, Notation: notation, Reduced: w.opts.Reduced}), true, nil
}

// layOut appends a game's export tags and its movetext, whose tokens
// (the result and the comments after it included) are in w.toks.
func (w *Writer) layOut(dst []byte, v Variant, gameTags []Tag, te TagExport) []byte {
	start := len(dst)
	if len(w.spans) > 0 {
		text := string(w.moves)
		for _, sp := range w.spans {
			w.toks[sp.tok].Text = text[sp.from:sp.to]
		}
	}
	var tags []Tag
	if a, ok := v.(TagExportAppender); ok {
		w.tags = a.AppendExportTags(w.tags[:0], gameTags, te)
		tags = w.tags
	} else {
		tags = v.ExportTags(gameTags, te)
	}
	for i := range tags {
		dst = appendTag(dst, &tags[i])
	}
	dst = append(dst, '\n')
	dst = v.AppendMovetext(dst, w.toks)
	dst = append(dst, '\n')
	if w.opts.CRLF {
		dst = append(dst[:start], bytes.ReplaceAll(dst[start:], []byte("\n"), []byte("\r\n"))...)
	}
	return dst
}

// ExportResult returns the termination marker that export writes for g:
// its own, else its Result tag when that is one of the variant's markers,
// else "*".
func (g *Game) ExportResult() string {
	if g == nil {
		return "*"
	}
	if g.Result != "" {
		return g.Result
	}
	if t, ok := g.Tag("Result"); ok && contains(factsOf(g.Variant).Results, t) {
		return t
	}
	return "*"
}

// tokenWalk turns the traversal of a tree into export tokens, writing each
// move that can be replayed in the chosen notation. A move that cannot be
// replayed, and the rest of its line, are written as read.
type tokenWalk struct {
	w        *Writer
	notation Notation
}

func (tw *tokenWalk) Comments(cs []Comment, depth int) {
	if !tw.w.opts.Reduced {
		tw.w.comments(cs, depth)
	}
}

func (tw *tokenWalk) BeforeMove(p Ply, played bool) {
	w := tw.w
	text := p.Node.Text
	if played {
		from := len(w.moves)
		w.moves = p.Board.AppendMove(w.moves, p.Move, tw.notation)
		w.spans = append(w.spans, moveSpan{tok: len(w.toks), from: from, to: len(w.moves)})
		text = ""
	}
	tw.token(&p, text)
}

// token appends the tokens of the move p: the move, with text as read
// when it was not played (else a span gives its text), and its NAGs,
// glyphs and comments.
func (tw *tokenWalk) token(p *Ply, text string) {
	w, n, depth := tw.w, p.Node, p.Depth
	w.toks = append(w.toks, ExportToken{Kind: ExportMove, Text: text, Number: p.Number, Second: p.Second, Depth: depth})
	if !w.opts.Reduced {
		for _, nag := range n.NAGs {
			w.toks = append(w.toks, ExportToken{Kind: ExportNAG, NAG: nag, Depth: depth})
		}
	}
	for _, gl := range n.Glyphs {
		// Unknown !/? runs are annotations, which reduced export
		// drops; other glyphs carry a variant's game indicators.
		if !w.opts.Reduced || !isSuffixAnnotation(gl) {
			w.toks = append(w.toks, ExportToken{Kind: ExportGlyph, Text: gl, Depth: depth})
		}
	}
	if !w.opts.Reduced && len(n.Comments) > 0 {
		w.comments(n.Comments, depth)
	}
}

func (tw *tokenWalk) AfterMove(Ply) bool { return true }

// BeginVariation passes over variations in the reduced export format.
func (tw *tokenWalk) BeginVariation(l *Line, depth int) (skip bool) {
	if tw.w.opts.Reduced {
		return true
	}
	tw.w.toks = append(tw.w.toks, ExportToken{Kind: ExportBeginVariation, Text: l.Label, Depth: depth})
	return false
}

func (tw *tokenWalk) EndVariation(_ *Line, depth int) {
	tw.w.toks = append(tw.w.toks, ExportToken{Kind: ExportEndVariation, Depth: depth})
}

func (w *Writer) comments(cs []Comment, depth int) {
	for _, c := range cs {
		w.toks = append(w.toks, ExportToken{Kind: ExportComment, Text: c.Text, Depth: depth, Line: c.Line && strings.Contains(c.Text, "}")})
	}
}

// appendTag writes [Name "value"] with the value's quotes and backslashes
// escaped.
func appendTag(dst []byte, t *Tag) []byte {
	dst = append(dst, '[')
	dst = append(dst, t.Name...)
	dst = append(dst, ' ', '"')
	if strings.IndexByte(t.Value, '"') < 0 && strings.IndexByte(t.Value, '\\') < 0 {
		// Nearly every value: nothing to escape.
		dst = append(dst, t.Value...)
		return append(dst, '"', ']', '\n')
	}
	for i := 0; i < len(t.Value); i++ {
		c := t.Value[i]
		if c == '"' || c == '\\' {
			dst = append(dst, '\\')
		}
		dst = append(dst, c)
	}
	return append(dst, '"', ']', '\n')
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// SetReport changes the function that receives the faults of the games
// written from now on.
func (w *Writer) SetReport(report Report) {
	if w != nil {
		w.opts.Report = report
	}
}

// parseMoveNumber reads a move number indication such as "12." or "12...",
// keeping number and second when it says nothing.
func parseMoveNumber(text string, number int, second bool) (int, bool) {
	digits := strings.TrimRight(text, ".…")
	n, err := strconv.Atoi(digits)
	if err != nil || n < 1 {
		return number, second
	}
	dots := text[len(digits):]
	return n, strings.Contains(dots, "…") || strings.Count(dots, ".") >= 2
}

// Empty reports whether a game holds nothing at all: no tags, no moves, no
// comments and no result, as when stray text stands between two games.
func (g *Game) Empty() bool {
	if g == nil {
		return true
	}
	return len(g.Tags) == 0 && len(g.Moves.Moves) == 0 && len(g.Moves.Comments) == 0 && g.Result == "" && len(g.After) == 0
}
