package chess

// deviation is a set of ways a move's text departs from canonical SAN while
// still naming one move for certain; each becomes a warning.
type deviation uint16

const (
	devCastlingZero deviation = 1 << iota
	devPawnLetter
	devCaptureMissing
	devCaptureExtra
	devOverDisambiguated
	devLongAlgebraic
	devEnPassantMark
	devPromotionMark
	devNull
)

// checkMark is the check sign written after a move.
type checkMark uint8

const (
	markNone checkMark = iota
	markCheck
	markMate
	markDouble // "++", an old sign for mate, or for double check
)

// sanMove is a move's text taken apart, before the position is consulted.
type sanMove struct {
	piece    int // piece type; pawn when no letter is given
	fromFile int // -1 when not given
	fromRank int // -1 when not given
	to       int
	promo    int
	capture  bool // an 'x' or ':' was written
	dash     bool // a '-' between the squares (long algebraic)
	castle   int  // kingSide, queenSide, or -1
	null     bool
	letter   bool // a piece letter (or P) was written
	mark     checkMark
	dev      deviation
}

// lexSAN splits text into its parts. It accepts the import forms the
// package documents (see docs/chess.md) and returns a reason when the text
// is no move at all. It never allocates.
func lexSAN(text []byte, sm *sanMove) (reason string) {
	if lexCommon(text, sm) {
		return ""
	}
	return lexAny(text, sm)
}

// lexCommon reads the few shapes nearly all movetext consists of (e4, Nf3,
// exd5, Nxf3, Nbd7, R1e2, each with an optional + or #) in one pass, and
// reports false for anything else, which lexAny then reads. It fills sm
// exactly as lexAny would.
func lexCommon(s []byte, sm *sanMove) bool {
	mark, n := trailingMark(s)
	if n < 2 || n > 4 {
		return false
	}
	to, ok := squareOf(s[n-2], s[n-1])
	if !ok {
		return false
	}
	// Field by field: a composite literal is built on the stack and copied
	// in wide loads that stall on its narrow stores.
	sm.piece, sm.fromFile, sm.fromRank, sm.to, sm.promo, sm.castle = pawn, -1, -1, to, noType, -1
	sm.capture, sm.dash, sm.null, sm.letter = false, false, false, false
	sm.mark, sm.dev = mark, 0
	if n == 2 {
		return true
	}
	c := s[0]
	if t := pieceOfLetter(c); t != noType {
		sm.piece, sm.letter = t, true
	} else if n != 4 || c < 'a' || c > 'h' || s[1] != 'x' {
		return false // the only letterless shape here is a pawn capture
	}
	if n == 3 {
		return true
	}
	switch c := s[1]; {
	case c == 'x':
		sm.capture = true
		if !sm.letter {
			sm.fromFile = int(s[0] - 'a')
		}
	case c >= 'a' && c <= 'h':
		sm.fromFile = int(c - 'a')
	case c >= '1' && c <= '8':
		sm.fromRank = int(c - '1')
	default:
		return false
	}
	return true
}

// trailingMark reads one check or mate sign at the end of s, returning it
// and the length of s without it.
func trailingMark(s []byte) (checkMark, int) {
	n := len(s)
	if n > 0 {
		switch s[n-1] {
		case '+':
			return markCheck, n - 1
		case '#':
			return markMate, n - 1
		}
	}
	return markNone, n
}

// pieceOfLetter returns the piece type of a SAN piece letter other than P,
// or noType.
func pieceOfLetter(c byte) int { return int(letterPiece[c]) }

// letterPiece maps each byte to the piece type its SAN letter names; a
// table lookup has no branch to mispredict on the letters of real games.
var letterPiece = [256]int8{'N': knight, 'B': bishop, 'R': rook, 'Q': queen, 'K': king}

// lexAny is lexSAN for every form it accepts.
func lexAny(text []byte, sm *sanMove) (reason string) {
	*sm = sanMove{fromFile: -1, fromRank: -1, castle: -1, to: noSquare}
	s := text
	for len(s) > 0 && (s[len(s)-1] == '!' || s[len(s)-1] == '?') {
		s = s[:len(s)-1] // import suffix annotations (§8.2.3.8)
	}
	s = stripMark(s, sm)
	if n := len(s); n > 4 && string(s[n-4:]) == "e.p." {
		s = s[:n-4]
		if len(s) > 0 && s[len(s)-1] == ' ' {
			s = s[:len(s)-1]
		}
		sm.dev |= devEnPassantMark
		if sm.mark == markNone {
			s = stripMark(s, sm)
		}
	}
	switch string(s) {
	case "":
		return "the move is empty"
	case "--", "Z0":
		sm.null = true
		sm.dev |= devNull
		return ""
	case "O-O", "0-0":
		sm.castle = kingSide
	case "O-O-O", "0-0-0":
		sm.castle = queenSide
	}
	if sm.castle >= 0 {
		if s[0] == '0' {
			sm.dev |= devCastlingZero
		}
		return ""
	}
	sm.piece = pawn
	if t := pieceOfLetter(s[0]); t != noType {
		sm.piece = t
	} else if s[0] == 'P' {
		sm.dev |= devPawnLetter
	}
	if s[0] >= 'A' && s[0] <= 'Z' {
		if sm.piece == pawn && s[0] != 'P' {
			return "it starts with an unknown piece letter; want K, Q, R, B, N or none for a pawn"
		}
		sm.letter = true
		s = s[1:]
	}
	if n := len(s); n > 0 {
		if c := s[n-1]; promoType(c) != noType {
			sm.promo = promoType(c)
			s = s[:n-1]
			if n >= 2 && s[n-2] == '=' {
				s = s[:n-2]
			} else if c < 'a' {
				sm.dev |= devPromotionMark // "e8Q"; lower case is the UCI form
			}
		}
	}
	n := len(s)
	if n < 2 {
		return "a move needs a destination square such as e4"
	}
	to, ok := squareOf(s[n-2], s[n-1])
	if !ok {
		return "it does not end with a destination square such as e4"
	}
	sm.to = to
	s = s[:n-2]
	if n := len(s); n > 0 {
		switch s[n-1] {
		case 'x', ':':
			sm.capture = true
			s = s[:n-1]
		case '-':
			sm.dash = true
			s = s[:n-1]
		}
	}
	if len(s) > 0 && s[0] >= 'a' && s[0] <= 'h' {
		sm.fromFile = int(s[0] - 'a')
		s = s[1:]
	}
	if len(s) > 0 && s[0] >= '1' && s[0] <= '8' {
		sm.fromRank = int(s[0] - '1')
		s = s[1:]
	}
	if len(s) > 0 {
		return "it has unexpected characters before the destination square"
	}
	if sm.dash && (sm.fromFile < 0 || sm.fromRank < 0) {
		return "a '-' must separate two squares, as in e2-e4"
	}
	return ""
}

func stripMark(s []byte, sm *sanMove) []byte {
	n := len(s)
	switch {
	case n >= 2 && s[n-1] == '+' && s[n-2] == '+':
		sm.mark = markDouble
		return s[:n-2]
	case n >= 1 && s[n-1] == '+':
		sm.mark = markCheck
		return s[:n-1]
	case n >= 1 && s[n-1] == '#':
		sm.mark = markMate
		return s[:n-1]
	}
	return s
}

func promoType(c byte) int {
	switch c {
	case 'Q', 'q':
		return queen
	case 'R', 'r':
		return rook
	case 'B', 'b':
		return bishop
	case 'N', 'n':
		return knight
	case 'K', 'k':
		return king // never legal; read so the error can say why
	}
	return noType
}

func squareOf(f, r byte) (int, bool) {
	if f < 'a' || f > 'h' || r < '1' || r > '8' {
		return noSquare, false
	}
	return int(r-'1')*8 + int(f-'a'), true
}

// uciForm reports whether the text was origin and destination squares
// alone, as UCI writes moves (e2e4, g1f3, e7e8q).
func (sm *sanMove) uciForm() bool {
	return sm.fromFile >= 0 && sm.fromRank >= 0 && !sm.dash && !sm.capture && !sm.letter
}
