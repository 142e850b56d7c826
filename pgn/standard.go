package pgn

// Helpers that variants share. Their bodies are filled in by the core.

// SevenTagRoster is the standard's required tags, in export order.
var SevenTagRoster = []string{"Event", "Site", "Date", "Round", "White", "Black", "Result"}
