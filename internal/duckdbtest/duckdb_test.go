package duckdbtest

import (
	"compress/gzip"
	"database/sql"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	_ "github.com/duckdb/duckdb-go/v2"

	"github.com/pgntool/pgntool"
	"github.com/pgntool/pgntool/parquet"
	"github.com/pgntool/pgntool/pgn"
)

// facts are what the test counts in Go while it writes the games, for
// the SQL to find again in the files.
type facts struct {
	games, plies, withBoard int
	results                 map[string]int
	variants                map[string]int
	player                  string
	playerGames             int
	e4                      int // standard games whose first move is 1. e4
	errors                  int
	blitz                   int // games with TimeControl "300+3"
}

// convertCorpus writes the perf corpus (a lichess-style export), the
// xqbase xiangqi games and the C'escacs games to a games table and a
// positions table in dir.
func convertCorpus(t *testing.T, dir string) (games, positions string, f facts) {
	// ../shared beside the repository, which is two levels up.
	shared := filepath.Join("..", "..", "..", "shared")
	if _, err := os.Stat(filepath.Join(shared, "corpus")); err != nil {
		t.Skipf("the shared corpus is absent (it lives in ../shared beside the repository): %v", err)
	}
	games, positions = filepath.Join(dir, "games.parquet"), filepath.Join(dir, "positions.parquet")
	gw, err := os.Create(games)
	if err != nil {
		t.Fatal(err)
	}
	pw, err := os.Create(positions)
	if err != nil {
		t.Fatal(err)
	}
	enc := parquet.NewEncoder(gw, parquet.Options{Positions: pw})
	f.results, f.variants = map[string]int{}, map[string]int{}
	add := func(file *pgntool.File) {
		for g, err := range file.Games() {
			if err != nil {
				t.Fatal(err)
			}
			if err := enc.Game(g); err != nil {
				t.Fatal(err)
			}
			f.games++
			f.results[g.ExportResult()]++
			f.variants[g.Variant.Name()]++
			if _, ok := g.StartPosition(); ok {
				f.withBoard++
			}
			played := 0
			pgn.Replay(g, g.Variant, nil, func(n *pgn.Node, _ pgn.Board, _ pgn.Move) {
				if g.IsMainLine(n) {
					played++
				}
			})
			f.plies += played
			white, _ := g.Tag("White")
			if f.player == "" && white != "" && white != "?" {
				f.player = white
			}
			if black, _ := g.Tag("Black"); f.player != "" && (white == f.player || black == f.player) {
				f.playerGames++
			}
			if _, fen := g.Tag("FEN"); !fen && g.Variant.Name() == "chess" && played > 0 && g.Moves.Moves[0].Text == "e4" {
				f.e4++
			}
			if tc, _ := g.Tag("TimeControl"); tc == "300+3" {
				f.blitz++
			}
			if played < len(g.Moves.Moves) {
				f.errors++
			}
		}
	}
	gz, err := os.Open(filepath.Join(shared, "corpus", "perf", "sf-selfplay-lichess-style.pgn.gz"))
	if err != nil {
		t.Fatal(err)
	}
	defer gz.Close()
	zr, err := gzip.NewReader(gz)
	if err != nil {
		t.Fatal(err)
	}
	lichess, err := pgntool.NewReader(zr, "sf-selfplay-lichess-style.pgn")
	if err != nil {
		t.Fatal(err)
	}
	add(lichess)
	for _, sub := range []string{"xiangqi/xqbase_eleeye", "cescacs/games"} {
		root := filepath.Join(shared, "corpus", sub)
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			if ext := strings.ToLower(filepath.Ext(path)); ext != ".pgn" && ext != ".ctl-pgn" {
				return nil // an XQF record, a README
			}
			file, err := pgntool.Open(path)
			if err != nil {
				return err
			}
			defer file.Close()
			add(file)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if err := enc.End(); err != nil {
		t.Fatal(err)
	}
	for _, w := range []*os.File{gw, pw} {
		if err := w.Close(); err != nil {
			t.Fatal(err)
		}
	}
	return games, positions, f
}

func TestDuckDBReadsTables(t *testing.T) {
	games, positions, want := convertCorpus(t, t.TempDir())
	if want.variants["Chinese Chess"] == 0 || want.variants["C'escacs"] == 0 || want.variants["chess"] < 4000 {
		t.Fatalf("the corpus has not all three games: %v", want.variants)
	}
	db, err := sql.Open("duckdb", "")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.Exec(fmt.Sprintf("CREATE VIEW games AS SELECT * FROM read_parquet('%s'); CREATE VIEW positions AS SELECT * FROM read_parquet('%s')", games, positions)); err != nil {
		t.Fatal(err)
	}
	one := func(query string, args ...any) int64 {
		t.Helper()
		var n int64
		if err := db.QueryRow(query, args...).Scan(&n); err != nil {
			t.Fatalf("%s: %v", query, err)
		}
		return n
	}

	if got := one("SELECT count(*) FROM games"); got != int64(want.games) {
		t.Errorf("games: %d, want %d", got, want.games)
	}
	if got := one("SELECT sum(ply_count) FROM games"); got != int64(want.plies) {
		t.Errorf("plies: %d, want %d", got, want.plies)
	}
	// One row per position: the start position and one per ply played.
	if got := one("SELECT count(*) FROM positions"); got != int64(want.plies+want.withBoard) {
		t.Errorf("positions: %d, want %d", got, want.plies+want.withBoard)
	}
	if got := one("SELECT count(*) FROM games WHERE len(moves) <> ply_count OR (moves_uci IS NOT NULL AND len(moves_uci) <> ply_count)"); got != 0 {
		t.Errorf("%d games whose move lists are not ply_count long", got)
	}
	if got := one("SELECT count(*) FROM games WHERE moves_not_played > 0 AND error_code IS NOT NULL"); got != int64(want.errors) {
		t.Errorf("games with moves not played and an error: %d, want %d", got, want.errors)
	}
	for result, n := range want.results {
		if got := one("SELECT count(*) FROM games WHERE result = ?", result); got != int64(n) {
			t.Errorf("result %s: %d games, want %d", result, got, n)
		}
	}
	for variant, n := range want.variants {
		if got := one("SELECT count(*) FROM games WHERE variant = ?", variant); got != int64(n) {
			t.Errorf("variant %s: %d games, want %d", variant, got, n)
		}
	}
	if got := one("SELECT count(*) FROM games WHERE white = ? OR black = ?", want.player, want.player); got != int64(want.playerGames) || got == 0 {
		t.Errorf("games of %s: %d, want %d", want.player, got, want.playerGames)
	}
	// Typed columns: ratings are integers, complete dates are dates,
	// lichess's other tags are in the map.
	if got := one(`SELECT count(*) FROM games WHERE file = 'sf-selfplay-lichess-style.pgn'
		AND white_elo > 1000 AND black_elo > 1000 AND strftime(date, '%Y.%m.%d') = other_tags['UTCDate']`); got != 4250 {
		t.Errorf("%d lichess games with ratings and a date equal to UTCDate, want all 4,250", got)
	}
	if got := one("SELECT count(*) FROM games WHERE time_control = '300+3'"); got != int64(want.blitz) || got == 0 {
		t.Errorf("games at 300+3: %d, want %d", got, want.blitz)
	}
	// C'escacs has no coordinate notation; chess and xiangqi do.
	if got := one("SELECT count(*) FROM games WHERE (moves_uci IS NULL) <> (variant = 'C''escacs')"); got != 0 {
		t.Errorf("%d games with moves_uci NULL where it should not be, or the reverse", got)
	}
	// Position keys: the Polyglot key of the standard start position,
	// and of the position after 1. e4 (both from the Polyglot book
	// format's description), reached by the games that open so.
	if got := one("SELECT count(DISTINCT game_id) FROM positions WHERE ply = 1 AND key = 9384546495678726550 AND move = 'e4' AND move_uci = 'e2e4'"); got != int64(want.e4) || got == 0 {
		t.Errorf("games through the key of 1. e4: %d, want %d", got, want.e4)
	}
	if got := one("SELECT count(*) FROM positions WHERE ply = 0 AND key = 5060803636482931868"); got == 0 {
		t.Error("no start position with the Polyglot key 463b96181691fc9c")
	}
	// Each game's last position is its final position.
	if got := one(`SELECT count(*) FROM games g JOIN positions p ON p.game_id = g.game_id AND p.ply = g.ply_count
		WHERE p.position <> g.final_position OR p.key <> g.final_key`); got != 0 {
		t.Errorf("%d games whose last position row is not their final position", got)
	}
	var moves string
	if err := db.QueryRow("SELECT array_to_string(moves[1:4], ' ') FROM games WHERE game_id = 1").Scan(&moves); err != nil || len(strings.Fields(moves)) != 4 {
		t.Errorf("the first game's first moves: %q, %v", moves, err)
	}
}
