package pgn

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestReplayOrderAndPositions(t *testing.T) {
	g := readAll(t, "1. a b (1... Xbad c) (1... d e (2. f) g) 2. h *")[0]
	var got []string
	var diags DiagnosticList
	ok := Replay(g, toyVariant{}, diags.Add, func(n *Node, b Board, m Move) {
		line := b.(*toyBoard).line()
		if n == nil {
			got = append(got, "end@"+line)
			return
		}
		got = append(got, n.Text+"@"+line)
	})
	want := []string{"a@", "b@a", "d@a", "e@a d", "f@a d", "g@a d e", "h@a b", "end@a b h"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("visits (-want +got):\n%s", diff)
	}
	if ok {
		t.Error("Replay reported success despite an illegal move")
	}
	if diff := cmp.Diff([]diag{{1, 14, Error, "move-illegal"}}, diagsOf(diags)); diff != "" {
		t.Errorf("diagnostics (-want +got):\n%s", diff)
	}
}

func TestReplayVariationOfIllegalMove(t *testing.T) {
	// The variation replaces the illegal move, so it is checked from the
	// position before it; moves after the illegal one in its line are not.
	g := readAll(t, "1. a Xb (1... c Xd) 2. e *")[0]
	var got []string
	var diags DiagnosticList
	Replay(g, toyVariant{}, diags.Add, func(n *Node, b Board, m Move) {
		if n != nil {
			got = append(got, n.Text+"@"+b.(*toyBoard).line())
		}
	})
	if diff := cmp.Diff([]string{"a@", "c@a"}, got); diff != "" {
		t.Errorf("visits (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]diag{{1, 6, Error, "move-illegal"}, {1, 17, Error, "move-illegal"}}, diagsOf(diags)); diff != "" {
		t.Errorf("diagnostics (-want +got):\n%s", diff)
	}
}

func lintString(src string) DiagnosticList {
	var diags DiagnosticList
	r := NewReader(strings.NewReader(src), ReaderOptions{File: "t.pgn", Variant: toyVariant{}})
	r.Visit(NewChecker(diags.Add))
	return diags
}

func TestCheckerResults(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want []diag
	}{
		{"consistent", "[Event \"e\"]\n[Result \"1-0\"]\n1. Mate 1-0", nil},
		{"marker differs from tag", "[Event \"e\"]\n[Result \"1-0\"]\n1. a 0-1", []diag{{3, 6, Error, "result-mismatch"}}},
		{"position contradicts result", "[Event \"e\"]\n1. Mate 0-1", []diag{{2, 9, Error, "result-contradicts-position"}}},
		{"finished game marked unfinished", "[Event \"e\"]\n1. Mate *", []diag{{2, 9, Warning, "result-contradicts-position"}}},
		{"variant tag check and board", "[FEN \"bad\"]\n1. a *", []diag{{1, 1, Error, "tag-missing"}, {1, 6, Error, "fen-invalid"}}},
		{"moves after a bad board are not judged", "[Event \"e\"]\n[FEN \"bad\"]\n1. Xa *", []diag{{2, 6, Error, "fen-invalid"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, diagsOf(lintString(tt.src))); diff != "" {
				t.Errorf("diagnostics (-want +got):\n%s", diff)
			}
		})
	}
}

func TestCheckMatchesChecker(t *testing.T) {
	// Checking a tree must find what checking the stream finds.
	src := "[Event \"e\"]\n[Result \"1-0\"]\n1. a $300 Xb (1... c) 0-1\n[Site \"x\"]\n1. Mate 0-1\n"
	stream := lintString(src)
	var tree DiagnosticList
	for _, g := range readAll(t, src) {
		Check(g, tree.Add)
	}
	stream.Sort()
	tree.Sort()
	if diff := cmp.Diff(diagsOf(stream), diagsOf(tree)); diff != "" {
		t.Errorf("tree check differs from stream check (-stream +tree):\n%s", diff)
	}
}
