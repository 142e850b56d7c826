package chess

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

// callAll calls every exported method of b with the given arguments and
// with nil and empty ones. It fails the test on a panic; each method must
// give an error or a harmless result instead.
func callAll(t *testing.T, name string, b *Board, m pgn.Move) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("%s: panic: %v", name, r)
		}
	}()
	var diags pgn.DiagnosticList
	for _, text := range [][]byte{nil, {}, []byte("e4"), []byte("O-O"), []byte("e1g1"), []byte("--"), []byte("Nf3+"), []byte("exd6 e.p.")} {
		b.ParseMove(text, pgn.Position{}, nil)
		b.ParseMove(text, pgn.Position{}, diags.Add)
	}
	for _, n := range []pgn.Notation{"", SAN, LAN, UCI, "nonsense"} {
		b.AppendMove(nil, m, n)
	}
	b.MoveNumber()
	b.Outcome()
	b.AppendPosition(nil)
	b.Perft(-1)
	b.Perft(0)
	b.Perft(1)
	b.Make(m)
	b.AppendMove(nil, 0, "san")
	b.Make(0)
	b.Unmake()
	b.Unmake()
	b.Unmake()
	b.ParseMove([]byte("e4"), pgn.Position{}, diags.Add)
	b.Outcome()
}

// TestZeroAndNilAreSafe calls every exported function and method of the
// package with zero values and nil arguments: a nil and a zero Board, a
// board whose Reset failed, nil tags, slices and report functions, empty
// strings, and moves that no ParseMove returned.
func TestZeroAndNilAreSafe(t *testing.T) {
	var nilBoard *Board
	callAll(t, "nil *Board", nilBoard, 0)
	nilBoard.Reset(nil, nil)

	var zero Board
	callAll(t, "zero Board", &zero, 0)
	var diags pgn.DiagnosticList
	for _, b := range []*Board{nilBoard, &zero} {
		diags = nil
		want := `move "e4" cannot be played: the board holds no position (set it up with NewBoard or Reset)`
		if _, ok := b.ParseMove([]byte("e4"), pgn.Position{}, diags.Add); ok || len(diags) != 1 || diags[0].Severity != pgn.Error || diags[0].Message != want {
			t.Errorf("ParseMove(e4) on a board without position = %v, %v; want the error %q", ok, diags, want)
		}
		if fen := b.AppendPosition(nil); len(fen) != 0 {
			t.Errorf("AppendPosition on a board without position = %q", fen)
		}
		if n := b.Perft(1); n != 0 {
			t.Errorf("Perft(1) on a board without position = %d", n)
		}
	}
	if !zero.Reset(nil, nil) {
		t.Fatal("zero Board: Reset(nil, nil) failed")
	}
	if m, ok := zero.ParseMove([]byte("e4"), pgn.Position{}, nil); !ok || string(zero.AppendMove(nil, m, "san")) != "e4" {
		t.Error("zero Board after Reset(nil, nil) cannot play e4")
	}

	failed := newBoard()
	if failed.Reset([]pgn.Tag{{Name: "FEN", Value: "8/8/8/8/8/8/8/8 w - - 0 1"}}, nil) {
		t.Fatal("Reset accepted a board without kings")
	}
	callAll(t, "failed Reset", failed, 0)

	for _, fen := range []string{"", " ", "8/8/8/8/8/8/8/8 w - - 0 1", StartFEN} {
		b, err := NewBoard(fen)
		if (b == nil) == (err == nil) {
			t.Errorf("NewBoard(%q) = %v, %v: want a board or an error", fen, b, err)
		}
	}

	v := Variant
	v.Name()
	v.Info()
	v.ScanMovetext(nil)
	v.ScanMovetext([]byte{})
	v.GlyphNAG(nil)
	v.CheckTags(nil, pgn.Position{}, nil)
	v.CheckTags(nil, pgn.Position{}, diags.Add)
	v.CheckTags([]pgn.Tag{{}}, pgn.Position{}, diags.Add)
	v.ExportTags(nil, pgn.TagExport{})
	v.ExportTags([]pgn.Tag{{}, {Name: "FEN"}}, pgn.TagExport{Reduced: true})
	v.DefaultNotation(nil, false)
	v.AppendMovetext(nil, nil)
	if b, ok := v.NewBoard(nil, nil); !ok || b == nil {
		t.Error("NewBoard(nil, nil) gives no board")
	}
	if b, ok := v.NewBoard([]pgn.Tag{{Name: "FEN"}}, nil); ok || b != nil {
		t.Error("NewBoard with an empty FEN gives a board")
	}
}

// TestMakeRefusesMovesNotLegal plays moves that no ParseMove returned,
// random and corrupt, along random games: no method may panic, and Make of
// a move that is not legal changes nothing.
func TestMakeRefusesMovesNotLegal(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	const kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
	b, err := NewBoard(kiwipete)
	if err != nil {
		t.Fatal(err)
	}
	refused := 0
	for i := 0; i < 20000; i++ {
		m := pgn.Move(rng.Uint64())
		if i%2 == 0 {
			m &= 1<<17 - 1
		}
		before := string(b.AppendPosition(nil))
		if !b.p.isLegal(sanitize(m)) {
			refused++
			b.Make(m)
			if after := string(b.AppendPosition(nil)); after != before {
				t.Fatalf("Make(%#x), not legal in %s, gave %s", uint64(m), before, after)
			}
			b.AppendMove(nil, m, "san")
		}
		callAll(t, "random move", b, m)
		// Walk on along a random game, so that many positions are tried.
		var l moveList
		b.p.generate(&l)
		if l.n == 0 || i%200 == 0 {
			b.Reset([]pgn.Tag{{Name: "FEN", Value: kiwipete}}, nil)
			continue
		}
		b.Make(pgn.Move(l.m[rng.Intn(l.n)]))
	}
	if refused == 0 {
		t.Error("no random move was refused; the test tries nothing")
	}
}

// TestHostileFEN: a FEN tag of megabytes gives a few faults of a line each,
// whatever its shape, not a fault or a copy of the value per character.
func TestHostileFEN(t *testing.T) {
	const mb = 1 << 20
	big := strings.Repeat
	for _, fen := range []string{
		"4k3/8/8/8/8/8/8/4K3 w " + big("K", mb) + " - 0 1",
		"4k3/8/8/8/8/8/8/4K3 w " + big("KQ", mb) + "! - 0 1",
		big("/", mb) + " w - - 0 1",
		big("8", mb) + "/8/8/8/8/8/8/8 w - - 0 1",
		"4k3/8/8/8/8/8/8/4K3 " + big("w", mb) + " - - 0 1",
		"4k3/8/8/8/8/8/8/4K3 w - " + big("e", mb) + " 0 1",
		"4k3/8/8/8/8/8/8/4K3 w - - " + big("9", mb) + " " + big("1", mb),
		"4k3/8/8/8/8/8/8/4K3 w - - 0 1" + big(" 1", mb),
		big("x ", mb),
	} {
		var p position
		faults, _ := p.setFEN(fen, true)
		if len(faults) == 0 || len(faults) > 4 {
			t.Errorf("FEN of %d bytes: %d faults, want 1 to 4", len(fen), len(faults))
		}
		for _, f := range faults {
			if len(f) > 200 {
				t.Errorf("FEN of %d bytes: a fault of %d bytes: %.80s…", len(fen), len(f), f)
			}
		}
	}
}

// TestResetReleasesLongHistory: the undo records of a very long game are
// not kept for the rest of the file.
func TestResetReleasesLongHistory(t *testing.T) {
	b, _ := NewBoard(StartFEN)
	shuffle := [][]byte{[]byte("Nf3"), []byte("Nf6"), []byte("Ng1"), []byte("Ng8")}
	for i := 0; i < 100_000; i++ {
		m, ok := b.ParseMove(shuffle[i%4], pgn.Position{}, nil)
		if !ok {
			t.Fatalf("ply %d refused", i)
		}
		b.Make(m)
	}
	if len(b.p.history) != 100_000 {
		t.Fatalf("%d undo records after 100,000 plies", len(b.p.history))
	}
	b.Reset(nil, nil)
	if c := cap(b.p.history); c > maxKeptHistory {
		t.Errorf("after Reset the board keeps room for %d undo records", c)
	}
}
