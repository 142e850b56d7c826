package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	pq "github.com/parquet-go/parquet-go"

	"github.com/pgntool/pgntool/parquet"
)

// TestConvertParquet converts a clean and a faulty game to both tables:
// the faulty game is reported and written up to its illegal move, exit 1.
func TestConvertParquet(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"games.pgn": cleanGame + "\n" + faultyGame})
	r := runBinary(t, dir, "", "convert", "--to", "parquet", "-o", "games.parquet", "--positions", "positions.parquet", "games.pgn")
	if r.code != 1 || !strings.Contains(r.stderr, "games.pgn:19:17: error: ") || r.stdout != "" {
		t.Fatalf("exit %d, stdout %q, stderr %q; want 1 and the fault of the second game", r.code, r.stdout, r.stderr)
	}
	games, err := pq.ReadFile[parquet.GameRow](filepath.Join(dir, "games.parquet"))
	if err != nil {
		t.Fatal(err)
	}
	if len(games) != 2 || games[0].PlyCount != 2 || games[1].PlyCount != 3 || games[1].MovesNotPlayed != 2 ||
		games[1].ErrorCode == nil || games[0].File != "games.pgn" || games[1].Line != 11 {
		t.Fatalf("games table: %+v", games)
	}
	positions, err := pq.ReadFile[parquet.PositionRow](filepath.Join(dir, "positions.parquet"))
	if err != nil {
		t.Fatal(err)
	}
	if len(positions) != 3+4 {
		t.Errorf("%d positions, want 7", len(positions))
	}
}

// TestConvertParquetUsage: the tables are files; a wrong combination is a
// usage error found before any input is read, and leaves no file.
func TestConvertParquetUsage(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"games.pgn": cleanGame})
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--to", "parquet", "games.pgn"}, "name it with -o FILE.parquet"},
		{[]string{"--to", "parquet", "-o", "-", "games.pgn"}, "-o - is not one"},
		{[]string{"--to", "parquet", "-o", "a.parquet", "--positions", "a.parquet", "games.pgn"}, "the same file"},
		{[]string{"--to", "parquet", "-o", "a.parquet", "--notation", "uci", "games.pgn"}, "--notation does not go with --to parquet"},
		{[]string{"--to", "json", "--positions", "p.parquet", "games.pgn"}, "--positions goes with --to parquet only"},
	} {
		r := runBinary(t, dir, "", append([]string{"convert"}, tc.args...)...)
		if r.code != 2 || !strings.Contains(r.stderr, tc.want) {
			t.Errorf("convert %v: exit %d, stderr %q; want 2 and %q", tc.args, r.code, r.stderr, tc.want)
		}
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("files left: %v", entries)
	}
}

// TestConvertParquetJobs: the tables are the same bytes on one job and on
// two, on an input of several chunks.
func TestConvertParquetJobs(t *testing.T) {
	dir := t.TempDir()
	var text strings.Builder
	for i := range 12000 { // 1.6 MB: chunks of 256 KiB (parquetChunkBytes)
		if i%500 == 7 {
			text.WriteString(faultyGame + "\n")
			continue
		}
		text.WriteString(cleanGame + "\n")
	}
	writeFiles(t, dir, map[string]string{"games.pgn": text.String()})
	files := map[string][]byte{}
	for _, jobs := range []string{"1", "2"} {
		r := runBinary(t, dir, "", "convert", "--to", "parquet", "-j", jobs, "-o", "g"+jobs+".parquet", "--positions", "p"+jobs+".parquet", "games.pgn")
		if r.code != 1 {
			t.Fatalf("--jobs %s: exit %d, stderr %q", jobs, r.code, r.stderr)
		}
		for _, name := range []string{"g", "p"} {
			data, err := os.ReadFile(filepath.Join(dir, name+jobs+".parquet"))
			if err != nil {
				t.Fatal(err)
			}
			if old, ok := files[name]; ok && !bytes.Equal(old, data) {
				t.Errorf("--jobs %s: %s table differs from --jobs 1", jobs, name)
			}
			files[name] = data
		}
	}
	games, err := pq.ReadFile[parquet.GameRow](filepath.Join(dir, "g2.parquet"))
	if err != nil {
		t.Fatal(err)
	}
	if len(games) != 12000 || games[7].ErrorCode == nil || games[11999].GameID != 12000 {
		t.Errorf("%d games; want 12000, the 8th with an error", len(games))
	}
}
