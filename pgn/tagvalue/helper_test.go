package tagvalue_test

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pgntool/pgntool/pgn/tagvalue"
)

// check is one table row: the value, the message expected ("" when the
// value is accepted) and whether the error is a deviation.
type check struct {
	in  string
	msg string
	dev bool
}

// outcome is what a check function said about a value.
type outcome struct {
	Msg string
	Dev bool
}

func outcomeOf(err error) outcome {
	if err == nil {
		return outcome{}
	}
	return outcome{Msg: err.Error(), Dev: errors.Is(err, tagvalue.ErrDeviation)}
}

func runChecks(t *testing.T, f func(string) error, checks []check) {
	t.Helper()
	for _, c := range checks {
		got := outcomeOf(f(c.in))
		if diff := cmp.Diff(outcome{Msg: c.msg, Dev: c.dev}, got); diff != "" {
			t.Errorf("value %q (-want +got):\n%s", c.in, diff)
		}
	}
}
