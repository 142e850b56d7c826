package cescacs

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

// TestNotationCases runs testdata/moves.txt; see the file's header.
func TestNotationCases(t *testing.T) {
	f, err := os.Open("testdata/moves.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	line := 0
	for sc.Scan() {
		line++
		text := sc.Text()
		if strings.TrimSpace(text) == "" || strings.HasPrefix(text, "#") {
			continue
		}
		fields := strings.Split(text, "|")
		if len(fields) != 6 {
			t.Fatalf("moves.txt:%d: %d fields, want 6", line, len(fields))
		}
		for i := range fields {
			fields[i] = strings.TrimSpace(fields[i])
		}
		runCase(t, line, fields)
	}
}

func runCase(t *testing.T, line int, f []string) {
	t.Helper()
	redefine, position, before, move, codes, export := f[0], f[1], f[2], f[3], f[4], f[5]
	var tags []pgn.Tag
	if redefine != "" {
		tags = append(tags, pgn.Tag{Name: "Redefine", Value: redefine})
	}
	if position != "start" {
		status, pieces, _ := strings.Cut(position, ";")
		b := setup(t, strings.TrimSpace(status), strings.Fields(pieces)...)
		l := b.letters
		if redefine != "" {
			l, _ = parseRedefine(redefine)
		}
		tags = append(tags, pgn.Tag{Name: "TLPD", Value: string(b.pos.appendTLPD(nil, &l))})
	}
	var setupDiags pgn.DiagnosticList
	bd, ok := Variant.NewBoard(tags, setupDiags.Add)
	if !ok || len(setupDiags) > 0 {
		t.Fatalf("moves.txt:%d: setup: %v", line, setupDiags)
	}
	b := bd.(*Board)
	if before != "" {
		for _, mv := range strings.Split(before, ",") {
			m, ok := b.ParseMove([]byte(strings.TrimSpace(mv)), pgn.Position{}, nil)
			if !ok {
				t.Fatalf("moves.txt:%d: setup move %s fails", line, mv)
			}
			b.Make(m)
		}
	}
	var dl pgn.DiagnosticList
	b.habits = &habitTally{}
	m, ok := b.ParseMove([]byte(move), pgn.Position{Line: line, Column: 1}, dl.Add)
	b.habits.flush(dl.Add, "moves")
	b.habits = nil
	if testing.Verbose() {
		for _, d := range dl {
			t.Logf("moves.txt:%d: %s", line, d.Message)
		}
	}
	var got []string
	for _, d := range dl {
		got = append(got, d.Code)
	}
	want := codes
	if want == "-" {
		want = ""
	}
	if strings.Join(got, " ") != want {
		t.Errorf("moves.txt:%d: %s: diagnostics %v, want %s", line, move, dl, codes)
	}
	if !ok {
		if export != "" {
			t.Errorf("moves.txt:%d: %s was not accepted: %v", line, move, dl)
		}
		return
	}
	if export == "" {
		t.Errorf("moves.txt:%d: %s was accepted; the case expects it refused", line, move)
		return
	}
	notation := Variant.DefaultNotation(tags, false)
	if w := string(b.AppendMove(nil, m, notation)); w != export {
		t.Errorf("moves.txt:%d: %s written %s, want %s", line, move, w, export)
	}
}
