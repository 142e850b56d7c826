package adversarial

import (
	"bytes"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

// generate writes c at scale into a fresh directory and returns the
// contents of its files.
func generate(t *testing.T, c Case, scale float64) [][]byte {
	t.Helper()
	paths, err := c.Generate(t.TempDir(), scale)
	if err != nil {
		t.Fatal(err)
	}
	var out [][]byte
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, b)
	}
	return out
}

func find(t *testing.T, name string) Case {
	t.Helper()
	for _, c := range Cases() {
		if c.Name == name {
			return c
		}
	}
	t.Fatalf("no case %s", name)
	return Case{}
}

func TestCasesNamed(t *testing.T) {
	seen := map[string]bool{}
	for _, c := range Cases() {
		fam, _, ok := strings.Cut(c.Name, "/")
		if !ok || (fam != "chess" && fam != "xiangqi" && fam != "cescacs") {
			t.Errorf("case %q is not named game/kind", c.Name)
		}
		if seen[c.Name] {
			t.Errorf("case %q listed twice", c.Name)
		}
		seen[c.Name] = true
		if c.Base <= 0 || c.Unit == "" {
			t.Errorf("%s: base %d %q", c.Name, c.Base, c.Unit)
		}
	}
	// The list, for each game.
	for _, fam := range []string{"chess", "xiangqi", "cescacs"} {
		for _, kind := range []string{"truncations", "nesting", "open-parens", "control-bytes", "invalid-utf8",
			"bom-middle", "line-ends", "tags", "tiny-games", "plies", "long-line", "random"} {
			if !seen[fam+"/"+kind] {
				t.Errorf("no case %s/%s", fam, kind)
			}
		}
	}
	for _, name := range []string{"chess/comment-closed", "chess/comment-unclosed", "chess/nul-flood",
		"cescacs/comment-references", "cescacs/comment-tildes", "cescacs/open-indicator"} {
		if !seen[name] {
			t.Errorf("no case %s", name)
		}
	}
}

// TestSizes checks that each case has the size its scale asks for, in its
// own unit.
func TestSizes(t *testing.T) {
	const scale = 0.001
	for _, c := range Cases() {
		t.Run(c.Name, func(t *testing.T) {
			files := generate(t, c, scale)
			n := c.Count(scale)
			all := bytes.Join(files, nil)
			switch c.Unit {
			case "bytes":
				// Blocks are written whole, so a case may pass its size by
				// less than one block.
				if len(all) < n || len(all) > n+4096 {
					t.Errorf("%d bytes, want %d to %d", len(all), n, n+4096)
				}
			case "parens":
				if got := bytes.Count(all, []byte("(")); got != n {
					t.Errorf("%d open parentheses, want %d", got, n)
				}
				if strings.HasSuffix(c.Name, "/nesting") && bytes.Count(all, []byte(")")) != n {
					t.Errorf("%d close parentheses, want %d", bytes.Count(all, []byte(")")), n)
				}
			case "tags":
				if got := bytes.Count(all, []byte("\n[Extra")); got != n {
					t.Errorf("%d extra tags, want %d", got, n)
				}
			case "plies":
				if got := countMoves(all); got != n {
					t.Errorf("%d moves, want %d", got, n)
				}
			case "games":
				if got := bytes.Count(all, []byte("[Result ")); got != n {
					t.Errorf("%d games, want %d", got, n)
				}
			case "files":
				if len(files) != n {
					t.Errorf("%d files, want %d", len(files), n)
				}
			default:
				t.Errorf("unknown unit %q", c.Unit)
			}
		})
	}
}

// countMoves counts the moves of the one game of a plies case: the words
// of its movetext that are neither move numbers nor the result.
func countMoves(b []byte) int {
	_, text, _ := bytes.Cut(b, []byte("\n\n"))
	n := 0
	for _, w := range bytes.Fields(text) {
		if !bytes.HasSuffix(w, []byte(".")) && string(w) != "*" {
			n++
		}
	}
	return n
}

func TestTruncationsCutEveryByte(t *testing.T) {
	for _, f := range families {
		files := generate(t, truncationsCase(f), 1)
		if len(files) != len(f.sample)+1 {
			t.Fatalf("%s: %d files, want %d", f.name, len(files), len(f.sample)+1)
		}
		for k, b := range files {
			if string(b) != f.sample[:k] {
				t.Fatalf("%s: file %d is not the first %d bytes of the sample", f.name, k, k)
			}
		}
		if !utf8.ValidString(f.sample) || strings.Count(f.sample, "\n[") < 2 {
			t.Errorf("%s: the sample is not three games of valid UTF-8", f.name)
		}
	}
	if !strings.HasSuffix(cescacs.sample, "(=\n") {
		t.Error("the C'escacs sample does not end with \"(=\", whose truncation is the case")
	}
}

// TestTinyGamesFault checks that Last points at the illegal move of the
// last game.
func TestTinyGamesFault(t *testing.T) {
	for _, f := range families {
		c := tinyGamesCase(f)
		const scale = 1e-4
		all := generate(t, c, scale)[0]
		n := c.Count(scale)
		want := c.Last(n)
		lines := strings.Split(string(all), "\n")
		if want.Line < 1 || want.Line > len(lines) || want.GameLine < 1 || want.GameLine > len(lines) {
			t.Fatalf("%s: line %d or %d is not in the %d lines", f.name, want.Line, want.GameLine, len(lines))
		}
		line := []rune(lines[want.Line-1])
		if want.Column < 1 || want.Column > len(line) {
			t.Fatalf("%s: line %d has no column %d: %q", f.name, want.Line, want.Column, string(line))
		}
		bad := strings.Fields(f.fault)[2]
		if got := string(line[want.Column-1:]); !strings.HasPrefix(got, bad) {
			t.Errorf("%s: line %d column %d reads %q, want the illegal move %q", f.name, want.Line, want.Column, got, bad)
		}
		if !strings.HasPrefix(lines[want.GameLine-1], "[") || strings.Count(string(all), "[Result") != want.Game {
			t.Errorf("%s: game %d does not start on line %d", f.name, want.Game, want.GameLine)
		}
	}
}

// TestContexts checks that the foreign bytes go into every context once.
func TestContexts(t *testing.T) {
	for _, f := range families {
		games := contexts(f, "\x00")
		if len(games) != 8 {
			t.Errorf("%s: %d contexts", f.name, len(games))
		}
		for i, g := range games {
			if strings.Count(g, "\x00") != 1 {
				t.Errorf("%s: context %d holds %d NULs: %q", f.name, i, strings.Count(g, "\x00"), g)
			}
		}
		all := generate(t, controlCase(f), 0.01)[0]
		for _, b := range controlBytes() {
			if !bytes.Contains(all, []byte(b)) {
				t.Errorf("%s: control byte %q missing", f.name, b)
			}
		}
	}
}

func TestLongLineHasNoNewline(t *testing.T) {
	for _, f := range families {
		all := generate(t, longLineCase(f), 0.001)[0]
		if got, want := bytes.Count(all, []byte("\n")), len(f.tags)+1; got != want {
			t.Errorf("%s: %d newlines, want only the %d of the tag section", f.name, got, want)
		}
	}
}

func TestDeterministic(t *testing.T) {
	for _, name := range []string{"chess/random", "xiangqi/control-bytes", "cescacs/comment-tildes"} {
		c := find(t, name)
		if a, b := generate(t, c, 0.001), generate(t, c, 0.001); !bytes.Equal(a[0], b[0]) {
			t.Errorf("%s differs between two runs", name)
		}
	}
}

// TestStreamed checks that generating a large case keeps little in memory:
// the heap stays far below the size of the file written.
func TestStreamed(t *testing.T) {
	if testing.Short() {
		t.Skip("writes 64 MB")
	}
	c := find(t, "chess/long-line")
	scale := float64(64<<20) / float64(c.Base)
	runtime.GC()
	var base runtime.MemStats
	runtime.ReadMemStats(&base)
	stop := make(chan struct{})
	peak := make(chan uint64)
	go func() {
		var m runtime.MemStats
		var top uint64
		tick := time.NewTicker(2 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-stop:
				peak <- top
				return
			case <-tick.C:
				runtime.ReadMemStats(&m)
				top = max(top, m.HeapAlloc)
			}
		}
	}()
	paths, err := c.Generate(t.TempDir(), scale)
	close(stop)
	top := <-peak
	if err != nil {
		t.Fatal(err)
	}
	st, err := os.Stat(filepath.Clean(paths[0]))
	if err != nil || st.Size() < 64<<20 {
		t.Fatalf("wrote %v bytes (%v), want 64 MiB", st.Size(), err)
	}
	if grew := int64(top) - int64(base.HeapAlloc); grew > 16<<20 {
		t.Errorf("the heap grew by %d MiB while writing 64 MiB", grew>>20)
	}
}
