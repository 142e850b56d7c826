package xiangqi

// Character classes of the Chinese notation. Both simplified and
// traditional forms are read, with the variants the notes list (傌 俥 硨
// 砲 包 and the financial numerals 壹 贰 …), because the side is taken
// from the position and never from the character.
const (
	clsNone = iota
	clsPiece
	clsNumeral
	clsDir
	clsPos
)

type charInfo struct {
	class uint8
	value int8 // piece kind, numeral 1–9, direction byte, or position
}

// Position words: front, middle and rear of a file.
const (
	posFront  = 1
	posMiddle = 100
	posRear   = -1
)

var chineseChars = map[rune]charInfo{}

func init() {
	add := func(class uint8, value int8, runes string) {
		for _, r := range runes {
			chineseChars[r] = charInfo{class, value}
		}
	}
	add(clsPiece, king, "帅帥将將")
	add(clsPiece, advisor, "仕士")
	add(clsPiece, elephant, "相象")
	add(clsPiece, horse, "马馬傌")
	add(clsPiece, rook, "车車俥硨")
	add(clsPiece, cannon, "炮砲包")
	add(clsPiece, pawn, "兵卒")
	for i, s := range []string{"一壹", "二贰貳", "三叁參", "四肆", "五伍", "六陆陸", "七柒", "八捌", "九玖"} {
		add(clsNumeral, int8(i+1), s)
	}
	add(clsDir, '+', "进進上")
	add(clsDir, '-', "退下")
	add(clsDir, '.', "平")
	add(clsPos, posFront, "前")
	add(clsPos, posMiddle, "中")
	add(clsPos, posRear, "后後")
}

// fold maps full-width ASCII forms (U+FF01–U+FF5E) and the ideographic
// full stop to their ASCII counterparts, so Ｃ２＝５ reads as C2=5.
func fold(r rune) rune {
	if r >= 0xFF01 && r <= 0xFF5E {
		return r - 0xFEE0
	}
	return r
}

// Output forms: red and black pieces, red numerals.
var (
	redPieceChars   = [8]string{"", "帅", "仕", "相", "马", "车", "炮", "兵"}
	blackPieceChars = [8]string{"", "将", "士", "象", "马", "车", "炮", "卒"}
	chineseNumerals = [10]string{"", "一", "二", "三", "四", "五", "六", "七", "八", "九"}
	fullDigits      = [10]string{"０", "１", "２", "３", "４", "５", "６", "７", "８", "９"}
	dirChars        = map[byte]string{'+': "进", '-': "退", '.': "平"}
	wxfLetters      = [8]byte{0, 'K', 'A', 'E', 'H', 'R', 'C', 'P'}
)
