package scid_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/pgntool/pgntool/internal/testdir"
	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/scid"
	"github.com/pgntool/pgntool/variants/chess"
)

// tkscid finds Debian's headless Scid interpreter, or skips.
func tkscid(t *testing.T) string {
	if p, err := exec.LookPath("tkscid"); err == nil {
		return p
	}
	if _, err := os.Stat("/usr/games/tkscid"); err == nil {
		return "/usr/games/tkscid"
	}
	t.Skip("tkscid (Debian package scid) is not installed; .ci/install-peers installs it")
	return ""
}

// The scripts of ../shared/corpus/scid/README.md.
const (
	mkTcl = `set base [lindex $argv 0]; set pgn [lindex $argv 1]
if {[catch {sc_base create $base} db]} { puts stderr "create: $db"; exit 1 }
set r [sc_base import $db $pgn]
sc_base close $db; exit 0
`
	expTcl = `set base [lindex $argv 0]
if {[catch {sc_base open $base} db]} { puts stderr "open: $db"; exit 1 }
set n [sc_base numGames $db]
for {set i 1} {$i <= $n} {incr i} {
  if {[catch {sc_game load $i} e]} { puts stderr "load $i: $e"; continue }
  puts [sc_game pgn -tags 1 -comments 1 -var 1]
}
sc_base close $db; exit 0
`
)

// TestWithScid has Scid 4.7 and pgntool each make a base from the same
// PGN files: the files are the same (but for StoredLineCode), Scid exports
// pgntool's base as it exports its own, and pgntool reads Scid's base as
// Scid exports it. It skips without tkscid.
func TestWithScid(t *testing.T) {
	tk := tkscid(t)
	dir := t.TempDir()
	for name, script := range map[string]string{"mk.tcl": mkTcl, "exp.tcl": expTcl} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(script), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	run := func(args ...string) []byte {
		cmd := exec.Command(tk, args...)
		cmd.Dir = dir
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("tkscid %v: %v\n%s", args, err, stderr.Bytes())
		}
		return out
	}
	corpus := testdir.Shared(t, "corpus")
	inputs := []string{
		"scid/features/games.pgn", "scid/eco/eco.pgn", "scid/block/block.pgn", "scid/edge/edge.pgn",
		"chess/CorentinGS-chess/fixtures/pgns/complete_game.pgn",
	}
	for i, in := range inputs {
		t.Run(filepath.Base(in), func(t *testing.T) {
			src := filepath.Join(corpus, in)
			data, err := os.ReadFile(src)
			if err != nil {
				t.Skip(err)
			}
			theirs := filepath.Join(dir, "scid"+itoa(i))
			ours := filepath.Join(dir, "ours"+itoa(i))
			run("mk.tcl", theirs, src)
			w, err := scid.Create(ours, scid.CreateOptions{})
			if err != nil {
				t.Fatal(err)
			}
			r := pgn.NewReaderBytes(data, pgn.ReaderOptions{File: src, Variant: chess.Variant})
			for {
				g, err := r.ReadGame()
				if err != nil {
					break
				}
				if g.Empty() {
					continue
				}
				if _, err := w.Add(g); err != nil {
					t.Fatal(err)
				}
			}
			if err := w.Close(); err != nil {
				t.Fatal(err)
			}
			for _, ext := range []string{".sg4", ".sn4", ".si4"} {
				a, _ := os.ReadFile(theirs + ext)
				b, _ := os.ReadFile(ours + ext)
				if ext == ".si4" && len(a) == len(b) {
					for e := 182 + 33; e < len(a); e += 47 {
						a[e], b[e] = 0, 0
					}
				}
				if !bytes.Equal(a, b) {
					t.Errorf("%s: pgntool's file differs from Scid's (%d and %d bytes)", ext, len(b), len(a))
				}
			}
			exportTheirs := run("exp.tcl", theirs)
			if exportOurs := run("exp.tcl", ours); !bytes.Equal(exportOurs, exportTheirs) {
				t.Errorf("Scid exports pgntool's base differently from its own")
			}
			compareBaseWithExport(t, theirs, exportTheirs)
		})
	}
}

func itoa(i int) string { return string(rune('0' + i)) }
