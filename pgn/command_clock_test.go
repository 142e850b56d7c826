package pgn

import (
	"math/rand/v2"
	"testing"
)

// TestQuickClockMatchesGeneral compares quickClock with the general rules
// on every text of the forms it takes and on random texts near them.
func TestQuickClockMatchesGeneral(t *testing.T) {
	check := func(args string) {
		t.Helper()
		d, ok := quickClock(args)
		if !ok {
			return
		}
		want, err := parseClockGeneral(CommandClock, args)
		if err != nil || d != want {
			t.Fatalf("quickClock(%q) = %v; the general rules give %v, %v", args, d, want, err)
		}
	}
	digits := "0123456789"
	for h := 0; h < 100; h++ {
		for m := 0; m < 100; m += 7 {
			for s := 0; s < 100; s += 3 {
				for _, hh := range []string{digits[h%10 : h%10+1], digits[h/10:h/10+1] + digits[h%10:h%10+1]} {
					check(hh + ":" + digits[m/10:m/10+1] + digits[m%10:m%10+1] + ":" + digits[s/10:s/10+1] + digits[s%10:s%10+1])
				}
			}
		}
	}
	rng := rand.New(rand.NewPCG(5, 6))
	alphabet := "0123456789::.a /"
	for range 200000 {
		b := make([]byte, 5+rng.IntN(5))
		for i := range b {
			b[i] = alphabet[rng.IntN(len(alphabet))]
		}
		check(string(b))
	}
	if _, ok := quickClock("0:03:00"); !ok {
		t.Error("quickClock does not take 0:03:00")
	}
}
