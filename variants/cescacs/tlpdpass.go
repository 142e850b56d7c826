package cescacs

import (
	"fmt"
	"strconv"
	"strings"
)

// parsePass reads field 4 in the spec's forms (G15@13, G13@9-11, F14) or
// the implementation's (P@G13[G15], P@G9,11[G13], L19@K18, with a warning).
func (p *position) parsePass(f string, off int, warn tlpdWarn) error {
	if f == "-" {
		return nil
	}
	mover := p.toMove ^ 1 // the side whose pawn just moved
	if strings.HasPrefix(f, "P@") {
		warn(off, CodeTLPDPassForm, fmt.Sprintf("TLPD en passant field %q is in the implementation's form; the spec writes the pawn's cell, @ and the line(s), as G15@13", f))
		return p.parseImplPass(f, off, mover)
	}
	victim, n, ok, real := parseCell([]byte(f))
	if !ok || !real {
		return tlpdErrf(off, "TLPD en passant field %q does not start with a board cell", f)
	}
	rest := f[n:]
	if rest == "" {
		return p.setScornful(victim, noCell, off, mover)
	}
	if rest[0] != '@' {
		return tlpdErrf(off+n, "TLPD en passant field %q: expected @ after %s", f, victim)
	}
	rest = rest[1:]
	if c, m, ok, real := parseCell([]byte(rest)); ok && m == len(rest) {
		if !real {
			return tlpdErrf(off+n+1, "TLPD en passant field %q: %s is not a board cell", f, rest)
		}
		warn(off, CodeTLPDPassForm, fmt.Sprintf("TLPD field %q is in the implementation's form capturer@pawn; the spec writes only the scornful pawn's cell %s", f, c))
		return p.setScornful(c, victim, off, mover)
	}
	var lines []int
	for _, part := range strings.Split(rest, "-") {
		v, err := strconv.Atoi(part)
		if err != nil {
			return tlpdErrf(off+n+1, "TLPD en passant field %q: %q is not a line number", f, part)
		}
		lines = append(lines, v)
	}
	return p.setPassLines(victim, lines, f, off, mover)
}

func (p *position) parseImplPass(f string, off int, mover side) error {
	open := strings.IndexByte(f, '[')
	if open < 0 || !strings.HasSuffix(f, "]") {
		return tlpdErrf(off, "TLPD en passant field %q: expected P@cell[pawn cell]", f)
	}
	victim, n, ok, real := parseCell([]byte(f[open+1 : len(f)-1]))
	if !ok || !real || n != len(f)-open-2 {
		return tlpdErrf(off+open+1, "TLPD en passant field %q: %q is not a board cell", f, f[open+1:len(f)-1])
	}
	first, n, ok, real := parseCell([]byte(f[2:open]))
	if !ok || !real {
		return tlpdErrf(off+2, "TLPD en passant field %q: %q is not a board cell", f, f[2:open])
	}
	lines := []int{first.line()}
	if tail := f[2+n : open]; tail != "" {
		v, err := strconv.Atoi(strings.TrimPrefix(tail, ","))
		if err != nil || tail[0] != ',' {
			return tlpdErrf(off+2+n, "TLPD en passant field %q: expected ,line after %s", f, first)
		}
		lines = append(lines, v)
		if first.col() != victim.col() {
			return tlpdErrf(off, "TLPD en passant field %q: %s is not in the column of %s", f, first, victim)
		}
	}
	return p.setPassLines(victim, lines, f, off, mover)
}

// setPassLines sets a double or triple step right: the victim must be an
// enemy pawn (or the piece it promoted to) that came from the crossed lines.
func (p *position) setPassLines(victim Cell, lines []int, f string, off int, mover side) error {
	fw := mover.forward()
	want := []int{victim.line() - 2*fw}
	if len(lines) == 2 {
		want = append(want, victim.line()-4*fw)
	}
	if len(lines) > 2 || !sameSet(lines, want) {
		return tlpdErrf(off, "TLPD en passant field %q: a %s pawn on %s can only have crossed line(s) %s", f, mover, victim, joinInts(want))
	}
	if err := p.checkVictim(victim, f, off, mover); err != nil {
		return err
	}
	ps := passState{kind: passDouble, victim: victim}
	for i, ln := range want {
		c := mkCell(victim.col(), ln)
		if p.cells[c] != empty {
			return tlpdErrf(off, "TLPD en passant field %q: crossed cell %s is not empty", f, c)
		}
		ps.land[i] = c
	}
	if len(want) == 2 {
		ps.kind = passTriple
		if !canTriple(mkCell(victim.col(), victim.line()-6*fw), mover) {
			return tlpdErrf(off, "TLPD en passant field %q: a triple step to %s must start on an initial pawn cell", f, victim)
		}
	}
	p.pass = ps
	return nil
}

func (p *position) checkVictim(victim Cell, f string, off int, mover side) error {
	q := p.cells[victim]
	if q == mkPiece(mover, pawn) || (q.isPiece() && q.side() == mover && isPromotionCell(victim, mover)) {
		return nil
	}
	return tlpdErrf(off, "TLPD en passant field %q: %s holds %s, not a %s pawn that has just moved", f, victim, q, mover)
}

// setScornful records a scornful pawn on victim; capturer is the pawn it
// side-stepped, or noCell to allow both pawns that could have faced it.
func (p *position) setScornful(victim, capturer Cell, off int, mover side) error {
	f := victim.String()
	if err := p.checkVictim(victim, f, off, mover); err != nil {
		return err
	}
	us := mover ^ 1
	fu := us.forward()
	ps := passState{kind: passScornful, victim: victim}
	n := 0
	for _, dc := range [2]int{1, -1} {
		c := Cell(int(victim) - offset(dc, fu))
		origin := Cell(int(c) - offset(0, 2*fu))
		if capturer != noCell && c != capturer {
			continue
		}
		if p.cells[c] == mkPiece(us, pawn) && p.cells[origin] == empty {
			ps.capture[n] = c
			n++
		}
	}
	if n == 0 {
		return tlpdErrf(off, "TLPD scornful field %s: no %s pawn stands where %s could have side-stepped it", f, us, victim)
	}
	p.pass = ps
	return nil
}

func sameSet(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for _, x := range a {
		found := false
		for _, y := range b {
			found = found || x == y
		}
		if !found {
			return false
		}
	}
	return true
}

func joinInts(v []int) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = strconv.Itoa(x)
	}
	return strings.Join(s, "-")
}
