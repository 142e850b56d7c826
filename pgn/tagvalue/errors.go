package tagvalue

import (
	"errors"
	"fmt"
)

// ErrDeviation matches, through [errors.Is], the errors for values whose
// meaning is clear although their form is not the standard's, such as the
// date "1999-05-13" in a chess game or a Termination of "White won on time".
// Callers usually report these as warnings. Errors that do not match it are
// real faults: a value that cannot be read, or a date that does not exist.
var ErrDeviation = errors.New("tag value deviates from the standard form")

// valueError is the error every check returns; keeping the deviation flag
// on the value, rather than wrapping, keeps Error() free of any prefix.
type valueError struct {
	msg       string
	deviation bool
}

func (e *valueError) Error() string { return e.msg }

// Is makes errors.Is(err, ErrDeviation) report the deviation flag.
func (e *valueError) Is(target error) bool {
	return e.deviation && target == ErrDeviation
}

// fault builds an error for a value that is wrong.
func fault(format string, args ...any) error {
	return &valueError{msg: fmt.Sprintf(format, args...)}
}

// deviation builds an error for a value of clear meaning in a non-standard form.
func deviation(format string, args ...any) error {
	return &valueError{msg: fmt.Sprintf(format, args...), deviation: true}
}

// isDeviation reports whether err is a deviation rather than a fault.
func isDeviation(err error) bool {
	e, ok := err.(*valueError)
	return ok && e.deviation
}
