package convert

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pgntool/pgntool/pgn"
)

// lineFormats are the line encoders, by the suffix of their golden files.
var lineFormats = []struct {
	name string
	new  func(w *bytes.Buffer, opts Options) *LineEncoder
}{
	{"epd", func(w *bytes.Buffer, opts Options) *LineEncoder { return NewEPDEncoder(w, opts) }},
	{"fen", func(w *bytes.Buffer, opts Options) *LineEncoder { return NewFENEncoder(w, opts) }},
	{"uci-line", func(w *bytes.Buffer, opts Options) *LineEncoder { return NewMovesEncoder(w, UCILine, opts) }},
	{"san-line", func(w *bytes.Buffer, opts Options) *LineEncoder { return NewMovesEncoder(w, SANLine, opts) }},
}

// encodeLines writes games with one encoder; a refused game is shown in
// the output as a line "refused: ERROR", so the golden files show it.
func encodeLines(t testing.TB, enc *LineEncoder, out *bytes.Buffer, games []*pgn.Game) {
	t.Helper()
	if err := enc.Begin(); err != nil {
		t.Fatal(err)
	}
	for _, g := range games {
		err := enc.Game(g)
		var notation *pgn.NotationError
		if errors.As(err, &notation) {
			fmt.Fprintf(out, "refused: %v\n", err)
			continue
		}
		if err != nil {
			t.Fatalf("game %d: %v", g.Pos.Game, err)
		}
	}
	if err := enc.End(); err != nil {
		t.Fatal(err)
	}
}

// TestLinesGolden writes the games of testdata/lines (chess with castling,
// en passant, a promotion, a set-up position, an illegal move and no
// moves; xiangqi; C'escacs) and of testdata/convert in every line format
// and compares with X.FORMAT.golden (go test -update rewrites them).
func TestLinesGolden(t *testing.T) {
	root := repoRoot(t)
	inputs, _ := filepath.Glob(filepath.Join(root, "testdata", "lines", "*.*pgn"))
	more, _ := filepath.Glob(filepath.Join(root, "testdata", "convert", "*.pgn"))
	if len(inputs) < 3 || len(more) == 0 {
		t.Fatalf("cases missing: %q %q", inputs, more)
	}
	for _, in := range append(inputs, more...) {
		games := readFile(t, in)
		for _, f := range lineFormats {
			base := strings.TrimSuffix(strings.TrimSuffix(in, ".pgn"), ".ctl-pgn")
			golden := filepath.Join(root, "testdata", "lines", filepath.Base(base)+"."+f.name+".golden")
			t.Run(filepath.Base(golden), func(t *testing.T) {
				var out bytes.Buffer
				encodeLines(t, f.new(&out, Options{}), &out, games)
				if *update {
					if err := os.WriteFile(golden, out.Bytes(), 0o644); err != nil {
						t.Fatal(err)
					}
					return
				}
				want, err := os.ReadFile(golden)
				if err != nil {
					t.Fatal(err)
				}
				if diff := cmp.Diff(string(want), out.String()); diff != "" {
					t.Errorf("(-want +got):\n%s", diff)
				}
			})
		}
	}
}

// TestLinesJoin: encoders given some of the games each, as the workers of
// a parallel convert are, write what one encoder given all writes.
func TestLinesJoin(t *testing.T) {
	var games []*pgn.Game
	for _, name := range []string{"chess.pgn", "xiangqi.pgn", "cescacs-game.ctl-pgn", "chess.pgn"} {
		games = append(games, readFile(t, filepath.Join(repoRoot(t), "testdata", "lines", name))...)
	}
	for _, f := range lineFormats {
		var whole bytes.Buffer
		encodeLines(t, f.new(&whole, Options{}), &whole, games)
		var joined bytes.Buffer
		for i, g := range games {
			var part bytes.Buffer
			// A new encoder for every other game, one kept for the rest:
			// kept boards must be set up anew for each game.
			enc := f.new(&part, Options{})
			if i%2 == 0 {
				enc = f.new(&part, Options{})
			}
			encodeLines(t, enc, &part, []*pgn.Game{g})
			joined.Write(part.Bytes())
		}
		if diff := cmp.Diff(whole.String(), joined.String()); diff != "" {
			t.Errorf("%s: joined parts differ (-whole +joined):\n%s", f.name, diff)
		}
	}
}

// TestLinesNotation: Options.Notation chooses the notation of the moves
// lines.
func TestLinesNotation(t *testing.T) {
	games := readFile(t, filepath.Join(repoRoot(t), "testdata", "lines", "xiangqi.pgn"))
	var out bytes.Buffer
	encodeLines(t, NewMovesEncoder(&out, SANLine, Options{Notation: "iccs"}), &out, games)
	if want := "H2-E2 H9-G7 H0-G2 I9-H9 I0-H0 B9-C7\n"; out.String() != want {
		t.Errorf("iccs line %q, want %q", out.String(), want)
	}
	out.Reset()
	encodeLines(t, NewMovesEncoder(&out, UCILine, Options{Notation: "san"}), &out, games)
	if !strings.HasPrefix(out.String(), `refused: Chinese Chess cannot write notation "san"`) {
		t.Errorf("xiangqi in san: %q", out.String())
	}
}

// TestLinesErrors: a nil game, a game without a variant, use after End and
// a failing writer.
func TestLinesErrors(t *testing.T) {
	var out bytes.Buffer
	enc := NewEPDEncoder(&out, Options{})
	if err := enc.Game(nil); !errors.Is(err, ErrNilGame) {
		t.Errorf("nil game: %v", err)
	}
	var notation *pgn.NotationError
	if err := enc.Game(&pgn.Game{}); !errors.As(err, &notation) {
		t.Errorf("game without a variant: %v", err)
	}
	enc.End()
	if err := enc.Game(&pgn.Game{}); !errors.Is(err, ErrEnded) {
		t.Errorf("after End: %v", err)
	}
	if err := (&LineEncoder{}).Begin(); !errors.Is(err, ErrZeroEncoder) {
		t.Errorf("zero encoder: %v", err)
	}
	games := readFile(t, filepath.Join(repoRoot(t), "testdata", "lines", "xiangqi.pgn"))
	failing := NewMovesEncoder(failWriter{}, UCILine, Options{})
	if err := failing.Game(games[0]); err == nil || failing.Game(games[0]) == nil {
		t.Errorf("a failing writer: no error")
	}
}

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }
