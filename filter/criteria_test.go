package filter

import (
	"errors"
	"strings"
	"testing"
)

func TestCompileErrors(t *testing.T) {
	tests := []struct {
		text   string
		column int
		msg    string
	}{
		{"", 1, "empty criterion"},
		{"WhiteElo>=strong", 11, "want a number"},
		{"  Date<yesterday", 8, "want a date"},
		{"Event~=(", 8, "bad regular expression"},
		{"White", 6, "want an operator"},
		{"=Carlsen", 1, "want a tag name"},
		{"eco:B99-B90", 5, "first code comes after its last"},
		{"eco:Sicilian", 5, "want an opening code"},
		{"variant:go", 9, `no game is called "go"`},
		{"plies:ten", 7, "want a ply count"},
		{"plies:80-20", 7, "lower bound is above"},
		{"position:not a position", 10, "no game can set this position up"},
		{"material:KRP", 10, "want two sides"},
		{"material:KRP vs K?", 18, "want piece letters"},
		{"checkmate:yes", 10, "takes no value"},
		{"player:", 7, "wants a value"},
	}
	for _, tt := range tests {
		_, err := Compile(tt.text)
		var ce *CriterionError
		if !errors.As(err, &ce) {
			t.Errorf("Compile(%q) = %v, want a *CriterionError", tt.text, err)
			continue
		}
		if ce.Column != tt.column || !strings.Contains(ce.Msg, tt.msg) || ce.Text != tt.text {
			t.Errorf("Compile(%q): column %d, %q; want column %d, %q", tt.text, ce.Column, ce.Error(), tt.column, tt.msg)
		}
	}
}

func TestParseFile(t *testing.T) {
	games := readGames(t, testGames)
	c, err := Parse("% pgn-extract style comment\n# ours\n\nWhite=\"Loyd, Sam\"\r\nWhite=Anand, V\nDate<2020\n")
	if err != nil {
		t.Fatal(err)
	}
	for i, g := range games {
		if got, want := c.Match(g), i == chessStalemate; got != want {
			t.Errorf("game %d: Match = %v, want %v", i, got, want)
		}
	}
	_, err = Parse("White=Tal\n\n  WhiteElo>x\n")
	var ce *CriterionError
	if !errors.As(err, &ce) || ce.Line != 3 || ce.Column != 12 {
		t.Fatalf("Parse error = %#v, want line 3, column 12", err)
	}
	if want := `criterion line 3, column 12: want a number to compare with in "  WhiteElo>x"`; err.Error() != want {
		t.Errorf("error text %q, want %q", err.Error(), want)
	}
}

func TestReplays(t *testing.T) {
	for _, tt := range []struct {
		criteria []string
		want     bool
	}{
		{[]string{"White=x", "eco:B90-B99", "plies:10-", "variant:chess", "result:1-0"}, false},
		{[]string{"checkmate"}, true},
		{[]string{"stalemate"}, true},
		{[]string{"material:KR vs K"}, true},
		{[]string{"position:8/8/8/8/8/8/8/K6k w - - 0 1"}, true},
	} {
		c, err := Compile(tt.criteria...)
		if err != nil {
			t.Fatal(err)
		}
		if c.Replays() != tt.want {
			t.Errorf("%v: Replays = %v, want %v", tt.criteria, c.Replays(), tt.want)
		}
	}
}

// TestTagMatchAllocs guards the promise that tag-only selection costs no
// allocation per game.
func TestTagMatchAllocs(t *testing.T) {
	games := readGames(t, testGames)
	c, err := Compile("Player*=Carlsen", "Elo>=2700", "Date>=2020.01.01", "eco:A00-C99", "Event~=Club", "plies:1-")
	if err != nil {
		t.Fatal(err)
	}
	allocs := testing.AllocsPerRun(100, func() {
		for _, g := range games {
			c.Match(g)
		}
	})
	if allocs != 0 {
		t.Errorf("tag-only Match allocates %.1f times per run", allocs)
	}
}

func FuzzCompile(f *testing.F) {
	for _, s := range []string{"White=Tal", "Date>=2020.??.01", "eco:B90-B99", "material:KRP vs KR", "plies:-80",
		"position:8/8/8/8/8/8/8/K6k w - - 0 1", "Event~=^a+$", "Elo!=x", "checkmate", "player:\"Tal\""} {
		f.Add(s)
	}
	games := readGames(f, testGames)
	f.Fuzz(func(t *testing.T, text string) {
		c, err := Compile(text)
		if err != nil {
			var ce *CriterionError
			if !errors.As(err, &ce) || ce.Column < 1 || ce.Column > len(text)+1 {
				t.Fatalf("Compile(%q): bad error %#v", text, err)
			}
			return
		}
		for _, g := range games {
			c.Match(g)
		}
		if _, err := Parse(text); err != nil && !strings.ContainsAny(text, "\n\r") {
			t.Fatalf("Parse(%q) fails where Compile did not: %v", text, err)
		}
	})
}

func TestNilSafe(t *testing.T) {
	var c *Criteria
	g := readGames(t, testGames)[0]
	if !c.Match(g) || c.Replays() {
		t.Error("a nil Criteria should match every game without replaying")
	}
	if c, _ := Compile("White=x"); c.Match(nil) {
		t.Error("a nil game matched")
	}
	var d *Deduper
	if dup, err := d.Duplicate(g); dup || err != nil || d.SeenKey(Key{}) || d.Len() != 0 {
		t.Error("a nil Deduper should find nothing")
	}
}
