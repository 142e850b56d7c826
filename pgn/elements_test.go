package pgn_test

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants"
)

// filterVisitor is a traceVisitor that ignores some elements.
type filterVisitor struct {
	traceVisitor
	ignore pgn.Elements
}

func (v *filterVisitor) IgnoredElements() pgn.Elements { return v.ignore }

// filterTrace lists the visitor calls for src made to a visitor that
// ignores the given elements.
func filterTrace(t *testing.T, src []byte, ignore pgn.Elements, general bool) []string {
	v := filterVisitor{ignore: ignore}
	r := pgn.NewReaderBytes(src, pgn.ReaderOptions{File: "f", Select: variants.ForTags})
	pgn.SetReaderGeneralOnly(r, general)
	if err := r.Visit(&v); err != nil {
		t.Fatal(err)
	}
	return v.out
}

var allElementSets = []pgn.Elements{pgn.MoveNumberElements, pgn.CommentElements, pgn.MoveNumberElements | pgn.CommentElements}

// withoutCalls drops the calls of a trace whose names are in ignored.
func withoutCalls(trace []string, ignore pgn.Elements) []string {
	var out []string
	for _, call := range trace {
		if ignore&pgn.MoveNumberElements != 0 && strings.HasPrefix(call, "number ") ||
			ignore&pgn.CommentElements != 0 && strings.HasPrefix(call, "comment ") {
			continue
		}
		out = append(out, call)
	}
	return out
}

// checkFilter checks that a visitor ignoring elements gets exactly the
// other calls, faults included, whichever path read them.
func checkFilter(t *testing.T, name string, src []byte, sets ...pgn.Elements) {
	t.Helper()
	full := readTrace(t, src, true)
	for _, ignore := range sets {
		want := withoutCalls(full, ignore)
		for _, general := range []bool{true, false} {
			if got := filterTrace(t, src, ignore, general); !cmp.Equal(got, want) {
				t.Fatalf("%s, ignoring %b (general rules only: %v) (-want +got):\n%s", name, ignore, general, cmp.Diff(want, got))
			}
		}
	}
}

func TestElementFilter(t *testing.T) {
	pad := strings.Repeat("\n", 600) // the quick path needs 512 bytes ahead
	cases := []string{
		"[Event \"a\"]\n{among tags}\n[Result \"*\"]\n\n1. e4 {c} 1... e5 2. Nf3 {d} {e} 2... Nc6 * {after}\n" + pad,
		// The game ends at the end of input after passed tokens: the
		// missing marker is reported at the last token.
		"1. e4 e5 2. Nf3 {a comment} 3." + pad,
		"1. e4 e5 2. Nf3 {a comment}" + pad,
		// A passed comment parts a move number from the periods after it.
		"1. e4 e5 2. {c} ... Nf3 *" + pad,
		// A skipped variation keeps its '(' as the last token read.
		"(1. d4 {x}) 1. e4 (2. d4 {y} 3." + pad,
		"(1. d4 {x} 2." + pad,
		// Text after the marker on its line is reported, numbers too.
		"1. e4 * 2. d4 {c}\n\n1. d4 1-0 {c} 3" + pad,
		"1. e4 {c} . 1... e5 ;line\n2. d4 $1 {x} 1/2-1/2" + pad,
		"[Event \"x\"]\n\n1. e4 {c}\n[Event \"y\"]\n\n1. d4 {d}" + pad,
	}
	for i, c := range cases {
		checkFilter(t, fmt.Sprint("case ", i), []byte(c), allElementSets...)
	}
	// Lint's set, to keep the run short.
	n := eachCorpusPGN(t, 1<<20, func(path string, src []byte) {
		checkFilter(t, path, src, pgn.MoveNumberElements|pgn.CommentElements)
	})
	t.Logf("%d corpus files compared", n)
}

// The checker ignores move numbers and comments; its faults must not
// depend on the path that read the game.
func TestCheckerSameOnEitherPath(t *testing.T) {
	lint := func(src []byte, general bool) []string {
		var out []string
		r := pgn.NewReader(bytes.NewReader(src), pgn.ReaderOptions{File: "f", Select: variants.ForTags})
		pgn.SetReaderGeneralOnly(r, general)
		r.Visit(pgn.NewChecker(func(d pgn.Diagnostic) { out = append(out, fmt.Sprintf("%s@%d", d, d.Pos.Offset)) }))
		return out
	}
	n := eachCorpusPGN(t, 1<<20, func(path string, src []byte) {
		if got, want := lint(src, false), lint(src, true); !cmp.Equal(got, want) {
			t.Fatalf("%s (-general +quick):\n%s", path, cmp.Diff(want, got))
		}
	})
	t.Logf("%d corpus files compared", n)
}

// FuzzElementFilter compares what a filtering visitor gets with the full
// calls, on either path.
func FuzzElementFilter(f *testing.F) {
	fuzzSmall(f, func(t *testing.T, src []byte) {
		checkFilter(t, "input", src, allElementSets...)
		// Inputs shorter than the quick path's lookahead would never reach it.
		checkFilter(t, "padded input", append(src, bytes.Repeat([]byte("\n"), 600)...), allElementSets...)
	})
}

// A long comment that ends a text held in place, with its last byte, must
// not be read past.
func TestFilterCommentAtEnd(t *testing.T) {
	src := []byte("1. e4 {" + strings.Repeat("x", 700) + "}")
	checkFilter(t, "comment at the end", src, allElementSets...)
	var c pgn.DiagnosticList
	pgn.NewReaderBytes(src, pgn.ReaderOptions{Select: variants.ForTags}).Visit(pgn.NewChecker(c.Add))
	if len(c) == 0 {
		t.Error("no fault reported for a game without a termination marker")
	}
}
