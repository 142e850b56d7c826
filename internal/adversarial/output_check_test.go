package adversarial

import (
	"strings"
	"testing"
)

// TestOutputCheck checks the reading of pgntool's output that the
// adversarial run relies on.
func TestOutputCheck(t *testing.T) {
	text := "a.pgn:3:8: error: illegal move \"Nf5\": no black knight can reach f5 [move-illegal]\n" +
		"a.pgn:1:1: warning: something [tag-x]\n"
	js := `{"file":"<stdin>","game":2,"line":3,"column":8,"severity":"error","code":"move-illegal","message":"m"}` + "\n" +
		`{"file":"<stdin>","game":1,"line":1,"column":1,"severity":"warning","code":"tag-x","message":"m"}` + "\n"
	var a, b, c outputCheck
	a.read(strings.NewReader(text))
	b.json = true
	b.read(strings.NewReader(js))
	if a.diagnostics != 2 || a.errors != 1 || a.unplaced+a.stray != 0 || a.lastError != (place{line: 3, column: 8}) {
		t.Errorf("text: %+v", a)
	}
	if b.diagnostics != 2 || b.errors != 1 || b.last != (place{line: 1, column: 1, game: 1}) {
		t.Errorf("json: %+v", b)
	}
	if a.sum != b.sum {
		t.Error("the same diagnostics in text and JSON give different sums")
	}
	lines := strings.SplitAfter(text, "\n")
	c.read(strings.NewReader(lines[1] + lines[0]))
	if c.sum == a.sum {
		t.Error("the same diagnostics in another order give the same sum")
	}

	var d outputCheck
	d.read(strings.NewReader("pgntool: 1 game(s) not written\n" +
		"a.pgn:4: error: no column [x]\n" +
		"something else\n" +
		"panic: runtime error: slice bounds out of range [3:2]\n\ngoroutine 1 [running]:\n" +
		strings.Repeat("x", 3*maxLine) + "\n"))
	if d.unplaced != 1 || d.stray != 3 || len(d.panics) != 2 {
		t.Errorf("unplaced %d, stray %d, panics %q", d.unplaced, d.stray, d.panics)
	}
}
