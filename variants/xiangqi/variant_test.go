package xiangqi

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pgntool/pgntool/pgn"
)

func TestVariantNames(t *testing.T) {
	got := map[string][]string{
		"name":      {Variant.Name()},
		"aliases":   Variant.Info().Aliases,
		"results":   Variant.Info().Results,
		"notations": notationNames(Variant.Info().Notations),
	}
	want := map[string][]string{
		"name":      {"Chinese Chess"},
		"aliases":   {"xiangqi", "chinese chess", "xiang qi", "cchess", "象棋", "中国象棋"},
		"results":   {"1-0", "0-1", "1/2-1/2", "*"},
		"notations": {"chinese", "wxf", "iccs", "uci"},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	if nag, ok := Variant.GlyphNAG([]byte("!?")); !ok || nag != 5 {
		t.Errorf("GlyphNAG(!?) = %d, %v", nag, ok)
	}
}

func TestNewBoardWithoutReport(t *testing.T) {
	// a nil report must not panic on faults
	if _, ok := Variant.NewBoard([]pgn.Tag{{Name: "FEN", Value: "bad"}}, nil); ok {
		t.Error("accepted FEN \"bad\"")
	}
	b, _ := Variant.NewBoard(nil, nil)
	if _, ok := b.ParseMove([]byte("炮八平"), pgn.Position{}, nil); ok {
		t.Error("accepted 炮八平")
	}
}

func notationNames(ns []pgn.Notation) []string {
	var names []string
	for _, n := range ns {
		names = append(names, string(n))
	}
	return names
}
