package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestScidJobsMatchOneJob: reading a base on several workers, in runs of
// two games so that every corpus base is cut into many, writes what one
// job writes (output, diagnostics, exit status), for export plain and
// through pgn.Writer, convert, --include-deleted and --stop-after, and
// for bases with games that cannot be decoded.
func TestScidJobsMatchOneJob(t *testing.T) {
	defer func(n int) { scidRun = n }(scidRun)
	scidRun = 2
	bases := scidCorpusBases(t)
	cut := copyBase(t, filepath.Join(sharedDir(t, "corpus/scid"), "features", "features.si4"), t.TempDir())
	sg := strings.TrimSuffix(cut, ".si4") + ".sg4"
	data, err := os.ReadFile(sg)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(sg, data[:len(data)-40], 0o644); err != nil {
		t.Fatal(err)
	}
	// A base of games that each have an error (SetUp without FEN), whose
	// games 1 and 4 put their records past the end of the game file:
	// corrupt games before and after good ones in a run, their
	// diagnostics between those of the games.
	dir := t.TempDir()
	var src strings.Builder
	for i := range 7 {
		fmt.Fprintf(&src, "[Event \"E%d\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n[SetUp \"1\"]\n\n1. e4 e5 *\n\n", i)
	}
	writeFiles(t, dir, map[string]string{"errs.pgn": src.String()})
	holed := filepath.Join(dir, "errs.si4")
	var out, errOut bytes.Buffer
	if code := run([]string{"pgntool", "convert", "--to", "scid", "-o", holed, filepath.Join(dir, "errs.pgn")}, strings.NewReader(""), &out, &errOut); code != 1 {
		t.Fatalf("convert: exit %d, %s", code, errOut.String())
	}
	si, err := os.ReadFile(holed)
	if err != nil {
		t.Fatal(err)
	}
	for _, game := range []int{1, 4} {
		copy(si[182+47*(game-1):], []byte{0x7F, 0xFF, 0xFF, 0xFF})
	}
	if err := os.WriteFile(holed, si, 0o644); err != nil {
		t.Fatal(err)
	}
	bases = append(bases, cut, holed)
	runs := [][]string{
		{"export"},
		{"export", "--include-deleted"},
		{"export", "--notation", "lan"},
		{"export", "--stop-after", "3"},
		{"convert", "--to", "json"},
		// Duplicates across parts and across two readings of the base:
		// the workers' book of first copies numbers games by run.
		{"export", "--dedupe", "TWICE"},
	}
	for _, base := range bases {
		for _, args := range runs {
			inputs := []string{base}
			if args[len(args)-1] == "TWICE" {
				args, inputs = args[:len(args)-1], []string{base, base}
			}
			var outs [2]string
			var codes [2]int
			for i, jobs := range []string{"1", "3"} {
				var out, errOut bytes.Buffer
				codes[i] = run(append(append(append([]string{"pgntool"}, args...), "--jobs", jobs), inputs...), strings.NewReader(""), &out, &errOut)
				outs[i] = out.String() + "\x00" + errOut.String()
			}
			if codes[0] != codes[1] || outs[0] != outs[1] {
				t.Errorf("%v %s: --jobs 3 (exit %d) differs from --jobs 1 (exit %d)\n%q\n%q", args, base, codes[1], codes[0], outs[1], outs[0])
			}
			if (base == cut || base == holed) && !strings.Contains(outs[1], "[scid-corrupt]") {
				t.Errorf("%v of a cut base: no scid-corrupt diagnostic: %q", args, outs[1])
			}
		}
	}
}
