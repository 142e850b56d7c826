package eco_test

import (
	"fmt"
	"strings"

	"github.com/pgntool/pgntool/eco"
	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants/chess"
)

// SetTags names the deepest position of the table that the game reaches,
// here by another move order than the table's (o.Moves).
func ExampleSetTags() {
	text := `[White "Kasparov"]
[Black "Topalov"]

1. e4 g6 2. d4 d6 3. Nc3 Nf6 4. Be3 c6 5. Qd2 Nbd7 6. f3 b5 *`
	r := pgn.NewReader(strings.NewReader(text), pgn.ReaderOptions{Variant: chess.Variant})
	g, err := r.ReadGame()
	if err != nil {
		fmt.Println(err)
		return
	}
	o, ok, err := eco.SetTags(g)
	fmt.Println(ok, err, o.Moves)
	for _, name := range []string{"ECO", "Opening", "Variation"} {
		v, _ := g.Tag(name)
		fmt.Printf("[%s %q]\n", name, v)
	}
	// Output:
	// true <nil> 1. e4 d6 2. d4 Nf6 3. Nc3 g6 4. Be3 c6 5. Qd2
	// [ECO "B07"]
	// [Opening "Pirc Defense"]
	// [Variation "150 Attack"]
}

func ExampleLookup() {
	b, _ := chess.NewBoard("")
	for _, san := range []string{"d4", "Nf6", "c4", "e6", "Nc3", "Bb4"} {
		m, _ := b.ParseSAN(san)
		b.Play(m)
	}
	o, ok := eco.Lookup(b)
	fmt.Println(o.ECO, o.Name, ok)
	// Output: E20 Nimzo-Indian Defense true
}
