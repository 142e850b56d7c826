package convert

import (
	"bytes"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

// FuzzConvert reads arbitrary text as PGN and converts it: the XML must be
// well-formed and the JSON valid, both must give back the game trees, and
// rewriting the moves in each variant's canonical notation must not fail.
func FuzzConvert(f *testing.F) {
	for _, in := range goldenCases(f) {
		if b, err := os.ReadFile(in); err == nil {
			f.Add(b)
		}
	}
	for _, s := range []string{
		"[Event \"a\\\"b\"]\n[Move \"x\"]\n[xml \"y\"]\n\n1. e4 $1 !? {c <&> \r} (1. d4 ; line\n) 1-0 {after}",
		"{\x00\x01\x7f\xff} 1. e4 ((( *",
		"[Variant \"C'escacs\"]\n\n1. E7-E13 ?! (=):, E21-E15\n($[1] 1. …, F20-F16\n)\n*",
		"[Game \"Chinese Chess\"]\n\n1. 炮二平五 马8进7 2. 马二进三 (2. 兵七进一) 车9平8 1-0",
		"[FEN \"8/8/8/8/8/8/8/K6k b - - 0 0\"]\n\n1... Kg1 *",
		"1. e4 e5 2. Ke3 Nc6 ) ( *",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		games := readGames(t, "fuzz.pgn", bytes.NewReader(data))
		replacedXML, replacedJSON := false, false
		x := encode(t, "xml", games, Options{Report: func(pgn.Diagnostic) { replacedXML = true }})
		xs, err := decodeXML(x)
		if err != nil {
			t.Fatalf("XML not well-formed: %v\n%s", err, x)
		}
		j := encode(t, "json", games, Options{Report: func(pgn.Diagnostic) { replacedJSON = true }})
		if !json.Valid(j) {
			t.Fatalf("invalid JSON:\n%s", j)
		}
		js, err := decodeJSON(j, false)
		if err != nil {
			t.Fatalf("JSON does not read back: %v\n%s", err, j)
		}
		if !replacedXML {
			compareTrees(t, "xml", games, xs)
		}
		if !replacedJSON {
			compareTrees(t, "json", games, js)
		}
		for _, g := range games {
			if g.Variant == nil {
				continue
			}
			notation := string(g.Variant.Info().Notations[0])
			out := encode(t, "xml", []*pgn.Game{g}, Options{Notation: pgn.Notation(notation)})
			if _, err := decodeXML(out); err != nil {
				t.Fatalf("XML in %s not well-formed: %v", notation, err)
			}
			if n := strings.Count(string(out), "<move ") + strings.Count(string(out), "<move>"); n != countMoves(&g.Moves) {
				t.Fatalf("rewriting in %s changed the number of moves", notation)
			}
		}
	})
}

// countMoves counts the moves of a line, variations included.
func countMoves(l *pgn.Line) int {
	n := len(l.Moves)
	for _, m := range l.Moves {
		for _, v := range m.Variations {
			n += countMoves(v)
		}
	}
	return n
}
