package pgn

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// boomVariant is the toy game whose board panics on the move "Boom", as a
// bug in a plugin would.
type boomVariant struct{ toyVariant }

func (boomVariant) NewBoard(tags []Tag, report Report) (Board, bool) {
	return &boomBoard{}, true
}

type boomBoard struct{ toyBoard }

func (b *boomBoard) ParseMove(text []byte, pos Position, report Report) (Move, bool) {
	if string(text) == "Boom" {
		var cells []int
		_ = cells[len(text)] // out of range: the kind of bug a plugin could have
	}
	return b.toyBoard.ParseMove(text, pos, report)
}

// A panic inside one game becomes an internal-fault diagnostic at the
// move that caused it; the rest of that game is not read, and the next
// game is read and checked as usual, on the streaming and tree paths.
func TestPanicInOneGame(t *testing.T) {
	src := "[Event \"a\"]\n\n1. a Boom 2. Xbad *\n\n[Event \"b\"]\n\n1. c Xd *\n"
	want := []string{"internal-fault@3:6", "move-illegal@7:6"}
	var streamed []string
	c := NewChecker(func(d Diagnostic) {
		streamed = append(streamed, fmt.Sprintf("%s@%d:%d", d.Code, d.Pos.Line, d.Pos.Column))
	})
	rd := NewReader(strings.NewReader(src), ReaderOptions{Variant: boomVariant{}})
	games := 0
	for {
		more, err := rd.VisitGame(c)
		if err != nil {
			t.Fatal(err)
		}
		if !more {
			break
		}
		games++
	}
	if diff := cmp.Diff(want, streamed); diff != "" || games != 2 {
		t.Errorf("streaming, %d games (-want +got):\n%s", games, diff)
	}
	var tree []string
	for _, g := range readGames(t, NewReader(strings.NewReader(src), ReaderOptions{Variant: boomVariant{}})) {
		Check(g, func(d Diagnostic) { tree = append(tree, fmt.Sprintf("%s@%d:%d", d.Code, d.Pos.Line, d.Pos.Column)) })
		var out bytes.Buffer
		var faults []string
		w := NewWriter(&out, WriterOptions{Report: func(d Diagnostic) { faults = append(faults, d.Code) }})
		if _, err := w.WriteGame(g); err != nil {
			t.Fatal(err)
		}
		var replayed []string
		Replay(g, nil, func(d Diagnostic) { replayed = append(replayed, d.Code) }, nil)
		if strings.Contains(g.Moves.Moves[1].Text, "Boom") && (!cmp.Equal(faults[0], "internal-fault") || !cmp.Equal(replayed, []string{"internal-fault"})) {
			t.Errorf("writer gave %v, replay %v", faults, replayed)
		}
	}
	if diff := cmp.Diff(want, tree); diff != "" {
		t.Errorf("tree (-want +got):\n%s", diff)
	}
}

// Zero values and nil inputs give errors or nothing, never a panic.
func TestZeroValues(t *testing.T) {
	var r Reader
	if _, err := r.ReadGame(); err == nil {
		t.Error("a zero Reader read a game")
	}
	if err := r.Visit(NopVisitor{}); err == nil {
		t.Error("a zero Reader visited")
	}
	if _, err := NewReader(nil, ReaderOptions{}).ReadGame(); err != ErrNilInput {
		t.Errorf("nil input: %v", err)
	}
	rd := NewReader(strings.NewReader("1. e4 e5 *"), ReaderOptions{})
	if _, err := rd.VisitGame(nil); err != nil {
		t.Errorf("nil visitor: %v", err)
	}
	g, err := NewReader(strings.NewReader("1. e4 e5 *"), ReaderOptions{Select: func([]Tag) Variant { return nil }}).ReadGame()
	if err != nil {
		t.Fatal(err)
	}
	if Replay(g, nil, nil, nil) {
		t.Error("Replay of a game without a variant succeeded")
	}
	Check(nil, nil)
	Check(g, nil)
	Walk(nil, nil)
	var c Checker
	Walk(g, &c)
	c.Move(Position{}, []byte("e4"))
	c.EndGame(Position{})
	var b Builder
	b.Move(Position{}, []byte("e4"))
	b.Comment(Position{}, []byte("c"), false)
	b.BeginVariation(Position{})
	b.Label(Position{}, []byte("l"))
	b.EndVariation(Position{})
	b.NAG(Position{}, 1)
	b.Glyph(Position{}, []byte("!"))
	b.Result(Position{}, []byte("*"))
	b.EndGame(Position{})
	var w Writer
	if _, err := w.WriteGame(g); err == nil {
		t.Error("a zero Writer wrote")
	}
	if _, _, err := NewWriter(nil, WriterOptions{}).AppendGame(nil, nil); err == nil {
		t.Error("a nil game was written")
	}
	var s Scanner
	if s.Scan() != EOF {
		t.Error("a zero Scanner read a token")
	}
	var list DiagnosticList
	list.Sort()
	if (*Game)(nil).Empty() != true {
		t.Error("a nil game is not empty")
	}
}

// overVariant claims three bytes for "(=", even when the input ends
// after two, as the C'escacs scanner once did.
type overVariant struct{ toyVariant }

func (overVariant) ScanMovetext(b []byte) (Kind, int) {
	if len(b) >= 2 && b[0] == '(' && b[1] == '=' {
		return Glyph, 3
	}
	return ScanStandardSymbol(b)
}

// A variant's measure that runs past the input is not taken: the token
// is read by the core's own rules, and nothing panics.
func TestVariantMeasurePastInput(t *testing.T) {
	for _, src := range []string{"(=", "1. a (="} {
		var list DiagnosticList
		if err := NewReader(strings.NewReader(src), ReaderOptions{Variant: overVariant{}}).Visit(NewChecker(list.Add)); err != nil {
			t.Errorf("%q: %v", src, err)
		}
		for _, d := range list {
			if d.Code == "internal-fault" {
				t.Errorf("%q: %v", src, d)
			}
		}
	}
}

// addrFault stands for a runtime error of a memory read (it has Addr).
type addrFault struct{}

func (addrFault) Error() string { return "unexpected fault address" }
func (addrFault) Addr() uintptr { return 0x10 }
func (addrFault) RuntimeError() {}

// A fault reading memory goes on up past this package's recovers; any
// other panic is left to them.
func TestPassOnMemoryFault(t *testing.T) {
	raised := func(p any) (again bool) {
		defer func() { again = recover() != nil }()
		passOnMemoryFault(p)
		return false
	}
	if !raised(addrFault{}) {
		t.Error("a memory fault was not raised again")
	}
	if raised("a plugin's bug") {
		t.Error("a plain panic was raised again")
	}
}
