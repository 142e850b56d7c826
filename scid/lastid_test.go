package scid

import (
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestLastIDs adds games whose sites repeat in a row and come back after
// others, past a lowered limit of site names, and asserts that the
// Writer's memory of the game before's names gives each game the site it
// names, and that a site stored as "?" is warned of in each game that
// names it, also in a row.
func TestLastIDs(t *testing.T) {
	saved := maxNameCount
	defer func() { maxNameCount = saved }()
	maxNameCount[nameSite] = 4
	base := filepath.Join(t.TempDir(), "last")
	w, err := Create(base, CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var warnings []string
	sites := []string{"s1", "s1", "s2", "s2", "s1", "s3", "s4", "s4", "s3", "s3", "s2"}
	for _, g := range gamesWithSites(t, sites...) {
		ws, err := w.Add(g)
		if err != nil {
			t.Fatal(err)
		}
		warnings = append(warnings, ws...)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	want := []string{"s1", "s1", "s2", "s2", "s1", "s3", "?", "?", "s3", "s3", "s2"}
	if diff := cmp.Diff(want, sitesOf(t, base)); diff != "" {
		t.Errorf("sites (-want +got):\n%s", diff)
	}
	wantWarnings := []string{
		`game 7: Site "s4" stored as "?": the base already holds the 4 site names Scid's index can address`,
		`game 8: Site "s4" stored as "?": the base already holds the 4 site names Scid's index can address`,
	}
	if diff := cmp.Diff(wantWarnings, warnings); diff != "" {
		t.Errorf("warnings (-want +got):\n%s", diff)
	}
}
