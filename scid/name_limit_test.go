package scid

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants/chess"
)

// gamesWithSites returns one short game for each site.
func gamesWithSites(t *testing.T, sites ...string) []*pgn.Game {
	var text strings.Builder
	for _, s := range sites {
		fmt.Fprintf(&text, "[Event \"E\"]\n[Site %q]\n[Date \"2020.01.01\"]\n[Round \"1\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 e5 *\n\n", s)
	}
	var games []*pgn.Game
	for g, err := range pgn.NewReaderBytes([]byte(text.String()), pgn.ReaderOptions{Variant: chess.Variant}).Games() {
		if err != nil {
			t.Fatal(err)
		}
		games = append(games, g)
	}
	return games
}

// sitesOf reads the Site of every game of a base.
func sitesOf(t *testing.T, base string) []string {
	b, err := Open(base)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	var sites []string
	for g, err := range b.Games(Options{}) {
		if err != nil {
			t.Fatal(err)
		}
		s, _ := g.Tag("Site")
		sites = append(sites, s)
	}
	return sites
}

// TestNameLimit lowers Scid's limit of site names to 4 and asserts that the
// games past it are kept, their sites stored as "?" with a warning naming
// the game, where the ids would otherwise wrap around to other sites; and
// that a base appended to whose sites are all taken, "?" not among them,
// refuses a game with a new site.
func TestNameLimit(t *testing.T) {
	saved := maxNameCount
	defer func() { maxNameCount = saved }()
	maxNameCount[nameSite] = 4
	base := filepath.Join(t.TempDir(), "limit")
	w, err := Create(base, CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var warnings []string
	for _, g := range gamesWithSites(t, "s1", "s2", "s1", "s3", "s4", "s5", "s2") {
		ws, err := w.Add(g)
		if err != nil {
			t.Fatal(err)
		}
		warnings = append(warnings, ws...)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"s1", "s2", "s1", "s3", "?", "?", "s2"}, sitesOf(t, base)); diff != "" {
		t.Errorf("sites (-want +got):\n%s", diff)
	}
	want := []string{
		`game 5: Site "s4" stored as "?": the base already holds the 4 site names Scid's index can address`,
		`game 6: Site "s5" stored as "?": the base already holds the 4 site names Scid's index can address`,
	}
	if diff := cmp.Diff(want, warnings); diff != "" {
		t.Errorf("warnings (-want +got):\n%s", diff)
	}

	// A base of three sites, none "?", read with a limit of three.
	full := filepath.Join(t.TempDir(), "full")
	maxNameCount[nameSite] = 5
	w, err = Create(full, CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range gamesWithSites(t, "s1", "s2", "s3") {
		if _, err := w.Add(g); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	maxNameCount[nameSite] = 3
	w, err = Append(full)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Abort()
	games := gamesWithSites(t, "s2", "s9")
	if _, err := w.Add(games[0]); err != nil {
		t.Errorf("a game of a site the base holds: %v", err)
	}
	_, err = w.Add(games[1])
	if err == nil || !strings.Contains(err.Error(), `game 5: the base holds the 3 site names Scid's index can address, none of them "?": no place for "s9"`) {
		t.Errorf("a new site in a full base: %v", err)
	}
}

// TestBaseLimits lowers the most games a base holds, and the size of its
// game file to what two games take, and asserts that the games past either
// are refused with an error naming them, the games before kept.
func TestBaseLimits(t *testing.T) {
	savedGames, savedSize := writerMaxGames, writerMaxGameFile
	defer func() { writerMaxGames, writerMaxGameFile = savedGames, savedSize }()
	for _, tc := range []struct {
		name       string
		games      int    // the most games, or 0 to cap the size
		refusalHas string // in the third game's refusal
	}{
		{"games", 2, "game 3: the base holds the 2 games Scid can count"},
		{"size", 0, "game 3: the game file would pass the "},
	} {
		t.Run(tc.name, func(t *testing.T) {
			writerMaxGames, writerMaxGameFile = savedGames, savedSize
			if tc.games > 0 {
				writerMaxGames = tc.games
			}
			base := filepath.Join(t.TempDir(), "b")
			w, err := Create(base, CreateOptions{})
			if err != nil {
				t.Fatal(err)
			}
			var refused []string
			for i, g := range gamesWithSites(t, "a", "b", "c", "d") {
				if i == 2 && tc.games == 0 {
					writerMaxGameFile = w.size
				}
				if _, err := w.Add(g); err != nil {
					refused = append(refused, err.Error())
				}
			}
			if err := w.Close(); err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff([]string{"a", "b"}, sitesOf(t, base)); diff != "" {
				t.Errorf("sites (-want +got):\n%s", diff)
			}
			if len(refused) != 2 || !strings.Contains(refused[0], tc.refusalHas) {
				t.Errorf("refusals %q, want 2, the first with %q", refused, tc.refusalHas)
			}
		})
	}
}
