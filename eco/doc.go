// Package eco classifies chess games by opening: the ECO code, the opening
// and the variation, from the lichess opening table (lichess-org/chess-openings,
// CC0 1.0; the notice is in COPYING.openings.txt), which is embedded in the
// package as table.tsv.
//
// A game is classified by the deepest named position it reaches on its main
// line within its first [MaxPlies] plies, whatever the order of the moves
// that led there: each table entry is keyed by the Polyglot key of the
// position its moves reach, and [Classify] replays the game and keeps the
// last ply whose position is in the table. That is how lichess classifies
// games, and what the table's README asks for ("play moves backwards until a
// named position is found").
//
// A lichess name reads "Family: Variation, Subvariation"; [Opening] gives the
// part before the first ": " as Opening and the rest as Variation, the way
// pgn-extract fills the Opening and Variation tags.
//
// A game set up from a FEN is classified by the positions its moves reach,
// as pgn-extract does (lichess gives such games no opening); its start
// position itself does not count. Chess960 games are not classified.
// Xiangqi's ECCO is not implemented: see docs/classification.md for why.
package eco
