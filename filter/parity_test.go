package filter

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

// The parity tests run pgn-extract and this package on the same chess
// corpus files and compare the games each selects. Each game is numbered
// first by a PgntoolGame tag inserted before it, so that the games
// pgn-extract writes can be told apart. Games either tool cannot read
// (illegal moves, broken text) are left out of the comparison; the
// differences that remain are explained in docs/compatibility.md.

const corpusChess = "../../shared/corpus/chess"

var parityFiles = []string{
	"pgn-extract/test/infiles/fischer.pgn",
	"pgn-extract/test/infiles/petrosian.pgn",
	"pgn-extract/test/infiles/najdorf.pgn",
	"pgn-extract/test/infiles/test-checkmate.pgn",
	"pgn-extract/test/infiles/test-stalemate.pgn",
	"pgn-extract/test/infiles/test-hash.pgn",
	"shakmaty/pgn-reader/benches/twic1599_100k.pgn",
	// duplicates: the same games twice, the second copy with other tags
	"pgn-extract/test/infiles/fischer.pgn+pgn-extract/test/infiles/test-hash.pgn+pgn-extract/test/infiles/fischer.pgn",
}

// numbered is one corpus file with its games numbered.
type numbered struct {
	path  string // the numbered copy
	games []*pgn.Game
	nums  []int // PgntoolGame of each game
	clean map[int]bool
}

func pgnExtract(t *testing.T) string {
	for _, p := range []string{"pgn-extract", "/usr/games/pgn-extract"} {
		if path, err := exec.LookPath(p); err == nil {
			return path
		}
	}
	t.Skip("pgn-extract is not installed: no parity test")
	return ""
}

func numberFile(t *testing.T, name string) *numbered {
	var data []byte
	for _, part := range strings.Split(name, "+") {
		d, err := os.ReadFile(filepath.Join(corpusChess, part))
		if err != nil {
			t.Skipf("corpus file absent: %v", err)
		}
		data = append(append(data, d...), '\n')
	}
	var out bytes.Buffer
	last := 0
	n := 0
	for g, err := range pgn.NewReaderBytes(data, pgn.ReaderOptions{}).Games() {
		if err != nil {
			t.Fatal(err)
		}
		off := int(g.Pos.Offset)
		out.Write(data[last:off])
		n++
		fmt.Fprintf(&out, "[PgntoolGame \"%d\"]\n", n)
		last = off
	}
	out.Write(data[last:])
	path := filepath.Join(t.TempDir(), "numbered.pgn")
	if err := os.WriteFile(path, out.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	f := &numbered{path: path, clean: map[int]bool{}}
	for g, err := range pgn.NewReaderBytes(out.Bytes(), pgn.ReaderOptions{}).Games() {
		if err != nil {
			t.Fatal(err)
		}
		num := gameNumber(g)
		f.games = append(f.games, g)
		f.nums = append(f.nums, num)
		if !hasError(g) {
			f.clean[num] = true
		}
	}
	return f
}

func hasError(g *pgn.Game) bool {
	for _, d := range g.Diagnostics {
		if d.Severity == pgn.Error {
			return true
		}
	}
	return false
}

func gameNumber(g *pgn.Game) int {
	v, _ := pgn.TagValue(g.Tags, "PgntoolGame")
	n, _ := strconv.Atoi(v)
	return n
}

// extract runs pgn-extract and returns the numbers of the games it writes.
func extract(t *testing.T, tool string, f *numbered, args ...string) []int {
	out := filepath.Join(t.TempDir(), "out.pgn")
	cmd := exec.Command(tool, append(append([]string{"-s", "--output", out}, args...), f.path)...)
	cmd.Dir = t.TempDir() // tag files are written there by the caller
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%v: %v\n%s", cmd.Args, err, msg)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	var nums []int
	for g, err := range pgn.NewReaderBytes(data, pgn.ReaderOptions{}).Games() {
		if err != nil {
			t.Fatal(err)
		}
		nums = append(nums, gameNumber(g))
	}
	return nums
}

// compare reports the games one tool selects and the other does not, among
// the games both read without error.
func compare(t *testing.T, f *numbered, accepted map[int]bool, ours, theirs []int) {
	t.Helper()
	in := func(list []int) map[int]bool {
		m := map[int]bool{}
		for _, n := range list {
			if accepted[n] && f.clean[n] {
				m[n] = true
			}
		}
		return m
	}
	o, p := in(ours), in(theirs)
	var onlyOurs, onlyTheirs []int
	for n := range o {
		if !p[n] {
			onlyOurs = append(onlyOurs, n)
		}
	}
	for n := range p {
		if !o[n] {
			onlyTheirs = append(onlyTheirs, n)
		}
	}
	slices.Sort(onlyOurs)
	slices.Sort(onlyTheirs)
	if len(onlyOurs)+len(onlyTheirs) > 0 {
		t.Errorf("%s: selected only by pgntool %v, only by pgn-extract %v", filepath.Base(f.path), onlyOurs, onlyTheirs)
	}
	t.Logf("%s: %d games compared, %d selected", filepath.Base(f.path), len(accepted), len(o))
}

func tagFile(t *testing.T, text string) string {
	p := filepath.Join(t.TempDir(), "tags.txt")
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestParityWithPgnExtract(t *testing.T) {
	tool := pgnExtract(t)
	sicilian := "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2"
	for _, name := range parityFiles {
		t.Run(strings.ReplaceAll(filepath.Base(name), "+", "_"), func(t *testing.T) {
			f := numberFile(t, name)
			accepted := map[int]bool{}
			for _, n := range extract(t, tool, f) {
				accepted[n] = true
			}
			player, _ := pgn.TagValue(f.games[0].Tags, "White")
			cases := []struct {
				name     string
				criteria []string
				args     []string
			}{
				{"result", []string{"Result=1-0"}, []string{"-t", tagFile(t, "Result \"1-0\"\n")}},
				{"tags", []string{"Result=1/2-1/2", "Date<1990"}, []string{"-t", tagFile(t, "Result \"1/2-1/2\"\nDate < \"1990\"\n")}},
				{"player", []string{"Player~=^" + regexp.QuoteMeta(player)}, []string{"-t", tagFile(t, fmt.Sprintf("Player %q\n", player))}},
				{"eco", []string{"eco:B90-B99"}, []string{"-t", tagFile(t, "ECO \"B9\"\n")}},
				{"position", []string{"position:" + sicilian}, []string{"-t", tagFile(t, fmt.Sprintf("FEN %q\n", sicilian))}},
				{"checkmate", []string{"checkmate"}, []string{"--checkmate"}},
				{"stalemate", []string{"stalemate"}, []string{"--stalemate"}},
			}
			for _, tc := range cases {
				t.Run(tc.name, func(t *testing.T) {
					c, err := Compile(tc.criteria...)
					if err != nil {
						t.Fatal(err)
					}
					var ours []int
					for i, g := range f.games {
						if c.Match(g) {
							ours = append(ours, f.nums[i])
						}
					}
					compare(t, f, accepted, ours, extract(t, tool, f, tc.args...))
				})
			}
			t.Run("duplicates", func(t *testing.T) {
				d := NewDeduper(SameMoves)
				var kept []int
				for i, g := range f.games {
					if !accepted[f.nums[i]] {
						continue // the first copy pgn-extract keeps must be one it reads
					}
					if dup, err := d.Duplicate(g); err == nil && !dup {
						kept = append(kept, f.nums[i])
					}
				}
				compare(t, f, accepted, kept, extract(t, tool, f, "-D"))
			})
		})
	}
}
