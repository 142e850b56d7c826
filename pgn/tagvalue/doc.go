// Package tagvalue checks the values of PGN tag pairs against the forms that
// the PGN standard (sections 8.1 and 9) and its variants' formats give them:
// dates, rounds, time controls, ECO codes, ratings, clock times, counts,
// SetUp, Mode, Termination and language codes.
//
// Each function returns nil for a value of the standard form, or an error
// whose message names the faulty part in plain words, without a position:
// the caller knows where the tag is and adds it. Values that break the
// standard's form but that real tools write with a clear meaning (Scid's
// empty Round, lichess's Elo "1500?", chess.com's free-text Termination) give
// errors that match [ErrDeviation], so a linter can report them as warnings
// and the rest as errors.
//
// The package knows nothing of tag names or of which tags a game needs; the
// variant plugins call these functions from their CheckTags. See
// docs/tag-values.md for the grammar each function accepts and the reasons
// behind each decision.
package tagvalue
