package cescacs

import (
	"strings"

	"github.com/pgntool/pgntool/pgn"
)

// rosterDefaults fill missing game tags on export.
var rosterDefaults = map[string]string{
	"Event": "?", "Site": "?", "Date": "????-??-??", "Round": "-", "White": "?", "Black": "?",
}

// ExportTags puts the tags in CTL-PGN order: Variant, then Id or the seven
// game tags, then the others as read (Annotators together), Redefine and
// TLPD last. The Redefine tag and the TLPD letters follow e.Notation; the
// reduced form (the spec's minimal reader) has standard letters and no
// Redefine tag.
func (variant) ExportTags(tags []pgn.Tag, e pgn.TagExport) []pgn.Tag {
	out := []pgn.Tag{{Name: "Variant", Value: "C'escacs"}}
	_, hasID := pgn.TagValue(tags, "Id")
	skip := map[string]bool{"Variant": true, "Id": true, "Redefine": true, "TLPD": true, "PDTL": true, "DPTL": true}
	if hasID {
		v, _ := pgn.TagValue(tags, "Id")
		out = append(out, pgn.Tag{Name: "Id", Value: v})
	} else {
		for _, name := range rosterCTL {
			v, ok := pgn.TagValue(tags, name)
			if !ok {
				v = rosterDefaults[name]
			}
			if name == "Result" {
				v = e.Result
			}
			out = append(out, pgn.Tag{Name: name, Value: v})
			skip[name] = true
		}
	}
	annotated := false
	for _, t := range tags {
		if skip[t.Name] || (t.Name == "Annotator" && annotated) {
			continue
		}
		if t.Name == "Annotator" {
			annotated = true
			for _, a := range tags {
				if a.Name == "Annotator" {
					out = append(out, pgn.Tag{Name: a.Name, Value: a.Value})
				}
			}
			continue
		}
		v := t.Value
		if t.Name == "Result" {
			v = e.Result
		}
		out = append(out, pgn.Tag{Name: t.Name, Value: v})
	}
	src := standardAlphabet()
	if v, ok := pgn.TagValue(tags, "Redefine"); ok {
		if l, err := parseRedefine(v); err == nil {
			src = l
		}
	}
	dst := standardAlphabet()
	if !e.Reduced {
		switch e.Notation {
		case NotationFAN:
			dst = letters{fan: true}
			out = append(out, pgn.Tag{Name: "Redefine", Value: "FAN"})
		case NotationRedefined:
			if src.fan || src.redefine {
				// The value as written keeps the order of its pairs.
				v, _ := pgn.TagValue(tags, "Redefine")
				dst = src
				out = append(out, pgn.Tag{Name: "Redefine", Value: strings.TrimSpace(v)})
			}
		}
	}
	if t := positionTag(tags); t != nil {
		v := t.Value
		if pos, err := parseTLPD(t.Value, &src, nil); err == nil {
			v = string(pos.appendTLPD(nil, &dst))
		}
		out = append(out, pgn.Tag{Name: "TLPD", Value: v})
	}
	return out
}
