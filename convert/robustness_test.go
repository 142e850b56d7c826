package convert

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants"
)

// TestZeroValues: every exported function and method, given nil or zero
// values, returns an error (or does nothing) and never panics.
func TestZeroValues(t *testing.T) {
	game := &pgn.Game{}
	var zero Encoder
	var nilEnc *Encoder
	for _, tc := range []struct {
		name string
		call func() error
		want error // nil: any outcome but a panic
	}{
		{"zero Encoder.Begin", zero.Begin, ErrZeroEncoder},
		{"zero Encoder.Game", func() error { return zero.Game(game) }, ErrZeroEncoder},
		{"zero Encoder.End", zero.End, ErrZeroEncoder},
		{"nil Encoder.Begin", nilEnc.Begin, ErrZeroEncoder},
		{"nil Encoder.Game", func() error { return nilEnc.Game(game) }, ErrZeroEncoder},
		{"nil Encoder.End", nilEnc.End, ErrZeroEncoder},
		{"XML encoder to a nil writer", func() error { return NewXMLEncoder(nil, Options{}).Game(game) }, ErrNilWriter},
		{"JSON encoder to a nil writer", func() error { return NewJSONEncoder(nil, Options{}).End() }, ErrNilWriter},
		{"nil game", func() error { return NewJSONEncoder(&bytes.Buffer{}, Options{}).Game(nil) }, ErrNilGame},
		{"Games of a nil reader", func() error {
			for _, err := range Games(nil) {
				return err
			}
			return nil
		}, ErrNilReader},
		{"WriteXML of nil games", func() error { return WriteXML(&bytes.Buffer{}, nil, Options{}) }, ErrNilGames},
		{"WriteJSON to a nil writer", func() error { return WriteJSON(nil, Games(pgn.NewReaderBytes(nil, pgn.ReaderOptions{})), Options{}) }, ErrNilWriter},
		{"zero game", func() error { return NewXMLEncoder(&bytes.Buffer{}, Options{}).Game(game) }, nil},
		{"zero game in a notation", func() error { return NewJSONEncoder(&bytes.Buffer{}, Options{Notation: "uci"}).Game(game) }, nil},
		{"zero reader", func() error {
			for _, err := range Games(&pgn.Reader{}) {
				return err
			}
			return nil
		}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			defer func() {
				if p := recover(); p != nil {
					t.Fatalf("panic: %v", p)
				}
			}()
			err := tc.call()
			if tc.want != nil && !errors.Is(err, tc.want) {
				t.Errorf("error %v, want %v", err, tc.want)
			}
		})
	}
}

// panickyVariant is chess whose boards panic on purpose.
type panickyVariant struct{ pgn.Variant }

func (panickyVariant) NewBoard([]pgn.Tag, pgn.Report) (pgn.Board, bool) {
	panic("a board that fails on purpose")
}

// lateVariant is chess whose tag export panics on purpose: with a
// notation, that happens after the game's start was written.
type lateVariant struct{ pgn.Variant }

func (lateVariant) ExportTags([]pgn.Tag, pgn.TagExport) []pgn.Tag {
	panic("a tag export that fails on purpose")
}

// TestGamePanics: a panic while one game is written is returned as an
// *InternalError for that game; nothing of it is written, and the other
// games make a valid document.
func TestGamePanics(t *testing.T) {
	chess, _ := variants.Lookup("chess")
	for _, tc := range []struct {
		name     string
		failing  int
		variant  pgn.Variant
		notation string
	}{
		{"board, middle game", 2, panickyVariant{chess}, ""},
		{"tags after the start, first game", 1, lateVariant{chess}, "uci"},
	} {
		t.Run(tc.name, func(t *testing.T) { checkGamePanics(t, chess, tc.failing, tc.variant, tc.notation) })
	}
}

func checkGamePanics(t *testing.T, chess pgn.Variant, failing int, variant pgn.Variant, notation string) {
	src := "[Event \"a\"]\n\n1. e4 e5 *\n\n[Event \"b\"]\n\n1. d4 d5 *\n\n[Event \"c\"]\n\n1. c4 c5 *\n"
	moves := []string{"", "e", "d", "c"}
	for _, format := range []string{"xml", "json"} {
		var out bytes.Buffer
		opts := Options{Notation: pgn.Notation(notation)}
		enc := NewXMLEncoder(&out, opts)
		if format == "json" {
			enc = NewJSONEncoder(&out, opts)
		}
		var failed []int
		for g, err := range Games(pgn.NewReader(strings.NewReader(src), pgn.ReaderOptions{File: "p.pgn", Variant: chess})) {
			if err != nil {
				t.Fatal(err)
			}
			if g.Pos.Game == failing {
				g.Variant = variant
			}
			err := enc.Game(g)
			var ie *InternalError
			if errors.As(err, &ie) {
				failed = append(failed, ie.Pos.Game)
				continue
			}
			if err != nil {
				t.Fatal(err)
			}
		}
		if err := enc.End(); err != nil {
			t.Fatal(err)
		}
		if len(failed) != 1 || failed[0] != failing {
			t.Errorf("%s: games failed %v, want [%d]", format, failed, failing)
		}
		text := out.String()
		for game := 1; game <= 3; game++ {
			if written := strings.Contains(text, moves[game]+"4") || strings.Contains(text, moves[game]+"2"+moves[game]+"4"); written == (game == failing) {
				t.Errorf("%s: game %d written %v:\n%s", format, game, written, text)
			}
		}
		if format == "json" && !json.Valid(out.Bytes()) {
			t.Errorf("not valid JSON after a failed game:\n%s", text)
		}
		if format == "xml" {
			if _, err := decodeXML(out.Bytes()); err != nil {
				t.Errorf("not valid XML after a failed game: %v\n%s", err, text)
			}
		}
	}
}
