package parquet_test

import (
	"bytes"
	"fmt"
	"strings"

	pq "github.com/parquet-go/parquet-go"

	"github.com/pgntool/pgntool/convert"
	"github.com/pgntool/pgntool/parquet"
	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants"
)

func ExampleEncoder() {
	const text = `[Event "Example"]
[White "Anderssen"]
[Black "Kieseritzky"]
[WhiteElo "2600"]
[Result "1-0"]

1. e4 e5 2. f4 exf4 1-0
`
	var games, positions bytes.Buffer
	enc := parquet.NewEncoder(&games, parquet.Options{Positions: &positions})
	r := pgn.NewReader(strings.NewReader(text), pgn.ReaderOptions{Select: variants.ForTags})
	for g, err := range convert.Games(r) {
		if err != nil {
			fmt.Println(err)
			return
		}
		if err := enc.Game(g); err != nil {
			fmt.Println(err)
			return
		}
	}
	if err := enc.End(); err != nil {
		fmt.Println(err)
		return
	}

	// Read the tables back with parquet-go.
	rows, err := pq.Read[parquet.GameRow](bytes.NewReader(games.Bytes()), int64(games.Len()))
	if err != nil {
		fmt.Println(err)
		return
	}
	g := rows[0]
	fmt.Println(*g.White, *g.WhiteElo, g.Result, g.PlyCount, g.Moves, g.MovesUCI)
	ps, err := pq.Read[parquet.PositionRow](bytes.NewReader(positions.Bytes()), int64(positions.Len()))
	if err != nil {
		fmt.Println(err)
		return
	}
	last := ps[len(ps)-1]
	fmt.Printf("ply %d %s key %016x\n", last.Ply, last.Position, last.Key)
	// Output:
	// Anderssen 2600 1-0 4 [e4 e5 f4 exf4] [e2e4 e7e5 f2f4 e5f4]
	// ply 4 rnbqkbnr/pppp1ppp/8/8/4Pp2/8/PPPP2PP/RNBQKBNR w KQkq - 0 3 key 1cd8d48946aa83fd
}
