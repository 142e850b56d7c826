package xiangqi

import (
	"strings"

	"github.com/pgntool/pgntool/pgn"
)

// formatValues maps notations to the Format tag value announcing them.
// UCCI coordinates are ICCS in lower case without the hyphen; the seed
// knows no other value, and xiangqi.js writes them under "ICCS" too.
var formatValues = map[pgn.Notation]string{
	NotationChinese: "Chinese", NotationWXF: "WXF", NotationICCS: "ICCS", NotationUCI: "ICCS",
}

// ExportTags puts the tags in the seed's order with Game first, renames
// chess-style White tags to Red, normalises the FEN, Date and Result,
// sets Format to the notation written and fills missing required tags.
func (xiangqiVariant) ExportTags(tags []pgn.Tag, e pgn.TagExport) []pgn.Tag {
	out := make([]pgn.Tag, 0, len(tags)+len(requiredTags)+2)
	has := map[string]bool{}
	for _, t := range tags {
		if c := canonicalName(t.Name); c != "" {
			t.Name = c
		}
		has[t.Name] = true
	}
	for _, t := range tags {
		if c := canonicalName(t.Name); c != "" {
			t.Name = c
		}
		if red, ok := strings.CutPrefix(t.Name, "White"); ok && !has["Red"+red] {
			t.Name = "Red" + red
		}
		switch t.Name {
		case "Game", "Result", "Format":
			continue
		case "Date":
			if d, ok := chineseDate(t.Value); ok {
				t.Value = d
			}
		case "FEN":
			b := newBoard()
			if !clean(b.setFEN(t.Value)) {
				break
			}
			t.Value = string(b.AppendPosition(nil))
			if e.Reduced && t.Value == StartFEN {
				continue
			}
		}
		out = append(out, t)
	}
	out = append(out, pgn.Tag{Name: "Game", Value: "Chinese Chess"}, pgn.Tag{Name: "Result", Value: e.Result})
	format := formatValues[e.Notation]
	if format == "" {
		format = "Chinese"
	}
	if !e.Reduced || format != "Chinese" {
		out = append(out, pgn.Tag{Name: "Format", Value: format})
	}
	for _, name := range requiredTags {
		if pgn.FindTag(out, name) == nil {
			v := "?"
			if name == "Date" {
				v = "????.??.??"
			}
			out = append(out, pgn.Tag{Name: name, Value: v})
		}
	}
	if e.Reduced {
		kept := out[:0]
		for _, t := range out {
			if isRequired(t.Name) || t.Name == "FEN" || t.Name == "Format" {
				kept = append(kept, t)
			}
		}
		out = kept
	}
	return pgn.OrderTags(out, exportRoster)
}

func isRequired(name string) bool {
	for _, r := range requiredTags {
		if r == name {
			return true
		}
	}
	return false
}

// clean reports whether a FEN had no errors.
func clean(faults []fault) bool {
	for _, f := range faults {
		if !f.warning {
			return false
		}
	}
	return true
}
