package pgn_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pgntool/pgntool/internal/testdir"
	"github.com/pgntool/pgntool/pgn"
)

// TestCorpusCommands reads every [%clk], [%emt], [%eval], [%cal] and
// [%csl] of the corpus's PGN files: each is well-formed, and writing its
// value gives back the text it was read from (the forms of lichess,
// chess.com and ChessBase are all canonical).
func TestCorpusCommands(t *testing.T) {
	dir := testdir.Shared(t, "corpus")
	counts := map[string]int{}
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(strings.ToLower(path), ".pgn") {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, c := range pgn.Commands(string(data)) {
			out, err := rewrite(c)
			switch {
			case err == errOther:
				continue
			case err != nil:
				t.Errorf("%s: [%%%s %s]: %v", path, c.Name, c.Args, err)
			case out != c.Args:
				t.Errorf("%s: [%%%s %s] is written back as %q", path, c.Name, c.Args, out)
			}
			counts[c.Name]++
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if counts[pgn.CommandClock] == 0 || counts[pgn.CommandEval] == 0 {
		t.Errorf("the corpus has no clocks or evaluations: %v", counts)
	}
	t.Logf("commands read and written back: %v", counts)
}

// errOther marks a command the core does not type.
var errOther = os.ErrInvalid

// rewrite parses a typed command's arguments and writes them again.
func rewrite(c pgn.Command) (string, error) {
	switch c.Name {
	case pgn.CommandClock, pgn.CommandEMT:
		d, err := pgn.ParseClock(c.Args)
		return pgn.FormatClock(d), err
	case pgn.CommandEval:
		e, err := pgn.ParseEval(c.Args)
		return e.String(), err
	case pgn.CommandArrows:
		a, err := pgn.ParseArrows(c.Args)
		if err != nil {
			return "", err
		}
		return pgn.FormatArrows(a)
	case pgn.CommandMarks:
		m, err := pgn.ParseMarks(c.Args)
		if err != nil {
			return "", err
		}
		return pgn.FormatMarks(m)
	}
	return "", errOther
}
