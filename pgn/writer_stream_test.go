package pgn_test

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants"
)

// readAppendCase is one text read both ways; tree says whether its first
// game must come back as a tree.
type readAppendCase struct {
	name string
	text string
	opts pgn.WriterOptions
	tree bool
}

var readAppendCases = []readAppendCase{
	{name: "plain", text: "[Event \"e\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n"},
	{name: "comments and NAGs in any order",
		text: "1. e4 {a} $1 {b} !? e5 $2 {c} 2. Nf3 {d} *\n"},
	{name: "comments before the first move and after the result",
		text: "{start} 1. e4 {x} e5 1/2-1/2 {after} ; line comment with }\n\n"},
	{name: "variations with comments around them",
		text: "1. e4 (1. d4 {in} d5 (1... Nf6 2. c4) {after inner}) {after} (1. c4) e5 2. Nf3 *\n"},
	{name: "clock comments and comments that begin as one",
		text: "1. e4 { [%clk 0:03:00] } e5 { [%clk 10:59:59] } 2. Nf3 {[%clk 0:03:00]} ( 2. d4 { [%clk 0:03:00] } ) 2... Nc6 { [%clk 0:03:00]  } " +
			"3. Bb5 { [%clk 0:03:00] x  y } 3... a6 { [%clk 0:03:0a] } 4. Ba4 { [%clk 0:03:00] [%eval 0.2] } " +
			// The scanner's quick path, which tells the clock comments
			// apart, reads only where the lookahead's bytes follow.
			"{" + strings.Repeat(" long", 150) + " } *\n"},
	{name: "periods after a comment join no number", text: "1. e4 e5 3 {c} .. Nf3 *\n"},
	{name: "periods after an unreadable byte join no number", text: "1. e4 e5 3\x00.. Nf3 *\n"},
	{name: "periods in two tokens make one number", text: "1. e4 e5 3. . Nf3 *\n"},
	{name: "number before a parenthesis belongs to no move",
		text: "1. e4 2. (1. d4 2.) e5 *\n"},
	{name: "black to move in a set-up position",
		text: "[SetUp \"1\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\"]\n\n1... e5 2. Nf3 (2. f4 exf4) 2... Nc6 *\n"},
	{name: "missing roster tags are errors, not a reason for a tree",
		text: "1. e4 e5 *\n"},
	{name: "result from the tag", text: "[Result \"0-1\"]\n\n1. e4 e5\n"},
	{name: "result contradicting the position", text: "1. f3 e5 2. g4 Qh4# 1-0\n"},
	{name: "check marks written by the writer", text: "1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7 1-0\n"},
	{name: "wrong check signs corrected", text: "1. e4+ e5 2. Bc4# Nc6 3. Qh5 Nf6 4. Qxf7+ (4. Bxf7 Ke7 5. Qh4) 1-0\n"},
	{name: "reduced drops variations, NAGs and comments",
		text: "1. e4 $1 {c} (1. d4 {d} (1. c4)) {after} e5 !! *\n", opts: pgn.WriterOptions{Reduced: true}},
	{name: "other notation", text: "1. e4 e5 2. Nf3 (2. f4) Nc6 *\n", opts: pgn.WriterOptions{Notation: "uci"}},
	{name: "CRLF", text: "1. e4 {c} e5 *\n", opts: pgn.WriterOptions{CRLF: true}},
	{name: "Strict with a warning only", text: "[Event \"e\"]\n[Site \"s\"]\n[Date \"????.??.??\"]\n[Round \"1\"]\n[White \"w\"]\n[Black \"b\"]\n[Result \"*\"]\n\n1. e4 e5 *\n",
		opts: pgn.WriterOptions{Strict: true}},
	{name: "Strict with an error", text: "[Result \"1-0\"]\n\n1. e4 0-1\n\n1. e4 e5 *\n",
		opts: pgn.WriterOptions{Strict: true}, tree: true},
	{name: "illegal move", text: "1. e4 e5 2. Ke3 Nc6 *\n", tree: true},
	{name: "illegal move in a variation", text: "1. e4 (1. Ke2) e5 *\n", tree: true},
	{name: "NAG after a variation of its move", text: "1. e4 (1. d4) $1 e5 *\n", tree: true},
	{name: "a NAG after two comments of its move", text: "1. e4 {a} {b} $1 !? e5 *\n"},
	{name: "NAGs after many comments of their move", text: "1. e4 " + strings.Repeat("{c} $1 ", 12) + "e5 *\n", tree: true},
	{name: "stray text", text: "%escape\n)\n", tree: true},
	{name: "unknown notation", text: "1. e4 *\n", opts: pgn.WriterOptions{Notation: "bogus"}, tree: true},
}

// TestReadAppendCases: ReadAppend writes what ReadGame and AppendGame
// write, reports the same faults, and hands back as a tree exactly the
// games it cannot write in one pass.
func TestReadAppendCases(t *testing.T) {
	for _, tc := range readAppendCases {
		t.Run(tc.name, func(t *testing.T) {
			ropts := pgn.ReaderOptions{File: "t.pgn", Variant: variants.Default(), ReuseGames: true, ReuseComments: true}
			trees := compareReadAppendText(t, []byte(tc.text), ropts, tc.opts, 1000)
			if len(trees) == 0 || trees[0] != tc.tree {
				t.Errorf("trees %v, want the first game as a tree: %v", trees, tc.tree)
			}
			// Without a Report the writer checks nothing; the bytes must
			// be the same all the same.
			quietOpts := tc.opts
			quietOpts.Report = func(pgn.Diagnostic) {}
			compareReadAppendText(t, []byte(tc.text), ropts, quietOpts, 1000)
		})
	}
}

// compareReadAppendText reads the games of text (at most max) both ways
// and returns, for each game, whether ReadAppend handed it back as a tree.
//
// Both writers report to lists that are compared, unless opts.Report is
// set: then neither reports (a writer without a Report checks nothing
// unless it is Strict).
func compareReadAppendText(t testing.TB, text []byte, ropts pgn.ReaderOptions, opts pgn.WriterOptions, max int) (trees []bool) {
	t.Helper()
	var faultsA, faultsB []pgn.Diagnostic
	optsA, optsB := opts, opts
	if opts.Report == nil {
		optsA.Report = func(d pgn.Diagnostic) { faultsA = append(faultsA, d) }
		optsB.Report = func(d pgn.Diagnostic) { faultsB = append(faultsB, d) }
	} else {
		optsA.Report, optsB.Report = nil, nil
	}
	ra, rb := pgn.NewReaderBytes(text, ropts), pgn.NewReaderBytes(text, ropts)
	wa, wb := pgn.NewWriter(io.Discard, optsA), pgn.NewWriter(io.Discard, optsB)
	var a, b []byte
	for len(trees) < max {
		faultsA, faultsB = faultsA[:0], faultsB[:0]
		g, errA := ra.ReadGame()
		var okA bool
		var werrA error
		if g != nil {
			a, okA, werrA = wa.AppendGame(a[:0], g)
		}
		var tree *pgn.Game
		var errB error
		b, tree, errB = wb.ReadAppend(b[:0], rb)
		okB, werrB := len(b) > 0, error(nil)
		if tree != nil {
			sameTree(t, g, tree)
			b, okB, werrB = wb.AppendGame(b[:0], tree)
		}
		if (errA == nil) != (errB == nil) || errA != nil && !errors.Is(errB, errA) && errA.Error() != errB.Error() {
			t.Fatalf("game %d: ReadGame's error %v, ReadAppend's %v", len(trees)+1, errA, errB)
		}
		if errA != nil {
			return trees
		}
		trees = append(trees, tree != nil)
		if okA != okB || (werrA == nil) != (werrB == nil) || !bytes.Equal(a, b) {
			t.Fatalf("%s game %d, %+v: AppendGame (%v, %v)\n%s\nReadAppend (%v, %v, tree %v)\n%s", ropts.File, g.Pos.Game, opts, okA, werrA, a, okB, werrB, tree != nil, b)
		}
		if diff := cmp.Diff(faultsA, faultsB); diff != "" {
			t.Fatalf("%s game %d, %+v: other faults reported (-AppendGame +ReadAppend):\n%s", ropts.File, g.Pos.Game, opts, diff)
		}
	}
	return trees
}

// sameTree fails when the tree ReadAppend handed back differs from
// ReadGame's in what AppendGame does not show: its faults, how they were
// counted, and its places.
func sameTree(t testing.TB, g, tree *pgn.Game) {
	t.Helper()
	if diff := cmp.Diff(g.Diagnostics, tree.Diagnostics); diff != "" {
		t.Fatalf("game %d: the tree handed back has other faults (-ReadGame +ReadAppend):\n%s", g.Pos.Game, diff)
	}
	ga, gb := g.Reading, tree.Reading
	if ga.Limits != gb.Limits || ga.Shown != gb.Shown || ga.Suppressed != gb.Suppressed || ga.SuppressedErrors != gb.SuppressedErrors ||
		ga.Recognized != gb.Recognized || g.Pos != tree.Pos || g.End != tree.End || g.ResultPos != tree.ResultPos || g.Result != tree.Result {
		t.Fatalf("game %d: the tree handed back differs: %+v %v %v %q, want %+v %v %v %q", g.Pos.Game,
			gb, tree.Pos, tree.End, tree.Result, ga, g.Pos, g.End, g.Result)
	}
}

// FuzzReadAppend: on any text, with each kind of writer option, ReadAppend
// writes and reports what ReadGame and AppendGame do.
func FuzzReadAppend(f *testing.F) {
	for _, tc := range readAppendCases {
		f.Add([]byte(tc.text), uint8(0))
	}
	f.Add([]byte("[Variant \"xiangqi\"]\n\n1. C2.5 h8+7 *\n"), uint8(1))
	noReport := func(pgn.Diagnostic) {}
	options := []pgn.WriterOptions{{}, {Reduced: true}, {Strict: true}, {Notation: "uci"}, {Notation: "lan"}, {Report: noReport}, {Reduced: true, Report: noReport}}
	f.Fuzz(func(t *testing.T, text []byte, which uint8) {
		opts := options[int(which)%len(options)]
		compareReadAppendText(t, text, pgn.ReaderOptions{File: "f.pgn", ReuseGames: true, ReuseComments: true}, opts, 1000)
	})
}

// TestWriterCorrectsCheckSigns: a writer that checks its games writes a
// move whose only fault is its check sign from the text it read
// (ParsedTextWriter); it must write what a writer without checks, which
// writes every move with AppendMove, writes.
func TestWriterCorrectsCheckSigns(t *testing.T) {
	text := "1. e4+ e5 2. Bc4# Nc6 3. Qh5 Nf6 4. Qxf7+ (4. Bxf7 Ke7 5. Qh4) 1-0\n"
	want := "1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# (4. Bxf7+ Ke7 5. Qh4) 1-0\n"
	ropts := pgn.ReaderOptions{File: "t.pgn", Variant: variants.Default()}
	var outs []string
	for _, report := range []pgn.Report{func(pgn.Diagnostic) {}, nil} {
		w := pgn.NewWriter(io.Discard, pgn.WriterOptions{Report: report})
		out, tree, err := w.ReadAppend(nil, pgn.NewReaderBytes([]byte(text), ropts))
		if err != nil || tree != nil {
			t.Fatalf("ReadAppend: tree %v, %v", tree != nil, err)
		}
		g, err := pgn.NewReaderBytes([]byte(text), ropts).ReadGame()
		if err != nil {
			t.Fatal(err)
		}
		viaTree, _, err := w.AppendGame(nil, g)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(string(out), string(viaTree)); diff != "" {
			t.Errorf("report %v: ReadAppend and AppendGame differ (-one pass +tree):\n%s", report != nil, diff)
		}
		outs = append(outs, string(out))
	}
	if outs[0] != outs[1] {
		t.Errorf("with checks\n%s\nwithout\n%s", outs[0], outs[1])
	}
	if !strings.Contains(outs[0], "\n"+want) {
		t.Errorf("got\n%s\nwant the movetext\n%s", outs[0], want)
	}
}
