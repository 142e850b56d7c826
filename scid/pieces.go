package scid

import "github.com/pgntool/pgntool/variants/chess"

// pieceState is Scid's piece numbering (docs/scid-format.md §4): each side
// has a list of at most 16 pieces, the king always number 0; a move byte
// names its piece by number. It is small and copied whole to take a move
// back when a variation starts.
type pieceState struct {
	sq    [2][16]int8 // square of each piece, by colour and number
	count [2]uint8    // pieces of each colour
	num   [64]int8    // number of the piece on each square, -1 for none
}

// standardNumbers are the piece numbers of the start position by file of
// the back rank: the king (e) 0, a-d 1-4, f-h 5-7; pawns are 8 + file.
var standardNumbers = [8]int8{1, 2, 3, 4, 0, 5, 6, 7}

// standardState is the numbering of the standard start position.
var standardState = func() (s pieceState) {
	for i := range s.num {
		s.num[i] = -1
	}
	for c, ranks := range [2][2]int{{0, 1}, {7, 6}} {
		for f := range 8 {
			back := chess.SquareAt(f, ranks[0])
			pawn := chess.SquareAt(f, ranks[1])
			s.sq[c][standardNumbers[f]] = int8(back)
			s.num[back] = standardNumbers[f]
			s.sq[c][8+f] = int8(pawn)
			s.num[pawn] = int8(8 + f)
		}
		s.count[c] = 16
	}
	return s
}()

// setup numbers the pieces of b's position: the standard order for the
// start position, else FEN reading order (rank 8 to 1, file a to h) per
// colour with the king moved into slot 0 and the piece it displaces moved
// to the end of the list, as Scid numbers them. It reports false when a
// colour has more than 16 pieces.
func (s *pieceState) setup(b *chess.Board, standard bool) bool {
	if standard {
		// Every game from the standard position starts with this copy.
		*s = standardState
		return true
	}
	for i := range s.num {
		s.num[i] = -1
	}
	s.count = [2]uint8{}
	for rank := 7; rank >= 0; rank-- {
		for file := range 8 {
			sq := chess.SquareAt(file, rank)
			p := b.PieceAt(sq)
			if p == chess.NoPiece {
				continue
			}
			c := colourIndex(p.Color())
			n := s.count[c]
			if n == 16 {
				return false
			}
			if p.Type() == chess.King && n > 0 {
				moved := s.sq[c][0]
				s.sq[c][n] = moved
				s.num[moved] = int8(n)
				n = 0
			}
			s.sq[c][n] = int8(sq)
			s.num[sq] = int8(n)
			s.count[c]++
		}
	}
	return true
}

// remove takes the piece on sq off colour c's list: the highest-numbered
// piece of c takes its number.
func (s *pieceState) remove(c int, sq int) {
	k := s.num[sq]
	last := int8(s.count[c]) - 1
	moved := s.sq[c][last]
	s.sq[c][k] = moved
	s.num[moved] = k
	s.count[c]--
	s.num[sq] = -1
}

// move puts piece number n of colour c from its square onto to.
func (s *pieceState) move(c int, n int8, to int) {
	from := s.sq[c][n]
	s.num[from] = -1
	s.sq[c][n] = int8(to)
	s.num[to] = n
}

// pieceChange is what one move did to the numbering, enough to take it
// back (undo) without a copy of the whole state before it: the piece
// moved, the piece taken, the rook of a castling.
type pieceChange struct {
	c         int8 // the mover's colour
	num       int8 // the piece moved, -1 for a null move
	from      int8
	victim    int8 // the square of the piece taken, -1 for none
	victimNum int8 // its number before it was taken
	rook      int8 // the rook moved by castling, -1 for none
	rookFrom  int8
}

// undo takes back ch, the last change made to s.
func (s *pieceState) undo(ch *pieceChange) {
	if ch.num < 0 {
		return
	}
	c := int(ch.c)
	if ch.rook >= 0 {
		s.move(c, ch.rook, int(ch.rookFrom))
	}
	s.move(c, ch.num, int(ch.from))
	if ch.victim >= 0 {
		s.restore(1-c, int(ch.victim), ch.victimNum)
	}
}

// restore undoes remove(c, sq) of the piece that had number k: the piece
// that took number k goes back to the end of the list.
func (s *pieceState) restore(c int, sq int, k int8) {
	last := s.count[c]
	moved := s.sq[c][k]
	s.sq[c][last] = moved
	s.num[moved] = int8(last)
	s.sq[c][k] = int8(sq)
	s.num[sq] = k
	s.count[c]++
}

func colourIndex(c chess.Color) int {
	if c == chess.White {
		return 0
	}
	return 1
}
