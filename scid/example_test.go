package scid_test

import (
	"fmt"
	"log"
	"os"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/scid"
)

// Open a base, read its header, then write one game as PGN and list the
// others.
func ExampleOpen() {
	b, err := scid.Open("testdata/features.si4") // or "testdata/features"
	if err != nil {
		log.Fatal(err)
	}
	defer b.Close()
	fmt.Printf("%q: %d games, flag 1 %q\n", b.Header.Description, b.NumGames(), b.Header.FlagNames[0])

	g, err := b.Game(3)
	if err != nil {
		log.Fatal(err)
	}
	if _, err := pgn.NewWriter(os.Stdout, pgn.WriterOptions{}).WriteGame(g); err != nil {
		log.Fatal(err)
	}

	for g, err := range b.Games(scid.Options{}) {
		if err != nil {
			log.Fatal(err) // a *scid.CorruptError names file, game and offset
		}
		white, _ := g.Tag("White")
		black, _ := g.Tag("Black")
		fmt.Printf("%d. %s - %s %s, %d moves\n", g.Pos.Game, white, black, g.Result, len(g.Moves.Moves))
	}
	// Output:
	// "pgntool test DB: äöü": 5 games, flag 1 "MyFlag1"
	// [Event "Promotion test"]
	// [Site "?"]
	// [Date "????.??.??"]
	// [Round "?"]
	// [White "A"]
	// [Black "B"]
	// [Result "1/2-1/2"]
	// [FEN "8/P6k/8/8/8/8/6Kp/8 w - - 0 60"]
	// [SetUp "1"]
	//
	// 60. a8=Q h1=Q+ 61. Kxh1 { draw agreed } 1/2-1/2
	//
	// 1. Müller, José - Иванов, Пётр 1-0, 7 moves
	// 2. Иванов, Пётр - Müller, José 1/2-1/2, 74 moves
	// 3. A - B 1/2-1/2, 3 moves
	// 4. C - D *, 19 moves
	// 5. E - F 0-1, 4 moves
}
