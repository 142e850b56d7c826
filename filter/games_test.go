package filter

import (
	"testing"

	"github.com/pgntool/pgntool/pgn"
	_ "github.com/pgntool/pgntool/variants/cescacs"
	_ "github.com/pgntool/pgntool/variants/chess"
	_ "github.com/pgntool/pgntool/variants/xiangqi"
)

// testGames are small hand-written games of the three variants; the tests
// refer to them by index.
const testGames = `[Event "Club"]
[Date "2020.03.??"]
[White "Carlsen, Magnus"]
[Black "Nakamura, Hikaru"]
[WhiteElo "2850"]
[BlackElo "2780"]
[ECO "C50"]
[Result "1-0"]

1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0

[Event "Loyd stalemate"]
[Date "2019.12.31"]
[White "Loyd, Sam"]
[Black "Carlsen, Magnus"]
[WhiteElo "2600"]
[ECO "A00"]
[Result "1/2-1/2"]

1. e3 a5 2. Qh5 Ra6 3. Qxa5 h5 4. h4 Rah6 5. Qxc7 f6 6. Qxd7+ Kf7 7. Qxb7 Qd3
8. Qxb8 Qh7 9. Qxc8 Kg6 10. Qe6 1/2-1/2

[Event "Sicilian"]
[Date "????.??.??"]
[White "Anand, V"]
[Black "Topalov, V"]
[ECO "B92"]
[Result "*"]

1. e2e4 c7c5 2. Ng1f3 (2. d4 cxd4) 2... d6 *

[Game "Chinese Chess"]
[Event "Xiangqi mate"]
[Date "2021.05.01"]
[Red "Lü Qin"]
[Black "Xu Yinchuan"]
[ECCO "A12"]
[FEN "4k4/1R7/9/9/9/9/9/9/R8/3K5 w - - 0 1"]
[Result "1-0"]

1. a1a9 1-0

[Game "Chinese Chess"]
[Event "Xiangqi opening"]
[Red "Xu Yinchuan"]
[Black "Lü Qin"]
[ECCO "B05"]
[Result "*"]

1. h2e2 h9g7 2. h0g2 *

[Variant "C'escacs"]
[White "Ona"]
[Black "Pau"]
[TLPD "/27:1k/25:3r/1:1K/ b -kr - 0 1"]

1. …, KG27-I23
2. KG1-G3, KI23-I21 :
*

[Game "Chinese Chess"]
[Red "Hu Ronghua"]
[Black "Liu Dahua"]
[FEN "4k4/9/9/9/9/9/9/9/R4R3/3K5 w - - 0 1"]
[Result "1-0"]

{ Black's general has no move and is not in check: in xiangqi that loses. }
1. a1a8 1-0
`

// Indexes of testGames.
const (
	chessMate = iota
	chessStalemate
	chessSicilian
	xiangqiMate
	xiangqiOpening
	cescacsLeap
	xiangqiStalemate
	numTestGames
)

func readGames(t testing.TB, text string) []*pgn.Game {
	t.Helper()
	var games []*pgn.Game
	for g, err := range pgn.NewReaderBytes([]byte(text), pgn.ReaderOptions{File: "test.pgn"}).Games() {
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range g.Diagnostics {
			if d.Severity == pgn.Error {
				t.Fatalf("game %d: %v", len(games), d)
			}
		}
		games = append(games, g)
	}
	return games
}

func TestTestGames(t *testing.T) {
	games := readGames(t, testGames)
	if len(games) != numTestGames {
		t.Fatalf("read %d games, want %d", len(games), numTestGames)
	}
	want := []string{"chess", "chess", "chess", "Chinese Chess", "Chinese Chess", "C'escacs", "Chinese Chess"}
	for i, g := range games {
		if g.Variant == nil || g.Variant.Name() != want[i] {
			t.Errorf("game %d: variant %v, want %s", i, g.Variant, want[i])
		}
	}
}
