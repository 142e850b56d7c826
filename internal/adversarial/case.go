package adversarial

import (
	"bufio"
	"fmt"
	"math"
	"os"
	"path/filepath"
)

// Case is one adversarial input, written on demand at a chosen size.
type Case struct {
	// Name is "family/kind", e.g. "chess/comment-unclosed".
	Name string
	// Variant is the --variant value every command gets, or "" to let the
	// tags choose the game.
	Variant string
	// Base is the size at scale 1, counted in Unit.
	Base int
	// Unit says what Base counts: "bytes", "parens", "tags", "plies",
	// "games" or "files".
	Unit string
	// Fixed cases do not grow with the scale (every truncation of one
	// small file); their time is not compared between sizes.
	Fixed bool
	// Faulty is true when the input holds faults that lint must report.
	Faulty bool
	// Last, when not nil, says where the last fault of the input lies for
	// the size n: lint's last diagnostic must be there.
	Last func(n int) Fault

	write func(dir string, n int) ([]string, error)
}

// Fault is the place of a planted fault.
type Fault struct {
	Game      int // game number, from 1
	Line      int // line of the faulty token, from 1
	Column    int // column of the faulty token, from 1
	GameLine  int // line where that game starts
	ErrorsAll int // how many errors lint must report in the whole input
}

// Count is the size of the case at the given scale, in its Unit; never
// below 1.
func (c Case) Count(scale float64) int {
	if c.Fixed {
		return c.Base
	}
	return max(1, int(math.Round(float64(c.Base)*scale)))
}

// Generate writes the case at the given scale into dir and returns the
// files it made, in the order the commands should read them. Most cases
// make one file; the truncation cases make one file per truncation.
func (c Case) Generate(dir string, scale float64) ([]string, error) {
	return c.write(dir, c.Count(scale))
}

// single turns a streaming generator into a case writer that makes one
// file named after the case.
func single(name, ext string, gen func(w *bufio.Writer, n int) error) func(dir string, n int) ([]string, error) {
	return func(dir string, n int) ([]string, error) {
		path := filepath.Join(dir, fileName(name)+ext)
		f, err := os.Create(path)
		if err != nil {
			return nil, err
		}
		w := bufio.NewWriterSize(f, 64<<10)
		err = gen(w, n)
		if err == nil {
			err = w.Flush()
		}
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return nil, fmt.Errorf("generating %s: %w", name, err)
		}
		return []string{path}, nil
	}
}

// fileName makes a case name usable as a file name.
func fileName(name string) string {
	b := []byte(name)
	for i, c := range b {
		if c == '/' {
			b[i] = '-'
		}
	}
	return string(b)
}
