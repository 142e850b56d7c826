package tagvalue_test

import (
	"errors"
	"fmt"

	"github.com/pgntool/pgntool/pgn/tagvalue"
)

func ExampleDate() {
	for _, v := range []string{"1992.08.31", "1993.??.??", "2023.02.30", "1999-05-13"} {
		fmt.Printf("%s: %v\n", v, tagvalue.Date(v))
	}
	// Output:
	// 1992.08.31: <nil>
	// 1993.??.??: <nil>
	// 2023.02.30: day 30 does not exist in February 2023
	// 1999-05-13: date "1999-05-13" is not in the standard form; write "1999.05.13"
}

func ExampleDateSep() {
	fmt.Println(tagvalue.DateSep("2021-06-04", '-'))
	fmt.Println(tagvalue.DateSep("2021-02-29", '-'))
	// Output:
	// <nil>
	// day 29 does not exist in February 2021
}

func ExampleTimeControl() {
	for _, v := range []string{"40/7200:3600", "300+2", "300:40/7200"} {
		fmt.Printf("%s: %v\n", v, tagvalue.TimeControl(v))
	}
	// Output:
	// 40/7200:3600: <nil>
	// 300+2: <nil>
	// 300:40/7200: descriptor "300" in time control "300:40/7200" lasts to the end of the game, so "40/7200" cannot follow it
}

// A linter reports deviations as warnings and other errors as errors.
func ExampleErrDeviation() {
	for _, v := range []string{"1500?", "25OO", "2500"} {
		switch err := tagvalue.Elo(v); {
		case err == nil:
			fmt.Printf("%s: fine\n", v)
		case errors.Is(err, tagvalue.ErrDeviation):
			fmt.Printf("%s: warning: %v\n", v, err)
		default:
			fmt.Printf("%s: error: %v\n", v, err)
		}
	}
	// Output:
	// 1500?: warning: rating "1500?" carries a provisional mark '?'; write "1500"
	// 25OO: error: rating "25OO" is not an integer, "-" (unrated) or "?" (unknown)
	// 2500: fine
}

func ExampleRound() {
	for _, v := range []string{"4.1.2", "-", "1.0"} {
		fmt.Printf("%s: %v\n", v, tagvalue.Round(v))
	}
	// Output:
	// 4.1.2: <nil>
	// -: <nil>
	// 1.0: round "1.0" contains the number 0; round numbers start at 1
}

func ExampleLang() {
	for _, v := range []string{"ca", "EN", "xx"} {
		fmt.Printf("%s: %v\n", v, tagvalue.Lang(v))
	}
	// Output:
	// ca: <nil>
	// EN: language code "EN" should be in lower case; write "en"
	// xx: language "xx" is not an ISO 639-1 code
}

func ExampleTermination() {
	fmt.Println(tagvalue.Termination("Time forfeit"))
	fmt.Println(tagvalue.Termination("White won by resignation"))
	// Output:
	// <nil>
	// termination "White won by resignation" is not one of the standard's reasons: abandoned, adjudication, death, emergency, normal, rules infraction, time forfeit, unterminated
}
