package adversarial

import (
	"strconv"
	"strings"
)

// family is what the cases need to know of one game's records: a clean tag
// section, a legal sequence of moves that can go on for ever, an illegal
// move, and a small sample file.
type family struct {
	name    string
	variant string      // --variant value of its cases
	ext     string      // file name extension
	tags    [][2]string // a clean tag section, in order
	// pair returns the i-th move pair (from 1) with its move number, of a
	// legal sequence without end (pieces going back and forth).
	pair func(i int) string
	// half returns the first move alone of the i-th pair.
	half func(i int) string
	// pairSep goes between two pairs in the usual layout.
	pairSep string
	// alt is a legal first move other than the one pair(1) begins with,
	// written with its number, to open variations with.
	alt string
	// move is a legal first move cut in two, for bytes put inside a move.
	move [2]string
	// fault is the movetext of a tiny game whose second move is illegal,
	// and faultCol the column of that move (characters, from 1).
	fault    string
	faultCol int
	// clean is the movetext of a tiny clean game.
	clean string
	// sample is a small file of three games, whose truncations are cases.
	sample string
}

// rosterLine is the tag section on one line, ending in a newline.
func (f family) rosterLine() string {
	var b strings.Builder
	for i, t := range f.tags {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(tagPair(t[0], t[1]))
	}
	b.WriteByte('\n')
	return b.String()
}

// header is the tag section one tag a line, and the empty line after it.
func (f family) header() string {
	var b strings.Builder
	for _, t := range f.tags {
		b.WriteString(tagPair(t[0], t[1]))
		b.WriteByte('\n')
	}
	b.WriteByte('\n')
	return b.String()
}

func tagPair(name, value string) string { return "[" + name + " \"" + value + "\"]" }

// roster7 is the seven tag roster with unknown values, date in the given
// form, result unknown.
func roster7(first [][2]string, date, white, black string) [][2]string {
	return append(first, [][2]string{
		{"Event", "?"}, {"Site", "?"}, {"Date", date}, {"Round", "?"},
		{white, "?"}, {black, "?"}, {"Result", "*"},
	}...)
}

var chess = family{
	name: "chess",
	ext:  ".pgn",
	tags: roster7(nil, "????.??.??", "White", "Black"),
	pair: func(i int) string {
		if i%2 == 1 {
			return strconv.Itoa(i) + ". Nf3 Nf6"
		}
		return strconv.Itoa(i) + ". Ng1 Ng8"
	},
	half: func(i int) string {
		if i%2 == 1 {
			return strconv.Itoa(i) + ". Nf3"
		}
		return strconv.Itoa(i) + ". Ng1"
	},
	pairSep:  " ",
	alt:      "1. Nc3",
	move:     [2]string{"1. N", "f3 Nf6 *"},
	fault:    "1. Nf3 Nf5 *",
	faultCol: 8,
	clean:    "1. Nf3 *",
	sample: `[Event "Sample \"one\""]
[Site "?"]
[Date "2026.11.24"]
[Round "1"]
[White "A, B"]
[Black "C, D"]
[Result "1-0"]

{ Opening } 1. e4 e5 2. Nf3 (2. f4 exf4 $6 3. Nf3) 2... Nc6 3. Bb5 a6 {Ruy}
4. Ba4 ; a line comment
Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 !? 1-0

[Event "Two"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "?"]
[Black "?"]
[Result "*"]
[SetUp "1"]
[FEN "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"]

1... c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. Be3 e5 7. Nb3 Be6 *

% an escaped line
[Event "Three"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "?"]
[Black "?"]
[Result "1/2-1/2"]

1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. Nf3 h6 7. Bh4 b6
8. cxd5 Nxd5 9. Bxe7 Qxe7 10. Nxd5 exd5 11. Rc1 Be6 12. Qa4 c5 1/2-1/2
`,
}

var xiangqi = family{
	name:    "xiangqi",
	variant: "xiangqi",
	ext:     ".pgn",
	tags:    roster7([][2]string{{"Game", "Chinese Chess"}}, "????.??.??", "Red", "Black"),
	pair: func(i int) string {
		if i%2 == 1 {
			return strconv.Itoa(i) + ". 马二进三 马8进7"
		}
		return strconv.Itoa(i) + ". 马三退二 马7退8"
	},
	half: func(i int) string {
		if i%2 == 1 {
			return strconv.Itoa(i) + ". 马二进三"
		}
		return strconv.Itoa(i) + ". 马三退二"
	},
	pairSep:  " ",
	alt:      "1. 马八进七",
	move:     [2]string{"1. 马二", "进三 马8进7 *"},
	fault:    "1. 马二进三 车9进5 *",
	faultCol: 9,
	clean:    "1. 马二进三 *",
	sample: `[Game "Chinese Chess"]
[Event "许银川让九子对聂棋圣"]
[Site "广州"]
[Date "1999.12.09"]
[Round "-"]
[Red "许银川"]
[Black "聂卫平"]
[Result "1-0"]
[FEN "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/9/1C5C1/9/RN2K2NR w - - 0 1"]
{ 让九子的表演赛,红方先行。}
1. 炮八平五 炮8平5
{ 两边都架中炮。}
2. 炮五进五 象7进5 3. 炮二平五 马8进7 4. 马二进三 车9平8 5. 马八进七 马2进1
6. 车九平六 车1平2 7. 车六进八 炮2进7
(7. ... 炮2平3 8. 帅五平六 炮3进5 9. 车六进一 将5进1 10. 炮五退二 { 变着到此为止。})
8. 车一进四 1-0

[Game "Chinese Chess"]
[Event "?"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[Red "?"]
[Black "?"]
[Result "*"]

1. 炮二平五 马8进7 2. 马二进三 车9平8 3. 车一平二 马2进3 4. 兵七进一 卒7进1 *

[Game "Chinese Chess"]
[Event "?"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[Red "?"]
[Black "?"]
[Result "0-1"]
[Format "WXF"]

1. C2.5 H8+7 2. H2+3 R9.8 3. R1.2 H2+3 4. P7+1 P7+1 0-1
`,
}

var cescacs = family{
	name:    "cescacs",
	variant: "cescacs",
	ext:     ".ctl-pgn",
	tags:    roster7([][2]string{{"Variant", "C'escacs"}}, "????-??-??", "White", "Black"),
	pair: func(i int) string {
		switch {
		case i == 1:
			return "1. E7-E13, E21-E15"
		case i%2 == 0:
			return strconv.Itoa(i) + ". NG3-E7, NG25-E21"
		default:
			return strconv.Itoa(i) + ". NE7-G3, NE21-G25"
		}
	},
	half: func(i int) string {
		switch {
		case i == 1:
			return "1. E7-E13"
		case i%2 == 0:
			return strconv.Itoa(i) + ". NG3-E7"
		default:
			return strconv.Itoa(i) + ". NE7-G3"
		}
	},
	pairSep:  "\n",
	alt:      "1. F8-F12",
	move:     [2]string{"1. E7-", "E13, E21-E15: *"},
	fault:    "1. E7-E13, NG25-E21 *",
	faultCol: 12,
	clean:    "1. E7-E13, E21-E15: *",
	sample: `[Variant "C'escacs"]
[Event "CG"]
[Site "pgntool tests"]
[Date "2026-11-21"]
[Round "-"]
[White "White, A"]
[Black "Black, B"]
[Result "1-1"]

{ A short test game & its <markup>, see #1 and ~PE13 }
1. E7-E13, E21-E15
{ @W: a symmetric start }
2. F8-F12 ?!, F20-F16
($[1] 2. …, G21-G15
.{ @B: the other pawn, #2@B }
)
3. G7-G13, G21-G17
4. NG3-E7 (=), NG25-E21 (=):
1-1
{ a draw by agreement }

[Variant "C'escacs"]
[Event "CG"]
[Date "2020-07-20"]
[Result "0-3"]
1. E7-E13, E21-E15
2. F8-F12, F20-F16
3. E13×F16, E15×F12
4. EG5-F8, EG23-F20
5. G7-G13, F12@@G9
6. JF6×G9, EF20×F16 (=):

1. E7-E13, E21-E15
2. NG3-E7 (=
`,
}

// families are the three games, in the order their cases are listed.
var families = []family{chess, xiangqi, cescacs}
