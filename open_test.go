package pgntool

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/simplifiedchinese"

	"github.com/pgntool/pgntool/charset"
	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants/chess"
)

// variantName is the name of a game's variant, "" for none.
func variantName(v pgn.Variant) string {
	if v == nil {
		return ""
	}
	return v.Name()
}

// gameSummary is what the tests compare of a game read.
type gameSummary struct {
	Variant string
	Event   string
	Moves   string
	Codes   []string // the codes of its diagnostics
}

func summarize(g *pgn.Game) gameSummary {
	s := gameSummary{Variant: variantName(g.Variant)}
	s.Event, _ = g.Tag("Event")
	var moves []string
	for _, n := range g.Moves.Moves {
		moves = append(moves, n.Text)
	}
	s.Moves = strings.Join(moves, " ")
	for _, d := range g.Diagnostics {
		s.Codes = append(s.Codes, d.Code)
	}
	return s
}

// readSummaries reads every game of f, failing the test on an error.
func readSummaries(t *testing.T, f *File) []gameSummary {
	t.Helper()
	var got []gameSummary
	for g, err := range f.Games() {
		if err != nil {
			t.Fatalf("Games: %v", err)
		}
		got = append(got, summarize(g))
	}
	return got
}

const (
	cescacsMoves = "1. E7-E13, E21-E15 2. F8-F12, F20-F16 *\n"
	wxfMoves     = "1. C2.5 h8+7 2. H2+3 r9.8 *\n"
	chessMoves   = "1. e4 e5 2. Nf3 *\n"
)

// TestVariantChoice checks that each game's variant comes from its tags,
// else from the file name, else is chess; and that WithVariant wins.
func TestVariantChoice(t *testing.T) {
	for _, c := range []struct {
		name, file, text string
		opts             []Option
		want             []gameSummary
	}{
		{name: "tagless chess", file: "g.pgn", text: chessMoves,
			want: []gameSummary{{Variant: "chess", Moves: "e4 e5 Nf3"}}},
		{name: "tagless ctl-pgn is C'escacs", file: "g.ctl-pgn", text: cescacsMoves,
			want: []gameSummary{{Variant: "C'escacs", Moves: "E7-E13 E21-E15 F8-F12 F20-F16"}}},
		{name: "upper-case extension in a directory", file: "dir.x/G.CTL-PGN", text: cescacsMoves,
			want: []gameSummary{{Variant: "C'escacs", Moves: "E7-E13 E21-E15 F8-F12 F20-F16"}}},
		{name: "tagless wxf is xiangqi", file: "g.wxf", text: wxfMoves,
			want: []gameSummary{{Variant: "Chinese Chess", Moves: "C2.5 h8+7 H2+3 r9.8"}}},
		{name: "Variant tag", file: "g.pgn", text: "[Variant \"C'escacs\"]\n\n" + cescacsMoves,
			want: []gameSummary{{Variant: "C'escacs", Moves: "E7-E13 E21-E15 F8-F12 F20-F16"}}},
		{name: "Red without White is xiangqi", file: "", text: "[Red \"R\"]\n\n" + wxfMoves,
			want: []gameSummary{{Variant: "Chinese Chess", Moves: "C2.5 h8+7 H2+3 r9.8"}}},
		{name: "tags win over the file name", file: "g.ctl-pgn", text: "[Game \"Chess\"]\n\n" + chessMoves,
			want: []gameSummary{{Variant: "chess", Moves: "e4 e5 Nf3"}}},
		{name: "a game no plugin reads has no variant", file: "g.pgn", text: "[Variant \"Shogi\"]\n\n1. P7g-7f *\n",
			want: []gameSummary{{Variant: "", Moves: "P7g-7f"}}},
		{name: "per game", file: "g.ctl-pgn", text: "[Event \"A\"]\n\n" + cescacsMoves + "\n[Event \"B\"]\n[Variant \"Chess\"]\n\n" + chessMoves,
			want: []gameSummary{
				{Variant: "C'escacs", Event: "A", Moves: "E7-E13 E21-E15 F8-F12 F20-F16"},
				{Variant: "chess", Event: "B", Moves: "e4 e5 Nf3"},
			}},
		{name: "WithVariant wins", file: "g.ctl-pgn", text: "[Variant \"C'escacs\"]\n\n" + chessMoves, opts: []Option{WithVariant(chess.Variant)},
			want: []gameSummary{{Variant: "chess", Moves: "e4 e5 Nf3"}}},
		{name: "nil options are passed over", file: "g.wxf", text: wxfMoves, opts: []Option{nil, WithVariant(nil)},
			want: []gameSummary{{Variant: "Chinese Chess", Moves: "C2.5 h8+7 H2+3 r9.8"}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			f, err := NewReader(strings.NewReader(c.text), c.file, c.opts...)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(c.want, readSummaries(t, f)); diff != "" {
				t.Errorf("games (-want +got):\n%s", diff)
			}
		})
	}
}

// TestOpen reads files from disk: the name chooses the variant and is in
// the positions; Close closes the file.
func TestOpen(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "tagless.ctl-pgn")
	if err := os.WriteFile(path, []byte("1. E7-E13, E21-E15 ) *\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	f, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if f.Name() != path || f.Encoding() != charset.UTF8 {
		t.Errorf("Name, Encoding = %q, %q; want %q, %q", f.Name(), f.Encoding(), path, charset.UTF8)
	}
	var positions []string
	for g, err := range f.Games() {
		if err != nil {
			t.Fatal(err)
		}
		if got := variantName(g.Variant); got != "C'escacs" {
			t.Errorf("variant %q, want C'escacs", got)
		}
		for _, d := range g.Diagnostics {
			positions = append(positions, d.Pos.String()+" "+d.Code)
		}
	}
	if diff := cmp.Diff([]string{path + ":1:20 paren-unmatched"}, positions); diff != "" {
		t.Errorf("diagnostics (-want +got):\n%s", diff)
	}
	if err := f.Close(); err != nil {
		t.Errorf("Close: %v", err)
	}
	if err := f.Close(); !errors.Is(err, os.ErrClosed) {
		t.Errorf("second Close: %v, want %v", err, os.ErrClosed)
	}
}

// TestOpenErrors checks the errors of inputs that cannot be read.
func TestOpenErrors(t *testing.T) {
	dir := t.TempDir()
	if _, err := Open(filepath.Join(dir, "absent.pgn")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("absent file: %v, want fs.ErrNotExist", err)
	}
	var pathErr *fs.PathError
	if _, err := Open(dir); !errors.As(err, &pathErr) || pathErr.Path != dir {
		t.Errorf("directory: %v, want a *fs.PathError for %s", err, dir)
	}
	if _, err := NewReader(nil, "x.pgn"); !errors.Is(err, pgn.ErrNilInput) {
		t.Errorf("nil reader: %v, want pgn.ErrNilInput", err)
	}
	if _, err := NewReader(strings.NewReader(chessMoves), "x.pgn", WithEncoding("ebcdic")); err == nil || !strings.Contains(err.Error(), "ebcdic") {
		t.Errorf("unknown encoding: %v, want an error naming it", err)
	}
	if _, err := NewReader(failing{}, "x.pgn"); !errors.Is(err, errFailing) {
		t.Errorf("failing input: %v, want %v", err, errFailing)
	}
}

var errFailing = errors.New("read failed")

// failing is an input whose every read fails.
type failing struct{}

func (failing) Read([]byte) (int, error) { return 0, errFailing }

// TestReadErrorAfterGames checks that an input failing after some games
// yields them, then its error once. (An error within the first 64 KiB,
// which are read to detect the encoding, is NewReader's.)
func TestReadErrorAfterGames(t *testing.T) {
	const n = 5000 // games of 18 bytes: more than the 64 KiB read at once
	f, err := NewReader(io.MultiReader(strings.NewReader(strings.Repeat(chessMoves, n)), failing{}), "x.pgn")
	if err != nil {
		t.Fatal(err)
	}
	var games int
	var errs []error
	for g, err := range f.Games() {
		if err != nil {
			errs = append(errs, err)
			continue
		}
		if g == nil {
			t.Fatal("a nil game with a nil error")
		}
		games++
	}
	if games != n || len(errs) != 1 || !errors.Is(errs[0], errFailing) {
		t.Errorf("got %d games and errors %v; want %d games, then %v once", games, errs, n, errFailing)
	}
}

// TestNotText checks that inputs that are not text are refused with the
// input-binary diagnostic, whatever their name.
func TestNotText(t *testing.T) {
	for _, c := range []struct {
		name, file string
		head       []byte
		kind       charset.Kind
		hint       string
	}{
		{"gzip", "games.pgn", []byte{0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3}, charset.Compressed, "decompress it first, as with `gzip -dc`"},
		{"zip", "games.pgn", []byte("PK\x03\x04\x14\x00\x00\x00\x08\x00"), charset.Archive, "extract the game files first"},
		{"UTF-16", "games.pgn", append([]byte{0xff, 0xfe}, []byte("[\x00E\x00v\x00e\x00n\x00t\x00")...), charset.UTF16, "iconv -f UTF-16 -t UTF-8"},
		{"ELF", "", []byte("\x7fELF\x02\x01\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00"), charset.Binary, "not PGN text"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := NewReader(bytes.NewReader(c.head), c.file)
			var nt *NotTextError
			if !errors.As(err, &nt) {
				t.Fatalf("error %v, want a *NotTextError", err)
			}
			d := nt.Diagnostic
			if nt.Format.Kind != c.kind || d.Code != "input-binary" || d.Severity != pgn.Error ||
				d.Pos != (pgn.Position{File: c.file, Line: 1, Column: 1}) || !strings.Contains(d.Message, c.hint) {
				t.Errorf("got %v (kind %v); want kind %v, input-binary at %s:1:1 saying %q", err, nt.Format.Kind, c.kind, c.file, c.hint)
			}
		})
	}
	// Open refuses it too, and closes the file.
	path := filepath.Join(t.TempDir(), "game.pgn.gz")
	if err := os.WriteFile(path, []byte{0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3}, 0o666); err != nil {
		t.Fatal(err)
	}
	var nt *NotTextError
	if _, err := Open(path); !errors.As(err, &nt) || nt.Diagnostic.Pos.File != path {
		t.Errorf("Open of gzip data: %v, want a *NotTextError at %s", err, path)
	}
}

// TestEncodings checks detection, the named encoding, and how each
// encoding's faults are reported.
func TestEncodings(t *testing.T) {
	gb := func(s string) []byte {
		b, err := simplifiedchinese.GB18030.NewEncoder().Bytes([]byte(s))
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	latin1 := func(s string) []byte {
		b, err := charmap.Windows1252.NewEncoder().Bytes([]byte(s))
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	xiangqi := "[Game \"Chinese Chess\"]\n[Event \"许银川让九子对聂棋圣\"]\n\n1. 炮二平五 马８进７ *\n"
	cat := func(parts ...[]byte) []byte { return bytes.Join(parts, nil) }
	for _, c := range []struct {
		name     string
		input    []byte
		opts     []Option
		encoding string
		replaced int64
		want     []gameSummary
	}{
		{name: "UTF-8", input: []byte(xiangqi), encoding: charset.UTF8,
			want: []gameSummary{{Variant: "Chinese Chess", Event: "许银川让九子对聂棋圣", Moves: "炮二平五 马８进７"}}},
		{name: "UTF-8 with a BOM", input: []byte("\uFEFF" + xiangqi), encoding: charset.UTF8,
			want: []gameSummary{{Variant: "Chinese Chess", Event: "许银川让九子对聂棋圣", Moves: "炮二平五 马８进７"}}},
		{name: "GB18030 detected", input: gb(xiangqi), encoding: charset.GB18030,
			want: []gameSummary{{Variant: "Chinese Chess", Event: "许银川让九子对聂棋圣", Moves: "炮二平五 马８进７"}}},
		{name: "Latin-1 detected", input: latin1("[Event \"Café Zürich\"]\n\n" + chessMoves), encoding: charset.Latin1,
			want: []gameSummary{{Variant: "chess", Event: "Café Zürich", Moves: "e4 e5 Nf3"}}},
		{name: "Latin-1 named", input: latin1("[Event \"Café\"]\n\n" + chessMoves), opts: []Option{WithEncoding("latin1")}, encoding: charset.Latin1,
			want: []gameSummary{{Variant: "chess", Event: "Café", Moves: "e4 e5 Nf3"}}},
		{
			// An invalid UTF-8 byte stays in the text: the reader reports it
			// where it stands.
			name: "UTF-8 fault", input: []byte("[Event \"A\"]\n\n1. e4 \xff e5 *\n"), opts: []Option{WithEncoding("utf-8")}, encoding: charset.UTF8,
			want: []gameSummary{{Variant: "chess", Event: "A", Moves: "e4 e5", Codes: []string{"char-invalid"}}},
		},
		{
			// 0x81 0x20 and 0xFF are no GB18030 characters: each is decoded
			// as U+FFFD and counted.
			name: "GB18030 faults", input: cat(gb("[Game \"Chinese Chess\"]\n[Event \"许"), []byte{0x81, 0x20}, gb("银\"]\n{"), []byte{0xFF}, gb("}\n"+"1. 炮二平五 *\n")),
			opts: []Option{WithEncoding("gbk")}, encoding: charset.GB18030, replaced: 2,
			want: []gameSummary{{Variant: "Chinese Chess", Event: "许\uFFFD 银", Moves: "炮二平五"}},
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			f, err := NewReader(bytes.NewReader(c.input), "g.pgn", c.opts...)
			if err != nil {
				t.Fatal(err)
			}
			got := readSummaries(t, f)
			if diff := cmp.Diff(c.want, got); diff != "" {
				t.Errorf("games (-want +got):\n%s", diff)
			}
			if f.Encoding() != c.encoding || f.Replaced() != c.replaced {
				t.Errorf("Encoding, Replaced = %q, %d; want %q, %d", f.Encoding(), f.Replaced(), c.encoding, c.replaced)
			}
		})
	}
}

// TestReplacementCounter checks the count across every split of the text
// into two reads.
func TestReplacementCounter(t *testing.T) {
	text := "a\uFFFD\uFFFDb\xEF\xBF\uFFFD\xEF\xBF\xBE\uFFFD"
	for cut := range len(text) + 1 {
		c := &replacementCounter{r: io.MultiReader(strings.NewReader(text[:cut]), strings.NewReader(text[cut:]))}
		if _, err := io.Copy(io.Discard, c); err != nil {
			t.Fatal(err)
		}
		if c.n != 4 {
			t.Errorf("cut at %d: counted %d, want 4", cut, c.n)
		}
	}
}

// TestImportRegistersEveryPlugin checks that importing the package is
// enough for package pgn to know every game.
func TestImportRegistersEveryPlugin(t *testing.T) {
	var got []string
	for _, v := range pgn.Registered() {
		got = append(got, v.Name())
	}
	if diff := cmp.Diff([]string{"chess", "Chinese Chess", "C'escacs"}, got); diff != "" {
		t.Errorf("registered plugins (-want +got):\n%s", diff)
	}
	for name, want := range map[string]string{"xiangqi": "Chinese Chess", "cescacs": "C'escacs", "standard": "chess"} {
		if v, ok := pgn.LookupVariant(name); !ok || v.Name() != want {
			t.Errorf("LookupVariant(%q) = %v, %v; want %s", name, v, ok, want)
		}
	}
}
