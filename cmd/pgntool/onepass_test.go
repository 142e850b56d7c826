package main

import (
	"bytes"
	"fmt"
	"reflect"
	"strings"
	"sync"
	"testing"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants"
)

// boomBoardVariant is chess whose board fails, on purpose, the first time
// it reads the move Qh5 in a game (named by its Event): a fault that a
// second reading of the game would not meet.
type boomBoardVariant struct {
	pgn.Variant
	failed *sync.Map
}

func (v boomBoardVariant) NewBoard(tags []pgn.Tag, report pgn.Report) (pgn.Board, bool) {
	b, ok := v.Variant.NewBoard(tags, report)
	if !ok {
		return nil, false
	}
	event, _ := pgn.TagValue(tags, "Event")
	return boomBoard{b, event, v.failed}, true
}

type boomBoard struct {
	pgn.Board
	event  string
	failed *sync.Map
}

func (b boomBoard) ParseMove(text []byte, pos pgn.Position, report pgn.Report) (pgn.Move, bool) {
	if string(text) == "Qh5" {
		if _, again := b.failed.LoadOrStore(b.event, true); !again {
			panic("a board that fails on purpose")
		}
	}
	return b.Board.ParseMove(text, pos, report)
}

// recordingSink keeps the bytes written to it.
type recordingSink struct {
	games int
	data  bytes.Buffer
}

func (s *recordingSink) game(data []byte, _ *pgn.Game, _ string) error {
	s.games++
	s.data.Write(data)
	return nil
}

// TestOnePassBoardPanic: a board that fails in the middle of a game
// written in one pass costs that game, refused with an internal fault:
// the reader passed over the rest of it, and no part of it is written,
// on one core or several, even though its tree would not fail again. The
// other games are written as usual.
func TestOnePassBoardPanic(t *testing.T) {
	chess, _ := variants.Lookup("chess")
	var src strings.Builder
	for i := range 300 {
		move := "Nf3"
		if i%100 == 50 {
			move = "Qh5"
		}
		fmt.Fprintf(&src, "[Event \"e%d\"]\n[White \"w\"]\n\n1. e4 e5 2. %s Nc6 *\n\n", i, move)
	}
	var outputs []string
	for _, jobs := range []int{1, 3} {
		var stderr bytes.Buffer
		out := &recordingSink{}
		p := &pipeline{jobs: jobs, stderr: &stderr, status: &runStatus{count: newTally("export", false)}, transform: &transform{}, main: out,
			newCoder: func() gameCoder { return newExportCoder(pgn.WriterOptions{}, "utf-8") }}
		opts := pgn.ReaderOptions{File: "boom.pgn", Variant: boomBoardVariant{chess, new(sync.Map)}}
		withChunkSize(256, func() {
			if jobs == 1 {
				_, _ = p.stream(strings.NewReader(src.String()), opts)
			} else {
				_, _ = p.chunks(strings.NewReader(src.String()), opts)
			}
		})
		if out.games != 297 || p.refused != 3 {
			t.Errorf("--jobs %d: %d games written, %d refused; want 297 and 3", jobs, out.games, p.refused)
		}
		if strings.Contains(out.data.String(), "Qh5") {
			t.Errorf("--jobs %d: a part of a failed game was written", jobs)
		}
		for _, game := range []int{51, 151, 251} {
			if !strings.Contains(stderr.String(), fmt.Sprintf("error: game %d not written: pgntool failed inside it", game)) {
				t.Errorf("--jobs %d: game %d not refused:\n%s", jobs, game, stderr.String())
			}
		}
		if !strings.Contains(stderr.String(), "internal fault while reading this game (a board that fails on purpose)") {
			t.Errorf("--jobs %d: no internal fault reported:\n%s", jobs, stderr.String())
		}
		outputs = append(outputs, out.data.String()+stderr.String())
	}
	if outputs[0] != outputs[1] {
		t.Errorf("one job and three differ:\n%s\n---\n%s", outputs[0], outputs[1])
	}
}

// TestTransformNone: a transform with any field set changes games, so a
// run with it must not write them in one pass. Every field is tried, so
// that a field added to transform and forgotten in none fails here.
func TestTransformNone(t *testing.T) {
	if !(&transform{}).none() || !(*transform)(nil).none() {
		t.Fatal("an empty transform changes games")
	}
	typ := reflect.TypeOf(transform{})
	for i := range typ.NumField() {
		var tr transform
		f := reflect.ValueOf(&tr).Elem().Field(i)
		f = reflect.NewAt(f.Type(), f.Addr().UnsafePointer()).Elem()
		switch f.Kind() {
		case reflect.Bool:
			f.SetBool(true)
		case reflect.Slice:
			f.Set(reflect.MakeSlice(f.Type(), 1, 1))
		default:
			t.Fatalf("field %s of kind %s: teach this test to set it", typ.Field(i).Name, f.Kind())
		}
		if tr.none() {
			t.Errorf("a transform with %s set changes nothing, says none", typ.Field(i).Name)
		}
	}
}
