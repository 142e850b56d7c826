package pgn_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/google/go-cmp/cmp"

	"github.com/pgntool/pgntool/internal/testdir"
	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants"
)

// How scanTrace feeds the scanner.
const (
	feedReader  = iota // an io.Reader
	feedOneByte        // a byte per Read, so that tokens meet the buffer's end
	feedBytes          // the bytes in place
)

// scanTrace lists every token and diagnostic of src, scanned as movetext
// under v, with or without the quick path.
func scanTrace(src []byte, v pgn.Variant, general bool, feed int) []string {
	var out []string
	report := func(d pgn.Diagnostic) { out = append(out, d.String()) }
	var s *pgn.Scanner
	switch feed {
	case feedReader:
		s = pgn.NewScanner(bytes.NewReader(src), "f", report)
	case feedOneByte:
		s = pgn.NewScanner(iotest.OneByteReader(bytes.NewReader(src)), "f", report)
	default:
		s = pgn.NewScannerBytes(src, "f", report)
	}
	pgn.SetGeneralOnly(s, general)
	s.SetVariant(v)
	s.SetMovetext(true)
	for s.Scan() != pgn.EOF {
		out = append(out, fmt.Sprintf("%v %d:%d:%d %v %q", s.Pos, s.Pos.Offset, s.Pos.Line, s.Pos.Column, s.Kind, s.Lit))
	}
	return append(out, fmt.Sprintf("end %v", s.Pos))
}

func checkQuickMatchesGeneral(t *testing.T, name string, src []byte) {
	t.Helper()
	for _, v := range variants.All() {
		want := scanTrace(src, v, true, feedReader)
		for _, feed := range []int{feedReader, feedOneByte, feedBytes} {
			if feed == feedOneByte && len(src) > 8<<10 {
				continue
			}
			if got := scanTrace(src, v, false, feed); !cmp.Equal(got, want) {
				t.Fatalf("%s under %s (feed %d): the quick path differs from the general rules (-general +quick):\n%s",
					name, v.Name(), feed, cmp.Diff(want, got))
			}
		}
	}
}

// The quick path must read exactly the tokens, positions and faults that
// the general rules do.
func TestQuickScanMatchesGeneral(t *testing.T) {
	long := strings.Repeat("x", 300)
	cases := []string{
		"1. e4 e5 2. Nf3 {a comment} 2... Nc6 3. Bb5 1-0",
		"1. e4 {two\nlines} e5 {" + long + "} d4 {a\n" + long + "\nb} *",
		"1. e4\r\ne5 \t d4 \ufeff Nf6 {é} {\x01} 1/2-1/2",
		strings.Repeat("1. e4 e5 ", 200) + "{unterminated\n[Event \"x\"]",
		strings.Repeat(" ", 600) + "e4" + strings.Repeat("\n", 600) + "e5 " + long + " 0-1",
		"1.e4 1...e5 2. exd6 e.p. -- Z0 $12 !? (1. d4) 炮二平五 DE4-F5, 3-0",
		// Comments with characters beyond ASCII: columns count characters,
		// a byte order mark counts none, and faults go to the general rules.
		"1. e4 { (-0.51 → -1.62) Inaccuracy. } e5 {é\nà → ü} {\ufeff} *",
		"1. e4 {" + strings.Repeat("→", 200) + "} e5 {" + strings.Repeat("→", 300) + "} *",
		"1. e4 {a\n" + strings.Repeat("é", 260) + "\nb} e5 {x\u0085y} {→\xff} {→\x01} *",
	}
	for i, c := range cases {
		checkQuickMatchesGeneral(t, fmt.Sprint("case ", i), []byte(c))
		// The quick path needs 512 bytes ahead of a token.
		checkQuickMatchesGeneral(t, fmt.Sprint("padded case ", i), []byte(c+strings.Repeat("\n", 600)))
	}
	n := eachCorpusPGN(t, 128<<10, func(path string, src []byte) {
		checkQuickMatchesGeneral(t, path, src)
	})
	if n == 0 {
		t.Fatal("no corpus file was compared")
	}
	t.Logf("%d corpus files compared", n)
}

// FuzzQuickScan compares the quick path with the general rules on any input.
func FuzzQuickScan(f *testing.F) {
	fuzzSmall(f, func(t *testing.T, src []byte) {
		checkQuickMatchesGeneral(t, "input", src)
	})
}

// fuzzSmall fuzzes check on inputs of up to 4 KB. The table tests compare
// whole corpus files; the fuzzer does better with many small mutations.
func fuzzSmall(f *testing.F, check func(t *testing.T, src []byte)) {
	seedCorpus(f)
	f.Fuzz(func(t *testing.T, src []byte) {
		if len(src) > 4<<10 {
			t.Skip()
		}
		check(t, src)
	})
}

// traceVisitor records every call a reader makes.
type traceVisitor struct {
	out []string
}

func (v *traceVisitor) add(format string, args ...any) {
	v.out = append(v.out, fmt.Sprintf(format, args...))
}
func (v *traceVisitor) at(p pgn.Position) string {
	return fmt.Sprintf("%v@%d", p, p.Offset)
}
func (v *traceVisitor) BeginGame(p pgn.Position) { v.add("begin %s", v.at(p)) }
func (v *traceVisitor) Tag(t pgn.Tag) {
	v.add("tag %s %q %s %s", t.Name, t.Value, v.at(t.Pos), v.at(t.ValuePos))
}
func (v *traceVisitor) EndTags(pgn.Variant) bool            { v.add("endtags"); return false }
func (v *traceVisitor) MoveNumber(p pgn.Position, b []byte) { v.add("number %s %q", v.at(p), b) }
func (v *traceVisitor) Move(p pgn.Position, b []byte)       { v.add("move %s %q", v.at(p), b) }
func (v *traceVisitor) NAG(p pgn.Position, n int)           { v.add("nag %s %d", v.at(p), n) }
func (v *traceVisitor) Glyph(p pgn.Position, b []byte)      { v.add("glyph %s %q", v.at(p), b) }
func (v *traceVisitor) Comment(p pgn.Position, b []byte, line bool) {
	v.add("comment %s %q %v", v.at(p), b, line)
}
func (v *traceVisitor) BeginVariation(p pgn.Position) bool { v.add("(%s", v.at(p)); return false }
func (v *traceVisitor) Label(p pgn.Position, b []byte)     { v.add("label %s %q", v.at(p), b) }
func (v *traceVisitor) EndVariation(p pgn.Position)        { v.add(")%s", v.at(p)) }
func (v *traceVisitor) Result(p pgn.Position, b []byte)    { v.add("result %s %q", v.at(p), b) }
func (v *traceVisitor) EndGame(p pgn.Position)             { v.add("end %s", v.at(p)) }
func (v *traceVisitor) Diagnostic(d pgn.Diagnostic)        { v.add("diag %s", d) }

// readTrace lists every visitor call for src, with or without the quick
// paths.
func readTrace(t *testing.T, src []byte, general bool) []string {
	var v traceVisitor
	r := pgn.NewReader(bytes.NewReader(src), pgn.ReaderOptions{File: "f", Select: variants.ForTags})
	pgn.SetReaderGeneralOnly(r, general)
	if err := r.Visit(&v); err != nil {
		t.Fatal(err)
	}
	return v.out
}

// The reader must hand a visitor the same calls whichever path read the
// tokens, tag pairs included.
func TestQuickReadMatchesGeneral(t *testing.T) {
	tags := "[Event \"a\"]\n[Site \"b \\\"q\\\"\"]\n[Date \"é\"]\n[ Round \"1\" ]\n[round \"2\"]\n[White \"x\" ]\n[Black \"" + strings.Repeat("y", 300) + "\"]\n[Result \"*\"]\n[Event \"dup\"]\n"
	src := []byte(tags + "\n1. e4 e5 *\n\n" + tags + "\n1. d4 d5 *\n" + strings.Repeat("\n", 600))
	if got, want := readTrace(t, src, false), readTrace(t, src, true); !cmp.Equal(got, want) {
		t.Fatalf("(-general +quick):\n%s", cmp.Diff(want, got))
	}
	// Pairs for the word-at-a-time path of common names (quickTag's
	// knownNameAt and plainValueEnd): values of 31 to 33 bytes, bytes a
	// plain value does not hold before and after the closing quote, a
	// second space, names that start like a common one, duplicates by
	// common and by other names, and a pair too near the end of input.
	words := "[Event \"" + strings.Repeat("e", 31) + "\"]\n[Site \"" + strings.Repeat("s", 32) + "\"]\n[Date \"" + strings.Repeat("d", 33) + "\"]\n" +
		"[Round \"a\tb\"]\n[White \"a\\b\"]\n[Black \"ok\"\x01]\n[WhiteElo  \"1\"]\n[Event_x \"2\"]\n[EventDates \"3\"]\n" +
		"[ECO \"\x7f\"]\n[WhiteRatingDiff \"+1\"]\n[WhiteRatingDiffs \"+2\"]\n[Opening \"é\"]\n[Mine \"1\"]\n[Mine \"2\"]\n[Site \"again\"]\n" +
		"[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\"]\n[Annotator \"\"]\n[Result \"*\"]\n"
	src = []byte(words + "\n1. e4 e5 *\n\n" + words + "\n*\n\n[Event \"end\"]\n[Site \"x\"]")
	if got, want := readTrace(t, src, false), readTrace(t, src, true); !cmp.Equal(got, want) {
		t.Fatalf("words (-general +quick):\n%s", cmp.Diff(want, got))
	}
	eachCorpusPGN(t, 1<<20, func(path string, src []byte) {
		if got, want := readTrace(t, src, false), readTrace(t, src, true); !cmp.Equal(got, want) {
			t.Fatalf("%s (-general +quick):\n%s", path, cmp.Diff(want, got))
		}
	})
}

// eachCorpusPGN calls f with every PGN file of the shared corpus up to max
// bytes, and returns how many there were.
func eachCorpusPGN(t *testing.T, max int, f func(path string, src []byte)) int {
	n := 0
	filepath.WalkDir(testdir.Shared(t, "corpus"), func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.Contains(strings.ToLower(filepath.Ext(path)), "pgn") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil || len(src) > max {
			return nil
		}
		n++
		f(path, src)
		return nil
	})
	return n
}

// FuzzQuickReadMatchesGeneral is TestQuickReadMatchesGeneral on any text:
// the reader must hand a visitor the same calls with and without the
// quick paths, the tag pairs read by words included.
func FuzzQuickReadMatchesGeneral(f *testing.F) {
	f.Add([]byte("[Event \"a\"]\n[Site \"" + strings.Repeat("s", 40) + "\"]\n[WhiteElo \"1\\\"\"]\n[Mine \"x\"]\n\n1. e4 e5 *\n"))
	f.Add([]byte("[Round \"a\tb\"]\n[ECO \"\x7f\"]\n[Event_x \"2\"]\n[Date \"" + strings.Repeat("d", 31) + "\"]\n[Date \"x\"]\n*\n"))
	f.Add([]byte("[White  \"x\"]\n[Black \"é\"]\n[FEN \"8/8/8/8/8/8/8/K6k w - - 0 1\"]\n[SetUp \"1\"]\n\n1. Ka2 *\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		if got, want := readTrace(t, src, false), readTrace(t, src, true); !cmp.Equal(got, want) {
			t.Fatalf("(-general +quick):\n%s", cmp.Diff(want, got))
		}
	})
}
