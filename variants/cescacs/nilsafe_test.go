package cescacs

import (
	"math"
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

// noPanic runs f and fails the test, naming the call, if it panics.
func noPanic(t *testing.T, name string, f func()) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("%s panics: %v", name, r)
		}
	}()
	f()
}

// TestExportedSafeOnZeroValues calls every exported function and method of
// the package with nil and zero arguments, on a nil, a zero and a real
// Board: each returns an error or a harmless result, never panics.
func TestExportedSafeOnZeroValues(t *testing.T) {
	v := Variant
	pos := pgn.Position{}
	tagsVariantOnly := []pgn.Tag{{Name: "Variant", Value: "C'escacs"}}
	for name, f := range map[string]func(){
		"Name":                      func() { v.Name() },
		"Info":                      func() { v.Info() },
		"DefaultNotation(nil)":      func() { v.DefaultNotation(nil, false); v.DefaultNotation(nil, true) },
		"ScanMovetext(nil)":         func() { v.ScanMovetext(nil); v.ScanMovetext([]byte{}) },
		"GlyphNAG(nil)":             func() { v.GlyphNAG(nil) },
		"CheckTags(nil, nil)":       func() { v.CheckTags(nil, pos, nil) },
		"CheckTags(tags, nil)":      func() { v.CheckTags(tagsVariantOnly, pos, nil) },
		"CheckTags(zero tag)":       func() { v.CheckTags([]pgn.Tag{{}}, pos, func(pgn.Diagnostic) {}) },
		"ExportTags(nil)":           func() { v.ExportTags(nil, pgn.TagExport{}) },
		"ExportTags(zero tag)":      func() { v.ExportTags([]pgn.Tag{{}}, pgn.TagExport{Reduced: true}) },
		"NewBoard(nil, nil)":        func() { v.NewBoard(nil, nil) },
		"NewBoard(zero TLPD)":       func() { v.NewBoard([]pgn.Tag{{Name: "TLPD"}}, nil) },
		"NewBoard(zero Redefine)":   func() { v.NewBoard([]pgn.Tag{{Name: "Redefine"}}, nil) },
		"AppendMovetext(nil)":       func() { v.AppendMovetext(nil, nil) },
		"AppendMovetext(zero toks)": func() { v.AppendMovetext(nil, make([]pgn.ExportToken, 3)) },
		"CheckGame(nil)":            func() { v.(pgn.GameChecker).CheckGame(nil, nil) },
		"CheckGame(zero game)":      func() { v.(pgn.GameChecker).CheckGame(&pgn.Game{}, func(pgn.Diagnostic) {}) },
		"CheckGame(nil report)":     func() { v.(pgn.GameChecker).CheckGame(&pgn.Game{}, nil) },
		"CheckGame(nil node)": func() {
			g := &pgn.Game{Moves: pgn.Line{Moves: []*pgn.Node{nil}}}
			v.(pgn.GameChecker).CheckGame(g, func(pgn.Diagnostic) {})
		},
		"CheckGame(nil variation)": func() {
			g := &pgn.Game{Moves: pgn.Line{Moves: []*pgn.Node{{Text: "E7-E13", Variations: []*pgn.Line{nil}}}}}
			v.(pgn.GameChecker).CheckGame(g, func(pgn.Diagnostic) {})
		},
		"NormalizeGame(nil)":       func() { v.(pgn.GameNormalizer).NormalizeGame(nil) },
		"NormalizeGame(zero game)": func() { v.(pgn.GameNormalizer).NormalizeGame(&pgn.Game{}) },
		"NormalizeGame(nil node)": func() {
			v.(pgn.GameNormalizer).NormalizeGame(&pgn.Game{Moves: pgn.Line{Moves: []*pgn.Node{{Text: "E7-E13"}, nil}}})
		},
		"Cell.String": func() {
			for _, c := range []Cell{0, -1, math.MaxInt16, math.MinInt16, gridSize, cellAt('G', 1)} {
				_ = c.String()
			}
		},
	} {
		noPanic(t, name, f)
	}

	realBoard, ok := v.NewBoard(nil, nil)
	if !ok {
		t.Fatal("no start position")
	}
	garbage := []pgn.Move{0, math.MaxUint64, 1 << 63, encode(noCell, noCell, mvCastle, 0, 31, 0, 0),
		encode(cellAt('G', 1), cellAt('G', 3), 0, 14, 0, 0x3f, 0), encode(cellAt('G', 1), cellAt('G', 3), 0, 0, 0, 0xff, 0x7ff)}
	for _, bc := range []struct {
		name string
		b    pgn.Board
	}{{"nil Board", (*Board)(nil)}, {"zero Board", &Board{}}, {"start Board", realBoard}} {
		b := bc.b
		var before []byte
		noPanic(t, bc.name+": AppendPosition", func() { before = b.AppendPosition(nil) })
		for name, f := range map[string]func(){
			"ParseMove(nil)": func() { b.ParseMove(nil, pos, nil) },
			"ParseMove(move)": func() {
				if m, ok := b.ParseMove([]byte("E7-E13"), pos, nil); ok {
					b.Make(m)
					b.Unmake()
				}
			},
			"Unmake with no move": func() { b.Unmake() },
			"MoveNumber":          func() { b.MoveNumber() },
			"Outcome":             func() { b.Outcome() },
			"AppendPosition(nil)": func() { b.AppendPosition(nil) },
			"board API": func() {
				cb := b.(*Board)
				for _, m := range append(garbage, cb.LegalMoves(nil)...) {
					cb.IsLegal(m)
					cb.Describe(m)
					if cb.Play(m) == nil {
						cb.Unmake()
					}
				}
				cb.Parse("")
				cb.Parse("E7-E13")
				for c := range Cells() {
					cb.PieceAt(c)
				}
				cb.PieceAt(NoCell)
				cb.PieceAt(-1)
				_ = cb.Turn().String() + cb.String() + cb.TLPD()
				cb.InCheck()
				cb.King(White)
				cb.King(Color(7))
				cb.CastlingRights(Color(9))
				cb.EnPassant()
				cb.HalfmoveClock()
				cb.FullmoveNumber()
				cb.Key()
				cb.RepetitionCount()
				cb.Copy().Unmake()
			},
			"garbage moves": func() {
				for _, m := range garbage {
					b.AppendMove(nil, m, "")
					b.AppendMove(nil, m, NotationFAN)
					b.Make(m)
					b.Unmake()
				}
			},
		} {
			noPanic(t, bc.name+": "+name, f)
		}
		var after []byte
		noPanic(t, bc.name+": AppendPosition", func() { after = b.AppendPosition(nil) })
		if string(after) != string(before) {
			t.Errorf("%s: position changed from %s to %s by moves made and taken back", bc.name, before, after)
		}
	}
}
