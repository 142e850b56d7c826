package cescacs

// side is the player: white moves first.
type side uint8

const (
	white side = 0
	black side = 1
)

// String names the side for messages.
func (s side) String() string {
	if s == black {
		return "Black"
	}
	return "White"
}

// forward is the line direction of the side's pawns and elephants.
func (s side) forward() int {
	if s == black {
		return -1
	}
	return 1
}

// kind is a piece type; its value orders the standard letters.
type kind uint8

const (
	noKind kind = iota
	pawn
	elephant
	bishop
	knight
	pegasus
	rook
	wyvern
	queen
	king
	numKinds
)

// standardLetters are the CTL-AN letters, indexed by kind.
const standardLetters = ".PEJNGRVDK"

var kindNames = [numKinds]string{"", "pawn", "elephant", "bishop", "knight", "pegasus", "rook", "wyvern", "queen", "king"}

// String names the kind for messages.
func (k kind) String() string { return kindNames[k] }

// piece is a square's content: a kind plus a colour bit, or the sentinels.
type piece uint8

const (
	empty    piece = 0
	blackBit piece = 0x10
	offBoard piece = 0x40
)

func mkPiece(s side, k kind) piece {
	if s == black {
		return piece(k) | blackBit
	}
	return piece(k)
}

func (p piece) kind() kind { return kind(p & 0x0f) }
func (p piece) side() side {
	if p&blackBit != 0 {
		return black
	}
	return white
}

// isPiece says whether p is a real piece (not empty, not off board).
func (p piece) isPiece() bool { return p != empty && p != offBoard }

// String names the piece for messages, as "black rook".
func (p piece) String() string {
	if !p.isPiece() {
		return "nothing"
	}
	if p.side() == black {
		return "black " + p.kind().String()
	}
	return "white " + p.kind().String()
}

// initialCount is how many pieces of each kind a side starts with; a kind
// below its count on the board can be regained by promotion.
var initialCount = [numKinds]int{pawn: 11, elephant: 4, bishop: 3, knight: 2, pegasus: 2, rook: 2, wyvern: 1, queen: 1, king: 1}

// promotable lists the regainable kinds in the order export prefers.
var promotable = [...]kind{queen, wyvern, rook, pegasus, knight, bishop}

// FAN figurines per kind, White then Black (the spec's CTL-FAN table).
var fanFigures = [numKinds][2]string{
	pawn:     {"♙", "♟"},
	elephant: {"☖", "☗"},
	bishop:   {"♗", "♝"},
	knight:   {"♘", "♞"},
	pegasus:  {"\U0001FA50", "\U0001FA53"},
	rook:     {"♖", "♜"},
	wyvern:   {"\U0001FA4F", "\U0001FA52"},
	queen:    {"♕", "♛"},
	king:     {"♔", "♚"},
}

// maxFANBytes is the longest figurine in UTF-8 (the pegasus and wyvern,
// U+1FA4F to U+1FA53).
const maxFANBytes = 4

// matchFAN reads a figurine at the start of b.
func matchFAN(b []byte) (k kind, s side, n int) {
	for k := pawn; k < numKinds; k++ {
		for s := white; s <= black; s++ {
			f := fanFigures[k][s]
			if len(b) >= len(f) && string(b[:len(f)]) == f {
				return k, s, len(f)
			}
		}
	}
	return noKind, white, 0
}
