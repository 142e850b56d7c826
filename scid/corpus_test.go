package scid_test

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pgntool/pgntool/internal/testdir"
	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/scid"
)

// corpusBases lists the .si4 files of ../shared/corpus/scid with the
// export Scid made of each: BASE.export.pgn beside it, or the directory's
// only *.export.pgn (block-packed holds the games of block, stored
// differently; the corpus README records that Scid exports both alike).
func corpusBases(t testing.TB) map[string]string {
	dir := testdir.Shared(t, "corpus/scid")
	indexes, _ := filepath.Glob(filepath.Join(dir, "*", "*.si4"))
	if len(indexes) == 0 {
		t.Skipf("no Scid bases (*.si4) in %s", dir)
	}
	bases := map[string]string{}
	for _, si := range indexes {
		base := strings.TrimSuffix(si, ".si4")
		export := base + ".export.pgn"
		if _, err := os.Stat(export); err != nil {
			exports, _ := filepath.Glob(filepath.Join(filepath.Dir(si), "*.export.pgn"))
			if len(exports) != 1 {
				t.Errorf("%s: no export to compare with", si)
				continue
			}
			export = exports[0]
		}
		bases[base] = export
	}
	return bases
}

// exportedGame is one game of Scid's export text, split for comparison.
type exportedGame struct {
	tags  []pgn.Tag
	moves []string // movetext tokens, normalised by movetextTokens
}

// TestCorpusMatchesScidExport reads every game of every corpus base and
// compares it with Scid 4.7.4's own export of that base, game for game:
//   - the tags of the decoded game, names, values and order, equal the
//     tags Scid exported;
//   - the game written by pgn.Writer has the same tags (the Writer puts
//     the tags after the roster in alphabetical order, Scid in its own:
//     compared as sets) and the same movetext once the formatting
//     differences of docs/scid.md are normalised: spacing and line breaks,
//     move numbers ("1.e4 1...e5" against "1. e4 e5"), and the spaces
//     inside braces and parentheses.
func TestCorpusMatchesScidExport(t *testing.T) {
	for base, export := range corpusBases(t) {
		t.Run(filepath.Base(base), func(t *testing.T) {
			text, err := os.ReadFile(export)
			if err != nil {
				t.Fatal(err)
			}
			compareBaseWithExport(t, base, text)
		})
	}
}

// compareBaseWithExport reads every game of base and compares it with
// text, Scid's export of it, as TestCorpusMatchesScidExport describes.
func compareBaseWithExport(t *testing.T, base string, text []byte) {
	t.Helper()
	want := splitExport(t, text)
	b, err := scid.Open(base)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	if b.NumGames() != len(want) {
		t.Fatalf("NumGames() = %d, Scid exported %d games", b.NumGames(), len(want))
	}
	var out bytes.Buffer
	w := pgn.NewWriter(&out, pgn.WriterOptions{})
	n := 0
	for g, err := range b.Games(scid.Options{}) {
		if err != nil {
			t.Fatalf("game %d: %v", n+1, err)
		}
		wg := want[n]
		n++
		if diff := cmp.Diff(tagPairs(wg.tags), tagPairs(g.Tags)); diff != "" {
			t.Errorf("game %d: tags differ from Scid's (-scid +ours):\n%s", n, diff)
		}
		out.Reset()
		if _, err := w.WriteGame(g); err != nil {
			t.Fatalf("game %d: writing: %v", n, err)
		}
		got := splitExport(t, out.Bytes())
		if len(got) != 1 {
			t.Fatalf("game %d: the writer wrote %d games", n, len(got))
		}
		if diff := cmp.Diff(sortedTags(wg.tags), sortedTags(got[0].tags)); diff != "" {
			t.Errorf("game %d: written tags differ (-scid +ours):\n%s", n, diff)
		}
		if diff := cmp.Diff(wg.moves, got[0].moves); diff != "" {
			t.Errorf("game %d: movetext differs (-scid +ours):\n%s", n, diff)
		}
	}
	if n != len(want) {
		t.Errorf("read %d games, Scid exported %d", n, len(want))
	}
}

func tagPairs(tags []pgn.Tag) [][2]string {
	var out [][2]string
	for _, t := range tags {
		out = append(out, [2]string{t.Name, t.Value})
	}
	return out
}

func sortedTags(tags []pgn.Tag) [][2]string {
	out := tagPairs(tags)
	slices.SortFunc(out, func(a, b [2]string) int { return strings.Compare(a[0]+"\x00"+a[1], b[0]+"\x00"+b[1]) })
	return out
}

// splitExport cuts an export text into games: each starts with an
// "[Event " line after a blank line (both Scid and pgn.Writer write Event
// first), its tag lines, then its movetext.
func splitExport(t testing.TB, text []byte) []exportedGame {
	var games []exportedGame
	lines := strings.Split(string(text), "\n")
	for i := 0; i < len(lines); {
		if !strings.HasPrefix(lines[i], "[Event ") {
			i++
			continue
		}
		var g exportedGame
		for ; i < len(lines) && strings.HasPrefix(lines[i], "["); i++ {
			g.tags = append(g.tags, parseTagLine(t, lines[i]))
		}
		var mt strings.Builder
		for ; i < len(lines) && !(strings.HasPrefix(lines[i], "[Event ") && strings.TrimSpace(lines[i-1]) == ""); i++ {
			mt.WriteString(lines[i])
			mt.WriteByte('\n')
		}
		g.moves = movetextTokens(mt.String())
		games = append(games, g)
	}
	return games
}

func parseTagLine(t testing.TB, line string) pgn.Tag {
	name, value, ok := strings.Cut(strings.TrimSuffix(strings.TrimPrefix(line, "["), "]"), " ")
	if !ok || len(value) < 2 || value[0] != '"' || value[len(value)-1] != '"' {
		t.Fatalf("bad tag line %q", line)
	}
	value = value[1 : len(value)-1]
	value = strings.ReplaceAll(strings.ReplaceAll(value, `\"`, `"`), `\\`, `\`)
	return pgn.Tag{Name: name, Value: value}
}

// movetextTokens splits movetext into its tokens with the formatting
// normalised: comments as "{text}" with the text's surrounding spaces and
// inner runs of white space reduced; parentheses as tokens; move numbers
// ("1.", "1...", and "1.e4" written together) dropped.
func movetextTokens(mt string) []string {
	var toks []string
	for i := 0; i < len(mt); {
		c := mt[i]
		switch {
		case c == ' ' || c == '\n' || c == '\r' || c == '\t':
			i++
		case c == '{':
			end := strings.IndexByte(mt[i:], '}')
			if end < 0 {
				end = len(mt) - i
			}
			body := strings.Join(strings.Fields(mt[i+1:i+end]), " ")
			toks = append(toks, "{"+body+"}")
			i += end + 1
		case c == '(' || c == ')':
			toks = append(toks, string(c))
			i++
		default:
			j := i
			for j < len(mt) && !strings.ContainsRune(" \n\r\t{}()", rune(mt[j])) {
				j++
			}
			tok := mt[i:j]
			i = j
			// Drop a move number and the dots after it, keeping a move
			// written against it.
			k := 0
			for k < len(tok) && tok[k] >= '0' && tok[k] <= '9' {
				k++
			}
			if k > 0 && k < len(tok) && tok[k] == '.' {
				for k < len(tok) && tok[k] == '.' {
					k++
				}
				tok = tok[k:]
			}
			if tok != "" {
				toks = append(toks, tok)
			}
		}
	}
	return toks
}
