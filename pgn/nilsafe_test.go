package pgn_test

import (
	"io"
	"strings"
	"testing"

	"github.com/pgntool/pgntool/internal/nilcheck"
	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants/chess"
)

// TestExportedSafeOnNil calls every exported function and method of pgn
// with nil and zero arguments, on nil, zero and real receivers: none may
// panic. The exported names are found in the source, so a new function
// or method that this test leaves out fails it.
func TestExportedSafeOnNil(t *testing.T) {
	const text = "[Event \"E\"]\n\n1. e4 {c} (1. d4 $1) e5 2. Nf3 *\n"
	read := func() *pgn.Game {
		g, err := pgn.NewReader(strings.NewReader(text), pgn.ReaderOptions{Variant: chess.Variant}).ReadGame()
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	g := read()
	panics, missed, err := nilcheck.Run(nilcheck.Package{
		Dir: ".",
		Funcs: map[string]any{
			"AppendStandardMovetext": pgn.AppendStandardMovetext,
			"Check":                  pgn.Check,
			"ChooseVariant":          pgn.ChooseVariant,
			"ChooseVariantOr":        pgn.ChooseVariantOr,
			"LookupVariant":          pgn.LookupVariant,
			"ParseNotation":          pgn.ParseNotation,
			"Register":               pgn.Register,
			"Registered":             pgn.Registered,
			"StandardResults":        pgn.StandardResults,
			"VariantForFile":         pgn.VariantForFile,
			"DefaultLimits":          pgn.DefaultLimits,
			"Errorf":                 pgn.Errorf,
			"FindTag":                pgn.FindTag,
			"NewBuilder":             pgn.NewBuilder,
			"NewChecker":             pgn.NewChecker,
			"NewReader":              pgn.NewReader,
			"NewReaderBytes":         pgn.NewReaderBytes,
			"NewWriter":              pgn.NewWriter,
			"OrderTags":              pgn.OrderTags,
			"Plies":                  pgn.Plies,
			"Replay":                 pgn.Replay,
			"RosterBit":              pgn.RosterBit,
			"ScanStandardSymbol":     pgn.ScanStandardSymbol,
			"StandardGlyphNAG":       pgn.StandardGlyphNAG,
			"TagValue":               pgn.TagValue,
			"Walk":                   pgn.Walk,
			"WalkTree":               pgn.WalkTree,
			"Warnf":                  pgn.Warnf,
			// Game editing and comment commands (content).
			"NewGame":        pgn.NewGame,
			"AppendClock":    pgn.AppendClock,
			"AppendCommand":  pgn.AppendCommand,
			"AppendCommands": pgn.AppendCommands,
			"Commands":       pgn.Commands,
			"DeleteCommand":  pgn.DeleteCommand,
			"FindCommand":    pgn.FindCommand,
			"FormatArrows":   pgn.FormatArrows,
			"FormatClock":    pgn.FormatClock,
			"FormatMarks":    pgn.FormatMarks,
			"ParseArrows":    pgn.ParseArrows,
			"ParseClock":     pgn.ParseClock,
			"ParseEval":      pgn.ParseEval,
			"ParseMarks":     pgn.ParseMarks,
			"SetCommand":     pgn.SetCommand,
		},
		Types: []any{
			pgn.Builder{}, pgn.Checker{}, pgn.Diagnostic{}, pgn.DiagnosticList{}, pgn.NotationError{},
			pgn.Game{}, pgn.Kind(0), pgn.NopVisitor{}, pgn.Position{}, pgn.Reader{},
			pgn.Severity(0), pgn.VariantInfo{}, pgn.Writer{},
			pgn.Node{}, pgn.Comment{}, pgn.Eval{}, pgn.Arrow{}, pgn.Mark{}, pgn.Limits{},
		},
		Values: []any{
			g,
			g.MainLine()[0],
			pgn.Comment{Text: "[%clk 0:01:00] [%eval #-3] [%cal Ge2e4] [%csl Ge4]"},
			pgn.Eval{Value: 25, Depth: 18},
			pgn.NewReader(strings.NewReader(text), pgn.ReaderOptions{}),
			pgn.NewReaderBytes([]byte(text), pgn.ReaderOptions{Variant: chess.Variant}),
			pgn.NewWriter(io.Discard, pgn.WriterOptions{}),
			pgn.NewChecker(nil),
			pgn.NewBuilder(),
			g.Diagnostics,
			chess.Variant.Info(),
			pgn.DiagnosticList{pgn.Errorf(pgn.Position{}, "code", "message")},
		},
		Skip: map[string]string{
			"Scanner":         "unexported by the api work (h/api)",
			"NewScanner":      "unexported by the api work (h/api)",
			"NewScannerBytes": "unexported by the api work (h/api)",
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, c := range panics {
		if fix, ok := knownNilPanics[c.Name]; ok && strings.HasPrefix(c.Receiver, "nil *") {
			seen[c.Name] = true
			t.Logf("known, in a file of another helper: %v; fix: %s", c, fix)
			continue
		}
		t.Errorf("%v\n%s", c, c.Where())
	}
	for name := range knownNilPanics {
		if !seen[name] {
			t.Logf("%s no longer panics on a nil receiver: remove it from knownNilPanics", name)
		}
	}
	for _, name := range missed {
		t.Errorf("%s is not called: add it to the test", name)
	}
}

// knownNilPanics are methods known to panic on a nil pointer receiver,
// with the fix each needs; the test logs them instead of failing. It is
// empty: a method that panics on nil fails the test.
var knownNilPanics = map[string]string{}
