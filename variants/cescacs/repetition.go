package cescacs

import "hash/maphash"

var repetitionSeed = maphash.MakeSeed()

// key identifies a position for repetition: the pieces, the side to move,
// the castling rights and the en passant or scornful chance.
func (p *position) key() uint64 {
	var h maphash.Hash
	h.SetSeed(repetitionSeed)
	for _, c := range allCells {
		h.WriteByte(byte(p.cells[c]))
	}
	h.WriteByte(byte(p.toMove))
	h.WriteByte(p.moved[0])
	h.WriteByte(p.moved[1])
	h.WriteByte(byte(p.pass.kind))
	for _, c := range [...]Cell{p.pass.victim, p.pass.land[0], p.pass.land[1], p.pass.capture[0], p.pass.capture[1]} {
		h.WriteByte(byte(c))
		h.WriteByte(byte(c >> 8))
	}
	return h.Sum64()
}

// repetitions counts how often the current position has stood on the board
// since the last capture or pawn move, itself included. It takes the moves
// back and replays them, so it costs a walk over the halfmove clock; it is
// meant for Outcome, once per game.
func (b *Board) repetitions() int {
	want := b.pos.key()
	n := 1
	plies := min(b.pos.halfmove, len(b.hist))
	var moves [160]undo
	if plies > len(moves) {
		plies = len(moves)
	}
	for i := 0; i < plies; i++ {
		moves[i] = b.hist[len(b.hist)-1]
		b.Unmake()
		if b.pos.key() == want {
			n++
		}
	}
	for i := plies - 1; i >= 0; i-- {
		b.Make(moves[i].m)
	}
	return n
}
