package chess

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pgntool/pgntool/pgn"
)

func TestScanMovetext(t *testing.T) {
	tests := []struct {
		in   string
		kind pgn.Kind
		n    int
	}{
		{"e4 e5", pgn.Symbol, 2},
		{"Nf3!? Nc6", pgn.Symbol, 3},
		{"!? Nc6", pgn.Glyph, 2},
		{"O-O-O+ ", pgn.Symbol, 6},
		{"-- e5", pgn.Symbol, 2},
		{"Z0 e5", pgn.Symbol, 2},
		{"12. e4", pgn.Integer, 2},
		{"exd6 e.p. Nf6", pgn.Symbol, 9},
		{"exd6e.p.", pgn.Symbol, 8},
		{"exd6 e.p.x", pgn.Symbol, 4},
		{"exd6 ep", pgn.Symbol, 4},
		{"{comment}", pgn.EOF, 0},
		{"-", pgn.EOF, 0},
	}
	for _, tt := range tests {
		kind, n := Variant.ScanMovetext([]byte(tt.in))
		if n != tt.n || (n > 0 && kind != tt.kind) {
			t.Errorf("ScanMovetext(%q) = %v %d, want %v %d", tt.in, kind, n, tt.kind, tt.n)
		}
	}
}

var strTags = []pgn.Tag{
	{Name: "Event", Value: "E"}, {Name: "Site", Value: "S"}, {Name: "Date", Value: "2024.01.02"},
	{Name: "Round", Value: "1"}, {Name: "White", Value: "W"}, {Name: "Black", Value: "B"}, {Name: "Result", Value: "1-0"},
}

func withTags(extra ...pgn.Tag) []pgn.Tag {
	return append(append([]pgn.Tag(nil), strTags...), extra...)
}

func TestCheckTags(t *testing.T) {
	game := pgn.Position{Line: 1, Column: 1}
	tests := []struct {
		name  string
		tags  []pgn.Tag
		codes []string
	}{
		{"complete", withTags(), nil},
		{"empty", nil, []string{"tag-missing"}},
		{"bad result", append(withTags()[:6], pgn.Tag{Name: "Result", Value: "2-0"}), []string{"result-invalid"}},
		{"setup without fen", withTags(pgn.Tag{Name: "SetUp", Value: "1"}), []string{"setup-without-fen"}},
		{"fen without setup", withTags(pgn.Tag{Name: "FEN", Value: StartFEN}), []string{"fen-without-setup"}},
		{"fen with setup 0", withTags(pgn.Tag{Name: "SetUp", Value: "0"}, pgn.Tag{Name: "FEN", Value: StartFEN}), []string{"fen-without-setup"}},
		{"fen and setup", withTags(pgn.Tag{Name: "SetUp", Value: "1"}, pgn.Tag{Name: "FEN", Value: StartFEN}), nil},
		{"bad date", append(withTags()[:2:2], pgn.Tag{Name: "Date", Value: "2024.13.01"}, strTags[3], strTags[4], strTags[5], strTags[6]), []string{"tag-value"}},
		{"bad elo", withTags(pgn.Tag{Name: "WhiteElo", Value: "abc"}), []string{"tag-value"}},
		{"bad plycount", withTags(pgn.Tag{Name: "PlyCount", Value: "x"}), []string{"tag-value"}},
		{"unchecked tag", withTags(pgn.Tag{Name: "Opening", Value: "any text"}), nil},
	}
	for _, tt := range tests {
		var diags pgn.DiagnosticList
		Variant.CheckTags(tt.tags, game, diags.Add)
		var codes []string
		for _, d := range diags {
			codes = append(codes, d.Code)
		}
		if !cmp.Equal(codes, tt.codes) {
			t.Errorf("%s: codes %v, want %v\n%v", tt.name, codes, tt.codes, diags)
		}
	}
}

// Each roster tag left out gives one fault that names it, whatever the
// order of the tags.
func TestCheckTagsNamesMissingRosterTag(t *testing.T) {
	for i, name := range pgn.SevenTagRoster {
		var tags []pgn.Tag
		for j := len(pgn.SevenTagRoster) - 1; j >= 0; j-- {
			if j != i {
				tags = append(tags, pgn.Tag{Name: pgn.SevenTagRoster[j], Value: "?"})
			}
		}
		var diags pgn.DiagnosticList
		Variant.CheckTags(tags, pgn.Position{Line: 1, Column: 1}, diags.Add)
		want := "required tag " + name + " is missing"
		if len(diags) == 0 || diags[0].Code != "tag-missing" || diags[0].Message != want || diags[0].Severity != pgn.Error {
			t.Errorf("without %s: %v, want first %q", name, diags, want)
		}
		for _, d := range diags[1:] {
			if d.Code == "tag-missing" {
				t.Errorf("without %s: also %v", name, d)
			}
		}
	}
}

// All the roster tags a game lacks are named in one diagnostic, in roster
// order, at the game's start.
func TestCheckTagsOneLineForMissingTags(t *testing.T) {
	tests := []struct {
		have []string
		want string
	}{
		{nil, "required tags Event, Site, Date, Round, White, Black and Result are missing"},
		{[]string{"Result", "Event", "Site", "Date", "Round"}, "required tags White and Black are missing"},
		{[]string{"Black", "White", "Result", "Event"}, "required tags Site, Date and Round are missing"},
		{[]string{"Event", "Site", "Date", "Round", "White", "Black"}, "required tag Result is missing"},
	}
	game := pgn.Position{Line: 3, Column: 1}
	for _, tt := range tests {
		var tags []pgn.Tag
		for _, name := range tt.have {
			tags = append(tags, *pgn.FindTag(strTags, name))
		}
		var diags pgn.DiagnosticList
		Variant.CheckTags(tags, game, diags.Add)
		want := pgn.DiagnosticList{{Pos: game, Severity: pgn.Error, Code: "tag-missing", Message: tt.want}}
		if diff := cmp.Diff(want, diags); diff != "" {
			t.Errorf("with %v (-want +got):\n%s", tt.have, diff)
		}
	}
	if a := testing.AllocsPerRun(10, func() { Variant.CheckTags(nil, game, func(pgn.Diagnostic) {}) }); a != 0 {
		t.Errorf("CheckTags of a tagless game: %v allocations, want 0", a)
	}
}

func TestExportTags(t *testing.T) {
	setup := []pgn.Tag{{Name: "SetUp", Value: "1"}, {Name: "FEN", Value: "4k3/8/8/8/8/8/8/4K3 w - - 0 1"}}
	tests := []struct {
		name string
		tags []pgn.Tag
		e    pgn.TagExport
		want []string
	}{
		{"fill roster", []pgn.Tag{{Name: "White", Value: "W"}, {Name: "Opening", Value: "O"}, {Name: "ECO", Value: "C20"}},
			pgn.TagExport{Result: "*"},
			[]string{"Event=?", "Site=?", "Date=????.??.??", "Round=?", "White=W", "Black=?", "Result=*", "ECO=C20", "Opening=O"}},
		{"result follows the marker", withTags(), pgn.TagExport{Result: "0-1"},
			[]string{"Event=E", "Site=S", "Date=2024.01.02", "Round=1", "White=W", "Black=B", "Result=0-1"}},
		{"reduced drops others", withTags(pgn.Tag{Name: "ECO", Value: "C20"}), pgn.TagExport{Result: "1-0", Reduced: true},
			[]string{"Event=E", "Site=S", "Date=2024.01.02", "Round=1", "White=W", "Black=B", "Result=1-0"}},
		{"reduced keeps a setup", withTags(setup...), pgn.TagExport{Result: "1-0", Reduced: true},
			[]string{"Event=E", "Site=S", "Date=2024.01.02", "Round=1", "White=W", "Black=B", "Result=1-0",
				"FEN=4k3/8/8/8/8/8/8/4K3 w - - 0 1", "SetUp=1"}},
		{"fen without setup gets one", []pgn.Tag{setup[1], {Name: "ECO", Value: "C20"}}, pgn.TagExport{Result: "*"},
			[]string{"Event=?", "Site=?", "Date=????.??.??", "Round=?", "White=?", "Black=?", "Result=*",
				"ECO=C20", "FEN=4k3/8/8/8/8/8/8/4K3 w - - 0 1", "SetUp=1"}},
		{"setup 0 becomes 1", []pgn.Tag{{Name: "SetUp", Value: "0"}, setup[1]}, pgn.TagExport{Result: "*", Reduced: true},
			[]string{"Event=?", "Site=?", "Date=????.??.??", "Round=?", "White=?", "Black=?", "Result=*",
				"FEN=4k3/8/8/8/8/8/8/4K3 w - - 0 1", "SetUp=1"}},
		{"reduced drops a standard setup", withTags(pgn.Tag{Name: "SetUp", Value: "1"}, pgn.Tag{Name: "FEN", Value: StartFEN}),
			pgn.TagExport{Result: "1-0", Reduced: true},
			[]string{"Event=E", "Site=S", "Date=2024.01.02", "Round=1", "White=W", "Black=B", "Result=1-0"}},
		{"reduced keeps a Chess960 setup", withTags(pgn.Tag{Name: "Variant", Value: "Chess960"},
			pgn.Tag{Name: "FEN", Value: "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"}),
			pgn.TagExport{Result: "1-0", Reduced: true},
			[]string{"Event=E", "Site=S", "Date=2024.01.02", "Round=1", "White=W", "Black=B", "Result=1-0",
				"FEN=bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", "SetUp=1", "Variant=Chess960"}},
	}
	for _, tt := range tests {
		var got []string
		for _, tag := range Variant.ExportTags(tt.tags, tt.e) {
			got = append(got, tag.Name+"="+tag.Value)
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%s: ExportTags (-want +got):\n%s", tt.name, diff)
		}
	}
}

func TestNewBoardFromTags(t *testing.T) {
	fenPos := pgn.Position{Line: 3, Column: 6}
	tests := []struct {
		name  string
		tags  []pgn.Tag
		ok    bool
		fen   string
		codes []string
	}{
		{"no tags", nil, true, StartFEN, nil},
		{"fen", []pgn.Tag{{Name: "FEN", Value: "4k3/8/8/8/8/8/8/4K3 b - - 0 40", ValuePos: fenPos}}, true, "4k3/8/8/8/8/8/8/4K3 b - - 0 40", nil},
		{"bad fen", []pgn.Tag{{Name: "FEN", Value: "4k3/8/8 w - - 0 1", ValuePos: fenPos}}, false, "", []string{"fen-invalid"}},
		{"chess960 by alias", []pgn.Tag{{Name: "Variant", Value: "fischerandom"},
			{Name: "FEN", Value: "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9"}}, true,
			"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9", nil},
		{"shuffled rights without Variant", []pgn.Tag{
			{Name: "FEN", Value: "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", ValuePos: fenPos}}, true,
			"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w - - 2 9",
			[]string{"fen-invalid", "fen-invalid", "fen-invalid", "fen-invalid"}},
	}
	// reused is set up again for each case, as a checker of many games
	// does, from the middle of a game with moves to take back.
	reused, _ := NewBoard(StartFEN)
	for _, tt := range tests {
		for _, reset := range []bool{false, true} {
			var diags pgn.DiagnosticList
			var b pgn.Board = reused
			ok := false
			if reset {
				reused.Reset(nil, nil)
				for _, text := range operaMoves()[:3] {
					m, _ := reused.ParseMove(text, pgn.Position{}, nil)
					reused.Make(m)
				}
				ok = reused.Reset(tt.tags, diags.Add)
			} else {
				b, ok = Variant.NewBoard(tt.tags, diags.Add)
			}
			var codes []string
			for _, d := range diags {
				codes = append(codes, d.Code)
				if d.Pos != fenPos {
					t.Errorf("%s (reset %v): %v is not at the FEN value", tt.name, reset, d)
				}
			}
			if ok != tt.ok || !cmp.Equal(codes, tt.codes) {
				t.Errorf("%s (reset %v): ok %v codes %v, want %v %v\n%v", tt.name, reset, ok, codes, tt.ok, tt.codes, diags)
			}
			if ok {
				if got := string(b.AppendPosition(nil)); got != tt.fen {
					t.Errorf("%s (reset %v): position %q, want %q", tt.name, reset, got, tt.fen)
				}
				b.Unmake() // nothing to take back after a reset
				if got := string(b.AppendPosition(nil)); got != tt.fen {
					t.Errorf("%s (reset %v): Unmake changed the new position to %q", tt.name, reset, got)
				}
			}
		}
	}
	if n := testing.AllocsPerRun(20, func() { reused.Reset(nil, nil) }); n != 0 {
		t.Errorf("Reset to the start position: %v allocations, want 0", n)
	}
}

func TestOutcome(t *testing.T) {
	tests := []struct{ fen, result, reason string }{
		{StartFEN, "", ""},
		{"rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", "0-1", "checkmate"},
		{"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "1/2-1/2", "stalemate"},
		{"7k/6Q1/6K1/8/8/8/8/8 b - - 0 1", "1-0", "checkmate"},
		{"6Qk/8/6K1/8/8/8/8/8 b - - 0 1", "", ""}, // Kxg8
		{"8/8/8/8/8/8/8/K6k w - - 0 1", "", ""},   // bare kings: a draw by rule, but no forced result here
	}
	for _, tt := range tests {
		b, err := NewBoard(tt.fen)
		if err != nil {
			t.Fatal(err)
		}
		if r, why := b.Outcome(); r != tt.result || why != tt.reason {
			t.Errorf("Outcome(%s) = %q %q, want %q %q", tt.fen, r, why, tt.result, tt.reason)
		}
	}
}

func TestVariantNames(t *testing.T) {
	if Variant.Name() != "chess" {
		t.Errorf("Name() = %q", Variant.Name())
	}
	if got := Variant.Info().Notations; !cmp.Equal(got, []pgn.Notation{"san", "lan", "uci"}) {
		t.Errorf("Notations() = %v", got)
	}
	if got := Variant.DefaultNotation(nil, true); got != "san" {
		t.Errorf("DefaultNotation = %q", got)
	}
	if got := Variant.Info().Results; !cmp.Equal(got, []string{"1-0", "0-1", "1/2-1/2", "*"}) {
		t.Errorf("Results() = %v", got)
	}
	for _, v := range []string{"Chess960", "chess 960", "FischeRandom", "fischer random", "frc", "dfrc"} {
		if !is960([]pgn.Tag{{Name: "Variant", Value: v}}) {
			t.Errorf("Variant %q does not select Chess960", v)
		}
	}
	if is960([]pgn.Tag{{Name: "Variant", Value: "Standard"}}) {
		t.Error("Variant Standard selects Chess960")
	}
	if nag, ok := Variant.GlyphNAG([]byte("?!")); nag != 6 || !ok {
		t.Errorf("GlyphNAG(?!) = %d %v", nag, ok)
	}
}

// The fast path of ScanMovetext must agree with the general one on every
// short text over the bytes that matter to it.
func TestScanMovetextFastPath(t *testing.T) {
	alphabet := []byte("ae.p -10xN+ {")
	var walk func(b []byte)
	walk = func(b []byte) {
		gk, gn := scanMovetextGeneral(b)
		if k, n := Variant.ScanMovetext(b); k != gk || n != gn {
			t.Fatalf("ScanMovetext(%q) = %v %d; the general rules give %v %d", b, k, n, gk, gn)
		}
		if len(b) == 7 {
			return
		}
		for _, c := range alphabet {
			walk(append(b, c))
		}
	}
	walk(nil)
}

// TestScanMovetextLongBuffer compares ScanMovetext with the general rules
// where the buffer holds at least 16 bytes, as it nearly always does in the
// core's scanner: short texts followed by what may extend or end a move,
// and symbols of every length around the 13 bytes the array path reads.
func TestScanMovetextLongBuffer(t *testing.T) {
	check := func(b []byte) {
		t.Helper()
		gk, gn := scanMovetextGeneral(b)
		if k, n := Variant.ScanMovetext(b); k != gk || n != gn {
			t.Fatalf("ScanMovetext(%q) = %v %d; the general rules give %v %d", b, k, n, gk, gn)
		}
	}
	tails := []string{"", " ", ".", "e.p.", " e.p.", " e.", " e", " exd5", "\n", ")", "{c}", "!?", "$1"}
	alphabet := []byte("ae.p -10xN+=Q#")
	var walk func(b []byte)
	walk = func(b []byte) {
		for _, tail := range tails {
			for pad := 0; pad <= 16; pad += 4 {
				check([]byte(string(b) + tail + strings.Repeat(" ", pad)))
			}
		}
		if len(b) == 4 {
			return
		}
		for _, c := range alphabet {
			walk(append(b, c))
		}
	}
	walk(nil)
	for n := 1; n <= 18; n++ {
		for _, tail := range tails {
			check([]byte(strings.Repeat("e", n) + tail + strings.Repeat(" ", 16)))
			check([]byte("N" + strings.Repeat("x", n-1) + tail + strings.Repeat(" ", 16)))
		}
	}
}
