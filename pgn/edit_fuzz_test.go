package pgn_test

import (
	"testing"
	"time"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants/chess"
)

// allNodes lists the moves of the tree in reading order.
func allNodes(l *pgn.Line, out []*pgn.Node) []*pgn.Node {
	for _, n := range l.Moves {
		out = append(out, n)
		for _, v := range n.Variations {
			out = allNodes(v, out)
		}
	}
	return out
}

// FuzzEdit edits a chess game by a script of operations read from the
// input: adding legal moves after any node (as moves or main moves),
// variations, promotion, demotion, removal, comments, NAGs and clocks.
// Every edit keeps a game that writes and reads back as the same tree,
// and no edit panics.
func FuzzEdit(f *testing.F) {
	f.Add([]byte{0, 0, 0, 1, 0, 5, 2, 3, 4, 1, 5, 0, 6, 2, 7, 1})
	f.Add([]byte{0, 3, 0, 7, 0, 2, 1, 1, 9, 0, 2, 2, 3, 1, 4, 2, 5, 3})
	f.Fuzz(func(t *testing.T, script []byte) {
		if len(script) > 64 {
			script = script[:64]
		}
		g := pgn.NewGame(chess.Variant)
		for i := 0; i+1 < len(script); i += 2 {
			op, arg := script[i]%10, int(script[i+1])
			nodes := allNodes(&g.Moves, nil)
			var n *pgn.Node
			if len(nodes) > 0 && arg%(len(nodes)+1) < len(nodes) {
				n = nodes[arg%(len(nodes)+1)]
			}
			switch op {
			case 0, 1, 2:
				at := g.BoardAt
				if op == 2 {
					if n == nil {
						continue
					}
					at = g.BoardBefore
				}
				b, err := at(n)
				if err != nil {
					t.Fatalf("BoardAt: %v", err)
				}
				moves := b.(legal).LegalMoves(nil)
				if len(moves) == 0 {
					continue
				}
				m := moves[arg%len(moves)]
				switch op {
				case 0:
					_, err = g.AddMove(n, m)
				case 1:
					_, err = g.AddMainMove(n, m)
				case 2:
					_, err = g.AddVariation(n, m)
				}
				if err != nil {
					t.Fatalf("adding a legal move: %v", err)
				}
			case 3:
				_ = g.Promote(n)
			case 4:
				_ = g.PromoteToMain(n)
			case 5:
				_ = g.Demote(n)
			case 6:
				_ = g.RemoveVariation(n)
			case 7:
				if n != nil {
					_ = n.AddComment("note " + string(rune('a'+arg%26)))
					_ = n.AddNAG(arg % 20)
				} else {
					_ = g.SetStartingComment(nil, "start")
				}
			case 8:
				if n != nil {
					_ = n.SetClock(time.Duration(arg) * 1500 * time.Millisecond)
					_ = n.SetEval(pgn.Eval{Value: arg - 128, Depth: arg % 30})
				}
			case 9:
				if n != nil && !g.IsMainLine(n) {
					_ = g.SetStartingComment(n, "first")
				}
			}
		}
		checkReadBack(t, g)
	})
}
