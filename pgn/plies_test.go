package pgn_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants"
)

// plyRow is what a test compares of one yielded move.
type plyRow struct {
	Text     string
	Number   int
	Second   bool
	Depth    int
	MainLine bool
}

// variantNamed looks a plugin up by name, or fails the test.
func variantNamed(t testing.TB, name string) pgn.Variant {
	t.Helper()
	v, ok := variants.Lookup(name)
	if !ok {
		t.Fatalf("no variant %q", name)
	}
	return v
}

// readTree reads the first game of src with the variant as a tree (the
// variant's normalisation applied, as ReadGame does).
func readTree(t testing.TB, v pgn.Variant, src string) *pgn.Game {
	t.Helper()
	r := pgn.NewReader(strings.NewReader(src), pgn.ReaderOptions{File: "t.pgn", Variant: v})
	g, err := r.ReadGame()
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// collectPlies ranges over Plies and keeps the rows and fault codes.
func collectPlies(g *pgn.Game) (rows []plyRow, codes []string) {
	for p := range pgn.Plies(g, func(d pgn.Diagnostic) { codes = append(codes, d.Code) }) {
		rows = append(rows, plyRow{p.Node.Text, p.Number, p.Second, p.Depth, p.MainLine})
	}
	return rows, codes
}

func TestPliesNumbersSidesDepth(t *testing.T) {
	for _, tc := range []struct {
		name, variant, src string
		want               []plyRow
		codes              []string
	}{
		{
			name: "chess nested variations", variant: "chess",
			src: "1. e4 e5 (1... c5 2. Nf3 (2. Nc3 Nc6) d6) 2. Nf3 Nc6 *",
			want: []plyRow{
				{"e4", 1, false, 0, true}, {"e5", 1, true, 0, true},
				{"c5", 1, true, 1, false}, {"Nf3", 2, false, 1, false},
				{"Nc3", 2, false, 2, false}, {"Nc6", 2, true, 2, false},
				{"d6", 2, true, 1, false},
				{"Nf3", 2, false, 0, true}, {"Nc6", 2, true, 0, true},
			},
		},
		{
			name: "chess variation of the first move and two variations of one move", variant: "chess",
			src: "1. e4 (1. d4 d5) (1. c4) 1... e5 *",
			want: []plyRow{
				{"e4", 1, false, 0, true},
				{"d4", 1, false, 1, false}, {"d5", 1, true, 1, false},
				{"c4", 1, false, 1, false},
				{"e5", 1, true, 0, true},
			},
		},
		{
			name: "chess illegal move: the rest of its line is skipped, a variation replacing it is played", variant: "chess",
			src: "1. e4 e5 2. Ke3 (2. Nf3 Nc6 3. Bb5 Qe7 Kd2) Nc6 3. d4 *",
			want: []plyRow{
				{"e4", 1, false, 0, true}, {"e5", 1, true, 0, true},
				{"Nf3", 2, false, 1, false}, {"Nc6", 2, true, 1, false},
				{"Bb5", 3, false, 1, false}, {"Qe7", 3, true, 1, false},
			},
			codes: []string{"move-illegal", "move-illegal"},
		},
		{
			name: "chess variation of a move in a dead line is skipped", variant: "chess",
			src:   "1. e4 e5 2. Ke3 Nc6 (2... Nf6) 3. d4 *",
			want:  []plyRow{{"e4", 1, false, 0, true}, {"e5", 1, true, 0, true}},
			codes: []string{"move-illegal"},
		},
		{
			name: "chess from a FEN with Black to move", variant: "chess",
			src: "[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 12\"]\n\n12... e5 (12... c5 13. Nf3) 13. Nf3 *",
			want: []plyRow{
				{"e5", 12, true, 0, true},
				{"c5", 12, true, 1, false}, {"Nf3", 13, false, 1, false},
				{"Nf3", 13, false, 0, true},
			},
		},
		{
			name: "xiangqi nested variations", variant: "xiangqi",
			src: "1. 炮二平五 马8进7 (1... 炮8平5 2. 马二进三 (2. 马八进七) 马8进7) 2. 马二进三 *",
			want: []plyRow{
				{"炮二平五", 1, false, 0, true}, {"马8进7", 1, true, 0, true},
				{"炮8平5", 1, true, 1, false}, {"马二进三", 2, false, 1, false},
				{"马八进七", 2, false, 2, false}, {"马8进7", 2, true, 1, false},
				{"马二进三", 2, false, 0, true},
			},
		},
		{
			name: "xiangqi illegal move replaced by a variation", variant: "xiangqi",
			src: "1. 炮二平五 马8进7 2. 车一进三 (2. 马二进三 车9平8) 车9平8 *",
			want: []plyRow{
				{"炮二平五", 1, false, 0, true}, {"马8进7", 1, true, 0, true},
				{"马二进三", 2, false, 1, false}, {"车9平8", 2, true, 1, false},
			},
			codes: []string{"move-illegal"},
		},
		{
			name: "C'escacs variation of Black's move", variant: "C'escacs",
			src: "1. E7-E13, E21-E15\n2. F8-F12, F20-F16\n($[1] 2. …, G21-G15\n3. G7-G13)\n3. G7-G13, G21-G17\n*\n",
			want: []plyRow{
				{"E7-E13", 1, false, 0, true}, {"E21-E15", 1, true, 0, true},
				{"F8-F12", 2, false, 0, true}, {"F20-F16", 2, true, 0, true},
				{"G21-G15", 2, true, 1, false}, {"G7-G13", 3, false, 1, false},
				{"G7-G13", 3, false, 0, true}, {"G21-G17", 3, true, 0, true},
			},
		},
		{
			name: "C'escacs variation of White's move, illegal move", variant: "C'escacs",
			src: "1. E7-E13, E21-E15\n2. F8-F12, F20-F16\n($[1] 2. G7-G13, F20-F16)\n3. E13-E19, G21-G17\n*\n",
			want: []plyRow{
				{"E7-E13", 1, false, 0, true}, {"E21-E15", 1, true, 0, true},
				{"F8-F12", 2, false, 0, true},
				{"G7-G13", 2, false, 1, false}, {"F20-F16", 2, true, 1, false},
				{"F20-F16", 2, true, 0, true},
			},
			codes: []string{"ctl-illegal-move"},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := readTree(t, variantNamed(t, tc.variant), tc.src)
			rows, codes := collectPlies(g)
			if diff := cmp.Diff(tc.want, rows); diff != "" {
				t.Errorf("plies (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tc.codes, codes); diff != "" {
				t.Errorf("fault codes (-want +got):\n%s", diff)
			}
			ref := referencePlies(g)
			if diff := cmp.Diff(ref, pliesRef(g)); diff != "" {
				t.Errorf("positions against the reference replay (-want +got):\n%s", diff)
			}
		})
	}
}

// TestPliesBreak stops the loop at every step, inside variations too: no
// step comes after the break, and the game replays the same again.
func TestPliesBreak(t *testing.T) {
	g := readTree(t, variantNamed(t, "chess"), "1. e4 e5 (1... c5 2. Nf3 (2. Nc3 Nc6) d6) 2. Nf3 Nc6 *")
	all, _ := collectPlies(g)
	for stop := 1; stop <= len(all); stop++ {
		var got []plyRow
		var faults []string
		for p := range pgn.Plies(g, func(d pgn.Diagnostic) { faults = append(faults, d.Code) }) {
			got = append(got, plyRow{p.Node.Text, p.Number, p.Second, p.Depth, p.MainLine})
			if len(got) == stop {
				break
			}
		}
		if diff := cmp.Diff(all[:stop], got); diff != "" {
			t.Errorf("break after %d (-want +got):\n%s", stop, diff)
		}
		if len(faults) > 0 {
			t.Errorf("break after %d: faults %v", stop, faults)
		}
	}
	again, _ := collectPlies(g)
	if diff := cmp.Diff(all, again); diff != "" {
		t.Errorf("a second replay differs (-want +got):\n%s", diff)
	}
}

// TestPliesBoardAfterMove: the board of a step stands after its move.
func TestPliesBoardAfterMove(t *testing.T) {
	g := readTree(t, variantNamed(t, "chess"), "1. e4 (1. d4) 1... e5 *")
	var got []string
	for p := range pgn.Plies(g, nil) {
		got = append(got, string(p.Board.AppendPosition(nil)))
	}
	want := []string{
		"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
		"rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 1",
		"rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("positions (-want +got):\n%s", diff)
	}
}

// TestPliesNothingToReplay: no game, no variant or no start position
// yields nothing and does not panic.
func TestPliesNothingToReplay(t *testing.T) {
	chess := variantNamed(t, "chess")
	noVariant := readTree(t, chess, "1. e4 e5 *")
	noVariant.Variant = nil
	badFEN := readTree(t, chess, "[FEN \"8/8/8 w - - 0 1\"]\n\n1. e4 *")
	for name, g := range map[string]*pgn.Game{"nil game": nil, "nil variant": noVariant, "bad FEN": badFEN} {
		t.Run(name, func(t *testing.T) {
			for p := range pgn.Plies(g, nil) {
				t.Errorf("yielded %s", p.Node.Text)
			}
		})
	}
}

// panickyVariant is chess whose boards panic on their nth Make.
type panickyVariant struct {
	pgn.Variant
	n int
}

func (v panickyVariant) NewBoard(tags []pgn.Tag, report pgn.Report) (pgn.Board, bool) {
	b, ok := v.Variant.NewBoard(tags, report)
	return &panickyBoard{Board: b, left: v.n}, ok
}

type panickyBoard struct {
	pgn.Board
	left int
}

func (b *panickyBoard) Make(m pgn.Move) {
	if b.left--; b.left == 0 {
		panic("a board that fails on purpose")
	}
	b.Board.Make(m)
}

// TestPliesPanics: a panic of the variant becomes one internal-fault
// diagnostic at the move and ends the replay; a panic of the loop body
// is the caller's, unchanged.
func TestPliesPanics(t *testing.T) {
	g := readTree(t, variantNamed(t, "chess"), "1. e4 e5 (1... c5) 2. Nf3 *")
	g.Variant = panickyVariant{g.Variant, 3}
	var got []string
	var diags pgn.DiagnosticList
	for p := range pgn.Plies(g, diags.Add) {
		got = append(got, p.Node.Text)
	}
	if diff := cmp.Diff([]string{"e4", "e5"}, got); diff != "" {
		t.Errorf("plies (-want +got):\n%s", diff)
	}
	if len(diags) != 1 || diags[0].Code != "internal-fault" || diags[0].Pos.Column != 16 {
		t.Errorf("diagnostics %v, want one internal-fault at 1:16 (c5)", diags)
	}

	g.Variant = panickyVariant{g.Variant.(panickyVariant).Variant, 0}
	defer func() {
		if p := recover(); p != "the loop's own panic" {
			t.Errorf("recovered %v, want the loop body's panic", p)
		}
	}()
	for range pgn.Plies(g, nil) {
		panic("the loop's own panic")
	}
}

// longGame is a chess game of 4n main-line plies with a variation of four
// plies at every other move.
func longGame(n int) string {
	var b strings.Builder
	for i := range n {
		n := 2*i + 1
		fmt.Fprintf(&b, "%d. Nf3 (%d. Nc3 Nc6 %d. Nb1 Nb8) %d... Nf6 %d. Ng1 Ng8 ", n, n, n+1, n, n+1)
	}
	return b.String() + "*"
}

// TestPliesAllocations: a step allocates nothing, so a game of 200 plies
// (and 200 more in variations) costs the allocations of a game of 4.
func TestPliesAllocations(t *testing.T) {
	chess := variantNamed(t, "chess")
	short, long := readTree(t, chess, longGame(1)), readTree(t, chess, longGame(50))
	count := func(g *pgn.Game) (plies int) {
		for range pgn.Plies(g, nil) {
			plies++
		}
		return plies
	}
	if n := count(long); n != 400 {
		t.Fatalf("the long game has %d plies, want 400", n)
	}
	allocs := func(g *pgn.Game) float64 { return testing.AllocsPerRun(20, func() { count(g) }) }
	if a, b := allocs(short), allocs(long); b > a {
		t.Errorf("replaying 400 plies made %.0f allocations, 8 plies %.0f: a step allocates", b, a)
	}
}

// treeRecorder writes down what WalkTree tells it, one line per call.
type treeRecorder struct{ calls []string }

func (r *treeRecorder) Comments(cs []pgn.Comment, depth int) {
	for _, c := range cs {
		r.calls = append(r.calls, fmt.Sprintf("comment %q depth %d", c.Text, depth))
	}
}

func (r *treeRecorder) BeforeMove(p pgn.Ply, played bool) {
	r.calls = append(r.calls, fmt.Sprintf("move %s %d%s depth %d played %v", p.Node.Text, p.Number, map[bool]string{true: "...", false: "."}[p.Second], p.Depth, played))
}

func (r *treeRecorder) AfterMove(p pgn.Ply) bool {
	r.calls = append(r.calls, "made "+p.Node.Text)
	return true
}

func (r *treeRecorder) BeginVariation(l *pgn.Line, depth int) bool {
	r.calls = append(r.calls, fmt.Sprintf("( depth %d", depth))
	return false
}

func (r *treeRecorder) EndVariation(l *pgn.Line, depth int) {
	r.calls = append(r.calls, fmt.Sprintf(") depth %d", depth))
}

// TestWalkTree: the calls of the traversal in reading order, with and
// without replay, and after the board fails: every move is still walked,
// none played after the failure, and one internal-fault is reported.
func TestWalkTree(t *testing.T) {
	chess := variantNamed(t, "chess")
	src := "[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 7\"]\n\n{start} 7... e5 {a} (7... c5 {b} 8. Nf3) {after} 8. Nf3 *"
	g := readTree(t, chess, src)
	for _, tc := range []struct {
		name    string
		variant pgn.Variant
		replay  bool
		want    []string
		codes   []string
	}{
		{"replayed", chess, true, []string{
			`comment "start" depth 0`,
			"move e5 7... depth 0 played true", "made e5",
			"( depth 1", "move c5 7... depth 1 played true", "made c5",
			"move Nf3 8. depth 1 played true", "made Nf3", ") depth 1", `comment "after" depth 0`,
			"move Nf3 8. depth 0 played true", "made Nf3",
		}, nil},
		{"numbered only", chess, false, []string{
			`comment "start" depth 0`,
			"move e5 7... depth 0 played false",
			"( depth 1", "move c5 7... depth 1 played false",
			"move Nf3 8. depth 1 played false", ") depth 1", `comment "after" depth 0`,
			"move Nf3 8. depth 0 played false",
		}, nil},
		{"board fails at the second move", panickyVariant{chess, 2}, true, []string{
			`comment "start" depth 0`,
			"move e5 7... depth 0 played true", "made e5",
			"( depth 1", "move c5 7... depth 1 played true",
			"move Nf3 8. depth 1 played false", ") depth 1", `comment "after" depth 0`,
			"move Nf3 8. depth 0 played false",
		}, []string{"internal-fault"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, ok := tc.variant.NewBoard(g.Tags, nil)
			if !ok {
				t.Fatal("no board")
			}
			var r treeRecorder
			var codes []string
			pgn.WalkTree(g, b, tc.replay, &r, func(d pgn.Diagnostic) { codes = append(codes, d.Code) })
			if diff := cmp.Diff(tc.want, r.calls); diff != "" {
				t.Errorf("calls (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tc.codes, codes); diff != "" {
				t.Errorf("fault codes (-want +got):\n%s", diff)
			}
		})
	}
}
