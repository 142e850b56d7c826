package cescacs

import "strconv"

// appendTLPD writes the position as TLPD in alphabet l, with field 4 in
// the spec's form and lines of a triple step in ascending order.
func (p *position) appendTLPD(dst []byte, l *letters) []byte {
	dst = append(dst, '/')
	for line := 28; line >= 0; line-- {
		cells := lineCells[line]
		has := false
		for _, c := range cells {
			has = has || p.cells[c].isPiece()
		}
		if !has {
			continue
		}
		dst = strconv.AppendInt(dst, int64(line), 10)
		dst = append(dst, ':')
		run := 0
		for _, c := range cells {
			q := p.cells[c]
			if !q.isPiece() {
				run++
				continue
			}
			if run > 0 {
				dst = append(dst, byte('0'+run))
				run = 0
			}
			dst = l.appendPiece(dst, q.kind(), q.side(), true)
		}
		if run > 0 {
			dst = append(dst, byte('0'+run))
		}
		dst = append(dst, '/')
	}
	dst = append(dst, ' ')
	if p.toMove == white {
		dst = append(dst, 'w')
	} else {
		dst = append(dst, 'b')
	}
	dst = append(dst, ' ')
	dst = p.appendCastling(dst, l)
	dst = append(dst, ' ')
	dst = p.appendPass(dst)
	dst = append(dst, ' ')
	dst = strconv.AppendInt(dst, int64(p.halfmove), 10)
	dst = append(dst, ' ')
	if p.known {
		return strconv.AppendInt(dst, int64(p.number), 10)
	}
	return append(dst, '?')
}

func (p *position) appendCastling(dst []byte, l *letters) []byte {
	for s := white; s <= black; s++ {
		m := p.moved[s]
		if m&kingMoved != 0 {
			dst = append(dst, '-')
			continue
		}
		if m&qRookMoved == 0 {
			dst = l.appendPiece(dst, rook, s, true)
		}
		dst = l.appendPiece(dst, king, s, true)
		if m&kRookMoved == 0 {
			dst = l.appendPiece(dst, rook, s, true)
		}
	}
	return dst
}

func (p *position) appendPass(dst []byte) []byte {
	ps := &p.pass
	switch ps.kind {
	case passDouble:
		dst = ps.victim.appendTo(dst)
		dst = append(dst, '@')
		return strconv.AppendInt(dst, int64(ps.land[0].line()), 10)
	case passTriple:
		dst = ps.victim.appendTo(dst)
		dst = append(dst, '@')
		a, b := ps.land[0].line(), ps.land[1].line()
		dst = strconv.AppendInt(dst, int64(min(a, b)), 10)
		dst = append(dst, '-')
		return strconv.AppendInt(dst, int64(max(a, b)), 10)
	case passScornful:
		return ps.victim.appendTo(dst)
	}
	return append(dst, '-')
}
