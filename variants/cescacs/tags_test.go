package cescacs

import (
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pgntool/pgntool/pgn"
)

func mkTags(pairs ...string) []pgn.Tag {
	var tags []pgn.Tag
	for i := 0; i+1 < len(pairs); i += 2 {
		line := i/2 + 1
		tags = append(tags, pgn.Tag{Name: pairs[i], Value: pairs[i+1],
			Pos: pgn.Position{Line: line, Column: 1}, ValuePos: pgn.Position{Line: line, Column: len(pairs[i]) + 3}})
	}
	return tags
}

var roster = []string{"Variant", "C'escacs", "Event", "CG", "Site", "Barcelona, Catalunya ESP", "Date", "2021-06-04",
	"Round", "‐", "White", "Mestre, Rut", "Black", "Sasal, Cesc", "Result", "*"}

func TestCheckTags(t *testing.T) {
	tests := []struct {
		name string
		tags []string
		want []string // code and line of each diagnostic
	}{
		{"roster", roster, nil},
		{"id", []string{"Variant", "C'escacs", "Id", "Cescacs-X01-en", "Lang", "en", "Title", "Fool's mate"}, nil},
		{"variant not first", []string{"Id", "Cescacs-X01", "Variant", "C'escacs"}, []string{"ctl-variant-first 2", "ctl-tag-order 1"}},
		{"missing roster tag", []string{"Variant", "C'escacs", "Event", "CG", "Date", "2021-06-04"}, []string{"ctl-tag-missing 3"}},
		{"roster out of order", []string{"Variant", "C'escacs", "Event", "CG", "Date", "2021-06-04", "Site", "?"}, []string{"ctl-tag-missing 4", "ctl-tag-order 4"}},
		{"only Variant", []string{"Variant", "C'escacs"}, []string{"ctl-tag-missing 1"}},
		{"NA for the player", []string{"Variant", "C'escacs", "Event", "CG", "Site", "?", "Date", "2021-06-04", "Round", "-",
			"WhiteNA", "a@b.c", "WhiteAlias", "A", "BlackNA", "b@c.d", "Result", "*"}, nil},
		{"bad values", append(append([]string{}, roster...), "Date", "2021-6-4", "Termination", "normal", "Lang", "xx",
			"TimeControl", "40/9000:300+5", "Mode", "OTB", "WhiteType", "robot", "BlackNA", "someone"),
			[]string{"ctl-tag-value 9", "ctl-tag-value 10", "ctl-tag-value 11", "ctl-tag-value 14", "ctl-tag-value 15"}},
		{"result", []string{"Variant", "C'escacs", "Id", "X-1", "Result", "1-0"}, []string{"ctl-tag-value 3"}},
		{"annotators split", append(append([]string{}, roster...), "Annotator", "A", "Lang", "ca", "Annotator", "B"), []string{"ctl-annotator-split 11"}},
		{"tlpd not last", append(append([]string{}, roster...), "TLPD", initialTLPD, "Lang", "ca"), []string{"ctl-tag-order 9"}},
		{"redefine placement", append(append([]string{}, roster...), "Redefine", "A@J", "Lang", "ca", "TLPD", initialTLPD), []string{"ctl-tag-order 9"}},
		{"redefine value", append(append([]string{}, roster...), "Redefine", "X@J"), []string{"ctl-redefine 9"}},
		{"pdtl", append(append([]string{}, roster...), "PDTL", initialTLPD), []string{"ctl-tlpd-name 9"}},
	}
	for _, tc := range tests {
		var got []string
		Variant.CheckTags(mkTags(tc.tags...), pgn.Position{Line: 1}, func(d pgn.Diagnostic) {
			got = append(got, d.Code+" "+itoa(d.Pos.Line))
		})
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.name, diff)
		}
	}
}

// TestRosterMissingOnce: a game lacking several game tags gets one
// diagnostic naming all of them, in the words of the other games' rosters.
func TestRosterMissingOnce(t *testing.T) {
	for _, tc := range []struct {
		tags []string
		want string
	}{
		{[]string{"Variant", "C'escacs"}, "required tags Event, Site, Date, Round, White, Black and Result are missing"},
		{[]string{"Variant", "C'escacs", "Event", "CG", "Date", "?", "White", "A", "Black", "B"}, "required tags Site, Round and Result are missing"},
		{roster[:14], "required tag Result is missing"},
	} {
		var got []string
		Variant.CheckTags(mkTags(tc.tags...), pgn.Position{Line: 1}, func(d pgn.Diagnostic) {
			if d.Code == CodeTagMissing {
				got = append(got, d.Message)
			}
		})
		if len(got) != 1 || !strings.HasPrefix(got[0], tc.want+"; ") {
			t.Errorf("%v: %q, want one message starting %q", tc.tags, got, tc.want)
		}
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

func TestExportTags(t *testing.T) {
	in := mkTags("Lang", "ca", "Annotator", "A", "Variant", "cescacs", "Event", "CG", "Annotator", "B",
		"Redefine", "A@J, T@R, C@N", "Result", "*", "TLPD", alphabets[1].tlpd)
	names := func(tags []pgn.Tag) (out []string) {
		for _, t := range tags {
			out = append(out, t.Name+"="+t.Value)
		}
		return out
	}
	got := names(Variant.ExportTags(in, pgn.TagExport{Result: "1-1", Notation: NotationRedefined}))
	want := []string{"Variant=C'escacs", "Event=CG", "Site=?", "Date=????-??-??", "Round=-", "White=?", "Black=?", "Result=1-1",
		"Lang=ca", "Annotator=A", "Annotator=B", "Redefine=A@J, T@R, C@N", "TLPD=" + alphabets[1].tlpd}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("redefined (-want +got):\n%s", diff)
	}
	got = names(Variant.ExportTags(in, pgn.TagExport{Result: "1-1", Notation: NotationLetters, Reduced: true}))
	want = append(want[:11:11], "TLPD="+initialTLPD)
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("reduced (-want +got):\n%s", diff)
	}
	got = names(Variant.ExportTags(in, pgn.TagExport{Result: "1-1", Notation: NotationFAN}))
	want = append(want[:11:11], "Redefine=FAN", "TLPD="+alphabets[3].tlpd)
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("fan (-want +got):\n%s", diff)
	}
}

func TestDefaultNotation(t *testing.T) {
	for _, tc := range []struct {
		redefine string
		reduced  bool
		want     pgn.Notation
	}{{"", false, "letters"}, {"FAN", false, "fan"}, {"A@J", false, "redefined"}, {"A@J", true, "letters"}, {"bad", false, "letters"}} {
		tags := mkTags("Variant", "C'escacs")
		if tc.redefine != "" {
			tags = append(tags, mkTags("Redefine", tc.redefine)...)
		}
		if got := Variant.DefaultNotation(tags, tc.reduced); got != tc.want {
			t.Errorf("DefaultNotation(%q, %v) = %s, want %s", tc.redefine, tc.reduced, got, tc.want)
		}
	}
}
