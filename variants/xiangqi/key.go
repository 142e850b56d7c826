package xiangqi

// Position keys. Each (piece, point) pair and the side to move have a
// 64-bit random number; a position's key is the XOR of the numbers of its
// pieces on their points, and of sideKey when Black is to move. Make and
// Unmake keep the key up to date, so Key costs nothing and a repetition
// is a comparison of keys.
//
// The numbers are fixed: they come from the splitmix64 generator started
// at zobristSeed, drawn in this order: the side number first, then for
// each piece in the order red general, advisor, elephant, horse, chariot,
// cannon, soldier, then the same for black, one number per point from A0
// to I9. A key saved today matches the same position's key in any later
// version; TestKeyIsStable pins it.

// zobristSeed is the state splitmix64 starts from: "xiangqi" in ASCII.
const zobristSeed = 0x78_69_61_6e_67_71_69

// zobrist holds the numbers by piece (as stored, plus 7, so that black
// pieces index 0–6 and red ones 8–14) and point. Row 7, the empty point,
// is zero, so that Make XORs a captured piece without a branch. The
// table has 16 rows of 128 so that Make's indexes, masked, need no bounds
// check; the unused entries are zero.
var zobrist, zobristSide = makeZobrist()

// zob returns the number of piece p on point s.
func zob(p int8, s int) uint64 { return zobrist[uint8(p+7)&15][s&127] }

func makeZobrist() (table [16][128]uint64, side uint64) {
	state := uint64(zobristSeed)
	next := func() uint64 { // splitmix64
		state += 0x9e3779b97f4a7c15
		z := state
		z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
		z = (z ^ z>>27) * 0x94d049bb133111eb
		return z ^ z>>31
	}
	side = next()
	for _, s := range [2]int{red, black} {
		for k := king; k <= pawn; k++ {
			row := &table[int(colour(s, k))+7]
			for i := range squares {
				row[i] = next()
			}
		}
	}
	return table, side
}

// computeKey computes the key of the position from scratch.
func (b *Board) computeKey() uint64 {
	var key uint64
	for s, p := range b.sq {
		key ^= zob(p, s)
	}
	if b.side == black {
		key ^= zobristSide
	}
	return key
}

// Key returns the position's 64-bit Zobrist key: equal positions (the same
// pieces on the same points, the same side to move) have equal keys,
// whatever moves led to them, and different positions almost never do.
// The clocks are not part of it. The numbers are fixed (see the package
// source, key.go), so keys may be stored and compared across runs. Key
// allocates nothing; it is 0 for a board without a position.
func (b *Board) Key() uint64 {
	if !b.usable() {
		return 0
	}
	return b.key
}

// Repetitions returns how many times the current position has occurred,
// itself included, since the last capture among the moves made on this
// board (positions before the board was set up are unknown). Positions are
// the same when their Key is.
//
// Xiangqi has no simple repetition draw: the Asian and Chinese rules judge
// a repeated position by what the moves did (a perpetual check or chase
// loses), which this count does not decide; it is the fact those rules
// start from.
func (b *Board) Repetitions() int {
	if !b.usable() {
		return 0
	}
	n := 1
	back := min(b.half, len(b.hist))
	for _, u := range b.hist[len(b.hist)-back:] {
		if u.key == b.key {
			n++
		}
	}
	return n
}

// IsRepetition reports whether the current position has occurred at least
// count times, itself included.
func (b *Board) IsRepetition(count int) bool { return b.Repetitions() >= count }
