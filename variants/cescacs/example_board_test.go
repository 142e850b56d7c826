package cescacs_test

import (
	"fmt"
	"strings"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants/cescacs"
)

// Read a TLPD position and list its legal moves.
func ExampleNewBoard() {
	b, err := cescacs.NewBoard("/28:k/14:3N3/1:1K/ w -- - 0 1")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(b.Turn(), "to move, in check:", b.InCheck())
	var texts []string
	for _, m := range b.LegalMoves(nil) {
		if mi, err := b.Describe(m); err == nil && mi.Piece.Type == cescacs.Knight {
			texts = append(texts, mi.String())
		}
	}
	fmt.Println(len(texts), "knight moves:", strings.Join(texts, " "))

	_, err = cescacs.NewBoard("/28:k/14:3M3/1:1K/ w -- - 0 1")
	fmt.Println(err)
	// Output:
	// white to move, in check: false
	// 24 knight moves: NF14-I15 NF14-I13 NF14-C15 NF14-C13 NF14-H18 NF14-G19 NF14-H10 NF14-G9 NF14-D18 NF14-E19 NF14-D10 NF14-E9 NF14-X16 NF14-X12 NF14-T16 NF14-T12 NF14-K22 NF14-H24+^ NF14-K6 NF14-H4 NF14-B22 NF14-D24+^ NF14-B6 NF14-D4
	// cescacs: TLPD line 14 at F14: "M" is not a piece letter (field 1, placement, byte 10)
}

// Play moves given as text, checked, and print the TLPD after each. Play
// refuses a move that is not legal, such as one already played.
func ExampleBoard_Play() {
	b, _ := cescacs.NewBoard("")
	first, _ := b.Parse("E7-E13")
	for _, text := range []string{"E7-E13", "E21-E15", "E13-F14", "E15@F14", "F14-F16"} {
		m, err := b.Parse(text)
		if err == nil {
			err = b.Play(m)
		}
		if err != nil {
			fmt.Println(text, err)
			continue
		}
		fmt.Println(b.TLPD())
	}
	fmt.Println(b.Play(first))
	// Output:
	// /28:v/27:dk/26:gjg/25:rnnr/24:pejep/23:ppeepp/22:2pjp2/21:3pp3/20:3p3/13:3P4/8:3P3/7:4P3/6:2PJP2/5:PPEEPP/4:PEJEP/3:RNNR/2:GJG/1:DK/0:V/ b RKRrkr E13@9-11 0 1
	// /28:v/27:dk/26:gjg/25:rnnr/24:pejep/23:ppeepp/22:2pjp2/21:4p3/20:3p3/15:3p4/13:3P4/8:3P3/7:4P3/6:2PJP2/5:PPEEPP/4:PEJEP/3:RNNR/2:GJG/1:DK/0:V/ w RKRrkr E15@17-19 0 2
	// /28:v/27:dk/26:gjg/25:rnnr/24:pejep/23:ppeepp/22:2pjp2/21:4p3/20:3p3/15:3p4/14:3P3/8:3P3/7:4P3/6:2PJP2/5:PPEEPP/4:PEJEP/3:RNNR/2:GJG/1:DK/0:V/ b RKRrkr F14 0 2
	// /28:v/27:dk/26:gjg/25:rnnr/24:pejep/23:ppeepp/22:2pjp2/21:4p3/20:3p3/14:3p3/8:3P3/7:4P3/6:2PJP2/5:PPEEPP/4:PEJEP/3:RNNR/2:GJG/1:DK/0:V/ w RKRrkr - 0 3
	// F14-F16 cescacs: illegal move F14-F16: F14 holds a black pawn, but it is White's move
	// cescacs: move E7-E13: E7 is empty (a move of another position?)
}

// Describe a move: its cells, pieces and notations.
func ExampleBoard_Describe() {
	b, _ := cescacs.NewBoard("/28:k/26:r2/23:1P4/1:1K/ w -- - 0 1")
	m, _ := b.Parse("C23×RD26=D")
	mi, err := b.Describe(m)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(mi)
	fmt.Println(mi.FAN)
	fmt.Println(mi.Kind, mi.From, mi.To, mi.Piece.Name(), "takes", mi.Captured.Name(), "on", mi.CapturedAt, "and becomes a", mi.Promotion)
	// Output:
	// C23×RD26=D+∞
	// C23×♜D26=♕+∞
	// plain move C23 D26 white pawn takes black rook on D26 and becomes a queen
}

// Draw the board.
func ExampleBoard_String() {
	b, _ := cescacs.NewBoard("/28:k/14:3N3/1:1K/ w -- - 0 1")
	fmt.Print(b)
	// Output:
	// 28                k
	// 27              .   .
	// 26            .   .   .
	// 25          .   .   .   .
	// 24        .   .   .   .   .
	// 23      .   .   .   .   .   .
	// 22    .   .   .   .   .   .   .
	// 21  .   .   .   .   .   .   .   .
	// 20    .   .   .   .   .   .   .
	// 19  .   .   .   .   .   .   .   .
	// 18    .   .   .   .   .   .   .
	// 17  .   .   .   .   .   .   .   .
	// 16    .   .   .   .   .   .   .
	// 15  .   .   .   .   .   .   .   .
	// 14    .   .   .   N   .   .   .
	// 13  .   .   .   .   .   .   .   .
	// 12    .   .   .   .   .   .   .
	// 11  .   .   .   .   .   .   .   .
	// 10    .   .   .   .   .   .   .
	//  9  .   .   .   .   .   .   .   .
	//  8    .   .   .   .   .   .   .
	//  7  .   .   .   .   .   .   .   .
	//  6    .   .   .   .   .   .   .
	//  5      .   .   .   .   .   .
	//  4        .   .   .   .   .
	//  3          .   .   .   .
	//  2            .   .   .
	//  1              .   K
	//  0                .
	//     P T A B C D E F G H I K L X Z
	// w -- - 0 1
}

// Equal positions have equal keys, whatever the move order.
func ExampleBoard_Key() {
	a, _ := cescacs.NewBoard("")
	b, _ := cescacs.NewBoard("")
	for _, text := range []string{"NE3-C7", "NE25-C21", "NG3-I7"} {
		a.PlayText(text)
	}
	for _, text := range []string{"NG3-I7", "NE25-C21", "NE3-C7"} {
		b.PlayText(text)
	}
	fmt.Println(a.Key() == b.Key(), a.RepetitionCount())
	// Output:
	// true 1
}

var _ pgn.Board = (*cescacs.Board)(nil)
