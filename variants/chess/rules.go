package chess

// The rules that end a game or let a player claim a draw, as python-chess
// names them. pgn.Board's Outcome stays narrower on purpose: it gives only
// what the position forces (checkmate, stalemate), which is what lint
// compares with a game's result.

// IsCheckmate reports whether the side to move is in check and has no
// legal move.
func (b *Board) IsCheckmate() bool {
	return b.usable() && b.p.inCheck() && !b.p.hasLegalMove()
}

// IsStalemate reports whether the side to move is not in check and has no
// legal move.
func (b *Board) IsStalemate() bool {
	return b.usable() && !b.p.inCheck() && !b.p.hasLegalMove()
}

// IsInsufficientMaterial reports whether neither side has the material to
// mate, in the common cases python-chess recognises (FIDE's dead
// positions): king against king, a king and one knight or bishop against a
// king, and any number of bishops all on squares of one colour with no
// other pieces. King and knight against king and knight is not among
// them: a mate exists.
func (b *Board) IsInsufficientMaterial() bool {
	return b.usable() && b.p.insufficient(white) && b.p.insufficient(black)
}

// insufficient reports whether colour c cannot mate whatever the opponent
// does, by python-chess's rules.
func (p *position) insufficient(c int) bool {
	own, them := &p.pieces[c], &p.pieces[c^1]
	if own[pawn]|own[rook]|own[queen] != 0 {
		return false
	}
	if own[knight] != 0 {
		// A lone knight mates only with the opponent's own pieces (not
		// its queen) blocking its king.
		return own[0].count() <= 2 && them[0]&^them[king]&^them[queen] == 0
	}
	if own[bishop] != 0 {
		bishops := own[bishop] | them[bishop]
		sameColour := bishops&darkSquares == 0 || bishops&^darkSquares == 0
		return sameColour && them[pawn]|them[knight] == 0
	}
	return true
}

// darkSquares are a1, c1, … h8: the squares of a1's colour.
const darkSquares bitboard = 0xAA55AA55AA55AA55

// IsFiftyMoves reports whether fifty moves of each side (100 plies) have
// passed without a capture or pawn move, and the game has not ended in
// mate or stalemate: a player may claim a draw.
func (b *Board) IsFiftyMoves() bool { return b.halfmovesAtLeast(100) }

// IsSeventyFiveMoves reports whether 75 moves of each side have passed
// without a capture or pawn move (and the game has not ended otherwise):
// the game is drawn without a claim.
func (b *Board) IsSeventyFiveMoves() bool { return b.halfmovesAtLeast(150) }

func (b *Board) halfmovesAtLeast(n int) bool {
	return b.usable() && b.p.halfmove >= n && b.p.hasLegalMove()
}

// CanClaimFifty reports whether the side to move may claim a draw by the
// fifty-move rule: the rule holds now, or the player can make a move
// (neither a capture nor a pawn move) after which it holds.
func (b *Board) CanClaimFifty() bool {
	if !b.usable() {
		return false
	}
	if b.IsFiftyMoves() {
		return true
	}
	if b.p.halfmove < 99 {
		return false
	}
	var l moveList
	b.p.generate(&l)
	for _, m := range l.m[:l.n] {
		b.p.makeMove(m)
		ok := b.IsFiftyMoves()
		b.p.unmakeMove()
		if ok {
			return true
		}
	}
	return false
}

// Repetitions returns how many times the current position has occurred,
// itself included, since the last capture or pawn move among the moves
// made on this board (positions before the board was set up are unknown).
// Positions are the same when their PolyglotKey and their castling rights
// are; en passant counts, as in the key, when a pawn could capture.
func (b *Board) Repetitions() int {
	if !b.usable() {
		return 0
	}
	return b.p.repetitions()
}

// IsRepetition reports whether the current position has occurred at least
// count times (3 for the threefold rule), itself included.
func (b *Board) IsRepetition(count int) bool { return b.Repetitions() >= count }

// IsFivefoldRepetition reports whether the position has occurred five
// times: the game is drawn without a claim.
func (b *Board) IsFivefoldRepetition() bool { return b.IsRepetition(5) }

// CanClaimThreefold reports whether the side to move may claim a draw by
// repetition: the position has occurred three times, or the player can
// make a move to a position that has occurred twice before.
func (b *Board) CanClaimThreefold() bool {
	if !b.usable() {
		return false
	}
	if b.p.repetitions() >= 3 {
		return true
	}
	var l moveList
	b.p.generate(&l)
	for _, m := range l.m[:l.n] {
		b.p.makeMove(m)
		n := b.p.repetitions()
		b.p.unmakeMove()
		if n >= 3 {
			return true
		}
	}
	return false
}

// repetitions counts the positions since the last irreversible move that
// equal the current one. It takes the moves back one by one and plays them
// again from the undo stack, which keeps them, so the board keeps no key
// per move and replay pays nothing for this query.
func (p *position) repetitions() int {
	key, castle := p.polyglotKey(), p.castle
	hist := p.history
	back := min(p.halfmove, len(hist))
	n := 1
	for i := 1; i <= back; i++ {
		p.unmakeMove()
		if i%2 == 0 && p.castle == castle && p.polyglotKey() == key {
			n++
		}
	}
	for i := len(hist) - back; i < len(hist); i++ {
		p.makeMove(hist[i].m)
	}
	return n
}

// Termination says how a game ended.
type Termination uint8

// The ways a game ends, as python-chess names them.
const (
	NoTermination        Termination = iota // the game goes on
	Checkmate                               // the side to move is mated
	Stalemate                               // the side to move has no move and is not in check
	InsufficientMaterial                    // neither side can mate
	SeventyFiveMoves                        // 75 moves each without capture or pawn move
	FivefoldRepetition                      // the position occurred five times
	FiftyMoves                              // a draw claimed by the fifty-move rule
	ThreefoldRepetition                     // a draw claimed by threefold repetition
)

var terminationNames = [...]string{"none", "checkmate", "stalemate", "insufficient material",
	"seventy-five moves", "fivefold repetition", "fifty moves", "threefold repetition"}

// String names the termination in words ("checkmate", "fifty moves").
func (t Termination) String() string {
	if int(t) < len(terminationNames) {
		return terminationNames[t]
	}
	return "Termination(?)"
}

// Ending is how and for whom a game ended.
type Ending struct {
	Termination Termination
	// Winner is the side that won; it means nothing unless Decisive.
	Winner   Color
	Decisive bool
}

// Result returns the PGN result: "1-0", "0-1", "1/2-1/2", or "*" while
// the game goes on.
func (e Ending) Result() string {
	switch {
	case e.Termination == NoTermination:
		return "*"
	case !e.Decisive:
		return "1/2-1/2"
	case e.Winner == White:
		return "1-0"
	}
	return "0-1"
}

// String gives the result and how it came about: "1-0 (checkmate)".
func (e Ending) String() string {
	return e.Result() + " (" + e.Termination.String() + ")"
}

// Ending reports whether the game is over and how, in python-chess's order:
// checkmate, insufficient material, stalemate, the 75-move rule, fivefold
// repetition; and with claimDraw, the draws the side to move may claim (the
// fifty-move rule, then threefold repetition). over is false while the game
// goes on.
func (b *Board) Ending(claimDraw bool) (e Ending, over bool) {
	if !b.usable() {
		return Ending{}, false
	}
	p := &b.p
	switch {
	case b.IsCheckmate():
		return Ending{Termination: Checkmate, Winner: Color(p.side ^ 1), Decisive: true}, true
	case b.IsInsufficientMaterial():
		return Ending{Termination: InsufficientMaterial}, true
	case !p.hasLegalMove():
		return Ending{Termination: Stalemate}, true
	case b.IsSeventyFiveMoves():
		return Ending{Termination: SeventyFiveMoves}, true
	case b.IsFivefoldRepetition():
		return Ending{Termination: FivefoldRepetition}, true
	case claimDraw && b.CanClaimFifty():
		return Ending{Termination: FiftyMoves}, true
	case claimDraw && b.CanClaimThreefold():
		return Ending{Termination: ThreefoldRepetition}, true
	}
	return Ending{}, false
}
