package pgn

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// treeToy is the toy game with a whole-game check that writes down the
// tree the checker collected: every element a walk hands it, moves,
// numbers, NAGs, glyphs, comments, variations, the result, in order.
type treeToy struct {
	toyVariant
	seen *[]string
}

func (v treeToy) CheckGame(g *Game, report Report) {
	var b strings.Builder
	var line func(l *Line)
	comments := func(cs []Comment) {
		for _, c := range cs {
			fmt.Fprintf(&b, "{%s}", c.Text)
		}
	}
	line = func(l *Line) {
		fmt.Fprintf(&b, "[%s]", l.Label)
		comments(l.Comments)
		for _, n := range l.Moves {
			fmt.Fprintf(&b, " %s|%s %v %v", n.Number, n.Text, n.NAGs, n.Glyphs)
			comments(n.Comments)
			for _, sub := range n.Variations {
				b.WriteString(" (")
				line(sub)
				b.WriteString(")")
				comments(sub.After)
			}
		}
	}
	line(&g.Moves)
	fmt.Fprintf(&b, " %s", g.Result)
	comments(g.After)
	*v.seen = append(*v.seen, b.String())
}

// TestWalkGameTellsTheTree checks games of every element with a checker
// that collects the tree for a whole-game check: what WalkGame hands it
// is what Walk does, element for element, diagnostics included.
func TestWalkGameTellsTheTree(t *testing.T) {
	const text = `[Event "a"]

{before} 1. e4 $1 !? {c1} {c2} ({pre} 1. d4 {v} d5 (1... Nf6 $2) {after v}) (1. c4) 1... e5 2. Nf3 {x} 2... Xc6 3. Mate * {end}

[Event "b"]

1. a b 2. c (2. d e (2... f)) 2... g *

[Site "c"]

1... a 2. b *
`
	var got, want []string
	for _, walkGame := range []bool{false, true} {
		log := &want
		if walkGame {
			log = &got
		}
		c := NewChecker(func(d Diagnostic) { *log = append(*log, d.String()) })
		v := treeToy{seen: log}
		for g, err := range NewReaderBytes([]byte(text), ReaderOptions{Variant: v}).Games() {
			if err != nil {
				t.Fatal(err)
			}
			if walkGame {
				c.WalkGame(g)
			} else {
				Walk(g, c)
			}
		}
	}
	if len(want) < 4 || !slices.Equal(got, want) {
		t.Fatalf("WalkGame gave\n%q\nWalk gave\n%q", got, want)
	}
	if w := strings.Join(want, "\n"); !strings.Contains(w, "{after v}") || !strings.Contains(w, "{pre}") {
		t.Fatalf("the tree the check saw lacks a comment: %q", want)
	}
}
