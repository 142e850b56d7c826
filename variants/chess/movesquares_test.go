package chess

import (
	"fmt"
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

// squaresText writes what MoveSquares tells of m as UCI text, "" for a
// move it finds not legal: what AppendMove(nil, m, UCI) must equal.
func squaresText(b *Board, m pgn.Move) string {
	from, to, promo, ok := b.MoveSquares(m)
	switch {
	case !ok:
		return ""
	case from == NoSquare && to == NoSquare:
		return "0000"
	}
	s := squareName(int(from)) + squareName(int(to))
	if promo != NoPieceType {
		s += string("  nbrqk"[promo])
	}
	return s
}

// checkMoveSquares compares MoveSquares with AppendMove(UCI) for every
// legal move of b's position, the null move, and moves that are not legal
// here: the same squares and promotion, legal or not alike.
func checkMoveSquares(t *testing.T, where func() string, b *Board) {
	t.Helper()
	moves := append(b.LegalMoves(nil), NullMove, pgn.Move(newMove(0, 63, noType, moveNormal))|moveTag,
		pgn.Move(newMove(12, 28, queen, moveNormal))|moveTag, pgn.Move(newMove(4, 7, noType, moveCastle))|moveTag, 0)
	for _, m := range moves {
		b.p.next = 0 // no help from an earlier call
		want := string(b.AppendMove(nil, m, UCI))
		if got := squaresText(b, m); got != want {
			t.Fatalf("%s: %s: MoveSquares(%x) gives %q, AppendMove(UCI) %q", where(), b.p.appendFEN(nil), m, got, want)
		}
	}
}

// TestMoveSquaresMatchesUCI replays the chess corpus and checks MoveSquares
// against AppendMove(UCI) in one position of 10 (every one with
// PGNTOOL_LONG=1), and on fixed positions in standard chess and Chess960.
func TestMoveSquaresMatchesUCI(t *testing.T) {
	stride := 10
	if longTests() {
		stride = 1
	}
	seen, checked := 0, 0
	eachCorpusGame(t, func(path string, g *pgn.Game) {
		pgn.Replay(g, Variant, nil, func(n *pgn.Node, pb pgn.Board, _ pgn.Move) {
			if seen++; seen%stride != 0 {
				return
			}
			checked++
			b := &Board{p: pb.(*Board).p, ready: true}
			b.p.history = nil
			checkMoveSquares(t, func() string { return fmt.Sprintf("%s game %d", path, g.Pos.Game) }, b)
		})
	})
	if checked == 0 {
		t.Fatal("no position checked; is the corpus there?")
	}
	for i, fen := range append(fuzzFENs, "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1") {
		for _, c960 := range []bool{false, true} {
			b, err := strictBoard(fen, c960)
			if err != nil {
				continue
			}
			checkMoveSquares(t, func() string { return fmt.Sprintf("position %d (chess960 %v)", i, c960) }, b)
		}
	}
	var nb *Board
	if from, to, promo, ok := nb.MoveSquares(NullMove); ok || from != NoSquare || to != NoSquare || promo != NoPieceType {
		t.Fatalf("nil board: MoveSquares = %v %v %v %v", from, to, promo, ok)
	}
}

// FuzzMoveSquares checks MoveSquares against AppendMove(UCI) for any move
// value in any position the FEN reader accepts.
func FuzzMoveSquares(f *testing.F) {
	for i, fen := range fuzzFENs {
		f.Add(fen, uint64(newMove(12, 28, noType, moveNormal))|uint64(moveTag), i%2 == 1)
		f.Add(fen, uint64(newMove(4, 7, noType, moveCastle))|uint64(moveTag), false)
		f.Add(fen, uint64(NullMove), false)
	}
	f.Fuzz(func(t *testing.T, fen string, m uint64, c960 bool) {
		b, err := strictBoard(fen, c960)
		if err != nil {
			return
		}
		want := string(b.AppendMove(nil, pgn.Move(m), UCI))
		if got := squaresText(b, pgn.Move(m)); got != want {
			t.Fatalf("%s: MoveSquares(%x) gives %q, AppendMove(UCI) %q", fen, m, got, want)
		}
	})
}
