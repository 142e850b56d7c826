package pgn

import (
	"strings"
)

// toyVariant is a game for testing the core alone. Any symbol is a legal
// move except one starting with "X"; "Mate" ends the game in a win for the
// player who made it. It writes moves in upper case under notation "upper".
type toyVariant struct{}

func (toyVariant) Name() string { return "Toy" }
func (toyVariant) Info() VariantInfo {
	return VariantInfo{Name: "Toy", Results: StandardResults(), Notations: []Notation{"as-read", "upper"}, Sides: [2]string{"White", "Black"}}
}
func (toyVariant) ScanMovetext(b []byte) (Kind, int) { return ScanStandardSymbol(b) }
func (toyVariant) GlyphNAG(g []byte) (int, bool)     { return StandardGlyphNAG(g) }
func (toyVariant) CheckTags(tags []Tag, game Position, report Report) {
	if FindTag(tags, "Event") == nil {
		report(Errorf(game, "tag-missing", "no Event tag"))
	}
}
func (toyVariant) ExportTags(tags []Tag, e TagExport) []Tag { return exportStandardTags(tags, e) }
func (toyVariant) NewBoard(tags []Tag, report Report) (Board, bool) {
	if t := FindTag(tags, "FEN"); t != nil && t.Value == "bad" {
		report(Errorf(t.ValuePos, "fen-invalid", "bad position"))
		return nil, false
	}
	return &toyBoard{}, true
}
func (toyVariant) DefaultNotation([]Tag, bool) Notation { return "as-read" }
func (toyVariant) AppendMovetext(dst []byte, toks []ExportToken) []byte {
	return AppendStandardMovetext(dst, toks)
}

// toyBoard keeps the moves made; a Move is the index of its text.
type toyBoard struct {
	texts []string
	made  []int
}

func (b *toyBoard) ParseMove(text []byte, pos Position, report Report) (Move, bool) {
	if strings.HasPrefix(string(text), "X") {
		report(Errorf(pos, "move-illegal", "illegal move %q", text))
		return 0, false
	}
	b.texts = append(b.texts, string(text))
	return Move(len(b.texts) - 1), true
}
func (b *toyBoard) Make(m Move) { b.made = append(b.made, int(m)) }
func (b *toyBoard) Unmake()     { b.made = b.made[:len(b.made)-1] }
func (b *toyBoard) AppendMove(dst []byte, m Move, notation Notation) []byte {
	if notation == "upper" {
		return append(dst, strings.ToUpper(b.texts[m])...)
	}
	return append(dst, b.texts[m]...)
}
func (b *toyBoard) MoveNumber() (int, bool) { return len(b.made)/2 + 1, len(b.made)%2 == 1 }
func (b *toyBoard) Outcome() (string, string) {
	if n := len(b.made); n > 0 && b.texts[b.made[n-1]] == "Mate" {
		if n%2 == 1 {
			return "1-0", "checkmate"
		}
		return "0-1", "checkmate"
	}
	return "", ""
}

// line returns the moves made, for tests of replay.
func (b *toyBoard) line() string {
	var s []string
	for _, m := range b.made {
		s = append(s, b.texts[m])
	}
	return strings.Join(s, " ")
}
func (b *toyBoard) AppendPosition(dst []byte) []byte { return append(dst, b.line()...) }
