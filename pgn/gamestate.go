package pgn

// RecognizeFunc reports another game whose rules read the given move texts:
// current is the game's variant (nil when none was chosen) and moves are
// the first moves of its main line, as written, without move numbers. It
// returns nil when no other game reads them. Package variants provides
// one (variants.Recognize).
//
// The core calls it at most once per game, when the movetext fails early:
// a move that the game's board cannot read, or finds illegal or
// ambiguous, or text the scanner cannot read outside a comment, within
// the first [recognizeMoves] moves of the main line. A non-nil answer adds
// a hint to that diagnostic naming the other game and the --variant flag.
type RecognizeFunc func(current Variant, moves []string) Variant

// recognizeMoves is how many main-line moves count as the start of a game
// for RecognizeFunc.
const recognizeMoves = 8

// gameState is what the reader shares, for one game, with the visitors of
// this package that check or collect it: the budgets and their counts,
// the Recognize hook and what it needs, and the move number written
// before the next move. A Checker run without a reader keeps its own.
type gameState struct {
	limits    Limits
	cap       diagnosticCap
	recognize RecognizeFunc
	// recognized is set once Recognize was asked in this game.
	recognized bool
	// faulted is set when a panic was recovered in this game: its
	// visitors must not use its board again.
	faulted bool
	// main holds the first main-line moves read, with their offsets.
	main    [recognizeMoves][]byte
	mainOff [recognizeMoves]int64
	mainN   int
	// mainMore is set once a main-line move beyond those was read.
	mainMore bool
	// num is where the reader notes a move number for the next move.
	num *numberNote
	own numberNote
}

// numberNote is a move number indication read before the next move.
type numberNote struct {
	set bool
	// value is the number, saturated far above any real one; written
	// holds the digits as written when value is saturated (only then, so
	// that the common case does not allocate), for the reports to quote.
	value   int
	written string
	// second is set for "12..." or "12…", which announce the second
	// player's move: dots counts the bytes of the periods read right
	// after the number, as the tree's builder appends them to it. open
	// is set while periods may still join the number: any other element
	// (a comment, an unreadable byte) ends it, as it ends the builder's
	// number.
	second, open bool
	dots         int
	off          int64
	line, col    int
}

// stateUser is implemented by the visitors of this package that take the
// reader's gameState for the game being read (nil after it).
type stateUser interface {
	useState(st *gameState)
}

// beginGame resets the per-game counts.
func (st *gameState) beginGame() {
	st.cap.reset(st.limits.Diagnostics)
	st.recognized = false
	st.faulted = false
	st.mainN = 0
	st.mainMore = false
	if st.num == nil {
		st.num = &st.own
	}
	*st.num = numberNote{}
}

// noteMain records a main-line move for Recognize.
func (st *gameState) noteMain(off int64, text []byte) {
	if st.mainN == recognizeMoves {
		st.mainMore = true
		return
	}
	st.main[st.mainN] = append(st.main[st.mainN][:0], text...)
	st.mainOff[st.mainN] = off
	st.mainN++
}

// recognizeHint asks Recognize, once per game, about the main-line moves
// up to the one at off, which failed, and returns the hint to add to its
// diagnostic, or "". extra, when not nil, is failing text that is not
// among the moves noted (text the scanner could not read).
func (st *gameState) recognizeHint(current Variant, off int64, extra []byte) string {
	if st.recognize == nil || st.recognized {
		return ""
	}
	var moves []string
	if extra != nil {
		if st.mainMore || st.mainN >= recognizeMoves {
			return ""
		}
		for i := 0; i < st.mainN; i++ {
			moves = append(moves, string(st.main[i]))
		}
		moves = append(moves, string(extra))
	} else {
		i := 0
		for i < st.mainN && st.mainOff[i] != off {
			i++
		}
		if i == st.mainN {
			return "" // not one of the first main-line moves
		}
		for j := 0; j <= i; j++ {
			moves = append(moves, string(st.main[j]))
		}
	}
	st.recognized = true
	other := st.recognize(current, moves)
	if other == nil || other == current {
		return ""
	}
	return "the moves read as " + other.Name() + ": try --variant " + variantFlagValue(other)
}

// variantFlagValue names v as the --variant flag takes it in a shell:
// its name, or an alias of plain letters when the name holds others.
func variantFlagValue(v Variant) string {
	if plainName(v.Name()) {
		return lowerASCII(v.Name())
	}
	for _, a := range factsOf(v).Aliases {
		if plainName(a) {
			return lowerASCII(a)
		}
	}
	return "'" + v.Name() + "'"
}

func plainName(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c-'a' < 26 || c-'A' < 26 || c-'0' < 10 || c == '-' || c == '_') {
			return false
		}
	}
	return s != ""
}

func lowerASCII(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c-'A' < 26 {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// moveFaultCodes are the codes a board gives a move it cannot play: the
// faults after which Recognize is asked.
func isMoveFault(code string) bool {
	switch code {
	case CodeMoveSyntax, CodeMoveIllegal, CodeMoveAmbiguous,
		"ctl-move-syntax", "ctl-illegal-move", "ctl-ambiguous-move":
		return true
	}
	return false
}
