package cescacs_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants/cescacs"
	"github.com/pgntool/pgntool/variants/chess"
	"github.com/pgntool/pgntool/variants/xiangqi"
)

// TestForeignMoves: moves of the chess and xiangqi boards are refused by
// Play, and Make leaves the board as it was (their cells are not cells of
// this board, so the move cannot be mistaken for a C'escacs move).
func TestForeignMoves(t *testing.T) {
	var foreign []pgn.Move
	for _, tc := range []struct {
		v     pgn.Variant
		moves []string
	}{
		{chess.Variant, []string{"e4", "Nf3", "d4", "a3", "h4"}},
		{xiangqi.Variant, []string{"C2=5", "H2+3", "R1+1", "P7+1"}},
	} {
		b, ok := tc.v.NewBoard(nil, nil)
		if !ok {
			t.Fatal("no start position")
		}
		for _, s := range tc.moves {
			m, ok := b.ParseMove([]byte(s), pgn.Position{}, nil)
			if !ok {
				t.Fatalf("%s: %s does not parse", tc.v.Name(), s)
			}
			foreign = append(foreign, m)
		}
	}
	b, _ := cescacs.NewBoard("")
	before := b.TLPD()
	for _, m := range foreign {
		err := b.Play(m)
		if !errors.Is(err, cescacs.ErrIllegalMove) || !strings.Contains(err.Error(), "not a move of a C'escacs board") {
			t.Errorf("Play(%#x) = %v", uint64(m), err)
		}
		b.Make(m)
		if b.TLPD() != before {
			t.Errorf("Make(%#x) changed the board to %s", uint64(m), b.TLPD())
		}
		b.Unmake()
	}
}
