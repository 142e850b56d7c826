package cescacs

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pgntool/pgntool/pgn"
)

// The start position in the four alphabets of the spec's examples.
var alphabets = []struct{ redefine, tlpd string }{
	{"", initialTLPD},
	{"A@J, T@R, C@N", "/28:v/27:dk/26:gag/25:tcct/24:peaep/23:ppeepp/22:2pap2/21:3pp3/20:3p3/8:3P3/7:3PP3/6:2PAP2/5:PPEEPP/4:PEAEP/3:TCCT/2:GAG/1:DK/0:V/ w TKTtkt - 0 1"},
	{"B@J, W@V, Q@D", "/28:w/27:qk/26:gbg/25:rnnr/24:pebep/23:ppeepp/22:2pbp2/21:3pp3/20:3p3/8:3P3/7:3PP3/6:2PBP2/5:PPEEPP/4:PEBEP/3:RNNR/2:GBG/1:QK/0:W/ w RKRrkr - 0 1"},
	{"FAN", "/28:🩒/27:♛♚/26:🩓♝🩓/25:♜♞♞♜/24:♟☗♝☗♟/23:♟♟☗☗♟♟/22:2♟♝♟2/21:3♟♟3/20:3♟3/8:3♙3/7:3♙♙3/6:2♙♗♙2/5:♙♙☖☖♙♙/4:♙☖♗☖♙/3:♖♘♘♖/2:🩐♗🩐/1:♕♔/0:🩏/ w ♖♔♖♜♚♜ - 0 1"},
}

func TestTLPDAlphabets(t *testing.T) {
	for _, a := range alphabets {
		t.Run(a.redefine, func(t *testing.T) {
			l, err := parseRedefine(a.redefine)
			if a.redefine == "" {
				l, err = standardAlphabet(), nil
			}
			if err != nil {
				t.Fatal(err)
			}
			p, err := parseTLPD(a.tlpd, &l, nil)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(startPosition.cells, p.cells); diff != "" {
				t.Errorf("placement differs from the start position (-want +got):\n%s", diff)
			}
			if got := string(p.appendTLPD(nil, &l)); got != a.tlpd {
				t.Errorf("written back as\n%s\nwant\n%s", got, a.tlpd)
			}
		})
	}
}

func TestTLPDErrors(t *testing.T) {
	tests := []struct{ tlpd, want string }{
		{"", "empty TLPD"},
		{"28:v/ w - - 0 1", "must start with '/'"},
		{"/28:v/27:dk/ w", "no White King"},
		{"/28:v/27:dx/1:DK/ w RKRrkr - 0 1", `line 27 at G27: "x" is not a piece letter`},
		{"/28:v/27:dkk/1:DK/ w RKRrkr - 0 1", `line 27: piece "k" is beyond the last cell G27`},
		{"/28:v/27:d/1:DK/ w RKRrkr - 0 1", "line 27 describes 1 of its 2 cells; G27 and beyond are missing"},
		{"/28:v/27:3/1:DK/ w - - 0 1", "3 empty cells from E27 run past the 2 cells"},
		{"/28:v/27:dk/27:dk/1:DK/ w - - 0 1", "line 27 is given twice"},
		{"/30:v/ w", "not a line from 0 to 28"},
		{"/27:dk/1:DK/ x - - 0 1", `turn "x" is neither w nor b`},
		{"/27:dk/1:DK/ w QQ - 0 1", `castling field "QQ"`},
		{"/27:dk/1:K1/ w RKRrkr - 0 1", "White's King has not moved, but G1 holds nothing"},
		{"/27:1k/1:1K/ b -- G15@13 0 1", "G15 holds nothing, not a White pawn"},
		{"/27:1k/15:4P3/1:1K/ b -- G15@11 0 1", "can only have crossed line(s) 13"},
		{"/27:1k/13:4P3/1:1K/ b -- G13@9-11 x 1", `halfmove clock "x"`},
		{"/27:1k/13:4P3/1:1K/ b -- G13@9-11 0 0", `move number "0"`},
		{"/27:1k/13:4P3/1:1K/ b -- G13@9-11 0 1 9", "more than six fields"},
		{"/27:1k/17:4p3/1:1K/ w -- G17 0 1", "no White pawn stands where G17 could have side-stepped it"},
		{"/27:1k/19:5K2/1:1K/ w -- - 0 1", "a second white king at G1 (the first is at I19)"},
		{"/27:1J/1:1k/ w -- - 0 1", "no White King"},
		{"/27:1k/25:3R/1:1K/ w -- - 0 1", "Black's King on G27 is in check with White to move"},
		{"/27:1k/1:1K/ w -- Z99 0 1", "does not start with a board cell"},
		{"/27:1k/1:1♔/ w -- - 0 1", `figurine "♔" needs [Redefine "FAN"]`},
	}
	for _, tc := range tests {
		_, err := parseTLPD(tc.tlpd, nil, nil)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("parseTLPD(%q) = %v, want an error containing %q", tc.tlpd, err, tc.want)
		}
	}
}

func TestTLPDPassForms(t *testing.T) {
	tests := []struct {
		tlpd    string
		written string // field 4 as written back
		warns   int
	}{
		{"/27:1k/15:4P3/1:1K/ b -- G15@13 0 1", "G15@13", 0},
		{"/27:1k/13:4P3/1:1K/ b -- G13@9-11 0 1", "G13@9-11", 0},
		{"/27:1k/13:4P3/1:1K/ b -- G13@11-9 0 1", "G13@9-11", 0},
		{"/27:1k/15:4p3/1:1K/ w -- G15@17-19 0 1", "G15@17-19", 0},
		{"/27:1k/13:4P3/1:1K/ b -- P@G9,11[G13] 0 1", "G13@9-11", 1},
		{"/27:1k/15:4P3/1:1K/ b -- P@G13[G15] 0 1", "G15@13", 1},
		{"/27:1k/15:3p4/14:3P3/1:1K/ b -- F14 0 1", "F14", 0},
		{"/27:1k/15:3p4/14:3P3/1:1K/ b -- E15@F14 0 1", "F14", 1},
		{"/27:1k/10:2P4/1:1K/ b -- D10@8 0 1", "D10@8", 0},
	}
	for _, tc := range tests {
		warns := 0
		p, err := parseTLPD(tc.tlpd, nil, func(int, string, string) { warns++ })
		if err != nil {
			t.Errorf("%s: %v", tc.tlpd, err)
			continue
		}
		if got := string(p.appendPass(nil)); got != tc.written || warns != tc.warns {
			t.Errorf("%s: field 4 written %q with %d warnings, want %q with %d", tc.tlpd, got, warns, tc.written, tc.warns)
		}
	}
}

// TestTLPDCastling reads field 3 in the spec's and the implementation's
// forms.
func TestTLPDCastling(t *testing.T) {
	pieces := "/27:1k/25:r2r/3:R2R/1:1K/ w "
	tests := []struct{ field, written string }{
		{"RKRrkr", "RKRrkr"},
		{"KRrk", "KRrk"},
		{"Kk", "Kk"},
		{"-rkr", "-rkr"},
		{"--", "--"},
		{"-", "--"},     // the implementation's spelling, warned
		{"RKR", "RKR-"}, // a King that moved writes nothing there
	}
	for _, tc := range tests {
		p, err := parseTLPD(pieces+tc.field+" - 0 1", nil, nil)
		if err != nil {
			t.Errorf("%s: %v", tc.field, err)
			continue
		}
		std := standardAlphabet()
		if got := string(p.appendCastling(nil, &std)); got != tc.written {
			t.Errorf("castling %q written %q, want %q", tc.field, got, tc.written)
		}
	}
}

// TestSavedGames loads every position of the implementation's notes; the
// one with the Grand C'escacs Almogàver (m) is not C'escacs.
func TestSavedGames(t *testing.T) {
	s := readCorpus(t, "implementation-samples/savedGames.txt")
	loaded := 0
	for i, line := range strings.Split(s, "\n") {
		line = strings.TrimSpace(line)
		if !strings.HasPrefix(line, "/") || strings.HasPrefix(line, "//") || strings.HasPrefix(line, "/*") {
			continue
		}
		var dl pgn.DiagnosticList
		_, ok := Variant.NewBoard([]pgn.Tag{{Name: "TLPD", Value: line}}, dl.Add)
		if strings.Contains(line, "m") {
			if ok {
				t.Errorf("line %d: the Almogàver position should not load", i+1)
			}
			continue
		}
		if !ok || dl.Errors() > 0 {
			t.Errorf("line %d: %v", i+1, dl)
		}
		loaded++
	}
	if loaded != 20 {
		t.Errorf("loaded %d positions, want 20", loaded)
	}
}

// TestResumedGame replays 2020-07-20 to White's move 20 and compares the
// TLPD with the resumed game of the spec's examples. The site's castling
// field "KR" is the implementation's spelling for a moved king's rook
// (its defect 7); the spec's "RK" is written. The site leaves the move
// number out; it is 20.
func TestResumedGame(t *testing.T) {
	site := "/28:v/27:1k/26:1jg/25:r1nr/24:pejep/23:pp2pp/22:2pjp2/21:4p3/11:3J4/9:4J3/8:3G3/7:2NN1P2/6:2P1Pd1/5:PPG2g/4:PE1EP/3:R3/2:2R/1:DK/0:V/ b KRrkr - 2"
	moves := mainLineMoves(readCorpus(t, "games/2020-07-20.ctl-pgn"))
	b := &Board{pos: startPosition, letters: standardAlphabet()}
	play(t, b, moves[:39]...)
	got := string(b.AppendPosition(nil))
	want := strings.Replace(site, "b KRrkr - 2", "b RKrkr - 2 20", 1)
	if got != want {
		t.Errorf("after 20. RI3-H2:\n got %s\nwant %s", got, want)
	}
	// The site's own string loads, with a warning for its castling field.
	var dl pgn.DiagnosticList
	if _, ok := Variant.NewBoard([]pgn.Tag{{Name: "DPTL", Value: site}}, dl.Add); !ok || dl.Errors() > 0 {
		t.Errorf("site TLPD: %v", dl)
	}
}

// TestSavedMoveLists replays the move lists of the implementation's notes:
// from the start position when they start with move 1, otherwise (1?, 13.)
// from the position saved just before them.
func TestSavedMoveLists(t *testing.T) {
	s := readCorpus(t, "implementation-samples/savedGames.txt")
	var block []string
	lastTLPD := ""
	lists := 0
	flush := func() {
		if len(block) == 0 {
			return
		}
		lists++
		b := &Board{pos: startPosition, letters: standardAlphabet()}
		if !strings.HasPrefix(block[0], "1.") {
			b = board(t, lastTLPD)
		}
		for _, mv := range mainLineMoves(strings.Join(block, "\n")) {
			var dl pgn.DiagnosticList
			m, ok := b.ParseMove([]byte(mv), pgn.Position{}, dl.Add)
			if !ok || dl.Errors() > 0 {
				t.Errorf("list starting %q: %s: %v", block[0], mv, dl)
				break
			}
			b.Make(m)
		}
		block = nil
	}
	for _, line := range strings.Split(s, "\n") {
		line, _, _ = strings.Cut(line, "//")
		line = strings.TrimSpace(line)
		switch {
		case line != "" && line[0] >= '0' && line[0] <= '9':
			block = append(block, line)
		default:
			flush()
			if strings.HasPrefix(line, "/") && !strings.HasPrefix(line, "/*") {
				lastTLPD = line
			}
		}
	}
	flush()
	if lists != 9 {
		t.Errorf("%d move lists, want 9", lists)
	}
}
