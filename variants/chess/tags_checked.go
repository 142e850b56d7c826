package chess

// TagValueChecked reports whether Variant.CheckTags can report anything of
// a tag of this name when it is checked on its own, beside the Seven Tag
// Roster's tag-missing: true for the tags whose value has a defined form
// (Date, Round, Result, ECO, the Elos, …) and for SetUp and FEN, which go
// together; false for every other name (Event, Site, White, Black,
// Opening, any tag it does not know), whose value it never looks at. A
// caller that checks a game's tags one at a time and keeps what it found
// of each (the Scid export and import do) can pass the others over.
func TagValueChecked(name string) bool {
	k := kindOf(name)
	return kindCheck[k] != nil || k == kindResult || k == kindSetUp || k == kindFEN
}
