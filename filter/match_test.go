package filter

import (
	"fmt"
	"testing"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants/cescacs"
)

// cescacsAfterLeap is the TLPD after the C'escacs game's first move, made
// with the board package so that the test does not spell it by hand.
func cescacsAfterLeap(t *testing.T) string {
	b, err := cescacs.NewBoard("/27:1k/25:3r/1:1K/ b -kr - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	m, err := b.Parse("KG27-I23")
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Play(m); err != nil {
		t.Fatal(err)
	}
	return b.TLPD()
}

func TestMatch(t *testing.T) {
	games := readGames(t, testGames)
	tests := []struct {
		criteria []string
		want     []int // indexes of the matching games
	}{
		{nil, []int{0, 1, 2, 3, 4, 5, 6}},
		// tags: equality, OR within a tag, AND across tags
		{[]string{"White=Carlsen, Magnus"}, []int{chessMate}},
		{[]string{`White="Carlsen, Magnus"`}, []int{chessMate}},
		{[]string{"White=Carlsen"}, nil},
		{[]string{"White=Loyd, Sam", "White=Anand, V"}, []int{chessStalemate, chessSicilian}},
		{[]string{"White=Loyd, Sam", "Black=Topalov, V"}, nil},
		{[]string{"Event*=mate"}, []int{chessStalemate, xiangqiMate}},
		{[]string{"Event~=^(Club|Sicilian)$"}, []int{chessMate, chessSicilian}},
		{[]string{"WhiteElo>=2700"}, []int{chessMate}},
		{[]string{"WhiteElo<2700"}, []int{chessStalemate}},
		{[]string{"WhiteElo!=2850"}, []int{chessStalemate, chessSicilian, xiangqiMate, xiangqiOpening, cescacsLeap, xiangqiStalemate}},
		{[]string{"Elo>2700"}, []int{chessMate}},
		{[]string{"Elo>=2780", "Elo<2800"}, []int{chessMate}},
		// dates: "??" parts compare equal, an unknown year never matches
		{[]string{"Date>=2020.01.01"}, []int{chessMate, xiangqiMate}},
		{[]string{"Date>=2020.03.15", "Date<=2020.03.15"}, []int{chessMate}},
		{[]string{"Date<2020"}, []int{chessStalemate}},
		{[]string{"Date>=2020", "Date<2021"}, []int{chessMate}},
		// players on either side, named by the variant's sides
		{[]string{"player:Carlsen, Magnus"}, []int{chessMate, chessStalemate}},
		{[]string{"player:Xu Yinchuan"}, []int{xiangqiMate, xiangqiOpening}},
		{[]string{"Player*=Lü"}, []int{xiangqiMate, xiangqiOpening}},
		{[]string{"player:Pau"}, []int{cescacsLeap}},
		{[]string{"result:1-0"}, []int{chessMate, xiangqiMate, xiangqiStalemate}},
		// ECO and ECCO
		{[]string{"eco:B90-B99"}, []int{chessSicilian}},
		{[]string{"eco:B9"}, []int{chessSicilian}},
		{[]string{"eco:A00-C50"}, []int{chessMate, chessStalemate, chessSicilian, xiangqiMate, xiangqiOpening}},
		{[]string{"eco:a12"}, []int{xiangqiMate}},
		{[]string{"ecco:B"}, []int{xiangqiOpening}},
		{[]string{"eco:B"}, []int{chessSicilian, xiangqiOpening}},
		// variant
		{[]string{"variant:xiangqi"}, []int{xiangqiMate, xiangqiOpening, xiangqiStalemate}},
		{[]string{"variant:C'escacs"}, []int{cescacsLeap}},
		{[]string{"variant:chess", "variant:cescacs"}, []int{chessMate, chessStalemate, chessSicilian, cescacsLeap}},
		// ply counts of the main line
		{[]string{"plies:7"}, []int{chessMate}},
		{[]string{"plies:4-"}, []int{chessMate, chessStalemate, chessSicilian}},
		{[]string{"plies:-3"}, []int{xiangqiMate, xiangqiOpening, cescacsLeap, xiangqiStalemate}},
		{[]string{"plies:2-3"}, []int{xiangqiOpening, cescacsLeap}},
		{[]string{"plies:4", "plies:-10"}, []int{chessSicilian}},
		// endings
		{[]string{"checkmate"}, []int{chessMate, xiangqiMate}},
		{[]string{"stalemate"}, []int{chessStalemate, xiangqiStalemate}},
		{[]string{"checkmate", "variant:xiangqi"}, []int{xiangqiMate}},
		// positions
		{[]string{"position:rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"}, []int{chessMate}},
		{[]string{"position:rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w - - 5 9"}, []int{chessSicilian}},
		{[]string{"position:rnbqkbnr/pp1ppppp/8/8/3pP3/8/PPP2PPP/RNBQKBNR w KQkq - 0 3"}, nil},
		{[]string{"position:rnbqkbnr/pp1ppppp/8/8/3pP3/8/PPP2PPP/RNBQKBNR w KQkq - 0 3", "variations"}, []int{chessSicilian}},
		{[]string{"position:rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"}, []int{chessMate, chessStalemate, chessSicilian}},
		{[]string{"position:rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1"}, []int{xiangqiOpening}},
		{[]string{"position:4k4/1R7/9/9/9/9/9/9/R8/3K5 w - - 0 1"}, []int{xiangqiMate}},
		{[]string{"position:R3k4/1R7/9/9/9/9/9/9/9/3K5 b - - 0 1"}, []int{xiangqiMate}},
		{[]string{"position:/27:1k/25:3r/1:1K/ b -kr - 0 1"}, []int{cescacsLeap}},
		{[]string{"position:" + cescacsAfterLeap(t)}, []int{cescacsLeap}},
		{[]string{"position:rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2", "position:rnbqkbnr/pp2pppp/3p4/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3"}, []int{chessSicilian}},
		{[]string{"position:rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2", "position:rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"}, nil},
		// material, for either side
		{[]string{"material:KRR vs K"}, []int{xiangqiMate, xiangqiStalemate}},
		{[]string{"material:K KRR"}, []int{xiangqiMate, xiangqiStalemate}},
		{[]string{"material:KR vs KR"}, nil},
		{[]string{"material:K vs KR"}, []int{cescacsLeap}},
		{[]string{"material:KQR2B2N2P8 vs KQR2B2N2P7"}, []int{chessMate, chessStalemate}},
		{[]string{"material:KQR2B2N2P8 vs KQR2B2N2P7", "variations"}, []int{chessMate, chessStalemate, chessSicilian}},
		{[]string{"material:qrrbbnnpppppppp qrrbbnnpppppppp", "plies:-20"}, []int{chessMate, chessStalemate, chessSicilian}},
		// mixed: tags first, then one replay
		{[]string{"player:Carlsen, Magnus", "checkmate", "material:KQR2B2N2P8 vs KQR2B2N2P7"}, []int{chessMate}},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.criteria), func(t *testing.T) {
			c, err := Compile(tt.criteria...)
			if err != nil {
				t.Fatal(err)
			}
			var got []int
			for i, g := range games {
				matched := c.Match(g)
				if matched {
					got = append(got, i)
				}
				// RejectsTags may only reject what Match rejects, and
				// for criteria on tags alone it is Match's verdict.
				rejects := c.RejectsTags(g.Variant, g.Tags)
				if rejects && matched {
					t.Errorf("game %d: RejectsTags rejects a game that Match selects", i)
				}
				if tagsOnly := !c.Replays() && c.minPlies == 0 && c.maxPlies < 0; tagsOnly && rejects == matched {
					t.Errorf("game %d: RejectsTags = %v where Match = %v on criteria of tags alone", i, rejects, matched)
				}
			}
			if fmt.Sprint(got) != fmt.Sprint(tt.want) {
				t.Errorf("matched games %v, want %v", got, tt.want)
			}
		})
	}
}

// TestEveryReachedPositionMatches: each position of each test game's main
// line, the start and those after captures included, selects the game.
// It guards the search's shortcuts (it stops
// at the position found, and once the board holds fewer pieces than the
// position sought).
func TestEveryReachedPositionMatches(t *testing.T) {
	games := readGames(t, testGames+captureGames)
	for gi, g := range games {
		if g.Variant == nil {
			continue
		}
		b, ok := g.Variant.NewBoard(g.Tags, nil)
		if !ok {
			continue
		}
		positions := []string{string(b.AppendPosition(nil))}
		for p := range pgn.Plies(g, nil) {
			if p.MainLine {
				positions = append(positions, string(p.Board.AppendPosition(nil)))
			}
		}
		for i, pos := range positions {
			c, err := Compile("position:" + pos)
			if err != nil {
				t.Fatalf("game %d, position %d %q: %v", gi, i, pos, err)
			}
			if !c.Match(g) {
				t.Errorf("game %d (%s): position %d %q not found", gi, g.Variant.Name(), i, pos)
			}
		}
	}
}

// captureGames are a chess game and a xiangqi game with captures early.
const captureGames = `

[Event "captures"]
[White "A"]
[Black "B"]
[Result "*"]

1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. d4 c6 5. Nf3 Nf6 6. Bc4 Bf5 7. O-O e6 *

[Game "Chinese Chess"]
[Event "captures"]
[Red "A"]
[Black "B"]
[Result "*"]
[Format "ICCS"]

1. h2e2 h9g7 2. e2e6 g7e6 3. h0g2 b7e7 4. i0h0 b9c7 *
`
