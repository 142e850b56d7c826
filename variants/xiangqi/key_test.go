package xiangqi

import (
	"fmt"
	"testing"
)

// play plays moves given in any notation, failing the test on an error.
func play(t *testing.T, b *Board, moves ...string) {
	t.Helper()
	for _, text := range moves {
		m, err := b.Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		if err := b.Play(m); err != nil {
			t.Fatal(err)
		}
	}
}

var opening = []string{"炮二平五", "马８进７", "马二进三", "车９平８", "车一平二", "马２进３", "兵七进一", "卒７进１",
	"车二进六", "炮８平９", "车二平三", "炮９退１", "车三进一", "炮９平７"} // the chariot takes the horse, the cannon pins the chariot

// TestKeyEqualsKeyFromFEN plays an opening with captures and checks after
// each move that the key Make keeps equals the key of a board set up from
// the position's FEN, and that Unmake brings each key back.
func TestKeyEqualsKeyFromFEN(t *testing.T) {
	b, _ := NewBoard("")
	keys := []uint64{b.Key()}
	for _, text := range opening {
		play(t, b, text)
		fresh, err := NewBoard(b.FEN())
		if err != nil {
			t.Fatal(err)
		}
		if b.Key() != fresh.Key() {
			t.Fatalf("after %s: key %#x, from FEN %#x", text, b.Key(), fresh.Key())
		}
		for _, k := range keys {
			if k == b.Key() {
				t.Fatalf("after %s: the key repeats an earlier position's", text)
			}
		}
		keys = append(keys, b.Key())
	}
	for i := len(keys) - 1; i > 0; i-- {
		b.Unmake()
		if b.Key() != keys[i-1] {
			t.Fatalf("Unmake of move %d: key %#x, want %#x", i, b.Key(), keys[i-1])
		}
	}
}

func TestKeyTranspositions(t *testing.T) {
	a, _ := NewBoard("")
	play(t, a, "b2e2", "h9g7", "h0g2", "b9c7")
	b, _ := NewBoard("")
	play(t, b, "h0g2", "b9c7", "b2e2", "h9g7")
	if a.Key() != b.Key() || a.FEN() != b.FEN() {
		t.Errorf("transposed moves: %#x %s, %#x %s", a.Key(), a.FEN(), b.Key(), b.FEN())
	}
	// The side to move is part of the key, the clocks are not.
	red, _ := NewBoard("4k4/9/9/9/9/9/9/9/4A4/3K5 w - - 0 1")
	black, _ := NewBoard("4k4/9/9/9/9/9/9/9/4A4/3K5 b - - 0 1")
	later, _ := NewBoard("4k4/9/9/9/9/9/9/9/4A4/3K5 w - - 17 40")
	if red.Key() == black.Key() || red.Key() != later.Key() {
		t.Errorf("side and clocks: %#x %#x %#x", red.Key(), black.Key(), later.Key())
	}
	if red.Key()^black.Key() != zobristSide {
		t.Error("the side number is not what separates the two")
	}
}

// TestKeyIsStable pins the keys: stored keys must keep matching their
// positions in later versions.
func TestKeyIsStable(t *testing.T) {
	b, _ := NewBoard("")
	after, _ := NewBoard("")
	play(t, after, "h2e2")
	got := fmt.Sprintf("%016x %016x %016x", b.Key(), after.Key(), zobristSide)
	const want = "1c211c8c2cf35fd7 0653bfa15f03a493 233b610de47c7367"
	if got != want {
		t.Errorf("keys %s, want %s", got, want)
	}
}

func TestRepetitions(t *testing.T) {
	b, _ := NewBoard("")
	if b.Repetitions() != 1 || b.IsRepetition(2) {
		t.Fatalf("start: %d", b.Repetitions())
	}
	shuffle := []string{"h0g2", "h9g7", "g2h0", "g7h9"}
	play(t, b, shuffle...)
	if b.Repetitions() != 2 || !b.IsRepetition(2) || b.IsRepetition(3) {
		t.Errorf("after one shuffle: %d", b.Repetitions())
	}
	play(t, b, shuffle[:2]...)
	if b.Repetitions() != 2 {
		t.Errorf("the horses out again: %d", b.Repetitions())
	}
	play(t, b, shuffle[2:]...)
	if b.Repetitions() != 3 || !b.IsRepetition(3) {
		t.Errorf("after two shuffles: %d", b.Repetitions())
	}
	b.Unmake() // back to the position after Red's g2h0, the second time
	if b.Repetitions() != 2 {
		t.Errorf("one move taken back: %d", b.Repetitions())
	}
	// A capture is irreversible: positions before it are not counted.
	c, _ := NewBoard("")
	play(t, c, "h2h9", "i9h9", "b2b1", "h9i9", "b1b2", "i9h9")
	if c.Repetitions() != 2 {
		t.Errorf("after the capture: %d", c.Repetitions())
	}
	if (*Board)(nil).Repetitions() != 0 || (&Board{}).Key() != 0 {
		t.Error("boards without a position")
	}
}
