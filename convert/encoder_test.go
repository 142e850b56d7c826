package convert

import (
	"bytes"
	"errors"
	"iter"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants"
)

func parse(t *testing.T, text string) []*pgn.Game {
	t.Helper()
	return readGames(t, "test.pgn", strings.NewReader(text))
}

// oddGame is a hand-built tree with what text files rarely hold: tag
// names that are no XML names or clash with the mapping, duplicate tags,
// carriage returns, tabs and quotes, labels, and comments everywhere.
func oddGame() *pgn.Game {
	v, _ := variants.Lookup("chess")
	return &pgn.Game{
		Variant: v,
		Tags: []pgn.Tag{
			{Name: "Event", Value: "tab\there \"quoted\""},
			{Name: "Move", Value: "a tag named like an element"},
			{Name: "xmlStyle", Value: "reserved prefix"},
			{Name: "9Lives", Value: "digit first"},
			{Name: "A+B:C", Value: "symbol characters"},
			{Name: "Annotator", Value: "first"},
			{Name: "Annotator", Value: "second"},
			{Name: "Empty", Value: ""},
		},
		Moves: pgn.Line{
			Comments: []pgn.Comment{{Text: "before\r\nthe first move"}, {Text: " line ", Line: true}},
			Moves: []*pgn.Node{
				{Text: "e4", NAGs: []int{1, 14}, Glyphs: []string{"(=)", ":"}, Comments: []pgn.Comment{{Text: "<b>&amp;</b>"}},
					Variations: []*pgn.Line{
						{Label: "$[1] \"x\"", Comments: []pgn.Comment{{Text: "opening the variation"}},
							Moves: []*pgn.Node{{Text: "d4"}}, After: []pgn.Comment{{Text: "after the variation"}}},
						{Moves: []*pgn.Node{{Text: "c4", Variations: []*pgn.Line{{Moves: []*pgn.Node{{Text: "Nf3"}}}}}}},
					}},
				{Text: "e5"},
			},
		},
		Result: "*",
		After:  []pgn.Comment{{Text: "after the result"}},
	}
}

func TestRoundTripOddTree(t *testing.T) {
	checkRoundTrip(t, []*pgn.Game{oddGame()}, Options{})
}

func TestTagElementsInOutput(t *testing.T) {
	out := string(encode(t, "xml", []*pgn.Game{oddGame()}, Options{}))
	for _, want := range []string{
		`<event name="Event">tab	here "quoted"</event>`,
		`<tag name="Move">a tag named like an element</tag>`,
		`<tag name="xmlStyle">reserved prefix</tag>`,
		`<tag name="9Lives">digit first</tag>`,
		`<tag name="A+B:C">symbol characters</tag>`,
		`<annotator name="Annotator">first</annotator>`,
		`<annotator name="Annotator">second</annotator>`,
		`<empty name="Empty"></empty>`,
		`<comment>before&#xD;` + "\n" + `the first move</comment>`,
		`<variation label="$[1] &quot;x&quot;">`,
		`<end>*</end>`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %s:\n%s", want, out)
		}
	}
}

// TestControlCharacters checks the documented choice: XML replaces what
// it cannot hold with U+FFFD and says so; JSON keeps it.
func TestControlCharacters(t *testing.T) {
	games := parse(t, "[Event \"bell\a\"]\n\n1. e4 {nul\x00 and esc\x1b} *\n")
	var reports []pgn.Diagnostic
	opts := Options{Report: func(d pgn.Diagnostic) { reports = append(reports, d) }}
	out := encode(t, "xml", games, opts)
	if !bytes.Contains(out, []byte("<comment>nul\uFFFD and esc\uFFFD</comment>")) || !bytes.Contains(out, []byte(">bell\uFFFD</event>")) {
		t.Errorf("control characters not replaced:\n%s", out)
	}
	if _, err := decodeXML(out); err != nil {
		t.Errorf("XML not well-formed: %v", err)
	}
	want := []string{
		"test.pgn:1:8: warning: the value of tag Event holds U+0007, which XML 1.0 cannot hold; it is written as U+FFFD [convert-char-replaced]",
		"test.pgn:3:7: warning: comment holds U+0000, which XML 1.0 cannot hold; it is written as U+FFFD (2 characters in all) [convert-char-replaced]",
	}
	var got []string
	for _, d := range reports {
		got = append(got, d.String())
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("reports (-want +got):\n%s", diff)
	}
	reports = nil
	js := encode(t, "json", games, opts)
	if !bytes.Contains(js, []byte(`"nul\u0000 and esc\u001b"`)) || len(reports) != 0 {
		t.Errorf("JSON should keep control characters without a report (reports %v):\n%s", reports, js)
	}
}

func TestMoveNumbering(t *testing.T) {
	tests := []struct {
		name, pgn string
		want      []moveAttrs
	}{
		{"chess from the start", "1. e4 e5 (1... c5 2. Nf3) 2. Nf3 *", []moveAttrs{
			{1, 1, "white", false}, {2, 1, "black", false}, {2, 1, "black", false}, {3, 2, "white", false}, {3, 2, "white", false}}},
		{"chess from a FEN with black to move", "[FEN \"4k3/8/8/8/8/8/8/4K2R b K - 3 40\"]\n\n40... Kd7 41. Ke2 *", []moveAttrs{
			{80, 40, "black", false}, {81, 41, "white", false}}},
		{"xiangqi is red and black", "[Game \"Chinese Chess\"]\n\n1. 炮二平五 马8进7 *", []moveAttrs{
			{1, 1, "red", false}, {2, 1, "black", false}}},
		{"no board, no numbering", "[Variant \"Checkers\"]\n\n1. e4 e5 *", []moveAttrs{{}, {}}},
		{"broken FEN, no numbering", "[FEN \"nonsense\"]\n\n1. e4 *", []moveAttrs{{}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := decodeXML(encode(t, "xml", parse(t, tt.pgn), Options{}))
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, got[0].moves); diff != "" {
				t.Errorf("numbering (-want +got):\n%s", diff)
			}
		})
	}
}

func TestNotation(t *testing.T) {
	games := parse(t, "1. e4 e5 2. Ke3 (2. Nf3) Nc6 *\n")
	got, err := decodeJSON(encode(t, "json", games, Options{Notation: "uci"}), false)
	if err != nil {
		t.Fatal(err)
	}
	var texts []string
	for _, n := range got[0].game.Moves.Moves {
		texts = append(texts, n.Text)
		for _, v := range n.Variations {
			texts = append(texts, v.Moves[0].Text)
		}
	}
	// The illegal Ke3 and the move after it keep their text, marked as
	// read; the variation replacing Ke3 is played from before it.
	if diff := cmp.Diff([]string{"e2e4", "e7e5", "Ke3", "g1f3", "Nc6"}, texts); diff != "" {
		t.Errorf("moves (-want +got):\n%s", diff)
	}
	var asRead []bool
	for _, m := range got[0].moves {
		asRead = append(asRead, m.AsRead)
	}
	if diff := cmp.Diff([]bool{false, false, true, false, true}, asRead); diff != "" {
		t.Errorf("as-read marks (-want +got):\n%s", diff)
	}
}

func TestNotationRefused(t *testing.T) {
	chess := parse(t, "1. e4 *\n")[0]
	unknown := parse(t, "[Variant \"Checkers\"]\n\n1. e4 *\n")[0]
	var buf bytes.Buffer
	enc := NewXMLEncoder(&buf, Options{Notation: "wxf"})
	var en *pgn.NotationError
	if err := enc.Game(chess); !errors.As(err, &en) || en.Variant != "chess" || !strings.Contains(err.Error(), "san, lan, uci") {
		t.Errorf("chess in wxf: error %v, want a pgn.NotationError naming san, lan, uci", err)
	}
	if err := enc.Game(unknown); !errors.As(err, &en) {
		t.Errorf("unknown variant in wxf: error %v, want a pgn.NotationError", err)
	}
	// The refused games left nothing but the document's start, and the
	// encoder still ends a well-formed document.
	if err := enc.End(); err != nil {
		t.Fatal(err)
	}
	if want := "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<database>\n</database>\n"; buf.String() != want {
		t.Errorf("got %q, want %q", buf.String(), want)
	}
	// As-read is a notation every game has.
	if err := NewJSONEncoder(&buf, Options{Notation: AsRead}).Game(unknown); err != nil {
		t.Errorf("as-read: %v", err)
	}
}

func TestEmptyDocuments(t *testing.T) {
	tests := []struct {
		format string
		opts   Options
		want   string
	}{
		{"xml", Options{}, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<database>\n</database>\n"},
		{"json", Options{}, "[\n]\n"},
		{"json", Options{JSONLines: true}, ""},
	}
	for _, tt := range tests {
		if got := string(encode(t, tt.format, nil, tt.opts)); got != tt.want {
			t.Errorf("%s %+v: got %q, want %q", tt.format, tt.opts, got, tt.want)
		}
	}
}

func TestJSONLayout(t *testing.T) {
	games := parse(t, "1. e4 *\n\n1. d4 *\n")
	want := "[\n" +
		`{"variant":"chess","tags":[],"movetext":[{"move":"e4","ply":1,"number":1,"side":"white"},{"end":"*"}]},` + "\n" +
		`{"variant":"chess","tags":[],"movetext":[{"move":"d4","ply":1,"number":1,"side":"white"},{"end":"*"}]}` + "\n]\n"
	if got := string(encode(t, "json", games, Options{})); got != want {
		t.Errorf("array:\ngot  %q\nwant %q", got, want)
	}
	lines := strings.SplitAfter(string(encode(t, "json", games, Options{JSONLines: true})), "\n")
	if len(lines) != 3 || lines[2] != "" || !strings.HasPrefix(lines[1], `{"variant":"chess","tags":[],"movetext":[{"move":"d4"`) {
		t.Errorf("JSON Lines: %q", lines)
	}
}

type failingWriter struct{ after int }

func (w *failingWriter) Write(p []byte) (int, error) {
	if w.after <= 0 {
		return 0, errors.New("disk full")
	}
	w.after--
	return len(p), nil
}

func TestEncoderStates(t *testing.T) {
	g := parse(t, "1. e4 *\n")[0]
	enc := NewXMLEncoder(&failingWriter{after: 1}, Options{})
	if err := enc.Begin(); err != nil {
		t.Fatal(err)
	}
	if err := enc.Game(g); err == nil || err.Error() != "disk full" {
		t.Errorf("write error not returned: %v", err)
	}
	if err := enc.End(); err == nil || err.Error() != "disk full" {
		t.Errorf("write error not kept: %v", err)
	}

	var buf bytes.Buffer
	enc = NewJSONEncoder(&buf, Options{})
	if err := enc.End(); err != nil {
		t.Fatal(err)
	}
	if err := enc.End(); err != nil {
		t.Errorf("second End: %v", err)
	}
	if err := enc.Game(nil); !errors.Is(err, ErrNilGame) {
		t.Errorf("Game(nil): %v, want ErrNilGame", err)
	}
	if err := enc.Game(g); !errors.Is(err, ErrEnded) {
		t.Errorf("Game after End: %v, want ErrEnded", err)
	}
	if buf.String() != "[\n]\n" {
		t.Errorf("got %q", buf.String())
	}
}

func TestWriteStopsAtError(t *testing.T) {
	g := parse(t, "1. e4 *\n")[0]
	boom := errors.New("read failed")
	var games iter.Seq2[*pgn.Game, error] = func(yield func(*pgn.Game, error) bool) {
		if yield(g, nil) {
			yield(nil, boom)
		}
	}
	var buf bytes.Buffer
	if err := WriteXML(&buf, games, Options{}); !errors.Is(err, boom) {
		t.Errorf("WriteXML: %v, want %v", err, boom)
	}
	if err := WriteJSON(&buf, games, Options{}); !errors.Is(err, boom) {
		t.Errorf("WriteJSON: %v, want %v", err, boom)
	}
}

// TestGamesEarlyFault reads a fault that comes before the first game (a
// control character in an escape line), which pgn.Builder alone cannot
// take: it must end up in the first game's diagnostics.
func TestGamesEarlyFault(t *testing.T) {
	games := parse(t, "%\b\n1. e4 *\n")
	if len(games) != 1 || len(games[0].Diagnostics) != 1 || games[0].Diagnostics[0].Pos.Line != 1 {
		t.Fatalf("got %d games; diagnostics %v", len(games), games[0].Diagnostics)
	}
	if len(games[0].Moves.Moves) != 1 {
		t.Errorf("the game after the escape line was not read: %+v", games[0].Moves)
	}
}
