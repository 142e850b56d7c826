package filter

import (
	"encoding/binary"
	"errors"
	"hash/maphash"

	"github.com/pgntool/pgntool/pgn"
)

// DedupeBy says what makes two games the same.
type DedupeBy uint8

const (
	// SameMoves: the same variant, start position, main-line moves and
	// final position; tags, comments, variations, NAGs and how the moves
	// were written (SAN or LAN, Chinese or WXF, a superfluous
	// disambiguation) do not count. This is pgn-extract's -D.
	SameMoves DedupeBy = iota
	// SameFinalPosition: the same variant and the same final position
	// (placement and side to move), however it was reached.
	SameFinalPosition
)

// Key identifies a game for duplicate detection: two 64-bit hashes of what
// DedupeBy counts, 16 bytes per game. Two different games share a key by
// chance with probability about n²/2¹²⁹ among n distinct games: below
// 10⁻²⁴ for ten million games.
type Key [2]uint64

// seeds are the process's hash seeds; keys compare only within a process.
var seeds = [2]maphash.Seed{maphash.MakeSeed(), maphash.MakeSeed()}

// ErrNoBoard is returned by GameKey for a game whose variant is unknown or
// whose start position cannot be set up.
var ErrNoBoard = errors.New("filter: game has no board to replay")

// ErrIllegal is returned by GameKey for a game whose main line has a move
// that cannot be played: its key would depend on the text after it.
var ErrIllegal = errors.New("filter: main line has an illegal move")

// GameKey replays g's main line once and returns its key. It may run in
// many goroutines at once; feed the keys to a Deduper in input order.
func GameKey(g *pgn.Game, by DedupeBy) (Key, error) {
	if g == nil || g.Variant == nil {
		return Key{}, ErrNoBoard
	}
	var h [2]maphash.Hash
	for i := range h {
		h[i].SetSeed(seeds[i])
		h[i].WriteString(g.Variant.Name())
		h[i].WriteByte(0)
	}
	b, ok := takeBoard(g)
	if !ok {
		return Key{}, ErrNoBoard
	}
	buf := make([]byte, 0, 256)
	if by == SameMoves {
		buf = boardKey(buf, b.AppendPosition(buf))
		write(&h, buf)
	}
	// The moves are gathered and hashed 64 at a time: two hash writes a
	// move cost more than the copy.
	var moves [64 * 8]byte
	n := 0
	legal, broken := mainLine(g, b, func(_ pgn.Board, m pgn.Move, _ int, _ bool) bool {
		if by == SameMoves {
			if n == len(moves) {
				write(&h, moves[:])
				n = 0
			}
			binary.LittleEndian.PutUint64(moves[n:], uint64(m))
			n += 8
		}
		return true
	})
	if broken {
		return Key{}, ErrIllegal
	}
	if !legal {
		giveBoard(g, b)
		return Key{}, ErrIllegal
	}
	write(&h, moves[:n])
	buf = boardKey(buf[:0], b.AppendPosition(buf[:0]))
	giveBoard(g, b)
	write(&h, []byte{0xff})
	write(&h, buf)
	return Key{h[0].Sum64(), h[1].Sum64()}, nil
}

func write(h *[2]maphash.Hash, b []byte) {
	h[0].Write(b)
	h[1].Write(b)
}

// Deduper remembers the games it has seen, a Key each, and tells the
// second and later copies from the first. It is not safe for concurrent
// use: call it in input order so that the first copy is the one kept.
type Deduper struct {
	By   DedupeBy
	seen map[Key]struct{}
}

// NewDeduper returns a Deduper comparing games by.
func NewDeduper(by DedupeBy) *Deduper {
	return &Deduper{By: by, seen: map[Key]struct{}{}}
}

// Duplicate computes g's key and reports whether an earlier game had it;
// the first game with a key is remembered. A game that cannot be replayed
// is never a duplicate (err says why), so nothing is dropped by mistake.
// A nil Deduper finds no duplicates.
func (d *Deduper) Duplicate(g *pgn.Game) (bool, error) {
	if d == nil {
		return false, nil
	}
	k, err := GameKey(g, d.By)
	if err != nil {
		return false, err
	}
	return d.SeenKey(k), nil
}

// SeenKey reports whether k was seen before and remembers it. A nil
// Deduper remembers nothing.
func (d *Deduper) SeenKey(k Key) bool {
	if d == nil {
		return false
	}
	if d.seen == nil {
		d.seen = map[Key]struct{}{}
	}
	if _, ok := d.seen[k]; ok {
		return true
	}
	d.seen[k] = struct{}{}
	return false
}

// Len is the number of distinct games seen.
func (d *Deduper) Len() int {
	if d == nil {
		return 0
	}
	return len(d.seen)
}
