package cescacs

import (
	"path/filepath"
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

func TestQuickGames(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(sharedDir(t), "corpus/cescacs/games/*.ctl-pgn"))
	for _, f := range files {
		s := readCorpus(t, "games/"+filepath.Base(f))
		b := &Board{pos: startPosition, letters: standardAlphabet()}
		for i, mv := range mainLineMoves(s) {
			m, ok := b.ParseMove([]byte(mv), pgn.Position{Line: i}, func(d pgn.Diagnostic) { t.Logf("%s: %s", filepath.Base(f), d) })
			if !ok {
				t.Errorf("%s: stop at %s", filepath.Base(f), mv)
				break
			}
			b.Make(m)
		}
	}
}
