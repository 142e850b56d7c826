package cescacs

import "github.com/pgntool/pgntool/pgn"

// Castling-right bits, per side: set when that piece has moved (or, for a
// Rook, was captured on its starting cell).
const (
	kingMoved  = 1
	kRookMoved = 2
	qRookMoved = 4
)

// passKind says what special capture the side to move may make.
type passKind uint8

const (
	passNone     passKind = iota
	passDouble            // after a double step
	passTriple            // after a triple step
	passScornful          // after a scornful side-step
)

// passState records the en passant or scornful-capture chance.
type passState struct {
	kind    passKind
	victim  Cell    // the pawn (or promoted piece) that may be taken
	land    [2]Cell // @ and @@ landing cells (double/triple steps)
	capture [2]Cell // scornful: the cells the capturer may come from
}

// position is the whole game state, without history.
type position struct {
	cells    [gridSize]piece
	toMove   side
	moved    [2]uint8 // castling-right bits per side
	pass     passState
	halfmove int
	number   int // move number; counts from 1 when unknown
	known    bool
	kingAt   [2]Cell
}

// undo is what Unmake needs to restore.
type undo struct {
	m        pgn.Move
	moved    piece // the piece that moved, before promotion
	captured piece
	capAt    Cell
	movedBit [2]uint8
	pass     passState
	halfmove int
	number   int
	// ignored marks a move Make refused (see wellFormed).
	ignored bool
}

func (p *position) clear() {
	for i := range p.cells {
		p.cells[i] = offBoard
	}
	for _, c := range allCells {
		p.cells[c] = empty
	}
	p.pass = passState{}
	p.kingAt = [2]Cell{}
}

func (p *position) put(c Cell, pc piece) {
	p.cells[c] = pc
	if pc.isPiece() && pc.kind() == king {
		p.kingAt[pc.side()] = c
	}
}

// count returns how many pieces of kind k side s has on the board.
func (p *position) count(s side, k kind) int {
	n := 0
	want := mkPiece(s, k)
	for _, c := range allCells {
		if p.cells[c] == want {
			n++
		}
	}
	return n
}

// bishopOn says whether side s has a bishop on a cell of colour col.
func (p *position) bishopOn(s side, col cellColour) bool {
	want := mkPiece(s, bishop)
	for _, c := range allCells {
		if p.cells[c] == want && c.colour() == col {
			return true
		}
	}
	return false
}

// regainable says whether side s may promote to k on cell at.
func (p *position) regainable(s side, k kind, at Cell) bool {
	if k == bishop {
		return !p.bishopOn(s, at.colour())
	}
	switch k {
	case queen, wyvern, rook, pegasus, knight:
		return p.count(s, k) < initialCount[k]
	}
	return false
}

// startPosition is the C'escacs start position, parsed once; startErr
// is checked by the tests and by NewBoard.
var (
	startPosition position
	startErr      error
)

// init builds the tables in dependency order: cells first, then what is
// defined in terms of cells.
func init() {
	initCells()
	initCastles()
	initTriple()
	initLines()
	initZobrist()
	startPosition, startErr = parseTLPD(initialTLPD, nil, nil)
}

const initialTLPD = "/28:v/27:dk/26:gjg/25:rnnr/24:pejep/23:ppeepp/22:2pjp2/21:3pp3/20:3p3/8:3P3/7:3PP3/6:2PJP2/5:PPEEPP/4:PEJEP/3:RNNR/2:GJG/1:DK/0:V/ w RKRrkr - 0 1"
