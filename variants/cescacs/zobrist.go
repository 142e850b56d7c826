package cescacs

// Position keys are Zobrist hashes: the XOR of one random number per
// (piece, cell), one for Black to move, one per side for its castling
// rights, and one per possible en passant or scornful capture. The numbers
// come from SplitMix64 (Steele, Lea and Flood 2014) started at zobristSeed
// and drawn in a fixed order, so keys are the same in every run and every
// build: White's pieces by type (pawn to king) and cell (Cells order), then
// Black's, then the side key, the castling keys (per side, per state of
// the three moved bits), then the capture keys by origin cell and by
// landing cell.

// zobristSeed is "Cescacs" in ASCII.
const zobristSeed = 0x43657363616373

var (
	// cellIndex numbers the real cells 0 to 168 in Cells order.
	cellIndex     [gridSize]uint8
	zobristPiece  [2][numKinds][numCells]uint64
	zobristBlack  uint64
	zobristCastle [2][8]uint64
	zobristPassBy [numCells]uint64 // the capturing pawn's cell
	zobristPassTo [numCells]uint64 // where it lands
)

// splitMix64 is the generator of the key table.
type splitMix64 uint64

func (s *splitMix64) next() uint64 {
	*s += 0x9e3779b97f4a7c15
	z := uint64(*s)
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

func initZobrist() {
	for i, c := range allCells {
		cellIndex[c] = uint8(i)
	}
	r := splitMix64(zobristSeed)
	for s := white; s <= black; s++ {
		for k := pawn; k < numKinds; k++ {
			for i := range allCells {
				zobristPiece[s][k][i] = r.next()
			}
		}
	}
	zobristBlack = r.next()
	for s := range zobristCastle {
		for m := range zobristCastle[s] {
			zobristCastle[s][m] = r.next()
		}
	}
	for i := range zobristPassBy {
		zobristPassBy[i] = r.next()
	}
	for i := range zobristPassTo {
		zobristPassTo[i] = r.next()
	}
}

// zobrist computes the position key from scratch. It costs one pass over
// the 169 cells (BenchmarkKey); computing it when asked keeps Make, which
// the legality test calls for every candidate move, as fast as before.
func (p *position) zobrist() uint64 {
	var h uint64
	for i, c := range allCells {
		if q := p.cells[c]; q != empty {
			h ^= zobristPiece[q.side()][q.kind()][i]
		}
	}
	if p.toMove == black {
		h ^= zobristBlack
	}
	for s := white; s <= black; s++ {
		m := p.moved[s] & 7
		if m&kingMoved != 0 {
			// Once the King has moved the Rooks' bits change nothing;
			// TLPD writes "-" for that side.
			m = 7
		}
		h ^= zobristCastle[s][m]
	}
	return h ^ p.passKey()
}

// passKey hashes the en passant and scornful captures the pawns of the
// side to move could make (before the King's safety is tested). A chance
// no pawn can take changes nothing, so it is not part of the key, as in
// the Polyglot key of chess.
func (p *position) passKey() uint64 {
	us := p.toMove
	fw := us.forward()
	ps := &p.pass
	victim := p.cells[ps.victim]
	if ps.kind == passNone || !victim.isPiece() || victim.side() == us {
		return 0
	}
	var h uint64
	switch ps.kind {
	case passDouble, passTriple:
		for _, land := range ps.land {
			if land == noCell || p.cells[land] != empty {
				continue
			}
			for _, dc := range [2]int{1, -1} {
				from := Cell(int(land) - offset(dc, 3*fw))
				if p.cells[from] == mkPiece(us, pawn) {
					h ^= zobristPassBy[cellIndex[from]] ^ zobristPassTo[cellIndex[land]]
				}
			}
		}
	case passScornful:
		for _, from := range ps.capture {
			if from != noCell && p.cells[from] == mkPiece(us, pawn) {
				h ^= zobristPassBy[cellIndex[from]] ^ zobristPassTo[cellIndex[ps.victim]]
			}
		}
	}
	return h
}
