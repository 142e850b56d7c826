package chess_test

import (
	"fmt"
	"strings"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants/chess"
)

// Moves of a PGN file are read leniently, with a warning for each
// deviation from SAN, and written canonically.
func Example_readMoves() {
	b, err := chess.NewBoard(chess.StartFEN)
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
	b, _ := chess.NewBoard("4k3/8/8/8/8/8/8/N1N1K3 w - - 0 1")
	report := func(d pgn.Diagnostic) { fmt.Println(d) }
	b.ParseMove([]byte("Nb3"), pgn.Position{File: "game.pgn", Line: 12, Column: 5}, report)
	b.ParseMove([]byte("Nd4"), pgn.Position{File: "game.pgn", Line: 12, Column: 9}, report)
	// Output:
	// game.pgn:12:5: error: ambiguous move "Nb3": the knights on a1 and c1 can both reach b3; name the origin file or rank [move-ambiguous]
	// game.pgn:12:9: error: illegal move "Nd4": no white knight can reach d4 [move-illegal]
}

// Perft counts the positions reachable in a number of plies.
func ExampleBoard_Perft() {
	b, _ := chess.NewBoard("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
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

// List the legal moves of a position given as FEN (here without its
// clocks, which python-chess allows too).
func ExampleNewBoard() {
	b, err := chess.NewBoard("6k1/5ppp/8/8/8/8/5PPP/R5K1 w -")
	if err != nil {
		panic(err)
	}
	var names []string
	for _, m := range b.LegalMoves(nil) {
		names = append(names, b.SAN(m))
	}
	fmt.Println(len(names), "moves:", strings.Join(names, " "))
	fmt.Println(b)
	// Output:
	// 20 moves: Kf1 Kh1 Rb1 Rc1 Rd1 Re1 Rf1 Ra2 Ra3 Ra4 Ra5 Ra6 Ra7 Ra8# f3 f4 g3 g4 h3 h4
	// . . . . . . k .
	// . . . . . p p p
	// . . . . . . . .
	// . . . . . . . .
	// . . . . . . . .
	// . . . . . . . .
	// . . . . . P P P
	// R . . . . . K .
}

// Play moves given in SAN and print the FEN after each; an illegal move
// is refused and leaves the board as it was.
func ExampleBoard_Play() {
	b, _ := chess.NewBoard("")
	for _, san := range []string{"e4", "c5", "Nf3", "Nf3"} {
		m, err := b.ParseSAN(san)
		if err != nil {
			fmt.Println(err)
			continue
		}
		if err := b.Play(m); err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(b.FEN())
	}
	// Output:
	// rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1
	// rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2
	// rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2
	// chess: illegal move "Nf3": no black knight can reach f3
}

// The Polyglot key of a position is the one opening books and other
// libraries use; en passant counts only when a pawn can capture.
func ExampleBoard_PolyglotKey() {
	b, _ := chess.NewBoard("")
	fmt.Printf("%016x\n", b.PolyglotKey())
	for _, uci := range []string{"e2e4", "d7d5", "e4e5", "f7f5"} {
		m, _ := b.ParseUCI(uci)
		b.Play(m)
	}
	fmt.Printf("%016x %s\n", b.PolyglotKey(), b.FEN())
	// Output:
	// 463b96181691fc9c
	// 22a48b5a8e47ff78 rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3
}

// Describe tells what a move does; it prints as SAN.
func ExampleBoard_Describe() {
	b, _ := chess.NewBoard("r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1")
	for _, uci := range []string{"e5d6", "e1c1", "a1a8"} {
		m, _ := b.ParseUCI(uci)
		info, _ := b.Describe(m)
		fmt.Printf("%-6s %v from %v to %v, takes %q, castling %v, en passant %v, check %v\n",
			info, info.Piece.Type(), info.From, info.To, info.Captured, info.Castling, info.EnPassant, info.Check)
	}
	// Output:
	// exd6   pawn from e5 to d6, takes "p", castling false, en passant true, check false
	// O-O-O  king from e1 to c1, takes ".", castling true, en passant false, check false
	// Rxa8+  rook from a1 to a8, takes "r", castling false, en passant false, check true
}

// Ending tells whether the game is over, and with claimDraw also the draws
// the side to move may claim.
func ExampleBoard_Ending() {
	b, _ := chess.NewBoard("")
	for _, uci := range []string{"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"} {
		m, _ := b.ParseUCI(uci)
		b.Play(m)
	}
	fmt.Println(b.Repetitions(), b.CanClaimThreefold())
	e, over := b.Ending(true)
	fmt.Println(e, over)
	// Output:
	// 2 true
	// 1/2-1/2 (threefold repetition) true
}
