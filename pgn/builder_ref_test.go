package pgn_test

import (
	"bytes"
	"fmt"
	"io"
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants"
)

// refBuilder builds game trees from a reader's visitor calls in the
// plainest way: one allocation per node, line, string and append, nothing
// shared between games. TestReadGameMatchesReference holds ReadGame, which
// carves its trees out of shared chunks, to it.
type refBuilder struct {
	pgn.NopVisitor
	games     []*pgn.Game
	g         *pgn.Game
	stack     []*pgn.Line
	line      *pgn.Line
	number    string
	numberPos pgn.Position
	ended     bool
}

func (b *refBuilder) BeginGame(pos pgn.Position) {
	b.g = &pgn.Game{Pos: pos}
	b.games = append(b.games, b.g)
	b.line = &b.g.Moves
	b.stack = nil
	b.number = ""
	b.numberPos = pgn.Position{}
	b.ended = false
}

func (b *refBuilder) Tag(t pgn.Tag) { b.g.Tags = append(b.g.Tags, t) }

func (b *refBuilder) EndTags(v pgn.Variant) bool {
	b.g.Variant = v
	return false
}

// MoveNumber keeps the number; periods that come as a call of their own
// join the digits before them.
func (b *refBuilder) MoveNumber(pos pgn.Position, text []byte) {
	if len(text) > 0 && (text[0] == '.' || text[0] == 0xE2) && b.number != "" {
		b.number += string(text)
		return
	}
	b.number = string(text)
	b.numberPos = pos
}

func (b *refBuilder) Move(pos pgn.Position, text []byte) {
	b.line.Moves = append(b.line.Moves, &pgn.Node{Pos: pos, Text: string(text), Number: b.number, NumberPos: b.numberPos})
	b.number = ""
	b.numberPos = pgn.Position{}
}

func (b *refBuilder) last() *pgn.Node {
	if n := len(b.line.Moves); n > 0 {
		return b.line.Moves[n-1]
	}
	return nil
}

func (b *refBuilder) NAG(_ pgn.Position, nag int) {
	if n := b.last(); n != nil {
		n.NAGs = append(n.NAGs, nag)
	}
}

func (b *refBuilder) Glyph(_ pgn.Position, text []byte) {
	if n := b.last(); n != nil {
		n.Glyphs = append(n.Glyphs, string(text))
	}
}

// Comment goes after the result, before the line's first move, after the
// last variation of the last move, or after the last move.
func (b *refBuilder) Comment(pos pgn.Position, text []byte, line bool) {
	c := pgn.Comment{Pos: pos, Text: string(text), Line: line}
	n := b.last()
	switch {
	case b.ended:
		b.g.After = append(b.g.After, c)
	case n == nil:
		b.line.Comments = append(b.line.Comments, c)
	case len(n.Variations) > 0:
		v := n.Variations[len(n.Variations)-1]
		v.After = append(v.After, c)
	default:
		n.Comments = append(n.Comments, c)
	}
}

func (b *refBuilder) BeginVariation(pos pgn.Position) bool {
	n := b.last()
	if n == nil {
		return true
	}
	v := &pgn.Line{Pos: pos}
	n.Variations = append(n.Variations, v)
	b.stack = append(b.stack, b.line)
	b.line = v
	b.number = ""
	return false
}

func (b *refBuilder) Label(_ pgn.Position, text []byte) { b.line.Label = string(text) }

func (b *refBuilder) EndVariation(pgn.Position) {
	if len(b.stack) > 0 {
		b.line = b.stack[len(b.stack)-1]
		b.stack = b.stack[:len(b.stack)-1]
		b.number = ""
	}
}

func (b *refBuilder) Result(pos pgn.Position, text []byte) {
	b.g.Result = string(text)
	b.g.ResultPos = pos
	b.ended = true
}

func (b *refBuilder) EndGame(pos pgn.Position) { b.g.End = pos }

func (b *refBuilder) Diagnostic(d pgn.Diagnostic) { b.g.Diagnostics.Add(d) }

// referenceGames reads src with the reference builder, normalising each
// game as ReadGame does.
func referenceGames(t *testing.T, src []byte, opts pgn.ReaderOptions) []*pgn.Game {
	t.Helper()
	games, err := referenceRead(src, opts)
	if err != nil {
		t.Fatal(err)
	}
	return games
}

// referenceRead is referenceGames with the read error returned.
func referenceRead(src []byte, opts pgn.ReaderOptions) ([]*pgn.Game, error) {
	ref := &refBuilder{}
	visitor := pgn.SharingState(ref, func(r pgn.Reading) { ref.g.Reading = r })
	if err := pgn.NewReaderBytes(src, opts).Visit(visitor); err != nil {
		return ref.games, err
	}
	for _, g := range ref.games {
		if gn, ok := g.Variant.(pgn.GameNormalizer); ok {
			gn.NormalizeGame(g)
		}
	}
	return ref.games, nil
}

// treeOptions compare whole trees: every position, diagnostic and count.
var treeOptions = cmp.Options{
	cmp.Comparer(func(a, b pgn.Variant) bool { return a == b }),
	cmp.Comparer(func(a, b pgn.RecognizeFunc) bool { return a == nil && b == nil }),
}

// referenceInputs are generated files of every kind for the three games.
func referenceInputs() map[string][]byte {
	inputs := map[string][]byte{}
	for _, variant := range []string{"chess", "xiangqi", "cescacs"} {
		for kind, name := range []string{"clocks", "plain", "annotated", "faulty"} {
			inputs[variant+"/"+name] = genGames(variant, genKind(kind), 20, uint64(7+kind))
		}
	}
	return inputs
}

// TestReadGameMatchesReference reads generated games of the three games
// (clock comments, bare moves, analysed games with nested variations,
// comments, NAGs, glyphs and labels, and games with faults) with ReadGame
// and with the reference builder, and asserts that the trees are equal in
// every field, positions and diagnostics included. All games are read
// before any is compared, so a tree that changed when the next game was
// read fails too.
func TestReadGameMatchesReference(t *testing.T) {
	for name, src := range referenceInputs() {
		t.Run(name, func(t *testing.T) {
			opts := pgn.ReaderOptions{File: name, Select: variants.ForTags}
			want := referenceGames(t, src, opts)
			var got []*pgn.Game
			r := pgn.NewReader(bytes.NewReader(src), opts)
			for {
				g, err := r.ReadGame()
				if err == io.EOF {
					break
				}
				if err != nil {
					t.Fatal(err)
				}
				got = append(got, g)
			}
			if len(got) != len(want) {
				t.Fatalf("ReadGame read %d games, the reference %d", len(got), len(want))
			}
			moves, notes := 0, 0
			for i := range want {
				if !cmp.Equal(want[i], got[i], treeOptions) {
					t.Fatalf("game %d (-reference +ReadGame):\n%s", i+1, cmp.Diff(want[i], got[i], treeOptions))
				}
				m, n := countTree(&got[i].Moves)
				moves, notes = moves+m, notes+n
			}
			if moves == 0 {
				t.Fatalf("no moves read")
			}
			t.Logf("%d games, %d moves, %d annotations", len(got), moves, notes)
			opts.ReuseGames = true
			eachGameMatches(t, pgn.NewReader(bytes.NewReader(src), opts), want, equalTrees, nil)
			opts.ReuseComments = true
			eachGameMatches(t, pgn.NewReader(bytes.NewReader(src), opts), want, equalTrees, nil)
		})
	}
}

// countTree counts the moves of a line and its variations, and their
// comments, NAGs, glyphs and labels.
func countTree(l *pgn.Line) (moves, notes int) {
	notes = len(l.Comments) + len(l.After)
	if l.Label != "" {
		notes++
	}
	for _, n := range l.Moves {
		moves++
		notes += len(n.Comments) + len(n.NAGs) + len(n.Glyphs)
		for _, v := range n.Variations {
			m, k := countTree(v)
			moves, notes = moves+m, notes+k
		}
	}
	return moves, notes
}

// TestReadGameKeepsTreesApart appends to every slice of each game
// ReadGame returns, and changes its elements, before the next game is
// read, and asserts that every game still equals the reference tree: an
// append must copy a slice instead of writing into memory that the next
// game's tree gets. With ReuseGames it asserts that the memory handed out
// again is wiped of the scribbles.
func TestReadGameKeepsTreesApart(t *testing.T) {
	for _, name := range []string{"chess/annotated", "chess/faulty", "cescacs/faulty", "xiangqi/clocks"} {
		src := referenceInputs()[name]
		t.Run(name, func(t *testing.T) {
			opts := pgn.ReaderOptions{File: name, Select: variants.ForTags}
			want := referenceGames(t, src, opts)
			eachGameMatches(t, pgn.NewReaderBytes(src, opts), want, equalTrees, scribble)
			// With ReuseGames the next game is built over the scribbled
			// one: nothing scribbled may show in it.
			opts.ReuseGames = true
			eachGameMatches(t, pgn.NewReaderBytes(src, opts), want, equalTrees, scribble)
			opts.ReuseComments = true
			eachGameMatches(t, pgn.NewReaderBytes(src, opts), want, equalTrees, scribble)
		})
	}
}

// scribble appends to every slice of a game and overwrites its strings.
func scribble(g *pgn.Game) {
	junk := pgn.Comment{Text: "scribbled"}
	g.Tags = append(g.Tags, pgn.Tag{Name: "Scribbled", Value: "yes"})
	g.After = append(g.After, junk)
	var line func(l *pgn.Line)
	line = func(l *pgn.Line) {
		l.Comments = append(l.Comments, junk)
		l.After = append(l.After, junk)
		l.Label = "scribbled"
		for _, n := range l.Moves {
			n.Text = fmt.Sprint("scribbled ", n.Text)
			n.NAGs = append(n.NAGs, 99)
			n.Glyphs = append(n.Glyphs, "scribbled")
			n.Comments = append(n.Comments, junk)
			for _, v := range n.Variations {
				line(v)
			}
			n.Variations = append(n.Variations, &pgn.Line{Label: "scribbled"})
		}
		l.Moves = append(l.Moves, &pgn.Node{Text: "scribbled"})
	}
	line(&g.Moves)
}

// FuzzReadGameMatchesReference asserts on any input that ReadGame builds
// the trees the reference builder builds. The seeds are large, so give the
// fuzzer a short minimisation time:
//
//	go test ./pgn -run '^$' -fuzz FuzzReadGameMatchesReference -fuzztime 60s -fuzzminimizetime 2s -parallel 1
func FuzzReadGameMatchesReference(f *testing.F) {
	for _, variant := range []string{"chess", "xiangqi", "cescacs"} {
		for kind := genClocks; kind <= genFaulty; kind++ {
			f.Add(genGames(variant, kind, 1, 3))
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		opts := pgn.ReaderOptions{File: "fuzz", Select: variants.ForTags}
		want, err := referenceRead(src, opts)
		if err != nil {
			t.Skip("the reader stopped:", err)
		}
		for mode := range 3 {
			opts.ReuseGames, opts.ReuseComments = mode > 0, mode > 1
			// reflect.DeepEqual is what cmp.Equal with treeOptions is here
			// (the variant compared by identity, no Recognize func), and
			// many times faster.
			eachGameMatches(t, pgn.NewReaderBytes(src, opts), want, func(a, b *pgn.Game) bool { return reflect.DeepEqual(a, b) }, nil)
		}
	})
}

// eachGameMatches reads every game of r and asserts that it equals the
// reference game of the same index before it reads the next; after the
// comparison it calls then, when set, with the game.
func eachGameMatches(t *testing.T, r *pgn.Reader, want []*pgn.Game, equal func(a, b *pgn.Game) bool, then func(*pgn.Game)) {
	t.Helper()
	for i := 0; ; i++ {
		g, err := r.ReadGame()
		if err == io.EOF {
			if i != len(want) {
				t.Fatalf("ReadGame read %d games, the reference %d", i, len(want))
			}
			return
		}
		if err != nil {
			t.Fatal(err)
		}
		if i >= len(want) {
			t.Fatalf("ReadGame read more games than the reference's %d", len(want))
		}
		if !equal(want[i], g) {
			t.Fatalf("game %d (-reference +ReadGame):\n%s", i+1, cmp.Diff(want[i], g, treeOptions))
		}
		if then != nil {
			then(g)
		}
	}
}

// equalTrees is cmp.Equal with treeOptions.
func equalTrees(a, b *pgn.Game) bool { return cmp.Equal(a, b, treeOptions) }
