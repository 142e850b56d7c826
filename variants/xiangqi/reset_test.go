package xiangqi

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pgntool/pgntool/pgn"
)

// A board set up again for another game is the board NewBoard would make
// for it: nothing of the last game (its moves, its Format tag, the
// notation and rank numbering it used, its warnings) carries over.
func TestResetIsNewBoard(t *testing.T) {
	games := []struct {
		tags  []pgn.Tag
		moves []string
	}{
		{[]pgn.Tag{{Name: "Format", Value: "WXF"}}, []string{"C2.5", "h9g7", "b1c3"}},
		{[]pgn.Tag{{Name: "Variant", Value: "xiangqi"}, {Name: "FEN", Value: yvonneMiddle}}, []string{"車５平８"}},
		{nil, []string{"炮二平五", "马８进７"}},
		{[]pgn.Tag{{Name: "FEN", Value: "bad"}}, nil},
		{[]pgn.Tag{{Name: "Fen", Value: "3k5/9/9/9/9/9/9/9/9/R4K3 w - - 0 1"}}, []string{"Rd0+"}},
	}
	opts := cmp.Options{cmp.AllowUnexported(Board{}, undo{}), cmp.FilterPath(func(p cmp.Path) bool {
		f := p.Last().String()
		return f == ".buf" || f == ".hist"
	}, cmp.Ignore())}
	reused, _ := Variant.NewBoard(nil, nil)
	b := reused.(*Board)
	for i, g := range games {
		var wantDiags, gotDiags pgn.DiagnosticList
		fresh, freshOK := Variant.NewBoard(g.tags, wantDiags.Add)
		ok := b.Reset(g.tags, gotDiags.Add)
		if ok != freshOK || !cmp.Equal(wantDiags, gotDiags) {
			t.Fatalf("game %d: Reset gave %v %v, NewBoard %v %v", i, ok, gotDiags, freshOK, wantDiags)
		}
		if !ok {
			continue
		}
		if diff := cmp.Diff(fresh.(*Board), b, opts); diff != "" {
			t.Errorf("game %d: reset board differs from a new one (-new +reset):\n%s", i, diff)
		}
		if len(b.hist) != 0 {
			t.Errorf("game %d: %d moves left on the undo stack", i, len(b.hist))
		}
		for _, mv := range g.moves {
			m, ok := b.ParseMove([]byte(mv), pgn.Position{}, nil)
			if !ok {
				t.Fatalf("game %d: %s not read", i, mv)
			}
			b.Make(m)
		}
	}
	// A hostile game's stack is let go.
	for range maxKeptHistory + 1 {
		b.Make(mkMove(0, 0))
	}
	b.Reset(nil, nil)
	if cap(b.hist) > maxKeptHistory {
		t.Errorf("a stack of %d moves was kept", cap(b.hist))
	}
}
