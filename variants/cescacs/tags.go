package cescacs

import (
	"regexp"
	"strings"

	"golang.org/x/text/language"

	"github.com/pgntool/pgntool/pgn"
)

var (
	reDate    = regexp.MustCompile(`^[0-9?]{4}-[0-9?]{2}-[0-9?]{2}$`)
	reRound   = regexp.MustCompile(`^(‐|-|\?|[0-9]+(\.[0-9]+)*)$`)
	reID      = regexp.MustCompile(`^[A-Za-z0-9]+(-[A-Za-z0-9:]+)+$`)
	reTimeCtl = regexp.MustCompile(`^(\?|-|\*[0-9]+|[0-9]+(/[0-9]+|\+[0-9]+)?)$`)
)

// tagRule checks one optional tag's value; it returns a description of
// the allowed values when v is wrong.
var tagRules = map[string]func(v string) string{
	"Date":      matchRule(reDate, "YYYY-MM-DD with ? for each unknown digit, as 2020-07-20 or 2025-??-??"),
	"EventDate": matchRule(reDate, "YYYY-MM-DD with ? for each unknown digit"),
	"Round":     matchRule(reRound, "‐ or - when not applicable, or a number such as 2 or 2.1"),
	"Result":    oneOf(results...),
	"Id":        matchRule(reID, "a publisher and a key joined by hyphens, as Cescacs-X01"),
	"Termination": oneOf("abandoned", "rules infraction", "time forfeit",
		"death", "emergency"),
	"Mode":        oneOf("OTB", "ICS", "EM", "TC"),
	"WhiteType":   oneOf("human", "program"),
	"BlackType":   oneOf("human", "program"),
	"WhiteNA":     networkAddress,
	"BlackNA":     networkAddress,
	"Lang":        isoLanguage,
	"TimeControl": timeControl,
	"Variant": func(v string) string {
		if isCescacsName(v) {
			return ""
		}
		return "\"C'escacs\""
	},
}

func matchRule(re *regexp.Regexp, want string) func(string) string {
	return func(v string) string {
		if re.MatchString(v) {
			return ""
		}
		return want
	}
}

func oneOf(values ...string) func(string) string {
	return func(v string) string {
		for _, x := range values {
			if v == x {
				return ""
			}
		}
		return "one of " + strings.Join(values, ", ")
	}
}

func networkAddress(v string) string {
	if v == "?" || v == "-" || (strings.Contains(v, "@") && !strings.ContainsAny(v, " \t")) {
		return ""
	}
	return "an e-mail address, ? or -"
}

func isoLanguage(v string) string {
	if (len(v) == 2 || len(v) == 3) && strings.ToLower(v) == v {
		if _, err := language.ParseBase(v); err == nil {
			return ""
		}
	}
	return "an ISO 639 language code of two letters (or three), as ca, en or es"
}

func timeControl(v string) string {
	for _, part := range strings.Split(v, ":") {
		if !reTimeCtl.MatchString(part) {
			return "?, -, moves/seconds, seconds, seconds+increment or *seconds (periods joined by :)"
		}
	}
	return ""
}

func isCescacsName(v string) bool {
	if strings.EqualFold(v, "C'escacs") {
		return true
	}
	for _, a := range info.Aliases {
		if strings.EqualFold(v, a) {
			return true
		}
	}
	return false
}

// rosterCTL is the order of the seven game tags after Variant.
var rosterCTL = []string{"Event", "Site", "Date", "Round", "White", "Black", "Result"}

// CheckTags checks the CTL-PGN tag rules: Variant first; the seven game
// tags in order, or Id second; value formats; Annotator consecutive and
// the only repeated tag; Redefine just before TLPD or last; TLPD last.
func (variant) CheckTags(tags []pgn.Tag, game pgn.Position, report pgn.Report) {
	if len(tags) == 0 || report == nil {
		return // the spec's web examples and real records may have no tags
	}
	if tags[0].Name != "Variant" {
		where := tags[0].Pos
		if t := pgn.FindTag(tags, "Variant"); t != nil {
			where = t.Pos
		}
		report(pgn.Errorf(where, CodeVariantFirst, "a CTL-PGN record starts with [Variant \"C'escacs\"]; here %s comes first", tags[0].Name))
	}
	checkRoster(tags, game, report)
	seen := map[string]int{}
	for i := range tags {
		t := &tags[i]
		if rule := tagRules[t.Name]; rule != nil {
			if want := rule(t.Value); want != "" {
				report(pgn.Errorf(valuePos(t, 0), CodeTagValue, "%s %q: expected %s", t.Name, t.Value, want))
			}
		}
		// The core reports repeated tags; CTL-PGN adds that Annotator
		// tags, the only repeatable ones, stand together.
		if j, dup := seen[t.Name]; dup && t.Name == "Annotator" && tags[i-1].Name != "Annotator" {
			report(pgn.Warnf(t.Pos, CodeAnnotatorSplit, "Annotator tags must be consecutive; this one is separated from the one on line %d", tags[j].Pos.Line))
		}
		if _, dup := seen[t.Name]; !dup {
			seen[t.Name] = i
		}
	}
	checkPlacement(tags, report)
}

// checkRoster checks the second tag: Id, or the seven game tags in order
// (WhiteNA/BlackNA may replace White/Black, aliases may follow them). All
// the missing game tags are named in one diagnostic, and the first one out
// of place in another.
func checkRoster(tags []pgn.Tag, game pgn.Position, report pgn.Report) {
	if t := pgn.FindTag(tags, "Id"); t != nil {
		if len(tags) < 2 || tags[1].Name != "Id" {
			report(pgn.Warnf(t.Pos, CodeTagOrder, "Id must be the second tag, right after Variant"))
		}
		return
	}
	var missing []string
	where := game
	var misplaced *pgn.Diagnostic
	i := 1
	for _, name := range rosterCTL {
		if i < len(tags) && fillsRosterSlot(tags[i].Name, name) {
			i++
			for i < len(tags) && (name == "White" || name == "Black") && (tags[i].Name == name+"Alias" || tags[i].Name == name+"NA") {
				i++
			}
			continue
		}
		if t := findRosterTag(tags, name); t != nil {
			if misplaced == nil {
				d := pgn.Warnf(t.Pos, CodeTagOrder, "%s is out of place: after Variant the game tags come in the order %s (or Id comes second)", name, strings.Join(rosterCTL, ", "))
				misplaced = &d
			}
			continue
		}
		if len(missing) == 0 && i < len(tags) {
			where = tags[i].Pos
		}
		missing = append(missing, name)
	}
	if len(missing) > 0 {
		report(pgn.Warnf(where, CodeTagMissing, "%s; after Variant come the game tags %s, or [Id \"...\"] second", requiredMissing(missing), strings.Join(rosterCTL, ", ")))
	}
	if misplaced != nil {
		report(*misplaced)
	}
}

// fillsRosterSlot says whether a tag named have stands for the game tag
// name: itself, or WhiteNA/BlackNA for White/Black.
func fillsRosterSlot(have, name string) bool {
	return have == name || have == name+"NA" && (name == "White" || name == "Black")
}

// findRosterTag finds the tag that stands for the game tag name anywhere.
func findRosterTag(tags []pgn.Tag, name string) *pgn.Tag {
	for i := range tags {
		if fillsRosterSlot(tags[i].Name, name) {
			return &tags[i]
		}
	}
	return nil
}

// requiredMissing names missing tags as the other games' rosters do:
// "required tag X is missing", "required tags X, Y and Z are missing".
func requiredMissing(names []string) string {
	if len(names) == 1 {
		return "required tag " + names[0] + " is missing"
	}
	return "required tags " + strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1] + " are missing"
}

// checkPlacement checks TLPD last, Redefine just before it (or last), and
// the names PDTL and DPTL.
func checkPlacement(tags []pgn.Tag, report pgn.Report) {
	last := len(tags) - 1
	tlpd, redefine := -1, -1
	for i := range tags {
		switch tags[i].Name {
		case "PDTL", "DPTL":
			report(pgn.Warnf(tags[i].Pos, CodeTLPDName, "the position tag is named TLPD in the spec; %s is read as TLPD", tags[i].Name))
			fallthrough
		case "TLPD":
			if tlpd >= 0 {
				report(pgn.Errorf(tags[i].Pos, CodeTLPDDuplicate, "a second position tag %s; TLPD appears once", tags[i].Name))
			}
			tlpd = i
		case "Redefine":
			redefine = i
			if _, err := parseRedefine(tags[i].Value); err != nil {
				report(pgn.Errorf(valuePos(&tags[i], 0), CodeRedefine, "%s", err))
			}
		}
	}
	if tlpd >= 0 && tlpd != last {
		report(pgn.Warnf(tags[tlpd].Pos, CodeTagOrder, "%s must be the last tag", tags[tlpd].Name))
	}
	switch {
	case redefine < 0:
	case tlpd >= 0 && redefine != tlpd-1:
		report(pgn.Warnf(tags[redefine].Pos, CodeTagOrder, "Redefine must come just before %s, which it applies to", tags[tlpd].Name))
	case tlpd < 0 && redefine != last:
		report(pgn.Warnf(tags[redefine].Pos, CodeTagOrder, "Redefine must be the last tag (or just before TLPD)"))
	}
}
