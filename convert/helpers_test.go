package convert

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"os"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pgntool/pgntool/internal/testdir"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/pgntool/pgntool/charset"
	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants"
)

// repoRoot is the directory holding go.mod.
func repoRoot(t testing.TB) string { return testdir.Root(t) }

// sharedDir returns ../shared/sub beside the repository, or skips.
func sharedDir(t testing.TB, sub string) string { return testdir.Shared(t, sub) }

// readGames reads every game of a PGN text, choosing variants by tags.
func readGames(t testing.TB, name string, r io.Reader) []*pgn.Game {
	t.Helper()
	dec, _, err := charset.NewReader(r, "auto")
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	var games []*pgn.Game
	for g, err := range Games(pgn.NewReader(dec, pgn.ReaderOptions{File: name, Select: variants.ForTags})) {
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		games = append(games, g)
	}
	return games
}

func readFile(t testing.TB, path string) []*pgn.Game {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	return readGames(t, path, f)
}

// encode writes games with a new encoder of the format ("xml" or "json").
func encode(t testing.TB, format string, games []*pgn.Game, opts Options) []byte {
	t.Helper()
	var buf bytes.Buffer
	enc := NewXMLEncoder(&buf, opts)
	if format == "json" {
		enc = NewJSONEncoder(&buf, opts)
	}
	for _, g := range games {
		if err := enc.Game(g); err != nil {
			t.Fatalf("game %d: %v", g.Pos.Game, err)
		}
	}
	if err := enc.End(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// decoded is a game read back from the output: its tree, rebuilt through
// pgn.Builder, and the numbering of its moves in reading order.
type decoded struct {
	variant string
	game    *pgn.Game
	moves   []moveAttrs
}

type moveAttrs struct {
	Ply, Number int
	Side        string
	AsRead      bool
}

// treeOptions compare what the mapping carries: not positions, not the
// move numbers as read, not the reader's faults.
var treeOptions = cmp.Options{
	cmpopts.IgnoreFields(pgn.Game{}, "Pos", "ResultPos", "Diagnostics", "Variant"),
	cmpopts.IgnoreFields(pgn.Tag{}, "Pos", "ValuePos"),
	cmpopts.IgnoreFields(pgn.Comment{}, "Pos"),
	cmpopts.IgnoreFields(pgn.Line{}, "Pos"),
	cmpopts.IgnoreFields(pgn.Node{}, "Pos", "Number"),
	cmpopts.EquateEmpty(),
}

// compareTrees checks that the games read back equal the games written.
func compareTrees(t *testing.T, format string, want []*pgn.Game, got []decoded) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d games read back, want %d", format, len(got), len(want))
	}
	for i, g := range want {
		name := ""
		if g.Variant != nil {
			name = g.Variant.Name()
		}
		if got[i].variant != name {
			t.Errorf("%s game %d: variant %q, want %q", format, i+1, got[i].variant, name)
		}
		// The reader puts a label found outside any variation on the main
		// line, where it means nothing; the mapping leaves it out.
		want := canonGame(g)
		want.Moves.Label = ""
		// cmp takes minutes over deeply nested variations, so it only
		// explains a difference that the linear DeepEqual has found.
		if reflect.DeepEqual(want, canonGame(got[i].game)) {
			continue
		}
		if diff := cmp.Diff(want, got[i].game, treeOptions); diff != "" {
			t.Errorf("%s game %d differs from the tree (-want +got):\n%s", format, i+1, diff)
		}
	}
}

// canonGame copies what the mapping carries of a game (what treeOptions
// compare), with empty lists as nil.
func canonGame(g *pgn.Game) *pgn.Game {
	c := &pgn.Game{Result: g.Result, After: canonComments(g.After), Moves: *canonLine(&g.Moves)}
	for _, t := range g.Tags {
		c.Tags = append(c.Tags, pgn.Tag{Name: t.Name, Value: t.Value})
	}
	return c
}

func canonLine(l *pgn.Line) *pgn.Line {
	c := &pgn.Line{Label: l.Label, Comments: canonComments(l.Comments), After: canonComments(l.After)}
	for _, n := range l.Moves {
		cn := &pgn.Node{Text: n.Text, Comments: canonComments(n.Comments)}
		if len(n.NAGs) > 0 {
			cn.NAGs = n.NAGs
		}
		if len(n.Glyphs) > 0 {
			cn.Glyphs = n.Glyphs
		}
		for _, v := range n.Variations {
			cn.Variations = append(cn.Variations, canonLine(v))
		}
		c.Moves = append(c.Moves, cn)
	}
	return c
}

func canonComments(cs []pgn.Comment) []pgn.Comment {
	var out []pgn.Comment
	for _, c := range cs {
		out = append(out, pgn.Comment{Text: c.Text, Line: c.Line})
	}
	return out
}

// decodeXML reads a <database> document back. It checks the element
// naming rule of every tag element on the way.
func decodeXML(data []byte) ([]decoded, error) {
	d := xml.NewDecoder(bytes.NewReader(data))
	var out []decoded
	var cur *decoded
	var b *pgn.Builder
	var text []byte
	var attrs []xml.Attr
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			return out, nil
		}
		if err != nil {
			return out, err
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			text, attrs = text[:0], tok.Attr
			switch tok.Name.Local {
			case "database":
			case "pgn":
				out = append(out, decoded{variant: attr(attrs, "variant")})
				cur = &out[len(out)-1]
				b = pgn.NewBuilder()
				b.BeginGame(pgn.Position{})
			case "variation":
				if b.BeginVariation(pgn.Position{}) {
					return out, fmt.Errorf("variation before any move")
				}
				if l := attr(attrs, "label"); l != "" {
					b.Label(pgn.Position{}, []byte(l))
				}
			}
		case xml.CharData:
			text = append(text, tok...)
		case xml.EndElement:
			if err := decodeXMLEnd(tok.Name.Local, string(text), attrs, cur, b); err != nil {
				return out, err
			}
			text = text[:0]
		}
	}
}

func decodeXMLEnd(elem, text string, attrs []xml.Attr, cur *decoded, b *pgn.Builder) error {
	switch elem {
	case "database":
	case "pgn":
		cur.game = b.Game()
	case "variation":
		b.EndVariation(pgn.Position{})
	case "move":
		ply, _ := strconv.Atoi(attr(attrs, "ply"))
		number, _ := strconv.Atoi(attr(attrs, "number"))
		cur.moves = append(cur.moves, moveAttrs{ply, number, attr(attrs, "side"), attr(attrs, "as-read") == "true"})
		b.Move(pgn.Position{}, []byte(text))
	case "nag":
		n, err := strconv.Atoi(text)
		if err != nil {
			return err
		}
		b.NAG(pgn.Position{}, n)
	case "glyph":
		b.Glyph(pgn.Position{}, []byte(text))
	case "comment":
		got := commandFields{clock: attr(attrs, "clock"), emt: attr(attrs, "emt"), arrows: attr(attrs, "arrows"), marks: attr(attrs, "marks")}
		for _, name := range []string{"eval-cp", "eval-mate"} {
			if v := attr(attrs, name); v != "" {
				n, err := strconv.Atoi(v)
				if err != nil {
					return err
				}
				got.eval = &pgn.Eval{Mate: name == "eval-mate", Value: n}
			}
		}
		if v := attr(attrs, "eval-depth"); v != "" && got.eval != nil {
			got.eval.Depth, _ = strconv.Atoi(v)
		}
		if err := got.check(text); err != nil {
			return err
		}
		b.Comment(pgn.Position{}, []byte(text), attr(attrs, "line") == "true")
	case "end":
		b.Result(pgn.Position{}, []byte(text))
	default:
		name := attr(attrs, "name")
		if want := string(appendTagElement(nil, name)); elem != want {
			return fmt.Errorf("tag %q is written as <%s>, want <%s>", name, elem, want)
		}
		b.Tag(pgn.Tag{Name: name, Value: text})
	}
	return nil
}

func attr(attrs []xml.Attr, name string) string {
	for _, a := range attrs {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

// jsonGame and jsonItem mirror docs/schema/pgn.schema.json; decoding
// refuses any other key.
type jsonGame struct {
	Variant  string     `json:"variant"`
	Tags     []jsonTag  `json:"tags"`
	Movetext []jsonItem `json:"movetext"`
}

type jsonTag struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

type jsonItem struct {
	Comment   *string     `json:"comment"`
	Line      bool        `json:"line"`
	Move      *string     `json:"move"`
	Ply       int         `json:"ply"`
	Number    int         `json:"number"`
	Side      string      `json:"side"`
	AsRead    bool        `json:"as-read"`
	NAG       *int        `json:"nag"`
	Glyph     *string     `json:"glyph"`
	Label     string      `json:"label"`
	Variation *[]jsonItem `json:"variation"`
	End       *string     `json:"end"`
	// The typed values of a comment's commands.
	Clock  json.Number `json:"clock"`
	EMT    json.Number `json:"emt"`
	Eval   *jsonEval   `json:"eval"`
	Arrows []jsonShape `json:"arrows"`
	Marks  []jsonShape `json:"marks"`
}

type jsonEval struct {
	CP    *int `json:"cp"`
	Mate  *int `json:"mate"`
	Depth int  `json:"depth"`
}

type jsonShape struct {
	Color  string `json:"color"`
	From   string `json:"from"`
	To     string `json:"to"`
	Square string `json:"square"`
}

// fields gathers a JSON comment's typed values as commandFields.
func (it *jsonItem) fields() (commandFields, error) {
	f := commandFields{clock: string(it.Clock), emt: string(it.EMT)}
	if e := it.Eval; e != nil {
		switch {
		case e.CP != nil && e.Mate == nil:
			f.eval = &pgn.Eval{Value: *e.CP, Depth: e.Depth}
		case e.Mate != nil && e.CP == nil:
			f.eval = &pgn.Eval{Mate: true, Value: *e.Mate, Depth: e.Depth}
		default:
			return f, fmt.Errorf("eval %+v has not exactly one of cp and mate", e)
		}
	}
	var arrows []string
	for _, a := range it.Arrows {
		arrows = append(arrows, a.Color+a.From+a.To)
	}
	var marks []string
	for _, m := range it.Marks {
		marks = append(marks, m.Color+m.Square)
	}
	f.arrows, f.marks = strings.Join(arrows, ","), strings.Join(marks, ",")
	return f, nil
}

// commandFields are the typed values a converted comment carries, as
// text: clock and emt in seconds, arrows and marks as their commands
// write them.
type commandFields struct {
	clock, emt    string
	eval          *pgn.Eval
	arrows, marks string
}

// check compares the fields with what the pgn package reads from the
// comment's text itself.
func (f commandFields) check(text string) error {
	c := pgn.Comment{Text: text}
	seconds := func(s string) (time.Duration, bool) {
		if s == "" {
			return 0, false
		}
		d, err := time.ParseDuration(s + "s")
		return d, err == nil
	}
	wantClock, okClock := c.Clock()
	gotClock, gotOK := seconds(f.clock)
	wantEMT, okEMT := c.EMT()
	gotEMT, gotEMTOK := seconds(f.emt)
	wantEval, okEval := c.Eval()
	wantArrows, _ := pgn.FormatArrows(c.Arrows())
	wantMarks, _ := pgn.FormatMarks(c.Marks())
	switch {
	case okClock != gotOK || wantClock != gotClock:
		return fmt.Errorf("comment %q: clock %q, want %v", text, f.clock, wantClock)
	case okEMT != gotEMTOK || wantEMT != gotEMT:
		return fmt.Errorf("comment %q: emt %q, want %v", text, f.emt, wantEMT)
	case okEval != (f.eval != nil) || (okEval && wantEval != *f.eval):
		return fmt.Errorf("comment %q: eval %+v, want %+v", text, f.eval, wantEval)
	case wantArrows != f.arrows || wantMarks != f.marks:
		return fmt.Errorf("comment %q: arrows %q marks %q, want %q and %q", text, f.arrows, f.marks, wantArrows, wantMarks)
	}
	return nil
}

// decodeJSON reads back a top-level array, or JSON Lines when lines.
func decodeJSON(data []byte, lines bool) ([]decoded, error) {
	var games []jsonGame
	d := json.NewDecoder(bytes.NewReader(data))
	d.DisallowUnknownFields()
	if lines {
		for {
			var g jsonGame
			if err := d.Decode(&g); errors.Is(err, io.EOF) {
				break
			} else if err != nil {
				return nil, err
			}
			games = append(games, g)
		}
	} else if err := d.Decode(&games); err != nil {
		return nil, err
	}
	var out []decoded
	for _, jg := range games {
		dec := decoded{variant: jg.Variant}
		b := pgn.NewBuilder()
		b.BeginGame(pgn.Position{})
		for _, t := range jg.Tags {
			b.Tag(pgn.Tag{Name: t.Name, Value: t.Value})
		}
		if err := replayItems(b, &dec, jg.Movetext); err != nil {
			return out, err
		}
		dec.game = b.Game()
		out = append(out, dec)
	}
	return out, nil
}

func replayItems(b *pgn.Builder, dec *decoded, items []jsonItem) error {
	var zero pgn.Position
	for _, it := range items {
		switch {
		case it.Comment != nil:
			f, err := it.fields()
			if err == nil {
				err = f.check(*it.Comment)
			}
			if err != nil {
				return err
			}
			b.Comment(zero, []byte(*it.Comment), it.Line)
		case it.Move != nil:
			dec.moves = append(dec.moves, moveAttrs{it.Ply, it.Number, it.Side, it.AsRead})
			b.Move(zero, []byte(*it.Move))
		case it.NAG != nil:
			b.NAG(zero, *it.NAG)
		case it.Glyph != nil:
			b.Glyph(zero, []byte(*it.Glyph))
		case it.End != nil:
			b.Result(zero, []byte(*it.End))
		case it.Variation != nil:
			if b.BeginVariation(zero) {
				return fmt.Errorf("variation before any move")
			}
			if it.Label != "" {
				b.Label(zero, []byte(it.Label))
			}
			if err := replayItems(b, dec, *it.Variation); err != nil {
				return err
			}
			b.EndVariation(zero)
		default:
			return fmt.Errorf("movetext item with no known key: %+v", it)
		}
	}
	return nil
}
