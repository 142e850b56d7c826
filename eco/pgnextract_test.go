package eco

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants/chess"
)

// pgnExtractCorpus are the corpus files compared with pgn-extract: a week of
// TWIC (over-the-board master games) and a file of blitz games.
var pgnExtractCorpus = []string{
	"notnil-chess/assets/twic0920.pgn",
	"pgn-extract-go/cancer0707.pgn",
}

// findPgnExtract returns pgn-extract's path and its eco.pgn, or skips.
func findPgnExtract(t *testing.T) (bin, ecoFile string) {
	t.Helper()
	bin, err := exec.LookPath("pgn-extract")
	if err != nil {
		bin = "/usr/games/pgn-extract" // where Debian installs it
		if _, err := os.Stat(bin); err != nil {
			t.Skip("pgn-extract is not installed: cannot compare its ECO classification")
		}
	}
	ecoFile = "/usr/share/pgn-extract/eco.pgn"
	if _, err := os.Stat(ecoFile); err != nil {
		t.Skipf("pgn-extract's eco.pgn not found (%v)", err)
	}
	return bin, ecoFile
}

// TestPgnExtractECO removes the ECO, Opening, Variation and SubVariation tags
// of the corpus games, classifies them with pgn-extract -e and with Classify,
// and compares the codes. The two tables differ (docs/compatibility.md,
// section "ECO classification", gives the reasons), so the test asks for
// agreement on most games and lists the differences with -v.
func TestPgnExtractECO(t *testing.T) {
	bin, ecoFile := findPgnExtract(t)
	var input bytes.Buffer
	ours := map[string]string{}
	moves := map[string]string{}
	// transposed marks the games whose named position was reached by
	// another move order than the table line's.
	transposed := map[string]bool{}
	for _, name := range pgnExtractCorpus {
		path := filepath.Join("..", "..", "shared", "corpus", "chess", name)
		data, err := os.ReadFile(path)
		if err != nil {
			t.Logf("skipping %s: %v", name, err)
			continue
		}
		r := pgn.NewReaderBytes(data, pgn.ReaderOptions{File: path, Variant: chess.Variant})
		for i := 0; ; i++ {
			g, err := r.ReadGame()
			if g == nil {
				break
			}
			if err != nil || len(g.Moves.Moves) == 0 {
				continue
			}
			for _, tag := range []string{"ECO", "Opening", "Variation", "SubVariation"} {
				g.DeleteTag(tag)
			}
			id := name + "#" + strconv.Itoa(i)
			if err := g.SetTag("PgntoolId", id); err != nil {
				t.Fatal(err)
			}
			o, ok := Classify(g)
			ours[id] = o.ECO
			moves[id] = firstMoves(g, 16)
			transposed[id] = ok && !strings.HasPrefix(firstMoves(g, MaxPlies)+" ", o.Moves+" ")
			input.WriteString(g.String())
			input.WriteString("\n")
		}
	}
	if len(ours) == 0 {
		t.Skip("chess corpus not found in ../shared/corpus: nothing to compare")
	}
	dir := t.TempDir()
	in := filepath.Join(dir, "in.pgn")
	if err := os.WriteFile(in, input.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(bin, "-s", "-e"+ecoFile, in).Output()
	if err != nil {
		t.Fatalf("pgn-extract: %v", err)
	}
	theirs := map[string]string{}
	r := pgn.NewReaderBytes(out, pgn.ReaderOptions{Variant: chess.Variant})
	for {
		g, _ := r.ReadGame()
		if g == nil {
			break
		}
		id, _ := g.Tag("PgntoolId")
		code, _ := g.Tag("ECO")
		theirs[id] = code
	}

	same, sameLetter, compared, byTransposition := 0, 0, 0, 0
	type pair struct{ ours, theirs string }
	diffs := map[pair][]string{}
	for id, code := range ours {
		their, ok := theirs[id]
		if !ok {
			t.Errorf("%s: pgn-extract did not write the game", id)
			continue
		}
		compared++
		switch {
		case code == their:
			same++
		case code != "" && their != "" && code[0] == their[0]:
			sameLetter++
			fallthrough
		default:
			if transposed[id] {
				byTransposition++
			}
			p := pair{code, their}
			diffs[p] = append(diffs[p], id)
		}
	}
	pairs := make([]pair, 0, len(diffs))
	for p := range diffs {
		pairs = append(pairs, p)
	}
	sort.Slice(pairs, func(i, j int) bool {
		if len(diffs[pairs[i]]) != len(diffs[pairs[j]]) {
			return len(diffs[pairs[i]]) > len(diffs[pairs[j]])
		}
		return pairs[i].ours+pairs[i].theirs < pairs[j].ours+pairs[j].theirs
	})
	t.Logf("%d games: same ECO %d (%.1f%%), same letter only %d, other %d",
		compared, same, 100*float64(same)/float64(compared), sameLetter, compared-same-sameLetter)
	t.Logf("of the %d differences, %d are games that reach our position by another move order than the lichess line's",
		compared-same, byTransposition)
	for _, p := range pairs {
		id := diffs[p][0]
		t.Logf("ours %-3s pgn-extract %-3s %4d games, e.g. %s (transposed %v): %s", p.ours, p.theirs, len(diffs[p]), id, transposed[id], moves[id])
	}
	// Both tables follow ECO's volumes, so most games get the same code;
	// below this the classification (not the tables) would be at fault.
	if compared > 0 && float64(same) < 0.6*float64(compared) {
		t.Errorf("only %d of %d games have the same ECO code as pgn-extract gives", same, compared)
	}
}

// firstMoves returns the first n moves of g's main line in SAN.
func firstMoves(g *pgn.Game, n int) string {
	var b []byte
	i := 0
	for p := range pgn.Plies(g, nil) {
		if !p.MainLine {
			continue
		}
		if i == n {
			break
		}
		if !p.Second {
			b = fmt.Appendf(b, "%d. ", p.Number)
		}
		b = append(b, p.Node.Text...)
		b = append(b, ' ')
		i++
	}
	return string(bytes.TrimSpace(b))
}
