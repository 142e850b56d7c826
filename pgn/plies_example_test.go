package pgn_test

import (
	"fmt"
	"strings"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants"
)

// Print the position after each main-line move as FEN. The variation
// (2. e4) is replayed too, but not printed.
func ExamplePlies() {
	r := pgn.NewReader(strings.NewReader(example), pgn.ReaderOptions{Select: variants.ForTags})
	g, err := r.ReadGame()
	if err != nil {
		fmt.Println(err)
		return
	}
	for p := range pgn.Plies(g, nil) {
		if !p.MainLine {
			continue
		}
		side := "White"
		if p.Second {
			side = "Black"
		}
		fmt.Printf("%d. %s %s: %s\n", p.Number, side, p.Node.Text, p.Board.AppendPosition(nil))
	}
	// Output:
	// 1. White f3: rnbqkbnr/pppppppp/8/8/8/5P2/PPPPP1PP/RNBQKBNR b KQkq - 0 1
	// 1. Black e5: rnbqkbnr/pppp1ppp/8/4p3/8/5P2/PPPPP1PP/RNBQKBNR w KQkq e6 0 2
	// 2. White g4: rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2
	// 2. Black Qh4#: rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3
}
