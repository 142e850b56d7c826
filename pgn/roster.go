package pgn

// RosterBit returns 1<<i for the tag name at index i of [SevenTagRoster]
// and 0 for any other name, so that the roster tags a game holds fit in
// one byte (all seven: 127). Plugins and writers that test a complete
// roster in the same pass as other work over the tags use it.
func RosterBit(name string) uint8 {
	switch name {
	case "Event":
		return 1 << 0
	case "Site":
		return 1 << 1
	case "Date":
		return 1 << 2
	case "Round":
		return 1 << 3
	case "White":
		return 1 << 4
	case "Black":
		return 1 << 5
	case "Result":
		return 1 << 6
	}
	return 0
}
