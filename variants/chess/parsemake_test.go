package chess

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pgntool/pgntool/pgn"
)

// checkParseAndMake compares ParseAndMake on a with ParseMove and Make on b,
// two boards in the same position, for one text: the same move, the same
// diagnostics, and the same position after it.
func checkParseAndMake(t *testing.T, a, b *Board, text []byte) (ok bool) {
	t.Helper()
	var da, db pgn.DiagnosticList
	ma, oka := a.ParseAndMake(text, &pgn.Position{Line: 1}, da.Add)
	mb, okb := b.ParseMove(text, pgn.Position{Line: 1}, db.Add)
	if okb {
		b.Make(mb)
	}
	if ma != mb || oka != okb {
		t.Fatalf("%s: %q: ParseAndMake = %x %v, ParseMove = %x %v", b.FEN(), text, ma, oka, mb, okb)
	}
	if diff := cmp.Diff(db, da); diff != "" {
		t.Fatalf("%q: diagnostics (-ParseMove +ParseAndMake):\n%s", text, diff)
	}
	if fa, fb := a.FEN(), b.FEN(); fa != fb || len(a.p.history) != len(b.p.history) || a.p.check != b.p.check {
		t.Fatalf("%q: ParseAndMake leaves %s (check %d), ParseMove and Make %s (check %d)", text, fa, a.p.check, fb, b.p.check)
	}
	return oka
}

// TestParseAndMakeMatchesParseMove compares the two in the quickMove test
// positions, each from the position, on the SAN of every legal move with
// its sign, without it and with a wrong one, its UCI form, and one in
// 41 of quickTexts, most of which name no legal move.
func TestParseAndMakeMatchesParseMove(t *testing.T) {
	var some [][]byte
	for i, text := range quickTexts() {
		if i%41 == 0 {
			some = append(some, text)
		}
	}
	some = append(some, []byte("e2e4"), []byte("Ng1-f3"), []byte("exd6 e.p."), []byte("--"), []byte("e8Q"))
	played := 0
	for i, fen := range quickFENs(t) {
		c960 := i%2 == 1 && i < len(fuzzFENs)
		start, err := strictBoard(fen, c960)
		if err != nil {
			continue
		}
		texts := some
		var l moveList
		start.p.generate(&l)
		for _, m := range l.m[:l.n] {
			san := start.p.appendSAN(nil, m)
			_, n := trailingMark(san)
			texts = append(texts, san, san[:n:n], append(san[:n:n], '+'), append(san[:n:n], '#'), start.p.appendUCI(nil, m))
		}
		for _, text := range texts {
			a, b := start.Copy(), start.Copy()
			if checkParseAndMake(t, a, b, text) {
				played++
			}
		}
	}
	if played == 0 {
		t.Fatal("no text played")
	}
}

// TestParseAndMakeOnCorpus replays the games of the chess corpus both ways.
func TestParseAndMakeOnCorpus(t *testing.T) {
	games := 0
	eachCorpusGame(t, func(_ string, g *pgn.Game) {
		pa, oka := Variant.NewBoard(g.Tags, nil)
		pb, okb := Variant.NewBoard(g.Tags, nil)
		if !oka || !okb {
			return
		}
		games++
		for _, n := range g.Moves.Moves {
			if !checkParseAndMake(t, pa.(*Board), pb.(*Board), []byte(n.Text)) {
				break
			}
		}
	})
	if games == 0 {
		t.Fatal("no game replayed; is the corpus there?")
	}
}
