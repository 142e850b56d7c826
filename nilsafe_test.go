package pgntool

import (
	"strings"
	"testing"

	"github.com/pgntool/pgntool/charset"
	"github.com/pgntool/pgntool/internal/nilcheck"
)

// TestExportedSafeOnNil calls every exported function and method of the
// package with nil and zero arguments, on nil, zero and real receivers:
// none may panic.
func TestExportedSafeOnNil(t *testing.T) {
	open, err := NewReader(strings.NewReader("1. e4 e5 *\n"), "t.pgn")
	if err != nil {
		t.Fatal(err)
	}
	gb, err := NewReader(strings.NewReader("1. e4 e5 *\n"), "t.pgn", WithEncoding("gbk"))
	if err != nil {
		t.Fatal(err)
	}
	panics, missed, err := nilcheck.Run(nilcheck.Package{
		Dir: ".",
		Funcs: map[string]any{
			"NewReader":    NewReader,
			"Open":         Open,
			"WithEncoding": WithEncoding,
			"WithLimits":   WithLimits,
			"WithVariant":  WithVariant,
		},
		Types:  []any{File{}, NotTextError{}},
		Values: []any{open, gb, newNotTextError("t.pgn", charset.Format{Name: "gzip-compressed data", Kind: charset.Compressed, Tool: "gzip -dc"})},
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range panics {
		t.Errorf("%v\n%s", c, c.Where())
	}
	for _, name := range missed {
		t.Errorf("%s is not called: add it to the test", name)
	}
}
