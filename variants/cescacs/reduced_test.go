package cescacs

import (
	"regexp"
	"strings"
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

// sedFilter does in Go what the spec's simplification does with sed: drop
// comments, leading spaces and dots, blank lines and the Redefine tag,
// write the standard letters for the redefined ones, then drop the
// variations, nested ones included.
func sedFilter(s string, redefine map[byte]byte) string {
	s = regexp.MustCompile(`(?s)\{[^}]*\}`).ReplaceAllString(s, "")
	var lines []string
	for _, l := range strings.Split(s, "\n") {
		l = strings.TrimLeft(l, " \t.")
		if strings.TrimSpace(l) == "" || strings.HasPrefix(l, "[Redefine ") {
			continue
		}
		if !strings.HasPrefix(l, "[") {
			b := []byte(l)
			for i := range b {
				// A letter before a column letter is a piece letter.
				if std, ok := redefine[b[i]]; ok && i+1 < len(b) && columnIndex(b[i+1]) >= 0 && (i == 0 || !isUpper(b[i-1])) {
					b[i] = std
				}
			}
			l = string(b)
		}
		lines = append(lines, l)
	}
	s = strings.Join(lines, "\n")
	for re := regexp.MustCompile(`\([^()]*\)`); re.MatchString(s); {
		s = re.ReplaceAllString(s, "")
	}
	return s
}

// movesOf lists the move tokens of a record, as the core reads them.
func movesOf(t *testing.T, s string) []string {
	var out []string
	for _, g := range readGames(t, "r", []byte(s), nil) {
		for _, n := range g.Moves.Moves {
			out = append(out, n.Text)
		}
		out = append(out, g.Result)
	}
	return out
}

// TestReducedEqualsSedFilter: --reduced gives the moves, tags and result
// that the spec's sed filter leaves, up to layout and the evaluations,
// which the reduced format drops.
func TestReducedEqualsSedFilter(t *testing.T) {
	record := `[Variant "C'escacs"]
[Id "X-4"]
[Redefine "A@J, T@R, C@N"]
[TLPD "` + alphabets[1].tlpd + `"]

{ Redefined letters }
1. CE3-C7 ?!, CE25-C21
{ @B: knights }
($[1] 1. …, E21-E15
.(1. …, CG25-I21)
.2. AF6-C15)
2. AF6-C15, AF22-C13
3. CG3-I7 :
*
{ end }
`
	want := sedFilter(record, map[byte]byte{'A': 'J', 'T': 'R', 'C': 'N'})
	got := string(export(t, "r", []byte(record), pgn.WriterOptions{Reduced: true}))
	strip := regexp.MustCompile(` (\?!|\?\?|!!|!\?|\?|!|◇)`)
	if a, b := movesOf(t, strip.ReplaceAllString(want, "")), movesOf(t, got); strings.Join(a, " ") != strings.Join(b, " ") {
		t.Errorf("moves differ:\nsed:     %v\nreduced: %v", a, b)
	}
	if !strings.Contains(got, "[TLPD \""+initialTLPD+"\"]") || strings.Contains(got, "Redefine") {
		t.Errorf("reduced tags: want the TLPD in standard letters and no Redefine:\n%s", got)
	}
	if strings.Contains(want, "Redefine") || !strings.Contains(want, "NE3-C7") {
		t.Errorf("the sed emulation is wrong:\n%s", want)
	}
}
