package scid

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/pgntool/pgntool/internal/testdir"
	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants/chess"
)

// TestDescribeMoveMatchesDescribe plays every move of every game of the
// chess corpus, variations too, and of a few positions made for the
// purpose (castling both ways from a FEN, en passant, each promotion, the
// null move, Chess960 castling), and compares describeMove with
// Board.Describe.
func TestDescribeMoveMatchesDescribe(t *testing.T) {
	files := []string{}
	dir := testdir.Shared(t, "corpus/chess")
	_ = filepath.Walk(dir, func(path string, fi os.FileInfo, err error) error {
		if err == nil && !fi.IsDir() && filepath.Ext(path) == ".pgn" && fi.Size() < 3<<20 {
			files = append(files, path)
		}
		return nil
	})
	moves := 0
	var compare func(b *chess.Board, l *pgn.Line, where string)
	compare = func(b *chess.Board, l *pgn.Line, where string) {
		made := 0
		for _, n := range l.Moves {
			m, ok := b.ParseMove([]byte(n.Text), n.Pos, nil)
			if !ok {
				break
			}
			var got playedMove
			err := describeMove(b, m, &got)
			info, werr := b.Describe(m)
			if (err != nil) != (werr != nil) {
				t.Fatalf("%s %s: describeMove error %v, Describe %v", where, n.Text, err, werr)
			}
			if want := fromInfo(&info); got != want {
				t.Fatalf("%s %s in %s: describeMove %+v, Describe %+v", where, n.Text, b.FEN(), got, want)
			}
			moves++
			for _, v := range n.Variations {
				compare(b, v, where)
			}
			b.Make(m)
			made++
		}
		for range made {
			b.Unmake()
		}
	}
	extra := `[FEN "r3k2r/pPp2ppp/8/3pP3/8/8/P1PP1PPP/R3K2R w KQkq d6 0 1"]

1. exd6 (1. bxa8=N) (1. bxa8=B) (1. bxa8=R) (1. bxa8=Q) (1. O-O) (1. O-O-O) (1. Kf1) 1... O-O 2. -- -- *

[FEN "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"]

1... O-O-O (1... O-O) 2. O-O *

[Variant "Chess960"]
[FEN "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1"]

1. O-O O-O-O *
`
	games := 0
	read := func(name string, data []byte) {
		for g, err := range pgn.NewReaderBytes(data, pgn.ReaderOptions{File: name, Variant: chess.Variant}).Games() {
			if err != nil {
				break
			}
			var b chess.Board
			if !b.Reset(g.Tags, nil) {
				continue
			}
			games++
			compare(&b, &g.Moves, name)
		}
	}
	read("extra", []byte(extra))
	if games != 3 || moves < 16 {
		t.Fatalf("the made-up games gave %d games, %d moves", games, moves)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		read(f, data)
	}
	t.Logf("%d games, %d moves", games, moves)
}

// encodeChecked encodes g as convert --to scid does when a checker
// finds no error in it: the moves from the Replay of a pgn.Checker's
// walk. It reports whether the checker found an error (the encoding
// then replays the game itself).
func encodeChecked(enc *encoder, r *Replay, g *pgn.Game) ([]byte, recordFacts, error, bool) {
	bad := false
	c := pgn.NewChecker(func(d pgn.Diagnostic) { bad = bad || d.Severity == pgn.Error })
	c.OnPlayed(r.Played)
	r.Reset()
	wg := *g
	if wg.Variant == nil {
		wg.Variant = chess.Variant
	}
	pgn.Walk(&wg, c)
	if bad {
		rec, facts, err := enc.encodeRecord(nil, g)
		return rec, facts, err, bad
	}
	rec, facts, err := enc.encodeReplayed(nil, g, r)
	return rec, facts, err, bad
}

// TestEncodeReplayedMatchesReplay encodes every game of the chess corpus
// twice, replaying its moves and taking them from a checker's Replay
// (and from that Replay one move short and one move long, which the
// encoder must see do not fit), and compares records, facts and errors.
func TestEncodeReplayedMatchesReplay(t *testing.T) {
	dir := testdir.Shared(t, "corpus/chess")
	var files []string
	_ = filepath.Walk(dir, func(path string, fi os.FileInfo, err error) error {
		if err == nil && !fi.IsDir() && filepath.Ext(path) == ".pgn" && fi.Size() < 3<<20 {
			files = append(files, path)
		}
		return nil
	})
	var plain, replayed encoder
	var r, cut, long Replay
	clean, games := 0, 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for g, err := range pgn.NewReaderBytes(data, pgn.ReaderOptions{File: f, Variant: chess.Variant}).Games() {
			if err != nil {
				break
			}
			games++
			want, wantFacts, wantErr := plain.encodeRecord(nil, g)
			want = slices.Clone(want)
			got, gotFacts, gotErr, bad := encodeChecked(&replayed, &r, g)
			if !bad {
				clean++
			}
			if fmt.Sprint(gotErr) != fmt.Sprint(wantErr) || !bytes.Equal(got, want) || gotFacts != wantFacts {
				t.Fatalf("%s game %d: replayed encoding differs:\n%v %+v\n% x\nwant\n%v %+v\n% x", f, g.Pos.Game, gotErr, gotFacts, got, wantErr, wantFacts, want)
			}
			if n := len(r.moves); n > 0 && !bad {
				// The game's moves one short, and with one too many: the
				// encoder must see that they do not fit and replay.
				cut.moves = append(cut.moves[:0], r.moves[:n-1]...)
				long.moves = append(append(long.moves[:0], r.moves...), r.moves[n-1])
				for _, other := range []*Replay{&cut, &long} {
					got, gotFacts, gotErr := replayed.encodeReplayed(nil, g, other)
					if fmt.Sprint(gotErr) != fmt.Sprint(wantErr) || !bytes.Equal(got, want) || gotFacts != wantFacts {
						t.Fatalf("%s game %d: encoding with %d of its %d moves differs", f, g.Pos.Game, len(other.moves), n)
					}
				}
			}
		}
	}
	if clean < games/2 {
		t.Fatalf("only %d of %d games checked clean", clean, games)
	}
	t.Logf("%d games, %d clean", games, clean)
}

// TestDeltaCodeMatchesIndex: the look-up of king and knight codes gives
// what the search of their deltas gives, for every delta between two
// squares.
func TestDeltaCodeMatchesIndex(t *testing.T) {
	for d := -63; d <= 63; d++ {
		if got, want := deltaCode(&kingCodes, d), deltaIndex(kingDelta[:], d); got != want {
			t.Errorf("king delta %d: code %d, want %d", d, got, want)
		}
		if got, want := deltaCode(&knightCodes, d), deltaIndex(knightDelta[:], d); got != want {
			t.Errorf("knight delta %d: code %d, want %d", d, got, want)
		}
	}
}
