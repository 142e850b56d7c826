package chess

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pgntool/pgntool/pgn"
)

// randomLegal returns a random legal move of b, or false when there is
// none.
func randomLegal(b *Board, rng *rand.Rand) (move, bool) {
	var l moveList
	b.p.generate(&l)
	if l.n == 0 {
		return 0, false
	}
	return l.m[rng.IntN(l.n)], true
}

// playBoth plays up to n random legal moves on a and b, the same on both,
// calling after each the function given, and returns how many it played.
func playBoth(a, b *Board, rng *rand.Rand, n int, after func()) (made int) {
	for range n {
		m, ok := randomLegal(b, rng)
		if !ok {
			break
		}
		a.Make(pgn.Move(m))
		b.Make(pgn.Move(m))
		made++
		after()
	}
	return made
}

// playVariation plays, on a and b, a variation of the move a and b played
// last, as the replay of a game does: a keeps the position in slot depth
// (SavePosition) and returns to it, b takes the variation's moves back one
// by one and plays the replaced move again. Variations nest at random.
// It reports a mismatch through t.
func playVariation(t *testing.T, a, b *Board, rng *rand.Rand, depth int) {
	t.Helper()
	n := len(b.p.history)
	if n == 0 {
		return
	}
	last := b.p.history[n-1].m
	a.SavePosition(depth)
	a.Unmake()
	b.Unmake()
	// Long enough now and then to make the undo stack grow past its
	// room during the variation.
	length := rng.IntN(12)
	long := depth == 0 && rng.IntN(20) == 0
	if long {
		length = 300
	}
	made := playBoth(a, b, rng, length, func() {
		if !long && depth < 4 && rng.IntN(6) == 0 {
			playVariation(t, a, b, rng, depth+1)
		}
	})
	a.RestorePosition(depth)
	for range made {
		b.Unmake()
	}
	b.Make(pgn.Move(last))
	sameBoards(t, a, b)
}

// sameBoards fails t unless a and b hold the same position and the same
// moves before it.
func sameBoards(t *testing.T, a, b *Board) {
	t.Helper()
	if fa, fb := a.FEN(), b.FEN(); fa != fb {
		t.Fatalf("restored %s, replayed %s", fa, fb)
	}
	// An undo record's check is a cache of the position's, which one
	// board may know and the other not yet.
	ha, hb := a.p.history, b.p.history
	same := len(ha) == len(hb)
	for i := 0; same && i < len(ha); i++ {
		x, y := ha[i], hb[i]
		x.check, y.check = checkUnknown, checkUnknown
		same = x == y
	}
	if !same {
		t.Fatalf("%s: undo stacks differ (-replayed +restored):\n%s", a.FEN(), cmp.Diff(hb, ha, cmp.AllowUnexported(undo{})))
	}
	var la, lb moveList
	a.p.generate(&la)
	b.p.generate(&lb)
	if !slices.Equal(la.m[:la.n], lb.m[:lb.n]) {
		t.Fatalf("%s: legal moves differ (-replayed +restored):\n%s", a.FEN(), cmp.Diff(lb.m[:lb.n], la.m[:la.n]))
	}
}

// TestRestorePositionMatchesUnmake plays random games with random nested
// variations on two boards, one returning from each variation with
// RestorePosition and one with Unmake and Make, and checks that they agree
// after each variation and again as each move of the game is taken back.
func TestRestorePositionMatchesUnmake(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for game := range 300 {
		a, b := newBoard(), newBoard()
		a.p.setStart(false)
		b.p.setStart(false)
		a.ready, b.ready = true, true
		plies := playBoth(a, b, rng, 20+rng.IntN(200), func() {
			if rng.IntN(4) == 0 {
				playVariation(t, a, b, rng, 0)
			}
		})
		for range plies {
			a.Unmake()
			b.Unmake()
			sameBoards(t, a, b)
		}
		if a.FEN() != StartFEN {
			t.Fatalf("game %d: taking every move back leaves %s", game, a.FEN())
		}
	}
}

// TestRestorePositionOutOfTurn: a slot that holds nothing is passed over,
// and a save forgets the slots above it.
func TestRestorePositionOutOfTurn(t *testing.T) {
	b, err := NewBoard("")
	if err != nil {
		t.Fatal(err)
	}
	b.RestorePosition(0)
	b.RestorePosition(-1)
	if b.FEN() != StartFEN {
		t.Fatalf("restoring an empty slot changed the board: %s", b.FEN())
	}
	if _, err := b.PlayText("e4"); err != nil {
		t.Fatal(err)
	}
	afterE4 := b.FEN()
	b.SavePosition(5) // the next free slot is 0
	b.SavePosition(1)
	if len(b.saved) != 2 {
		t.Fatalf("%d slots after saving in 0 and 1", len(b.saved))
	}
	b.SavePosition(0)
	if len(b.saved) != 1 {
		t.Fatalf("saving in slot 0 kept %d slots", len(b.saved))
	}
	b.Unmake()
	b.RestorePosition(1) // forgotten
	if b.FEN() != StartFEN {
		t.Fatalf("a forgotten slot was restored: %s", b.FEN())
	}
	b.RestorePosition(0)
	if len(b.saved) != 0 || b.FEN() != afterE4 {
		t.Fatalf("slot 0 gives %s, %d slots left", b.FEN(), len(b.saved))
	}
	// A new game forgets every slot.
	b.SavePosition(0)
	if !b.Reset(nil, nil) {
		t.Fatal("Reset failed")
	}
	if _, err := b.PlayText("d4"); err != nil {
		t.Fatal(err)
	}
	afterD4 := b.FEN()
	b.RestorePosition(0)
	if b.FEN() != afterD4 || len(b.saved) != 0 {
		t.Fatalf("a slot of the game before Reset was restored: %s", b.FEN())
	}
	// Beyond the depths the replay saves, nothing is kept.
	b.SavePosition(0)
	for i := 1; i <= pgn.MaxSavedDepth; i++ {
		b.SavePosition(i)
	}
	if len(b.saved) != pgn.MaxSavedDepth {
		t.Fatalf("%d slots kept, want %d", len(b.saved), pgn.MaxSavedDepth)
	}
	var nb *Board
	nb.SavePosition(0)
	nb.RestorePosition(0)
}

// TestVariationsWithSavedPositions replays and checks games whose
// variations follow an illegal move (no move is taken back: the variation
// starts where the illegal move stood), stand side by side, and nest
// deeper than pgn.MaxSavedDepth, with the saving board and without: the
// same positions and diagnostics, and no wrong move number, which a
// miscounted ply after a restore would report.
func TestVariationsWithSavedPositions(t *testing.T) {
	deep := "1. e4"
	for i := 0; i < pgn.MaxSavedDepth+16; i++ {
		deep += " (1. " + []string{"d4", "c4", "Nf3", "g3"}[i%4]
	}
	deep += strings.Repeat(" e5)", pgn.MaxSavedDepth+16) + " e5 2. Nf3 *"
	for _, movetext := range []string{
		"1. e4 e5 2. Ke3 (2. Nf3 Nc6 3. Bb5 a6) (2. d4 exd4 3. Qxd4 Nc6) (2. Nc3 (2. Bc4 Nf6 3. d3) Nf6 3. f4) 2... Nc6 *",
		"1. e4 e5 2. Nf3 Ke7 (2... Nc6 3. Bb5 (3. Bc4 Bc5) a6) (2... Nf6 3. Nxe5 d6) 3. Bc4 *",
		"1. e4 e5 2. Nf3 Nc6 (2... Qh4 3. Nxh4 (3. Ke2 Qxe4+) d6) 3. Bb5 a6 4. Ba4 (4. Bxc6 dxc6 5. O-O f6) 4... Nf6 *",
		deep,
	} {
		r := pgn.NewReader(strings.NewReader("[Event \"?\"]\n\n"+movetext+"\n"), pgn.ReaderOptions{Variant: Variant, Limits: pgn.Limits{VariationDepth: 2 * pgn.MaxSavedDepth}})
		g, err := r.ReadGame()
		if err != nil {
			t.Fatalf("%.40s: %v", movetext, err)
		}
		saving, plain := traceReplay(g, Variant), traceReplay(g, unsavingVariant{Variant})
		if diff := cmp.Diff(plain, saving); diff != "" {
			t.Fatalf("%.40s: (-Unmake +RestorePosition):\n%s", movetext, diff)
		}
		if len(saving.Positions) < 4 {
			t.Fatalf("%.40s: only %d moves replayed", movetext, len(saving.Positions))
		}
		for _, d := range saving.Checked {
			if d.Code == pgn.CodeMoveNumber {
				t.Errorf("%.40s: %v", movetext, d)
			}
		}
	}
}

// unsavingVariant gives boards that hide PositionSaver, so that the replay
// takes variations back with Unmake and Make.
type unsavingVariant struct{ pgn.Variant }

// unsavingBoard is a chess board without PositionSaver; it keeps
// MoveMaker, so that the two replays differ only in how they leave a
// variation.
type unsavingBoard struct{ b *Board }

func (v unsavingVariant) NewBoard(tags []pgn.Tag, report pgn.Report) (pgn.Board, bool) {
	b, ok := v.Variant.NewBoard(tags, report)
	if !ok {
		return nil, false
	}
	return unsavingBoard{b.(*Board)}, true
}

func (u unsavingBoard) ParseMove(text []byte, pos pgn.Position, report pgn.Report) (pgn.Move, bool) {
	return u.b.ParseMove(text, pos, report)
}
func (u unsavingBoard) ParseAndMake(text []byte, pos *pgn.Position, report pgn.Report) (pgn.Move, bool) {
	return u.b.ParseAndMake(text, pos, report)
}
func (u unsavingBoard) Make(m pgn.Move) { u.b.Make(m) }
func (u unsavingBoard) Unmake()         { u.b.Unmake() }
func (u unsavingBoard) AppendMove(dst []byte, m pgn.Move, n pgn.Notation) []byte {
	return u.b.AppendMove(dst, m, n)
}
func (u unsavingBoard) MoveNumber() (int, bool)             { return u.b.MoveNumber() }
func (u unsavingBoard) Outcome() (string, string)           { return u.b.Outcome() }
func (u unsavingBoard) AppendPosition(dst []byte) []byte    { return u.b.AppendPosition(dst) }
func (u unsavingBoard) EndGame(report pgn.Report)           { u.b.EndGame(report) }
func (u unsavingBoard) ParsedAsWritten(n pgn.Notation) bool { return u.b.ParsedAsWritten(n) }
func (u unsavingBoard) AppendParsedText(dst, text []byte, n pgn.Notation) ([]byte, bool) {
	return u.b.AppendParsedText(dst, text, n)
}

// replayTrace is what a replay of a game shows: the position before each
// move, the diagnostics, and whether every move could be played; and what
// Check reports, whose check of move numbers counts the moves taken back.
type replayTrace struct {
	Positions   []string
	Diagnostics pgn.DiagnosticList
	All         bool
	Checked     pgn.DiagnosticList
}

func traceReplay(g *pgn.Game, v pgn.Variant) replayTrace {
	var tr replayTrace
	tr.All = pgn.Replay(g, v, tr.Diagnostics.Add, func(n *pgn.Node, b pgn.Board, m pgn.Move) {
		tr.Positions = append(tr.Positions, string(b.AppendPosition(nil)))
	})
	with := *g
	with.Variant = v
	pgn.Check(&with, tr.Checked.Add)
	return tr
}

// TestReplayWithSavedPositions replays every corpus game that has
// variations with the chess board, which leaves each variation by
// RestorePosition, and with the same board hiding it: the positions seen
// before each move, the diagnostics and the verdict must be the same.
func TestReplayWithSavedPositions(t *testing.T) {
	games := 0
	eachCorpusGame(t, func(path string, g *pgn.Game) {
		if !hasVariation(&g.Moves) {
			return
		}
		games++
		saving, plain := traceReplay(g, Variant), traceReplay(g, unsavingVariant{Variant})
		if diff := cmp.Diff(plain, saving); diff != "" {
			t.Fatalf("%s game at %v: (-Unmake +RestorePosition):\n%s", path, g.Pos, diff)
		}
	})
	if games == 0 {
		t.Fatal("no corpus game with variations")
	}
}

func hasVariation(l *pgn.Line) bool {
	if l == nil {
		return false
	}
	for _, n := range l.Moves {
		if len(n.Variations) > 0 {
			return true
		}
	}
	return false
}
