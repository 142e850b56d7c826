package variants

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/text/width"

	"github.com/pgntool/pgntool/internal/testdir"
	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants/cescacs"
	"github.com/pgntool/pgntool/variants/chess"
	"github.com/pgntool/pgntool/variants/xiangqi"
)

// oldForTagsOr is the rule package variants applied before it moved into
// pgn as data of each plugin's Info: the oracle the registry must agree
// with.
func oldForTagsOr(tags []pgn.Tag, fallback pgn.Variant) pgn.Variant {
	var named [2]string
	var first [2]bool
	var red, white, ctl bool
	for i := range tags {
		switch t := &tags[i]; t.Name {
		case "Variant", "Game":
			k := 0
			if t.Name == "Game" {
				k = 1
			}
			if !first[k] && strings.TrimSpace(t.Value) != "" {
				named[k] = t.Value
			}
			first[k] = true
		case "Red", "RedTeam":
			red = true
		case "White":
			white = true
		case "TLPD", "PDTL", "Redefine":
			ctl = true
		}
	}
	for _, value := range named {
		if value == "" {
			continue
		}
		v, found := oldLookup(value)
		if !found {
			return nil
		}
		return v
	}
	switch {
	case red && !white:
		return xiangqi.Variant
	case ctl:
		return cescacs.Variant
	}
	return fallback
}

// oldLookup is the old Lookup: the plugins' names and aliases as they
// were, and the one name other programs write.
func oldLookup(name string) (pgn.Variant, bool) {
	key := oldFold(name)
	for _, p := range []struct {
		v     pgn.Variant
		names []string
	}{
		{chess.Variant, []string{"chess", "standard", "chess", "Chess960", "chess 960", "fischerandom", "fischer random", "fischerrandom", "frc", "dfrc", "from position"}},
		{xiangqi.Variant, []string{"Chinese Chess", "xiangqi", "chinese chess", "xiang qi", "cchess", "象棋", "中国象棋"}},
		{cescacs.Variant, []string{"C'escacs", "cescacs", "c'escacs", "C’escacs", "ctl"}},
	} {
		for _, n := range p.names {
			if oldFold(n) == key {
				return p.v, true
			}
		}
	}
	return nil, false
}

// oldFold is how the old Lookup compared names.
func oldFold(s string) string {
	s = width.Fold.String(strings.TrimSpace(s))
	s = strings.ReplaceAll(s, "’", "'")
	s = strings.Join(strings.Fields(s), " ")
	return strings.ToLower(s)
}

// oldForFile is the old ForFile.
func oldForFile(name string) pgn.Variant {
	ext := strings.ToLower(name)
	if i := strings.LastIndexAny(ext, "./\\"); i >= 0 && ext[i] == '.' {
		ext = ext[i+1:]
	} else {
		return nil
	}
	switch ext {
	case "ctl-pgn":
		return cescacs.Variant
	case "wxf", "uci", "ucci", "iccs", "pgn_zh", "pgn_iccs", "pgn_cc", "xqf":
		return xiangqi.Variant
	}
	return nil
}

func nameOf(v pgn.Variant) string {
	if v == nil {
		return "<nil>"
	}
	return v.Name()
}

// TestChooseVariantAsBefore tries every combination of the tags the rule
// looks at, in both orders of the naming tags and with two fallbacks:
// pgn.ChooseVariant and ChooseVariantOr choose as the old rule did.
func TestChooseVariantAsBefore(t *testing.T) {
	variantValues := []string{"", " ", "xiangqi", "Atomic", "From Position", "chess960", "ＣＨＥＳＳ", "C’escacs"}
	gameValues := []string{"", "Chinese Chess", "Go", "ctl"}
	marks := []string{"Red", "RedTeam", "White", "TLPD", "PDTL", "Redefine", "Black"}
	fallbacks := []pgn.Variant{nil, cescacs.Variant, chess.Variant}
	cases := 0
	for vi, vv := range variantValues {
		for gi, gv := range gameValues {
			for set := 0; set < 1<<len(marks); set++ {
				for _, gameFirst := range []bool{false, true} {
					var tags []pgn.Tag
					naming := []pgn.Tag{}
					if vi > 0 {
						naming = append(naming, pgn.Tag{Name: "Variant", Value: vv})
					}
					if gi > 0 {
						naming = append(naming, pgn.Tag{Name: "Game", Value: gv})
					}
					if gameFirst && len(naming) == 2 {
						naming[0], naming[1] = naming[1], naming[0]
					}
					tags = append(tags, pgn.Tag{Name: "Event", Value: "e"})
					for i, m := range marks {
						if set&(1<<i) != 0 {
							tags = append(tags, pgn.Tag{Name: m, Value: "x"})
						}
					}
					tags = append(tags, naming...)
					want := oldForTagsOr(tags, chess.Variant)
					if got := pgn.ChooseVariant(tags); got != want {
						t.Errorf("ChooseVariant(%v) = %s, want %s", tags, nameOf(got), nameOf(want))
					}
					if got := ForTags(tags); got != want {
						t.Errorf("ForTags(%v) = %s, want %s", tags, nameOf(got), nameOf(want))
					}
					for _, fb := range fallbacks {
						want := oldForTagsOr(tags, fb)
						if got := ForTagsOr(tags, fb); got != want {
							t.Errorf("ForTagsOr(%v, %s) = %s, want %s", tags, nameOf(fb), nameOf(got), nameOf(want))
						}
					}
					cases++
				}
			}
		}
	}
	t.Logf("%d tag sections chosen as before", cases)
}

// choiceChecker compares the two rules on every tag section a reader asks
// about, which includes the partial sections the reader asks with while it
// reads the tags.
type choiceChecker struct {
	t            *testing.T
	file         string
	asked, games int
}

func (c *choiceChecker) choose(tags []pgn.Tag) pgn.Variant {
	c.asked++
	fallback := ForFile(c.file)
	if fallback == nil {
		fallback = Default()
	}
	want := oldForTagsOr(tags, fallback)
	got := pgn.ChooseVariantOr(tags, fallback)
	if got != want {
		c.t.Errorf("%s: ChooseVariantOr(%v) = %s, want %s", c.file, tags, nameOf(got), nameOf(want))
	}
	if fallback == Default() {
		if got := pgn.ChooseVariant(tags); got != want {
			c.t.Errorf("%s: ChooseVariant(%v) = %s, want %s", c.file, tags, nameOf(got), nameOf(want))
		}
	}
	return got
}

// skipMoves is a visitor that reads the tags and skips the movetext.
type skipMoves struct {
	pgn.NopVisitor
	c *choiceChecker
}

func (s skipMoves) EndTags(pgn.Variant) bool { s.c.games++; return true }

// TestChooseVariantCorpus reads the tags of every game of the corpus: the
// registry chooses each game's variant, and each file's, as the old rule
// did.
func TestChooseVariantCorpus(t *testing.T) {
	dir := testdir.Shared(t, "corpus")
	c := &choiceChecker{t: t}
	files := 0
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		if got, want := ForFile(path), oldForFile(path); got != want {
			t.Errorf("ForFile(%s) = %s, want %s", path, nameOf(got), nameOf(want))
		}
		switch strings.ToLower(filepath.Ext(path)) {
		case ".pgn", ".ctl-pgn", ".wxf", ".uci", ".pgn_zh", ".pgn_iccs", ".pgn_cc", ".txt":
		default:
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		files++
		c.file = path
		r := pgn.NewReaderBytes(data, pgn.ReaderOptions{File: path, Select: c.choose})
		return r.Visit(skipMoves{c: c})
	})
	if err != nil {
		t.Fatal(err)
	}
	if c.games == 0 {
		t.Fatal("no game read from the corpus")
	}
	t.Logf("%d files, %d games, %d tag sections chosen as before", files, c.games, c.asked)
}

// TestForFileAsBefore compares VariantForFile with the old rule on names
// with and without extensions, directories and odd cases.
func TestForFileAsBefore(t *testing.T) {
	for _, name := range []string{"", "a", "a.pgn", "A.CTL-PGN", "x.ctl-pgn", ".wxf", "dir.wxf/game", `dir\game.XQF`, "g.uci", "g.ucci",
		"g.iccs", "g.pgn_zh", "g.pgn_iccs", "g.pgn_cc", "g.pgn_cc.gz", "g.ctl", "g.ctl-pgn.bak", "wxf", "g.Wxf", "ctl-pgn"} {
		if got, want := ForFile(name), oldForFile(name); got != want {
			t.Errorf("ForFile(%q) = %s, want %s", name, nameOf(got), nameOf(want))
		}
		v, ok := pgn.VariantForFile(name)
		if ok != (v != nil) || v != oldForFile(name) {
			t.Errorf("pgn.VariantForFile(%q) = %s, %v, want %s", name, nameOf(v), ok, nameOf(oldForFile(name)))
		}
	}
}

// sevenTags is a typical chess game's tag section, which names no game.
var sevenTags = []pgn.Tag{{Name: "Event", Value: "e"}, {Name: "Site", Value: "s"}, {Name: "Date", Value: "2026.01.01"},
	{Name: "Round", Value: "1"}, {Name: "White", Value: "w"}, {Name: "Black", Value: "b"}, {Name: "Result", Value: "*"},
	{Name: "WhiteElo", Value: "2000"}, {Name: "BlackElo", Value: "2000"}, {Name: "ECO", Value: "C20"}}

// BenchmarkChooseVariant is the registry's choice for a game of tags that
// name no game, as lint makes it for every game; BenchmarkOldForTags is
// the old rule on the same tags.
func BenchmarkChooseVariant(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		pgn.ChooseVariant(sevenTags)
	}
}

func BenchmarkOldForTags(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		oldForTagsOr(sevenTags, chess.Variant)
	}
}
