package chess

import (
	"slices"
	"testing"
	"time"

	"github.com/pgntool/pgntool/pgn"
)

// TestLegalMovesMatchParseMove replays the chess corpus and checks, at
// every sampled position, that LegalMoves (the generator) gives exactly the
// moves ParseMove (the SAN resolver, which never calls the generator)
// accepts among every text a piece could be moved with: the origin and
// destination of each geometrically possible step of each piece, promotion
// letters on the last rank, and both castlings. By default one position in
// 40 is checked (about 25,000); PGNTOOL_LONG=1 checks every position.
func TestLegalMovesMatchParseMove(t *testing.T) {
	stride := 40
	if longTests() {
		stride = 1
	}
	start := time.Now()
	seen, checked := 0, 0
	var legal, accepted []pgn.Move
	eachCorpusGame(t, func(path string, g *pgn.Game) {
		pgn.Replay(g, Variant, nil, func(n *pgn.Node, pb pgn.Board, _ pgn.Move) {
			if seen++; seen%stride != 0 {
				return
			}
			checked++
			b := pb.(*Board).Copy()
			legal = b.LegalMoves(legal[:0])
			accepted = acceptedMoves(t, b, accepted[:0])
			if !sameMoves(legal, accepted) {
				t.Errorf("%s: %s: LegalMoves %v, ParseMove accepts %v", path, b.FEN(), uciList(b, legal), uciList(b, accepted))
			}
		})
	})
	if checked == 0 {
		t.Fatal("no position checked; is the corpus there?")
	}
	t.Logf("%d of %d positions checked in %v", checked, seen, time.Since(start).Round(time.Millisecond))
}

// acceptedMoves appends the distinct moves ParseMove accepts among the
// texts that could move a piece of the side to move.
func acceptedMoves(t *testing.T, b *Board, dst []pgn.Move) []pgn.Move {
	try := func(text string) {
		habits := b.habits
		m, ok := b.ParseMove([]byte(text), pgn.Position{}, nil)
		b.habits = habits
		if ok && !slices.Contains(dst, m) {
			dst = append(dst, m)
		}
	}
	try("O-O")
	try("O-O-O")
	p := &b.p
	us := p.side
	for own := p.pieces[us][0]; own != 0; {
		from := own.pop()
		var to bitboard
		switch p.board[from].kind() {
		case pawn:
			step := 8
			if us == black {
				step = -8
			}
			to = pawnAtt[us][from] | bit(from+step)
			if r := sqRank(from); r == 1 && us == white || r == 6 && us == black {
				to |= bit(from + 2*step)
			}
		case knight:
			to = knightAtt[from]
		case bishop:
			to = bishopEmpty[from]
		case rook:
			to = rookEmpty[from]
		case queen:
			to = alignedBB[from]
		case king:
			to = kingAtt[from] // castling is tried as O-O and O-O-O
		}
		for to != 0 {
			sq := to.pop()
			text := squareName(from) + squareName(sq)
			try(text)
			if p.board[from].kind() == pawn && (sqRank(sq) == 0 || sqRank(sq) == 7) {
				for _, pr := range []string{"q", "r", "b", "n"} {
					try(text + pr)
				}
			}
		}
	}
	return dst
}

// sameMoves reports whether a and b hold the same moves in any order.
func sameMoves(a, b []pgn.Move) bool {
	if len(a) != len(b) {
		return false
	}
	for _, m := range a {
		if !slices.Contains(b, m) {
			return false
		}
	}
	return true
}
