package chess

import (
	"fmt"
	"strconv"
	"strings"
)

// StartFEN is the standard initial position.
const StartFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

var colorName = [2]string{"White", "Black"}

var pieceLetters = [7]byte{0, 'p', 'n', 'b', 'r', 'q', 'k'}

var pieceNames = [7]string{"", "pawn", "knight", "bishop", "rook", "queen", "king"}

func squareName(sq int) string {
	return string([]byte{byte('a' + sqFile(sq)), byte('1' + sqRank(sq))})
}

// parseSquare reads a square such as "e4"; ok is false for anything else.
func parseSquare(s string) (int, bool) {
	if len(s) != 2 || s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8' {
		return noSquare, false
	}
	return int(s[1]-'1')*8 + int(s[0]-'a'), true
}

// startPosition is the initial array, read once: most games start there,
// and copying it is cheaper than reading StartFEN for each of them.
var startPosition = func() position {
	var p position
	p.setFEN(StartFEN, false)
	return p
}()

// setStart sets p to the initial array, keeping p's undo stack.
func (p *position) setStart(chess960 bool) {
	h := p.history[:0]
	*p = startPosition
	p.history = h
	p.chess960 = chess960
}

// maxCounter bounds the FEN clocks far above any real game, so that the
// packed undo record can hold them.
const maxCounter = 1_000_000

// setFEN sets p from a FEN record and returns every fault it finds. usable is
// false when the faults leave no position to play from; a missing pair of
// clock fields, for example, is a fault but the position is still usable.
func (p *position) setFEN(fen string, chess960 bool) (faults []string, usable bool) {
	p.clear()
	p.chess960 = chess960
	fail := func(format string, args ...any) {
		faults = append(faults, fmt.Sprintf(format, args...))
	}
	var buf [6]string
	fields, n := fenFields(fen, &buf)
	if n < 4 || n > 6 {
		fail("FEN has %d fields, want 6 (placement, side to move, castling, en passant, halfmove clock, fullmove number)", n)
		if n < 4 {
			return faults, false
		}
	}
	if !p.setPlacement(fields[0], fail) {
		return faults, false
	}
	switch fields[1] {
	case "w":
		p.side = white
	case "b":
		p.side = black
	default:
		fail("FEN side to move is %s, want \"w\" or \"b\"", quoteShort(fields[1]))
		return faults, false
	}
	if len(fields) > 4 {
		n, err := strconv.Atoi(fields[4])
		if err != nil || n < 0 || n > maxCounter {
			fail("FEN halfmove clock is %s, want a number from 0 to %d", quoteShort(fields[4]), maxCounter)
		} else {
			p.halfmove = n
		}
	} else {
		fail("FEN halfmove clock is missing; 0 assumed")
	}
	if len(fields) > 5 {
		n, err := strconv.Atoi(fields[5])
		if err != nil || n < 1 || n > maxCounter {
			fail("FEN fullmove number is %s, want a number from 1 to %d", quoteShort(fields[5]), maxCounter)
		} else {
			p.fullmove = n
		}
	} else {
		fail("FEN fullmove number is missing; 1 assumed")
	}
	ok := p.checkMaterial(fail)
	if ok {
		ok = p.checkChecks(fail)
	}
	p.setCastling(fields[2], fail)
	p.setEnPassant(fields[3], fail)
	return faults, ok
}

// fenFields splits fen at white space like strings.Fields, keeping the
// first len(buf) fields in buf and counting the rest: a tag value of a
// million fields costs no million strings.
func fenFields(fen string, buf *[6]string) (fields []string, n int) {
	for {
		fen = strings.TrimLeft(fen, " \t\n\r\v\f")
		if fen == "" {
			return buf[:min(n, len(buf))], n
		}
		end := strings.IndexAny(fen, " \t\n\r\v\f")
		if end < 0 {
			end = len(fen)
		}
		if n < len(buf) {
			buf[n] = fen[:end]
		}
		n++
		fen = fen[end:]
	}
}

func (p *position) setPlacement(s string, fail func(string, ...any)) bool {
	if n := strings.Count(s, "/") + 1; n != 8 {
		fail("FEN piece placement has %d ranks, want 8 separated by '/'", n)
		return false
	}
	ranks := strings.Split(s, "/")
	for i, row := range ranks {
		r := 7 - i
		f := 0
		for j := 0; j < len(row); j++ {
			c := row[j]
			if c >= '1' && c <= '8' {
				f += int(c - '0')
				continue
			}
			t := strings.IndexByte("pnbrqk", c|0x20)
			if t < 0 {
				fail("FEN rank %d has %q, which is neither a piece letter (PNBRQK, pnbrqk) nor a digit 1-8", r+1, c)
				return false
			}
			col := black
			if c < 'a' {
				col = white
			}
			if f < 8 { // an overlong rank is reported below
				p.put(r*8+f, makePiece(col, t+1))
			}
			f++
		}
		if f != 8 {
			fail("FEN rank %d describes %d squares, want 8", r+1, f)
			return false
		}
	}
	return true
}

// checkMaterial applies the counts any legal game respects: one king each,
// at most eight pawns, no pawn on a back rank, and no more promoted pieces
// than pawns that are missing.
func (p *position) checkMaterial(fail func(string, ...any)) bool {
	ok := true
	for c := white; c <= black; c++ {
		pc := &p.pieces[c]
		if n := pc[king].count(); n != 1 {
			fail("FEN gives %s %d kings, want exactly 1", colorName[c], n)
			ok = false
		}
		if n := pc[pawn].count(); n > 8 {
			fail("FEN gives %s %d pawns, at most 8 are possible", colorName[c], n)
			ok = false
		}
		if n := pc[0].count(); n > 16 {
			fail("FEN gives %s %d pieces, at most 16 are possible", colorName[c], n)
			ok = false
		}
		extra := max(0, pc[queen].count()-1) + max(0, pc[rook].count()-2) +
			max(0, pc[bishop].count()-2) + max(0, pc[knight].count()-2)
		if missing := 8 - pc[pawn].count(); missing >= 0 && extra > missing {
			fail("FEN gives %s %d pieces beyond the initial set, which needs as many promoted pawns, but only %d pawns are missing",
				colorName[c], extra, missing)
			ok = false
		}
		if b := pc[pawn] & (rank1 | rank8); b != 0 {
			fail("FEN puts a %s pawn on %s: pawns cannot stand on the first or last rank", strings.ToLower(colorName[c]), squareName(b.lsb()))
			ok = false
		}
	}
	return ok
}

func (p *position) checkChecks(fail func(string, ...any)) bool {
	them := p.side ^ 1
	if p.attackers(p.kingSq(them), p.side, p.occ) != 0 {
		fail("FEN has %s in check with %s to move: the side not to move cannot be in check", colorName[them], colorName[p.side])
		return false
	}
	if n := p.checkers().count(); n > 2 {
		fail("FEN has %s in check from %d pieces; no move gives more than a double check", colorName[p.side], n)
		return false
	}
	return true
}

// setCastling reads KQkq, Shredder (HAha) or X-FEN rights and checks each
// against the king and rook it needs.
func (p *position) setCastling(s string, fail func(string, ...any)) {
	if s == "-" {
		return
	}
	for i := 0; i < len(s); i++ {
		if c := s[i] | 0x20; c != 'k' && c != 'q' && (c < 'a' || c > 'h') {
			fail("FEN castling field %s has %q; want '-', KQkq, or file letters A-H/a-h", quoteShort(s), s[i])
			return
		}
	}
	if len(s) > 4 {
		// Four rights at most: a longer field is no list of rights, and
		// judging each of its letters would give a fault per letter.
		fail("FEN castling field %s has %d characters; want '-' or at most four rights (KQkq or file letters)", quoteShort(s), len(s))
		return
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		col := white
		if c >= 'a' {
			col = black
		}
		back := 0
		if col == black {
			back = 56
		}
		k := p.kingSq(col)
		if k == noSquare || sqRank(k) != sqRank(back) {
			fail("FEN castling right %q needs the %s king on its first rank", c, strings.ToLower(colorName[col]))
			continue
		}
		r := noSquare
		switch c | 0x20 {
		case 'k':
			for sq := back + 7; sq > k; sq-- {
				if p.board[sq] == makePiece(col, rook) {
					r = sq
					break
				}
			}
		case 'q':
			for sq := back; sq < k; sq++ {
				if p.board[sq] == makePiece(col, rook) {
					r = sq
					break
				}
			}
		default:
			r = back + int(c|0x20-'a')
			if p.board[r] != makePiece(col, rook) {
				fail("FEN castling right %q needs a %s rook on %s", c, strings.ToLower(colorName[col]), squareName(r))
				continue
			}
		}
		if r == noSquare {
			side := queenSide
			if c|0x20 == 'k' {
				side = kingSide
			}
			fail("FEN castling right %q needs a %s rook on the %s side of the king", c, strings.ToLower(colorName[col]), sideWord[side])
			continue
		}
		side := queenSide
		if r > k {
			side = kingSide
		}
		if r == k {
			continue
		}
		if !p.chess960 && (sqFile(k) != 4 || (side == kingSide && sqFile(r) != 7) || (side == queenSide && sqFile(r) != 0)) {
			fail("FEN castling right %q needs the king on %s and the rook on %s (set a Chess960 Variant tag for other squares)",
				c, squareName(back+4), squareName(back+7*(1-side)))
			continue
		}
		if p.castle[col][side] != noSquare {
			fail("FEN castling field %s gives %s two %s-side rights", quoteShort(s), colorName[col], sideWord[side])
			continue
		}
		p.castle[col][side] = int8(r)
	}
}

// setEnPassant accepts a target square only where a pawn of the side not to
// move can just have made a double step.
func (p *position) setEnPassant(s string, fail func(string, ...any)) {
	if s == "-" {
		return
	}
	sq, ok := parseSquare(s)
	if !ok {
		fail("FEN en passant field is %s, want '-' or a square such as e3", quoteShort(s))
		return
	}
	wantRank, step := 5, 8 // White to move: Black's pawn passed over rank 6
	if p.side == black {
		wantRank, step = 2, -8
	}
	switch {
	case sqRank(sq) != wantRank:
		fail("FEN en passant square %s is impossible with %s to move: it must be on rank %d", s, colorName[p.side], wantRank+1)
	case p.occ.has(sq) || p.occ.has(sq+step):
		fail("FEN en passant square %s is impossible: %s and %s must be empty after a double pawn step", s, s, squareName(sq+step))
	case p.board[sq-step] != makePiece(p.side^1, pawn):
		fail("FEN en passant square %s is impossible: no %s pawn stands on %s", s, strings.ToLower(colorName[p.side^1]), squareName(sq-step))
	default:
		p.ep = sq
	}
}

// appendFEN writes the position as FEN. Chess960 castling rights use KQkq
// when the rook is the outermost one on its side (X-FEN) and the rook's file
// letter otherwise (Shredder-FEN), so every right reads back unambiguously.
func (p *position) appendFEN(dst []byte) []byte {
	for r := 7; r >= 0; r-- {
		empty := 0
		for f := 0; f < 8; f++ {
			pc := p.board[r*8+f]
			if pc == 0 {
				empty++
				continue
			}
			if empty > 0 {
				dst = append(dst, byte('0'+empty))
				empty = 0
			}
			c := pieceLetters[pc.kind()]
			if pc.color() == white {
				c -= 'a' - 'A'
			}
			dst = append(dst, c)
		}
		if empty > 0 {
			dst = append(dst, byte('0'+empty))
		}
		if r > 0 {
			dst = append(dst, '/')
		}
	}
	dst = append(dst, ' ', "wb"[p.side], ' ')
	n := len(dst)
	for c := white; c <= black; c++ {
		for side := kingSide; side <= queenSide; side++ {
			if r := int(p.castle[c][side]); r != noSquare {
				dst = append(dst, p.castleLetter(c, side, r))
			}
		}
	}
	if len(dst) == n {
		dst = append(dst, '-')
	}
	dst = append(dst, ' ')
	if p.ep != noSquare {
		dst = append(dst, squareName(p.ep)...)
	} else {
		dst = append(dst, '-')
	}
	dst = append(dst, ' ')
	dst = strconv.AppendInt(dst, int64(p.halfmove), 10)
	dst = append(dst, ' ')
	return strconv.AppendInt(dst, int64(p.fullmove), 10)
}

func (p *position) castleLetter(c, side, r int) byte {
	letter := byte("KQ"[side])
	if p.chess960 {
		back := sqRank(r) * 8
		outer := true
		if side == kingSide {
			for sq := r + 1; sq <= back+7; sq++ {
				outer = outer && p.board[sq] != makePiece(c, rook)
			}
		} else {
			for sq := back; sq < r; sq++ {
				outer = outer && p.board[sq] != makePiece(c, rook)
			}
		}
		if !outer {
			letter = byte('A' + sqFile(r))
		}
	}
	if c == black {
		letter += 'a' - 'A'
	}
	return letter
}
