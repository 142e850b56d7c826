package pgn_test

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants"
)

const example = `[Event "Example"]
[Site "?"]
[Date "2026.11.21"]
[Round "1"]
[White "A"]
[Black "B"]
[Result "0-1"]

1. f3 e5 2. g4?? (2. e4) Qh4# 0-1
`

// Read games as trees, one at a time.
func ExampleReader_ReadGame() {
	r := pgn.NewReader(strings.NewReader(example), pgn.ReaderOptions{File: "example.pgn", Select: variants.ForTags})
	for {
		g, err := r.ReadGame()
		if err == io.EOF {
			break
		}
		white, _ := g.Tag("White")
		fmt.Println(white, len(g.Moves.Moves), "moves,", len(g.Moves.Moves[2].Variations), "variation, result", g.Result)
	}
	// Output: A 4 moves, 1 variation, result 0-1
}

// moveCounter counts main-line moves and skips variations, which a
// visitor may do to read faster.
type moveCounter struct {
	pgn.NopVisitor
	moves int
}

func (c *moveCounter) Move(pgn.Position, []byte)        { c.moves++ }
func (c *moveCounter) BeginVariation(pgn.Position) bool { return true }

// Stream games through a visitor without building trees.
func ExampleReader_Visit() {
	var c moveCounter
	r := pgn.NewReader(strings.NewReader(example), pgn.ReaderOptions{Select: variants.ForTags})
	if err := r.Visit(&c); err != nil {
		fmt.Println(err)
	}
	fmt.Println(c.moves, "main-line moves")
	// Output: 4 main-line moves
}

// moveLister prints each move with its place, and tells the reader that it
// needs neither move numbers nor comments.
type moveLister struct{ pgn.NopVisitor }

func (moveLister) IgnoredElements() pgn.Elements {
	return pgn.MoveNumberElements | pgn.CommentElements
}
func (moveLister) Move(pos pgn.Position, text []byte) { fmt.Printf("%s %s\n", pos, text) }
func (moveLister) Comment(pgn.Position, []byte, bool) { fmt.Println("a comment") }

// A visitor that ignores move numbers and comments is not called for
// them, and reading is faster.
func ExampleElementFilter() {
	src := "1. e4 {[%clk 0:05:00]} 1... e5 {[%clk 0:05:00]} *"
	r := pgn.NewReader(strings.NewReader(src), pgn.ReaderOptions{File: "clock.pgn", Select: variants.ForTags})
	if err := r.Visit(moveLister{}); err != nil {
		fmt.Println(err)
	}
	// Output:
	// clock.pgn:1:4 e4
	// clock.pgn:1:29 e5
}

// Check every move of every game, as pgntool lint does.
func ExampleNewChecker() {
	src := strings.Replace(example, "Qh4#", "Qh5#", 1)
	r := pgn.NewReader(strings.NewReader(src), pgn.ReaderOptions{File: "example.pgn", Select: variants.ForTags})
	r.Visit(pgn.NewChecker(func(d pgn.Diagnostic) { fmt.Println(d) }))
	// Output: example.pgn:9:26: error: illegal move "Qh5#": no black queen can reach h5 [move-illegal]
}

// Write games in the standard's export format.
func ExampleWriter_WriteGame() {
	r := pgn.NewReader(strings.NewReader(example), pgn.ReaderOptions{Select: variants.ForTags})
	g, _ := r.ReadGame()
	w := pgn.NewWriter(os.Stdout, pgn.WriterOptions{Reduced: true, Notation: "lan"})
	w.WriteGame(g)
	// Output:
	// [Event "Example"]
	// [Site "?"]
	// [Date "2026.11.21"]
	// [Round "1"]
	// [White "A"]
	// [Black "B"]
	// [Result "0-1"]
	//
	// 1. f2-f3 e7-e5 2. g2-g4 Qd8-h4# 0-1
}

// Replay a game on its board and print each position's move in UCI.
func ExampleReplay() {
	r := pgn.NewReader(strings.NewReader(example), pgn.ReaderOptions{Select: variants.ForTags})
	g, _ := r.ReadGame()
	var moves []string
	pgn.Replay(g, g.Variant, nil, func(n *pgn.Node, b pgn.Board, m pgn.Move) {
		if n != nil {
			moves = append(moves, string(b.AppendMove(nil, m, "uci")))
		}
	})
	fmt.Println(strings.Join(moves, " "))
	// Output: f2f3 e7e5 g2g4 e2e4 d8h4
}

// The start position of a game, in its variant's format.
func ExampleGame_StartPosition() {
	src := "[Event \"x\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/4K3/8/8/8/8/7R b - - 0 60\"]\n\n60... Kf8 *\n"
	r := pgn.NewReader(strings.NewReader(src), pgn.ReaderOptions{Select: variants.ForTags})
	g, _ := r.ReadGame()
	fen, _ := g.StartPosition()
	fmt.Println(fen)
	// Output: 4k3/8/4K3/8/8/8/8/7R b - - 0 60
}

// ExampleReader_ResetBytes reads pieces of text one after the other with
// one reader, as a program that hands chunks of a file to workers does:
// each piece is read from its own start, and the reader keeps the memory
// it grew for the games before.
func ExampleReader_ResetBytes() {
	pieces := []string{
		"[White \"A\"]\n\n1. e4 e5 1-0\n",
		"[White \"B\"]\n\n1. d4 d5 2. c4 0-1\n\n[White \"C\"]\n\n1. Nf3 *\n",
	}
	var r pgn.Reader
	for i, piece := range pieces {
		r.ResetBytes([]byte(piece), pgn.ReaderOptions{Select: variants.ForTags, File: fmt.Sprintf("piece%d.pgn", i+1)})
		for {
			g, err := r.ReadGame()
			if err != nil {
				break
			}
			white, _ := g.Tag("White")
			fmt.Printf("%s game %d: %s, %d plies, %s\n", g.Pos.File, g.Pos.Game, white, len(g.Moves.Moves), g.Result)
		}
	}
	// Output:
	// piece1.pgn game 1: A, 2 plies, 1-0
	// piece2.pgn game 1: B, 3 plies, 0-1
	// piece2.pgn game 2: C, 1 plies, *
}
