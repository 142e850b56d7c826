package xiangqi

import "github.com/pgntool/pgntool/pgn"

// The notations xiangqi writes, by their --notation names.
const (
	NotationChinese pgn.Notation = "chinese" // as xqbase writes it: 炮二平五
	NotationWXF     pgn.Notation = "wxf"     // World Xiangqi Federation: C2.5
	NotationICCS    pgn.Notation = "iccs"    // coordinates, upper case: H2-E2
	NotationUCI     pgn.Notation = "uci"     // UCCI coordinates: h2e2, ranks 0–9
)

// AppendMove writes m in the named notation. No xiangqi notation writes a
// check sign: in WXF '+' means forward, and Chinese and ICCS have none.
// An unknown notation name falls back to Chinese, the seed's default.
func (b *Board) AppendMove(dst []byte, m pgn.Move, notation pgn.Notation) []byte {
	if b == nil || !onBoardMove(m) {
		return append(dst, '?')
	}
	switch notation {
	case NotationICCS, NotationUCI:
		from, to := mFrom(m), mTo(m)
		upper := byte(0)
		if notation == NotationICCS {
			upper = 0x20
		}
		dst = append(dst, byte('a'+fileOf(from))&^upper, byte('0'+rankOf(from)))
		if notation == NotationICCS {
			dst = append(dst, '-')
		}
		return append(dst, byte('a'+fileOf(to))&^upper, byte('0'+rankOf(to)))
	case NotationWXF:
		return b.appendVertical(dst, m, true)
	}
	return b.appendVertical(dst, m, false)
}

// appendVertical writes Chinese or WXF. Tandem pieces follow the WXF
// rules of wxf.org and, in Chinese, the four-character convention: the
// position word replaces the file, and when two files each hold tandem
// soldiers it replaces the piece instead, so every move stays four
// characters (which the xqbase reader requires).
func (b *Board) appendVertical(dst []byte, m pgn.Move, wxf bool) []byte {
	from, to := mFrom(m), mTo(m)
	p := b.sq[from]
	if p == empty {
		return append(dst, '?')
	}
	side, k := sideOf(p), kindOf(p)
	fr, tr := rankOf(from), rankOf(to)
	op := byte('.')
	if d := (tr - fr) * forward(side); d > 0 {
		op = '+'
	} else if d < 0 {
		op = '-'
	}
	target := numOfFile(side, fileOf(to))
	if straight(k) && op != '.' {
		target = max(tr-fr, fr-tr)
	}
	var col [ranks]int
	n := 0
	if k != advisor && k != elephant {
		n = b.column(side, k, fileOf(from), &col)
	}
	idx := 0
	for i := 0; i < n; i++ {
		if col[i] == from {
			idx = i
		}
	}
	twoFiles := k == pawn && n >= 2 && b.tandemFiles(side) >= 2
	file := numOfFile(side, fileOf(from))
	if wxf {
		return appendWXF(dst, k, file, n, idx, twoFiles, op, target)
	}
	return appendChinese(dst, side, k, file, n, idx, twoFiles, op, target)
}

// tandemFiles counts the files where side has two or more soldiers.
func (b *Board) tandemFiles(side int) int {
	var col [ranks]int
	c := 0
	for f := 0; f < files; f++ {
		if b.column(side, pawn, f, &col) >= 2 {
			c++
		}
	}
	return c
}

func appendChinese(dst []byte, side int, k int8, file, n, idx int, twoFiles bool, op byte, target int) []byte {
	num := func(dst []byte, x int) []byte {
		if side == red {
			return append(dst, chineseNumerals[x]...)
		}
		return append(dst, fullDigits[x]...)
	}
	piece := redPieceChars[k]
	if side == black {
		piece = blackPieceChars[k]
	}
	switch {
	case n < 2:
		dst = append(dst, piece...)
		dst = num(dst, file)
	default:
		dst = append(dst, chinesePosWord(n, idx)...)
		if twoFiles {
			dst = num(dst, file)
		} else {
			dst = append(dst, piece...)
		}
	}
	dst = append(dst, dirChars[op]...)
	return num(dst, target)
}

// chinesePosWord names the idx-th (from the front) of n tandem pieces:
// 前/后 for two, 前/中/后 for three, 前 二 三 四 五 for more.
func chinesePosWord(n, idx int) string {
	switch {
	case idx == 0:
		return "前"
	case idx == n-1 && n <= 3:
		return "后"
	case n == 3:
		return "中"
	}
	return chineseNumerals[idx+1]
}

func appendWXF(dst []byte, k int8, file, n, idx int, twoFiles bool, op byte, target int) []byte {
	lead := wxfLetters[k]
	if twoFiles {
		lead = byte('0' + file)
	}
	fileDigit := byte('0' + file)
	switch {
	case n < 2:
		dst = append(dst, wxfLetters[k], fileDigit)
	case n == 2 || n == 3:
		switch idx {
		case 0:
			dst = append(dst, lead, '+')
		case n - 1:
			dst = append(dst, lead, '-')
		default:
			dst = append(dst, lead, fileDigit)
		}
	default: // four or five soldiers: ++ + (middle) - --
		switch {
		case idx == 0:
			dst = append(dst, '+', '+')
		case idx == n-1:
			dst = append(dst, '-', '-')
		case idx == 1:
			dst = append(dst, lead, '+')
		case idx == n-2:
			dst = append(dst, lead, '-')
		default:
			dst = append(dst, lead, fileDigit)
		}
	}
	return append(dst, op, byte('0'+target))
}
