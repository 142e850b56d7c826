package xiangqi

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pgntool/pgntool/pgn"
)

func tag(name, value string, line int) pgn.Tag {
	return pgn.Tag{Name: name, Value: value, Pos: pgn.Position{Line: line, Column: 1}, ValuePos: pgn.Position{Line: line, Column: len(name) + 3}}
}

// seedTags is the seed's example tag section.
func seedTags() []pgn.Tag {
	return []pgn.Tag{
		tag("Game", "Chinese Chess", 1), tag("Event", "第24届“五羊杯”全国冠军邀请赛", 2), tag("Site", "广州", 3),
		tag("Date", "2004.01.05", 4), tag("Round", "决赛(加赛)", 5), tag("RedTeam", "广州", 6), tag("Red", "吕钦", 7),
		tag("BlackTeam", "广州", 8), tag("Black", "许银川", 9), tag("Result", "1-0", 10),
		tag("Opening", "中炮过河炮对左三步虎", 11), tag("ECCO", "B24", 12),
	}
}

type found struct {
	Line int
	Sev  string
	Code string
}

func TestCheckTags(t *testing.T) {
	with := func(extra ...pgn.Tag) []pgn.Tag { return append(seedTags(), extra...) }
	replace := func(i int, tg pgn.Tag) []pgn.Tag { s := seedTags(); s[i] = tg; return s }
	cases := []struct {
		name string
		tags []pgn.Tag
		want []found
	}{
		{"seed example", seedTags(), nil},
		{"Result 未知 (hbsxcjp)", replace(9, tag("Result", "未知", 10)), []found{{10, "warning", "result-unknown"}}},
		{"bad Result", replace(9, tag("Result", "2-0", 10)), []found{{10, "error", "tag-value"}}},
		{"Chinese date (Big5 collection)", replace(3, tag("Date", "1990年10月12日", 4)), []found{{4, "warning", "date-chinese"}}},
		{"dashed date (walker8088)", replace(3, tag("Date", "2017-03-20", 4)), []found{{4, "warning", "tag-value"}}},
		{"impossible date", replace(3, tag("Date", "2004.13.05", 4)), []found{{4, "error", "tag-value"}}},
		{"ECCO out of range", replace(11, tag("ECCO", "F10", 12)), []found{{12, "error", "tag-value"}}},
		{"empty ECCO (xqbase)", replace(11, tag("ECCO", "", 12)), nil},
		{"Format value", with(tag("Format", "UCCI", 13)), []found{{13, "error", "tag-value"}}},
		{"Format WXF", with(tag("Format", "WXF", 13)), nil},
		{"Game value", replace(0, tag("Game", "Chess", 1)), []found{{1, "error", "tag-value"}}},
		{"Fen spelled by walker8088", with(tag("Fen", StartFEN, 13)), []found{{13, "warning", "tag-case"}}},
		{"exact duplicate is the core's", with(tag("Red", "吕钦", 13)), nil},
		{"duplicate in another case", with(tag("FEN", StartFEN, 13), tag("Fen", StartFEN, 14)), []found{{14, "warning", "tag-case"}, {14, "error", "tag-duplicate"}}},
		{"lower-case initial is the core's", with(tag("fen", StartFEN, 13)), nil},
		{"team after player", []pgn.Tag{
			tag("Game", "Chinese Chess", 1), tag("Event", "e", 2), tag("Site", "s", 3), tag("Date", "2004.01.05", 4),
			tag("Round", "1", 5), tag("Red", "r", 6), tag("RedTeam", "t", 7), tag("Black", "b", 8), tag("Result", "*", 9),
		}, []found{{7, "warning", "tag-order"}}},
		{"WinBoard tags", []pgn.Tag{
			tag("Event", "e", 1), tag("Site", "s", 2), tag("Date", "2023.01.26", 3), tag("Round", "-", 4),
			tag("White", "w", 5), tag("Black", "b", 6), tag("Result", "*", 7), tag("Variant", "xiangqi", 8),
		}, []found{{5, "warning", "tag-white"}}},
		{"WinBoard tags without the Variant tag", []pgn.Tag{
			tag("Event", "e", 1), tag("Site", "s", 2), tag("Date", "2023.01.26", 3), tag("Round", "-", 4),
			tag("White", "w", 5), tag("Black", "b", 6), tag("Result", "*", 7),
		}, []found{{5, "warning", "tag-white"}, {100, "error", "tag-missing"}}},
		{"Game not first", []pgn.Tag{
			tag("Event", "e", 1), tag("Game", "Chinese Chess", 2), tag("Site", "s", 3), tag("Date", "2004.01.05", 4),
			tag("Round", "1", 5), tag("Red", "r", 6), tag("Black", "b", 8), tag("Result", "*", 9),
		}, []found{{2, "warning", "tag-order"}}},
	}
	for _, tc := range cases {
		var got []found
		Variant.CheckTags(tc.tags, pgn.Position{Line: 100}, func(d pgn.Diagnostic) {
			got = append(got, found{d.Pos.Line, d.Severity.String(), d.Code})
		})
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.name, diff)
		}
	}
}

// The roster check gives one diagnostic per game, naming every missing
// tag, so that a tagless file gives a line per game, not eight.
func TestMissingTagsOneDiagnostic(t *testing.T) {
	cases := []struct {
		name string
		tags []pgn.Tag
		want []string // messages of the tag-missing diagnostics
	}{
		{"no tags", nil, []string{"required tags Game, Event, Site, Date, Round, Red, Black and Result are missing"}},
		{"one missing", []pgn.Tag{
			tag("Game", "Chinese Chess", 1), tag("Event", "e", 2), tag("Date", "2004.01.05", 3),
			tag("Round", "1", 4), tag("Red", "r", 5), tag("Black", "b", 6), tag("Result", "*", 7),
		}, []string{"required tag Site is missing"}},
		{"maksimKorzh: Event, Red and Black only", []pgn.Tag{tag("Event", "e", 1), tag("Red", "r", 2), tag("Black", "b", 3)},
			[]string{"required tags Game, Site, Date, Round and Result are missing"}},
		{"two missing", []pgn.Tag{
			tag("Game", "Chinese Chess", 1), tag("Event", "e", 2), tag("Site", "s", 3), tag("Date", "2004.01.05", 4),
			tag("Red", "r", 5), tag("Black", "b", 6),
		}, []string{"required tags Round and Result are missing"}},
		// The Variant tag names the game (WinBoard, pychess): Game is not
		// missing, whatever case or spacing the name has.
		{"Variant names xiangqi", []pgn.Tag{tag("Variant", " Xiangqi ", 1)},
			[]string{"required tags Event, Site, Date, Round, Red, Black and Result are missing"}},
		{"Variant names another game", []pgn.Tag{tag("Variant", "chess", 1)},
			[]string{"required tags Game, Event, Site, Date, Round, Red, Black and Result are missing"}},
		{"complete", seedTags(), nil},
	}
	for _, tc := range cases {
		var got []string
		Variant.CheckTags(tc.tags, pgn.Position{Line: 1, Column: 1}, func(d pgn.Diagnostic) {
			if d.Code == "tag-missing" {
				if d.Severity != pgn.Error || d.Pos.Line != 1 {
					t.Errorf("%s: %v", tc.name, d)
				}
				got = append(got, d.Message)
			}
		})
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.name, diff)
		}
	}
}

func TestChineseDate(t *testing.T) {
	for in, want := range map[string]string{
		"1990年10月12日": "1990.10.12", "1995年7月8日": "1995.07.08", "1982年": "1982.??.??", "1982年5月": "1982.05.??",
		"1990-10-12": "", "90年1月1日": "", "1990年13x月": "",
	} {
		got, ok := chineseDate(in)
		if ok != (want != "") || got != want {
			t.Errorf("chineseDate(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
}

func TestExportTags(t *testing.T) {
	in := []pgn.Tag{
		{Name: "Event", Value: "e"}, {Name: "White", Value: "w"}, {Name: "WhiteElo", Value: "2000"},
		{Name: "Black", Value: "b"}, {Name: "Result", Value: "未知"}, {Name: "Date", Value: "1990年10月12日"},
		{Name: "Fen", Value: "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r"},
		{Name: "Format", Value: "Chinese"}, {Name: "Annotator", Value: "x"},
	}
	names := func(tags []pgn.Tag) []string {
		var out []string
		for _, tg := range tags {
			out = append(out, tg.Name+"="+tg.Value)
		}
		return out
	}
	full := Variant.ExportTags(in, pgn.TagExport{Result: "*", Notation: NotationWXF})
	want := []string{
		"Game=Chinese Chess", "Event=e", "Site=?", "Date=1990.10.12", "Round=?", "Red=w", "Black=b", "Result=*",
		"FEN=" + StartFEN, "Format=WXF", "Annotator=x", "RedElo=2000",
	}
	if diff := cmp.Diff(want, names(full)); diff != "" {
		t.Errorf("export (-want +got):\n%s", diff)
	}
	reduced := Variant.ExportTags(in, pgn.TagExport{Result: "1-0", Notation: NotationChinese, Reduced: true})
	want = []string{"Game=Chinese Chess", "Event=e", "Site=?", "Date=1990.10.12", "Round=?", "Red=w", "Black=b", "Result=1-0"}
	if diff := cmp.Diff(want, names(reduced)); diff != "" {
		t.Errorf("reduced export (-want +got):\n%s", diff)
	}
	handicap := []pgn.Tag{{Name: "FEN", Value: "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/9/1C5C1/9/RN2K2NR w - - 0 1"}}
	reduced = Variant.ExportTags(handicap, pgn.TagExport{Result: "*", Notation: NotationICCS, Reduced: true})
	if got := names(reduced); got[len(got)-2] != "FEN="+handicap[0].Value || got[len(got)-1] != "Format=ICCS" {
		t.Errorf("reduced export of a handicap game in ICCS = %v; want FEN and Format kept", got)
	}
}

func TestDefaultNotation(t *testing.T) {
	cases := []struct {
		format  string
		reduced bool
		want    pgn.Notation
	}{
		{"", false, NotationChinese}, {"WXF", false, NotationWXF}, {"iccs", false, NotationICCS},
		{"Chinese", false, NotationChinese}, {"WXF", true, NotationChinese},
	}
	for _, tc := range cases {
		var tags []pgn.Tag
		if tc.format != "" {
			tags = []pgn.Tag{{Name: "Format", Value: tc.format}}
		}
		if got := Variant.DefaultNotation(tags, tc.reduced); got != tc.want {
			t.Errorf("DefaultNotation(Format %q, reduced %v) = %q; want %q", tc.format, tc.reduced, got, tc.want)
		}
	}
}
