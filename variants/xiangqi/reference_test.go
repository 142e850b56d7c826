package xiangqi

import (
	"slices"
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

// The reference move generator below is written from the rules alone, by
// asking of every pair of points whether the piece on the first may go to
// the second, without the generator's direction tables, its check test or
// its helpers. It is slow; it is here to be compared with LegalMoves.

// refSide is 1 for a red piece, -1 for a black one, 0 for none.
func refSide(p int8) int {
	switch {
	case p > 0:
		return 1
	case p < 0:
		return -1
	}
	return 0
}

func refAbs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// refPalace reports whether point (f, r) is in the palace of side s.
func refPalace(s, f, r int) bool {
	if s > 0 {
		return f >= 3 && f <= 5 && r >= 0 && r <= 2
	}
	return f >= 3 && f <= 5 && r >= 7 && r <= 9
}

// refOwnHalf reports whether rank r is on side s's side of the river.
func refOwnHalf(s, r int) bool {
	if s > 0 {
		return r <= 4
	}
	return r >= 5
}

// refBetween counts the pieces strictly between two points of one line.
func refBetween(a *[squares]int8, ff, fr, tf, tr int) int {
	n := 0
	if ff == tf {
		for r := min(fr, tr) + 1; r < max(fr, tr); r++ {
			if a[r*9+ff] != 0 {
				n++
			}
		}
	} else {
		for f := min(ff, tf) + 1; f < max(ff, tf); f++ {
			if a[fr*9+f] != 0 {
				n++
			}
		}
	}
	return n
}

// refReaches reports whether the piece on from may move to (or capture on)
// to by its own movement rule, ignoring its general's safety.
func refReaches(a *[squares]int8, from, to int) bool {
	p, q := a[from], a[to]
	s := refSide(p)
	if s == 0 || from == to || refSide(q) == s {
		return false
	}
	ff, fr, tf, tr := from%9, from/9, to%9, to/9
	df, dr := tf-ff, tr-fr
	switch refAbs(int(p)) {
	case 1: // general
		return refPalace(s, tf, tr) && refAbs(df)+refAbs(dr) == 1
	case 2: // advisor
		return refPalace(s, tf, tr) && refAbs(df) == 1 && refAbs(dr) == 1
	case 3: // elephant: two points diagonally, the eye empty, not across the river
		return refAbs(df) == 2 && refAbs(dr) == 2 && refOwnHalf(s, tr) && a[(fr+dr/2)*9+ff+df/2] == 0
	case 4: // horse: one orthogonal step (the leg, empty), then one diagonal
		if refAbs(df) == 1 && refAbs(dr) == 2 {
			return a[(fr+dr/2)*9+ff] == 0
		}
		if refAbs(df) == 2 && refAbs(dr) == 1 {
			return a[fr*9+ff+df/2] == 0
		}
		return false
	case 5: // chariot
		return (df == 0 || dr == 0) && refBetween(a, ff, fr, tf, tr) == 0
	case 6: // cannon: slides to an empty point, jumps one screen to capture
		if df != 0 && dr != 0 {
			return false
		}
		if q == 0 {
			return refBetween(a, ff, fr, tf, tr) == 0
		}
		return refBetween(a, ff, fr, tf, tr) == 1
	case 7: // soldier: forward, and sideways once across the river
		if df == 0 && dr == s {
			return true
		}
		return dr == 0 && refAbs(df) == 1 && !refOwnHalf(s, fr)
	}
	return false
}

// refExposed reports whether side s's general is attacked, or faces the
// other general on an open file.
func refExposed(a *[squares]int8, s int) bool {
	own, other := -1, -1
	for i, p := range a {
		if refAbs(int(p)) == 1 {
			if refSide(p) == s {
				own = i
			} else {
				other = i
			}
		}
	}
	if own < 0 || other < 0 {
		return true
	}
	if own%9 == other%9 && refBetween(a, own%9, own/9, other%9, other/9) == 0 {
		return true
	}
	for i, p := range a {
		if refSide(p) == -s && refReaches(a, i, own) {
			return true
		}
	}
	return false
}

// refMoves lists the legal moves of the side to move as from*100+to.
func refMoves(b *Board) []int {
	s := 1
	if b.side == black {
		s = -1
	}
	a := b.sq
	var out []int
	for from := range squares {
		if refSide(a[from]) != s {
			continue
		}
		for to := range squares {
			if !refReaches(&a, from, to) {
				continue
			}
			p, q := a[from], a[to]
			a[to], a[from] = p, 0
			if !refExposed(&a, s) {
				out = append(out, from*100+to)
			}
			a[from], a[to] = p, q
		}
	}
	return out
}

// pairs turns moves into sorted from*100+to numbers.
func pairs(moves []pgn.Move) []int {
	out := make([]int, 0, len(moves))
	for _, m := range moves {
		out = append(out, mFrom(m)*100+mTo(m))
	}
	slices.Sort(out)
	return out
}

// compareWithReference checks LegalMoves, InCheck and Key of b against
// the reference generator and a key computed from scratch.
func compareWithReference(t *testing.T, where string, b *Board) bool {
	t.Helper()
	var buf [maxMoves]pgn.Move
	got, want := pairs(b.LegalMoves(buf[:0])), refMoves(b)
	if !slices.Equal(got, want) {
		t.Errorf("%s: %s: LegalMoves %v, reference %v", where, b.FEN(), got, want)
		return false
	}
	s := 1
	if b.side == black {
		s = -1
	}
	if b.InCheck() != refExposed(&b.sq, s) {
		t.Errorf("%s: %s: InCheck %v, reference %v", where, b.FEN(), b.InCheck(), !b.InCheck())
		return false
	}
	if b.Key() != b.computeKey() {
		t.Errorf("%s: %s: key %#x kept by Make/Unmake, %#x computed", where, b.FEN(), b.Key(), b.computeKey())
		return false
	}
	return true
}

// TestReferenceOnPerftPositions compares the generator with the reference
// on every position two plies deep from the perft positions.
func TestReferenceOnPerftPositions(t *testing.T) {
	for _, tc := range perftCases {
		b := mustBoard(t, tc.fen)
		if !compareWithReference(t, tc.name, b) {
			continue
		}
		for _, m := range b.LegalMoves(nil) {
			b.Make(m)
			compareWithReference(t, tc.name+" "+b.UCCI(m), b)
			b.Unmake()
		}
	}
}

// TestReferenceOnCorpus compares LegalMoves, InCheck and Key with the
// reference at every position of every corpus game, variations included,
// and checks that Play accepts every move ParseMove found there.
func TestReferenceOnCorpus(t *testing.T) {
	positions, failures := 0, 0
	for _, f := range corpusFiles(t) {
		for _, g := range readGames(t, f) {
			pgn.Replay(g, Variant, nil, func(n *pgn.Node, pb pgn.Board, m pgn.Move) {
				if failures > 10 {
					return
				}
				b := pb.(*Board)
				positions++
				if !compareWithReference(t, f.name, b) {
					failures++
				}
				if n != nil {
					if err := b.check(m); err != nil {
						t.Errorf("%s: %s: Play refuses %s, read by ParseMove: %v", f.name, b.FEN(), n.Text, err)
						failures++
					}
				}
			})
		}
	}
	t.Logf("%d positions compared", positions)
	if positions < 200000 {
		t.Errorf("only %d positions compared; the corpus holds over 200,000", positions)
	}
}

// TestCanMoveMatchesLegalMoves checks the one-destination test ParseMove
// and Play use against the move list: for every piece of the side to move
// and every point, on the perft positions and a move deep from them, and
// on every tenth position of the corpus.
func TestCanMoveMatchesLegalMoves(t *testing.T) {
	compare := func(where string, b *Board) bool {
		legal := map[pgn.Move]bool{}
		for _, m := range b.LegalMoves(nil) {
			legal[m] = true
		}
		for from := range squares {
			if p := b.sq[from]; p == empty || sideOf(p) != b.side {
				continue
			}
			for to := range squares {
				if m := b.move(from, to); b.canMove(m) != legal[m] {
					t.Errorf("%s: %s: canMove(%s) = %v", where, b.FEN(), b.iccs(m), !legal[m])
					return false
				}
			}
		}
		return true
	}
	for _, tc := range perftCases {
		b := mustBoard(t, tc.fen)
		compare(tc.name, b)
		for _, m := range b.LegalMoves(nil) {
			b.Make(m)
			compare(tc.name, b)
			b.Unmake()
		}
	}
	n, failed := 0, false
	for _, f := range corpusFiles(t) {
		for _, g := range readGames(t, f) {
			pgn.Replay(g, Variant, nil, func(_ *pgn.Node, pb pgn.Board, _ pgn.Move) {
				if n++; n%10 == 0 && !failed {
					failed = !compare(f.name, pb.(*Board))
				}
			})
		}
	}
}
