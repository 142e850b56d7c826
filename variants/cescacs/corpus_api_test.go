package cescacs

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

// TestBoardAPIOnCorpus checks the board API on every position of every
// corpus game, variations included (the position before each move):
//   - the public LegalMoves equals the internal generator;
//   - the game's move is legal, Play accepts it and Unmake restores the
//     position and its key;
//   - the position rebuilt from its TLPD has the same key, the same legal
//     moves, the same check, and the same perft(2) through LegalMoves,
//     Make and Unmake as the internal generator's perft(2) of the replayed
//     board (not with -short); every legal move written by AppendMove is
//     read back by Parse as the same move;
//   - over the whole corpus, equal keys mean equal positions (TLPD without
//     the clocks) and equal positions equal keys.
func TestBoardAPIOnCorpus(t *testing.T) {
	byKey := map[uint64]string{}
	byPos := map[string]uint64{}
	positions := 0
	// Records repeat positions (the doc examples in three languages, the
	// implementation's saved games); each is checked once per move.
	checked := map[string]bool{}
	bufs := perftBufs(2)
	for _, f := range corpusFiles(t) {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		name := filepath.Base(f)
		for gi, g := range readGames(t, name, data, nil) {
			pgn.Replay(g, Variant, nil, func(n *pgn.Node, pb pgn.Board, m pgn.Move) {
				if n == nil || t.Failed() {
					return
				}
				b := pb.(*Board)
				where := name + " game " + string(rune('0'+gi%10)) + " before " + n.Text + ": " + b.TLPD()
				positions++
				if !checked[b.TLPD()+"|"+n.Text] {
					checked[b.TLPD()+"|"+n.Text] = true
					checkPositionAPI(t, where, b, m, bufs)
				}
				placement := b.TLPD()
				placement = placement[:strings.LastIndexByte(placement[:strings.LastIndexByte(placement, ' ')], ' ')]
				if prev, ok := byKey[b.Key()]; ok && prev != placement {
					t.Errorf("%s: key %#x also of %s", where, b.Key(), prev)
				}
				if prev, ok := byPos[placement]; ok && prev != b.Key() {
					t.Errorf("%s: key %#x, before %#x", where, b.Key(), prev)
				}
				byKey[b.Key()] = placement
				byPos[placement] = b.Key()
			})
		}
	}
	if positions < 500 {
		t.Errorf("only %d corpus positions", positions)
	}
	t.Logf("%d positions, %d distinct", positions, len(byPos))
}

func checkPositionAPI(t *testing.T, where string, b *Board, m pgn.Move, bufs [][]pgn.Move) {
	t.Helper()
	moves := b.LegalMoves(nil)
	var l moveList
	b.legal(&l)
	if !slices.Equal(moves, l.moves[:l.n]) {
		t.Errorf("%s: LegalMoves differs from the generator", where)
	}
	if !slices.Contains(moves, m) || !b.IsLegal(m) {
		t.Errorf("%s: the game's move is not among the legal moves", where)
	}
	tlpd, key := b.TLPD(), b.Key()
	if err := b.Play(m); err != nil {
		t.Errorf("%s: Play: %v", where, err)
	} else {
		b.Unmake()
	}
	if b.TLPD() != tlpd || b.Key() != key {
		t.Errorf("%s: Play and Unmake leave %s", where, b.TLPD())
	}

	nb := fromTLPD(t, b)
	if nb.Key() != key {
		t.Errorf("%s: key %#x, from the TLPD %#x", where, key, nb.Key())
	}
	if nb.InCheck() != b.InCheck() {
		t.Errorf("%s: InCheck %v, from the TLPD %v", where, b.InCheck(), nb.InCheck())
	}
	if !testing.Short() {
		if got, want := apiPerft(nb, 2, bufs), perft(b, 2); got != want {
			t.Errorf("%s: perft(2) through LegalMoves from the TLPD %d, internal %d", where, got, want)
		}
	}
	again := nb.LegalMoves(nil)
	slices.Sort(again)
	sorted := slices.Sorted(slices.Values(moves))
	if !slices.Equal(again, sorted) {
		t.Errorf("%s: %d legal moves, from the TLPD %d", where, len(moves), len(again))
	}
	for _, mv := range again {
		text := nb.AppendMove(nil, mv, NotationLetters)
		back, err := nb.Parse(string(text))
		if err != nil || back != mv {
			t.Errorf("%s: %s reads back as %#x, %v", where, text, uint64(back), err)
		}
	}
}
