package pgn_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants"
)

// lintLines lints src as lint does, streaming, and returns each
// diagnostic as line:col code: message; it checks that the tree check
// gives the same.
func lintLines(t *testing.T, src string, opts pgn.ReaderOptions) []string {
	t.Helper()
	if opts.Select == nil && opts.Variant == nil {
		opts.Select = variants.ForTags
	}
	format := func(out *[]string) pgn.Report {
		return func(d pgn.Diagnostic) {
			*out = append(*out, fmt.Sprintf("%d:%d %s: %s", d.Pos.Line, d.Pos.Column, d.Code, d.Message))
		}
	}
	var streamed, tree []string
	if err := pgn.NewReader(strings.NewReader(src), opts).Visit(pgn.NewChecker(format(&streamed))); err != nil {
		t.Fatal(err)
	}
	rd := pgn.NewReader(strings.NewReader(src), opts)
	for {
		g, err := rd.ReadGame()
		if err != nil {
			break
		}
		pgn.Check(g, format(&tree))
	}
	if diff := cmp.Diff(streamed, tree); diff != "" {
		t.Errorf("%q: the tree check differs (-streamed +tree):\n%s", src, diff)
	}
	return streamed
}

const tags = "[Event \"e\"]\n[Site \"s\"]\n[Date \"2024.01.01\"]\n[Round \"1\"]\n[White \"w\"]\n[Black \"b\"]\n[Result \"*\"]\n\n"

func TestMoveNumbers(t *testing.T) {
	fen := "[Event \"e\"]\n[Site \"s\"]\n[Date \"2024.01.01\"]\n[Round \"1\"]\n[White \"w\"]\n[Black \"b\"]\n[Result \"*\"]\n[SetUp \"1\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 10\"]\n\n"
	cases := []struct {
		src  string
		want []string
	}{
		{tags + "1. e4 e5 2. Nf3 Nc6 3. Bb5 3... a6 *\n", nil},
		{tags + "1. e4 e5 7. Nf3 Nc6 9. Bb5 *\n", []string{"9:10 move-number: move number 7. is wrong; the move after it is 2. (later wrong numbers of this game are not reported)"}},
		{tags + "1. e4 e5 2. Nf3 3... Nc6 *\n", []string{"9:17 move-number: move number 3... is wrong; the move after it is 2..."}},
		// Numbers in a variation count from the variation's move.
		{tags + "1. e4 e5 2. Nf3 (2. d4 exd4 3. c3) (3. Bc4) 2... Nc6 *\n", []string{"9:37 move-number: move number 3. is wrong; the move after it is 2."}},
		// A FEN gives the first number and the side to move.
		{fen + "10... e5 11. Nf3 *\n", nil},
		{fen + "1... e5 2. Nf3 *\n", []string{"11:1 move-number: move number 1... is wrong; the move after it is 10..."}},
		// A number too large to hold is quoted as written.
		{tags + "99999999999999999999999. e4 *\n", []string{"9:1 move-number: move number 99999999999999999999999. is wrong; the move after it is 1."}},
		{tags + "1. e4 99999999999999999999999... e5 *\n", []string{"9:7 move-number: move number 99999999999999999999999... is wrong; the move after it is 1..."}},
	}
	for _, c := range cases {
		var got []string
		for _, l := range lintLines(t, c.src, pgn.ReaderOptions{}) {
			if strings.Contains(l, "move-number") {
				got = append(got, l)
			}
		}
		for i := range got {
			if i < len(c.want) && !strings.HasPrefix(got[i], c.want[i]) {
				t.Errorf("%q: got %q, want %q", c.src, got[i], c.want[i])
			}
		}
		if len(got) != len(c.want) {
			t.Errorf("%q: got %q, want %q", c.src, got, c.want)
		}
	}
}

// A game with no termination marker, then a tagless game after a blank
// line: the "1." there and the illegal move after it point at the cause.
func TestMissingResultBeforeTaglessGame(t *testing.T) {
	src := tags + "1. e4 e5 2. Nf3 Nc6\n\n1. e4 e5 *\n"
	got := lintLines(t, src, pgn.ReaderOptions{})
	if len(got) != 2 {
		t.Fatalf("got %q", got)
	}
	if !strings.HasPrefix(got[0], "11:1 move-number:") || !strings.Contains(got[0], "lacks its termination marker") {
		t.Errorf("number: %q", got[0])
	}
	if !strings.HasPrefix(got[1], "11:4 move-illegal:") || !strings.Contains(got[1], "new game seems to start after the blank line at line 10") {
		t.Errorf("move: %q", got[1])
	}
}

// Text after the marker is reported once and not read, but the comments
// among it are kept.
func TestCommentAfterTextAfterResult(t *testing.T) {
	src := tags + "1. e4 e5 * $1 {kept} x {also} ; line\n{next line}\n"
	g, err := pgn.NewReader(strings.NewReader(src), pgn.ReaderOptions{Select: variants.ForTags}).ReadGame()
	if err != nil {
		t.Fatal(err)
	}
	var after []string
	for _, c := range g.After {
		after = append(after, c.Text)
	}
	if diff := cmp.Diff([]string{"kept", "also", " line", "next line"}, after); diff != "" {
		t.Errorf("comments after the marker (-want +got):\n%s", diff)
	}
	if len(g.Diagnostics) != 1 || g.Diagnostics[0].Code != "text-after-result" || g.Diagnostics[0].Pos.Column != 12 {
		t.Errorf("diagnostics %v", g.Diagnostics)
	}
}

// Foreign text is printed as written; the question about the variant
// comes only with the game the text reads as.
func TestNonASCIIHint(t *testing.T) {
	src := tags + "1. e4\u3000e5 2. 炮二平五 *\n"
	got := lintLines(t, src, pgn.ReaderOptions{})
	want := []string{
		"9:6 char-non-ascii: non-ASCII character '\u3000' outside a string or comment",
		"9:13 char-non-ascii: non-ASCII text \"炮二平五\" outside a string or comment",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("without Recognize (-want +got):\n%s", diff)
	}
	xiangqi, _ := variants.Lookup("xiangqi")
	var asked [][]string
	recognize := func(current pgn.Variant, moves []string) pgn.Variant {
		asked = append(asked, moves)
		return xiangqi
	}
	got = lintLines(t, tags+"1. 炮二平五 马８进７ *\n", pgn.ReaderOptions{Recognize: recognize})
	if len(got) == 0 || !strings.HasSuffix(got[0], "outside a string or comment; is the game's variant right? the moves read as Chinese Chess: try --variant xiangqi") {
		t.Errorf("with Recognize: %q", got)
	}
	if diff := cmp.Diff([][]string{{"炮二平五"}, {"炮二平五"}}, asked); diff != "" {
		t.Errorf("Recognize asked once a game, on either path (-want +got):\n%s", diff)
	}
}

// A move the board rejects early gets the hint; one after the eighth
// move, or in a variation, does not; Recognize is asked once a game.
func TestRecognizeMoveFaults(t *testing.T) {
	xiangqi, _ := variants.Lookup("xiangqi")
	var asked []string
	recognize := func(current pgn.Variant, moves []string) pgn.Variant {
		asked = append(asked, current.Name()+":"+strings.Join(moves, " "))
		if len(moves) > 0 && moves[0] == "h2e2" {
			return xiangqi
		}
		return nil
	}
	opts := pgn.ReaderOptions{Recognize: recognize}
	got := lintLines(t, tags+"1. h2e2 h9g7 2. h0g2 *\n", opts)
	if len(got) != 1 || !strings.HasSuffix(got[0], "; the moves read as Chinese Chess: try --variant xiangqi") {
		t.Errorf("early fault: %q", got)
	}
	late := tags + "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. Qx9 *\n"
	if got := lintLines(t, late, opts); len(got) != 1 || strings.Contains(got[0], "try") {
		t.Errorf("late fault: %q", got)
	}
	varFault := tags + "1. e4 (1. Qx9) e5 *\n"
	if got := lintLines(t, varFault, opts); len(got) != 1 || strings.Contains(got[0], "try") {
		t.Errorf("fault in a variation: %q", got)
	}
	want := []string{"chess:h2e2", "chess:h2e2"}
	if diff := cmp.Diff(want, asked); diff != "" {
		t.Errorf("Recognize was asked (-want +got):\n%s", diff)
	}
}
