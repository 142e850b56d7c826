package parquet

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	pq "github.com/parquet-go/parquet-go"

	"github.com/pgntool/pgntool/convert"
	"github.com/pgntool/pgntool/internal/testdir"
	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants"
)

// readGames reads the games of a PGN text named name.
func readGames(t testing.TB, name, text string) []*pgn.Game {
	t.Helper()
	r := pgn.NewReader(strings.NewReader(text), pgn.ReaderOptions{File: name, Select: variants.ForTags})
	var games []*pgn.Game
	for g, err := range convert.Games(r) {
		if err != nil {
			t.Fatal(err)
		}
		games = append(games, g)
	}
	return games
}

// encode writes games to a games table and a positions table.
func encode(t *testing.T, games []*pgn.Game, opts Options) (gameFile, positionFile []byte) {
	t.Helper()
	var gb, pb bytes.Buffer
	opts.Positions = &pb
	e := NewEncoder(&gb, opts)
	for _, g := range games {
		if err := e.Game(g); err != nil {
			t.Fatal(err)
		}
	}
	if err := e.End(); err != nil {
		t.Fatal(err)
	}
	if got := e.Games(); got != int64(len(games)) {
		t.Errorf("Games() = %d, want %d", got, len(games))
	}
	return gb.Bytes(), pb.Bytes()
}

// readBack reads a table with parquet-go's reader.
func readBack[T any](t *testing.T, file []byte) []T {
	t.Helper()
	r := pq.NewGenericReader[T](bytes.NewReader(file))
	defer r.Close()
	rows := make([]T, r.NumRows())
	n, err := r.Read(rows)
	if err != nil && !errors.Is(err, io.EOF) {
		t.Fatal(err)
	}
	return rows[:n]
}

func ptr[T any](v T) *T { return &v }

func TestRoundTripThreeGames(t *testing.T) {
	var games []*pgn.Game
	for _, name := range []string{"chess-annotated.pgn", "xiangqi-chinese.pgn", "cescacs.pgn"} {
		text, err := os.ReadFile(filepath.Join(testdir.Root(t), "testdata", "convert", name))
		if err != nil {
			t.Fatal(err)
		}
		games = append(games, readGames(t, name, string(text))...)
	}
	gameFile, positionFile := encode(t, games, Options{})
	rows := readBack[GameRow](t, gameFile)

	want := []GameRow{{
		GameID: 1, File: "chess-annotated.pgn", Line: 2, Variant: "chess",
		Event: ptr("Convert test: annotations"), Site: ptr("pgntool tests"),
		Date: ptr(int32(20778)), DateText: ptr("2026.11.21"), Round: ptr("1"),
		White: ptr("White, A."), Black: ptr("Black, B."), ResultTag: ptr("1-0"),
		OtherTags: map[string]string{"Annotator": "pgntool"},
		Result:    "1-0", PlyCount: 16,
		Moves:         strings.Fields("e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O"),
		MovesUCI:      strings.Fields("e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6 e1g1 f8e7 f1e1 b7b5 a4b3 d7d6 c2c3 e8g8"),
		StartPosition: ptr("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
		FinalPosition: ptr("r1bq1rk1/2p1bppp/p1np1n2/1p2p3/4P3/1BP2N2/PP1P1PPP/RNBQR1K1 w - - 1 9"),
	}, {
		GameID: 2, File: "xiangqi-chinese.pgn", Line: 2, Variant: "Chinese Chess",
		Event: ptr("许银川让九子对聂棋圣"), Site: ptr("广州"),
		Date: ptr(int32(10934)), DateText: ptr("1999.12.09"), Round: ptr("-"),
		White: ptr("许银川"), Black: ptr("聂卫平"), ResultTag: ptr("1-0"),
		OtherTags: map[string]string{"Game": "Chinese Chess", "FEN": "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/9/1C5C1/9/RN2K2NR w - - 0 1"},
		Result:    "1-0", PlyCount: 15,
		Moves:         strings.Fields("炮八平五 炮８平５ 炮五进五 象７进５ 炮二平五 马８进７ 马二进三 车９平８ 马八进七 马２进１ 车九平六 车１平２ 车六进八 炮２进７ 车一进四"),
		MovesUCI:      strings.Fields("b2e2 h7e7 e2e7 g9e7 h2e2 h9g7 h0g2 i9h9 b0c2 b9a7 a0d0 a9b9 d0d8 b7b0 i0i4"),
		StartPosition: ptr("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/9/1C5C1/9/RN2K2NR w - - 0 1"),
	}, {
		GameID: 3, File: "cescacs.pgn", Line: 2, Variant: "C'escacs",
		Event: ptr("CG"), Site: ptr("pgntool tests"),
		DateText: ptr("2026-11-21"), Round: ptr("-"),
		White: ptr("White, A"), Black: ptr("Black, B"), ResultTag: ptr("1-1"),
		OtherTags: map[string]string{"Variant": "C'escacs"},
		Result:    "1-1", PlyCount: 8,
		Moves: strings.Fields("E7-E13 E21-E15 F8-F12 F20-F16 G7-G13 G21-G17 NG3-E7 NG25-E21"),
	}}
	// The positions and keys come from the boards, which their own tests
	// check; here they must only be there.
	ignore := cmpopts.IgnoreFields(GameRow{}, "FinalKey")
	if diff := cmp.Diff(want, rows, ignore, cmpopts.IgnoreFields(GameRow{}, "StartPosition", "FinalPosition")); diff != "" {
		t.Errorf("games table (-want +got):\n%s", diff)
	}
	// The xiangqi game's final position, from the board as
	// Game.BoardAt replays it.
	b, err := games[1].BoardAt(games[1].LastMove())
	if err != nil {
		t.Fatal(err)
	}
	want[1].FinalPosition = ptr(string(b.AppendPosition(nil)))
	for i, r := range rows[:2] {
		if diff := cmp.Diff(want[i].StartPosition, r.StartPosition); diff != "" {
			t.Errorf("game %d start position (-want +got):\n%s", i+1, diff)
		}
		if diff := cmp.Diff(want[i].FinalPosition, r.FinalPosition); diff != "" {
			t.Errorf("game %d final position (-want +got):\n%s", i+1, diff)
		}
	}

	positions := readBack[PositionRow](t, positionFile)
	if got, want := len(positions), 16+1+15+1+8+1; got != want {
		t.Fatalf("%d positions, want %d", got, want)
	}
	// Each game's rows: ply 0 to PlyCount, the moves of the game's row,
	// the first the start position, the last the final one with its key.
	at := 0
	for _, g := range rows {
		for ply := 0; ply <= int(g.PlyCount); ply++ {
			p := positions[at]
			at++
			if p.GameID != g.GameID || p.Ply != int32(ply) {
				t.Fatalf("position row %d: game %d ply %d, want game %d ply %d", at, p.GameID, p.Ply, g.GameID, ply)
			}
			if ply == 0 {
				if p.Move != nil || p.MoveUCI != nil || string(p.Position) != *g.StartPosition {
					t.Errorf("game %d ply 0: %+v, want no move and the start position", g.GameID, p)
				}
				continue
			}
			if p.Move == nil || *p.Move != g.Moves[ply-1] {
				t.Errorf("game %d ply %d: move %v, want %q", g.GameID, ply, p.Move, g.Moves[ply-1])
			}
			if (g.MovesUCI == nil) != (p.MoveUCI == nil) || p.MoveUCI != nil && *p.MoveUCI != g.MovesUCI[ply-1] {
				t.Errorf("game %d ply %d: UCI move %v, want the game's", g.GameID, ply, p.MoveUCI)
			}
			if ply == int(g.PlyCount) && (string(p.Position) != *g.FinalPosition || p.Key != *g.FinalKey) {
				t.Errorf("game %d last ply: %q key %x, want the final position %q key %x", g.GameID, p.Position, p.Key, *g.FinalPosition, *g.FinalKey)
			}
		}
	}
	// The Polyglot key of the standard start position, from the Polyglot
	// book format's description.
	if got := positions[0].Key; got != 0x463b96181691fc9c {
		t.Errorf("start position key %x, want 463b96181691fc9c", got)
	}
}

func TestGameWithErrors(t *testing.T) {
	const text = `[Event "Faults"]
[Date "2024.02.30"]
[White "A"]
[WhiteElo "2700?"]
[BlackElo "-"]
[Result "*"]

1. e4 e5 2. Ke3 Nc6 3. Nf3 *

[Annotator "X"]
[Annotator "Y"]

1. e4 2. Ke2 *
`
	games := readGames(t, "faults.pgn", text)
	gameFile, positionFile := encode(t, games, Options{})
	rows := readBack[GameRow](t, gameFile)
	if len(rows) != 2 {
		t.Fatalf("%d rows, want 2", len(rows))
	}
	r := rows[0]
	if diff := cmp.Diff(strings.Fields("e4 e5"), r.Moves); diff != "" {
		t.Errorf("moves (-want +got):\n%s", diff)
	}
	if r.PlyCount != 2 || r.MovesNotPlayed != 3 {
		t.Errorf("ply_count %d, moves_not_played %d; want 2 and 3", r.PlyCount, r.MovesNotPlayed)
	}
	if r.ErrorCode == nil || *r.ErrorCode != "move-illegal" || r.Error == nil || !strings.HasPrefix(*r.Error, "faults.pgn:8:13: error: illegal move \"Ke3\"") {
		t.Errorf("error %v code %v, want the illegal Ke3 at faults.pgn:8:13", deref(r.Error), deref(r.ErrorCode))
	}
	// An error found reading the game comes before the replay's.
	if r := rows[1]; r.ErrorCode == nil || *r.ErrorCode != "tag-duplicate" || len(r.Moves) != 1 {
		t.Errorf("second game: error %v, moves %q; want tag-duplicate and e4", deref(r.Error), r.Moves)
	}
	if r.FinalPosition == nil || *r.FinalPosition != "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2" {
		t.Errorf("final position %q, want the one after 1... e5", deref(r.FinalPosition))
	}
	// An impossible date and a rating that is not a number are not in
	// their typed columns, but kept as read; "-" is no rating.
	if r.Date != nil || r.DateText == nil || *r.DateText != "2024.02.30" {
		t.Errorf("date %v, date_text %v; want NULL and the text", r.Date, r.DateText)
	}
	if r.WhiteElo != nil || r.BlackElo != nil {
		t.Errorf("elos %v %v, want NULL", r.WhiteElo, r.BlackElo)
	}
	if diff := cmp.Diff(map[string]string{"WhiteElo": "2700?"}, r.OtherTags); diff != "" {
		t.Errorf("other tags (-want +got):\n%s", diff)
	}
	// A repeated tag keeps every value.
	if diff := cmp.Diff(map[string]string{"Annotator": "X\nY"}, rows[1].OtherTags); diff != "" {
		t.Errorf("other tags (-want +got):\n%s", diff)
	}
	if n := len(readBack[PositionRow](t, positionFile)); n != 3+2 {
		t.Errorf("%d positions, want 5 (the start and two moves, the start and one)", n)
	}
}

func TestGameWithoutBoard(t *testing.T) {
	games := readGames(t, "bad-fen.pgn", "[FEN \"not a position\"]\n[SetUp \"1\"]\n\n1. e4 *\n")
	rows := readBack[GameRow](t, func() []byte { f, _ := encode(t, games, Options{}); return f }())
	r := rows[0]
	if r.StartPosition != nil || r.FinalPosition != nil || r.FinalKey != nil || r.PlyCount != 0 || r.MovesNotPlayed != 1 {
		t.Errorf("got %+v, want no positions and the move not played", r)
	}
	if r.ErrorCode == nil {
		t.Error("no error code, want the FEN's")
	}
	// A chess game without moves has an empty list of UCI moves, not
	// NULL, whichever game the encoder wrote before.
	for _, order := range [][]string{{"bad-fen"}, {"moves", "bad-fen"}} {
		var games []*pgn.Game
		for _, name := range order {
			text := "[FEN \"not a position\"]\n[SetUp \"1\"]\n\n1. e4 *\n"
			if name == "moves" {
				text = "1. e4 e5 *\n"
			}
			games = append(games, readGames(t, name+".pgn", text)...)
		}
		f, _ := encode(t, games, Options{})
		rows := readBack[GameRow](t, f)
		if last := rows[len(rows)-1]; last.MovesUCI == nil {
			t.Errorf("after %v: moves_uci NULL, want an empty list", order[:len(order)-1])
		}
	}
}

// TestRowGroupsBounded checks that the encoder writes a row group each
// time it holds RowGroupBytes of data, instead of holding the whole file.
func TestRowGroupsBounded(t *testing.T) {
	var text strings.Builder
	for range 200 {
		text.WriteString("[Event \"E\"]\n[White \"A\"]\n[Black \"B\"]\n\n1. d4 d5 2. c4 e6 3. Nc3 Nf6 1/2-1/2\n\n")
	}
	games := readGames(t, "many.pgn", text.String())
	gameFile, positionFile := encode(t, games, Options{RowGroupBytes: 4 << 10})
	for _, table := range []struct {
		name string
		file []byte
		rows int64
	}{{"games", gameFile, 200}, {"positions", positionFile, 200 * 7}} {
		f, err := pq.OpenFile(bytes.NewReader(table.file), int64(len(table.file)))
		if err != nil {
			t.Fatal(err)
		}
		if f.NumRows() != table.rows {
			t.Errorf("%s: %d rows, want %d", table.name, f.NumRows(), table.rows)
		}
		if n := len(f.RowGroups()); n < 5 {
			t.Errorf("%s: %d row groups, want one per 4 KiB of data", table.name, n)
		}
	}
}

func TestEncoderMisuse(t *testing.T) {
	var zero *Encoder
	if err := zero.Game(nil); !errors.Is(err, ErrZeroEncoder) {
		t.Errorf("nil encoder: %v", err)
	}
	if err := NewEncoder(nil, Options{}).Game(nil); !errors.Is(err, ErrNilWriter) {
		t.Errorf("nil writer: %v", err)
	}
	e := NewEncoder(io.Discard, Options{})
	if err := e.Game(nil); !errors.Is(err, convert.ErrNilGame) {
		t.Errorf("nil game: %v", err)
	}
	if err := e.End(); err != nil {
		t.Fatal(err)
	}
	if err := e.Game(&pgn.Game{}); !errors.Is(err, ErrEnded) {
		t.Errorf("after End: %v", err)
	}
	if err := e.End(); err != nil {
		t.Errorf("second End: %v", err)
	}
}

// deref shows an optional value in a message.
func deref[T any](p *T) any {
	if p == nil {
		return "NULL"
	}
	return *p
}

// TestRowsBuiltApart builds the rows of each game on its own goroutine
// and writes them in order: the files are the bytes Game writes.
func TestRowsBuiltApart(t *testing.T) {
	text, err := os.ReadFile(filepath.Join(testdir.Root(t), "testdata", "convert", "chess-commands.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	games := readGames(t, "a.pgn", strings.Repeat(string(text)+"\n", 20))
	wantGames, wantPositions := encode(t, games, Options{})

	rows := make([]*Rows, len(games))
	done := make(chan error, len(games))
	for i, g := range games {
		rows[i] = new(Rows)
		go func() { done <- rows[i].Build(g, true) }()
	}
	for range games {
		if err := <-done; err != nil {
			t.Fatal(err)
		}
	}
	var gb, pb bytes.Buffer
	e := NewEncoder(&gb, Options{Positions: &pb})
	for _, r := range rows {
		if err := e.WriteRows(r); err != nil {
			t.Fatal(err)
		}
	}
	if err := e.End(); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(gb.Bytes(), wantGames) || !bytes.Equal(pb.Bytes(), wantPositions) {
		t.Error("rows built apart and written in order differ from Game's")
	}
	if err := NewEncoder(io.Discard, Options{}).WriteRows(new(Rows)); !errors.Is(err, ErrNotBuilt) {
		t.Errorf("WriteRows of rows never built: %v", err)
	}
	if g := rows[3].Game(); g == nil || g.GameID != 4 {
		t.Errorf("the fourth game's row: %+v, want GameID 4", g)
	}
}
