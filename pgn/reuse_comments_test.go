package pgn_test

import (
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants"
)

// engineGame is a game with an engine comment after every move, each
// longer than the strings that share a block: without ReuseComments each
// is an allocation of its own.
func engineGame(moves int) string {
	var b strings.Builder
	b.WriteString("[Event \"TCEC\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n")
	sans := []string{"Nf3", "Nf6", "Ng1", "Ng8"}
	for i := 0; i < moves; i++ {
		if i%2 == 0 {
			fmt.Fprintf(&b, "%d. ", i/2+1)
		}
		fmt.Fprintf(&b, "%s {d=%d, sd=%d, pd=Nf6, mt=%d, tl=%d, s=%d, n=%d, pv=%s, tb=0, h=%d, ph=0.0, wv=0.%02d, R50=%d, Rd=-11, Rr=-1000, mb=+0+0+0+0+0, %s}\n",
			sans[i%4], 30+i%9, 50+i%7, 12000+i, 900000-i, 40000+i, 123456789+i, strings.Repeat("Nf3 Nf6 Ng1 Ng8 ", 4), 90+i%10, i%100, 50-i%50, strings.Repeat("x", 20))
	}
	b.WriteString("*\n\n")
	return b.String()
}

// TestReuseCommentsAllocatesNothing reads games of long engine comments
// over and over and asserts that with ReuseComments (and ReuseGames) a
// game allocates almost nothing once the memory has grown to what a game
// needs, where with ReuseGames alone its comments' text is allocated anew.
func TestReuseCommentsAllocatesNothing(t *testing.T) {
	game := engineGame(60)
	src := []byte(strings.Repeat(game, 300))
	perGame := func(comments bool) (allocs, bytes float64) {
		r := pgn.NewReaderBytes(src, pgn.ReaderOptions{Select: variants.ForTags, ReuseGames: true, ReuseComments: comments})
		for i := 0; i < 20; i++ {
			if _, err := r.ReadGame(); err != nil {
				t.Fatal(err)
			}
		}
		const games = 200
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		for i := 0; i < games; i++ {
			if _, err := r.ReadGame(); err != nil {
				t.Fatal(err)
			}
		}
		runtime.ReadMemStats(&after)
		return float64(after.Mallocs-before.Mallocs) / games, float64(after.TotalAlloc-before.TotalAlloc) / games
	}
	lentAllocs, lentBytes := perGame(true)
	keptAllocs, keptBytes := perGame(false)
	t.Logf("a game of %d bytes: %.2f allocations and %.0f bytes with ReuseComments, %.2f and %.0f without",
		len(game), lentAllocs, lentBytes, keptAllocs, keptBytes)
	if keptBytes < float64(len(game))/2 {
		t.Fatalf("without ReuseComments a game allocates %.0f bytes: too few to measure", keptBytes)
	}
	if lentAllocs > 0.25 || lentBytes > 256 {
		t.Errorf("ReuseComments: %.2f allocations and %.0f bytes a game, want at most 0.25 and 256", lentAllocs, lentBytes)
	}
}

// TestReuseCommentsOverwrites shows what ReaderOptions.ReuseComments
// documents: the next read writes its comments over the last game's, while
// the move texts and tag values taken from the last game stay as they
// were; and without ReuseGames the option does nothing.
func TestReuseCommentsOverwrites(t *testing.T) {
	src := []byte("[White \"A\"]\n\n1. e4 {first} e5 1-0\n\n[White \"B\"]\n\n1. d4 {other} d5 0-1\n")
	read := func(opts pgn.ReaderOptions) (comment, move, white string) {
		opts.Select = variants.ForTags
		r := pgn.NewReaderBytes(src, opts)
		first, err := r.ReadGame()
		if err != nil {
			t.Fatal(err)
		}
		comment, move, white = first.Moves.Moves[0].Comments[0].Text, first.Moves.Moves[0].Text, first.Tags[0].Value
		if _, err := r.ReadGame(); err != nil {
			t.Fatal(err)
		}
		return comment, move, white
	}
	if c, m, w := read(pgn.ReaderOptions{ReuseGames: true, ReuseComments: true}); c != "other" || m != "e4" || w != "A" {
		t.Errorf("with ReuseComments the first game's comment, move and White read %q, %q, %q after the next read; want %q, %q, %q", c, m, w, "other", "e4", "A")
	}
	for _, opts := range []pgn.ReaderOptions{{ReuseComments: true}, {ReuseGames: true}} {
		if c, _, _ := read(opts); c != "first" {
			t.Errorf("%+v: the first game's comment reads %q after the next read, want %q", opts, c, "first")
		}
	}
}

// TestReuseCommentsKeepsAGameWhole reads one game whose comments outgrow
// the buffer several times over and asserts that every comment reads as it
// does without ReuseComments, once the whole game is read: growing the
// buffer moves none of the strings already made.
func TestReuseCommentsKeepsAGameWhole(t *testing.T) {
	src := []byte(engineGame(400) + engineGame(3))
	comments := func(lend bool) []string {
		r := pgn.NewReaderBytes(src, pgn.ReaderOptions{Select: variants.ForTags, ReuseGames: true, ReuseComments: lend})
		g, err := r.ReadGame()
		if err != nil {
			t.Fatal(err)
		}
		var texts []string
		for _, n := range g.Moves.Moves {
			for _, c := range n.Comments {
				texts = append(texts, c.Text)
			}
		}
		return texts
	}
	want, got := comments(false), comments(true)
	if size := len(strings.Join(want, "")); len(want) != 400 || size < 64<<10 {
		t.Fatalf("%d comments of %d bytes, want 400 of over 64 KiB", len(want), size)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("comments (-without +with ReuseComments):\n%s", diff)
	}
}
