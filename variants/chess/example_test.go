package chess_test

import (
	"fmt"
	"strings"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants/chess"
)

// Moves are read leniently and written canonically.
func ExampleNewBoard() {
	b, err := chess.NewBoard(chess.StartFEN, false)
	if err != nil {
		panic(err)
	}
	report := func(d pgn.Diagnostic) { fmt.Println(d) }
	for _, text := range []string{"e2e4", "e5", "Ng1-f3", "Nc6", "Bb5", "a6", "0-0"} {
		m, ok := b.ParseMove([]byte(text), pgn.Position{Line: 1, Column: 1}, report)
		if !ok {
			return
		}
		fmt.Printf("%s %s %s\n", b.AppendMove(nil, m, "san"), b.AppendMove(nil, m, "lan"), b.AppendMove(nil, m, "uci"))
		b.Make(m)
	}
	fmt.Printf("%s\n", b.AppendPosition(nil))
	// Output:
	// 1:1: warning: move "e2e4" is in long algebraic or UCI notation; SAN is "e4" (reported once per game) [long-algebraic]
	// e4 e2-e4 e2e4
	// e5 e7-e5 e7e5
	// Nf3 Ng1-f3 g1f3
	// Nc6 Nb8-c6 b8c6
	// Bb5 Bf1-b5 f1b5
	// a6 a7-a6 a7a6
	// 1:1: warning: castling "0-0" is written with zeros; SAN uses the letter O: "O-O" (reported once per game) [castling-zero]
	// O-O O-O e1g1
	// r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 1 4
}

// Illegal and ambiguous moves are errors that name the piece and square.
func ExampleBoard_ParseMove() {
	b, _ := chess.NewBoard("4k3/8/8/8/8/8/8/N1N1K3 w - - 0 1", false)
	report := func(d pgn.Diagnostic) { fmt.Println(d) }
	b.ParseMove([]byte("Nb3"), pgn.Position{File: "game.pgn", Line: 12, Column: 5}, report)
	b.ParseMove([]byte("Nd4"), pgn.Position{File: "game.pgn", Line: 12, Column: 9}, report)
	// Output:
	// game.pgn:12:5: error: ambiguous move "Nb3": the knights on a1 and c1 can both reach b3; name the origin file or rank [move-ambiguous]
	// game.pgn:12:9: error: illegal move "Nd4": no white knight can reach d4 [move-illegal]
}

// Perft counts the positions reachable in a number of plies.
func ExampleBoard_Perft() {
	b, _ := chess.NewBoard("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", false)
	fmt.Println(b.Perft(1), b.Perft(2), b.Perft(3))
	// Output: 48 2039 97862
}

// The variant replays a game read by package pgn, Chess960 included.
func Example_replay() {
	const game = `[Variant "Chess960"]
[FEN "rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1"]
[SetUp "1"]

1. O-O-O O-O 2. d4 d5 *
`
	r := pgn.NewReader(strings.NewReader(game), pgn.ReaderOptions{File: "960.pgn", Variant: chess.Variant})
	g, err := r.ReadGame()
	if err != nil {
		panic(err)
	}
	ok := pgn.Replay(g, chess.Variant, func(d pgn.Diagnostic) { fmt.Println(d) }, func(n *pgn.Node, b pgn.Board, m pgn.Move) {
		if n == nil {
			fmt.Printf("final: %s\n", b.AppendPosition(nil))
			return
		}
		fmt.Printf("%s=%s ", n.Text, b.AppendMove(nil, m, "uci"))
	})
	fmt.Println(ok)
	// Output:
	// O-O-O=b1a1 O-O=b8h8 d4=d2d4 d5=d7d5 final: r4rk1/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/2KR3R w - d6 0 3
	// true
}
