package cescacs

import (
	"github.com/pgntool/pgntool/pgn"
)

// Variant is the C'escacs plugin.
var Variant pgn.Variant = variant{}

func init() { pgn.Register(Variant) }

type variant struct{}

// results are the C'escacs scores: 3 for a win, 2-1 for a stalemate.
var results = []string{"3-0", "2-1", "1-1", "1-2", "0-3", "*"}

// info is what Info returns copies of.
var info = pgn.VariantInfo{
	Name:      "C'escacs", // as the spec spells it
	Aliases:   []string{"cescacs", "c'escacs", "C’escacs", "ctl"},
	Results:   results,
	Notations: []pgn.Notation{NotationLetters, NotationFAN, NotationRedefined},
	Sides:     [2]string{"White", "Black"},
	// Annotator may be repeated (consecutive, checked by CheckTags), and
	// Example too: the core's duplicate check leaves them alone.
	RepeatableTags: []string{"Annotator", "Example"},
	// The last move's ':' or '#' ends a record, and the site's records
	// omit the result line.
	ResultOptional: true,
	Extensions:     []string{".ctl-pgn"},
	// TLPD (and its PDTL spelling) and Redefine are tags no other game's
	// records use.
	OwnTags: []string{"TLPD", "PDTL", "Redefine"},
}

// Name is the canonical name, as the spec spells it.
func (variant) Name() string { return info.Name }

// Info returns the facts of C'escacs: its scores as results, letters as
// the canonical notation.
func (variant) Info() pgn.VariantInfo { return info.Clone() }

// DefaultNotation keeps a game's own alphabet so that export round-trips:
// FAN for [Redefine "FAN"], the redefined letters for other Redefine tags.
func (variant) DefaultNotation(tags []pgn.Tag, reduced bool) pgn.Notation {
	if reduced {
		return NotationLetters
	}
	v, ok := pgn.TagValue(tags, "Redefine")
	if !ok {
		return NotationLetters
	}
	l, err := parseRedefine(v)
	switch {
	case err != nil:
		return NotationLetters
	case l.fan:
		return NotationFAN
	case l.redefine:
		return NotationRedefined
	}
	return NotationLetters
}

// NewBoard sets up the position of the TLPD tag (or PDTL, DPTL), in the
// alphabet of the Redefine tag, or the start position.
func (variant) NewBoard(tags []pgn.Tag, report pgn.Report) (pgn.Board, bool) {
	if report == nil {
		report = func(pgn.Diagnostic) {}
	}
	// Room for 32 moves, not 256: a game's checks and its writer make
	// several boards, and a file of short games (the adversarial suite's
	// open indicators) spent most of its allocation on their histories.
	// A longer game grows it.
	b := &Board{hist: make([]undo, 0, 32), letters: standardAlphabet()}
	if t := pgn.FindTag(tags, "Redefine"); t != nil {
		l, err := parseRedefine(t.Value)
		if err != nil {
			report(pgn.Errorf(valuePos(t, 0), CodeRedefine, "%s", err))
		} else {
			b.letters = l
			b.redefine = true
		}
	}
	t := positionTag(tags)
	if t == nil {
		if startErr != nil {
			return nil, false
		}
		b.pos = startPosition
		return b, true
	}
	pos, err := parseTLPD(t.Value, &b.letters, func(off int, code, msg string) {
		report(pgn.Warnf(valuePos(t, off), code, "%s", msg))
	})
	if err != nil {
		off := 0
		if te, ok := err.(*tlpdError); ok {
			off = te.off
		}
		report(pgn.Errorf(valuePos(t, off), CodeTLPD, "%s", err))
		return nil, false
	}
	b.pos = pos
	return b, true
}

// positionTag returns the TLPD tag, or the PDTL or DPTL spellings.
func positionTag(tags []pgn.Tag) *pgn.Tag {
	for _, name := range []string{"TLPD", "PDTL", "DPTL"} {
		if t := pgn.FindTag(tags, name); t != nil {
			return t
		}
	}
	return nil
}

// valuePos is the position of byte off inside a tag value, counting
// columns in characters and skipping the opening quote.
func valuePos(t *pgn.Tag, off int) pgn.Position {
	p := t.ValuePos
	if !p.IsValid() {
		return t.Pos
	}
	p.Column++
	p.Offset++
	return at(p, []byte(t.Value), off)
}

// MoveNumber gives the move number and whether Black is to move; it is 0
// when the TLPD gave no number (the record then starts with 1?).
func (b *Board) MoveNumber() (int, bool) {
	if b == nil {
		return 0, false
	}
	if !b.pos.known {
		return 0, b.pos.toMove == black
	}
	return b.pos.number, b.pos.toMove == black
}

// Outcome scores a finished position: mate 3-0 or 0-3, stalemate 2-1 or
// 1-2 (the stalemating side scores 2), and the automatic draws: 75 moves
// without a capture or pawn move, and fivefold repetition. Draws by
// insufficient material are not scored (the rules leave them to the site).
func (b *Board) Outcome() (string, string) {
	if b == nil || b.pos.kingAt[white] == noCell || b.pos.kingAt[black] == noCell {
		return "", "" // no game: a nil or zero Board
	}
	if !b.hasLegal() {
		mated := b.pos.inCheck(b.pos.toMove)
		switch {
		case mated && b.pos.toMove == black:
			return "3-0", "checkmate"
		case mated:
			return "0-3", "checkmate"
		case b.pos.toMove == black:
			return "2-1", "stalemate"
		}
		return "1-2", "stalemate"
	}
	if b.pos.halfmove >= 150 {
		return "1-1", "75 moves without a capture or pawn move"
	}
	if b.repetitions() >= 5 {
		return "1-1", "fivefold repetition"
	}
	return "", ""
}

// AppendPosition writes the position as TLPD in standard letters.
func (b *Board) AppendPosition(dst []byte) []byte {
	if b == nil {
		return dst
	}
	return b.pos.appendTLPD(dst, &standardLetters_)
}
