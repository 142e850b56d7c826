package pgntool_test

// The nine programs a library user writes first, one Example each; the
// list is in docs/library.md, "Nine first programs".

import (
	"fmt"
	"log"
	"os"
	"strings"

	"github.com/pgntool/pgntool"
	"github.com/pgntool/pgntool/convert"
	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants/cescacs"
	"github.com/pgntool/pgntool/variants/chess"
	"github.com/pgntool/pgntool/variants/xiangqi"
)

// Read the games of a file and print some of their tags.
func Example_readGames() {
	f, err := pgntool.Open("testdata/library/games.pgn")
	if err != nil {
		log.Fatal(err)
	}
	defer f.Close()
	for g, err := range f.Games() {
		if err != nil {
			log.Fatal(err)
		}
		white, _ := g.Tag("White")
		black, _ := g.Tag("Black")
		date, _ := g.Tag("Date")
		fmt.Printf("%s %s - %s %s\n", date, white, black, g.Result)
	}
	// Output:
	// 1858.??.?? Paul Morphy - Duke Karl of Brunswick and Count Isouard 1-0
	// 1750.??.?? Kermur de Legal - Saint Brie 1-0
}

// Print the FEN after each move of the main line. pgn.Plies replays the
// game once, variations too; p.Board is the position after the move.
func Example_fenAfterEachMove() {
	f, err := pgntool.Open("testdata/library/legal-mate.pgn")
	if err != nil {
		log.Fatal(err)
	}
	defer f.Close()
	g, err := f.ReadGame()
	if err != nil {
		log.Fatal(err)
	}
	for p := range pgn.Plies(g, nil) {
		if p.MainLine {
			fmt.Printf("%-5s %s\n", p.Node.Text, p.Board.AppendPosition(nil))
		}
	}
	// Output:
	// e4    rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1
	// e5    rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2
	// Nf3   rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2
	// d6    rnbqkbnr/ppp2ppp/3p4/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3
	// Bc4   rnbqkbnr/ppp2ppp/3p4/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 1 3
	// Bg4   rn1qkbnr/ppp2ppp/3p4/4p3/2B1P1b1/5N2/PPPP1PPP/RNBQK2R w KQkq - 2 4
	// Nc3   rn1qkbnr/ppp2ppp/3p4/4p3/2B1P1b1/2N2N2/PPPP1PPP/R1BQK2R b KQkq - 3 4
	// g6    rn1qkbnr/ppp2p1p/3p2p1/4p3/2B1P1b1/2N2N2/PPPP1PPP/R1BQK2R w KQkq - 0 5
	// Nxe5  rn1qkbnr/ppp2p1p/3p2p1/4N3/2B1P1b1/2N5/PPPP1PPP/R1BQK2R b KQkq - 0 5
	// Bxd1  rn1qkbnr/ppp2p1p/3p2p1/4N3/2B1P3/2N5/PPPP1PPP/R1BbK2R w KQkq - 0 6
	// Bxf7+ rn1qkbnr/ppp2B1p/3p2p1/4N3/4P3/2N5/PPPP1PPP/R1BbK2R b KQkq - 0 6
	// Ke7   rn1q1bnr/ppp1kB1p/3p2p1/4N3/4P3/2N5/PPPP1PPP/R1BbK2R w KQ - 1 7
	// Nd5#  rn1q1bnr/ppp1kB1p/3p2p1/3NN3/4P3/8/PPPP1PPP/R1BbK2R b KQ - 2 7
}

// List the legal moves of a position in SAN.
func Example_legalMoves() {
	b, err := chess.NewBoard("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq -")
	if err != nil {
		log.Fatal(err)
	}
	moves := b.LegalMoves(nil)
	var san []string
	for _, m := range moves {
		if s := b.SAN(m); strings.HasPrefix(s, "Q") {
			san = append(san, s)
		}
	}
	fmt.Println(len(moves), "legal moves; the queen's:", strings.Join(san, " "))
	// Output:
	// 43 legal moves; the queen's: Qd1 Qe2 Qf3 Qh3 Qg4 Qh4 Qxe5+ Qf5 Qg5 Qg6 Qh6 Qxf7# Qxh7
}

// Build a game move by move, with tags, a variation and a comment, and
// write it in the export format.
func Example_buildAndWriteGame() {
	g := pgn.NewGame(chess.Variant)
	g.SetTag("White", "Carlsen, Magnus")
	g.SetTag("Black", "Nepomniachtchi, Ian")
	last, err := g.AddMoves("e4", "e5", "Nf3", "Nc6")
	if err != nil {
		log.Fatal(err)
	}
	bc4, err := g.AddMoveText(last, "f1b5") // any notation the board reads; stored as SAN
	if err != nil {
		log.Fatal(err)
	}
	bc4.SetComment("The Spanish.")
	if _, err := g.AddMoveText(last, "Bc4"); err != nil { // after Nc6 comes Bb5 already: a variation
		log.Fatal(err)
	}
	g.SetResult("1/2-1/2")
	fmt.Print(g)
	// Output:
	// [Event "?"]
	// [Site "?"]
	// [Date "????.??.??"]
	// [Round "?"]
	// [White "Carlsen, Magnus"]
	// [Black "Nepomniachtchi, Ian"]
	// [Result "1/2-1/2"]
	//
	// 1. e4 e5 2. Nf3 Nc6 3. Bb5 { The Spanish. } (3. Bc4) 1/2-1/2
}

// gameCounter counts games and moves without building game trees: it
// skips each game's comments and move numbers, and its variations.
type gameCounter struct {
	pgn.NopVisitor
	games, moves int
}

func (c *gameCounter) EndGame(pgn.Position)             { c.games++ }
func (c *gameCounter) Move(pgn.Position, []byte)        { c.moves++ }
func (c *gameCounter) BeginVariation(pgn.Position) bool { return true }
func (c *gameCounter) IgnoredElements() pgn.Elements {
	return pgn.MoveNumberElements | pgn.CommentElements
}

// Stream a big file: a Visitor sees each game's elements as they are
// read, in constant memory, and skips what it does not need.
func Example_streamBigFile() {
	f, err := pgntool.Open("testdata/library/games.pgn")
	if err != nil {
		log.Fatal(err)
	}
	defer f.Close()
	var c gameCounter
	if err := f.Reader().Visit(&c); err != nil {
		log.Fatal(err)
	}
	fmt.Println(c.games, "games,", c.moves, "main-line moves")
	// Output:
	// 2 games, 46 main-line moves
}

// Read a xiangqi game written in Chinese notation and write it in WXF.
func Example_convertXiangqiNotation() {
	f, err := pgntool.Open("testdata/library/xiangqi.pgn")
	if err != nil {
		log.Fatal(err)
	}
	defer f.Close()
	w := pgn.NewWriter(os.Stdout, pgn.WriterOptions{Notation: xiangqi.NotationWXF})
	for g, err := range f.Games() {
		if err != nil {
			log.Fatal(err)
		}
		if _, err := w.WriteGame(g); err != nil {
			log.Fatal(err)
		}
	}
	// Output:
	// [Game "Chinese Chess"]
	// [Event "Example"]
	// [Site "?"]
	// [Date "2026.11.24"]
	// [Round "1"]
	// [Red "Red"]
	// [Black "Black"]
	// [Result "1-0"]
	// [Format "WXF"]
	//
	// 1. C2.5 H8+7 2. H2+3 R9.8 3. R1.2 C8+4 1-0
}

// Read a C'escacs position from its TLPD: side to move, check, legal moves.
func Example_cescacsPosition() {
	b, err := cescacs.NewBoard("/28:k/14:3N3/1:1K/ w -- - 0 1")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(b.Turn(), "to move; in check:", b.InCheck())
	fmt.Println(len(b.LegalMoves(nil)), "legal moves")
	if _, err := b.PlayText("NF14-H24"); err != nil {
		log.Fatal(err)
	}
	fmt.Println(b.Turn(), "to move; in check:", b.InCheck())
	fmt.Println(b.TLPD())
	// Output:
	// white to move; in check: false
	// 31 legal moves
	// black to move; in check: true
	// /28:k/24:3N1/1:1K/ b -- - 1 1
}

// Collect the diagnostics of a file with faults: each has its position,
// severity, code and message.
func Example_collectDiagnostics() {
	f, err := pgntool.Open("testdata/library/faults.pgn")
	if err != nil {
		log.Fatal(err)
	}
	defer f.Close()
	for g, err := range f.Games() {
		if err != nil {
			log.Fatal(err)
		}
		pgn.Check(g, func(d pgn.Diagnostic) {
			fmt.Printf("line %d col %d: %s %s: %s\n", d.Pos.Line, d.Pos.Column, d.Severity, d.Code, d.Message)
		})
	}
	// Output:
	// line 9 col 13: error move-illegal: illegal move "Ke3": no white king can reach e3
	// line 19 col 16: error paren-unmatched: ')' closes no variation
}

// Write the games of a file as JSON.
func Example_writeJSON() {
	f, err := pgntool.Open("testdata/library/xiangqi.pgn")
	if err != nil {
		log.Fatal(err)
	}
	defer f.Close()
	if err := convert.WriteJSON(os.Stdout, f.Games(), convert.Options{JSONLines: true}); err != nil {
		log.Fatal(err)
	}
	// Output:
	// {"variant":"Chinese Chess","tags":[{"name":"Game","value":"Chinese Chess"},{"name":"Event","value":"Example"},{"name":"Site","value":"?"},{"name":"Date","value":"2026.11.24"},{"name":"Round","value":"1"},{"name":"Red","value":"Red"},{"name":"Black","value":"Black"},{"name":"Result","value":"1-0"}],"movetext":[{"move":"炮二平五","ply":1,"number":1,"side":"red"},{"move":"马８进７","ply":2,"number":1,"side":"black"},{"move":"马二进三","ply":3,"number":2,"side":"red"},{"move":"车９平８","ply":4,"number":2,"side":"black"},{"move":"车一平二","ply":5,"number":3,"side":"red"},{"move":"炮８进４","ply":6,"number":3,"side":"black"},{"end":"1-0"}]}
}
