package pgn

// genericVariant is used when no plugin is chosen: standard tokens and
// results, no board, so moves are read but not checked.
type genericVariant struct{}

func (genericVariant) Name() string                         { return "PGN" }
func (genericVariant) ScanMovetext(b []byte) (Kind, int)    { return ScanStandardSymbol(b) }
func (genericVariant) GlyphNAG(g []byte) (int, bool)        { return StandardGlyphNAG(g) }
func (genericVariant) CheckTags([]Tag, Position, Report)    {}
func (genericVariant) NewBoard([]Tag, Report) (Board, bool) { return nil, false }
func (genericVariant) DefaultNotation([]Tag, bool) Notation { return asRead }

// asRead is the notation of a game without a board: every move as read.
const asRead Notation = "as-read"

func (genericVariant) Info() VariantInfo {
	return VariantInfo{
		Name:      "PGN",
		Results:   StandardResults(),
		Notations: []Notation{asRead},
		Sides:     [2]string{"White", "Black"},
	}
}

func (genericVariant) ExportTags(tags []Tag, e TagExport) []Tag {
	return exportStandardTags(tags, e)
}

func (genericVariant) AppendMovetext(dst []byte, toks []ExportToken) []byte {
	return AppendStandardMovetext(dst, toks)
}

// exportStandardTags orders tags for export under the Seven Tag Roster,
// filling what is missing and setting Result.
func exportStandardTags(tags []Tag, e TagExport) []Tag {
	out := make([]Tag, 0, len(tags)+7)
	for _, name := range SevenTagRoster {
		t := Tag{Name: name, Value: "?"}
		if f := FindTag(tags, name); f != nil {
			t = *f
		} else if name == "Date" {
			t.Value = "????.??.??"
		}
		if name == "Result" {
			t.Value = e.Result
		}
		out = append(out, t)
	}
	if e.Reduced {
		return out
	}
	var rest []Tag
	for _, t := range tags {
		if !isRosterTag(t.Name) {
			rest = append(rest, t)
		}
	}
	return append(out, OrderTags(rest, nil)...)
}

func isRosterTag(name string) bool {
	for _, r := range SevenTagRoster {
		if r == name {
			return true
		}
	}
	return false
}
