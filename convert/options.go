package convert

import "github.com/pgntool/pgntool/pgn"

// AsRead is the notation name that keeps every move as it was read; it is
// what an empty Options.Notation means.
const AsRead pgn.Notation = "as-read"

// Options configure an [Encoder].
type Options struct {
	// Notation rewrites every move in this notation of the game's variant
	// (one of its Notations) by replaying the game; "" or [AsRead] keeps
	// the moves as read. A move that cannot be replayed keeps its text and
	// is marked as-read.
	Notation pgn.Notation
	// JSONLines makes a JSON encoder write one game object per line
	// instead of one top-level array. XML encoders ignore it.
	JSONLines bool
	// Report, when set, receives a warning for each text that held
	// characters the output cannot carry (code convert-char-replaced),
	// and an error for a board that failed while moves were rewritten
	// (code internal-fault; those moves are written as read).
	Report pgn.Report
}

// rewrites reports whether moves are to be written in another notation.
func (o *Options) rewrites() bool {
	return o.Notation != "" && o.Notation != AsRead
}
