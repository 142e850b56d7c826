package pgn_test

import (
	"errors"
	"fmt"

	"github.com/pgntool/pgntool/pgn"
	_ "github.com/pgntool/pgntool/variants" // registers chess, xiangqi and C'escacs
)

// Importing a plugin registers it; the registry then picks each game's
// plugin from its tags, or a file's from its name.
func ExampleChooseVariant() {
	for _, tags := range [][]pgn.Tag{
		{{Name: "Event", Value: "Casual"}},
		{{Name: "Variant", Value: "Chess960"}},
		{{Name: "Red", Value: "Hu Ronghua"}, {Name: "Black", Value: "Yang Guanlin"}},
		{{Name: "Variant", Value: "Atomic"}},
	} {
		if v := pgn.ChooseVariant(tags); v != nil {
			fmt.Println(v.Name())
		} else {
			fmt.Println("no plugin reads it")
		}
	}
	v, _ := pgn.VariantForFile("games.ctl-pgn")
	fmt.Println(v.Name(), v.Info().Results)
	// Output:
	// chess
	// chess
	// Chinese Chess
	// no plugin reads it
	// C'escacs [3-0 2-1 1-1 1-2 0-3 *]
}

// ParseNotation reads a user's spelling of a notation; an unknown one is
// an error that lists the valid ones.
func ExampleParseNotation() {
	chess, _ := pgn.LookupVariant("chess")
	n, err := pgn.ParseNotation(chess, "UCI")
	fmt.Println(n, err)
	_, err = pgn.ParseNotation(chess, "wxf")
	var ne *pgn.NotationError
	fmt.Println(errors.As(err, &ne), ne.Valid)
	fmt.Println(err)
	// Output:
	// uci <nil>
	// true [san lan uci]
	// chess cannot write notation "wxf"; choose one of san, lan, uci
}
