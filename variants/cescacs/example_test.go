package cescacs_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants/cescacs"
)

// Lint a C'escacs record: the plugin checks tags, moves, check marks,
// comments and the result.
func Example() {
	record := `[Variant "C'escacs"]
[Id "Cescacs-X01-en"]

1. H6-H12 ?!, I23-I19 ?!
2. JF6-C15 ?!, GH26-Z11 ?!
3. L5-L7, NG25-L17 ?!
4. EH4-H8 ??, GZ11-L5
5. I5-I9 ??, NL17-G9
6. K4-K10 ??, GL5-H6+
0-3
`
	r := pgn.NewReader(strings.NewReader(record), pgn.ReaderOptions{File: "fool.ctl-pgn", Variant: cescacs.Variant})
	if err := r.Visit(pgn.NewChecker(func(d pgn.Diagnostic) { fmt.Println(d) })); err != nil {
		fmt.Println(err)
	}
	// Output:
	// fool.ctl-pgn:9:21: warning: GL5-H6+ mates: write # instead of + [ctl-check-mark]
	// fool.ctl-pgn:9:15: warning: the last move GL5-H6+ needs the end indicator ":" (# when it mates) [ctl-game-end]
}

// Replay a record and write the final position as TLPD.
func ExampleBoard_AppendPosition() {
	r := pgn.NewReader(strings.NewReader("1. E7-E13, E21-E15\n2. G7-G13, F20-F16\n"), pgn.ReaderOptions{Variant: cescacs.Variant})
	g, err := r.ReadGame()
	if err != nil {
		fmt.Println(err)
		return
	}
	pgn.Replay(g, cescacs.Variant, nil, func(n *pgn.Node, b pgn.Board, _ pgn.Move) {
		if n == nil {
			fmt.Println(string(b.AppendPosition(nil)))
		}
	})
	// Output:
	// /28:v/27:dk/26:gjg/25:rnnr/24:pejep/23:ppeepp/22:2pjp2/21:4p3/16:3p3/15:3p4/13:3PP3/8:3P3/6:2PJP2/5:PPEEPP/4:PEJEP/3:RNNR/2:GJG/1:DK/0:V/ w RKRrkr F16@18 0 3
}

// Export a record in CTL-FAN.
func ExampleBoard_AppendMove() {
	r := pgn.NewReader(strings.NewReader("[Variant \"C'escacs\"]\n[Id \"X-1\"]\n\n1. NE3-C7, NE25-C21\n*\n"), pgn.ReaderOptions{Variant: cescacs.Variant})
	g, _ := r.ReadGame()
	w := pgn.NewWriter(os.Stdout, pgn.WriterOptions{Notation: "fan"})
	if _, err := w.WriteGame(g); err != nil {
		fmt.Println(err)
	}
	// Output:
	// [Variant "C'escacs"]
	// [Id "X-1"]
	// [Redefine "FAN"]
	//
	// 1. ♘E3-C7, ♞E25-C21
	// *
}
