package adversarial

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
)

// Cases of many games, of broken files, and of C'escacs comments.

// tinyGamesCase is n games of two lines each and an empty line, all clean
// but the last, whose second move is illegal: lint must place that fault
// on the right line and in the right game after millions of games.
func tinyGamesCase(f family) Case {
	name := f.name + "/tiny-games"
	roster := f.rosterLine()
	game := roster + f.clean + "\n\n"
	return Case{
		Name: name, Variant: f.variant, Base: 3_000_000, Unit: "games", Faulty: true,
		Last: func(n int) Fault {
			return Fault{Game: n, Line: 3*n - 1, Column: f.faultCol, GameLine: 3*n - 2, ErrorsAll: 1}
		},
		write: single(name, f.ext, func(w *bufio.Writer, n int) error {
			c := counter{w: w}
			c.repeat(game, n-1)
			c.str(roster + f.fault + "\n")
			return nil
		}),
	}
}

// truncationsCase writes every truncation of the family's three-game
// sample, from the empty file to the whole, one file each: a cut can fall
// inside any token, and inside a UTF-8 sequence.
func truncationsCase(f family) Case {
	name := f.name + "/truncations"
	return Case{
		Name: name, Variant: f.variant, Base: len(f.sample) + 1, Unit: "files", Fixed: true, Faulty: true,
		write: func(dir string, n int) ([]string, error) {
			sub := filepath.Join(dir, fileName(name))
			if err := os.MkdirAll(sub, 0o755); err != nil {
				return nil, err
			}
			paths := make([]string, 0, n)
			for k := range min(n, len(f.sample)+1) {
				p := filepath.Join(sub, fmt.Sprintf("cut%04d%s", k, f.ext))
				if err := os.WriteFile(p, []byte(f.sample[:k]), 0o644); err != nil {
					return nil, err
				}
				paths = append(paths, p)
			}
			return paths, nil
		},
	}
}

// cescacsGame opens a C'escacs game of two move pairs before a comment.
const cescacsGame = `[Variant "C'escacs"] [Event "?"] [Site "?"] [Date "????-??-??"] [Round "?"] [White "?"] [Black "?"] [Result "*"]
1. E7-E13, E21-E15
2. NG3-E7, NG25-E21
`

// cescacsCommentCase is a C'escacs game with one comment of n bytes on a
// single line, made of the given pieces: move references or "~" marks,
// which the plugin resolves against the moves.
func cescacsCommentCase(kind string, pieces []string) Case {
	name := "cescacs/comment-" + kind
	return Case{
		Name: name, Variant: "cescacs", Base: 1 << 20, Unit: "bytes",
		write: single(name, ".ctl-pgn", func(w *bufio.Writer, n int) error {
			c := counter{w: w}
			c.str(cescacsGame + "{ ")
			c.fill(len(cescacsGame)+2+n, pieces)
			c.str(" }\n3. NE7-G3, NE21-G25:\n*\n")
			return nil
		}),
	}
}

// cescacsReferences are the reference forms of a C'escacs comment, to moves
// that exist and to some that do not, and cells.
var cescacsReferences = []string{
	"#1 ", "#2@B ", "#1@W ", "#.2 ", "#2[1] ", "#.2$[1]@W ", "$1 ", "~K ", "~PE13 ",
	"~NE7 ", "E13 ", "F12 ", "#9 ", "#3@B ", "~Z11 ", "text ",
}

// cescacsTildes are runs of "~" with and without a piece and a cell after
// them.
var cescacsTildes = []string{"~", "~~ ", "~K", "~PE13", "~ ~", "~Z", "~~~~", "~E", "7 ", "~N"}

// gameIndicatorCase is C'escacs games cut short after "(=", the opening of
// a game indicator (and the start of a variation), over and over; the
// last one ends the input with "(=".
func gameIndicatorCase() Case {
	name := "cescacs/open-indicator"
	block := cescacsGame + "3. NE7-G3 (=, NE21-G25 (=\n(=\n(=)\n(= (= ((= =( (=:\n\n"
	return Case{
		Name: name, Variant: "cescacs", Base: 10 << 20, Unit: "bytes", Faulty: true,
		write: single(name, ".ctl-pgn", func(w *bufio.Writer, n int) error {
			c := counter{w: w}
			c.fill(n, []string{block})
			c.str(cescacsGame + "3. NE7-G3 (=")
			return nil
		}),
	}
}

// Cases returns every case, for the three games in turn, in a fixed order.
func Cases() []Case {
	var cs []Case
	for _, f := range families {
		cs = append(cs,
			truncationsCase(f),
			nestingCase(f),
			openParensCase(f),
			controlCase(f),
			invalidUTF8Case(f),
			bomCase(f),
			lineEndCase(f),
			tagsCase(f),
			tinyGamesCase(f),
			pliesCase(f),
			longLineCase(f),
			randomCase(f),
		)
		if f.name == "chess" {
			// Comments and NUL bytes are read by the core alone, the same
			// for every game; chess stands for all three.
			cs = append(cs, commentCase(f, true), commentCase(f, false), nulCase(f),
				emptyVariationsCase(f), annotatedMoveCase(f), clockCommandsCase(f))
		}
	}
	return append(cs,
		cescacsCommentCase("references", cescacsReferences),
		cescacsCommentCase("tildes", cescacsTildes),
		gameIndicatorCase(),
	)
}
