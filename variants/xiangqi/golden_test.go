package xiangqi

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

// TestExportGolden exports testdata/tandem.pgn in every notation and
// compares with testdata/golden/tandem.<notation>.pgn.
func TestExportGolden(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "tandem.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	g, err := pgn.NewReader(bytes.NewReader(src), pgn.ReaderOptions{File: "tandem.pgn", Variant: Variant}).ReadGame()
	if err != nil {
		t.Fatal(err)
	}
	var diags pgn.DiagnosticList
	if !pgn.Replay(g, Variant, diags.Add, nil) || len(diags) > 0 {
		t.Fatalf("tandem.pgn does not replay cleanly: %v", diags)
	}
	for _, n := range Variant.Info().Notations {
		got := export(t, g, n)
		path := filepath.Join("testdata", "golden", "tandem."+string(n)+".pgn")
		if *update {
			if err := os.WriteFile(path, got, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%v (run go test -update to create it)", err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s differs from the export:\n%s", path, got)
		}
	}
}
