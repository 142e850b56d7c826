package pgn_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants/cescacs"
	"github.com/pgntool/pgntool/variants/chess"
	"github.com/pgntool/pgntool/variants/xiangqi"
)

// tagPairs gives tags as name=value strings, for comparing.
func tagPairs(tags []pgn.Tag) []string {
	var out []string
	for _, t := range tags {
		out = append(out, t.Name+"="+t.Value)
	}
	return out
}

func TestNewGame(t *testing.T) {
	for _, tc := range []struct {
		name string
		v    pgn.Variant
		want []string
	}{
		{"nil", nil, []string{"Event=?", "Site=?", "Date=????.??.??", "Round=?", "White=?", "Black=?", "Result=*"}},
		{"chess", chess.Variant, []string{"Event=?", "Site=?", "Date=????.??.??", "Round=?", "White=?", "Black=?", "Result=*"}},
		{"xiangqi", xiangqi.Variant, []string{"Game=Chinese Chess", "Event=?", "Site=?", "Date=????.??.??", "Round=?", "Red=?", "Black=?", "Result=*"}},
		{"cescacs", cescacs.Variant, []string{"Variant=C'escacs", "Event=?", "Site=?", "Date=????-??-??", "Round=-", "White=?", "Black=?", "Result=*"}},
	} {
		g := pgn.NewGame(tc.v)
		if diff := cmp.Diff(tc.want, tagPairs(g.Tags)); diff != "" {
			t.Errorf("%s: tags (-want +got):\n%s", tc.name, diff)
		}
		if g.Result != "*" || g.Variant != tc.v {
			t.Errorf("%s: Result %q, Variant %v", tc.name, g.Result, g.Variant)
		}
	}
}

func TestSetTag(t *testing.T) {
	for _, tc := range []struct {
		name        string
		tags        []string // name=value, set up before
		set         [2]string
		want        []string
		wantErr     error
		wantResult  string
		startResult string
	}{
		{name: "replace in place", tags: []string{"Event=a", "Site=b"}, set: [2]string{"Event", "x"}, want: []string{"Event=x", "Site=b"}},
		{name: "new at the end", tags: []string{"Event=a"}, set: [2]string{"WhiteElo", "2700"}, want: []string{"Event=a", "WhiteElo=2700"}},
		{name: "duplicates dropped", tags: []string{"Annotator=a", "Site=b", "Annotator=c"}, set: [2]string{"Annotator", "x"}, want: []string{"Annotator=x", "Site=b"}},
		{name: "quotes allowed", tags: []string{}, set: [2]string{"Event", `say "hi" \o/`}, want: []string{`Event=say "hi" \o/`}},
		{name: "symbol name", tags: []string{}, set: [2]string{"9Lives_x+#=:-", "1"}, want: []string{"9Lives_x+#=:-=1"}},
		{name: "name with space", tags: []string{"Event=a"}, set: [2]string{"Bad Name", "1"}, want: []string{"Event=a"}, wantErr: pgn.ErrTag},
		{name: "empty name", set: [2]string{"", "1"}, wantErr: pgn.ErrTag},
		{name: "name starts with _", set: [2]string{"_x", "1"}, wantErr: pgn.ErrTag},
		{name: "newline in value", set: [2]string{"Event", "a\nb"}, wantErr: pgn.ErrTag},
		{name: "not UTF-8", set: [2]string{"Event", "a\xffb"}, wantErr: pgn.ErrTag},
		{name: "result in step", tags: []string{"Event=e", "Result=*"}, startResult: "*", set: [2]string{"Result", "1-0"}, want: []string{"Event=e", "Result=1-0"}, wantResult: "1-0"},
		{name: "result unknown", tags: []string{"Result=*"}, startResult: "*", set: [2]string{"Result", "2-0"}, want: []string{"Result=*"}, wantErr: pgn.ErrTag, wantResult: "*"},
	} {
		g := &pgn.Game{Variant: chess.Variant, Result: tc.startResult}
		for _, p := range tc.tags {
			name, value, _ := strings.Cut(p, "=")
			g.Tags = append(g.Tags, pgn.Tag{Name: name, Value: value})
		}
		err := g.SetTag(tc.set[0], tc.set[1])
		if !errors.Is(err, tc.wantErr) || (err != nil) != (tc.wantErr != nil) {
			t.Errorf("%s: err = %v; want %v", tc.name, err, tc.wantErr)
		}
		if diff := cmp.Diff(tc.want, tagPairs(g.Tags)); diff != "" {
			t.Errorf("%s: tags (-want +got):\n%s", tc.name, diff)
		}
		if g.Result != tc.wantResult {
			t.Errorf("%s: Result = %q; want %q", tc.name, g.Result, tc.wantResult)
		}
	}
}

func TestDeleteTag(t *testing.T) {
	g := pgn.NewGame(chess.Variant)
	if err := g.SetResult("0-1"); err != nil {
		t.Fatal(err)
	}
	if !g.DeleteTag("Site") || g.DeleteTag("Site") {
		t.Error("DeleteTag(Site) twice: want true then false")
	}
	if !g.DeleteTag("Result") || g.Result != "" {
		t.Errorf("DeleteTag(Result): Result = %q; want it cleared", g.Result)
	}
	want := []string{"Event=?", "Date=????.??.??", "Round=?", "White=?", "Black=?"}
	if diff := cmp.Diff(want, tagPairs(g.Tags)); diff != "" {
		t.Errorf("tags (-want +got):\n%s", diff)
	}
	if !strings.Contains(g.String(), `[Result "*"]`) {
		t.Errorf("a game without result is written with *:\n%s", g)
	}
}

// mainLineTexts gives the texts of the main line.
func mainLineTexts(g *pgn.Game) []string {
	var out []string
	for _, n := range g.MainLine() {
		out = append(out, n.Text)
	}
	return out
}

func TestAddMovesCanonical(t *testing.T) {
	for _, tc := range []struct {
		name  string
		v     pgn.Variant
		moves []string
		want  []string
	}{
		{"chess SAN, UCI, lenient", chess.Variant, []string{"e4", "e7e5", "Ng1-f3", "Nc6", "Bb5", "a6", "0-0"}, []string{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "O-O"}},
		{"chess check sign added", chess.Variant, []string{"f3", "e5", "g4", "Qh4"}, []string{"f3", "e5", "g4", "Qh4#"}},
		{"xiangqi ICCS and WXF to Chinese", xiangqi.Variant, []string{"h2e2", "H8+7"}, []string{"炮二平五", "马８进７"}},
		{"cescacs", cescacs.Variant, []string{"E7-E13", "E21-E15"}, []string{"E7-E13", "E21-E15"}},
	} {
		g := pgn.NewGame(tc.v)
		last, err := g.AddMoves(tc.moves...)
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if last != g.LastMove() {
			t.Errorf("%s: AddMoves returned another node than LastMove", tc.name)
		}
		if diff := cmp.Diff(tc.want, mainLineTexts(g)); diff != "" {
			t.Errorf("%s: main line (-want +got):\n%s", tc.name, diff)
		}
		if _, err := g.AddVariationText(g.MainLine()[0], tc.moves[0]); err != nil {
			t.Errorf("%s: a variation: %v", tc.name, err)
		}
		if err := g.MainLine()[0].SetClock(time.Minute); err != nil {
			t.Error(err)
		}
		checkReadBack(t, g)
	}
}

func TestAddMoveRefused(t *testing.T) {
	g := pgn.NewGame(chess.Variant)
	if _, err := g.AddMoves("e4", "e5"); err != nil {
		t.Fatal(err)
	}
	before := g.String()
	for _, text := range []string{"e4", "Ke3", "", "xyz", "e2e4"} {
		if _, err := g.AddMoveText(g.LastMove(), text); !errors.Is(err, pgn.ErrIllegalMove) {
			t.Errorf("AddMoveText(%q) = %v; want ErrIllegalMove", text, err)
		}
	}
	if _, err := g.AddMoves("Nf3", "Nf6", "Nf6"); !errors.Is(err, pgn.ErrIllegalMove) {
		t.Errorf("AddMoves with an illegal third move = %v; want ErrIllegalMove", err)
	}
	if _, err := g.AddMove(g.LastMove(), pgn.Move(12345)); !errors.Is(err, pgn.ErrIllegalMove) {
		t.Errorf("AddMove(no move) = %v; want ErrIllegalMove", err)
	}
	if after := g.String(); after != before {
		t.Errorf("a refused move changed the game:\n%s\nwas\n%s", after, before)
	}
	if _, err := g.AddMoveText(&pgn.Node{Text: "e4"}, "e5"); !errors.Is(err, pgn.ErrNodeNotFound) {
		t.Errorf("a node of no game: %v; want ErrNodeNotFound", err)
	}
	if _, err := pgn.NewGame(nil).AddMoveText(nil, "e4"); !errors.Is(err, pgn.ErrNoBoard) {
		t.Errorf("a game without a variant: %v; want ErrNoBoard", err)
	}
	bad := pgn.NewGame(chess.Variant)
	_ = bad.SetTag("FEN", "not a fen")
	_ = bad.SetTag("SetUp", "1")
	if _, err := bad.AddMoveText(nil, "e4"); !errors.Is(err, pgn.ErrNoBoard) {
		t.Errorf("a game with a broken FEN: %v; want ErrNoBoard", err)
	}
}

// legal is what the three boards offer besides pgn.Board.
type legal interface {
	LegalMoves(dst []pgn.Move) []pgn.Move
}

func TestAddMoveValue(t *testing.T) {
	g := pgn.NewGame(chess.Variant)
	b, err := g.BoardAt(nil)
	if err != nil {
		t.Fatal(err)
	}
	moves := b.(legal).LegalMoves(nil)
	if len(moves) != 20 {
		t.Fatalf("%d legal moves at the start", len(moves))
	}
	// The moves of the start position, each as a variation of the first.
	for _, m := range moves {
		if _, err := g.AddMove(nil, m); err != nil {
			t.Fatal(err)
		}
	}
	if n := len(g.MainLine()); n != 1 {
		t.Fatalf("main line has %d moves; want 1", n)
	}
	if n := len(g.MainLine()[0].Variations); n != 19 {
		t.Errorf("first move has %d variations; want 19", n)
	}
	// A move of the start position is not legal after 1. e4 e5 when it
	// is White's again... after 1. X, it is Black's turn: a white move is
	// refused.
	if _, err := g.AddMove(g.MainLine()[0], moves[0]); !errors.Is(err, pgn.ErrIllegalMove) {
		t.Errorf("White's move for Black: %v; want ErrIllegalMove", err)
	}
	// A xiangqi move on a chess game is refused.
	xb, _ := xiangqi.NewBoard("")
	if _, err := g.AddMove(nil, xb.LegalMoves(nil)[0]); !errors.Is(err, pgn.ErrIllegalMove) {
		t.Errorf("a xiangqi move on chess: %v; want ErrIllegalMove", err)
	}
}

// build makes 1. e4 e5 2. Nf3 Nc6 with variations, returning the nodes
// by name.
func build(t *testing.T) (*pgn.Game, map[string]*pgn.Node) {
	t.Helper()
	g := pgn.NewGame(chess.Variant)
	nodes := map[string]*pgn.Node{}
	add := func(name string, n *pgn.Node, err error) {
		t.Helper()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		nodes[name] = n
	}
	for _, m := range []string{"e4", "e5", "Nf3", "Nc6"} {
		n, err := g.AddMoveText(g.LastMove(), m)
		add(m, n, err)
	}
	n, err := g.AddMoveText(nodes["e4"], "c5") // an alternative to e5
	add("c5", n, err)
	n, err = g.AddMoveText(nodes["c5"], "Nf3")
	add("c5 Nf3", n, err)
	n, err = g.AddVariationText(nodes["e5"], "e6")
	add("e6", n, err)
	return g, nodes
}

func TestVariations(t *testing.T) {
	type step struct {
		name string
		do   func(g *pgn.Game, n map[string]*pgn.Node) error
		want string // the movetext
	}
	steps := []step{
		{"built", func(*pgn.Game, map[string]*pgn.Node) error { return nil },
			"1. e4 e5 (1... c5 2. Nf3) (1... e6) 2. Nf3 Nc6 *"},
		{"promote first variation", func(g *pgn.Game, n map[string]*pgn.Node) error { return g.Promote(n["c5 Nf3"]) },
			"1. e4 c5 (1... e5 2. Nf3 Nc6) (1... e6) 2. Nf3 *"},
		{"promote second", func(g *pgn.Game, n map[string]*pgn.Node) error { return g.Promote(n["e6"]) },
			"1. e4 c5 (1... e6) (1... e5 2. Nf3 Nc6) 2. Nf3 *"},
		{"demote", func(g *pgn.Game, n map[string]*pgn.Node) error { return g.Demote(n["e6"]) },
			"1. e4 c5 (1... e5 2. Nf3 Nc6) (1... e6) 2. Nf3 *"},
		{"demote last stays", func(g *pgn.Game, n map[string]*pgn.Node) error { return g.Demote(n["e6"]) },
			"1. e4 c5 (1... e5 2. Nf3 Nc6) (1... e6) 2. Nf3 *"},
		{"promote to main", func(g *pgn.Game, n map[string]*pgn.Node) error { return g.PromoteToMain(n["e6"]) },
			"1. e4 e6 (1... c5 2. Nf3) (1... e5 2. Nf3 Nc6) *"},
		{"remove variation", func(g *pgn.Game, n map[string]*pgn.Node) error { return g.RemoveVariation(n["c5"]) },
			"1. e4 e6 (1... e5 2. Nf3 Nc6) *"},
		{"add main move", func(g *pgn.Game, n map[string]*pgn.Node) error {
			_, err := g.AddMainMoveText(n["e4"], "d5")
			return err
		}, "1. e4 d5 (1... e6) (1... e5 2. Nf3 Nc6) *"},
		{"continue a variation", func(g *pgn.Game, n map[string]*pgn.Node) error {
			_, err := g.AddMoveText(n["Nc6"], "Bb5")
			return err
		}, "1. e4 d5 (1... e6) (1... e5 2. Nf3 Nc6 3. Bb5) *"},
		{"alternative to the first move", func(g *pgn.Game, n map[string]*pgn.Node) error {
			_, err := g.AddMoveText(nil, "d4")
			return err
		}, "1. e4 (1. d4) 1... d5 (1... e6) (1... e5 2. Nf3 Nc6 3. Bb5) *"},
	}
	g, nodes := build(t)
	for _, s := range steps {
		if err := s.do(g, nodes); err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		got := movetext(g.String())
		if got != s.want {
			t.Fatalf("%s:\n got %s\nwant %s", s.name, got, s.want)
		}
		checkReadBack(t, g)
	}
	for _, tc := range []struct {
		name string
		err  error
		want error
	}{
		{"promote a main-line move", g.Promote(nodes["e4"]), pgn.ErrNotVariation},
		{"promote a stranger", g.Promote(&pgn.Node{}), pgn.ErrNodeNotFound},
		{"remove from the middle of a variation", g.RemoveVariation(nodes["Nc6"]), pgn.ErrNotVariation},
		{"remove the main line", g.RemoveVariation(nodes["e4"]), pgn.ErrNotVariation},
	} {
		if !errors.Is(tc.err, tc.want) {
			t.Errorf("%s: %v; want %v", tc.name, tc.err, tc.want)
		}
	}
}

// movetext returns the movetext of an exported game on one line.
func movetext(pgnText string) string {
	_, moves, _ := strings.Cut(pgnText, "\n\n")
	return strings.Join(strings.Fields(moves), " ")
}

// checkReadBack writes g, reads it back and compares the trees, ignoring
// positions, what only reading records, and the space inside comments
// (export writes a comment's words separated by single spaces).
func checkReadBack(t *testing.T, g *pgn.Game) {
	t.Helper()
	text, err := g.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	back, err := pgn.NewReaderBytes(text, pgn.ReaderOptions{Variant: g.Variant}).ReadGame()
	if err != nil {
		t.Fatalf("reading back: %v\n%s", err, text)
	}
	if len(back.Diagnostics) > 0 {
		t.Errorf("reading back: %v\n%s", back.Diagnostics, text)
	}
	// Export writes the tags in export order, which NewGame and SetTag
	// may not keep.
	want := *g
	want.Tags = g.Variant.ExportTags(g.Tags, pgn.TagExport{Result: g.Result, Notation: g.Variant.Info().Notations[0]})
	opts := cmp.Options{
		cmpopts.IgnoreTypes(pgn.Position{}, pgn.Reading{}, pgn.DiagnosticList{}),
		cmpopts.IgnoreFields(pgn.Game{}, "Variant"),
		cmpopts.IgnoreFields(pgn.Node{}, "Number"),
		cmpopts.EquateEmpty(),
		cmp.Comparer(func(a, b pgn.Comment) bool {
			return a.Line == b.Line && strings.Join(strings.Fields(a.Text), " ") == strings.Join(strings.Fields(b.Text), " ")
		}),
	}
	if diff := cmp.Diff(&want, back, opts); diff != "" {
		t.Errorf("read back differs (-edited +read):\n%s\n%s", diff, text)
	}
}

func TestCommentsAndNAGs(t *testing.T) {
	g, n := build(t)
	steps := []struct {
		err  error
		want error
	}{
		{g.SetStartingComment(nil, "The game"), nil},
		{g.SetStartingComment(n["c5"], "Sicilian"), nil},
		{g.SetStartingComment(n["e5"], "not first"), pgn.ErrComment},
		{g.SetStartingComment(n["Nc6"], "not first"), pgn.ErrComment},
		{n["e4"].SetComment("best by test"), nil},
		{n["e4"].AddComment("second  comment"), nil},
		{n["e4"].AddNAG(1), nil},
		{n["e4"].AddNAG(1), nil},
		{n["e4"].AddNAG(14), nil},
		{n["Nf3"].AddNAG(256), pgn.ErrComment},
		{n["Nf3"].SetComment("a } brace"), pgn.ErrComment},
		{n["Nc6"].SetClock(59*1e9 + 5e8), nil},
		{n["e6"].SetComment("French"), nil},
	}
	for i, s := range steps {
		if !errors.Is(s.err, s.want) || (s.err != nil) != (s.want != nil) {
			t.Errorf("step %d: %v; want %v", i, s.err, s.want)
		}
	}
	want := "{ The game } 1. e4 $1 $14 { best by test } { second comment } 1... e5 ( { Sicilian } 1... c5 2. Nf3 ) ( 1... e6 { French } ) 2. Nf3 Nc6 { [%clk 0:00:59.5] } *"
	// Comments have a space inside their braces; "( " is written "(".
	want = strings.NewReplacer("( ", "(", " )", ")").Replace(want)
	if got := movetext(g.String()); got != want {
		t.Errorf("\n got %s\nwant %s", got, want)
	}
	if got := n["e4"].Comment(); got != "best by test second  comment" {
		t.Errorf("Comment() = %q", got)
	}
	if got := g.StartingComment(n["c5"]); got != "Sicilian" {
		t.Errorf("StartingComment = %q", got)
	}
	checkReadBack(t, g)
	if !n["e4"].RemoveNAG(1) || n["e4"].RemoveNAG(1) {
		t.Error("RemoveNAG twice: want true then false")
	}
	if err := n["e4"].SetComment(""); err != nil || n["e4"].Comments != nil {
		t.Errorf("SetComment(\"\") leaves %v, %v", n["e4"].Comments, err)
	}
}

// TestNilSafe calls every editing method on nil and zero values.
func TestNilSafe(t *testing.T) {
	var g *pgn.Game
	var n *pgn.Node
	errs := []error{
		g.SetTag("Event", "x"), g.SetResult("1-0"), g.Promote(nil), g.Demote(nil), g.PromoteToMain(nil),
		g.RemoveVariation(nil), g.SetStartingComment(nil, "x"),
		n.SetComment("x"), n.AddComment("x"), n.AddNAG(1), n.SetClock(0), n.SetEMT(0), n.SetEval(pgn.Eval{}),
		n.SetArrows([]pgn.Arrow{{Color: 'G', From: "e2", To: "e4"}}), n.SetMarks([]pgn.Mark{{Color: 'G', Square: "e4"}}),
		n.SetCommand("x", "1"),
	}
	for i, err := range errs {
		if err == nil {
			t.Errorf("call %d on nil: no error", i)
		}
	}
	if _, err := g.AddMoveText(nil, "e4"); err == nil {
		t.Error("AddMoveText on nil: no error")
	}
	if _, err := g.AddMove(nil, 0); err == nil {
		t.Error("AddMove on nil: no error")
	}
	if _, err := g.AddMoves("e4"); err == nil {
		t.Error("AddMoves on nil: no error")
	}
	if _, err := g.AddVariationText(nil, "e4"); err == nil {
		t.Error("AddVariationText on nil: no error")
	}
	if _, err := g.BoardAt(nil); err == nil {
		t.Error("BoardAt on nil: no error")
	}
	if _, err := g.BoardBefore(nil); err == nil {
		t.Error("BoardBefore on nil: no error")
	}
	if _, err := g.MarshalText(); err == nil {
		t.Error("MarshalText on nil: no error")
	}
	if g.String() != "" || g.DeleteTag("x") || g.LastMove() != nil || g.MainLine() != nil || g.IsMainLine(nil) || g.Contains(nil) || g.StartingComment(nil) != "" {
		t.Error("a nil game answers something")
	}
	if n.Comment() != "" || n.RemoveNAG(1) || n.DeleteCommand("clk") || n.Arrows() != nil || n.Marks() != nil {
		t.Error("a nil node answers something")
	}
	if _, ok := n.Clock(); ok {
		t.Error("a nil node has a clock")
	}
	// A tree made by hand with a nil move: nodes after it are not found.
	holed := pgn.NewGame(chess.Variant)
	after := &pgn.Node{Text: "e5"}
	holed.Moves.Moves = []*pgn.Node{nil, after}
	if _, err := holed.AddMoveText(after, "Nf3"); !errors.Is(err, pgn.ErrNodeNotFound) {
		t.Errorf("after a nil move: %v; want ErrNodeNotFound", err)
	}
	if _, err := holed.AddMoveText(nil, "d4"); !errors.Is(err, pgn.ErrNodeNotFound) {
		t.Errorf("before a nil move: %v; want ErrNodeNotFound", err)
	}
	if err := holed.Promote(after); !errors.Is(err, pgn.ErrNodeNotFound) {
		t.Errorf("promote after a nil move: %v; want ErrNodeNotFound", err)
	}
	// A tree made by hand with a cycle: a node not in it is looked for in
	// finite time.
	cyclic := pgn.NewGame(chess.Variant)
	a, b := &pgn.Node{Text: "e4"}, &pgn.Node{Text: "d4"}
	cyclic.Moves.Moves = []*pgn.Node{a, b}
	a.Variations = []*pgn.Line{&cyclic.Moves, &cyclic.Moves}
	b.Variations = []*pgn.Line{&cyclic.Moves}
	if cyclic.Contains(&pgn.Node{}) || !cyclic.Contains(b) {
		t.Error("Contains on a cyclic tree")
	}
	// The zero Game has no variant: moves are refused, it still writes.
	var zero pgn.Game
	if _, err := zero.AddMoveText(nil, "e4"); !errors.Is(err, pgn.ErrNoBoard) {
		t.Errorf("zero game: %v", err)
	}
	if err := zero.SetTag("Event", "x"); err != nil {
		t.Error(err)
	}
	if !strings.Contains(zero.String(), `[Event "x"]`) {
		t.Errorf("zero game writes %q", zero.String())
	}
}

func TestUnmarshalText(t *testing.T) {
	g, _ := build(t)
	text, err := g.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	var back pgn.Game
	if err := back.UnmarshalText(text); err != nil {
		t.Fatal(err)
	}
	if back.Variant == nil || back.Variant.Info().Name != "chess" {
		t.Fatalf("variant %v; want chess, chosen from the tags", back.Variant)
	}
	if again, _ := back.MarshalText(); string(again) != string(text) {
		t.Errorf("written again:\n%s\nwas\n%s", again, text)
	}
	// A variant already set is kept: the xiangqi text reads as xiangqi.
	x := pgn.Game{Variant: xiangqi.Variant}
	if err := x.UnmarshalText([]byte("1. h2e2 *")); err != nil || x.Variant != xiangqi.Variant || len(x.MainLine()) != 1 {
		t.Errorf("xiangqi: %v, %v, %d moves", err, x.Variant, len(x.MainLine()))
	}
	for _, empty := range []string{"", "  \n", "% escape only\n"} {
		keep := pgn.NewGame(chess.Variant)
		if err := keep.UnmarshalText([]byte(empty)); err == nil || len(keep.Tags) != 7 {
			t.Errorf("UnmarshalText(%q) = %v; want an error and the game unchanged", empty, err)
		}
	}
	var nilGame *pgn.Game
	if err := nilGame.UnmarshalText(text); !errors.Is(err, pgn.ErrNilGame) {
		t.Errorf("nil game: %v", err)
	}
}
