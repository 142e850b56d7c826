// Package pgn reads and writes Portable Game Notation for any game whose
// plugin implements [Variant]: the tokens, tag pairs, comments, variations and
// termination markers of the PGN standard (revised 1994), with no knowledge of
// any board.
//
// The package has three layers:
//
//   - [Scanner] turns an [io.Reader] into tokens, each with its [Position].
//     Movetext symbols are classified by the variant, so Chinese move text or
//     C'escacs hexagonal coordinates scan as single tokens.
//   - [Reader] drives a [Visitor] with the tag pairs, moves, NAGs, comments,
//     variations and results of each game; a visitor may skip what it does
//     not need.
//   - [Game] is the tree that [Builder] makes from those events, and
//     [Writer] writes games back in the standard's export format.
//
// Moves are checked by replaying them on the variant's [Board]; see [Replay].
// Faults are reported as [Diagnostic] values carrying a file:line:col
// position, a severity and a stable code; reading goes on after each fault.
package pgn
