// Package convert writes PGN game trees as XML or JSON, for every variant
// pgntool reads.
//
// The XML follows the mapping of the xiangqi PGN seed: each game is a
// <pgn> element holding one element per tag pair (the tag name in lower
// case, such as <event> or <fen>, with the exact name in a name
// attribute), then the movetext in reading order
// (<comment>, <move>, <nag>, <glyph>, <variation>), then <end> with the
// game termination marker and the comments that follow it. The games of
// a file are the children of one <database> element. The JSON output has
// the same structure: a game is an object with its tags and an ordered
// "movetext" array whose items each carry one of the keys "comment",
// "move", "nag", "glyph", "variation" or "end".
//
// Encoders stream: they hold one game at a time, so files of any number
// of games convert in constant memory. docs/convert.md describes the
// mapping in full; docs/schema holds an XML Schema and a JSON Schema.
package convert
