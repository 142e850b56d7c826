package pgn_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants/chess"

	// The other plugins register themselves.
	_ "github.com/pgntool/pgntool/variants/cescacs"
	_ "github.com/pgntool/pgntool/variants/xiangqi"
)

// TestZeroOptionsChooseRegisteredVariant checks that a zero ReaderOptions
// chooses each game's variant from its tags among the registered plugins,
// as pgn.ChooseVariant does; that Select still decides when given (a
// Select that returns nil reads without a board); and that Variant wins.
func TestZeroOptionsChooseRegisteredVariant(t *testing.T) {
	const text = "[Event \"chess\"]\n\n1. e4 e5 *\n\n" +
		"[Game \"Chinese Chess\"]\n\n1. 炮二平五 马８进７ *\n\n" +
		"[Red \"R\"]\n\n1. C2.5 h8+7 *\n\n" +
		"[TLPD \"\"]\n\n1. E7-E13, E21-E15 *\n\n" +
		"[Variant \"Shogi\"]\n\n1. P7g-7f *\n\n" +
		"1. d4 *\n"
	none := func([]pgn.Tag) pgn.Variant { return nil }
	for _, c := range []struct {
		name string
		opts pgn.ReaderOptions
		want []string
	}{
		{"zero options", pgn.ReaderOptions{}, []string{"chess", "Chinese Chess", "Chinese Chess", "C'escacs", "", "chess"}},
		{"Select returning nil", pgn.ReaderOptions{Select: none}, []string{"", "", "", "", "", ""}},
		{"Variant", pgn.ReaderOptions{Variant: chess.Variant, Select: none}, []string{"chess", "chess", "chess", "chess", "chess", "chess"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			var got []string
			r := pgn.NewReader(strings.NewReader(text), c.opts)
			for g, err := range r.Games() {
				if err != nil {
					t.Fatal(err)
				}
				name := ""
				if g.Variant != nil {
					name = g.Variant.Name()
				}
				got = append(got, name)
				pgn.Check(g, func(pgn.Diagnostic) {})
			}
			if diff := cmp.Diff(c.want, got); diff != "" {
				t.Errorf("variants (-want +got):\n%s", diff)
			}
		})
	}
}
