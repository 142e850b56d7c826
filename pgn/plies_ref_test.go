package pgn_test

import (
	"github.com/pgntool/pgntool/pgn"
)

// refPly is a yielded move as the reference replay sees it: the node, its
// place, and the position after it.
type refPly struct {
	Node     *pgn.Node
	Number   int
	Second   bool
	Depth    int
	Position string
}

// pliesRef is what Plies yields for g, as refPly rows.
func pliesRef(g *pgn.Game) []refPly {
	var out []refPly
	for p := range pgn.Plies(g, nil) {
		if p.MainLine != (p.Depth == 0) {
			p.Number = -1 // shows in the comparison
		}
		out = append(out, refPly{p.Node, p.Number, p.Second, p.Depth, string(p.Board.AppendPosition(nil))})
	}
	return out
}

// referencePlies replays g independently of pgn's replayer, recursively,
// with the board's own calls only: the number and side come from the
// board's MoveNumber before each move. A board that does not know its
// move number (MoveNumber answers 0: a C'escacs TLPD with "?") counts the
// plies from the start instead, from 0 as export does.
func referencePlies(g *pgn.Game) []refPly {
	if g == nil || g.Variant == nil {
		return nil
	}
	quiet := func(pgn.Diagnostic) {}
	b, ok := g.Variant.NewBoard(g.Tags, quiet)
	if !ok || b == nil {
		return nil
	}
	r := reference{board: b}
	number, second := b.MoveNumber()
	if number == 0 {
		r.unknown = true
		if second {
			r.startPly = 1
		}
	}
	r.line(&g.Moves, 0, 0)
	return r.out
}

// reference is the state of one reference replay.
type reference struct {
	board pgn.Board
	out   []refPly
	// unknown is set when the board knows no move number; startPly is 1
	// when the first move is the second player's.
	unknown  bool
	startPly int
}

// line plays l on the board, which stands where l starts, plies moves
// after the start, and leaves the board as it found it. A move that
// cannot be played ends its line, but its own variations are played from
// the position before it; a variation of a move that was played is
// played after taking that move back.
func (r *reference) line(l *pgn.Line, depth, plies int) {
	b := r.board
	quiet := func(pgn.Diagnostic) {}
	made := 0
	for _, n := range l.Moves {
		number, second := b.MoveNumber()
		if r.unknown {
			number, second = (r.startPly+plies)/2, (r.startPly+plies)%2 == 1
		}
		m, ok := b.ParseMove([]byte(n.Text), n.Pos, quiet)
		if ok {
			b.Make(m)
			made++
			r.out = append(r.out, refPly{n, number, second, depth, string(b.AppendPosition(nil))})
		}
		for _, sub := range n.Variations {
			if ok {
				b.Unmake()
			}
			r.line(sub, depth+1, plies)
			if ok {
				b.Make(m)
			}
		}
		if !ok {
			break
		}
		plies++
	}
	for ; made > 0; made-- {
		b.Unmake()
	}
}
