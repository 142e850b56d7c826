package pgn

import (
	"fmt"
	"slices"
	"strings"
)

// Notation names a move notation, such as "san" or "iccs". Each plugin
// exports its notations as constants (chess.SAN, xiangqi.NotationWXF);
// [VariantInfo.Notations] lists the ones a variant can write, the
// canonical one first.
type Notation string

// ParseNotation finds the notation of v that name names, ignoring case:
// "UCI" gives chess's "uci". An empty name gives "", which the [Writer]
// reads as the variant's default for each game ([Variant.DefaultNotation]
// depends on the game's tags). A name v does not write gives a
// [*NotationError] that lists the valid ones; so does any name when v is
// nil.
func ParseNotation(v Variant, name string) (Notation, error) {
	if name == "" {
		return "", nil
	}
	f := factsOf(v)
	for _, n := range f.Notations {
		if strings.EqualFold(string(n), name) {
			return n, nil
		}
	}
	return "", &NotationError{Notation: name, Variant: f.Name, Valid: slices.Clone(f.Notations)}
}

// NotationError is returned for a notation a variant cannot write: by
// [ParseNotation] and by the [Writer].
type NotationError struct {
	Notation string     // the name asked for
	Variant  string     // the variant's name
	Valid    []Notation // the notations the variant can write
}

// Error names the notation and the ones the variant can write.
func (e *NotationError) Error() string {
	if e == nil {
		return "pgn: unknown notation"
	}
	valid := make([]string, len(e.Valid))
	for i, n := range e.Valid {
		valid[i] = string(n)
	}
	if len(valid) == 0 {
		return fmt.Sprintf("%s cannot write notation %q", e.Variant, e.Notation)
	}
	return fmt.Sprintf("%s cannot write notation %q; choose one of %s", e.Variant, e.Notation, strings.Join(valid, ", "))
}
