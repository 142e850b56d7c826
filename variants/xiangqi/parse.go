package xiangqi

import "unicode/utf8"

// maxTokenRunes bounds a move token; longer text is no move in any dialect.
const maxTokenRunes = 12

// token is a move token with full-width forms folded to ASCII.
type token struct {
	r [maxTokenRunes]rune
	n int
}

// load folds text into t; it fails on text too long or not UTF-8.
func (t *token) load(text []byte) bool {
	t.n = 0
	for i := 0; i < len(text); {
		r, size := utf8.DecodeRune(text[i:])
		if r == utf8.RuneError && size <= 1 || t.n == maxTokenRunes {
			return false
		}
		t.r[t.n] = fold(r)
		t.n++
		i += size
	}
	return t.n > 0
}

// vmove is a move in vertical-line notation (Chinese or WXF): which piece,
// how it moves and where to.
type vmove struct {
	kind   int8 // 0 when the notation leaves the piece out (tandem pawns)
	file   int  // the mover's file number 1–9, 0 when not given
	tpos   int  // posFront/posRear/posMiddle or an index from the front (2…5); 0 none
	double bool // WXF ++ or --: first or last of four or five
	fairy  bool // Fairy-Stockfish pawn index form, 15+1
	wxf    bool // WXF shifts + and - inwards when four or five pawns share a file
	op     byte // '+' forward, '-' back, '.' along the rank
	target int  // ranks moved or destination file, 1–9
}

func wxfKind(r rune) int8 {
	switch r | 0x20 {
	case 'k':
		return king
	case 'a':
		return advisor
	case 'e', 'b':
		return elephant
	case 'h', 'n':
		return horse
	case 'r':
		return rook
	case 'c':
		return cannon
	case 'p':
		return pawn
	}
	return 0
}

func digit(r rune) int {
	if r >= '1' && r <= '9' {
		return int(r - '0')
	}
	return 0
}

func isOp(r rune) bool { return r == '+' || r == '-' || r == '.' || r == '=' }

func opByte(r rune) byte {
	if r == '=' {
		return '.'
	}
	return byte(r)
}

// parseChinese reads the four-character forms: 炮二平五, 前炮退二,
// 前九平八 (tandem pawns on two files, piece left out) and 二7平6.
func parseChinese(t *token) (v vmove, ok bool) {
	if t.n != 4 {
		return v, false
	}
	c0, c1 := chineseChars[t.r[0]], chineseChars[t.r[1]]
	switch {
	case c0.class == clsPiece:
		v.kind = c0.value
		if v.file = numeral(t.r[1]); v.file == 0 {
			return v, false
		}
	case c0.class == clsPos || c0.class == clsNumeral && c0.value <= 5:
		v.tpos = int(c0.value)
		switch {
		case c1.class == clsPiece:
			v.kind = c1.value
		case numeral(t.r[1]) != 0:
			v.kind, v.file = 0, numeral(t.r[1])
		default:
			return v, false
		}
	default:
		return v, false
	}
	d := chineseChars[t.r[2]]
	if d.class != clsDir {
		return v, false
	}
	v.op = byte(d.value)
	v.target = numeral(t.r[3])
	return v, v.target != 0
}

// numeral reads a file or distance written as a Chinese numeral or a digit.
func numeral(r rune) int {
	if d := digit(r); d != 0 {
		return d
	}
	if c := chineseChars[r]; c.class == clsNumeral {
		return int(c.value)
	}
	return 0
}

// parseWXF reads C2.5, C2=5, C25, R+.3, +R=1, ++.4, 3+.4, 33.4 and the
// Fairy-Stockfish pawn index 15+1, in either case.
func parseWXF(t *token) (v vmove, ok bool) {
	r := t.r[:t.n]
	if len(r) == 3 { // compact form without the operator: C25
		if k := wxfKind(r[0]); k != 0 && digit(r[1]) != 0 && digit(r[2]) != 0 {
			return vmove{kind: k, file: digit(r[1]), op: '.', target: digit(r[2])}, true
		}
		return v, false
	}
	if len(r) != 4 || !isOp(r[2]) || digit(r[3]) == 0 {
		return v, false
	}
	v.op, v.target = opByte(r[2]), digit(r[3])
	a, b := r[0], r[1]
	sign := func(s rune) int {
		if s == '+' {
			return posFront
		}
		return posRear
	}
	switch {
	case wxfKind(a) != 0 && digit(b) != 0:
		v.kind, v.file = wxfKind(a), digit(b)
	case wxfKind(a) != 0 && (b == '+' || b == '-'):
		v.kind, v.tpos = wxfKind(a), sign(b)
	case (a == '+' || a == '-') && wxfKind(b) != 0:
		v.kind, v.tpos = wxfKind(b), sign(a)
	case (a == '+' || a == '-') && a == b:
		v.kind, v.tpos, v.double = pawn, sign(a), true
	case digit(a) != 0 && (b == '+' || b == '-'):
		v.kind, v.file, v.tpos = pawn, digit(a), sign(b)
	case digit(a) != 0 && a == b:
		v.kind, v.file, v.tpos = pawn, digit(a), posMiddle
	case digit(a) != 0 && digit(b) != 0:
		v.kind, v.file, v.tpos, v.fairy = pawn, digit(b), digit(a), true
	default:
		return v, false
	}
	v.wxf = true
	return v, true
}

// cmove is a coordinate move (ICCS, UCCI, UCI) or a SAN move: files are
// 0–8 and ranks as written, to be read with rank base 0 or 1.
type cmove struct {
	kind         int8 // SAN piece, 0 for coordinates and letterless pawns
	fromF, fromR int  // -1 when not given
	toF, toR     int
	capture      bool
	mark         rune // SAN check sign, '+' or '#', or 0
}

func fileLetter(r rune) int {
	if r|0x20 >= 'a' && r|0x20 <= 'i' {
		return int(r|0x20) - 'a'
	}
	return -1
}

// number reads one or two decimal digits at r[i:], returning the value
// and the index after it, or -1.
func number(r []rune, i int) (int, int) {
	if i >= len(r) || r[i] < '0' || r[i] > '9' {
		return -1, i
	}
	n := int(r[i] - '0')
	if i+1 < len(r) && n == 1 && r[i+1] == '0' {
		return 10, i + 2
	}
	return n, i + 1
}

// parseCoord reads ICCS H2-E2 (hyphen optional, either case) and UCCI
// h2e2 or generalised UCI h10g8.
func parseCoord(t *token) (c cmove, fam family, ok bool) {
	r := t.r[:t.n]
	if len(r) < 4 {
		return c, 0, false
	}
	c.fromF = fileLetter(r[0])
	var i int
	c.fromR, i = number(r, 1)
	fam = famUCCI
	if i < len(r) && r[i] == '-' {
		fam = famICCS
		i++
	}
	if i >= len(r) {
		return c, 0, false
	}
	toAt := i
	c.toF = fileLetter(r[i])
	c.toR, i = number(r, i+1)
	if c.fromF < 0 || c.toF < 0 || c.fromR < 0 || c.toR < 0 || i != len(r) {
		return c, 0, false
	}
	// Both file letters have one case; a mixed token such as E5e3 or
	// A10e9 is pychess SAN with a piece letter, not a coordinate move.
	upper := r[0] < 'a'
	if upper != (t.r[toAt] < 'a') {
		return c, 0, false
	}
	if upper {
		fam = famICCS // upper case without the hyphen: ICCS all the same
	}
	return c, fam, true
}

// parseSAN reads WinBoard SAN (Cbe2, c5, Rb0) and pychess SAN (Cbe3, Pc5,
// A10e9) with an optional x and check sign.
func parseSAN(t *token) (c cmove, ok bool) {
	r := t.r[:t.n]
	if n := len(r); n > 0 && (r[n-1] == '+' || r[n-1] == '#') {
		c.mark = r[n-1]
		r = r[:n-1]
	}
	if len(r) < 2 {
		return c, false
	}
	i := 0
	if r[0] >= 'A' && r[0] <= 'Z' {
		if c.kind = wxfKind(r[0]); c.kind == 0 {
			return c, false
		}
		i = 1
	}
	// The destination is the last file letter and its rank; what lies
	// between the piece and it disambiguates.
	end := len(r)
	j := end - 1
	for j > i && r[j] >= '0' && r[j] <= '9' {
		j--
	}
	c.toF = fileLetter(r[j])
	toR, k := number(r, j+1)
	if c.toF < 0 || toR < 0 || k != end || r[j] < 'a' {
		return c, false
	}
	c.toR = toR
	c.fromF, c.fromR = -1, -1
	mid := r[i:j]
	if len(mid) > 0 && mid[len(mid)-1] == 'x' {
		c.capture = true
		mid = mid[:len(mid)-1]
	}
	if len(mid) > 0 && mid[0] >= 'a' && mid[0] <= 'i' {
		c.fromF = fileLetter(mid[0])
		mid = mid[1:]
	}
	if len(mid) > 0 {
		n, k := number(mid, 0)
		if n < 0 || k != len(mid) {
			return c, false
		}
		c.fromR = n
	}
	return c, true
}
