package filter_test

import (
	"fmt"

	"github.com/pgntool/pgntool/filter"
	"github.com/pgntool/pgntool/pgn"
	_ "github.com/pgntool/pgntool/variants/chess"
	_ "github.com/pgntool/pgntool/variants/xiangqi"
)

const games = `[White "Tal, Mikhail"]
[Black "Smyslov, Vasily"]
[ECO "B92"]
[Result "1-0"]

1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. Be2 e5 1-0

[White "Fischer, Robert James"]
[Black "Tal, Mikhail"]
[ECO "C50"]
[Result "1-0"]

1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0

[Game "Chinese Chess"]
[Red "Hu Ronghua"]
[Black "Tal, Mikhail"]
[Result "*"]

1. h2e2 h9g7 *
`

func read(text string) []*pgn.Game {
	var list []*pgn.Game
	for g, err := range pgn.NewReaderBytes([]byte(text), pgn.ReaderOptions{}).Games() {
		if err == nil {
			list = append(list, g)
		}
	}
	return list
}

// Select the games a player played on either side, in any of the games.
func ExampleCompile() {
	c, err := filter.Compile("player:Tal, Mikhail", "eco:B90-B99")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, g := range read(games) {
		w, _ := g.Tag("White")
		fmt.Println(w, c.Match(g))
	}
	// Output:
	// Tal, Mikhail true
	// Fischer, Robert James false
	//  false
}

// A criteria file: one condition a line; lines on the same tag are ORed.
func ExampleParse() {
	c, err := filter.Parse(`# White was Tal or Fischer; different tags would be ANDed
White=Tal, Mikhail
White=Fischer, Robert James
`)
	if err != nil {
		fmt.Println(err)
		return
	}
	list := read(games)
	fmt.Println(c.Match(list[0]), c.Match(list[1]), c.Match(list[2]))
	_, err = filter.Parse("WhiteElo>=strong")
	fmt.Println(err)
	// Output:
	// true true false
	// criterion line 1, column 11: want a number to compare with in "WhiteElo>=strong"
}

// Games that reach a position, and games that end in checkmate.
func ExampleCriteria_Match() {
	sicilian, _ := filter.Compile("position:rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2")
	mate, _ := filter.Compile("checkmate")
	for _, g := range read(games) {
		fmt.Println(sicilian.Match(g), mate.Match(g))
	}
	// Output:
	// true false
	// false true
	// false false
}

// Keep the first copy of each game: the same moves, however written.
func ExampleDeduper() {
	d := filter.NewDeduper(filter.SameMoves)
	for _, g := range read(games + "\n[Event \"copy\"]\n\n1. e2-e4 e7-e5 2. Bf1-c4 Nb8-c6 3. Qd1-h5 Ng8-f6 4. Qh5xf7# 1-0\n") {
		dup, err := d.Duplicate(g)
		fmt.Println(dup, err)
	}
	// Output:
	// false <nil>
	// false <nil>
	// false <nil>
	// true <nil>
}
