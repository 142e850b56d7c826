package pgntool_test

import (
	"fmt"
	"log"

	"github.com/pgntool/pgntool"
	"github.com/pgntool/pgntool/pgn"
)

// lint is the README's library example, word for word
// (TestReadmeLibraryExample checks it).
//
// lint prints the faults of every game in the named file and counts them.
func lint(name string) (faults int, err error) {
	f, err := pgntool.Open(name) // detects the encoding; chooses each game's variant
	if err != nil {
		return 0, err // unreadable, or not text (a *pgntool.NotTextError)
	}
	defer f.Close()
	for g, err := range f.Games() { // or f.Reader().Visit(visitor) to stream without trees
		if err != nil {
			return faults, err // the input failed after the games before it
		}
		// Faults of reading are in g.Diagnostics; Check adds them to the
		// faults of the moves, replayed on the game's board.
		pgn.Check(g, func(d pgn.Diagnostic) {
			fmt.Println(d)
			faults++
		})
	}
	return faults, nil
}

// Check every game of a file, as the README's library example does.
func Example_lint() {
	faults, err := lint("testdata/library/faults.pgn")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(faults, "faults")
	// Output:
	// testdata/library/faults.pgn:9:13: error: illegal move "Ke3": no white king can reach e3 [move-illegal]
	// testdata/library/faults.pgn:19:16: error: ')' closes no variation [paren-unmatched]
	// 2 faults
}
