package pgn_test

import (
	"errors"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/pgntool/pgntool/pgn"
)

func TestCommands(t *testing.T) {
	for _, tc := range []struct {
		text string
		want []pgn.Command
	}{
		{"", nil},
		{"plain text", nil},
		{"[%clk 0:01:00]", []pgn.Command{{Name: "clk", Args: "0:01:00", Start: 0, End: 14}}},
		{" [%eval 0.17] [%clk 0:00:30] ", []pgn.Command{{Name: "eval", Args: "0.17", Start: 1, End: 13}, {Name: "clk", Args: "0:00:30", Start: 14, End: 28}}},
		{"x[%cal  Ge2e4 ]y", []pgn.Command{{Name: "cal", Args: "Ge2e4", Start: 1, End: 15}}},
		{`[%tqu "En","Q",10]`, []pgn.Command{{Name: "tqu", Args: `"En","Q",10`, Start: 0, End: 18}}},
		{"[%evp]", []pgn.Command{{Name: "evp", Args: "", Start: 0, End: 6}}},
		{"[%clk 0:01:00", nil}, // no ']'
		{"[% clk 1]", nil},     // no name
		{"[%cl-k 1]", nil},     // not a name
		{"[clk 1]", nil},       // no '%'
		{"[%a [%b 2]", []pgn.Command{{Name: "b", Args: "2", Start: 4, End: 10}}},
		{"[%clk\n0:01:00]", []pgn.Command{{Name: "clk", Args: "0:01:00", Start: 0, End: 14}}},
	} {
		if diff := cmp.Diff(tc.want, pgn.Commands(tc.text)); diff != "" {
			t.Errorf("Commands(%q) (-want +got):\n%s", tc.text, diff)
		}
	}
}

func TestClock(t *testing.T) {
	for _, tc := range []struct {
		args      string
		want      time.Duration
		canonical string // "" when args is canonical
		bad       bool
	}{
		{args: "1:02:03", want: time.Hour + 2*time.Minute + 3*time.Second},
		{args: "0:00:05", want: 5 * time.Second},
		{args: "0:02:59.9", want: 2*time.Minute + 59*time.Second + 900*time.Millisecond},
		{args: "0:00:00.123456789", want: 123456789},
		{args: "123:00:00", want: 123 * time.Hour},
		{args: "0:00:05.10", want: 5*time.Second + 100*time.Millisecond, canonical: "0:00:05.1"},
		{args: "0:00:05.", want: 5 * time.Second, canonical: "0:00:05"},
		{args: "00:1:2", want: time.Minute + 2*time.Second, canonical: "0:01:02"},
		{args: "0:75:00", want: 75 * time.Minute, canonical: "1:15:00"},
		{args: "0:00:00.1234567891", want: 123456789, canonical: "0:00:00.123456789"},
		{args: "1:02", bad: true},
		{args: "", bad: true},
		{args: "a:00:00", bad: true},
		{args: "0:000:00", bad: true},
		{args: "-1:00:00", bad: true},
		{args: "99999999999999999999:00:00", bad: true},
		{args: "0:00:05.x", bad: true},
	} {
		d, err := pgn.ParseClock(tc.args)
		if tc.bad {
			if !errors.Is(err, pgn.ErrCommand) {
				t.Errorf("ParseClock(%q) = %v, %v; want ErrCommand", tc.args, d, err)
			}
			continue
		}
		if err != nil || d != tc.want {
			t.Errorf("ParseClock(%q) = %v, %v; want %v", tc.args, d, err, tc.want)
		}
		want := tc.canonical
		if want == "" {
			want = tc.args
		}
		if got := pgn.FormatClock(d); got != want {
			t.Errorf("FormatClock(%v) = %q; want %q", d, got, want)
		}
	}
	if got := pgn.FormatClock(-time.Second); got != "0:00:00" {
		t.Errorf("FormatClock(-1s) = %q", got)
	}
}

func TestEval(t *testing.T) {
	for _, tc := range []struct {
		args      string
		want      pgn.Eval
		canonical string
		bad       bool
	}{
		{args: "0.25", want: pgn.Eval{Value: 25}},
		{args: "-1.5", want: pgn.Eval{Value: -150}},
		{args: "-1.50", want: pgn.Eval{Value: -150}, canonical: "-1.5"},
		{args: "10.2", want: pgn.Eval{Value: 1020}},
		{args: "-4.17", want: pgn.Eval{Value: -417}},
		{args: "0.0", want: pgn.Eval{}},
		{args: "0.00", want: pgn.Eval{}, canonical: "0.0"},
		{args: "-0.05", want: pgn.Eval{Value: -5}},
		{args: "#3", want: pgn.Eval{Mate: true, Value: 3}},
		{args: "#-3", want: pgn.Eval{Mate: true, Value: -3}},
		{args: "0.25,18", want: pgn.Eval{Value: 25, Depth: 18}},
		{args: "#-1,30", want: pgn.Eval{Mate: true, Value: -1, Depth: 30}},
		{args: "123.45", want: pgn.Eval{Value: 12345}},
		{args: "+0.3", want: pgn.Eval{Value: 30}, canonical: "0.3"},
		{args: "-.5", want: pgn.Eval{Value: -50}, canonical: "-0.5"},
		{args: "2", want: pgn.Eval{Value: 200}, canonical: "2.0"},
		{args: "0.255", want: pgn.Eval{Value: 26}, canonical: "0.26"},
		{args: "-0.254", want: pgn.Eval{Value: -25}, canonical: "-0.25"},
		{args: "#+2", want: pgn.Eval{Mate: true, Value: 2}, canonical: "#2"},
		{args: "", bad: true},
		{args: "#", bad: true},
		{args: "abc", bad: true},
		{args: "1.2.3", bad: true},
		{args: "0.25,", bad: true},
		{args: "0.25,x", bad: true},
		{args: "-", bad: true},
		{args: ".", bad: true},
		{args: "99999999999", bad: true},
		{args: "#99999999999", bad: true},
	} {
		e, err := pgn.ParseEval(tc.args)
		if tc.bad {
			if !errors.Is(err, pgn.ErrCommand) {
				t.Errorf("ParseEval(%q) = %v, %v; want ErrCommand", tc.args, e, err)
			}
			continue
		}
		if err != nil || e != tc.want {
			t.Errorf("ParseEval(%q) = %+v, %v; want %+v", tc.args, e, err, tc.want)
		}
		want := tc.canonical
		if want == "" {
			want = tc.args
		}
		if got := e.String(); got != want {
			t.Errorf("%+v.String() = %q; want %q", e, got, want)
		}
	}
}

func TestShapes(t *testing.T) {
	arrows, err := pgn.ParseArrows("Ge2e4,Rd1d8, Ba10b12 ,YF12G21")
	want := []pgn.Arrow{{'G', "e2", "e4"}, {'R', "d1", "d8"}, {'B', "a10", "b12"}, {'Y', "F12", "G21"}}
	if err != nil || !cmp.Equal(arrows, want) {
		t.Errorf("ParseArrows = %v, %v; want %v", arrows, err, want)
	}
	if s, err := pgn.FormatArrows(arrows); err != nil || s != "Ge2e4,Rd1d8,Ba10b12,YF12G21" {
		t.Errorf("FormatArrows = %q, %v", s, err)
	}
	marks, err := pgn.ParseMarks("Ge4,Ra1,Bi9")
	wantMarks := []pgn.Mark{{'G', "e4"}, {'R', "a1"}, {'B', "i9"}}
	if err != nil || !cmp.Equal(marks, wantMarks) {
		t.Errorf("ParseMarks = %v, %v; want %v", marks, err, wantMarks)
	}
	if s, err := pgn.FormatMarks(marks); err != nil || s != "Ge4,Ra1,Bi9" {
		t.Errorf("FormatMarks = %q, %v", s, err)
	}
	for _, bad := range []string{"Xe2e4", "Ge2", "G", "ge2e4", "Ge2e4,", "Ge2e4e6", "G22e4", "Gee"} {
		if a, err := pgn.ParseArrows(bad); !errors.Is(err, pgn.ErrCommand) {
			t.Errorf("ParseArrows(%q) = %v, %v; want ErrCommand", bad, a, err)
		}
	}
	for _, bad := range []string{"Xe4", "G", "Ge", "G4", "Ge4e5", "Ge4,,Ra1"} {
		if m, err := pgn.ParseMarks(bad); !errors.Is(err, pgn.ErrCommand) {
			t.Errorf("ParseMarks(%q) = %v, %v; want ErrCommand", bad, m, err)
		}
	}
	if _, err := pgn.FormatArrows([]pgn.Arrow{{'G', "e2", "e4]"}}); !errors.Is(err, pgn.ErrCommand) {
		t.Errorf("FormatArrows of a bad square: %v", err)
	}
	if _, err := pgn.FormatMarks([]pgn.Mark{{'Q', "e4"}}); !errors.Is(err, pgn.ErrCommand) {
		t.Errorf("FormatMarks of a bad colour: %v", err)
	}
}

func TestSetCommand(t *testing.T) {
	for _, tc := range []struct {
		text, name, args string
		want             string
	}{
		{"", "clk", "0:01:00", "[%clk 0:01:00]"},
		{" good move ", "clk", "0:01:00", "[%clk 0:01:00] good move "},
		{"good move", "clk", "0:01:00", "[%clk 0:01:00] good move"},
		{" [%eval 0.17] ", "clk", "0:00:30", " [%eval 0.17] [%clk 0:00:30] "},
		{"[%eval 0.17]text", "clk", "0:00:30", "[%eval 0.17] [%clk 0:00:30] text"},
		{" [%clk 0:01:00] well [%eval 1] ", "clk", "0:00:59", " [%clk 0:00:59] well [%eval 1] "},
		{"[%clk 1] a [%clk 2] b", "clk", "3", "[%clk 3] a b"},
		{"a [%clk 1] [%clk 2]", "clk", "3", "a [%clk 3]"},
		{"x", "evp", "", "[%evp] x"},
		{"[%clk 1] [%cl[%clk 2]k]", "clk", "3", "[%clk 3]"},
		{"a [%clk 1]b [%clk 2]c", "clk", "3", "a [%clk 3]bc"},
	} {
		got, err := pgn.SetCommand(tc.text, tc.name, tc.args)
		if err != nil || got != tc.want {
			t.Errorf("SetCommand(%q, %q, %q) = %q, %v; want %q", tc.text, tc.name, tc.args, got, err, tc.want)
		}
	}
	for _, bad := range [][2]string{{"", "1"}, {"c l", "1"}, {"clk", "1]"}, {"clk", "{x"}, {"clk", "[%x"}} {
		if got, err := pgn.SetCommand("t", bad[0], bad[1]); !errors.Is(err, pgn.ErrCommand) || got != "t" {
			t.Errorf("SetCommand(%q, %q) = %q, %v; want ErrCommand", bad[0], bad[1], got, err)
		}
	}
	for _, tc := range []struct{ text, want string }{
		{"[%clk 1]", ""},
		{" [%clk 1] ", " "},
		{"a [%clk 1] b", "a b"},
		{"a [%clk 1]", "a"},
		{"[%clk 1] [%eval 2] [%clk 3]", "[%eval 2]"},
		{" [%clk 1]x [%clk 2]x", "xx"},
		// The text around a removed command joins into one of the same
		// name: that one goes too.
		{"[%cl[%clk 1]k]", ""},
		{"[%cl[%cl[%clk 1]k]k] z", "z"},
		// ... and into one of another name: that one stays.
		{"[%c [%clk 1]]", "[%c]"},
		{"[%a x[%clk 1]y]", "[%a xy]"},
		{"[%a [%clk 1]y]", "[%ay]"},
		{"[[%clk 1]%clk 2]", ""},
	} {
		got, found := pgn.DeleteCommand(tc.text, "clk")
		if !found || got != tc.want {
			t.Errorf("DeleteCommand(%q) = %q, %v; want %q", tc.text, got, found, tc.want)
		}
	}
	if got, found := pgn.DeleteCommand("a [%eval 1]", "clk"); found || got != "a [%eval 1]" {
		t.Errorf("DeleteCommand without one = %q, %v", got, found)
	}
}

func TestNodeCommands(t *testing.T) {
	n := &pgn.Node{Comments: []pgn.Comment{{Text: " [%eval 0.17] [%clk 0:00:30] "}, {Text: "[%cal Ge2e4,Rd1d8] [%csl Ge4] [%emt 0:00:05]"}}}
	if d, ok := n.Clock(); !ok || d != 30*time.Second {
		t.Errorf("Clock = %v, %v", d, ok)
	}
	if d, ok := n.EMT(); !ok || d != 5*time.Second {
		t.Errorf("EMT = %v, %v", d, ok)
	}
	if e, ok := n.Eval(); !ok || e != (pgn.Eval{Value: 17}) {
		t.Errorf("Eval = %v, %v", e, ok)
	}
	if a := n.Arrows(); !cmp.Equal(a, []pgn.Arrow{{'G', "e2", "e4"}, {'R', "d1", "d8"}}) {
		t.Errorf("Arrows = %v", a)
	}
	if m := n.Marks(); !cmp.Equal(m, []pgn.Mark{{'G', "e4"}}) {
		t.Errorf("Marks = %v", m)
	}
	if args, ok := n.Command("cal"); !ok || args != "Ge2e4,Rd1d8" {
		t.Errorf("Command(cal) = %q, %v", args, ok)
	}
	steps := []error{
		n.SetClock(29*time.Second + 500*time.Millisecond),
		n.SetEval(pgn.Eval{Mate: true, Value: -3, Depth: 20}),
		n.SetArrows([]pgn.Arrow{{'B', "a1", "a8"}}),
		n.SetMarks(nil),
		n.SetEMT(time.Hour),
	}
	for i, err := range steps {
		if err != nil {
			t.Errorf("step %d: %v", i, err)
		}
	}
	want := []pgn.Comment{{Text: " [%eval #-3,20] [%clk 0:00:29.5] "}, {Text: "[%cal Ba1a8] [%emt 1:00:00]"}}
	if diff := cmp.Diff(want, n.Comments); diff != "" {
		t.Errorf("comments (-want +got):\n%s", diff)
	}
	if !n.DeleteCommand("eval") || !n.DeleteCommand("clk") || n.DeleteCommand("clk") {
		t.Error("DeleteCommand: want true, true, false")
	}
	if diff := cmp.Diff([]pgn.Comment{{Text: "[%cal Ba1a8] [%emt 1:00:00]"}}, n.Comments); diff != "" {
		t.Errorf("a comment left empty goes (-want +got):\n%s", diff)
	}
	for i, err := range []error{
		n.SetClock(-time.Second),
		n.SetEMT(-time.Second),
		n.SetEval(pgn.Eval{Value: 1 << 40}),
		n.SetEval(pgn.Eval{Depth: -1}),
		n.SetArrows([]pgn.Arrow{{'G', "e2", ""}}),
		n.SetMarks([]pgn.Mark{{'G', "4e"}}),
	} {
		if !errors.Is(err, pgn.ErrCommand) {
			t.Errorf("bad value %d: %v; want ErrCommand", i, err)
		}
	}
	// A move without comments gets one; malformed commands are skipped
	// by the getters and replaced by the setters.
	m := &pgn.Node{}
	if err := m.SetClock(time.Minute); err != nil || len(m.Comments) != 1 || m.Comments[0].Text != "[%clk 0:01:00]" {
		t.Errorf("SetClock on a bare move: %v, %v", m.Comments, err)
	}
	m.Comments = []pgn.Comment{{Text: "[%clk soon] [%clk 0:00:07]"}}
	if d, ok := m.Clock(); !ok || d != 7*time.Second {
		t.Errorf("Clock after a malformed one = %v, %v", d, ok)
	}
	if err := m.SetClock(time.Second); err != nil || m.Comments[0].Text != "[%clk 0:00:01]" {
		t.Errorf("SetClock over a malformed one: %q, %v", m.Comments[0].Text, err)
	}
}

// FuzzCommands reads any comment text: finding, parsing and writing its
// commands never panics; what a typed parser reads, its writer writes as
// text that reads back the same (write∘parse is idempotent); and setting
// or deleting a command leaves text whose commands are as asked.
func FuzzCommands(f *testing.F) {
	for _, s := range []string{
		"[%clk 1:02:03]", " [%eval 0.17] [%clk 0:00:30] ", "[%eval #-3]", "[%eval 0.25,18]",
		"[%cal Ge2e4,Rd1d8]", "[%csl Ge4,Ra1]", "[%emt 0:00:05.25]", "[%a [%b 2]", "[%clk 0:75:00.1000]",
		"text [%evp 1,2,3] more", "[%eval -.5]", "[%cal YF12G21]",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		for _, c := range pgn.Commands(text) {
			if text[c.Start:c.Start+2] != "[%" || text[c.End-1] != ']' {
				t.Fatalf("command %+v is not at [%% ... ] in %q", c, text)
			}
			switch c.Name {
			case pgn.CommandClock, pgn.CommandEMT:
				if d, err := pgn.ParseClock(c.Args); err == nil {
					s := pgn.FormatClock(d)
					if d2, err := pgn.ParseClock(s); err != nil || d2 != d || pgn.FormatClock(d2) != s {
						t.Fatalf("clock %q → %v → %q → %v, %v", c.Args, d, s, d2, err)
					}
				}
			case pgn.CommandEval:
				if e, err := pgn.ParseEval(c.Args); err == nil {
					s := e.String()
					if e2, err := pgn.ParseEval(s); err != nil || e2 != e || e2.String() != s {
						t.Fatalf("eval %q → %+v → %q → %+v, %v", c.Args, e, s, e2, err)
					}
				}
			case pgn.CommandArrows:
				if a, err := pgn.ParseArrows(c.Args); err == nil {
					s, err := pgn.FormatArrows(a)
					if a2, err2 := pgn.ParseArrows(s); err != nil || err2 != nil || !cmp.Equal(a, a2) {
						t.Fatalf("arrows %q → %v → %q → %v, %v %v", c.Args, a, s, a2, err, err2)
					}
				}
			case pgn.CommandMarks:
				if m, err := pgn.ParseMarks(c.Args); err == nil {
					s, err := pgn.FormatMarks(m)
					if m2, err2 := pgn.ParseMarks(s); err != nil || err2 != nil || !cmp.Equal(m, m2) {
						t.Fatalf("marks %q → %v → %q → %v, %v %v", c.Args, m, s, m2, err, err2)
					}
				}
			}
		}
		set, err := pgn.SetCommand(text, "clk", "0:00:01")
		if err != nil {
			t.Fatal(err)
		}
		var clocks []string
		for _, c := range pgn.Commands(set) {
			if c.Name == "clk" {
				clocks = append(clocks, c.Args)
			}
		}
		if len(clocks) != 1 || clocks[0] != "0:00:01" {
			t.Fatalf("SetCommand(%q) = %q, whose clocks are %q", text, set, clocks)
		}
		if again, _ := pgn.SetCommand(set, "clk", "0:00:01"); again != set {
			t.Fatalf("SetCommand is not idempotent: %q then %q", set, again)
		}
		del, _ := pgn.DeleteCommand(set, "clk")
		if _, found := pgn.FindCommand(del, "clk"); found {
			t.Fatalf("DeleteCommand(%q) = %q still holds a clock", set, del)
		}
		// Whatever the text around them, removing the commands of a name
		// leaves none, and the other commands of the text are not lost
		// (a removal may join text into a new one, never part one).
		for _, c := range pgn.Commands(text) {
			del, found := pgn.DeleteCommand(text, c.Name)
			if !found {
				t.Fatalf("DeleteCommand(%q, %q) found none", text, c.Name)
			}
			if _, still := pgn.FindCommand(del, c.Name); still {
				t.Fatalf("DeleteCommand(%q, %q) = %q still holds one", text, c.Name, del)
			}
			kept := 0
			for _, d := range pgn.Commands(text) {
				if d.Name != c.Name {
					kept++
				}
			}
			if n := len(pgn.Commands(del)); n < kept {
				t.Fatalf("DeleteCommand(%q, %q) = %q holds %d other commands, want at least %d", text, c.Name, del, n, kept)
			}
		}
	})
}

// TestCommandGettersAllocateNothing: reading the clock and the
// evaluation of every move of a big file costs no allocation.
func TestCommandGettersAllocateNothing(t *testing.T) {
	n := &pgn.Node{Comments: []pgn.Comment{{Text: " [%eval 0.17] [%clk 0:00:30] "}}}
	allocs := testing.AllocsPerRun(100, func() {
		if _, ok := n.Clock(); !ok {
			t.Fatal("no clock")
		}
		if _, ok := n.Eval(); !ok {
			t.Fatal("no eval")
		}
		if _, ok := n.EMT(); ok {
			t.Fatal("an emt")
		}
	})
	if allocs != 0 {
		t.Errorf("%v allocations per run", allocs)
	}
}
