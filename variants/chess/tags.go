package chess

import (
	"errors"
	"strings"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/pgn/tagvalue"
)

// tagKind numbers the tags CheckTags looks at: the roster tags by their
// place in pgn.SevenTagRoster (as pgn.RosterBit), then the others whose value
// has a defined form, and FEN; kindOther is any other tag.
type tagKind uint8

const (
	kindEvent tagKind = iota
	kindSite
	kindDate
	kindRound
	kindWhite
	kindBlack
	kindResult
	kindOther
	kindEventDate
	kindTimeControl
	kindECO
	kindElo
	kindTime
	kindUTCTime
	kindUTCDate
	kindPlyCount
	kindSetUp
	kindMode
	kindTermination
	kindFEN
	numTagKinds
)

// kindOf returns the kind of the tag named name. A switch rather than a
// map: every tag of every game is looked up, and hashing the name costs
// more than comparing it with these few; one switch per tag, where
// CheckTags had one for the roster, one for the value check and a search
// for SetUp and FEN.
func kindOf(name string) tagKind {
	switch name {
	case "Event":
		return kindEvent
	case "Site":
		return kindSite
	case "Date":
		return kindDate
	case "Round":
		return kindRound
	case "White":
		return kindWhite
	case "Black":
		return kindBlack
	case "Result":
		return kindResult
	case "EventDate":
		return kindEventDate
	case "TimeControl":
		return kindTimeControl
	case "ECO":
		return kindECO
	case "WhiteElo", "BlackElo":
		return kindElo
	case "Time":
		return kindTime
	case "UTCTime":
		return kindUTCTime
	case "UTCDate":
		return kindUTCDate
	case "PlyCount":
		return kindPlyCount
	case "SetUp":
		return kindSetUp
	case "Mode":
		return kindMode
	case "Termination":
		return kindTermination
	case "FEN":
		return kindFEN
	}
	return kindOther
}

// kindCheck is the check of each kind of tag whose value has a defined
// form, nil for the others.
var kindCheck = [numTagKinds]func(string) error{
	kindDate:        tagvalue.Date,
	kindEventDate:   tagvalue.Date,
	kindRound:       tagvalue.Round,
	kindTimeControl: tagvalue.TimeControl,
	kindECO:         tagvalue.ECO,
	kindElo:         tagvalue.Elo,
	kindTime:        tagvalue.Time,
	kindUTCTime:     tagvalue.UTCTime,
	kindUTCDate:     tagvalue.UTCDate,
	kindPlyCount:    tagvalue.PlyCount,
	kindSetUp:       tagvalue.SetUp,
	kindMode:        tagvalue.Mode,
	kindTermination: tagvalue.Termination,
}

// rosterMissing holds the message for each set of missing roster tags, by
// the set's pgn.RosterBit bits, written once: one game without tags, as in
// opening books, would otherwise cost seven lines, or seven allocations.
var rosterMissing = func() (m [1 << 7]string) {
	for set := 1; set < len(m); set++ {
		m[set] = missingTagsMessage(pgn.SevenTagRoster, func(i int) bool { return set&(1<<i) != 0 })
	}
	return m
}()

// missingTagsMessage names the tags of names for which missing(i) holds, in
// that order: "required tag Site is missing", "required tags White and
// Black are missing", "required tags Event, Site and Round are missing".
// It is the form xiangqi and C'escacs use too.
func missingTagsMessage(names []string, missing func(i int) bool) string {
	var list []string
	for i, name := range names {
		if missing(i) {
			list = append(list, name)
		}
	}
	switch len(list) {
	case 0:
		return ""
	case 1:
		return "required tag " + list[0] + " is missing"
	}
	return "required tags " + strings.Join(list[:len(list)-1], ", ") + " and " + list[len(list)-1] + " are missing"
}

// CheckTags reports the missing Seven Tag Roster tags (in one diagnostic), a Result that is no
// result, SetUp and FEN that do not go together, and values of the wrong
// form. Deviations of clear meaning (tagvalue.ErrDeviation) are warnings.
func (variant) CheckTags(tags []pgn.Tag, game pgn.Position, report pgn.Report) {
	if report == nil {
		return
	}
	if missing, clean := cleanTags(tags); clean {
		// Nearly every game: one pass, and at most the roster to report.
		if missing != 0 {
			report(pgn.Diagnostic{Pos: game, Severity: pgn.Error, Code: pgn.CodeTagMissing, Message: rosterMissing[missing]})
		}
		return
	}
	checkTagsGeneral(tags, game, report)
}

// checkTagsGeneral is CheckTags for any tags, faults included.
func checkTagsGeneral(tags []pgn.Tag, game pgn.Position, report pgn.Report) {
	// The kinds are found in one pass, before anything is reported: the
	// missing roster tags come first.
	var stack [64]tagKind
	kinds := stack[:0]
	if len(tags) > len(stack) {
		kinds = make([]tagKind, 0, len(tags))
	}
	var present uint8 // by pgn.RosterBit
	var setup, fen *pgn.Tag
	for i := range tags {
		k := kindOf(tags[i].Name)
		kinds = append(kinds, k)
		switch {
		case k < kindOther:
			present |= 1 << k
		case k == kindSetUp && setup == nil:
			setup = &tags[i]
		case k == kindFEN && fen == nil:
			fen = &tags[i]
		}
	}
	if missing := ^present & (1<<len(pgn.SevenTagRoster) - 1); missing != 0 {
		report(pgn.Diagnostic{Pos: game, Severity: pgn.Error, Code: pgn.CodeTagMissing, Message: rosterMissing[missing]})
	}
	for i, k := range kinds {
		t := &tags[i]
		if k == kindResult && !isResult(t.Value) {
			report(pgn.Errorf(t.ValuePos, CodeResultInvalid, "Result %s is not a game result; want 1-0, 0-1, 1/2-1/2 or *", quoteShort(t.Value)))
		}
		check := kindCheck[k]
		if check == nil {
			continue
		}
		if err := check(t.Value); err != nil {
			d := pgn.Errorf(t.ValuePos, pgn.CodeTagValue, "%s: %v", t.Name, err)
			if errors.Is(err, tagvalue.ErrDeviation) {
				d.Severity = pgn.Warning
			}
			report(d)
		}
	}
	switch {
	case setup != nil && setup.Value == "1" && fen == nil:
		report(pgn.Errorf(setup.Pos, CodeSetupWithoutFEN, "SetUp is \"1\" but there is no FEN tag to give the start position"))
	case fen != nil && (setup == nil || setup.Value != "1"):
		report(pgn.Warnf(fen.Pos, CodeFENWithoutSetup, "a FEN tag needs [SetUp \"1\"] before it (§9.7); the FEN position is used"))
	}
}

// cleanTags reports whether CheckTags has nothing to say of tags but the
// roster tags missing, by their pgn.RosterBit bits: every Result a result,
// every value of a defined form accepted, SetUp and FEN in agreement. It
// stops at the first fault, for CheckTags to report them all.
func cleanTags(tags []pgn.Tag) (missing uint8, clean bool) {
	var present uint8
	var setup, fen *pgn.Tag
	for i := range tags {
		t := &tags[i]
		k := kindOf(t.Name)
		switch {
		case k == kindResult:
			if !isResult(t.Value) {
				return 0, false
			}
		case k == kindSetUp:
			if setup == nil {
				setup = t
			}
		case k == kindFEN:
			if fen == nil {
				fen = t
			}
		}
		if k < kindOther {
			present |= 1 << k
		}
		if check := kindCheck[k]; check != nil && check(t.Value) != nil {
			return 0, false
		}
	}
	switch {
	case setup != nil && setup.Value == "1" && fen == nil,
		fen != nil && (setup == nil || setup.Value != "1"):
		return 0, false
	}
	return ^present & (1<<len(pgn.SevenTagRoster) - 1), true
}

func isResult(v string) bool {
	for _, r := range info.Results {
		if v == r {
			return true
		}
	}
	return false
}

// ExportTags puts the Seven Tag Roster first, filled with "?" where
// missing, and the rest in ASCII order. A reduced export keeps only the
// roster, except that a game that does not start from the standard array
// keeps SetUp and FEN (and a Chess960 Variant tag), since without them it
// could not be replayed. Such a game always gets [SetUp "1"].
func (variant) ExportTags(tags []pgn.Tag, e pgn.TagExport) []pgn.Tag {
	if out, ok := exportTagsQuick(nil, tags, e); ok {
		return out
	}
	return exportTagsGeneral(tags, e)
}

// AppendExportTags is ExportTags appending to dst (pgn.TagExportAppender):
// the Writer hands it the slice of the game before, so that a game's tags
// cost no allocation.
func (variant) AppendExportTags(dst, tags []pgn.Tag, e pgn.TagExport) []pgn.Tag {
	if out, ok := exportTagsQuick(dst, tags, e); ok {
		return out
	}
	return append(dst, exportTagsGeneral(tags, e)...)
}

// exportTagsGeneral is ExportTags for any number of tags, by the general
// pgn.OrderTags.
func exportTagsGeneral(tags []pgn.Tag, e pgn.TagExport) []pgn.Tag {
	out := make([]pgn.Tag, 0, len(tags)+len(pgn.SevenTagRoster))
	keepSetup := e.Reduced && needsSetup(tags)
	for _, t := range tags {
		switch {
		case t.Name == "Result":
			continue
		case e.Reduced && !inRoster(t.Name):
			switch {
			case keepSetup && (t.Name == "SetUp" || t.Name == "FEN"):
			case keepSetup && t.Name == "Variant" && is960(tags):
			default:
				continue
			}
		}
		out = append(out, t)
	}
	for _, name := range pgn.SevenTagRoster {
		if name == "Result" {
			out = append(out, pgn.Tag{Name: "Result", Value: e.Result})
		} else if pgn.FindTag(out, name) == nil {
			v := "?"
			if name == "Date" {
				v = "????.??.??"
			}
			out = append(out, pgn.Tag{Name: name, Value: v})
		}
	}
	if needsSetup(tags) {
		// §9.7: a game that does not start from the initial array has
		// [SetUp "1"] beside its FEN, whatever the input said.
		if t := pgn.FindTag(out, "SetUp"); t != nil {
			t.Value = "1"
		} else {
			out = append(out, pgn.Tag{Name: "SetUp", Value: "1"})
		}
	}
	return pgn.OrderTags(out, pgn.SevenTagRoster)
}

func inRoster(name string) bool {
	for _, r := range pgn.SevenTagRoster {
		if r == name {
			return true
		}
	}
	return false
}

// needsSetup reports whether the FEN tag gives a position other than the
// standard start; an unreadable FEN counts as one, so no data is dropped.
func needsSetup(tags []pgn.Tag) bool {
	fen, ok := pgn.TagValue(tags, "FEN")
	if !ok {
		return false
	}
	var p position
	if faults, ok := p.setFEN(fen, is960(tags)); !ok || len(faults) > 0 {
		return true
	}
	got := strings.Fields(string(p.appendFEN(nil)))
	want := strings.Fields(StartFEN)
	return strings.Join(got[:4], " ") != strings.Join(want[:4], " ") || got[5] != "1" || p.chess960
}
