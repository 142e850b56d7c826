package pgn_test

import (
	"bytes"
	"io"
	"testing"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants"
)

// TestReuseGamesAllocatesNothing reads a game of variations, comments,
// NAGs and glyphs over and over with ReaderOptions.ReuseGames and asserts
// that, once the memory has grown to what the game needs, reading one
// costs at most a fraction of an allocation: the strings' blocks, which
// are not reused, and the tag values' (a block of 16 KiB of text serves
// many games). Without ReuseGames the same game costs several.
func TestReuseGamesAllocatesNothing(t *testing.T) {
	src := bytes.Repeat([]byte(operaGame), 400)
	perGame := func(reuse bool) (float64, int) {
		r := pgn.NewReaderBytes(src, pgn.ReaderOptions{Select: variants.ForTags, ReuseGames: reuse})
		var g *pgn.Game
		for i := 0; i < 20; i++ {
			g, _ = r.ReadGame()
		}
		moves, _ := countTree(&g.Moves)
		return testing.AllocsPerRun(300, func() {
			if _, err := r.ReadGame(); err != nil {
				t.Fatal(err)
			}
		}), moves
	}
	reused, moves := perGame(true)
	fresh, _ := perGame(false)
	t.Logf("%d moves a game: %.2f allocations a game with ReuseGames, %.2f without", moves, reused, fresh)
	if moves < 40 {
		t.Fatalf("the game has %d moves, too few to measure", moves)
	}
	if reused > 0.25 {
		t.Errorf("ReuseGames: %.2f allocations a game, want at most 0.25", reused)
	}
}

// operaGame is a game with tags, comments, NAGs, glyphs and nested
// variations, and no fault (a diagnostic's message is an allocation).
const operaGame = `[Event "Paris"]
[Site "Paris FRA"]
[Date "1858.??.??"]
[Round "?"]
[White "Paul Morphy"]
[Black "Duke Karl / Count Isouard"]
[Result "1-0"]

{The Opera Game.} 1. e4 e5 2. Nf3 d6 {Philidor's Defence.} 3. d4 Bg4 $6
(3... exd4 4. Nxd4 Nf6 5. Nc3 Be7 {the main line.}) 4. dxe5 Bxf3 5. Qxf3 dxe5
6. Bc4 Nf6 7. Qb3 $1 Qe7 8. Nc3 (8. Qxb7 Qb4+ 9. Qxb4 Bxb4+ (9... Nc6 10. c3)
10. c3 {White is a pawn up.}) 8... c6 9. Bg5 b5 $2 10. Nxb5 $1 cxb5 11. Bxb5+
Nbd7 12. O-O-O Rd8 13. Rxd7 $1 Rxd7 14. Rd1 Qe6 15. Bxf6 !? Qxb3 (15... gxf6
16. Bxd7+ Kd8 17. Bxe6) 16. Bxd7+ Nxd7 17. Qb8+ $1 Nxb8 18. Rd8# {Mate.} 1-0

`

// TestReuseGamesOverwrites shows what ReaderOptions.ReuseGames documents:
// the next read writes the next game over the last one, in the same *Game,
// while the strings taken from the last one stay as they were.
func TestReuseGamesOverwrites(t *testing.T) {
	src := "[White \"A\"]\n\n1. e4 {first} e5 1-0\n\n[White \"B\"]\n\n1. d4 d5 0-1\n"
	r := pgn.NewReaderBytes([]byte(src), pgn.ReaderOptions{Select: variants.ForTags, ReuseGames: true})
	first, err := r.ReadGame()
	if err != nil {
		t.Fatal(err)
	}
	move, comment, white := first.Moves.Moves[0].Text, first.Moves.Moves[0].Comments[0].Text, first.Tags[0].Value
	second, err := r.ReadGame()
	if err != nil {
		t.Fatal(err)
	}
	if first != second || first.Moves.Moves[0].Text != "d4" || len(first.Moves.Moves[0].Comments) != 0 {
		t.Errorf("the first game was not overwritten by the second: %p %p, %q", first, second, first.Moves.Moves[0].Text)
	}
	if move != "e4" || comment != "first" || white != "A" {
		t.Errorf("strings of the first game changed: %q %q %q", move, comment, white)
	}
	if _, err := r.ReadGame(); err != io.EOF {
		t.Errorf("after the last game: %v, want io.EOF", err)
	}
}
