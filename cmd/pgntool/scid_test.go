package main

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/scid"
	"github.com/pgntool/pgntool/variants"
)

// scidCorpusBases returns the index files of the Scid bases of the shared
// corpus.
func scidCorpusBases(t *testing.T) []string {
	t.Helper()
	bases, err := filepath.Glob(filepath.Join(sharedDir(t, "corpus/scid"), "*", "*.si4"))
	if err != nil || len(bases) == 0 {
		t.Skipf("no Scid base in the corpus: %v", err)
	}
	return bases
}

// libraryExport writes the games of base as the library does: package
// scid decoding, pgn.Writer writing.
func libraryExport(t *testing.T, base string, opts scid.Options) string {
	t.Helper()
	b, err := scid.Open(base)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	var out bytes.Buffer
	w := pgn.NewWriter(&out, pgn.WriterOptions{})
	for g, err := range b.Games(opts) {
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.WriteGame(g); err != nil {
			t.Fatal(err)
		}
	}
	return out.String()
}

// copyBase copies the three files of base (BASE.si4) into dir and returns
// the copy's index file.
func copyBase(t *testing.T, base, dir string) string {
	t.Helper()
	stem := strings.TrimSuffix(base, ".si4")
	for _, ext := range []string{".si4", ".sn4", ".sg4"} {
		data, err := os.ReadFile(stem + ext)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, filepath.Base(stem)+ext), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return filepath.Join(dir, filepath.Base(base))
}

// TestScidExport: pgntool export of each corpus base, named BASE.si4 or
// BASE, writes what the library writes of it.
func TestScidExport(t *testing.T) {
	for _, base := range scidCorpusBases(t) {
		t.Run(filepath.Base(base), func(t *testing.T) {
			want := libraryExport(t, base, scid.Options{})
			for _, arg := range []string{base, strings.TrimSuffix(base, ".si4")} {
				r := runBinary(t, "", "", "export", arg)
				if r.code != 0 || r.stdout != want {
					t.Errorf("export %s: exit %d, stderr %q; output equals the library's: %v", arg, r.code, r.stderr, r.stdout == want)
				}
			}
		})
	}
}

// TestScidConvertRoundTrip: the PGN Scid imported, written into a base by
// convert --to scid, exports as Scid's own base of it does; the new base
// is refused a second time, replaced with --force, added to with
// --append.
func TestScidConvertRoundTrip(t *testing.T) {
	corpus := sharedDir(t, "corpus/scid")
	dir := t.TempDir()
	for _, name := range []string{"features", "eco", "block"} {
		t.Run(name, func(t *testing.T) {
			src := filepath.Join(corpus, name, name+".pgn")
			if name == "features" {
				src = filepath.Join(corpus, name, "games.pgn")
			}
			out := filepath.Join(dir, name)
			// eco.pgn's games have no roster tags: tag-missing errors,
			// exit 1, and the games written.
			if r := runBinary(t, "", "", "convert", "--to", "scid", "-o", out, src); r.code == 2 || (r.code == 1) != (name == "eco") {
				t.Fatalf("convert: exit %d: %s", r.code, r.stderr)
			}
			want := runBinary(t, "", "", "export", filepath.Join(corpus, name, name+".si4"))
			got := runBinary(t, "", "", "export", out)
			if got.code != 0 || got.stdout != want.stdout {
				t.Errorf("export of the written base (exit %d, %s) differs from export of Scid's", got.code, got.stderr)
			}
		})
	}
	base := filepath.Join(dir, "features")
	src := filepath.Join(corpus, "features", "games.pgn")
	r := runBinary(t, "", "", "convert", "--to", "scid", "-o", base, src)
	if r.code != 2 || !strings.Contains(r.stderr, "features.si4: the Scid base exists") {
		t.Errorf("convert onto an existing base: exit %d, stderr %q; want 2 and a message", r.code, r.stderr)
	}
	if r := runBinary(t, "", "", "convert", "--to", "scid", "--force", "-o", base, src); r.code != 0 {
		t.Errorf("convert --force: exit %d: %s", r.code, r.stderr)
	}
	if r := runBinary(t, "", "", "convert", "--to", "scid", "--append", "-o", base, src); r.code != 0 {
		t.Errorf("convert --append: exit %d: %s", r.code, r.stderr)
	}
	once := runBinary(t, "", "", "export", src).stdout
	if got := runBinary(t, "", "", "export", base).stdout; got == once || strings.Count(got, "[Event ") != 2*strings.Count(once, "[Event ") {
		t.Errorf("after --append the base holds %d games, want %d", strings.Count(got, "[Event "), 2*strings.Count(once, "[Event "))
	}
	if r := runBinary(t, "", "", "convert", "--to", "scid", src); r.code != 2 || !strings.Contains(r.stderr, "-o BASE") {
		t.Errorf("convert --to scid without -o: exit %d, stderr %q", r.code, r.stderr)
	}
}

// TestScidConvertRefusesOtherGames: a xiangqi game is left out, named,
// and the chess games are written.
func TestScidConvertRefusesOtherGames(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"mixed.pgn": cleanGame + "\n[Game \"Chinese Chess\"]\n[Result \"*\"]\n\n1. h2e2 h9g7 *\n"})
	r := runBinary(t, dir, "", "convert", "--to", "scid", "-o", "out", "mixed.pgn")
	if r.code != 1 || !strings.Contains(r.stderr, "mixed.pgn:11:1: error: game 2 not written to the Scid base: Scid stores chess games only, not Chinese Chess [convert-refused]") {
		t.Errorf("exit %d, stderr %q", r.code, r.stderr)
	}
	if got := runBinary(t, dir, "", "export", "out"); got.code != 0 || strings.Count(got.stdout, "[Event ") != 1 {
		t.Errorf("the base holds %q", got.stdout)
	}
}

// TestScidTruncated: a base whose game file is cut short names the file,
// the game and the offset, reads the games before, and exits 2.
func TestScidTruncated(t *testing.T) {
	base := copyBase(t, filepath.Join(sharedDir(t, "corpus/scid"), "features", "features.si4"), t.TempDir())
	sg := strings.TrimSuffix(base, ".si4") + ".sg4"
	data, err := os.ReadFile(sg)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(sg, data[:len(data)-40], 0o644); err != nil {
		t.Fatal(err)
	}
	for _, cmd := range [][]string{{"lint"}, {"export"}, {"convert", "--to", "json"}} {
		r := runBinary(t, "", "", append(cmd, base)...)
		all := r.stdout + r.stderr
		if r.code != 2 || !strings.Contains(all, "features.sg4: error: game 3, offset 284: cannot be decoded") || !strings.Contains(all, "[scid-corrupt]") {
			t.Errorf("%s of a cut base: exit %d, output %q", cmd[0], r.code, all)
		}
	}
	if r := runBinary(t, "", "", "export", base); strings.Count(r.stdout, "[Event ") != 2 {
		t.Errorf("export of a cut base wrote %d games, want the 2 before the cut", strings.Count(r.stdout, "[Event "))
	}
}

// TestScidIncludeDeleted: a game marked deleted is passed over, and read
// with --include-deleted.
func TestScidIncludeDeleted(t *testing.T) {
	base := copyBase(t, filepath.Join(sharedDir(t, "corpus/scid"), "features", "features.si4"), t.TempDir())
	si, err := os.ReadFile(base)
	if err != nil {
		t.Fatal(err)
	}
	si[182+47+8] |= scid.FlagDeleted // game 2's flags, low byte
	if err := os.WriteFile(base, si, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args  []string
		games int
	}{{[]string{"export", base}, 4}, {[]string{"export", "--include-deleted", base}, 5}} {
		r := runBinary(t, "", "", c.args...)
		if got := strings.Count(r.stdout, "[Event "); r.code != 0 || got != c.games {
			t.Errorf("%v: exit %d, %d games, want %d", c.args, r.code, got, c.games)
		}
	}
	if got, want := runBinary(t, "", "", "export", "--include-deleted", base).stdout, libraryExport(t, base, scid.Options{IncludeDeleted: true}); got != want {
		t.Errorf("export --include-deleted differs from the library's")
	}
}

// TestScidWalkAndScid5: a directory walk takes a base by its .si4 (not
// its .sn4 or .sg4); a Scid 5 base is refused with a message saying so.
func TestScidWalkAndScid5(t *testing.T) {
	dir := t.TempDir()
	base := copyBase(t, filepath.Join(sharedDir(t, "corpus/scid"), "features", "features.si4"), dir)
	want := runBinary(t, "", "", "export", base)
	if r := runBinary(t, "", "", "export", dir); r.code != 0 || r.stdout != want.stdout {
		t.Errorf("export of a directory holding a base: exit %d, stderr %q, same output: %v", r.code, r.stderr, r.stdout == want.stdout)
	}
	writeFiles(t, dir, map[string]string{"new.si5": "x"})
	r := runBinary(t, dir, "", "lint", "new.si5")
	if r.code != 2 || !strings.Contains(r.stderr, "new.si5: this is a Scid 5 database") {
		t.Errorf("lint of a .si5: exit %d, stderr %q", r.code, r.stderr)
	}
}

// TestScidConvertErrorsAsCheck reads every PGN file of the chess corpus
// (small files; all with PGNTOOL_LONG=1) as convert reads it, and for
// every game compares the errors errorChecker gives convert --to scid
// with the errors of pgn.Check: the same, in the same order. The corpus
// holds games with illegal and ambiguous moves, bad tags, budgets
// exceeded and games of other variants; several games in a row share
// the kept checker, as in a run.
func TestScidConvertErrorsAsCheck(t *testing.T) {
	long := os.Getenv("PGNTOOL_LONG") == "1"
	var files []string
	filepath.WalkDir(sharedDir(t, "corpus/chess"), func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".pgn") {
			if info, err := d.Info(); err == nil && (long || info.Size() < 300<<10) {
				files = append(files, path)
			}
		}
		return nil
	})
	if len(files) == 0 {
		t.Skip("no chess PGN files in the corpus")
	}
	var check errorChecker
	games, withErrors, suppressed := 0, 0, 0
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		limits := pgn.DefaultLimits()
		limits.Diagnostics = 3 // readings that use up the budget, and checks that would exceed it
		opts := pgn.ReaderOptions{File: file, Select: variants.ForTags, Limits: limits, Recognize: variants.Recognize, ReuseGames: true}
		for g, err := range pgn.NewReaderBytes(data, opts).Games() {
			if err != nil {
				break
			}
			games++
			if g.Reading.Suppressed > 0 {
				suppressed++
			}
			var got, want pgn.DiagnosticList
			check.errors(g, got.Add)
			pgn.Check(g, func(d pgn.Diagnostic) {
				if d.Severity == pgn.Error {
					want.Add(d)
				}
			})
			if len(want) > 0 {
				withErrors++
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("%s: game %d: errors differ (-pgn.Check +errorChecker):\n%s", file, g.Pos.Game, diff)
			}
		}
	}
	t.Logf("%d games of %d files, %d with errors, %d with diagnostics suppressed in reading", games, len(files), withErrors, suppressed)
	if withErrors == 0 {
		t.Error("no game with errors: the comparison proves little")
	}
}

// TestScidConvertTagErrorsAsCheck: games whose tags have errors, warnings
// or neither, each read twice in a row and after one another (so that
// tagErrors answers from its memory too), get from errorChecker the
// errors pgn.Check reports.
func TestScidConvertTagErrorsAsCheck(t *testing.T) {
	roster := "[Event \"E\"]\n[Site \"S\"]\n[Date \"2020.01.02\"]\n[Round \"1\"]\n[White \"W\"]\n[Black \"B\"]\n[Result \"1-0\"]\n"
	cases := []string{
		roster,
		roster + "[Round \"\"]\n",
		strings.Replace(roster, "[Round \"1\"]", "[Round \"\"]", 1),
		strings.Replace(roster, "[Site \"S\"]\n", "", 1),
		strings.Replace(roster, "2020.01.02", "2020-01-02", 1),
		strings.Replace(roster, "2020.01.02", "2020.13.40", 1),
		strings.Replace(roster, "[Result \"1-0\"]", "[Result \"win\"]", 1),
		roster + "[WhiteElo \"abc\"]\n",
		roster + "[WhiteElo \"2500\"]\n[ECO \"Z99\"]\n",
		roster + "[ECO \"B12\"]\n[TimeControl \"40/7200:3600\"]\n",
		roster + "[TimeControl \"forty moves\"]\n",
		roster + "[SetUp \"1\"]\n",
		roster + "[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\"]\n",
		roster + "[SetUp \"1\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\"]\n",
		roster + "[PlyCount \"x\"]\n[Mode \"OTB\"]\n[Termination \"normal\"]\n",
		"[Event \"E\"]\n",
	}
	var src strings.Builder
	for _, c := range cases {
		for range 2 {
			src.WriteString(c + "\n1. e4 e5 1-0\n\n")
		}
	}
	for _, c := range cases {
		src.WriteString(c + "\n1. d4 1-0\n\n")
	}
	var check errorChecker
	games, withErrors := 0, 0
	opts := pgn.ReaderOptions{File: "tags.pgn", Select: variants.ForTags, Recognize: variants.Recognize, ReuseGames: true}
	for g, err := range pgn.NewReaderBytes([]byte(src.String()), opts).Games() {
		if err != nil {
			t.Fatal(err)
		}
		games++
		var got, want pgn.DiagnosticList
		check.errors(g, got.Add)
		pgn.Check(g, func(d pgn.Diagnostic) {
			if d.Severity == pgn.Error {
				want.Add(d)
			}
		})
		if len(want) > 0 {
			withErrors++
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("game %d: errors differ (-pgn.Check +errorChecker):\n%s", g.Pos.Game, diff)
		}
	}
	if games != 3*len(cases) || withErrors == 0 || withErrors == games {
		t.Errorf("%d games, %d with errors: the comparison proves little", games, withErrors)
	}
}
