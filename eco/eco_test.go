package eco

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pgntool/pgntool/eco/internal/tablegen"
	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants/chess"
)

// readGame reads one chess game from PGN text.
func readGame(t testing.TB, text string) *pgn.Game {
	t.Helper()
	r := pgn.NewReader(strings.NewReader(text), pgn.ReaderOptions{File: "test.pgn", Variant: chess.Variant})
	g, err := r.ReadGame()
	if err != nil {
		t.Fatalf("reading %q: %v", text, err)
	}
	return g
}

func TestClassify(t *testing.T) {
	tests := []struct {
		name, game     string
		ok             bool
		eco, full      string
		opening, varia string
	}{
		{"first move", "1. e4 *", true, "B00", "King's Pawn Game", "King's Pawn Game", ""},
		{"najdorf", "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 *", true,
			"B90", "Sicilian Defense: Najdorf Variation", "Sicilian Defense", "Najdorf Variation"},
		{"najdorf english attack", "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. Be3 e5 7. Nb3 Be6 8. f3 *", true,
			"B90", "Sicilian Defense: Najdorf Variation, English Attack", "Sicilian Defense", "Najdorf Variation, English Attack"},
		// The Queen's Gambit Declined reached from the English by another order.
		{"transposition", "1. c4 e6 2. Nc3 d5 3. d4 *", true,
			"D31", "Queen's Gambit Declined: Queen's Knight Variation", "Queen's Gambit Declined", "Queen's Knight Variation"},
		{"leaves the book", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 11. Nbd2 Bb7 12. Bc2 Re8 13. a4 Bf8 14. Nf1 h6 15. Ng3 g6 *", true,
			"C95", "Ruy Lopez: Closed, Breyer Defense, Zaitsev Hybrid", "Ruy Lopez", "Closed, Breyer Defense, Zaitsev Hybrid"},
		{"variations ignored", "1. e4 (1. d4 d5 2. c4) e5 (1... c5 2. Nf3) *", true, "C20", "King's Pawn Game", "King's Pawn Game", ""},
		{"no moves", "*", false, "", "", "", ""},
		{"start FEN tag", "[SetUp \"1\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]\n\n1. d4 *", true,
			"A40", "Queen's Pawn Game", "Queen's Pawn Game", ""},
		// A set-up position is classified by the positions its moves reach.
		{"set-up position", "[SetUp \"1\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\"]\n\n1... e5 2. Nf3 Nc6 *", true,
			"C44", "King's Knight Opening: Normal Variation", "King's Knight Opening", "Normal Variation"},
		// ... but not by the start position itself (the Sicilian here).
		{"set-up named position", "[SetUp \"1\"]\n[FEN \"rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2\"]\n\n2. Qh5 Qa5 3. Qh4 Qb6 *", false, "", "", "", ""},
		{"set-up endgame", "[SetUp \"1\"]\n[FEN \"8/8/8/4k3/8/8/4P3/4K3 w - - 0 1\"]\n\n1. e4 Kd6 *", false, "", "", "", ""},
		{"chess960", "[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]\n\n1. e4 c5 *", false, "", "", "", ""},
		{"illegal move stops", "1. e4 e5 2. Ke3 Nc6 *", true, "C20", "King's Pawn Game", "King's Pawn Game", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o, ok := Classify(readGame(t, tt.game))
			if ok != tt.ok || o.ECO != tt.eco || o.Name != tt.full || o.Opening != tt.opening || o.Variation != tt.varia {
				t.Errorf("Classify = %+v, %v; want %s %q (%q / %q), %v", o, ok, tt.eco, tt.full, tt.opening, tt.varia, tt.ok)
			}
		})
	}
}

func TestClassifyNil(t *testing.T) {
	if o, ok := Classify(nil); ok {
		t.Errorf("Classify(nil) = %+v", o)
	}
	if o, ok := Lookup(nil); ok {
		t.Errorf("Lookup(nil) = %+v", o)
	}
	if _, ok, err := SetTags(nil); ok || err != nil {
		t.Errorf("SetTags(nil) = %v, %v", ok, err)
	}
}

// TestEveryLineClassifiesToItself replays every line of the table as a game:
// each must be classified as its own entry (lichess gives every position one
// name, TestKeysUnique) within MaxPlies.
func TestEveryLineClassifiesToItself(t *testing.T) {
	all := Openings()
	if len(all) < 3000 {
		t.Fatalf("only %d openings", len(all))
	}
	for _, want := range all {
		got, ok := Classify(readGame(t, want.Moves+" *"))
		if !ok || got != want {
			t.Errorf("%s %q (%s): classified as %+v, %v", want.ECO, want.Name, want.Moves, got, ok)
		}
	}
}

func TestKeysUnique(t *testing.T) {
	seen := map[string]string{}
	for _, line := range strings.Split(tableText, "\n") {
		key, rest, ok := strings.Cut(line, "\t")
		if !ok || strings.HasPrefix(line, "#") {
			continue
		}
		if prev, dup := seen[key]; dup {
			t.Errorf("position %s named twice: %q and %q", key, prev, rest)
		}
		seen[key] = rest
	}
}

func TestLookup(t *testing.T) {
	b, err := chess.NewBoard("rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2")
	if err != nil {
		t.Fatal(err)
	}
	o, ok := Lookup(b)
	if !ok || o.ECO != "B20" || o.Name != "Sicilian Defense" {
		t.Errorf("Lookup(Sicilian) = %+v, %v", o, ok)
	}
	start, _ := chess.NewBoard("")
	if o, ok := Lookup(start); ok {
		t.Errorf("Lookup(start) = %+v", o)
	}
}

func TestSetTags(t *testing.T) {
	g := readGame(t, "[Event \"x\"]\n[ECO \"Z99\"]\n[Variation \"old\"]\n[SubVariation \"older\"]\n\n1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 *")
	if _, ok, err := SetTags(g); !ok || err != nil {
		t.Fatalf("SetTags = %v, %v", ok, err)
	}
	want := map[string]string{"ECO": "B90", "Opening": "Sicilian Defense", "Variation": "Najdorf Variation", "Event": "x"}
	for name, v := range want {
		if got, _ := g.Tag(name); got != v {
			t.Errorf("%s = %q, want %q", name, got, v)
		}
	}
	if v, ok := g.Tag("SubVariation"); ok {
		t.Errorf("SubVariation kept: %q", v)
	}

	g = readGame(t, "[Variation \"old\"]\n\n1. e4 *")
	SetTags(g)
	if v, ok := g.Tag("Variation"); ok {
		t.Errorf("Variation kept for a name without one: %q", v)
	}

	g = readGame(t, "[ECO \"A00\"]\n\n*")
	if _, ok, _ := SetTags(g); ok {
		t.Error("game without moves classified")
	}
	if v, _ := g.Tag("ECO"); v != "A00" {
		t.Errorf("unclassified game's ECO changed to %q", v)
	}
}

// TestGeneratedTableCurrent regenerates the table from the lichess files and
// compares it with the embedded one.
func TestGeneratedTableCurrent(t *testing.T) {
	src := filepath.Join("..", "..", "shared", "data", "chess-openings")
	if _, err := os.Stat(filepath.Join(src, "a.tsv")); err != nil {
		t.Skipf("lichess opening table not found (%v): cannot check table.tsv against it", err)
	}
	got, err := tablegen.Generate(src)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != tableText {
		t.Error("table.tsv differs from the lichess files: run go generate ./eco/")
	}
}

func TestTableParses(t *testing.T) {
	if _, err := parseTable(tableText); err != nil {
		t.Fatal(err)
	}
	for _, bad := range []string{"zz\tA00\tx\t1. e4\n", "0\tA00\tx\n", "1\tA00\tx\t1. e4\textra\n"} {
		if _, err := parseTable(bad); err == nil {
			t.Errorf("parseTable(%q) accepted", bad)
		}
	}
}

// TestClassifyAllocatesNothingPerPly: the replay sets up a board once a game
// (pgn.Plies allocates there, and once more when it enters variations); the
// plies themselves must not allocate, so a
// long game costs as many allocations as a one-move game.
func TestClassifyAllocatesNothingPerPly(t *testing.T) {
	short := readGame(t, "1. e4 *")
	long := readGame(t, "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. Be3 e5 7. Nb3 Be6 8. f3 Be7 9. Qd2 O-O 10. O-O-O Nbd7 11. g4 b5 12. g5 b4 13. Ne2 Ne8 14. f4 a5 15. f5 a4 16. Nbd4 exd4 17. Nxd4 b3 18. Kb1 bxc2+ 19. Nxc2 Bb3 20. axb3 axb3 21. Na3 *")
	Classify(short)
	perGame := testing.AllocsPerRun(20, func() { Classify(short) })
	perLongGame := testing.AllocsPerRun(20, func() { Classify(long) })
	if perLongGame > perGame {
		t.Errorf("Classify allocates %v times on a 41-ply game, %v on a 1-ply game: it allocates per ply", perLongGame, perGame)
	}
}
