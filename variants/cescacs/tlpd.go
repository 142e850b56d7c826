package cescacs

import (
	"fmt"
	"strconv"
	"strings"
)

// tlpdError is a fault in a TLPD string, at byte offset off.
type tlpdError struct {
	off int
	msg string
}

// Error returns the message.
func (e *tlpdError) Error() string { return e.msg }

func tlpdErrf(off int, format string, args ...any) *tlpdError {
	return &tlpdError{off: off, msg: fmt.Sprintf(format, args...)}
}

// tlpdWarn receives deviations that leave the position certain.
type tlpdWarn func(off int, code, msg string)

// lineCells lists the cells of each line in TLPD order (column order).
var lineCells [29][]Cell

func initLines() {
	for _, c := range allCells {
		lineCells[c.line()] = append(lineCells[c.line()], c)
	}
}

// parseTLPD reads a TLPD string in the alphabet l (nil: standard letters).
func parseTLPD(s string, l *letters, warn tlpdWarn) (position, error) {
	var p position
	if l == nil {
		std := standardAlphabet()
		l = &std
	}
	if warn == nil {
		warn = func(int, string, string) {}
	}
	p.clear()
	fields, offs := splitFields(s)
	if len(fields) == 0 {
		return p, tlpdErrf(0, "empty TLPD: expected six fields, the first being the placement such as /28:v/.../0:V/")
	}
	if err := p.parsePlacement(fields[0], offs[0], l, warn); err != nil {
		return p, err
	}
	if len(fields) < 2 {
		return p, tlpdErrf(len(s), "TLPD has no turn field after the placement: expected w or b")
	}
	switch fields[1] {
	case "w":
		p.toMove = white
	case "b":
		p.toMove = black
	default:
		return p, tlpdErrf(offs[1], "TLPD turn %q is neither w nor b", fields[1])
	}
	p.number, p.known = 1, true
	if len(fields) < 3 {
		warn(len(s), CodeTLPDMissingField, "TLPD has no castling field; taking every King and Rook as moved")
		p.moved = [2]uint8{7, 7}
		p.known = false
		return p, p.validate()
	}
	if err := p.parseCastling(fields[2], offs[2], l, warn); err != nil {
		return p, err
	}
	if err := p.checkCastling(offs[2], warn); err != nil {
		return p, err
	}
	if len(fields) < 4 {
		warn(len(s), CodeTLPDMissingField, "TLPD has no en passant field; taking -")
	} else if err := p.parsePass(fields[3], offs[3], warn); err != nil {
		return p, err
	}
	if len(fields) < 5 {
		if len(fields) >= 4 {
			warn(len(s), CodeTLPDMissingField, "TLPD has no halfmove clock or move number; taking 0 and an unknown number")
		}
		p.known = false
		return p, p.validate()
	}
	n, err := strconv.Atoi(fields[4])
	if err != nil || n < 0 || n > 10000 {
		return p, tlpdErrf(offs[4], "TLPD halfmove clock %q is not a number from 0", fields[4])
	}
	p.halfmove = n
	if len(fields) < 6 {
		warn(len(s), CodeTLPDMissingField, "TLPD has no move number; write ? when it is unknown")
		p.known = false
	} else if fields[5] == "?" {
		p.known = false
	} else {
		n, err := strconv.Atoi(fields[5])
		if err != nil || n < 1 || n > 100000 {
			return p, tlpdErrf(offs[5], "TLPD move number %q is not a number from 1 or ?", fields[5])
		}
		p.number = n
	}
	if len(fields) > 6 {
		return p, tlpdErrf(offs[6], "TLPD has more than six fields: %q is extra", fields[6])
	}
	return p, p.validate()
}

func splitFields(s string) (fields []string, offs []int) {
	i := 0
	for i < len(s) {
		for i < len(s) && s[i] == ' ' {
			i++
		}
		j := i
		for j < len(s) && s[j] != ' ' {
			j++
		}
		if j > i {
			fields = append(fields, s[i:j])
			offs = append(offs, i)
		}
		i = j
	}
	return fields, offs
}

// parsePlacement reads "/28:v/27:dk/.../0:V/".
func (p *position) parsePlacement(f string, base int, l *letters, warn tlpdWarn) error {
	if f[0] != '/' {
		return tlpdErrf(base, "TLPD placement must start with '/', as in /28:v/")
	}
	if f[len(f)-1] != '/' {
		return tlpdErrf(base+len(f), "TLPD placement must end with '/'")
	}
	last := 29
	var seen [29]bool
	i := 1
	for i < len(f) {
		j := strings.IndexByte(f[i:], '/')
		seg := f[i : i+j]
		if err := p.parseLine(seg, base+i, l, &last, &seen, warn); err != nil {
			return err
		}
		i += j + 1
	}
	return nil
}

func (p *position) parseLine(seg string, off int, l *letters, last *int, seen *[29]bool, warn tlpdWarn) error {
	colon := strings.IndexByte(seg, ':')
	if colon < 1 {
		return tlpdErrf(off, "TLPD segment %q lacks its line number, as in 25:rnnr", seg)
	}
	line, err := strconv.Atoi(seg[:colon])
	if err != nil || line < 0 || line > 28 {
		return tlpdErrf(off, "TLPD line number %q is not a line from 0 to 28", seg[:colon])
	}
	if seen[line] {
		return tlpdErrf(off, "TLPD line %d is given twice", line)
	}
	seen[line] = true
	if line >= *last {
		warn(off, CodeTLPDLineOrder, fmt.Sprintf("TLPD line %d comes after line %d: lines go from 28 down to 0", line, *last))
	}
	*last = line
	cells := lineCells[line]
	i, k := colon+1, 0
	if i == len(seg) {
		return tlpdErrf(off+i, "TLPD line %d is empty: leave out lines without pieces", line)
	}
	for i < len(seg) {
		c := seg[i]
		if c >= '1' && c <= '9' {
			n := int(c - '0')
			if k+n > len(cells) {
				return tlpdErrf(off+i, "TLPD line %d: %d empty cells from %s run past the %d cells of the line", line, n, cellName(cells, k), len(cells))
			}
			k += n
			i++
			continue
		}
		pc, n, msg := l.readPiece(seg[i:])
		if msg != "" {
			return tlpdErrf(off+i, "TLPD line %d at %s: %s", line, cellName(cells, k), msg)
		}
		if k >= len(cells) {
			return tlpdErrf(off+i, "TLPD line %d: piece %q is beyond the last cell %s", line, seg[i:i+n], cells[len(cells)-1])
		}
		if pc.kind() == king && p.kingAt[pc.side()] != noCell {
			return tlpdErrf(off+i, "TLPD line %d: a second %s at %s (the first is at %s)", line, pc, cells[k], p.kingAt[pc.side()])
		}
		p.put(cells[k], pc)
		k++
		i += n
	}
	if k != len(cells) {
		return tlpdErrf(off+len(seg), "TLPD line %d describes %d of its %d cells; %s and beyond are missing", line, k, len(cells), cells[k])
	}
	return nil
}

func cellName(cells []Cell, k int) string {
	if k < len(cells) {
		return cells[k].String()
	}
	return "the end of the line"
}

// readPiece reads one piece in TLPD: a letter, lower case for Black, or a
// FAN figurine when the alphabet is FAN. msg explains a failure.
func (l *letters) readPiece(b string) (pc piece, n int, msg string) {
	if k, s, n := matchFAN([]byte(b)); n > 0 {
		if !l.fan {
			return 0, n, fmt.Sprintf("figurine %q needs [Redefine \"FAN\"]", b[:n])
		}
		return mkPiece(s, k), n, ""
	}
	c := b[0]
	if c >= 0x80 {
		return 0, 1, fmt.Sprintf("%q is not a piece", b[:utf8Len(b)])
	}
	s := white
	up := c
	if c >= 'a' && c <= 'z' {
		s = black
		up = c - ('a' - 'A')
	}
	if l.fan {
		return 0, 1, fmt.Sprintf("%q: with [Redefine \"FAN\"] pieces are figurines", string(c))
	}
	if k := l.kindOf[up]; k != noKind {
		return mkPiece(s, k), 1, ""
	}
	if k := l.standard[up]; k != noKind {
		return 0, 1, fmt.Sprintf("%q: the Redefine tag replaces %c with %c", string(c), up, l.of[k])
	}
	return 0, 1, fmt.Sprintf("%q is not a piece letter", string(c))
}

func utf8Len(b string) int {
	for i := range b {
		if i > 0 {
			return i
		}
	}
	return len(b)
}

// parseCastling reads field 3: RKR, KR, RK, K or - for White in upper
// case, then the same for Black in lower case.
func (p *position) parseCastling(f string, off int, l *letters, warn tlpdWarn) error {
	rookW, rookB := string(l.of[rook]), strings.ToLower(string(l.of[rook]))
	kingW, kingB := string(l.of[king]), strings.ToLower(string(l.of[king]))
	if l.fan {
		rookW, rookB = fanFigures[rook][0], fanFigures[rook][1]
		kingW, kingB = fanFigures[king][0], fanFigures[king][1]
	}
	if f == "-" {
		warn(off, CodeTLPDCastling, "TLPD castling field \"-\": the spec writes \"--\" when both Kings have moved")
		p.moved = [2]uint8{7, 7}
		return nil
	}
	rest := f
	var parts [2]string
	var ok [2]bool
	for s, kw := range []string{kingW, kingB} {
		rw := rookW
		if s == 1 {
			rw = rookB
		}
		var bits uint8 = kRookMoved | qRookMoved
		switch {
		case strings.HasPrefix(rest, "-"):
			parts[s], rest, ok[s] = "-", rest[1:], true
			p.moved[s] = 7
			continue
		case strings.HasPrefix(rest, rw+kw):
			bits &^= qRookMoved
			rest = rest[len(rw+kw):]
		case strings.HasPrefix(rest, kw):
			rest = rest[len(kw):]
		default:
			p.moved[s] = 7
			continue
		}
		if strings.HasPrefix(rest, rw) {
			bits &^= kRookMoved
			rest = rest[len(rw):]
		}
		p.moved[s] = bits
		ok[s] = true
	}
	if rest != "" {
		return tlpdErrf(off, "TLPD castling field %q: expected RKR, KR, RK, K or - for White, then the same in lower case for Black", f)
	}
	for s := white; s <= black; s++ {
		if !ok[s] {
			warn(off, CodeTLPDCastling, fmt.Sprintf("TLPD castling field %q gives nothing for %s; taking its King as moved (the spec writes -)", f, s))
		}
	}
	return nil
}

// checkCastling drops rights the pieces on the board cannot have.
func (p *position) checkCastling(off int, warn tlpdWarn) error {
	for s := white; s <= black; s++ {
		if p.moved[s]&kingMoved == 0 && p.cells[kingStart[s]] != mkPiece(s, king) {
			return tlpdErrf(off, "TLPD castling field says %s's King has not moved, but %s holds %s", s, kingStart[s], p.cells[kingStart[s]])
		}
		kAt := p.cells[kRookStart[s]] == mkPiece(s, rook)
		qAt := p.cells[qRookStart[s]] == mkPiece(s, rook)
		if m := p.moved[s]; m&kingMoved == 0 && m&(kRookMoved|qRookMoved) != 0 && m&(kRookMoved|qRookMoved) != kRookMoved|qRookMoved &&
			(m&kRookMoved == 0 && !kAt && qAt || m&qRookMoved == 0 && !qAt && kAt) {
			// The implementation writes KR whichever Rook has moved
			// (its defect 7); the board tells which one did.
			p.moved[s] ^= kRookMoved | qRookMoved
			warn(off, CodeTLPDCastling, fmt.Sprintf("TLPD castling field names the wrong %s Rook as unmoved (the implementation writes KR for either); taking the one on its starting cell as unmoved", s))
			continue
		}
		if p.moved[s]&kRookMoved == 0 && p.cells[kRookStart[s]] != mkPiece(s, rook) {
			warn(off, CodeTLPDCastling, fmt.Sprintf("TLPD castling field says %s's king's rook has not moved, but %s holds %s; taking it as moved", s, kRookStart[s], p.cells[kRookStart[s]]))
			p.moved[s] |= kRookMoved
		}
		if p.moved[s]&qRookMoved == 0 && p.cells[qRookStart[s]] != mkPiece(s, rook) {
			warn(off, CodeTLPDCastling, fmt.Sprintf("TLPD castling field says %s's queen's rook has not moved, but %s holds %s; taking it as moved", s, qRookStart[s], p.cells[qRookStart[s]]))
			p.moved[s] |= qRookMoved
		}
	}
	return nil
}

// validate checks what a legal position needs: both Kings, and the side
// that has just moved not in check.
func (p *position) validate() error {
	for sd := white; sd <= black; sd++ {
		if p.kingAt[sd] == noCell {
			return tlpdErrf(0, "TLPD has no %s King", sd)
		}
	}
	if p.inCheck(p.toMove ^ 1) {
		return tlpdErrf(0, "TLPD: %s's King on %s is in check with %s to move", p.toMove^1, p.kingAt[p.toMove^1], p.toMove)
	}
	return nil
}
