package xiangqi

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/pgntool/pgntool/pgn"
)

// StartFEN is the initial position in the xqbase FEN convention.
const StartFEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"

// fault is a problem found in a FEN; at is the byte offset in the FEN.
type fault struct {
	at      int
	warning bool
	code    string
	msg     string
}

var fenLetters = map[byte]int8{
	'k': king, 'a': advisor, 'b': elephant, 'e': elephant,
	'n': horse, 'h': horse, 'r': rook, 'c': cannon, 'p': pawn,
}

var pieceLetters = [8]byte{0, 'K', 'A', 'B', 'N', 'R', 'C', 'P'}

// maxKeptHistory is the largest undo stack a board keeps when it is set
// up again: enough for any real game, not the million plies of a hostile
// one.
const maxKeptHistory = 4096

// setFEN places the position fen describes, following xqbase: Red is
// upper case, the side letter is w or b, and the trailing fields may be
// left out. It returns the faults found; the board is usable when none is
// an error.
func (b *Board) setFEN(fen string) (faults []fault) {
	defer func() {
		if clean(faults) {
			b.ready = true
			b.key = b.computeKey()
		}
	}()
	add := func(at int, warning bool, code, format string, args ...any) {
		faults = append(faults, fault{at, warning, code, fmt.Sprintf(format, args...)})
	}
	hist := b.hist[:0]
	if cap(hist) > maxKeptHistory {
		hist = nil // a long game's stack is not kept for the next one
	}
	*b = Board{hist: hist, full: 1, rankBase: -1}
	fields, starts := splitFields(fen)
	if len(fields) == 0 {
		add(0, false, pgn.CodeFENInvalid, "FEN is empty")
		return faults
	}
	if !b.placePieces(fields[0], starts[0], add) {
		return faults
	}
	synonyms := strings.ContainsAny(fields[0], "EHeh")
	if synonyms {
		add(starts[0], true, CodeFENSynonym, "FEN uses the WXF letters E/H; xqbase FEN writes B (elephant) and N (horse)")
	}
	if len(fields) < 2 {
		add(len(fen), true, CodeFENShort, "FEN has no side to move; Red (w) is assumed")
	} else {
		switch fields[1] {
		case "w", "W":
		case "b", "B":
			b.side = black
		case "r", "R":
			add(starts[1], true, CodeFENSideR, "FEN side to move %q read as Red; write \"w\": other tools (Fairy-Stockfish) read %q as Black", fields[1], fields[1])
		default:
			add(starts[1], false, pgn.CodeFENInvalid, "FEN side to move %q is not w (Red) or b (Black)", fields[1])
			return faults
		}
	}
	for i := 2; i < 4 && i < len(fields); i++ {
		if fields[i] != "-" {
			add(starts[i], true, CodeFENField, "FEN field %d is %q; xiangqi has no castling or en passant, so it should be \"-\"", i+1, fields[i])
		}
	}
	if len(fields) >= 5 {
		if n, err := strconv.Atoi(fields[4]); err != nil || n < 0 {
			add(starts[4], false, pgn.CodeFENInvalid, "FEN halfmove clock %q is not a number", fields[4])
		} else {
			b.half = n
		}
	}
	if len(fields) >= 6 {
		if n, err := strconv.Atoi(fields[5]); err != nil || n < 1 {
			add(starts[5], false, pgn.CodeFENInvalid, "FEN move number %q is not a positive number", fields[5])
		} else {
			b.full = n
		}
	}
	if len(fields) > 6 {
		add(starts[6], false, pgn.CodeFENInvalid, "FEN has %d fields; at most 6 are allowed", 6+countFields(fields[6]))
	}
	if len(fields) >= 2 && len(fields) < 6 {
		add(starts[len(fields)-1], true, CodeFENShort, "FEN has %d of its 6 fields; the rest are taken as \"- - 0 1\"", len(fields))
	}
	if b.inCheck(b.side ^ 1) {
		add(0, false, pgn.CodeFENInvalid, "FEN position is illegal: the side not to move (%s) is in check", sideName(b.side^1))
	}
	return faults
}

func sideName(side int) string {
	if side == red {
		return "Red"
	}
	return "Black"
}

// maxFENFields is one more field than a FEN has: the seventh holds the
// rest, to say how many there are.
const maxFENFields = 7

// splitFields splits on spaces and tabs and remembers where each field
// starts. After six fields the rest is one field, so that a hostile FEN of
// a million fields costs no more than its length.
func splitFields(s string) (fields []string, starts []int) {
	for i := 0; i < len(s); {
		for i < len(s) && isFENSpace(s[i]) {
			i++
		}
		if i == len(s) {
			break
		}
		j := i
		if len(fields) == maxFENFields-1 {
			j = len(strings.TrimRight(s, " \t"))
		} else {
			for j < len(s) && !isFENSpace(s[j]) {
				j++
			}
		}
		fields = append(fields, s[i:j])
		starts = append(starts, i)
		i = j
	}
	return fields, starts
}

func isFENSpace(c byte) bool { return c == ' ' || c == '\t' }

// countFields counts the fields of s as splitFields would split them.
func countFields(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if !isFENSpace(s[i]) && (i == 0 || isFENSpace(s[i-1])) {
			n++
		}
	}
	return n
}

// placePieces reads the board field; rows run from rank 9 down to rank 0.
func (b *Board) placePieces(field string, at int, add func(int, bool, string, string, ...any)) bool {
	var count [2][8]int
	rank, file := 9, 0
	for i := 0; i < len(field); i++ {
		c := field[i]
		switch {
		case c == '/':
			if file != files {
				add(at+i, false, pgn.CodeFENInvalid, "FEN rank %d has %d files, not 9", rank, file)
				return false
			}
			rank--
			file = 0
			if rank < 0 {
				add(at+i, false, pgn.CodeFENInvalid, "FEN has more than 10 ranks")
				return false
			}
		case c >= '1' && c <= '9':
			file += int(c - '0')
			if file > files {
				add(at+i, false, pgn.CodeFENInvalid, "FEN rank %d has more than 9 files", rank)
				return false
			}
		default:
			k, ok := fenLetters[c|0x20]
			if !ok || c >= 0x80 {
				add(at+i, false, pgn.CodeFENInvalid, "FEN letter %q is not a xiangqi piece (K A B N R C P, or E H)", c)
				return false
			}
			if file >= files {
				add(at+i, false, pgn.CodeFENInvalid, "FEN rank %d has more than 9 files", rank)
				return false
			}
			side := red
			if c >= 'a' {
				side = black
			}
			// A general outside its palace breaks the move rules; other
			// impossible points only make the position unreachable, which
			// problem composers accept, so they are warnings.
			if msg := placementFault(side, k, file, rank); msg != "" {
				if k == king {
					add(at+i, false, pgn.CodeFENInvalid, "FEN %s %s on %c%d: %s", sideName(side), kindNames[k], 'a'+file, rank, msg)
					return false
				}
				add(at+i, true, CodeFENPlacement, "FEN %s %s on %c%d: %s", sideName(side), kindNames[k], 'a'+file, rank, msg)
			}
			count[side][k]++
			b.sq[sq(file, rank)] = colour(side, k)
			if k == king {
				b.kings[side] = sq(file, rank)
			}
			file++
		}
	}
	if rank != 0 || file != files {
		add(at+len(field), false, pgn.CodeFENInvalid, "FEN board has %d ranks; xiangqi has 10 of 9 files", 10-rank)
		return false
	}
	limits := [8]int{0, 1, 2, 2, 2, 2, 2, 5}
	for side := 0; side < 2; side++ {
		if count[side][king] != 1 {
			add(at, false, pgn.CodeFENInvalid, "FEN has %d %s generals; there must be exactly one", count[side][king], sideName(side))
			return false
		}
		for k := advisor; k <= pawn; k++ {
			if count[side][k] > limits[k] {
				add(at, false, pgn.CodeFENInvalid, "FEN has %d %s %ss; at most %d are possible", count[side][k], sideName(side), kindNames[k], limits[k])
				return false
			}
		}
	}
	return true
}

// placementFault says why a piece can never stand on (f, r), or "".
func placementFault(side int, k int8, f, r int) string {
	own := r
	if side == black {
		own = 9 - r
	}
	switch k {
	case king:
		if !inPalace(side, f, r) {
			return "the general never leaves its palace"
		}
	case advisor:
		if !inPalace(side, f, r) || (f+own)%2 != 1 {
			return "an advisor stands only on the five palace points"
		}
	case elephant:
		corner := (own == 0 || own == 4) && (f == 2 || f == 6)
		middle := own == 2 && (f == 0 || f == 4 || f == 8)
		if !corner && !middle {
			return "an elephant stands only on its seven points and never crosses the river"
		}
	case pawn:
		if own < 3 || own < 5 && f%2 == 1 {
			return "a soldier never moves backwards or sideways before the river"
		}
	}
	return ""
}

var kindNames = [8]string{"", "general", "advisor", "elephant", "horse", "chariot", "cannon", "soldier"}

// AppendPosition appends the position as an xqbase FEN.
func (b *Board) AppendPosition(dst []byte) []byte {
	if b == nil {
		return dst
	}
	for r := ranks - 1; r >= 0; r-- {
		gap := 0
		for f := 0; f < files; f++ {
			p := b.sq[sq(f, r)]
			if p == empty {
				gap++
				continue
			}
			if gap > 0 {
				dst = append(dst, byte('0'+gap))
				gap = 0
			}
			c := pieceLetters[kindOf(p)]
			if p < 0 {
				c |= 0x20
			}
			dst = append(dst, c)
		}
		if gap > 0 {
			dst = append(dst, byte('0'+gap))
		}
		if r > 0 {
			dst = append(dst, '/')
		}
	}
	if b.side == red {
		dst = append(dst, " w - - "...)
	} else {
		dst = append(dst, " b - - "...)
	}
	dst = strconv.AppendInt(dst, int64(b.half), 10)
	dst = append(dst, ' ')
	return strconv.AppendInt(dst, int64(b.full), 10)
}
