package cescacs

import "github.com/pgntool/pgntool/pgn"

// The notations C'escacs writes, by their --notation names.
const (
	NotationLetters   pgn.Notation = "letters"   // CTL-AN with the standard letters
	NotationFAN       pgn.Notation = "fan"       // CTL-FAN figurines
	NotationRedefined pgn.Notation = "redefined" // the letters of the game's Redefine tag
)

// AppendMove appends m in the named notation with its check or mate mark.
// A move no board could have made (its cells are not cells of the board)
// appends nothing.
func (b *Board) AppendMove(dst []byte, m pgn.Move, notation pgn.Notation) []byte {
	if b == nil || !wellFormed(m) {
		return dst
	}
	return b.appendMove(dst, m, notation, true)
}

func (b *Board) alphabet(notation pgn.Notation) *letters {
	switch notation {
	case NotationFAN:
		return &fanAlphabet
	case NotationRedefined:
		return &b.letters
	}
	return &standardLetters_
}

var (
	standardLetters_ = standardAlphabet()
	fanAlphabet      = letters{fan: true}
)

func (b *Board) appendMove(dst []byte, m pgn.Move, notation pgn.Notation, mark bool) []byte {
	l := b.alphabet(notation)
	us := b.pos.toMove
	from, to, sp := mFrom(m), mTo(m), mSpecial(m)
	switch sp {
	case mvCastle:
		r := castles[mCastle(m)].code
		rk := byte('R')
		if !l.fan {
			rk = l.of[rook]
		}
		dst = append(dst, 'K', rk)
		if r[2] == 'R' {
			dst = append(dst, rk)
		} else {
			dst = append(dst, r[2])
		}
		dst = append(dst, r[3:]...)
	case mvPromoteWaiting:
		dst = from.appendTo(dst)
		dst = append(dst, '=')
		dst = l.appendPiece(dst, mPromo(m), us, false)
	default:
		mover := b.pos.cells[from]
		if mover.kind() != pawn {
			dst = l.appendPiece(dst, mover.kind(), us, false)
		}
		dst = from.appendTo(dst)
		captured := mCaptured(m)
		switch {
		case sp == mvPassing || sp == mvScornful:
			dst = append(dst, '@')
		case sp == mvPassing2:
			dst = append(dst, '@', '@')
		case captured != empty:
			dst = append(dst, "×"...)
		default:
			dst = append(dst, '-')
		}
		if captured != empty && captured.kind() != pawn {
			dst = l.appendPiece(dst, captured.kind(), us^1, false)
		}
		dst = to.appendTo(dst)
		if pr := mPromo(m); pr == promoWait {
			dst = append(dst, '=', '&')
		} else if pr != 0 {
			dst = append(dst, '=')
			dst = l.appendPiece(dst, pr, us, false)
		}
	}
	if mark {
		dst = append(dst, markText[b.checkAfter(m).mark()]...)
	}
	return dst
}
