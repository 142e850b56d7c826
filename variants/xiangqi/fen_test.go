package xiangqi

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pgntool/pgntool/pgn"
)

func TestNewBoardFEN(t *testing.T) {
	type diag struct {
		Col  int
		Sev  string
		Code string
	}
	cases := []struct {
		name, fen string
		ok        bool
		out       string // AppendPosition after setup
		want      []diag
	}{
		{"xqbase start", StartFEN, true, StartFEN, nil},
		{"side r (xiangqi.js)", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR r - - 0 1", true, StartFEN,
			[]diag{{62, "warning", "fen-side-r"}}},
		{"E/H letters (XieXie)", "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - - 0 1", true, StartFEN,
			[]diag{{2, "warning", "fen-synonym"}}},
		{"board and side (walker8088)", "3aka3/2c1n4/4bP3/9/4N4/9/9/9/9/4K4 w", true, "3aka3/2c1n4/4bP3/9/4N4/9/9/9/9/4K4 w - - 0 1",
			[]diag{{2 + 35, "warning", "fen-short"}}},
		{"board only (hbsxcjp)", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR", true, StartFEN,
			[]diag{{61, "warning", "fen-short"}}},
		{"black to move (Big5 collection)", yvonneMiddle, true, yvonneMiddle, nil},
		{"unknown letter", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNZ w - - 0 1", false, "",
			[]diag{{60, "error", "fen-invalid"}}},
		{"short rank", "rnbakabnr/8/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", false, "",
			[]diag{{2 + 11, "error", "fen-invalid"}}},
		{"two red generals", "3k5/9/9/9/9/9/9/9/3K5/4K4 w - - 0 1", false, "", []diag{{2, "error", "fen-invalid"}}},
		{"general outside palace", "3k5/9/9/9/9/9/9/9/9/K8 w - - 0 1", false, "", []diag{{22, "error", "fen-invalid"}}},
		{"side x", "3k5/9/9/9/9/9/9/9/9/4K4 x - - 0 1", false, "", []diag{{26, "error", "fen-invalid"}}},
		{"facing generals, side not to move in check", "4k4/9/9/9/9/9/9/9/9/4K4 b - - 0 1", false, "", []diag{{2, "error", "fen-invalid"}}},
		{"eight fields", "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1 x\ty", false, "", []diag{{2 + 34, "error", "fen-invalid"}}},
		{"trailing space", "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1  ", true, "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", nil},
		{"soldier behind its start", "3k5/9/9/9/9/9/9/9/4P4/4K4 w - - 0 1", true, "3k5/9/9/9/9/9/9/9/4P4/4K4 w - - 0 1",
			[]diag{{21, "warning", "fen-placement"}}},
	}
	for _, tc := range cases {
		var got []diag
		tags := []pgn.Tag{{Name: "FEN", Value: tc.fen, ValuePos: pgn.Position{Line: 4, Column: 1}}}
		b, ok := Variant.NewBoard(tags, func(d pgn.Diagnostic) {
			if d.Pos.Line != 4 {
				t.Errorf("%s: diagnostic on line %d, want the FEN tag's line 4", tc.name, d.Pos.Line)
			}
			got = append(got, diag{d.Pos.Column, d.Severity.String(), d.Code})
		})
		if ok != tc.ok {
			t.Errorf("%s: ok = %v, want %v", tc.name, ok, tc.ok)
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.name, diff)
		}
		if ok {
			if out := string(b.AppendPosition(nil)); out != tc.out {
				t.Errorf("%s: AppendPosition = %s, want %s", tc.name, out, tc.out)
			}
		}
	}
}

func TestOutcome(t *testing.T) {
	cases := []struct{ fen, result, reason string }{
		{StartFEN, "", ""},
		// red chariot mates the black general on the back rank
		{"3k5/R8/9/9/9/9/9/9/9/4K4 w - - 0 1", "", ""},
		{"R2k5/R8/9/9/9/9/9/9/9/4K4 b - - 0 1", "1-0", "checkmate"},
		// black general boxed in by the flying-general rule and a chariot: no move, no check
		{"3k5/5R3/9/9/9/9/9/9/9/4K4 b - - 0 1", "1-0", "stalemate"},
	}
	for _, tc := range cases {
		b := mustBoard(t, tc.fen)
		if r, why := b.Outcome(); r != tc.result || why != tc.reason {
			t.Errorf("%s: Outcome = %q %q; want %q %q", tc.fen, r, why, tc.result, tc.reason)
		}
	}
}

func TestMakeUnmakeMoveNumber(t *testing.T) {
	b := mustBoard(t, StartFEN)
	var diags pgn.DiagnosticList
	for i, mv := range []string{"炮二平五", "马８进７", "马二进三", "车９平８"} {
		m, ok := b.ParseMove([]byte(mv), pgn.Position{}, diags.Add)
		if !ok {
			t.Fatalf("%s: %v", mv, diags)
		}
		n, second := b.MoveNumber()
		if n != i/2+1 || second != (i%2 == 1) {
			t.Errorf("before %s: MoveNumber = %d %v", mv, n, second)
		}
		b.Make(m)
	}
	if got, want := string(b.AppendPosition(nil)), "rnbakabr1/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R w - - 4 3"; got != want {
		t.Errorf("after four moves: %s, want %s", got, want)
	}
	for range 4 {
		b.Unmake()
	}
	if got := string(b.AppendPosition(nil)); got != StartFEN {
		t.Errorf("after unmaking: %s", got)
	}
}

// A FEN of very many fields is split into at most seven, the seventh
// holding the rest, and the message still counts them all.
func TestSplitFieldsBounded(t *testing.T) {
	fen := StartFEN + strings.Repeat(" x", 100000)
	fields, starts := splitFields(fen)
	if len(fields) != maxFENFields || len(starts) != maxFENFields {
		t.Fatalf("%d fields, %d starts; want %d", len(fields), len(starts), maxFENFields)
	}
	if fields[5] != "1" || fields[6] != strings.TrimSpace(strings.Repeat(" x", 100000)) || starts[6] != len(StartFEN)+1 {
		t.Errorf("fields 6 and 7: %q, %.10q… at %d", fields[5], fields[6], starts[6])
	}
	b := newBoard()
	faults := b.setFEN(fen)
	if len(faults) != 1 || faults[0].msg != "FEN has 100006 fields; at most 6 are allowed" {
		t.Errorf("faults %v", faults)
	}
}
