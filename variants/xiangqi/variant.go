package xiangqi

import (
	"strings"

	"github.com/pgntool/pgntool/pgn"
)

// Variant is the xiangqi plugin.
var Variant pgn.Variant = xiangqiVariant{}

func init() { pgn.Register(Variant) }

type xiangqiVariant struct{}

var aliases = []string{"xiangqi", "chinese chess", "xiang qi", "cchess", "象棋", "中国象棋"}

// info is what Info returns copies of.
var info = pgn.VariantInfo{
	Name:      "Chinese Chess", // the Game tag value of the seed
	Aliases:   aliases,
	Results:   []string{"1-0", "0-1", "1/2-1/2", "*"}, // the seed's
	Notations: []pgn.Notation{NotationChinese, NotationWXF, NotationICCS, NotationUCI},
	Sides:     [2]string{"Red", "Black"},
	// *.wxf is XieXie's and elephantchess's; *.uci, *.ucci and *.iccs
	// are coordinate lists; hbsxcjp's cchess writes *.pgn_zh, *.pgn_iccs
	// and *.pgn_cc; *.xqf is XQStudio's binary record, which pgntool
	// cannot read, but what it reports on one is then about a xiangqi
	// game, not a chess one.
	Extensions: []string{".wxf", ".uci", ".ucci", ".iccs", ".pgn_zh", ".pgn_iccs", ".pgn_cc", ".xqf"},
	// xiangqi files often omit the Game tag but name the players Red and
	// Black; a chess record may carry a Red tag beside its White one.
	OwnTags:       []string{"Red", "RedTeam"},
	OwnTagsUnless: []string{"White"},
	Rank:          1,
}

// Name is the Game tag value of the seed.
func (xiangqiVariant) Name() string { return info.Name }

// Info returns the facts of xiangqi. Chinese is the seed's notation;
// "uci" writes UCCI coordinates (h2e2, ranks 0–9).
func (xiangqiVariant) Info() pgn.VariantInfo { return info.Clone() }

// GlyphNAG maps the standard suffix annotations.
func (xiangqiVariant) GlyphNAG(glyph []byte) (int, bool) { return pgn.StandardGlyphNAG(glyph) }

// DefaultNotation follows the Format tag. The reduced format keeps only the
// required tags, so no Format tag: its moves must be Chinese.
func (xiangqiVariant) DefaultNotation(tags []pgn.Tag, reduced bool) pgn.Notation {
	if reduced {
		return NotationChinese
	}
	switch formatTag(tags) {
	case "WXF":
		return NotationWXF
	case "ICCS":
		return NotationICCS
	}
	return NotationChinese
}

// AppendMovetext uses the standard layout: the seed's movetext rules are
// those of PGN (move numbers with a period, separators, braces).
func (xiangqiVariant) AppendMovetext(dst []byte, toks []pgn.ExportToken) []byte {
	return pgn.AppendStandardMovetext(dst, toks)
}

// formatTag returns the Format tag's value, with its case normalised.
func formatTag(tags []pgn.Tag) string {
	for _, t := range tags {
		if strings.EqualFold(t.Name, "Format") {
			for _, f := range []string{"Chinese", "WXF", "ICCS"} {
				if strings.EqualFold(t.Value, f) {
					return f
				}
			}
			return t.Value
		}
	}
	return ""
}

// findTag finds a tag by name, ignoring case, as walker8088 writes Fen.
func findTag(tags []pgn.Tag, name string) *pgn.Tag {
	for i := range tags {
		if strings.EqualFold(tags[i].Name, name) {
			return &tags[i]
		}
	}
	return nil
}

// NewBoard sets up the FEN tag's position, or the initial one. Faults
// point into the FEN value.
func (xiangqiVariant) NewBoard(tags []pgn.Tag, report pgn.Report) (pgn.Board, bool) {
	b := newBoard()
	if !b.Reset(tags, report) {
		return nil, false
	}
	return b, true
}

var _ pgn.BoardResetter = (*Board)(nil)

// Reset sets the board up for another game as Variant.NewBoard sets up a
// new one, keeping its undo stack: a file of many short games then needs
// one board, not one per game. After !ok the board may be reset again but
// not used.
func (b *Board) Reset(tags []pgn.Tag, report pgn.Report) (ok bool) {
	if b == nil {
		return false
	}
	if report == nil {
		report = func(pgn.Diagnostic) {}
	}
	fen := StartFEN
	var at pgn.Position
	if t := findTag(tags, "FEN"); t != nil {
		fen, at = t.Value, t.ValuePos
	}
	ok = true
	for _, f := range b.setFEN(fen) {
		p := at
		if p.IsValid() && !strings.Contains(fen[:f.at], "\n") {
			p.Column += 1 + f.at
			p.Offset += int64(1 + f.at)
		}
		d := pgn.Diagnostic{Pos: p, Severity: pgn.Error, Code: f.code, Message: f.msg}
		if f.warning {
			d.Severity = pgn.Warning
		} else {
			ok = false
		}
		report(d)
	}
	if !ok {
		return false
	}
	b.winboard = variantTagNamesXiangqi(tags)
	if t := findTag(tags, "Format"); t != nil {
		b.formatTag = true
		b.format = formatTag(tags)
	}
	return true
}
