package xiangqi

import (
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

// Every exported function and method is safe on zero values and nil
// arguments: it returns an error or a harmless result, never panics.
func TestZeroValuesAndNil(t *testing.T) {
	call := func(name string, f func()) {
		t.Helper()
		defer func() {
			if r := recover(); r != nil {
				t.Errorf("%s panicked: %v", name, r)
			}
		}()
		f()
	}
	// The plugin with nil and zero arguments.
	call("Name, Aliases, Results, Notations", func() {
		_, _, _, _ = Variant.Name(), Variant.Info().Aliases, Variant.Info().Results, Variant.Info().Notations
	})
	call("ScanMovetext(nil)", func() {
		if k, n := Variant.ScanMovetext(nil); k != pgn.EOF || n != 0 {
			t.Errorf("ScanMovetext(nil) = %v, %d", k, n)
		}
	})
	call("GlyphNAG(nil)", func() { Variant.GlyphNAG(nil) })
	call("CheckTags(nil, zero, nil)", func() { Variant.CheckTags(nil, pgn.Position{}, nil) })
	call("CheckTags(zero tags)", func() {
		Variant.CheckTags(make([]pgn.Tag, 3), pgn.Position{}, func(pgn.Diagnostic) {})
	})
	call("ExportTags(nil, zero)", func() { Variant.ExportTags(nil, pgn.TagExport{}) })
	call("ExportTags(zero tags)", func() { Variant.ExportTags(make([]pgn.Tag, 2), pgn.TagExport{Reduced: true}) })
	call("DefaultNotation(nil)", func() { Variant.DefaultNotation(nil, false) })
	call("AppendMovetext(nil, nil)", func() { Variant.AppendMovetext(nil, nil) })
	call("NewBoard(nil, nil)", func() {
		b, ok := Variant.NewBoard(nil, nil)
		if !ok || b == nil {
			t.Error("NewBoard(nil, nil) gave no board")
		}
	})
	call("NewBoard(zero tags, nil)", func() { Variant.NewBoard(make([]pgn.Tag, 2), nil) })
	call("NewBoard(bad FEN, nil)", func() {
		if _, ok := Variant.NewBoard([]pgn.Tag{{Name: "FEN", Value: "x"}}, nil); ok {
			t.Error("a bad FEN gave a board")
		}
	})

	// The Board's methods on a nil pointer, on the zero Board, and on a
	// real board given moves that no ParseMove returned.
	var nilBoard *Board
	boards := map[string]*Board{"nil": nilBoard, "zero": {}, "start": mustBoard(t, StartFEN)}
	bogus := []pgn.Move{0, ^pgn.Move(0), mkMove(200, 3), mkMove(3, 200), mkMove(0, 0), mkMove(40, 41)}
	for name, b := range boards {
		before := string(b.AppendPosition(nil))
		call(name+".ParseMove(nil, zero, nil)", func() {
			if _, ok := b.ParseMove(nil, pgn.Position{}, nil); ok {
				t.Errorf("%s: ParseMove(nil) succeeded", name)
			}
		})
		call(name+".ParseMove", func() { b.ParseMove([]byte("炮二平五"), pgn.Position{}, nil) })
		for _, m := range bogus {
			call(name+".AppendMove", func() {
				for _, n := range append(Variant.Info().Notations, "", "nonsense") {
					b.AppendMove(nil, m, n)
				}
			})
			call(name+".Make/Unmake", func() {
				b.Make(m)
				b.Outcome()
				b.AppendPosition(nil)
				b.MoveNumber()
				b.Unmake()
			})
		}
		call(name+".Unmake with no history", func() { b.Unmake() })
		call(name+".MoveNumber", func() {
			if n, _ := b.MoveNumber(); n < 1 {
				t.Errorf("%s: MoveNumber = %d", name, n)
			}
		})
		call(name+".Outcome", func() { b.Outcome() })
		if after := string(b.AppendPosition(nil)); name != "zero" && after != before {
			t.Errorf("%s: bogus moves changed the position from %q to %q", name, before, after)
		}
		call(name+".board API", func() {
			usable := name == "start"
			if got := len(b.LegalMoves(nil)) > 0; got != usable {
				t.Errorf("%s: LegalMoves gave moves: %v", name, got)
			}
			if (b.Key() != 0) != usable || (b.FEN() != "") != usable || (b.Repetitions() > 0) != usable {
				t.Errorf("%s: Key %#x, FEN %q, Repetitions %d", name, b.Key(), b.FEN(), b.Repetitions())
			}
			_, _, _, _ = b.InCheck(), b.IsCheckmate(), b.IsStalemate(), b.IsRepetition(2)
			_, _, _, _ = b.Turn(), b.PieceAt(E0), b.PieceAt(NoSquare), b.GeneralSquare(Black)
			_, _, _, _ = b.HalfmoveClock(), b.FullmoveNumber(), b.String(), b.Perft(2)
			_ = b.Copy()
			for _, m := range bogus {
				if err := b.Play(m); err == nil {
					t.Errorf("%s: Play(%#x) accepted", name, m)
				}
				if _, err := b.Describe(m); err == nil {
					t.Errorf("%s: Describe(%#x) accepted", name, m)
				}
				_, _, _, _ = b.ICCS(m), b.UCCI(m), b.WXF(m), b.Chinese(m)
			}
			if _, err := b.Parse("炮二平五"); (err == nil) != usable {
				t.Errorf("%s: Parse: %v", name, err)
			}
		})
		call(name+".Reset(nil, nil)", func() {
			if ok := b.Reset(nil, nil); ok != (b != nil) {
				t.Errorf("%s: Reset(nil, nil) = %v", name, ok)
			}
		})
		call(name+".Reset(zero tags, nil)", func() { b.Reset(make([]pgn.Tag, 2), nil) })
	}
}
