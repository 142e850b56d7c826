package xiangqi

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/pgn/tagvalue"
)

// exportRoster is the export order of the tags the seed names: Game
// first, the seven tags with Red for White and the teams before the
// players, then the opening tags, the position and the notation.
var exportRoster = []string{
	"Game", "Event", "Site", "Date", "Round", "RedTeam", "Red", "BlackTeam", "Black", "Result",
	"Opening", "Variation", "ECCO", "FEN", "Format",
}

// requiredTags must be present in every game; export fills them with "?".
var requiredTags = []string{"Game", "Event", "Site", "Date", "Round", "Red", "Black", "Result"}

// valueCheckers are the tagvalue checks for tags whose form is fixed.
// Round is not among them: the seed's own example is "决赛(加赛)" (the
// final, play-off), so xiangqi rounds are free text.
var valueCheckers = map[string]func(string) error{
	"Date": tagvalue.Date, "EventDate": tagvalue.Date,
	"RedElo": tagvalue.Elo, "BlackElo": tagvalue.Elo, "PlyCount": tagvalue.PlyCount,
	"TimeControl": tagvalue.TimeControl, "Time": tagvalue.Time, "Termination": tagvalue.Termination,
}

// canonicalName returns the roster spelling of a tag named with another
// case, such as walker8088's "Fen", or "" when name is no roster tag.
func canonicalName(name string) string {
	for _, r := range exportRoster {
		if strings.EqualFold(r, name) {
			return r
		}
	}
	return ""
}

// CheckTags reports faults of a xiangqi tag section: the roster of the
// seed (Game first, Red and Black, teams before players), the forms of
// Date, Result, ECCO and Format, and the quirks of real files.
func (xiangqiVariant) CheckTags(tags []pgn.Tag, game pgn.Position, report pgn.Report) {
	if report == nil {
		return // nobody to tell
	}
	seen := map[string]int{}
	for i, t := range tags {
		// A lower-case initial is the core's tag-name-case; this catches
		// walker8088's Fen for FEN.
		if c := canonicalName(t.Name); c != "" && c != t.Name && t.Name[0] < 'a' {
			report(pgn.Warnf(t.Pos, CodeTagCase, "tag %s should be written %s", t.Name, c))
		}
		name := t.Name
		if c := canonicalName(name); c != "" {
			name = c
		}
		if j, dup := seen[name]; dup {
			// The core reports exact duplicates; FEN after Fen is ours.
			if tags[j].Name != t.Name {
				report(pgn.Errorf(t.Pos, pgn.CodeTagDuplicate, "tag %s repeats %s (line %d), which differs only in case", t.Name, tags[j].Name, tags[j].Pos.Line))
			}
			continue
		}
		seen[name] = i
		checkValue(name, t, report)
	}
	var missing []string
	for _, name := range requiredTags {
		if _, ok := seen[name]; ok {
			continue
		}
		switch {
		case name == "Red" && hasTag(seen, "White"):
			j := seen["White"]
			report(pgn.Warnf(tags[j].Pos, CodeTagWhite, "xiangqi names the first player Red: write [Red %q] for [White %q]", tags[j].Value, tags[j].Value))
		case name == "Game" && variantTagNamesXiangqi(tags):
			// WinBoard and pychess name the game in the Variant tag, as
			// PGN does for every variant; the game is known, and export
			// writes the Game tag.
		default:
			missing = append(missing, name)
		}
	}
	if len(missing) > 0 {
		report(pgn.Errorf(game, pgn.CodeTagMissing, "%s", missingTags(missing)))
	}
	if i, ok := seen["Game"]; ok && i != 0 {
		report(pgn.Warnf(tags[i].Pos, CodeTagOrder, "tag Game must come first; it is tag %d", i+1))
	}
	for _, pair := range [][2]string{{"RedTeam", "Red"}, {"BlackTeam", "Black"}} {
		team, okT := seen[pair[0]]
		player, okP := seen[pair[1]]
		if okT && okP && team > player {
			report(pgn.Warnf(tags[team].Pos, CodeTagOrder, "tag %s should come before %s", pair[0], pair[1]))
		}
	}
}

// missingTags says which required tags are absent, in one sentence:
// "required tag Site is missing", "required tags Site, Round and Date are
// missing". One line per game, not per tag: a tagless file would
// otherwise give eight lines for every game.
func missingTags(names []string) string {
	if len(names) == 1 {
		return "required tag " + names[0] + " is missing"
	}
	return "required tags " + strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1] + " are missing"
}

func hasTag(seen map[string]int, name string) bool {
	_, ok := seen[name]
	return ok
}

// variantTagNamesXiangqi reports whether the game's first Variant tag
// names xiangqi, as WinBoard and pychess files do instead of the seed's
// Game tag.
func variantTagNamesXiangqi(tags []pgn.Tag) bool {
	for _, t := range tags {
		if t.Name == "Variant" {
			return isAlias(strings.TrimSpace(t.Value))
		}
	}
	return false
}

// checkValue checks the value of one tag under its canonical name.
func checkValue(name string, t pgn.Tag, report pgn.Report) {
	v := t.Value
	switch name {
	case "Game":
		if !isAlias(v) {
			report(pgn.Errorf(t.ValuePos, pgn.CodeTagValue, "Game is %q; a xiangqi game says \"Chinese Chess\"", v))
		}
	case "Result":
		switch v {
		case "1-0", "0-1", "1/2-1/2", "*":
		case "未知":
			report(pgn.Warnf(t.ValuePos, CodeResultUnknown, "Result %q (unknown) is read as \"*\"; write \"*\"", v))
		default:
			report(pgn.Errorf(t.ValuePos, pgn.CodeTagValue, "Result %q is not 1-0, 0-1, 1/2-1/2 or *", v))
		}
	case "ECCO":
		if v != "" && !validECCO(v) {
			report(pgn.Errorf(t.ValuePos, pgn.CodeTagValue, "ECCO %q is not a code from A00 to E99", v))
		}
	case "Format":
		if v != "Chinese" && v != "WXF" && v != "ICCS" {
			report(pgn.Errorf(t.ValuePos, pgn.CodeTagValue, "Format %q is not Chinese, WXF or ICCS", v))
		}
	case "Date", "EventDate":
		if d, ok := chineseDate(v); ok {
			report(pgn.Warnf(t.ValuePos, CodeDateChinese, "%s %q is written in Chinese; write %q", name, v, d))
			return
		}
	}
	check := valueCheckers[name]
	if check == nil {
		return
	}
	if err := check(v); err != nil {
		if errors.Is(err, tagvalue.ErrDeviation) {
			report(pgn.Warnf(t.ValuePos, pgn.CodeTagValue, "%s: %v", name, err))
		} else {
			report(pgn.Errorf(t.ValuePos, pgn.CodeTagValue, "%s: %v", name, err))
		}
	}
}

func isAlias(v string) bool {
	if strings.EqualFold(v, "Chinese Chess") {
		return true
	}
	for _, a := range aliases {
		if strings.EqualFold(v, a) {
			return true
		}
	}
	return false
}

func validECCO(v string) bool {
	return len(v) == 3 && v[0] >= 'A' && v[0] <= 'E' && v[1] >= '0' && v[1] <= '9' && v[2] >= '0' && v[2] <= '9'
}

// chineseDate converts 1990年10月12日 (also without the day or month) to
// the seed's 1990.10.12 form.
func chineseDate(v string) (string, bool) {
	y, rest, ok := strings.Cut(v, "年")
	if !ok || len(y) != 4 || !allDigits(y) {
		return "", false
	}
	out := y
	for _, unit := range []string{"月", "日"} {
		if rest == "" {
			out += ".??"
			continue
		}
		n, r, ok := strings.Cut(rest, unit)
		x, err := strconv.Atoi(n)
		if !ok || err != nil || x < 1 || x > 31 || !allDigits(n) {
			return "", false
		}
		out += fmt.Sprintf(".%02d", x)
		rest = r
	}
	return out, rest == ""
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}
