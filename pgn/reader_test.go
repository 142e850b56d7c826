package pgn

import (
	"io"
	"strings"
	"testing"
	"unsafe"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

func readAll(t *testing.T, src string) []*Game {
	t.Helper()
	return readAllOn(t, src, false)
}

// readAllOn is readAll with the scanner's quick paths turned off when
// general is set.
func readAllOn(t *testing.T, src string, general bool) []*Game {
	t.Helper()
	r := NewReader(strings.NewReader(src), ReaderOptions{File: "t.pgn", Variant: toyVariant{}})
	r.s.general = general
	var games []*Game
	for {
		g, err := r.ReadGame()
		if err == io.EOF {
			return games
		}
		if err != nil {
			t.Fatal(err)
		}
		games = append(games, g)
	}
}

// ignorePositions compares trees by content.
var ignorePositions = cmp.Options{
	cmpopts.IgnoreFields(Game{}, "Pos", "ResultPos", "End", "Diagnostics", "Variant", "Reading"),
	cmpopts.IgnoreFields(Tag{}, "Pos", "ValuePos"),
	cmpopts.IgnoreFields(Node{}, "Pos", "NumberPos"),
	cmpopts.IgnoreFields(Line{}, "Pos"),
	cmpopts.IgnoreFields(Comment{}, "Pos"),
	cmpopts.EquateEmpty(),
}

func TestReadTree(t *testing.T) {
	src := `[Event "E"]
[Site "S"]

{start} 1. e4 $1 {best} (1. d4 d5 (1... Nf6) {after}) 1... e5 2. Nf3 ; line
1-0 {trailer}
`
	games := readAll(t, src)
	want := &Game{
		Tags: []Tag{{Name: "Event", Value: "E"}, {Name: "Site", Value: "S"}},
		Moves: Line{
			Comments: []Comment{{Text: "start"}},
			Moves: []*Node{
				{Text: "e4", Number: "1.", NAGs: []int{1}, Comments: []Comment{{Text: "best"}}, Variations: []*Line{{
					Moves: []*Node{
						{Text: "d4", Number: "1."},
						{Text: "d5", Variations: []*Line{{Moves: []*Node{{Text: "Nf6", Number: "1..."}}, After: []Comment{{Text: "after"}}}}},
					},
				}}},
				{Text: "e5", Number: "1..."},
				{Text: "Nf3", Number: "2.", Comments: []Comment{{Text: " line", Line: true}}},
			},
		},
		Result: "1-0",
		After:  []Comment{{Text: "trailer"}},
	}
	if len(games) != 1 {
		t.Fatalf("got %d games, want 1", len(games))
	}
	if diff := cmp.Diff(want, games[0], ignorePositions); diff != "" {
		t.Errorf("tree (-want +got):\n%s", diff)
	}
	if d := games[0].Diagnostics; len(d) != 0 {
		t.Errorf("unexpected diagnostics: %v", d)
	}
}

func TestReadRecovery(t *testing.T) {
	tests := []struct {
		name  string
		src   string
		games int
		want  []diag
	}{
		{"missing result before next game", "[Event \"a\"]\n1. e4\n[Event \"b\"]\n1. d4 *\n", 2,
			[]diag{{3, 1, Error, "result-missing"}}},
		{"missing result at end", "1. e4 e5", 1, []diag{{1, 7, Error, "result-missing"}}},
		{"tags only at end", "[Event \"a\"]\n", 1, []diag{{2, 1, Error, "result-missing"}}},
		{"text after result", "1. e4 1-0 2. d4\n", 1, []diag{{1, 11, Error, "text-after-result"}}},
		{"game after result on next line", "1. e4 1-0\n1. d4 *\n", 2, nil},
		{"duplicate tag", "[Event \"a\"]\n[Event \"b\"]\n*", 1, []diag{{2, 1, Error, "tag-duplicate"}}},
		// The tag that starts the next game counts for its duplicates.
		{"tag repeated after a split", "[Event \"a\"]\n\n[Event \"b\"]\n[Event \"c\"]\n*", 2,
			[]diag{{3, 1, Error, "result-missing"}, {4, 1, Error, "tag-duplicate"}}},
		{"bad tag name", "[Ev:nt \"a\"]\n*", 1, []diag{{1, 2, Error, "tag-name"}}},
		{"lower-case tag name", "[event \"a\"]\n*", 1, []diag{{1, 2, Warning, "tag-name-case"}}},
		{"tag without value", "[Event]\n[Site \"s\"]\n*", 1, []diag{{1, 7, Error, "tag-syntax"}}},
		{"tag without bracket", "[Event \"e\"\n[Site \"s\"]\n*", 1, []diag{{2, 1, Error, "tag-syntax"}}},
		{"nag range", "1. e4 $256 *", 1, []diag{{1, 7, Error, "nag-range"}}},
		{"nag before move", "$1 1. e4 *", 1, []diag{{1, 1, Error, "nag-misplaced"}}},
		{"variation before move", "(1. d4) 1. e4 *", 1, []diag{{1, 1, Error, "variation-misplaced"}}},
		{"unmatched paren", "1. e4 ) *", 1, []diag{{1, 7, Error, "paren-unmatched"}}},
		{"unclosed variation", "1. e4 (1. d4 *", 1, []diag{{1, 14, Error, "result-in-variation"}, {1, 7, Error, "paren-unclosed"}}},
		{"reserved token", "1. e4 <x> *", 1, []diag{{1, 7, Error, "reserved-token"}, {1, 9, Error, "reserved-token"}}},
		{"tab before the first game", "\t[Event \"a\"]\n1. e4 *", 1, []diag{{1, 1, Warning, "tab"}}},
		{"control character in an escape line", "%\x01\n[Event \"a\"]\n1. e4 *", 1, []diag{{1, 2, Error, "char-control"}}},
		{"stray character after a result", "1. e4 *\n\x01 1. d4 *\n", 2, []diag{{2, 1, Error, "char-control"}}},
		{"files joined with a bom", "[Event \"a\"]\n1. e4 *\n\uFEFF[Event \"b\"]\n1. d4 *\n", 2, nil},
		{"unknown suffix annotation", "1. e4 !!! *", 1, []diag{{1, 7, Warning, "glyph-unknown"}}},
		{"rule line after a game", "1. e4 *\n=========\n", 1, []diag{{2, 1, Warning, "trailer-text"}}},
		{"advertisement after a game", "1. e4 *\n  =====\nvisit http://x.y/\n\n[Event \"b\"]\n1. d4 *\n", 2, []diag{{2, 3, Warning, "trailer-text"}}},
		{"string in movetext", "1. e4 \"x\" *", 1, []diag{{1, 7, Error, "token-unexpected"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// Either path of the scanner must give the same faults; the
			// quick path reads tag pairs even in short inputs.
			for _, general := range []bool{false, true} {
				games := readAllOn(t, tt.src, general)
				if len(games) != tt.games {
					t.Fatalf("general rules only %v: got %d games, want %d", general, len(games), tt.games)
				}
				var all DiagnosticList
				for _, g := range games {
					all = append(all, g.Diagnostics...)
				}
				if diff := cmp.Diff(tt.want, diagsOf(all)); diff != "" {
					t.Errorf("general rules only %v: diagnostics (-want +got):\n%s", general, diff)
				}
			}
		})
	}
}

// countingVisitor counts what it is shown and skips what it is told to.
type countingVisitor struct {
	NopVisitor
	t                  *testing.T
	skipTags, skipVars bool
	games, moves       int
}

func (c *countingVisitor) BeginGame(Position)           { c.games++ }
func (c *countingVisitor) EndTags(Variant) bool         { return c.skipTags }
func (c *countingVisitor) Move(Position, []byte)        { c.moves++ }
func (c *countingVisitor) BeginVariation(Position) bool { return c.skipVars }
func (c *countingVisitor) Diagnostic(d Diagnostic)      { c.t.Errorf("unexpected %v", d) }

func visitString(t *testing.T, src string, v Visitor) {
	t.Helper()
	if err := NewReader(strings.NewReader(src), ReaderOptions{Variant: toyVariant{}}).Visit(v); err != nil {
		t.Fatal(err)
	}
}

func TestVisitorSkip(t *testing.T) {
	src := "[Event \"a\"]\n1. e4 (1. d4 (1. c4) d5) e5 *\n[Event \"b\"]\n1. f4 {x\" )} *\n"
	for _, tt := range []struct {
		skipTags, skipVars bool
		games, moves       int
	}{
		{false, false, 2, 6},
		{false, true, 2, 3},
		{true, false, 2, 0},
	} {
		// Padded, the text is long enough for the scanner's quick path,
		// which hands moves to the visitor itself.
		for _, pad := range []string{"", strings.Repeat("\n", 600)} {
			c := &countingVisitor{t: t, skipTags: tt.skipTags, skipVars: tt.skipVars}
			visitString(t, src+pad, c)
			if c.games != tt.games || c.moves != tt.moves {
				t.Errorf("skip tags %v, variations %v, %d bytes: %d games %d moves, want %d %d", tt.skipTags, tt.skipVars, len(src+pad), c.games, c.moves, tt.games, tt.moves)
			}
		}
	}
}

func TestReadTagOnlyGames(t *testing.T) {
	src := "[Event \"a\"]\n[Result \"?\"]\n\n[Event \"b\"]\n[Result \"*\"]\n\n1. e4 *\n"
	games := readAll(t, src)
	if len(games) != 2 {
		t.Fatalf("got %d games, want 2", len(games))
	}
	if diff := cmp.Diff([]diag{{4, 1, Error, "result-missing"}}, diagsOf(games[0].Diagnostics)); diff != "" {
		t.Errorf("diagnostics (-want +got):\n%s", diff)
	}
	if v, _ := games[1].Tag("Event"); v != "b" || len(games[1].Moves.Moves) != 1 || games[1].Pos.Line != 4 {
		t.Errorf("second game read wrongly: %+v", games[1])
	}
}

// variationCounter checks that EndVariation pairs with BeginVariation.
type variationCounter struct {
	NopVisitor
	skip  bool
	depth int
	t     *testing.T
}

func (c *variationCounter) BeginVariation(Position) bool {
	if !c.skip {
		c.depth++
	}
	return c.skip
}

func (c *variationCounter) EndVariation(pos Position) {
	c.depth--
	if c.depth < 0 {
		c.t.Errorf("EndVariation at %v without BeginVariation", pos)
	}
}

func TestVariationCallsPair(t *testing.T) {
	for _, src := range []string{"1. e4 (1. d4 *", "1. e4 ( ( d4 *", "1. e4 (1. d4 (1. c4) ) ) *", "1. e4 (1. d4 [Event \"x\"]"} {
		for _, skip := range []bool{false, true} {
			c := &variationCounter{skip: skip, t: t}
			visitString(t, src, c)
			if c.depth != 0 {
				t.Errorf("%q (skip %v): %d variations left open", src, skip, c.depth)
			}
		}
	}
}

func TestNestingIsBounded(t *testing.T) {
	max := DefaultLimits().VariationDepth
	src := "1. a " + strings.Repeat("b (", 1000) + "c" + strings.Repeat(")", 1000) + " *\n\n[Event \"next\"]\n1. d4 *\n"
	games := readAll(t, src)
	g := games[0]
	depth := 0
	for l := &g.Moves; len(l.Moves) > 0 && len(l.Moves[len(l.Moves)-1].Variations) > 0; depth++ {
		l = l.Moves[len(l.Moves)-1].Variations[0]
	}
	if depth != max {
		t.Errorf("tree nests %d deep, want the budget %d", depth, max)
	}
	if diff := cmp.Diff([]diag{{1, 5 + 3*(max+1), Error, "limit-exceeded"}}, diagsOf(g.Diagnostics)); diff != "" {
		t.Errorf("diagnostics (-want +got):\n%s", diff)
	}
	if len(games) != 2 || len(games[1].Diagnostics) != 0 || games[1].Moves.Moves[0].Text != "d4" {
		t.Errorf("the game after the one over budget is not read as it is: %d games", len(games))
	}
}

// Every common tag name must come back as the string kept for it, so that
// reading it allocates nothing; any other name comes back as written.
func TestInternTagName(t *testing.T) {
	for _, name := range commonTagNames {
		got := internTagName([]byte(name))
		if got != name || unsafe.StringData(got) != unsafe.StringData(name) {
			t.Errorf("internTagName(%q) is not the kept string", name)
		}
	}
	for _, name := range []string{"Event2", "event", "X", "BlackFideID", "Whiteelo"} {
		if got := internTagName([]byte(name)); got != name {
			t.Errorf("internTagName(%q) = %q", name, got)
		}
	}
	if n := testing.AllocsPerRun(10, func() { internTagName([]byte("WhiteRatingDiff")) }); n != 0 {
		t.Errorf("internTagName of a common name allocates %v times", n)
	}
}
