package main

import (
	"errors"
	"regexp"
	"strconv"
	"strings"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/pgn/tagvalue"
	"github.com/pgntool/pgntool/variants/cescacs"
	"github.com/pgntool/pgntool/variants/xiangqi"
)

// --fix-tags writes tag values in the form that lint's warnings give for
// them: each warning about a tag's value whose message ends in
// `write "X"` or `the standard form is "X"` (package pgn/tagvalue and the
// plugins), and the repairs of a xiangqi FEN that lint describes (side
// "r", WXF letters E/H, castling or en passant fields, missing fields).
// C'escacs's checks report a value of the wrong form as an error that
// gives the form, not a value; for the tags whose form package tagvalue
// knows (Date, EventDate with "-", Lang) the value it proposes is taken.
// Only a tag that the game's own variant flags is changed, so a value is
// never rewritten into the form of another game (C'escacs dates keep
// their "-"). docs/toolbox.md lists the repairs.

// suggestion finds the value a tag warning proposes, at the end of its
// message. The value is quoted as Go quotes (%q).
var suggestion = regexp.MustCompile(`(?:; write|; the standard form is) ("(?:[^"\\]|\\.)*")$`)

// suggestedValue returns the value a diagnostic's message proposes.
func suggestedValue(message string) (string, bool) {
	m := suggestion.FindStringSubmatch(message)
	if m == nil {
		return "", false
	}
	v, err := strconv.Unquote(m[1])
	return v, err == nil
}

// fixTags rewrites the tag values of g that its variant's checks propose
// a standard form for; it returns how many it changed.
func fixTags(g *pgn.Game) int {
	if g.Variant == nil {
		return 0
	}
	fixed := 0
	for i := range g.Tags {
		t := g.Tags[i]
		value, found := "", false
		// Each tag is checked alone, so that every proposal found is
		// about this tag's value; the position tells a fault of the value
		// from one of the tag as a whole.
		flagged := false
		g.Variant.CheckTags([]pgn.Tag{t}, g.Pos, func(d pgn.Diagnostic) {
			if found || !inValue(d.Pos, t) {
				return
			}
			flagged = true
			if d.Severity == pgn.Warning {
				value, found = suggestedValue(d.Message)
			}
		})
		if !found && flagged {
			value, found = standardForm(g.Variant.Name(), t)
		}
		if !found || value == t.Value {
			continue
		}
		if t.Name == "Result" {
			// The marker goes with the tag (xiangqi's 未知 is "*").
			if g.SetResult(value) != nil {
				continue
			}
		} else {
			g.Tags[i].Value = value
		}
		fixed++
	}
	if g.Variant.Name() == xiangqiName {
		fixed += fixXiangqiFEN(g)
	}
	return fixed
}

// inValue reports whether pos is within the quoted value of t (its
// opening quote, as most checks report, or inside it, as C'escacs's do).
func inValue(pos pgn.Position, t pgn.Tag) bool {
	v := t.ValuePos
	return v.IsValid() && pos.Line == v.Line && pos.Offset >= v.Offset && pos.Offset <= v.Offset+int64(len(t.Value))+1
}

// xiangqiName is the name of xiangqi's variant.
var xiangqiName = xiangqi.Variant.Name()

// cescacsForms are the checks of package tagvalue that give the value of
// a C'escacs tag in its standard form (CTL-PGN dates are YYYY-MM-DD).
var cescacsForms = map[string]func(string) error{
	"Date":      func(v string) error { return tagvalue.DateSep(v, '-') },
	"EventDate": func(v string) error { return tagvalue.DateSep(v, '-') },
	"Lang":      tagvalue.Lang,
}

// standardForm returns the value package tagvalue proposes for a tag of a
// variant whose own check gives none.
func standardForm(variant string, t pgn.Tag) (string, bool) {
	if variant != cescacs.Variant.Name() {
		return "", false
	}
	check := cescacsForms[t.Name]
	if check == nil {
		return "", false
	}
	err := check(t.Value)
	if err == nil || !errors.Is(err, tagvalue.ErrDeviation) {
		return "", false
	}
	return suggestedValue(err.Error())
}

// tagIndex is the index of the tag named name in g, or -1.
func tagIndex(g *pgn.Game, name string) int {
	for i, t := range g.Tags {
		if t.Name == name {
			return i
		}
	}
	return -1
}

// fixXiangqiFEN applies to a xiangqi game's FEN the repairs its warnings
// describe: side "r" is "w", the WXF letters E and H in the board are
// xqbase's B and N, castling and en passant fields are "-", and missing
// fields take the values the reader assumed (Red to move, no clocks: "w
// - - 0 1"). A FEN with any other fault is left alone.
func fixXiangqiFEN(g *pgn.Game) int {
	i := tagIndex(g, "FEN")
	if i < 0 {
		return 0
	}
	codes := map[string]bool{}
	clean := true
	xiangqi.Variant.NewBoard(g.Tags, func(d pgn.Diagnostic) {
		codes[d.Code] = true
		if d.Severity == pgn.Error {
			clean = false
		}
	})
	if !clean || !(codes[xiangqi.CodeFENSideR] || codes[xiangqi.CodeFENSynonym] || codes[xiangqi.CodeFENField] || codes[xiangqi.CodeFENShort]) {
		return 0
	}
	fields := strings.Fields(g.Tags[i].Value)
	defaults := []string{"", "w", "-", "-", "0", "1"}
	for len(fields) < len(defaults) {
		fields = append(fields, defaults[len(fields)])
	}
	if codes[xiangqi.CodeFENSynonym] {
		fields[0] = strings.NewReplacer("E", "B", "H", "N", "e", "b", "h", "n").Replace(fields[0])
	}
	if fields[1] == "r" || fields[1] == "R" {
		fields[1] = "w"
	}
	fields[2], fields[3] = "-", "-"
	value := strings.Join(fields, " ")
	if value == g.Tags[i].Value {
		return 0
	}
	g.Tags[i].Value = value
	return 1
}
