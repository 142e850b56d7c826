package xiangqi

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pgntool/pgntool/pgn"
)

const (
	// afterCannon is the start position after 1. 炮二平五, black to move.
	afterCannon = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1"
	// tandem has two red chariots on file 四, three red soldiers on file
	// 五 and two on file 九, and two black horses on file 7.
	tandem      = "3k5/9/4P1n2/4PR2P/4P1n1P/9/5R3/9/9/4K4 w - - 0 1"
	tandemBlack = "3k5/9/4P1n2/4PR2P/4P1n1P/9/5R3/9/9/4K4 b - - 0 1"
	// yvonneMiddle is the Big5 file 中局/00000001.pgn's FEN: black moves
	// first with traditional characters for both sides.
	yvonneMiddle = "4kab2/4a4/2R1b1P2/9/p3p4/5p3/P3P1c2/N2Cr4/4A4/3AK4 b - - 0 1"
)

// parseCases are tokens as real files write them (the source is named),
// with the ICCS move they must denote.
var parseCases = []struct {
	dialect, fen, token, want string
}{
	{"Chinese simplified (xqbase)", StartFEN, "炮二平五", "H2-E2"},
	{"Chinese full-width black digits (xqbase)", afterCannon, "马８进７", "H9-G7"},
	{"Chinese ASCII black digits (seed)", afterCannon, "马8进7", "H9-G7"},
	{"Chinese traditional (Big5 collection)", yvonneMiddle, "車５平８", "E2-H2"},
	{"Chinese traditional red", StartFEN, "傌二進三", "H0-G2"},
	{"Chinese black cannon variant 砲", afterCannon, "砲８平５", "H7-E7"},
	{"Chinese financial numerals (vschess)", StartFEN, "炮贰平伍", "H2-E2"},
	{"Chinese old 上 for 进", StartFEN, "兵七上一", "C3-C4"},
	{"Chinese tandem 前", tandem, "前车平三", "F6-G6"},
	{"Chinese tandem 后", tandem, "后车进二", "F3-F5"},
	{"Chinese tandem pawns, piece dropped", tandem, "前五平四", "E7-F7"},
	{"Chinese middle of three", tandem, "中五平六", "E6-D6"},
	{"Chinese rear pawn", tandem, "后五平六", "E5-D5"},
	{"Chinese second file of tandem pawns", tandem, "前一进一", "I6-I7"},
	{"Chinese black tandem horse 前", tandemBlack, "前马进8", "G5-H3"},
	{"Chinese black tandem horse 後", tandemBlack, "後马退8", "G7-H9"},
	{"WXF official (wxf.org)", StartFEN, "C2.5", "H2-E2"},
	{"WXF with = (Fairy-Stockfish)", StartFEN, "C2=5", "H2-E2"},
	{"WXF compact", StartFEN, "C25", "H2-E2"},
	{"WXF full-width (maksimKorzh)", StartFEN, "Ｃ２＝５", "H2-E2"},
	{"WXF black upper case", afterCannon, "H8+7", "H9-G7"},
	{"WXF black lower case (PlayOK)", afterCannon, "h8+7", "H9-G7"},
	{"WXF tandem chariot", tandem, "R+.3", "F6-G6"},
	{"WXF sign-prefixed (elephantchess)", tandem, "+R=3", "F6-G6"},
	{"WXF full-width sign-prefixed (maksimKorzh)", tandem, "－Ｒ＋２", "F3-F5"},
	{"WXF tandem pawns on two files", tandem, "5+.4", "E7-F7"},
	{"WXF middle pawn, two files", tandem, "55.6", "E6-D6"},
	{"WXF middle pawn, plain form", tandem, "P5.6", "E6-D6"},
	{"WXF Fairy-Stockfish pawn index", tandem, "15+1", "E7-E8"},
	{"WXF black tandem horse", tandemBlack, "H++8", "G5-H3"},
	{"ICCS (xqbase)", StartFEN, "H2-E2", "H2-E2"},
	{"ICCS lower case with hyphen", StartFEN, "h2-e2", "H2-E2"},
	{"UCCI (hbsxcjp, maksimKorzh)", StartFEN, "h2e2", "H2-E2"},
	{"generalised UCI, ranks 1–10 (pychess)", StartFEN, "h3e3", "H2-E2"},
	{"generalised UCI rank 10", afterCannon, "h10g8", "H9-G7"},
	{"WinBoard SAN (ranks 0–9)", StartFEN, "Che2", "H2-E2"},
	{"WinBoard SAN pawn without letter", StartFEN, "c4", "C3-C4"},
	{"pychess SAN (ranks 1–10)", StartFEN, "Che3", "H2-E2"},
	{"pychess SAN pawn", StartFEN, "Pc5", "C3-C4"},
	{"pychess SAN rank 10 origin", "3k5/9/9/9/9/9/9/9/9/R2AK4 w - - 0 1", "Ra10", "A0-A9"},
	{"SAN with check sign", "3k5/9/9/9/9/9/9/9/9/R2AK4 w - - 0 1", "Ra9+", "A0-A9"},
}

func TestParseMoveDialects(t *testing.T) {
	for _, tc := range parseCases {
		t.Run(tc.dialect, func(t *testing.T) {
			b := mustBoard(t, tc.fen)
			var diags pgn.DiagnosticList
			m, ok := b.ParseMove([]byte(tc.token), pgn.Position{Line: 1, Column: 1}, diags.Add)
			for _, d := range diags {
				if d.Severity == pgn.Error {
					t.Errorf("%s: %s", tc.token, d)
				}
			}
			if !ok {
				return
			}
			if got := string(b.AppendMove(nil, m, NotationICCS)); got != tc.want {
				t.Errorf("%s = %s, want %s", tc.token, got, tc.want)
			}
		})
	}
}

// writeCases are the moves of parseCases written in each notation,
// following the WXF tandem rules and the Chinese four-character form.
var writeCases = []struct {
	fen, iccs                   string
	chinese, wxf, iccsOut, ucci string
}{
	{StartFEN, "h2e2", "炮二平五", "C2.5", "H2-E2", "h2e2"},
	{afterCannon, "h9g7", "马８进７", "H8+7", "H9-G7", "h9g7"},
	{tandem, "f6g6", "前车平三", "R+.3", "F6-G6", "f6g6"},
	{tandem, "f3f5", "后车进二", "R-+2", "F3-F5", "f3f5"},
	{tandem, "e7f7", "前五平四", "5+.4", "E7-F7", "e7f7"},
	{tandem, "e6d6", "中五平六", "55.6", "E6-D6", "e6d6"},
	{tandem, "e5d5", "后五平六", "5-.6", "E5-D5", "e5d5"},
	{tandem, "i6i7", "前一进一", "1++1", "I6-I7", "i6i7"},
	{tandemBlack, "g5h3", "前马进８", "H++8", "G5-H3", "g5h3"},
	{tandemBlack, "g7h9", "后马退８", "H--8", "G7-H9", "g7h9"},
	// five soldiers on one file: 前 二 三 四 五 and ++ + 3 - --
	{"3k5/4P4/4P4/4P4/4P4/4P4/9/9/9/4K4 w - - 0 1", "e8d8", "前兵平六", "++.6", "E8-D8", "e8d8"},
	{"3k5/4P4/4P4/4P4/4P4/4P4/9/9/9/4K4 w - - 0 1", "e7d7", "二兵平六", "P+.6", "E7-D7", "e7d7"},
	{"3k5/4P4/4P4/4P4/4P4/4P4/9/9/9/4K4 w - - 0 1", "e6d6", "三兵平六", "P5.6", "E6-D6", "e6d6"},
	{"3k5/4P4/4P4/4P4/4P4/4P4/9/9/9/4K4 w - - 0 1", "e5d5", "四兵平六", "P-.6", "E5-D5", "e5d5"},
	{"3k5/4P4/4P4/4P4/4P4/4P4/9/9/9/4K4 w - - 0 1", "e4e5", "", "", "", ""}, // blocked: not legal
}

func TestAppendMove(t *testing.T) {
	for _, tc := range writeCases {
		b := mustBoard(t, tc.fen)
		var diags pgn.DiagnosticList
		m, ok := b.ParseMove([]byte(tc.iccs), pgn.Position{}, diags.Add)
		if tc.chinese == "" {
			if ok {
				t.Errorf("%s %s: accepted an illegal move", tc.fen, tc.iccs)
			}
			continue
		}
		if !ok {
			t.Fatalf("%s %s: %v", tc.fen, tc.iccs, diags)
		}
		got := []string{}
		for _, n := range []pgn.Notation{NotationChinese, NotationWXF, NotationICCS, NotationUCI} {
			got = append(got, string(b.AppendMove(nil, m, n)))
		}
		want := []string{tc.chinese, tc.wxf, tc.iccsOut, tc.ucci}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s %s (-want +got):\n%s", tc.fen, tc.iccs, diff)
		}
	}
}

// rejectCases must fail with a message that names the fault.
var rejectCases = []struct {
	fen, token, code, mention string
}{
	{"3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", "炮八平五", "move-illegal", "no cannon"},
	{StartFEN, "炮三平五", "move-illegal", "file 3"},
	{StartFEN, "马二进五", "move-illegal", "horse"},
	{StartFEN, "前车平四", "move-illegal", "no file holds two"},
	{StartFEN, "炮二平", "move-syntax", "not a move"},
	{StartFEN, "Z2.5", "move-syntax", "not a move"},
	{StartFEN, "H2-E3", "move-illegal", "cannot move to e3"},
	{StartFEN, "e2e3", "move-illegal", "no Red piece stands on e2"},
	{"3k5/9/9/9/9/9/9/9/R7R/4K4 w - - 0 1", "Re1", "move-ambiguous", "more than one"},
}

func TestParseMoveRejects(t *testing.T) {
	for _, tc := range rejectCases {
		b := mustBoard(t, tc.fen)
		var diags pgn.DiagnosticList
		if m, ok := b.ParseMove([]byte(tc.token), pgn.Position{Line: 3, Column: 7}, diags.Add); ok {
			t.Errorf("%s accepted as %s", tc.token, b.AppendMove(nil, m, NotationICCS))
			continue
		}
		if len(diags) != 1 || diags[0].Code != tc.code || !strings.Contains(diags[0].Message, tc.mention) || diags[0].Pos.Line != 3 {
			t.Errorf("%s: got %v, want one %s mentioning %q", tc.token, diags, tc.code, tc.mention)
		}
	}
}

// The Format warnings say what was read and which tag would state it:
// every move is read by its own form, so nothing was misread.
func TestFormatWarnings(t *testing.T) {
	format := func(v string) []pgn.Tag { return []pgn.Tag{{Name: "Format", Value: v}} }
	winboard := []pgn.Tag{{Name: "Variant", Value: "xiangqi"}}
	cases := []struct {
		tags  []pgn.Tag
		token string
		codes []string
		msg   string // the message, when there is one
	}{
		{nil, "炮二平五", nil, ""},
		{nil, "C2.5", []string{"format-missing"},
			`C2.5: moves are in WXF notation and were read so; a [Format "WXF"] tag would state it (readers that follow the seed take moves without one as Chinese)`},
		{nil, "h2e2", []string{"format-missing"},
			`h2e2: moves are in UCCI coordinates and were read so; a [Format "ICCS"] tag would state it (readers that follow the seed take moves without one as Chinese)`},
		{nil, "H2-E2", []string{"format-missing"},
			`H2-E2: moves are in ICCS coordinates and were read so; a [Format "ICCS"] tag would state it (readers that follow the seed take moves without one as Chinese)`},
		{nil, "Che2", []string{"format-missing"},
			`Che2: moves are in SAN and were read so; no Format value names SAN; export writes the moves in Chinese, WXF or ICCS (readers that follow the seed take moves without one as Chinese)`},
		// WinBoard and pychess: the Variant tag names the game and SAN is
		// its notation.
		{winboard, "Che2", nil, ""},
		{winboard, "C2.5", []string{"format-missing"},
			`C2.5: moves are in WXF notation and were read so; a [Format "WXF"] tag would state it (readers that follow the seed take moves without one as Chinese)`},
		{format("WXF"), "C2.5", nil, ""},
		{format("WXF"), "炮二平五", []string{"format-mismatch"},
			`炮二平五 is in Chinese notation, not in the WXF notation the Format tag names; moves are read by their form, so it was read as Chinese; a [Format "Chinese"] tag would state it`},
		{format("ICCS"), "h2e2", nil, ""},
		{format("Chinese"), "H2-E2", []string{"format-mismatch"},
			`H2-E2 is in ICCS coordinates, not in the Chinese notation the Format tag names; moves are read by their form, so it was read as ICCS; a [Format "ICCS"] tag would state it`},
	}
	for _, tc := range cases {
		board, ok := Variant.NewBoard(tc.tags, func(pgn.Diagnostic) {})
		if !ok {
			t.Fatal("NewBoard failed")
		}
		var codes []string
		board.ParseMove([]byte(tc.token), pgn.Position{}, func(d pgn.Diagnostic) {
			codes = append(codes, d.Code)
			if d.Message != tc.msg {
				t.Errorf("%v %s: message\n%s\nwant\n%s", tc.tags, tc.token, d.Message, tc.msg)
			}
		})
		if diff := cmp.Diff(tc.codes, codes); diff != "" {
			t.Errorf("%v %s (-want +got):\n%s", tc.tags, tc.token, diff)
		}
	}
}

// A game that changes notation, or rank numbering, is told so once, with
// what was read.
func TestNotationMixedOncePerGame(t *testing.T) {
	tests := []struct {
		name  string
		moves []string
		want  []string
	}{
		{"families", []string{"炮二平五", "H8+7", "h0g2", "c6c5"},
			[]string{"H8+7 is in WXF notation, but the game began in Chinese notation; each move was read in its own notation"}},
		// h2e2 fixes ranks 0–9; b10c8 reads only from 1 (warned), b1c3,
		// h8e8 and h1g3 only from 1, and a9a8 only from 0 again (not
		// warned a second time).
		{"rank numbering", []string{"h2e2", "b10c8", "b1c3", "h8e8", "h1g3", "a9a8"},
			[]string{"b10c8 was read with ranks counted from 1, the only legal reading, though earlier moves count them from 0"}},
	}
	for _, tc := range tests {
		b := mustBoard(t, StartFEN)
		b.formatTag, b.format = true, "ICCS" // leave format-missing out
		var got []string
		for _, mv := range tc.moves {
			m, ok := b.ParseMove([]byte(mv), pgn.Position{}, func(d pgn.Diagnostic) {
				if d.Code == "notation-mixed" {
					got = append(got, d.Message)
				}
			})
			if !ok {
				t.Fatalf("%s: %s not read", tc.name, mv)
			}
			b.Make(m)
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.name, diff)
		}
	}
}

func TestCheckMark(t *testing.T) {
	const fen = "3k5/9/9/9/9/9/9/9/9/R4K3 w - - 0 1"
	cases := []struct {
		token string
		codes []string
	}{
		{"Rd0", nil}, {"Rd0+", nil}, {"Rd0#", []string{"check-mark"}}, {"Rb0+", []string{"check-mark"}},
		{"Ra9+", nil},
	}
	for _, tc := range cases {
		b := mustBoard(t, fen)
		var codes []string
		if _, ok := b.ParseMove([]byte(tc.token), pgn.Position{}, func(d pgn.Diagnostic) {
			if d.Code != "format-missing" {
				codes = append(codes, d.Code)
			}
		}); !ok {
			t.Fatalf("%s not read", tc.token)
		}
		if diff := cmp.Diff(tc.codes, codes); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.token, diff)
		}
	}
	// a mate written with '+': the flying general rule keeps the black
	// general off file e
	b := mustBoard(t, "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1")
	var codes []string
	b.ParseMove([]byte("Rd0+"), pgn.Position{}, func(d pgn.Diagnostic) { codes = append(codes, d.Code) })
	if !cmp.Equal(codes, []string{"check-mark", "format-missing"}) {
		t.Errorf("Rd0+ (mate): %v", codes)
	}
}

func TestTandemMissingWarning(t *testing.T) {
	// Two red chariots on file 四 where only the rear one can advance:
	// the plain form 车四进一 is understood but warned about.
	b := mustBoard(t, "3k5/9/5P3/5R3/9/9/9/9/5R3/4K4 w - - 0 1")
	var diags pgn.DiagnosticList
	m, ok := b.ParseMove([]byte("车四进一"), pgn.Position{}, diags.Add)
	if !ok || string(b.AppendMove(nil, m, NotationICCS)) != "F1-F2" {
		t.Fatalf("车四进一 not read: %v", diags)
	}
	if len(diags) != 1 || diags[0].Code != "tandem-missing" {
		t.Errorf("got %v, want a tandem-missing warning", diags)
	}
}

// A long run of move characters is quoted in part, so that one hostile
// token does not make a message of a megabyte.
func TestUnreadableMessageBounded(t *testing.T) {
	b := mustBoard(t, StartFEN)
	for _, tc := range []struct{ text, want string }{
		{"Z2.5", `"Z2.5" is not a move in Chinese, WXF, ICCS, UCCI or SAN notation`},
		{strings.Repeat("炮", 24), `"` + strings.Repeat("炮", 24) + `" is not a move in Chinese, WXF, ICCS, UCCI or SAN notation`},
		{strings.Repeat("炮", 100000), `"` + strings.Repeat("炮", 24) + `"… (300000 bytes) is not a move in Chinese, WXF, ICCS, UCCI or SAN notation`},
		{strings.Repeat("C", 1000000), `"` + strings.Repeat("C", 24) + `"… (1000000 bytes) is not a move in Chinese, WXF, ICCS, UCCI or SAN notation`},
	} {
		var diags pgn.DiagnosticList
		b.ParseMove([]byte(tc.text), pgn.Position{}, diags.Add)
		if len(diags) != 1 || diags[0].Message != tc.want {
			t.Errorf("%.30s…: %v", tc.text, diags)
		}
	}
}
