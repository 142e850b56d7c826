package pgn_test

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants"
)

// Normalise a file in one pass per game: a game ReadAppend cannot write
// without a tree (here the second, with an illegal move) comes back as
// one, for AppendGame.
func ExampleWriter_ReadAppend() {
	text := "1. e4 e5 2. Nf3 {book} Nc6 *\n\n1. d4 d5 2. Ke3 *\n"
	r := pgn.NewReader(strings.NewReader(text), pgn.ReaderOptions{File: "games.pgn", Select: variants.ForTags})
	w := pgn.NewWriter(os.Stdout, pgn.WriterOptions{Reduced: true, Report: func(d pgn.Diagnostic) {
		if d.Severity == pgn.Error && d.Code != pgn.CodeTagMissing {
			fmt.Println(d)
		}
	}})
	var out []byte
	for {
		var g *pgn.Game
		var err error
		out, g, err = w.ReadAppend(out[:0], r)
		if err == io.EOF {
			break
		}
		if err != nil {
			fmt.Println(err)
			return
		}
		if g != nil {
			fmt.Println("(written from its tree)")
			out, _, _ = w.AppendGame(out, g)
		}
		os.Stdout.Write(out)
	}
	// Output:
	// [Event "?"]
	// [Site "?"]
	// [Date "????.??.??"]
	// [Round "?"]
	// [White "?"]
	// [Black "?"]
	// [Result "*"]
	//
	// 1. e4 e5 2. Nf3 Nc6 *
	//
	// (written from its tree)
	// games.pgn:3:13: error: illegal move "Ke3": no white king can reach e3 [move-illegal]
	// [Event "?"]
	// [Site "?"]
	// [Date "????.??.??"]
	// [Round "?"]
	// [White "?"]
	// [Black "?"]
	// [Result "*"]
	//
	// 1. d4 d5 2. Ke3 *
}
