package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestScidConvertJobsMatchOneJob: convert --to scid on several workers,
// with chunks of 512 bytes so that each file is cut into many, writes the
// base, the diagnostics and the exit status one job writes: on the PGN
// files of the Scid corpus, the chess corpus files under 64 KB, and a
// file of games with errors, warnings of what the base leaves out,
// refusals (xiangqi, a budget exceeded) and stray text.
func TestScidConvertJobsMatchOneJob(t *testing.T) {
	defer func(n int) { chunkSize = n }(chunkSize)
	chunkSize = 512
	dir := t.TempDir()
	roster := "[Event \"E\"]\n[Site \"S\"]\n[Date \"2020.01.02\"]\n[Round \"1\"]\n[White \"W\"]\n[Black \"B\"]\n[Result \"1-0\"]\n"
	var src strings.Builder
	for i := range 40 {
		switch i % 8 {
		case 0:
			src.WriteString(roster + "\n1. e4 e5 2. Nf3 Nc6 1-0\n\n")
		case 1:
			src.WriteString(roster + "[SetUp \"1\"]\n\n1. e4 1-0\n\n")
		case 2:
			src.WriteString(roster + "[WhiteElo \"9999\"]\n[Annotator \"" + strings.Repeat("x", 300) + "\"]\n\n1. d4 {a comment} d5 (1... Nf6 2. c4) 1-0 {after}\n\n")
		case 3:
			src.WriteString("[Game \"Chinese Chess\"]\n[Result \"*\"]\n\n1. h2e2 h9g7 *\n\n")
		case 4:
			src.WriteString(roster + "\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n")
		case 5:
			src.WriteString("stray text between games\n\n" + roster + "\n1. e4 Ke7 2. Qg4 1-0\n\n")
		case 6:
			src.WriteString(roster + "\n" + strings.Repeat("1. Nf3 Nf6 2. Ng1 Ng8 ", 12) + "1-0\n\n")
		case 7:
			src.WriteString(roster + "\n1. e4 e5 2. Nf3 Nc7 1-0\n\n")
		}
	}
	mixed := filepath.Join(dir, "mixed.pgn")
	if err := os.WriteFile(mixed, []byte(src.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	files := []string{mixed}
	scidPGN, _ := filepath.Glob(filepath.Join(sharedDir(t, "corpus/scid"), "*", "*.pgn"))
	files = append(files, scidPGN...)
	filepath.WalkDir(sharedDir(t, "corpus/chess"), func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".pgn") {
			if info, err := d.Info(); err == nil && info.Size() < 64<<10 {
				files = append(files, path)
			}
		}
		return nil
	})
	for i, file := range files {
		for k, extra := range [][]string{nil, {"--max-plies", "40"}} {
			if extra != nil && file != mixed {
				continue
			}
			var got [2]string
			var codes [2]int
			for j, jobs := range []string{"1", "3"} {
				out := filepath.Join(dir, fmt.Sprintf("b%d-%d-%d", i, k, j))
				var stdout, stderr bytes.Buffer
				args := append([]string{"pgntool", "convert", "--to", "scid", "--jobs", jobs, "-o", out}, extra...)
				codes[j] = run(append(args, file), strings.NewReader(""), &stdout, &stderr)
				// A run that fails writes no base; both failing alike
				// would compare equal.
				if codes[j] != exitOK && codes[j] != exitFindings {
					t.Fatalf("%s --jobs %s: exit %d: %s", file, jobs, codes[j], stderr.String())
				}
				got[j] = stdout.String() + "\x00" + strings.ReplaceAll(stderr.String(), out, "BASE")
				for _, ext := range []string{".si4", ".sn4", ".sg4"} {
					data, err := os.ReadFile(out + ext)
					if err != nil {
						t.Fatalf("%s --jobs %s: %v", file, jobs, err)
					}
					got[j] += "\x00" + string(data)
				}
			}
			if codes[0] != codes[1] || got[0] != got[1] {
				t.Errorf("%s %v: --jobs 3 (exit %d) differs from --jobs 1 (exit %d)\n%q\n%q", file, extra, codes[1], codes[0], got[1][:min(len(got[1]), 2000)], got[0][:min(len(got[0]), 2000)])
			}
		}
	}
}
