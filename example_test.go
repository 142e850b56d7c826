package pgntool_test

import (
	"errors"
	"fmt"
	"log"
	"strings"

	"github.com/pgntool/pgntool"
	"github.com/pgntool/pgntool/pgn"
)

// Open a file and read its games. Faults in a game are in its
// Diagnostics; reading goes on after them.
func ExampleOpen() {
	f, err := pgntool.Open("testdata/examples/fools-mate.pgn")
	if err != nil {
		log.Fatal(err)
	}
	defer f.Close()
	for g, err := range f.Games() {
		if err != nil {
			log.Fatal(err) // the input failed; the games before it came first
		}
		white, _ := g.Tag("White")
		black, _ := g.Tag("Black")
		fmt.Printf("%s–%s %s: %d moves, %d variation(s) on move 3, %d faults\n",
			white, black, g.Result, len(g.Moves.Moves), len(g.Moves.Moves[2].Variations), len(g.Diagnostics))
	}
	fmt.Println("encoding:", f.Encoding())
	// Output:
	// A–B 0-1: 4 moves, 1 variation(s) on move 3, 0 faults
	// encoding: utf-8
}

// A stream needs a name only for positions and for games whose tags name
// no game: a tagless *.ctl-pgn game is C'escacs.
func ExampleNewReader() {
	text := "1. E7-E13, E21-E15 2. F8-F12 ) F20-F16 *\n"
	f, err := pgntool.NewReader(strings.NewReader(text), "records/match.ctl-pgn")
	if err != nil {
		log.Fatal(err)
	}
	for g, err := range f.Games() {
		if err != nil {
			log.Fatal(err)
		}
		fmt.Println(g.Variant.Name(), len(g.Moves.Moves), "moves")
		for _, d := range g.Diagnostics {
			fmt.Println(d)
		}
	}
	// Output:
	// C'escacs 4 moves
	// records/match.ctl-pgn:1:30: error: ')' closes no variation [paren-unmatched]
}

// An input that is not text is refused with one diagnostic saying what it
// looks like, before any game is read.
func ExampleNotTextError() {
	gzipped := "\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\x03"
	_, err := pgntool.NewReader(strings.NewReader(gzipped), "games.pgn.gz")
	var nt *pgntool.NotTextError
	if errors.As(err, &nt) {
		fmt.Println(nt.Diagnostic.Code)
		fmt.Println(err)
	}
	// Output:
	// input-binary
	// games.pgn.gz:1:1: error: the input looks like gzip-compressed data, not PGN text, and is not read; compressed input is not read yet: decompress it first, as with `gzip -dc` [input-binary]
}

// Name the encoding when it is known, or when detection guesses wrong: a
// short text gives it little to go on.
func ExampleWithEncoding() {
	latin1 := "[Event \"Caf\xe9\"]\n\n1. e4 *\n"
	f, err := pgntool.NewReader(strings.NewReader(latin1), "old.pgn", pgntool.WithEncoding("latin1"))
	if err != nil {
		log.Fatal(err)
	}
	g, err := f.ReadGame()
	if err != nil {
		log.Fatal(err)
	}
	event, _ := g.Tag("Event")
	fmt.Println(event, f.Encoding())
	// Output:
	// Café latin1
}

// moveCounter is a visitor that counts the main-line moves of each game
// and passes over the variations, without building trees.
type moveCounter struct {
	pgn.NopVisitor
	white string
	moves int
}

func (c *moveCounter) BeginGame(pgn.Position) { c.white, c.moves = "", 0 }

func (c *moveCounter) Tag(t pgn.Tag) {
	if t.Name == "White" {
		c.white = t.Value
	}
}

func (c *moveCounter) Move(pgn.Position, []byte) { c.moves++ }

// BeginVariation skips the variation.
func (c *moveCounter) BeginVariation(pgn.Position) bool { return true }

func (c *moveCounter) EndGame(pgn.Position) { fmt.Println(c.white, c.moves, "moves") }

// Stream a file of any size with a visitor: nothing of a game is kept
// after it unless the visitor keeps it.
func ExampleFile_Reader() {
	f, err := pgntool.Open("testdata/examples/opera-game.pgn")
	if err != nil {
		log.Fatal(err)
	}
	defer f.Close()
	if err := f.Reader().Visit(&moveCounter{}); err != nil {
		log.Fatal(err)
	}
	// Output:
	// Paul Morphy 33 moves
}
