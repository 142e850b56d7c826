package cescacs

import "github.com/pgntool/pgntool/pgn"

// CTL-PGN writes variations after the whole move pair: "(4. GD2-F6)"
// read after "4. EH4-H8, GZ11-L5" replaces White's move 4, although the
// PGN tree hangs it on Black's move. pairAnchors finds such variations by
// trying their first move where PGN puts them and, when it does not fit
// there, before the previous move of the pair.

// pairWalk replays a game with the CTL-PGN reading of variations. It
// calls visit for every move before it is made, and reports the moves
// that cannot be played. shifted collects the variations that replace the
// move before the one they hang on.
type pairWalk struct {
	b       *Board
	report  pgn.Report
	shifted map[*pgn.Line]bool
	ok      bool
}

// replayPairs plays g's moves, variations included, under the CTL-PGN
// reading; it returns false when some move cannot be played. habits, when
// not nil, collects the habits of the moves (habits.go).
func replayPairs(g *pgn.Game, report pgn.Report, habits *habitTally) (shifted map[*pgn.Line]bool, ok bool) {
	if report == nil {
		report = func(pgn.Diagnostic) {}
	}
	bd, good := Variant.NewBoard(g.Tags, report)
	if !good {
		return nil, false
	}
	bd.(*Board).habits = habits
	w := pairWalk{b: bd.(*Board), report: report, shifted: map[*pgn.Line]bool{}, ok: true}
	w.line(&g.Moves)
	return w.shifted, w.ok
}

// quiet tries a move without reporting anything, its habits included:
// the move is parsed again where it is played.
func (w *pairWalk) quiet(text string) bool {
	habits := w.b.habits
	w.b.habits = nil
	_, ok := w.b.ParseMove([]byte(text), pgn.Position{}, nil)
	w.b.habits = habits
	return ok
}

// line plays l from the current position and takes its moves back.
func (w *pairWalk) line(l *pgn.Line) {
	made := 0
	var prev *pgn.Node
	for _, n := range l.Moves {
		m, ok := w.b.ParseMove([]byte(n.Text), n.Pos, w.report)
		if !ok {
			w.ok = false
			break
		}
		for _, v := range n.Variations {
			w.variation(v, prev, made)
		}
		w.b.Make(m)
		made++
		prev = n
	}
	for ; made > 0; made-- {
		w.b.Unmake()
	}
}

// variation plays v at the position before the move it hangs on, or one
// move earlier when its first move fits only there (the pair reading).
func (w *pairWalk) variation(v *pgn.Line, prev *pgn.Node, made int) {
	if len(v.Moves) == 0 || w.quiet(v.Moves[0].Text) || prev == nil || made == 0 {
		w.line(v)
		return
	}
	last := w.b.hist[len(w.b.hist)-1].m
	w.b.Unmake()
	fits := w.quiet(v.Moves[0].Text)
	if fits {
		w.shifted[v] = true
		w.line(v)
	}
	w.b.Make(last)
	if !fits {
		w.line(v)
	}
}

// NormalizeGame moves each variation that CTL-PGN writes after a move
// pair, but that replaces the pair's first (White) move, from the second
// move's node to the first's, so that the PGN tree says what the record
// means. Readers that build a tree call it before replaying or writing.
//
// A tree that holds a nil move or variation is left as it is.
func (variant) NormalizeGame(g *pgn.Game) {
	if g == nil || hasNil(&g.Moves) || !hasVariations(&g.Moves) {
		return // nothing to move, and no replay to pay for
	}
	shifted, _ := replayPairs(g, nil, nil)
	if len(shifted) > 0 {
		moveShifted(&g.Moves, shifted)
	}
}

func moveShifted(l *pgn.Line, shifted map[*pgn.Line]bool) {
	for i, n := range l.Moves {
		kept := n.Variations[:0]
		for _, v := range n.Variations {
			moveShifted(v, shifted)
			if shifted[v] && i > 0 {
				prev := l.Moves[i-1]
				prev.Variations = append(prev.Variations, v)
				continue
			}
			kept = append(kept, v)
		}
		n.Variations = kept
	}
}

// hasVariations reports whether a line has a variation.
func hasVariations(l *pgn.Line) bool {
	for _, n := range l.Moves {
		if len(n.Variations) > 0 {
			return true
		}
	}
	return false
}
